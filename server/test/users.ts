import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { auditEntries, registrations } from '#server/db/schema/index';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import { createTestUser, userIdByEmail } from '#server/domains/auth/auth-test-helpers';
import { issueCredentials } from '#server/domains/auth/index';

// Test users for any domain's API tests (the auth domain owns how they are made).
export { createTestUser, TEST_PASSWORD, userIdByEmail } from '#server/domains/auth/auth-test-helpers';

/**
 * When test credentials are issued unless a test says otherwise: late in the demo festival's year,
 * so they are valid at every earlier time a test moves the clock to (they last 14 days from
 * issue and are not checked against a start).
 */
export const TEST_CREDENTIALS_ISSUED_AT = new Date('2027-12-01T00:00:00Z');

/** Auth headers for a user, as after logging in. */
export async function headersFor(
  db: Database,
  userId: number,
  issuedAt: Date = TEST_CREDENTIALS_ISSUED_AT,
): Promise<Record<string, string>> {
  const credentials = await issueCredentials(db, userId, issuedAt);
  return { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid };
}

/** Auth headers for the user with this email (a seeded account). */
export async function headersForEmail(
  db: Database,
  email: string,
  issuedAt: Date = TEST_CREDENTIALS_ISSUED_AT,
): Promise<Record<string, string>> {
  return headersFor(db, await userIdByEmail(db, email), issuedAt);
}

/** The id of a user's registration (for one festival, or their only one). */
export async function registrationIdOf(
  db: Database,
  user: { userId: number } | { email: string },
  festivalId?: number,
): Promise<number> {
  const userId = 'userId' in user ? user.userId : await userIdByEmail(db, user.email);
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, userId),
        festivalId === undefined ? undefined : eq(registrations.festivalId, festivalId),
      ),
    );
  if (!row) throw new Error(`no registration for ${'email' in user ? user.email : `user ${userId}`}`);
  return row.id;
}

/** The audit entries that record this action on this target, oldest first. */
export function auditEntriesOf(db: Database, action: string, targetId: string | number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.targetId, String(targetId))))
    .orderBy(asc(auditEntries.id));
}

/** How many audit entries record this action on this target. */
export async function auditCount(db: Database, action: string, targetId: string | number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.targetId, String(targetId))));
  return row?.n ?? 0;
}

export type RoleHeaders<Permission extends string> = Record<
  'anonymous' | 'participant' | 'admin' | 'teamMember' | Permission,
  Record<string, string>
>;

/**
 * Auth headers by role: `anonymous` (none), `participant` (participant1), the seeded `admin` and
 * `teamMember`, and for each permission given a new staff account holding that permission alone
 * (email `<emailPrefix>-<permission>@example.org`).
 */
export async function headersByRole<Permission extends string>(
  t: { db: Database; headersFor(userId: number): Promise<Record<string, string>> },
  permissions: readonly Permission[],
  emailPrefix: string,
): Promise<RoleHeaders<Permission>> {
  const as: Record<string, Record<string, string>> = { anonymous: {} };
  as.participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
  as.admin = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  as.teamMember = await t.headersFor(await userIdByEmail(t.db, DEMO_TEAM_MEMBER.email));
  for (const permission of permissions) {
    const staff = await createTestUser(t.db, {
      email: `${emailPrefix}-${permission}@example.org`,
      permissions: [permission],
      name: `Staff ${permission}`,
    });
    as[permission] = await t.headersFor(staff.id);
  }
  return as as RoleHeaders<Permission>;
}
