import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { TPresenterInput } from '#core/people/presenter-input';
import type { Database } from '#server/db/client';
import { castMembers, cities, profiles, users } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import type { ProfileRow } from './people.service';

/**
 * Staff keep presenters' public profiles (issue 14). A presenter may have no account yet; linking
 * the profile to a user later is what lets them act as a tutor (the places rules read teaching
 * sessions through profiles.user_id).
 */

type Actor = Pick<Viewer, 'id' | 'email'>;

const editable = (row: ProfileRow) => ({
  name: row.name,
  pronouns: row.pronouns,
  bio: row.bio,
  cityId: row.cityId,
});

async function assertCity(tx: Database, cityId: number | null) {
  if (cityId === null) return;
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) {
    throw new ValidationError('Please choose a city from the list', [
      { path: ['cityId'], message: 'Please choose a city from the list' },
    ]);
  }
}

export async function createPresenter(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  input: TPresenterInput,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    await assertCity(tx, input.cityId);
    const [row] = await tx.insert(profiles).values(input).returning();
    if (!row) throw new Error('Profile was not created');
    await recordAudit(tx, viewer, {
      action: 'person.create',
      targetType: 'Person',
      targetId: row.id,
      after: input,
    });
    return row;
  });
}

export async function updatePresenter(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  { profileId, presenter: input }: { profileId: number; presenter: TPresenterInput },
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
    if (!before) throw new NotFoundError('Person');
    await assertCity(tx, input.cityId);
    const [row] = await tx.update(profiles).set(input).where(eq(profiles.id, profileId)).returning();
    if (!row) throw new NotFoundError('Person');
    await recordAudit(tx, viewer, {
      action: 'person.update',
      targetType: 'Person',
      targetId: row.id,
      before: editable(before),
      after: input,
    });
    return row;
  });
}

const linkProblem = (message: string) => new ValidationError(message, [{ path: ['email'], message }]);

/**
 * Links a presenter profile to the account with this email. The account's own profile, if it has
 * one, gives way: its phone and city carry over and it is removed — unless it presents something
 * itself, when the link is refused (two presenter profiles need a person to merge them).
 */
export async function linkPresenterToUser(
  db: Database,
  { viewer }: ViewerScope<Actor>,
  { profileId, email }: { profileId: number; email: string },
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
    if (!profile) throw new NotFoundError('Person');
    if (profile.userId !== null) throw linkProblem('This person is already linked to an account');
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!user) throw linkProblem('There is no account with this email');
    const [own] = await tx.select().from(profiles).where(eq(profiles.userId, user.id)).for('update');
    if (own) {
      const [presents] = await tx
        .select({ id: castMembers.id })
        .from(castMembers)
        .where(eq(castMembers.profileId, own.id))
        .limit(1);
      if (presents)
        throw linkProblem(`${own.name} already presents with this account: please merge them by hand`);
      await tx.delete(profiles).where(eq(profiles.id, own.id));
    }
    const [row] = await tx
      .update(profiles)
      .set({
        userId: user.id,
        phone: profile.phone || own?.phone || '',
        cityId: profile.cityId ?? own?.cityId ?? null,
      })
      .where(eq(profiles.id, profileId))
      .returning();
    if (!row) throw new NotFoundError('Person');
    await recordAudit(tx, viewer, {
      action: 'person.link-user',
      targetType: 'Person',
      targetId: row.id,
      before: { userId: null, replacedProfileId: own?.id ?? null },
      after: { userId: user.id, email: user.email },
    });
    return row;
  });
}

const nameContains = (query: string) => {
  const words = query.trim();
  return words ? ilike(profiles.name, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
};

/** People to choose presenters from: by name, presenters without accounts included. */
export function searchPeople(db: Database, query: string, limit: number, offset = 0): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(nameContains(query))
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(limit)
    .offset(offset);
}

/** How many people match: lists say "of N" instead of stopping silently at a page. */
export async function countPeople(db: Database, query: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(nameContains(query));
  return row?.n ?? 0;
}

export async function accountEmailsOf(db: Database, profileIds: readonly number[]) {
  const rows = await db
    .select({ profileId: profiles.id, email: users.email })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(sql`${profiles.id} in ${[...profileIds]}`);
  return profileIds.map((id) => rows.find((row) => row.profileId === id)?.email ?? null);
}
