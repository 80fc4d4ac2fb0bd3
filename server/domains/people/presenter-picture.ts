import { eq } from 'drizzle-orm';
import { hasPermission } from '#core/people/permissions';
import { profiles } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError } from '#server/services/errors';
import type { StaffPictureTarget } from './staff-picture.route';

/** A presenter's picture, changed by people managers (issue 14). */
export const presenterPictureTarget: StaffPictureTarget = {
  path: '/api/people/:id/picture',
  subject: 'presenter',
  access: async (db, viewer, id) => {
    // The permission is the viewer's own: refused before anything is read.
    if (!hasPermission(viewer, 'people')) return 'forbidden';
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
    return row ? 'ok' : 'not-found';
  },
  attach: async (tx, { id, picture, viewer }) => {
    const [before] = await tx
      .select({ pictureId: profiles.pictureId })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    if (!before) throw new NotFoundError('Person');
    await tx.update(profiles).set({ pictureId: picture.id }).where(eq(profiles.id, id));
    await recordAudit(tx, viewer, {
      action: 'person.picture',
      targetType: 'Person',
      targetId: id,
      before: { pictureId: before.pictureId },
      after: { pictureId: picture.id, altText: picture.altText },
    });
    return before.pictureId;
  },
};
