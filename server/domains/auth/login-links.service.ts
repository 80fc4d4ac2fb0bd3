import { and, eq, gt, isNull } from 'drizzle-orm';
import { ZLogInWithLinkInput, ZRequestLoginLinkInput } from '#core/auth/schemas';
import type { Database } from '#server/db/client';
import { loginLinks, profiles, users } from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { parseInput } from '#server/services/parse-input';
import { InvalidLoginLinkError } from './auth.errors';
import { emailKey, escapeHtml, findUserByEmail, type LoggedIn, type Origin } from './auth.service';
import { hashToken, issueCredentials, randomToken } from './credentials.service';
import { LOGIN_LINK_LIMITS, takeHit } from './rate-limits.service';

/** Issue 25: short, because the link alone is enough to get in. */
export const LOGIN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** Shown whether or not the email has an account, so the form reveals nothing. */
export const LOGIN_LINK_SENT_MESSAGE =
  'If there is an account for that email, we have sent it a link to log in. The link works once, for 15 minutes.';

export function loginLinkUrl(publicUrl: string, token: string, redirect: string): string {
  const url = new URL('/login/link', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('redirect', redirect);
  return url.toString();
}

/**
 * Emails a one-time log-in link if the email has an account (the way in once a stranger has spent
 * the account's password budget); answers the same message either way. A new request supersedes
 * any earlier unused link. Rate limited per address and per email; audited on the account.
 */
export async function requestLoginLink(
  db: Database,
  { ip, now, publicUrl }: Origin & { publicUrl: string },
  input: unknown,
): Promise<string> {
  const { email, redirectUrl } = parseInput(ZRequestLoginLinkInput, input);
  await takeHit(db, LOGIN_LINK_LIMITS.perAddress, ip, now);
  await takeHit(db, LOGIN_LINK_LIMITS.perEmail, emailKey(email), now);
  const user = await findUserByEmail(db, email);
  if (!user || user.erasedAt) return LOGIN_LINK_SENT_MESSAGE;
  const token = randomToken();
  const link = loginLinkUrl(publicUrl, token, redirectUrl ?? '/');
  await db.transaction(async (tx) => {
    // Requests for one user queue here, so each supersedes the one before: one link stays valid.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(loginLinks)
      .set({ usedAt: now })
      .where(and(eq(loginLinks.userId, user.id), isNull(loginLinks.usedAt)));
    await tx.insert(loginLinks).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LOGIN_LINK_LIFETIME_MS),
      createdAt: now,
    });
    await recordAudit(tx, null, {
      action: 'login-link.send',
      targetType: 'User',
      targetId: user.id,
      after: { requestedFrom: ip },
    });
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const greeting = profile ? `Kia ora ${profile.name},` : 'Kia ora,';
    await queueEmail(tx, {
      kind: 'login-link',
      to: user.email,
      subject: 'Your NZIF log-in link',
      text: [
        greeting,
        '',
        'Someone (hopefully you) asked for a link to log in to your New Zealand Improv Festival account.',
        'Open this link within 15 minutes to log in. It works once:',
        '',
        link,
        '',
        'If it was not you, ignore this email: nobody can use the link without it. If many wrong',
        'passwords were tried, consider choosing a new one after logging in.',
        '',
        'Ngā mihi,',
        'NZIF',
      ].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p><p>Someone (hopefully you) asked for a link to log in to your New Zealand Improv Festival account. Open this link within 15 minutes to log in. It works once:</p><p><a href="${escapeHtml(link)}">Log in to NZIF</a></p><p>If it was not you, ignore this email: nobody can use the link without it. If many wrong passwords were tried, consider choosing a new one after logging in.</p><p>Ngā mihi,<br>NZIF</p>`,
    });
  });
  return LOGIN_LINK_SENT_MESSAGE;
}

/** Uses a log-in link once, within its lifetime, and logs this device in (audited). */
export async function logInWithLink(db: Database, { ip, now }: Origin, input: unknown): Promise<LoggedIn> {
  const { token } = parseInput(ZLogInWithLinkInput, input);
  const loggedIn = await db.transaction(async (tx) => {
    // Marking it used is the check: of two uses at once, only one updates the row.
    const [used] = await tx
      .update(loginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginLinks.tokenHash, hashToken(token)),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, now),
        ),
      )
      .returning({ userId: loginLinks.userId });
    if (!used) return null;
    const [user] = await tx
      .select({ id: users.id, email: users.email, erasedAt: users.erasedAt })
      .from(users)
      .where(eq(users.id, used.userId));
    if (!user || user.erasedAt) return null;
    await recordAudit(tx, user, {
      action: 'login-link.use',
      targetType: 'User',
      targetId: user.id,
      after: { usedFrom: ip },
    });
    return { userId: user.id, credentials: await issueCredentials(tx, user.id, now) };
  });
  if (!loggedIn) throw new InvalidLoginLinkError();
  return loggedIn;
}
