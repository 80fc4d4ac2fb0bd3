import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { isPermission, type Permission } from '#core/people/permissions';
import type { TProfileInput } from '#core/people/profile';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { cities, profiles, users } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { EmailTakenError } from './people.errors';
import { permissionChangeProblem } from './people.policy';
import type { ProfileRow } from './people.service';

/** A user without their password hash, which never leaves the auth service. */
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

const userColumns = {
  id: users.id,
  email: users.email,
  permissions: users.permissions,
  createdAt: users.createdAt,
  erasedAt: users.erasedAt,
};

export function loadUsers(db: Database, ids: readonly number[]): Promise<UserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export function loadProfilesByUser(db: Database, userIds: readonly number[]): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
}

export async function getUser(db: Database, id: number): Promise<UserRow> {
  const [user] = await loadUsers(db, [id]);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** Users whose email or name contains `search`, by email, for the staff people page (erased accounts are not people any more). */
export function listUsers(
  db: Database,
  options: { search?: string | null; limit: number },
): Promise<UserRow[]> {
  const term = options.search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        isNull(users.erasedAt),
        pattern ? or(ilike(users.email, pattern), ilike(profiles.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.email})`))
    .limit(options.limit);
}

/** The profile a new user starts with (sign-up); a user has at most one. */
export async function createProfileForUser(
  db: Database,
  input: { userId: number; name: string },
): Promise<ProfileRow> {
  const [profile] = await db.insert(profiles).values({ userId: input.userId, name: input.name }).returning();
  if (!profile) throw new Error('Profile was not created');
  return profile;
}

/**
 * Saves the viewer's own details: profile fields and, on the user, the email. Creates the profile
 * if the user has none yet.
 */
export async function updateOwnProfile(
  db: Database,
  { viewer }: ViewerScope<Pick<Viewer, 'id'>>,
  input: TProfileInput,
): Promise<ProfileRow> {
  const cityId = await knownCityId(db, input.cityId);
  try {
    return await db.transaction((tx) => saveOwnDetails(tx, viewer.id, { ...input, cityId }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** The city a form chose, as its id, once it is known to exist (ValidationError otherwise). */
export async function knownCityId(db: Database, cityId: string | number | null): Promise<number | null> {
  if (cityId === null) return null;
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, Number(cityId)));
  if (!city) throw new ValidationError('Invalid input', [{ path: ['cityId'], message: 'Invalid input' }]);
  return city.id;
}

/**
 * Saves a person's email (on their user) and profile fields in the caller's transaction, creating
 * the profile if they have none yet.
 */
export async function saveOwnDetails(
  tx: Database,
  userId: number,
  details: { email: string; name: string; pronouns: string; phone: string; cityId: number | null },
): Promise<ProfileRow> {
  const values = {
    name: details.name,
    pronouns: details.pronouns,
    phone: details.phone,
    cityId: details.cityId,
  };
  await tx.update(users).set({ email: details.email }).where(eq(users.id, userId));
  const [updated] = await tx.update(profiles).set(values).where(eq(profiles.userId, userId)).returning();
  if (updated) return updated;
  const [created] = await tx
    .insert(profiles)
    .values({ ...values, userId })
    .returning();
  if (!created) throw new Error('Profile was not created');
  return created;
}

export async function setProfilePicture(
  db: Database,
  { viewer }: ViewerScope<Pick<Viewer, 'id'>>,
  { pictureId }: { pictureId: number },
) {
  const [profile] = await db
    .update(profiles)
    .set({ pictureId })
    .where(eq(profiles.userId, viewer.id))
    .returning();
  if (!profile) throw new NotFoundError('Profile');
  return profile;
}

/**
 * Replaces a user's permission list, within what the granter may change (see the policy). The
 * row is locked so two staff editing at once cannot both pass the check on stale data.
 */
export async function setUserPermissions(
  db: Database,
  { viewer: granter }: ViewerScope<Pick<Viewer, 'id' | 'email' | 'permissions'>>,
  { userId, permissions }: { userId: number; permissions: readonly string[] },
): Promise<UserRow> {
  const next = [...new Set(permissions)].filter(isPermission) as Permission[];
  return db.transaction(async (tx) => {
    // The granter's own row is re-read too: their permissions may have changed since they logged in.
    const rows = await tx
      .select(userColumns)
      .from(users)
      .where(inArray(users.id, [userId, granter.id]))
      .for('update');
    const target = rows.find((row) => row.id === userId);
    const current = rows.find((row) => row.id === granter.id);
    if (!target) throw new NotFoundError('User');
    if (!current) throw new NotAllowedError();
    const problem = permissionChangeProblem(current, target, next);
    if (problem) throw new NotAllowedError(problem);
    if (target.permissions.includes('admin') && !next.includes('admin')) {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(sql`'admin' = any(${users.permissions})`));
      if ((admins?.count ?? 0) <= 1)
        throw new NotAllowedError('The festival needs at least one administrator');
    }
    const [updated] = await tx
      .update(users)
      .set({ permissions: next })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!updated) throw new NotFoundError('User');
    await recordAudit(tx, granter, {
      action: 'permissions.set',
      targetType: 'User',
      targetId: userId,
      before: { permissions: target.permissions },
      after: { permissions: next },
    });
    return updated;
  });
}
