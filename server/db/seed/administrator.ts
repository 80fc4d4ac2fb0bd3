import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, users } from '#server/db/schema/index';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Whether an account has this email (case-insensitively, as sign-in matches it). */
export async function hasAccount(db: Database, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return Boolean(existing);
}

/** Whether any account holds the `admin` permission (start-up says how to make one if not). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'admin' = any(${users.permissions})`)
    .limit(1);
  return Boolean(found);
}

/**
 * The first administrator of a database started without the demo (SEED_DEMO=false): created from
 * ADMIN_EMAIL and ADMIN_PASSWORD when no account has that email. An existing account is left as it
 * is, so the settings cannot quietly change anyone's password or permissions on a restart.
 */
export async function ensureAdministrator(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<boolean> {
  if (await hasAccount(db, email)) return false;
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: email.toLowerCase(), passwordHash, permissions: ['admin'] })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return false;
    await tx.insert(profiles).values({ userId: user.id, name: 'Administrator' });
    return true;
  });
}

/**
 * `npm run admin:create`'s other case: an existing account is given the `admin` permission (its
 * password is unchanged). Returns whether it lacked it.
 */
export async function grantAdministrator(db: Database, email: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, permissions: users.permissions })
    .from(users)
    .where(byEmail(email));
  if (!user || user.permissions.includes('admin')) return false;
  await db
    .update(users)
    .set({ permissions: sql`array_append(${users.permissions}, 'admin')` })
    .where(eq(users.id, user.id));
  return true;
}
