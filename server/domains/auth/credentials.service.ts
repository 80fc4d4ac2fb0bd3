import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { authTokens, users } from '#server/db/schema/index';
import { programmeVersionColumn } from '#server/domains/festival/index';
import type { Viewer } from '#server/services/scope';

/** Credentials last two weeks from their last use. */
export const CREDENTIAL_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
// Renewing on every request would write on every read; once an hour is enough.
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Issues (or replaces) the credentials of one device. Only the token's hash is stored. */
export async function issueCredentials(
  db: Database,
  userId: number,
  now: Date,
  client: string = randomToken(16),
): Promise<Credentials> {
  const accessToken = randomToken();
  const values = {
    userId,
    client,
    tokenHash: hashToken(accessToken),
    expiresAt: new Date(now.getTime() + CREDENTIAL_LIFETIME_MS),
    lastUsedAt: now,
  };
  await db
    .insert(authTokens)
    .values(values)
    .onConflictDoUpdate({ target: [authTokens.userId, authTokens.client], set: values });
  return { accessToken, client, uid: String(userId) };
}

export async function revokeCredentials(db: Database, userId: number, client: string): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)));
}

/**
 * Every signed-in request runs it first: prepared once (server/db/prepared.ts). It also reads the
 * programme's version, which the request would otherwise read in a statement of its own.
 */
const credentialsStatement = preparedStatement((db) =>
  db
    .select({ token: authTokens, user: users, programmeVersion: programmeVersionColumn })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.userId, sql.placeholder('userId')), eq(authTokens.client, sql.placeholder('client'))),
    )
    .prepare('credentials'),
);

/** The viewer the credentials prove, or null when they are missing, wrong or expired. */
export async function authenticate(
  db: Database,
  credentials: Partial<Credentials>,
  now: Date,
): Promise<Viewer | null> {
  return (await authenticateRequest(db, credentials, now)).viewer;
}

/**
 * authenticate, with the programme's version as the credentials' statement found it (null when
 * no statement ran: no credentials, or malformed ones).
 */
export async function authenticateRequest(
  db: Database,
  credentials: Partial<Credentials>,
  now: Date,
): Promise<{ viewer: Viewer | null; programmeVersion: number | null }> {
  const { accessToken, client, uid } = credentials;
  if (!accessToken || !client || !uid || !/^\d{1,9}$/.test(uid))
    return { viewer: null, programmeVersion: null };
  const [row] = await credentialsStatement(db).execute({ userId: Number(uid), client });
  const programmeVersion = row?.programmeVersion ?? null;
  if (!row || row.token.expiresAt <= now) return { viewer: null, programmeVersion };
  const expected = Buffer.from(row.token.tokenHash, 'hex');
  const actual = Buffer.from(hashToken(accessToken), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { viewer: null, programmeVersion };
  if (now.getTime() - row.token.lastUsedAt.getTime() > RENEW_AFTER_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + CREDENTIAL_LIFETIME_MS) })
      .where(eq(authTokens.id, row.token.id));
  }
  return {
    viewer: { id: row.user.id, email: row.user.email, permissions: row.user.permissions, client },
    programmeVersion,
  };
}
