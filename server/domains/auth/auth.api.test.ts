import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '#core/auth/passwords';
import { authTokens, emails, passwordResetTokens, rateLimitHits, users } from '#server/db/schema/index';
import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { RESET_REQUESTED_MESSAGE } from './auth.service';
import { createTestUser, TEST_PASSWORD } from './auth-test-helpers';
import { CREDENTIAL_LIFETIME_MS } from './credentials.service';

let t: TestApp;
beforeAll(async () => {
  // Requests name their client address in X-Forwarded-For, as they would behind the site's proxy.
  t = await createTestApp({ PUBLIC_URL: 'https://festival.test', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

type Credentials = { accessToken: string; client: string; uid: string };
type AuthResult = {
  __typename: string;
  message?: string;
  code?: string;
  problems?: Array<{ path: string[]; message: string }>;
  user?: { id: string; email: string; permissions: string[]; profile: { id: string; name: string } | null };
  credentials?: Credentials;
};

const AUTH_FIELDS = /* GraphQL */ `
  __typename
  ... on Error { message code }
  ... on ValidationError { problems { path message } }
  ... on AuthPayload {
    user { id email permissions profile { id name picture { id small } } }
    credentials { accessToken client uid }
  }
`;
const LOG_IN = `mutation LogIn($email: String!, $password: String!) { logIn(email: $email, password: $password) { ${AUTH_FIELDS} } }`;
const SIGN_UP = `mutation SignUp($name: String!, $email: String!, $password: String!, $passwordConfirmation: String!) {
  signUp(name: $name, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) { ${AUTH_FIELDS} } }`;
const RESET = `mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
  resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation) { ${AUTH_FIELDS} } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($email: String!, $redirectUrl: String) {
  requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {
    __typename ... on MessagePayload { message } ... on Error { message code } } }`;
const CURRENT_USER =
  'query CurrentUser { currentUser { id email permissions profile { id name picture { id small } } } }';
const LOG_OUT = 'mutation LogOut { logOut { user { id } } }';

let ipCounter = 1;
/** A fresh client address, so abuse limits of one test do not leak into another. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${ipCounter++}` });

const headersOf = (credentials: Credentials) => ({
  'access-token': credentials.accessToken,
  client: credentials.client,
  uid: credentials.uid,
});

async function logIn(email: string, password: string, headers: Record<string, string> = freshIp()) {
  const response = await t.graphql<{ logIn: AuthResult }>(LOG_IN, { email, password }, { headers });
  expect(response.errors).toBeUndefined();
  return response.data?.logIn as AuthResult;
}

async function currentUser(headers: Record<string, string>) {
  const response = await t.graphql<{ currentUser: AuthResult['user'] | null }>(CURRENT_USER, {}, { headers });
  expect(response.errors).toBeUndefined();
  return response.data?.currentUser ?? null;
}

async function latestResetToken(email: string): Promise<{ token: string; redirect: string }> {
  const [row] = await t.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.kind, 'password-reset')))
    .orderBy(emails.id);
  const all = await t.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.kind, 'password-reset')));
  const last = all.at(-1) ?? row;
  const link = last?.text.match(/https:\/\/festival\.test\/reset_password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link for ${email}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', redirect: url.searchParams.get('redirect') ?? '' };
}

describe('CurrentUser [AP-5]', () => {
  it('is null without credentials or with incomplete ones [AU-3]', async () => {
    expect(await currentUser({})).toBeNull();
    const { credentials } = await logIn(DEMO_STAFF.email, DEMO_STAFF.password);
    if (!credentials) throw new Error('no credentials');
    expect(await currentUser({ 'access-token': credentials.accessToken, uid: credentials.uid })).toBeNull();
    expect(await currentUser({ ...headersOf(credentials), 'access-token': 'wrong' })).toBeNull();
    expect(await currentUser({ ...headersOf(credentials), uid: '99999' })).toBeNull();
  });

  it('returns id, email, permissions and profile with picture [AP-12]', async () => {
    const { credentials } = await logIn(DEMO_STAFF.email, DEMO_STAFF.password);
    if (!credentials) throw new Error('no credentials');
    const user = await currentUser(headersOf(credentials));
    expect(user).toMatchObject({
      email: DEMO_STAFF.email,
      permissions: ['admin'],
      profile: { name: DEMO_STAFF.name },
    });
    expect(user?.id).toBe(credentials.uid);
  });
});

describe('LogIn [AP-6] [AU-1]', () => {
  it('returns the user and credentials, whatever the case of the email', async () => {
    const result = await logIn('Participant1@Example.org', DEMO_PARTICIPANT_PASSWORD);
    expect(result.__typename).toBe('AuthPayload');
    expect(result.user?.email).toBe('participant1@example.org');
    expect(result.credentials).toMatchObject({ uid: result.user?.id });
    expect(result.credentials?.accessToken.length).toBeGreaterThan(30);
    // Only a hash of the token is stored.
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.client, result.credentials?.client ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(result.credentials?.accessToken);
  });

  it('refuses a wrong password with the server message [AU-5]', async () => {
    const result = await logIn('participant2@example.org', 'not the password');
    expect(result).toMatchObject({
      __typename: 'InvalidCredentialsError',
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses an unknown email with the very same message', async () => {
    const result = await logIn('nobody-here@example.org', 'whatever password');
    expect(result).toMatchObject({
      __typename: 'InvalidCredentialsError',
      message: 'Invalid email or password',
    });
  });

  it('validates the input [VA-1]', async () => {
    const result = await logIn('not-an-email', '');
    expect(result.__typename).toBe('ValidationError');
    expect(result.problems).toEqual([
      { path: ['email'], message: 'Invalid email' },
      { path: ['password'], message: 'Required' },
    ]);
  });
});

describe('SignUp [AP-6] [AU-4]', () => {
  const newUser = {
    name: 'Mere Tahi',
    email: 'mere@example.org',
    password: 'improv is fun',
    passwordConfirmation: 'improv is fun',
  };

  it('creates a user with a profile and logs them in [AU-1]', async () => {
    const response = await t.graphql<{ signUp: AuthResult }>(SIGN_UP, newUser, { headers: freshIp() });
    const result = response.data?.signUp;
    expect(result).toMatchObject({
      __typename: 'AuthPayload',
      user: { email: 'mere@example.org', permissions: [], profile: { name: 'Mere Tahi' } },
    });
    if (!result?.credentials) throw new Error('no credentials');
    expect(await currentUser(headersOf(result.credentials))).toMatchObject({ email: 'mere@example.org' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mere@example.org'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const response = await t.graphql<{ signUp: AuthResult }>(
      SIGN_UP,
      { ...newUser, email: 'MERE@example.org' },
      { headers: freshIp() },
    );
    expect(response.data?.signUp).toMatchObject({ __typename: 'EmailTakenError', code: 'EMAIL_TAKEN' });
  });

  it('needs 8 characters, an uncommon password and a matching confirmation [VA-1]', async () => {
    const attempt = async (password: string, passwordConfirmation = password) =>
      (
        await t.graphql<{ signUp: AuthResult }>(
          SIGN_UP,
          { ...newUser, email: 'someone-new@example.org', password, passwordConfirmation },
          { headers: freshIp() },
        )
      ).data?.signUp;
    expect((await attempt('short'))?.problems).toEqual([
      { path: ['password'], message: 'String must contain at least 8 character(s)' },
    ]);
    expect((await attempt('Password123'))?.problems).toEqual([
      { path: ['password'], message: COMMON_PASSWORD_MESSAGE },
    ]);
    expect((await attempt('a fine password', 'a different one'))?.problems).toEqual([
      { path: ['passwordConfirmation'], message: 'Passwords do not match' },
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'someone-new@example.org'));
    expect(row).toBeUndefined();
  });
});

describe('credentials', () => {
  it('expire two weeks after last use and are renewed by use', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    t.setNow(start);
    try {
      const { credentials } = await logIn('participant3@example.org', DEMO_PARTICIPANT_PASSWORD);
      if (!credentials) throw new Error('no credentials');
      const headers = headersOf(credentials);
      t.setNow(new Date(start.getTime() + 10 * 24 * 3600_000));
      expect(await currentUser(headers)).not.toBeNull();
      // 20 days after logging in, but 10 after the last use: still valid.
      t.setNow(new Date(start.getTime() + 20 * 24 * 3600_000));
      expect(await currentUser(headers)).not.toBeNull();
      t.setNow(new Date(start.getTime() + 20 * 24 * 3600_000 + CREDENTIAL_LIFETIME_MS + 1000));
      expect(await currentUser(headers)).toBeNull();
    } finally {
      t.setNow(null);
    }
  });

  it('LogOut revokes only the device that logs out [AU-2]', async () => {
    const phone = await logIn('participant4@example.org', DEMO_PARTICIPANT_PASSWORD);
    const laptop = await logIn('participant4@example.org', DEMO_PARTICIPANT_PASSWORD);
    if (!phone.credentials || !laptop.credentials) throw new Error('no credentials');
    expect(phone.credentials.client).not.toBe(laptop.credentials.client);
    const response = await t.graphql<{ logOut: { user: { id: string } } }>(
      LOG_OUT,
      {},
      { headers: headersOf(phone.credentials) },
    );
    expect(response.data?.logOut.user.id).toBe(phone.user?.id);
    expect(await currentUser(headersOf(phone.credentials))).toBeNull();
    expect(await currentUser(headersOf(laptop.credentials))).toMatchObject({
      email: 'participant4@example.org',
    });
  });

  it('LogOut needs a logged-in user', async () => {
    const response = await t.graphql(LOG_OUT);
    expect(response.errors?.[0]?.message).toBe('Not allowed');
  });
});

describe('password reset', () => {
  it('answers the same message whether or not the email has an account, and emails only real ones', async () => {
    const known = await t.graphql<{ requestPasswordReset: { message: string } }>(
      REQUEST_RESET,
      { email: 'participant5@example.org', redirectUrl: '/profile' },
      { headers: freshIp() },
    );
    const unknown = await t.graphql<{ requestPasswordReset: { message: string } }>(
      REQUEST_RESET,
      { email: 'no-account@example.org', redirectUrl: '/profile' },
      { headers: freshIp() },
    );
    expect(known.data?.requestPasswordReset.message).toBe(RESET_REQUESTED_MESSAGE);
    expect(unknown.data?.requestPasswordReset.message).toBe(RESET_REQUESTED_MESSAGE);
    expect(await t.db.select().from(emails).where(eq(emails.to, 'no-account@example.org'))).toHaveLength(0);
    const { token, redirect } = await latestResetToken('participant5@example.org');
    expect(token.length).toBeGreaterThan(30);
    expect(redirect).toBe('/profile');
    // Stored hashed, never as the token itself.
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it.each(['//evil.example/steal', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'refuses a redirect that is not a path on this site: %s',
    async (redirectUrl) => {
      const response = await t.graphql<{ requestPasswordReset: AuthResult }>(
        REQUEST_RESET,
        { email: 'participant6@example.org', redirectUrl },
        { headers: freshIp() },
      );
      expect(response.data?.requestPasswordReset).toMatchObject({ __typename: 'ValidationError' });
    },
  );

  it('resets with the emailed token, logs in, and signs out other devices [AU-1]', async () => {
    const email = 'participant7@example.org';
    const other = await logIn(email, DEMO_PARTICIPANT_PASSWORD);
    await t.graphql(REQUEST_RESET, { email }, { headers: freshIp() });
    const { token, redirect } = await latestResetToken(email);
    expect(redirect).toBe('/');
    const response = await t.graphql<{ resetPassword: AuthResult }>(RESET, {
      token,
      password: 'a brand new secret',
      passwordConfirmation: 'a brand new secret',
    });
    const result = response.data?.resetPassword;
    expect(result).toMatchObject({ __typename: 'AuthPayload', user: { email } });
    if (!result?.credentials || !other.credentials) throw new Error('no credentials');
    expect(await currentUser(headersOf(result.credentials))).toMatchObject({ email });
    expect(await currentUser(headersOf(other.credentials))).toBeNull();
    expect((await logIn(email, DEMO_PARTICIPANT_PASSWORD)).__typename).toBe('InvalidCredentialsError');
    expect((await logIn(email, 'a brand new secret')).__typename).toBe('AuthPayload');

    const reused = await t.graphql<{ resetPassword: AuthResult }>(RESET, {
      token,
      password: 'another new secret',
      passwordConfirmation: 'another new secret',
    });
    expect(reused.data?.resetPassword).toMatchObject({
      __typename: 'InvalidResetTokenError',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired token (after 2 hours)', async () => {
    const email = 'participant8@example.org';
    const start = new Date(Date.now() + 60_000);
    t.setNow(start);
    try {
      await t.graphql(REQUEST_RESET, { email }, { headers: freshIp() });
      const { token } = await latestResetToken(email);
      t.setNow(new Date(start.getTime() + 2 * 3600_000 + 1000));
      const response = await t.graphql<{ resetPassword: AuthResult }>(RESET, {
        token,
        password: 'a brand new secret',
        passwordConfirmation: 'a brand new secret',
      });
      expect(response.data?.resetPassword.__typename).toBe('InvalidResetTokenError');
    } finally {
      t.setNow(null);
    }
  });

  it('a newer request supersedes the older link; unknown tokens are refused', async () => {
    const email = 'participant9@example.org';
    await t.graphql(REQUEST_RESET, { email }, { headers: freshIp() });
    const first = await latestResetToken(email);
    await t.graphql(REQUEST_RESET, { email }, { headers: freshIp() });
    const second = await latestResetToken(email);
    expect(second.token).not.toBe(first.token);
    const attempt = (token: string) =>
      t.graphql<{ resetPassword: AuthResult }>(RESET, {
        token,
        password: 'new secret here',
        passwordConfirmation: 'new secret here',
      });
    expect((await attempt(first.token)).data?.resetPassword.__typename).toBe('InvalidResetTokenError');
    expect((await attempt('made-up-token')).data?.resetPassword.__typename).toBe('InvalidResetTokenError');
    expect((await attempt(second.token)).data?.resetPassword.__typename).toBe('AuthPayload');
  });
});

describe('abuse limits', () => {
  it('locks an email at one address after 5 failed log-ins, saying when to try again, and lifts it after the window [issue 12.5]', async () => {
    const email = 'participant10@example.org';
    const here = freshIp();
    const start = new Date(Date.now() + 120_000);
    t.setNow(start);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await logIn(email, 'wrong password!', here)).__typename).toBe('InvalidCredentialsError');
      }
      // Even the right password is refused now from that address; from another it works (slowed down).
      const locked = await logIn(email, DEMO_PARTICIPANT_PASSWORD, here);
      expect(locked).toMatchObject({
        __typename: 'RateLimitedError',
        message: 'Too many failed log-ins. Please try again in 15 minutes.',
      });
      expect((await logIn(email, DEMO_PARTICIPANT_PASSWORD, freshIp())).__typename).toBe('AuthPayload');
      t.setNow(new Date(start.getTime() + 15 * 60_000 + 1000));
      expect((await logIn(email, DEMO_PARTICIPANT_PASSWORD, here)).__typename).toBe('AuthPayload');
    } finally {
      t.setNow(null);
    }
  });

  it('limits failed log-ins per address across emails', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      await t.db.insert(rateLimitHits).values({ bucket: 'log-in:ip', key: ip['x-forwarded-for'] });
    }
    const result = await logIn('participant11@example.org', DEMO_PARTICIPANT_PASSWORD, ip);
    expect(result.__typename).toBe('RateLimitedError');
    expect(result.message).toMatch(/^Too many log-in attempts\. Please try again in \d+ minutes?\.$/);
    expect((await logIn('participant11@example.org', DEMO_PARTICIPANT_PASSWORD)).__typename).toBe(
      'AuthPayload',
    );
  });

  it('limits reset requests per email (3 an hour) and per address (10 an hour)', async () => {
    const email = 'participant12@example.org';
    for (let attempt = 0; attempt < 3; attempt++) {
      const ok = await t.graphql<{ requestPasswordReset: AuthResult }>(
        REQUEST_RESET,
        { email },
        { headers: freshIp() },
      );
      expect(ok.data?.requestPasswordReset.__typename).toBe('MessagePayload');
    }
    const limited = await t.graphql<{ requestPasswordReset: AuthResult }>(
      REQUEST_RESET,
      { email },
      { headers: freshIp() },
    );
    expect(limited.data?.requestPasswordReset).toMatchObject({
      __typename: 'RateLimitedError',
      message: 'Too many password reset requests. Please try again in 1 hour.',
    });
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.graphql(REQUEST_RESET, { email: `someone${attempt}@example.org` }, { headers: ip });
    }
    const byAddress = await t.graphql<{ requestPasswordReset: AuthResult }>(
      REQUEST_RESET,
      { email: 'participant13@example.org' },
      { headers: ip },
    );
    expect(byAddress.data?.requestPasswordReset.__typename).toBe('RateLimitedError');
  });
});

describe('changePassword', () => {
  const CHANGE = `mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename ... on User { id } ... on Error { message } ... on ValidationError { problems { path message } } } }`;

  it('needs the current password, keeps this device and signs out the others', async () => {
    const user = await createTestUser(t.db, { email: 'changer@example.org' });
    const here = await logIn(user.email, TEST_PASSWORD);
    const elsewhere = await logIn(user.email, TEST_PASSWORD);
    if (!here.credentials || !elsewhere.credentials) throw new Error('no credentials');
    const wrong = await t.graphql<{ changePassword: AuthResult }>(
      CHANGE,
      {
        currentPassword: 'not it at all',
        password: 'my new password',
        passwordConfirmation: 'my new password',
      },
      { headers: headersOf(here.credentials) },
    );
    expect(wrong.data?.changePassword).toMatchObject({
      __typename: 'ValidationError',
      problems: [{ path: ['currentPassword'], message: 'Your current password is not correct' }],
    });
    const right = await t.graphql<{ changePassword: AuthResult }>(
      CHANGE,
      {
        currentPassword: TEST_PASSWORD,
        password: 'my new password',
        passwordConfirmation: 'my new password',
      },
      { headers: headersOf(here.credentials) },
    );
    expect(right.data?.changePassword).toMatchObject({ __typename: 'User', id: String(user.id) });
    expect(await currentUser(headersOf(here.credentials))).not.toBeNull();
    expect(await currentUser(headersOf(elsewhere.credentials))).toBeNull();
    expect((await logIn(user.email, 'my new password')).__typename).toBe('AuthPayload');
  });
});
