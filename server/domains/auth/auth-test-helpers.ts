import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, users } from '#server/db/schema/index';

let sharedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'correct horse battery';

/** The log-in mutation, answering only whether it worked (`__typename`) and an error's message. */
export const LOG_IN_OUTCOME = `mutation LogIn($email: String!, $password: String!) {
  logIn(email: $email, password: $password) { __typename ... on Error { message } }
}`;

/** A user with a profile and the given permissions, password TEST_PASSWORD. */
export async function createTestUser(
  db: Database,
  { email, permissions = [], name = 'Test Person' }: { email: string; permissions?: string[]; name?: string },
): Promise<{ id: number; email: string }> {
  sharedHash ??= hash(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await sharedHash, permissions })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('test user not created');
  await db.insert(profiles).values({ userId: user.id, name });
  return user;
}

export async function userIdByEmail(db: Database, email: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
