import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  type TChangePasswordInput,
  ZChangePasswordInput,
  ZLogInInput,
  ZRequestPasswordResetInput,
  ZResetPasswordInput,
  ZSignUpInput,
} from '#core/auth/schemas';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { authTokens, passwordResetTokens, profiles, users } from '#server/db/schema/index';
import { createProfileForUser, EmailTakenError } from '#server/domains/people/index';
import { queueEmail } from '#server/lib/mail/index';
import { ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { InvalidCredentialsError, InvalidResetTokenError } from './auth.errors';
import { type Credentials, hashToken, issueCredentials, randomToken } from './credentials.service';
import { assertStrongPassword } from './password-strength';
import { hashPassword, verifyPassword } from './passwords.service';
import {
  CHANGE_PASSWORD_LIMIT,
  clearHits,
  LOG_IN_LIMITS,
  RESET_LIMITS,
  releaseHit,
  SIGN_UP_LIMITS,
  takeHit,
} from './rate-limits.service';

export const RESET_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Shown whether or not the email has an account, so the form reveals nothing. */
export const RESET_REQUESTED_MESSAGE =
  'If there is an account for that email, we have sent it a link to reset the password. The link works for 2 hours.';

export interface LoggedIn {
  userId: number;
  credentials: Credentials;
}

/** The scope of a request from someone not logged in: when, and from where (for abuse limits). */
export type Origin = Pick<ViewerScope, 'now'> & { ip: string };

export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailKey(email)));
  return user ?? null;
}

export async function signUp(db: Database, { ip, now }: Origin, input: unknown): Promise<LoggedIn> {
  const { name, email, password } = parseInput(ZSignUpInput, input);
  await assertStrongPassword(password, [name, email]);
  await takeHit(db, SIGN_UP_LIMITS.perAddress, ip, now);
  if (await findUserByEmail(db, email)) throw new EmailTakenError();
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error('User was not created');
      await createProfileForUser(tx, { userId: user.id, name });
      return { userId: user.id, credentials: await issueCredentials(tx, user.id, now) };
    });
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function logIn(db: Database, { ip, now }: Origin, input: unknown): Promise<LoggedIn> {
  const { email, password } = parseInput(ZLogInInput, input);
  const key = emailKey(email);
  const keyHere = `${key}\n${ip}`;
  // Counted before the password is checked, each in one locked step, so parallel guesses cannot
  // overtake the count: past a budget they are refused unchecked, whatever address they claim.
  await takeHit(db, LOG_IN_LIMITS.perAddress, ip, now);
  await takeHit(db, LOG_IN_LIMITS.perEmailAndAddress, keyHere, now);
  await takeHit(db, LOG_IN_LIMITS.perAccount, key, now);
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    throw new InvalidCredentialsError();
  }
  // A right password is not a guess: it gives its hits back, so a venue's shared wifi full of
  // people logging in, or one person on many devices, never uses up an allowance.
  await releaseHit(db, LOG_IN_LIMITS.perAddress, ip);
  await releaseHit(db, LOG_IN_LIMITS.perAccount, key);
  await clearHits(db, LOG_IN_LIMITS.perEmailAndAddress, keyHere);
  return { userId: user.id, credentials: await issueCredentials(db, user.id, now) };
}

/** Revokes only the credentials of the device that asked; other devices stay logged in. */
export async function logOut(db: Database, { viewer }: ViewerScope<Viewer>): Promise<number> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, viewer.id), eq(authTokens.client, viewer.client)));
  return viewer.id;
}

export function resetLink(publicUrl: string, token: string, redirect: string): string {
  const url = new URL('/reset_password', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('redirect', redirect);
  return url.toString();
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Emails a single-use reset link (valid 2 hours) if the email has an account; answers the same
 * message either way. A new request supersedes any earlier unused link.
 */
export async function requestPasswordReset(
  db: Database,
  { ip, now, publicUrl }: Origin & { publicUrl: string },
  input: unknown,
): Promise<string> {
  const { email, redirectUrl } = parseInput(ZRequestPasswordResetInput, input);
  const key = emailKey(email);
  await takeHit(db, RESET_LIMITS.perAddress, ip, now);
  await takeHit(db, RESET_LIMITS.perEmail, key, now);

  const user = await findUserByEmail(db, email);
  if (!user) return RESET_REQUESTED_MESSAGE;
  const token = randomToken();
  const link = resetLink(publicUrl, token, redirectUrl ?? '/');
  await db.transaction(async (tx) => {
    // Requests for one user queue here, so each supersedes the one before: one link stays valid.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      createdAt: now,
    });
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const greeting = profile ? `Kia ora ${profile.name},` : 'Kia ora,';
    await queueEmail(tx, {
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your NZIF password',
      text: [
        greeting,
        '',
        'Someone (hopefully you) asked to reset the password of your New Zealand Improv Festival account.',
        'Open this link within 2 hours to choose a new password:',
        '',
        link,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
        '',
        'Ngā mihi,',
        'NZIF',
      ].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p><p>Someone (hopefully you) asked to reset the password of your New Zealand Improv Festival account. Open this link within 2 hours to choose a new password:</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If it was not you, ignore this email: your password stays as it is.</p><p>Ngā mihi,<br>NZIF</p>`,
    });
  });
  return RESET_REQUESTED_MESSAGE;
}

/** Uses a reset link once: sets the password, signs out every device and logs this one in. */
export async function resetPassword(
  db: Database,
  { now }: Pick<ViewerScope, 'now'>,
  input: unknown,
): Promise<LoggedIn> {
  const { token, password } = parseInput(ZResetPasswordInput, input);
  await assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    return user.id;
  });
  if (userId === null) throw new InvalidResetTokenError();
  return { userId, credentials: await issueCredentials(db, userId, now) };
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** Needs the current password; other devices are signed out, this one stays in. */
export async function changePassword(
  db: Database,
  { viewer, now }: ViewerScope<Viewer>,
  input: unknown,
): Promise<number> {
  const { currentPassword, password }: TChangePasswordInput = parseInput(ZChangePasswordInput, input);
  await assertStrongPassword(password, [viewer.email]);
  const attemptKey = String(viewer.id);
  await takeHit(db, CHANGE_PASSWORD_LIMIT, attemptKey, now);
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, [
      { path: ['currentPassword'], message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await clearHits(db, CHANGE_PASSWORD_LIMIT, attemptKey);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.id));
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, viewer.id), ne(authTokens.client, viewer.client)));
  });
  return viewer.id;
}
