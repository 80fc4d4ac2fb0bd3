import { expect, test } from './fixtures';
import { logInThrough } from './helpers';

const PASSWORD = 'festival-participant-2027';
/** participant61 onwards hold a place in the demo's full workshop, Clowning for Improvisers. */
const PLACED = { email: 'participant61@example.org', password: PASSWORD };
/** participant1 is not in it (its 14 places all belong to participants 61–74). */
const NOT_PLACED = { email: 'participant1@example.org', password: PASSWORD };
const WORKSHOP = 'Clowning for Improvisers';

test('a logged-out visitor to /my/workshops is sent to log in and back [RT-10]', async ({ page }) => {
  await page.goto('/my/workshops');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2Fworkshops$/);
  // Replacing history: going back does not return to the protected page.
  await page.getByLabel('Your email address').fill(PLACED.email);
  await page.getByLabel('Your password').fill(PLACED.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my\/workshops$/);
  await expect(page.getByRole('heading', { name: 'My workshops', level: 1 })).toBeVisible();
});

test('the home page’s call to action follows the registration phase', async ({ page }) => {
  await page.goto('/');
  const action = page.getByTestId('registration-call-to-action');
  await expect(action).toHaveAttribute('href', '/register');
  await expect(action).toHaveText(
    /^(Registration opens .+|Register and rank your workshops|The lottery is running|Register now — first come, first served|Registration has closed)$/,
  );
});

test('a participant sees their workshop on /calendar and /my/workshops and opens its pages [RT-10] [LF-3]', async ({
  page,
}) => {
  await logInThrough(page, PLACED, '/calendar');
  await expect(page).toHaveTitle(/My calendar/);
  const entry = page.getByTestId('calendar-entry').filter({ hasText: WORKSHOP });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('You’re in')).toBeVisible();
  // Grouped under its festival day, in New Zealand time.
  await expect(page.getByRole('heading', { level: 2, name: /^\w+day, \d+ October$/ }).first()).toBeVisible();
  await expect(entry.getByText(/\d{1,2}:\d{2}(AM|PM)–\d{1,2}:\d{2}(AM|PM)/)).toBeVisible();

  await page.goto('/my/workshops');
  await expect(page).toHaveTitle(/My workshops/);
  const mine = page.getByRole('list', { name: 'Workshops you’re in' });
  await mine.getByRole('link', { name: WORKSHOP }).click();
  await expect(page).toHaveURL(/\/my\/workshops\/clowning-for-improvisers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(WORKSHOP));
  await expect(page.getByText('Marcus Bélanger')).toBeVisible();
  await expect(page.getByText('The clown lives in the moment')).toBeVisible();

  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText('This workshop doesn’t lead to a show.')).toBeVisible();

  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('No messages from your tutors yet.')).toBeVisible();

  // The same session under another workshop's slug is not a page.
  const sessionId = new URL(page.url()).pathname.split('/')[4];
  await page.goto(`/my/workshops/mask-work/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});

test('a session the viewer is not in gives the not-found page [RT-10] [NF-1]', async ({ page }) => {
  await logInThrough(page, PLACED, '/my/workshops');
  const href = await page
    .getByRole('list', { name: 'Workshops you’re in' })
    .getByRole('link', { name: WORKSHOP })
    .getAttribute('href');
  expect(href).toMatch(/^\/my\/workshops\/clowning-for-improvisers\/\d+$/);
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');

  await logInThrough(page, NOT_PLACED, '/my/workshops');
  await expect(page.getByRole('list', { name: 'Workshops you’re in' }).getByText(WORKSHOP)).toHaveCount(0);
  await page.goto(href as string);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, we couldn’t find that page.')).toBeVisible();
  await page.goto(`${href}/messages`);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});
