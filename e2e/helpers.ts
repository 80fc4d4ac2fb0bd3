import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

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

  return { graphql, logIn };
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
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ base: string; stop: () => void }> {
  const base = `http://localhost:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server for ${dataDir} exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the server for ${dataDir} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}
