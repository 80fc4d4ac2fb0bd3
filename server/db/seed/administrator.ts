import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, users } from '#server/db/schema/index';

/**
 * The first administrator of a database started without the demo (SEED_DEMO=false): created from
 * ADMIN_EMAIL and ADMIN_PASSWORD when no account has that email. An existing account is left as it
 * is, so the settings cannot quietly change anyone's password or permissions on a restart.
 */
export async function ensureAdministrator(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) return false;
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
