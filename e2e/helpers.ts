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
