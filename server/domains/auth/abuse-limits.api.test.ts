import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, passwordResetTokens, users } from '#server/db/schema/index';
import { DEMO_PARTICIPANT_PASSWORD } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { LOG_IN_OUTCOME } from './auth-test-helpers';
import { isWeakPassword } from './password-strength';
import { LOG_IN_LIMITS, RESET_LIMITS, SIGN_UP_LIMITS } from './rate-limits.service';

/** Issue 12 items 4–6: limits that hold under parallel requests, and no locking out of others. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_UP = `mutation SignUp($name: String!, $email: String!, $password: String!, $passwordConfirmation: String!) {
  signUp(name: $name, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) {
    __typename ... on Error { message } ... on ValidationError { problems { path message } }
  }
}`;
const REQUEST_RESET = `mutation Reset($email: String!) {
  requestPasswordReset(email: $email) { __typename ... on Error { message } }
}`;

async function call<T>(query: string, variables: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as { data?: T; errors?: unknown[] };
}

type LogInAnswer = { logIn: { __typename: string; message?: string } };

describe('log-in limits [issue 12.4–5]', () => {
  it('checks at most the limit of 400 simultaneous wrong passwords', async () => {
    const email = 'participant21@example.org';
    const answers = await Promise.all(
      Array.from({ length: 400 }, () =>
        call<LogInAnswer>(LOG_IN_OUTCOME, { email, password: 'not the password' }, '198.51.100.1'),
      ),
    );
    const checked = answers.filter((a) => a.data?.logIn.__typename === 'InvalidCredentialsError').length;
    const refused = answers.filter((a) => /try again in/i.test(a.data?.logIn.message ?? '')).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOG_IN_LIMITS.perEmailAndAddress.limit);
    expect(checked + refused).toBe(400);
  }, 120_000);

  it('never locks the right password out from another address', async () => {
    const email = 'participant22@example.org';
    for (let i = 0; i < 12; i += 1)
      await call<LogInAnswer>(LOG_IN_OUTCOME, { email, password: 'wrong!' }, '203.0.113.9');
    const blocked = await call<LogInAnswer>(
      LOG_IN_OUTCOME,
      { email, password: DEMO_PARTICIPANT_PASSWORD },
      '203.0.113.9',
    );
    expect(blocked.data?.logIn.message).toMatch(/try again in/i);
    const owner = await call<LogInAnswer>(
      LOG_IN_OUTCOME,
      { email, password: DEMO_PARTICIPANT_PASSWORD },
      '192.0.2.44',
    );
    expect(owner.data?.logIn.__typename).toBe('AuthPayload');
  }, 120_000);
});

describe('log-ins that succeed', () => {
  it('do not use up the address allowance: a venue full of people on one network can all log in', async () => {
    const address = '198.51.100.77';
    const everyone = LOG_IN_LIMITS.perAddress.limit + 5;
    for (let i = 1; i <= everyone; i += 1) {
      const answer = await call<LogInAnswer>(
        LOG_IN_OUTCOME,
        { email: `participant${30 + (i % 40)}@example.org`, password: DEMO_PARTICIPANT_PASSWORD },
        address,
      );
      expect(answer.data?.logIn.__typename, `log-in ${i}`).toBe('AuthPayload');
    }
    // Wrong passwords from that network still count.
    let refused = false;
    for (let i = 0; i <= LOG_IN_LIMITS.perAddress.limit && !refused; i += 1) {
      const answer = await call<LogInAnswer>(
        LOG_IN_OUTCOME,
        { email: `participant${30 + (i % 40)}@example.org`, password: 'not it' },
        address,
      );
      refused = /try again in/i.test(answer.data?.logIn.message ?? '');
    }
    expect(refused).toBe(true);
  }, 180_000);
});

describe('sign-up and reset limits [issue 12.4]', () => {
  it('makes at most the limit of accounts from 60 parallel sign-ups', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(
          SIGN_UP,
          {
            name: `Flood ${i}`,
            email: `flood${i}@example.org`,
            password: 'correct horse battery staple',
            passwordConfirmation: 'correct horse battery staple',
          },
          '198.51.100.60',
        ),
      ),
    );
    const [after] = await t.db.select({ n: count() }).from(users);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBeLessThanOrEqual(SIGN_UP_LIMITS.perAddress.limit);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBeGreaterThan(0);
  }, 120_000);

  it('queues at most the limit of emails from 30 parallel reset requests, and leaves one link valid', async () => {
    const email = 'participant23@example.org';
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await Promise.all(Array.from({ length: 30 }, () => call(REQUEST_RESET, { email }, '198.51.100.30')));
    const [queued] = await t.db
      .select({ n: count() })
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.kind, 'password-reset')));
    expect(queued?.n).toBeGreaterThan(0);
    expect(queued?.n).toBeLessThanOrEqual(RESET_LIMITS.perEmail.limit);
    const [valid] = await t.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user?.id ?? -1), isNull(passwordResetTokens.usedAt)));
    expect(valid?.n).toBe(1);
  }, 120_000);
});

describe('weak passwords [issue 12.6]', () => {
  it('refuses blank-ish and trivially weak passwords with a form message', async () => {
    for (const password of ['        ', 'aaaaaaaa', 'password1', 'qwertyuiop', 'iloveyou123', 'abcdefgh12']) {
      expect(await isWeakPassword(password, ['nzif']), password).toBe(true);
      const answer = await call<{
        signUp: { __typename: string; problems?: { path: string[]; message: string }[] };
      }>(
        SIGN_UP,
        {
          name: 'Weak',
          email: `weak-${password.trim().length}@example.org`,
          password,
          passwordConfirmation: password,
        },
        `192.0.2.${password.length}`,
      );
      expect(answer.data?.signUp.__typename, password).toBe('ValidationError');
      expect(answer.data?.signUp.problems?.[0]?.path).toEqual(['password']);
      expect(answer.data?.signUp.problems?.[0]?.message).toMatch(/^This password is too easy to guess/);
    }
  });

  it('accepts passphrases and random passwords', async () => {
    for (const password of [
      'correct horse battery staple',
      'improv is fun',
      'Tūī-sings-at-dawn',
      'x7#Lq9!vR2',
    ]) {
      expect(await isWeakPassword(password), password).toBe(false);
    }
  });
});
