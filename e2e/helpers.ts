import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';

export type Credentials = { accessToken: string; client: string; uid: string };

const LOG_IN = `mutation ($email: String!, $password: String!) {
  logIn(email: $email, password: $password) {
    ... on AuthPayload { credentials { accessToken client uid } }
    ... on Error { message }
  }
}`;

/**
 * GraphQL over the API of the server at `base` ('' = the suite's server), for arranging state and
 * reading results a page does not show. Any GraphQL error fails the test.
 */
export function api(base = '') {
  async function graphql<T>(
    request: APIRequestContext,
    query: string,
    variables: Record<string, unknown> = {},
    credentials?: Credentials,
  ): Promise<T> {
    const headers: Record<string, string> = credentials
      ? { 'access-token': credentials.accessToken, client: credentials.client, uid: credentials.uid }
      : {};
    const response = await request.post(`${base}/graphql`, { data: { query, variables }, headers });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  async function logIn(request: APIRequestContext, email: string, password: string): Promise<Credentials> {
    const data = await graphql<{ logIn: { credentials?: Credentials; message?: string } }>(request, LOG_IN, {
      email,
      password,
    });
    if (!data.logIn.credentials) throw new Error(`could not log in ${email}: ${data.logIn.message}`);
    return data.logIn.credentials;
  }

  /** A mutation's one top-level result: its typename, and its message when it is an error. */
  async function resultOf(
    request: APIRequestContext,
    query: string,
    variables: Record<string, unknown> = {},
    credentials?: Credentials,
  ): Promise<{ __typename: string; message?: string } | undefined> {
    const data = await graphql<Record<string, { __typename: string; message?: string }>>(
      request,
      query,
      variables,
      credentials,
    );
    return Object.values(data)[0];
  }

  return { graphql, logIn, resultOf };
}

/** Starts the page already logged in, as if the user had logged in earlier on this device. */
export async function startLoggedIn(page: Page, credentials: Credentials) {
  await page.addInitScript((value) => localStorage.setItem('nzif', value), JSON.stringify(credentials));
}

/** Fills and sends the log-in form on the current page. */
export async function fillLogInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Your email address').fill(email);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the form on /login and waits to land on `redirect`. */
export async function logInThrough(page: Page, who: { email: string; password: string }, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await fillLogInForm(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname === redirect);
}

/**
 * A server of a spec's own, on its own port and fresh seeded database, for specs that change
 * festival-wide state (phase dates) which would surprise specs running beside them on the suite's
 * server. Resolves once /healthz answers.
 */
export async function startOwnServer({
  port,
  dataDir,
  env = {},
  startTimeoutMs = 170_000,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** How long starting (and seeding, without a seeded copy) may take (minutes on a loaded 2-core machine). */
  startTimeoutMs?: number;
}): Promise<{ base: string; stop: () => void }> {
  const base = `http://localhost:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // A copy of the run's seeded database (playwright.config.ts) spares a migration and a seed;
  // without one (another config) the server seeds its own.
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
  // The same build as the suite's server (playwright.config.ts) unless the spec says otherwise.
  const webDist = process.env.E2E_WEB_DIST;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server for ${dataDir} exited (${server.exitCode})`);
    if (Date.now() > deadline) {
      // Not left running behind a failed beforeAll, which never gets to call stop().
      server.kill('SIGTERM');
      throw new Error(`the server for ${dataDir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

/**
 * Runs this spec file's tests one after another against a server of its own (startOwnServer),
 * started before them and stopped after; a spec's own `beforeAll` hooks, declared after this
 * call, run once the server answers (and, given `phaseDays`, the festival is in that phase).
 * `env` may be a function, run first in that hook (to start a fake the server talks to).
 * Returns api() for that server.
 */
export function runOnOwnServer({
  port,
  dataDir,
  env = {},
  phaseDays,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  phaseDays?: PhaseDays;
}) {
  const base = `http://localhost:${port}`;
  let stopServer: () => void = () => {};
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: base });
  test.beforeAll(async ({ request }) => {
    // Migrating and seeding a fresh database takes minutes on the loaded 2-core machine.
    test.setTimeout(660_000);
    const serverEnv = typeof env === 'function' ? await env() : env;
    ({ stop: stopServer } = await startOwnServer({ port, dataDir, env: serverEnv, startTimeoutMs: 600_000 }));
    if (phaseDays) await setPhaseDays(base, request, phaseDays);
  });
  test.afterAll(() => stopServer());
  return { base, ...api(base) };
}

/** Phase days (see setPhaseDays) with earlybird open now and general registration weeks away. */
export const EARLYBIRD_OPEN = { earlybirdOpensAt: -1, earlybirdClosesAt: 30, generalOpensAt: 40 };
/** Phase days (see setPhaseDays) with the lottery done and general registration open since yesterday. */
export const GENERAL_OPEN = { earlybirdOpensAt: -60, earlybirdClosesAt: -30, generalOpensAt: -1 };

/** Phase dates as days from now (negative: past); `registrationsCloseAt: null` removes the closing date. */
export type PhaseDays = {
  earlybirdOpensAt: number;
  earlybirdClosesAt: number;
  generalOpensAt: number;
  registrationsCloseAt?: null;
};

/** Staff move the festival's phase dates (the closing date is kept unless `null` is given). */
export async function setPhaseDays(base: string, request: APIRequestContext, days: PhaseDays) {
  const { graphql, logIn } = api(base);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const at = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
  const data = await graphql<{ updateFestivalPhaseDates: { __typename: string } }>(
    request,
    'mutation ($input: PhaseDatesInput!) { updateFestivalPhaseDates(input: $input) { __typename } }',
    {
      input: {
        earlybirdOpensAt: at(days.earlybirdOpensAt),
        earlybirdClosesAt: at(days.earlybirdClosesAt),
        generalOpensAt: at(days.generalOpensAt),
        ...(days.registrationsCloseAt === null ? { registrationsCloseAt: null } : {}),
      },
    },
    admin,
  );
  expect(data.updateFestivalPhaseDates.__typename).toBe('Festival');
}

/** The kinds of the latest emails in the outbox to this address, newest first (read as staff). */
export async function emailKindsTo(base: string, request: APIRequestContext, to: string, limit = 200) {
  const { graphql, logIn } = api(base);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const data = await graphql<{ emails: Array<{ kind: string; to: string }> }>(
    request,
    'query ($limit: Int) { emails(limit: $limit) { kind to } }',
    { limit },
    admin,
  );
  return data.emails.filter((email) => email.to === to).map((email) => email.kind);
}

/** Confirms the open confirmation dialog with the named button (it counts down first). */
export async function confirmDialog(page: Page, title: RegExp | string, button: RegExp | string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole('button', { name: button }).click({ timeout: 10_000 });
  await expect(dialog).toBeHidden();
}

/**
 * A new person signs up and registers through the API (details, code of conduct, ranked
 * workshops when given, finish), for a test that needs a registration of its own rather than one
 * an earlier test made. Ranking needs earlybird to be open.
 */
export async function registerThroughApi(
  base: string,
  request: APIRequestContext,
  person: { name: string; email: string; password: string },
  preferences: { sessionId: string; position: number }[] = [],
): Promise<Credentials> {
  const { graphql, resultOf } = api(base);
  const signedUp = await graphql<{ signUp: { credentials?: Credentials; message?: string } }>(
    request,
    `mutation ($name: String!, $email: String!, $password: String!) {
      signUp(name: $name, email: $email, password: $password, passwordConfirmation: $password) {
        ... on AuthPayload { credentials { accessToken client uid } }
        ... on Error { message }
      }
    }`,
    person,
  );
  const me = signedUp.signUp.credentials;
  if (!me) throw new Error(`could not sign up ${person.email}: ${signedUp.signUp.message}`);
  const step = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await resultOf(request, query, variables, me);
    expect(result?.__typename, JSON.stringify(result)).toBe('Registration');
  };
  await step(
    'mutation ($input: YourselfInput!) { saveYourself(input: $input) { __typename ... on Error { message } } }',
    { input: { name: person.name, email: person.email } },
  );
  await step(
    'mutation { acceptCodeOfConduct(photoPermission: true) { __typename ... on Error { message } } }',
  );
  if (preferences.length > 0)
    await step(
      `mutation ($preferences: [PreferenceInput!]!) {
        saveWorkshopPreferences(preferences: $preferences) { __typename ... on Error { message } } }`,
      { preferences },
    );
  await step('mutation { completeRegistration { __typename ... on Error { message } } }');
  return me;
}
