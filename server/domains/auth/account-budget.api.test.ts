import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, emails } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, LOG_IN_OUTCOME, TEST_PASSWORD } from './auth-test-helpers';
import { LOGIN_LINK_SENT_MESSAGE } from './login-links.service';
import { LOG_IN_LIMITS, LOGIN_LINK_LIMITS } from './rate-limits.service';

/**
 * Issue 25 item 2: behind `TRUST_PROXY=true` every request may claim its own address. Before, 60
 * parallel guesses at one account, each from "its own" address, were all checked. Now an account
 * has a budget of password checks whatever the addresses, and its owner gets in with an emailed
 * one-time link once a stranger has spent it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://festival.test' });
});
afterAll(() => t.close());

type Answer = { __typename: string; message?: string; credentials?: { accessToken: string } };

async function call(query: string, variables: Record<string, unknown>, address: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as { data?: Record<string, Answer>; errors?: unknown[] };
}

const logIn = async (email: string, password: string, address: string) =>
  (await call(LOG_IN_OUTCOME, { email, password }, address)).data?.logIn;

const REQUEST_LINK = `mutation Link($email: String!, $redirectUrl: String) {
  requestLoginLink(email: $email, redirectUrl: $redirectUrl) { __typename ... on Error { message } ... on MessagePayload { message } }
}`;
const USE_LINK = `mutation Use($token: String!) {
  logInWithLink(token: $token) { __typename ... on Error { message } ... on AuthPayload { credentials { accessToken } } }
}`;

const requestLink = async (email: string, address: string) =>
  (await call(REQUEST_LINK, { email, redirectUrl: '/profile' }, address)).data?.requestLoginLink;
const openLink = async (token: string, address = '198.51.100.200') =>
  (await call(USE_LINK, { token }, address)).data?.logInWithLink;

/** The token of the newest log-in link emailed to this address. */
async function latestLinkToken(to: string): Promise<string> {
  const [email] = await t.db
    .select({ text: emails.text })
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, 'login-link')))
    .orderBy(desc(emails.id))
    .limit(1);
  const link = email?.text.match(/https:\/\/festival\.test\/login\/link\?\S+/)?.[0];
  if (!link) throw new Error(`no log-in link emailed to ${to}`);
  expect(new URL(link).searchParams.get('redirect')).toBe('/profile');
  return new URL(link).searchParams.get('token') ?? '';
}

const MINUTE = 60_000;

describe('the password budget of one account [issue 25.2]', () => {
  it('checks at most 10 of 60 parallel guesses, each from its own claimed address', async () => {
    const { email } = await createTestUser(t.db, { email: 'budget-target@example.org' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => logIn(email, `guess number ${i}`, `203.0.113.${i + 1}`)),
    );
    const checked = answers.filter((a) => a?.__typename === 'InvalidCredentialsError').length;
    const refused = answers.filter((a) => a?.__typename === 'RateLimitedError').length;
    expect(checked).toBe(LOG_IN_LIMITS.perAccount.limit);
    expect(LOG_IN_LIMITS.perAccount.limit).toBe(10);
    expect(refused).toBe(50);
    // Each request reads the clock when it arrives, but they take the account's lock in any order:
    // a refusal may count from a guess recorded a moment after its own arrival, so 15 minutes and
    // a little more, which is said as 16 (a wait is never rounded down).
    expect(answers.find((a) => a?.__typename === 'RateLimitedError')?.message).toMatch(
      /Too many failed log-ins for this account\. Please try again in 1[56] minutes\.$/,
    );

    // Even the right password, from a new address, is not checked while the budget is spent...
    expect((await logIn(email, TEST_PASSWORD, '192.0.2.10'))?.__typename).toBe('RateLimitedError');
    // ...other accounts are untouched...
    const other = await createTestUser(t.db, { email: 'budget-bystander@example.org' });
    expect((await logIn(other.email, TEST_PASSWORD, '203.0.113.1'))?.__typename).toBe('AuthPayload');
    // ...and the owner gets in with an emailed link.
    expect((await requestLink(email, '192.0.2.10'))?.__typename).toBe('MessagePayload');
    const signedIn = await openLink(await latestLinkToken(email));
    expect(signedIn?.__typename).toBe('AuthPayload');
    expect(signedIn?.credentials?.accessToken).toBeTruthy();

    // Once the window has passed, the password works again.
    t.setNow(new Date(Date.now() + 16 * MINUTE));
    try {
      expect((await logIn(email, TEST_PASSWORD, '192.0.2.10'))?.__typename).toBe('AuthPayload');
    } finally {
      t.setNow(null);
    }
  }, 120_000);

  it('right passwords give their check back: one person on many devices is never refused', async () => {
    const { email } = await createTestUser(t.db, { email: 'budget-many-devices@example.org' });
    for (let i = 0; i < LOG_IN_LIMITS.perAccount.limit + 5; i += 1) {
      expect((await logIn(email, TEST_PASSWORD, `198.51.100.${i + 1}`))?.__typename, `log-in ${i}`).toBe(
        'AuthPayload',
      );
    }
  }, 60_000);
});

describe('one-time log-in links [issue 25.2]', () => {
  it('work once, and are audited when sent and used', async () => {
    const user = await createTestUser(t.db, { email: 'link-once@example.org' });
    const answer = await requestLink('Link-Once@Example.org', '192.0.2.20');
    expect(answer?.message).toMatch(/If there is an account for that email/);
    const token = await latestLinkToken(user.email);
    expect((await openLink(token))?.__typename).toBe('AuthPayload');
    const again = await openLink(token);
    expect(again?.__typename).toBe('InvalidLoginLinkError');
    expect(again?.message).toMatch(/invalid, already used or has expired/);

    const audit = await t.db
      .select({ action: auditEntries.action, after: auditEntries.after, actor: auditEntries.actorUserId })
      .from(auditEntries)
      .where(and(eq(auditEntries.targetType, 'User'), eq(auditEntries.targetId, String(user.id))))
      .orderBy(auditEntries.id);
    expect(audit).toEqual([
      { action: 'login-link.send', after: { requestedFrom: '192.0.2.20' }, actor: null },
      { action: 'login-link.use', after: { usedFrom: '198.51.100.200' }, actor: user.id },
    ]);
  });

  it('two uses at once: only one logs in', async () => {
    const user = await createTestUser(t.db, { email: 'link-race@example.org' });
    await requestLink(user.email, '192.0.2.21');
    const token = await latestLinkToken(user.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => openLink(token)));
    expect(answers.filter((a) => a?.__typename === 'AuthPayload')).toHaveLength(1);
  });

  it('expire after 15 minutes, and a newer link replaces an older one', async () => {
    const user = await createTestUser(t.db, { email: 'link-expiry@example.org' });
    await requestLink(user.email, '192.0.2.22');
    const first = await latestLinkToken(user.email);
    await requestLink(user.email, '192.0.2.22');
    const second = await latestLinkToken(user.email);
    expect((await openLink(first))?.__typename).toBe('InvalidLoginLinkError');
    t.setNow(new Date(Date.now() + 15 * MINUTE + 1000));
    try {
      expect((await openLink(second))?.__typename).toBe('InvalidLoginLinkError');
    } finally {
      t.setNow(null);
    }
    await requestLink(user.email, '192.0.2.22');
    t.setNow(new Date(Date.now() + 14 * MINUTE));
    try {
      expect((await openLink(await latestLinkToken(user.email)))?.__typename).toBe('AuthPayload');
    } finally {
      t.setNow(null);
    }
  });

  it('are rate limited per email whatever the address, and say nothing about unknown emails', async () => {
    const user = await createTestUser(t.db, { email: 'link-flood@example.org' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestLink(user.email, `198.51.100.${100 + i}`)),
    );
    const sent = await t.db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.to, user.email), eq(emails.kind, 'login-link')));
    expect(sent).toHaveLength(LOGIN_LINK_LIMITS.perEmail.limit);
    expect(answers.filter((a) => a?.__typename === 'RateLimitedError')).toHaveLength(
      20 - LOGIN_LINK_LIMITS.perEmail.limit,
    );
    expect(answers.filter((a) => a?.message === LOGIN_LINK_SENT_MESSAGE)).toHaveLength(
      LOGIN_LINK_LIMITS.perEmail.limit,
    );
    const unknown = await requestLink('nobody-here@example.org', '192.0.2.23');
    expect(unknown).toEqual({ __typename: 'MessagePayload', message: LOGIN_LINK_SENT_MESSAGE });
  });
});
