import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF, DEMO_TEAM_MEMBER } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { api, fillLogInForm, startLoggedIn } from './helpers';

const { graphql, logIn: apiLogIn } = api();

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test('sign up, log out, log in and land back on the protected page [RT-10] [RT-1] [RT-8] [AU-1] [AU-2] [AU-3]', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

  await page.getByRole('link', { name: 'Create an account.' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fprofile$/);
  await page.getByLabel('Your name').fill('Wiremu Testing');
  await page.getByLabel('Your email address').fill(email);
  await page.getByLabel('Choose a password').fill('yes-and-always');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Wiremu Testing');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('nzif'))) ?? '{}');
  expect(Object.keys(stored).sort()).toEqual(['accessToken', 'client', 'uid']);

  // A logged-in user opening a logged-out page goes to its redirect [RT-1].
  await page.goto('/login?redirect=%2Fcalendar');
  await expect(page).toHaveURL(/\/calendar$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('nzif'))).toBeNull();
  await page.goBack();
  // /logout replaced its history entry, so going back does not log out again.
  expect(page.url()).not.toMatch(/\/logout$/);

  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcalendar$/);
  await fillLogInForm(page, email, 'yes-and-always');
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'My calendar' })).toBeVisible();
});

test('a wrong password shows the server’s message [AU-5]', async ({ page }) => {
  await page.goto('/login');
  await fillLogInForm(page, 'participant20@example.org', 'definitely wrong');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, then reset with the emailed link, logs in [AU-1] [AU-5] [RT-2]', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await graphql(
    request,
    'mutation ($email: String!) { signUp(name: "Forgetful Person", email: $email, password: "first password!", passwordConfirmation: "first password!") { __typename } }',
    { email },
  );

  await page.goto('/forgot?redirect=%2Fprofile');
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/If there is an account for that email, we have sent it a link/)).toBeVisible();

  // Read the real email from the outbox, as an administrator would at /admin/emails.
  const admin = await apiLogIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const outbox = await graphql<{ emails: Array<{ to: string; text: string }> }>(
    request,
    '{ emails(kind: "password-reset", limit: 20) { to text } }',
    {},
    admin,
  );
  const text = outbox.emails.find((mail) => mail.to === email)?.text ?? '';
  const link = new URL(text.match(/https?:\/\/\S+\/reset_password\?\S+/)?.[0] ?? 'http://missing/');
  expect(link.searchParams.get('redirect')).toBe('/profile');

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('second password!');
  await page.getByLabel('Confirm password').fill('second password!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('a participant opening /admin is sent to log in, and can log in as staff from there [RT-16]', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await apiLogIn(request, 'participant21@example.org', DEMO_PARTICIPANT_PASSWORD));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await fillLogInForm(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
});

test('staff without a permission see ‘Not allowed’; unknown admin paths say not found [ER-3] [NF-3]', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await apiLogIn(request, DEMO_TEAM_MEMBER.email, DEMO_TEAM_MEMBER.password));
  await page.goto('/admin/people');
  await expect(page.getByText('Not allowed')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/admin/emails');
  await expect(page.getByText('Not allowed')).toBeVisible();
  await page.goto('/admin/no-such-page');
  await expect(page.getByText('not found', { exact: true })).toBeVisible();
});

test('an administrator changes someone’s permissions after confirming [PE-1]', async ({ page, request }) => {
  const email = uniqueEmail('promoted');
  await graphql(
    request,
    'mutation ($email: String!) { signUp(name: "Soon Staff", email: $email, password: "promotion please", passwordConfirmation: "promotion please") { __typename } }',
    { email },
  );
  await startLoggedIn(page, await apiLogIn(request, DEMO_STAFF.email, DEMO_STAFF.password));
  await page.goto('/admin/people');
  await page.getByLabel('Search people').fill(email);
  await page.getByRole('button', { name: 'Change permissions of Soon Staff' }).click();
  await page.getByRole('checkbox', { name: 'Team member' }).click();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('They will have: Team member.');
  await confirm.getByRole('button', { name: 'OK' }).click({ timeout: 10_000 });
  await expect(page.getByRole('row', { name: /Soon Staff/ })).toContainText('Team member');
});
