import { readFileSync } from 'node:fs';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { api, startLoggedIn } from './helpers';

/** People own their data (issue 25, decision 018): export and erasure, by the person and by staff. */
const { graphql, logIn } = api();
const PASSWORD = 'plum-kettle-harbour-91';
const SIGN_UP = `mutation($name: String!, $email: String!, $password: String!) {
  signUp(name: $name, email: $email, password: $password, passwordConfirmation: $password) { __typename }
}`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { __typename } }`;

test('a person downloads their data and deletes their own account from /profile [issue 25]', async ({
  page,
  request,
}) => {
  const email = `own-data-${Date.now()}@example.org`;
  await graphql(request, SIGN_UP, { name: 'Rangi Export', email, password: PASSWORD });
  await startLoggedIn(page, await logIn(request, email, PASSWORD));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  const exported = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
  expect(JSON.stringify(exported)).toContain(email);
  expect(JSON.stringify(exported)).toContain('Rangi Export');

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(/Type your email address/).fill(email);
  await remove.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Your account was deleted', { exact: true })).toBeVisible();
  const again = await graphql<{ logIn: { __typename: string } }>(request, LOG_IN, {
    email,
    password: PASSWORD,
  });
  expect(again.logIn.__typename).toBe('InvalidCredentialsError');
});

test('staff with people download a person’s data and delete their account on request [issue 25]', async ({
  page,
  request,
}) => {
  const email = `staff-erase-${Date.now()}@example.org`;
  await graphql(request, SIGN_UP, { name: 'Tui Request', email, password: PASSWORD });
  await startLoggedIn(page, await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password));
  await page.goto('/admin/people');
  await page.getByLabel('Search people').fill(email);
  await page.getByRole('button', { name: 'Data of Tui Request' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Data of Tui Request')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download their data' }).click();
  const exported = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(exported).toContain(email);

  await dialog.getByLabel(/Type their email address/).fill(email);
  await dialog.getByRole('button', { name: 'Delete this account' }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const again = await graphql<{ logIn: { __typename: string } }>(request, LOG_IN, {
    email,
    password: PASSWORD,
  });
  expect(again.logIn.__typename).toBe('InvalidCredentialsError');
});

test('an owner refused after wrong passwords gets in with an emailed one-time link [issue 25]', async ({
  page,
  request,
}) => {
  const email = `link-owner-${Date.now()}@example.org`;
  await graphql(request, SIGN_UP, { name: 'Mere Linkin', email, password: PASSWORD });
  // Someone else's guesses from this address use up its allowance for the account.
  for (let i = 0; i < 5; i += 1) await graphql(request, LOG_IN, { email, password: `guess ${i}` });
  await page.goto('/login?redirect=/profile');
  await page.getByLabel('Your email address').fill(email);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/Too many failed log-ins/)).toBeVisible();
  await page.getByRole('button', { name: 'Email me a log-in link' }).click();
  await expect(page.getByText(/we have sent it a link to log in/)).toBeVisible();

  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const { emails } = await graphql<{ emails: Array<{ to: string; text: string }> }>(
    request,
    'query { emails(kind: "login-link", limit: 20) { to text } }',
    {},
    admin,
  );
  const link = emails.find((sent) => sent.to === email)?.text.match(/http\S+\/login\/link\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL((at) => at.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});
