import { eq } from 'drizzle-orm';
import { activityPermission } from '#core/activities/activity-input';
import type { ActivityType } from '#core/activities/activity-types';
import { hasPermission } from '#core/people/permissions';
import { activities } from '#server/db/schema/index';
import type { StaffPictureTarget } from '#server/domains/people/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError } from '#server/services/errors';

/** An activity's picture (4:3, as its card shows it), changed by staff who manage its kind. */
export const activityPictureTarget: StaffPictureTarget = {
  path: '/api/activities/:id/picture',
  subject: 'activity',
  access: async (db, viewer, id) => {
    // Without any staff permission nothing is read; the kind's permission needs the activity.
    if (viewer.permissions.length === 0) return 'forbidden';
    const [row] = await db.select({ type: activities.type }).from(activities).where(eq(activities.id, id));
    if (!row) return hasPermission(viewer, 'activities') ? 'not-found' : 'forbidden';
    return hasPermission(viewer, activityPermission(row.type as ActivityType)) ? 'ok' : 'forbidden';
  },
  attach: async (tx, { id, picture, viewer }) => {
    const [before] = await tx
      .select({ pictureId: activities.pictureId, festivalId: activities.festivalId })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    if (!before) throw new NotFoundError('Activity');
    await tx
      .update(activities)
      .set({ pictureId: picture.id, updatedAt: new Date() })
      .where(eq(activities.id, id));
    await recordAudit(tx, viewer, {
      action: 'activity.picture',
      targetType: 'Activity',
      targetId: id,
      festivalId: before.festivalId,
      before: { pictureId: before.pictureId },
      after: { pictureId: picture.id, altText: picture.altText },
    });
    return before.pictureId;
  },
};
