import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { serverSecrets } from '#server/db/schema/index';

const SESSION = 'session';

/**
 * The secret that signs CSRF tokens: SESSION_SECRET when the environment sets it, otherwise the
 * one this database keeps, made on first start (issue 25). The first process to insert it wins and
 * every other process, now or after a restart, reads the same row: pages served by one are
 * accepted by all.
 */
export async function sessionSecretFor(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: SESSION, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SESSION));
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}
