import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '../server/db/seed/data/staff';
import { expect, FESTIVAL_TITLE, test } from './fixtures';
import { api, type Credentials, startLoggedIn } from './helpers';

const { graphql, logIn: apiLogIn } = api();

async function asAdmin(page: Page, request: APIRequestContext) {
  await startLoggedIn(page, await apiLogIn(request, DEMO_STAFF.email, DEMO_STAFF.password));
}

/** A workshop the demo seed has placed people in, and the Auckland date of that session. */
async function busyWorkshop(request: APIRequestContext) {
  const admin = await apiLogIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const data = await graphql<{
    festival: {
      activities: Array<{
        name: string;
        slug: string;
        sessions: Array<{ startsAt: string; placesTaken: number }>;
      }>;
    };
  }>(
    request,
    '{ festival { activities(type: Workshop) { name slug sessions { startsAt placesTaken } } } }',
    {},
    admin,
  );
  for (const activity of data.festival.activities) {
    const session = activity.sessions.find((s) => s.placesTaken > 0);
    if (session) {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
        new Date(session.startsAt),
      );
      return { ...activity, date, placesTaken: session.placesTaken };
    }
  }
  throw new Error('no workshop with participants in the demo seed');
}

const ADMIN_LINKS = [
  'Dashboard',
  'Timetable',
  'Workshops',
  'Shows',
  'Social events',
  'Registrations',
  'Allocations',
  'Payments',
  'Donations',
  'People',
  'Emails',
];

test('an administrator logs in and sees every admin link [RT-11]', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Your email address').fill(DEMO_STAFF.email);
  await page.getByLabel('Your password').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Timetable' }).click();
  await expect(page).toHaveURL(/\/admin\/timetable$/);
});

test('the timetable lists sessions by day and venue with places taken [RT-11]', async ({ page, request }) => {
  await asAdmin(page, request);
  const workshop = await busyWorkshop(request);
  // One day at a time (issue 14 made it a day × venue grid); the day is in the address.
  await page.goto(`/admin/timetable?day=${workshop.date}`);
  await expect(page).toHaveTitle(`Timetable · ${FESTIVAL_TITLE}`);
  await expect(page.getByRole('heading', { name: 'Timetable', level: 1 })).toBeVisible();
  // The day's heading like 'Monday, 28 September', its grid and its table of sessions.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^\w+day, \d{1,2} \w+$/);
  await expect(page.getByRole('columnheader', { name: 'Places' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: workshop.name }).first()).toBeVisible();
});

test('workshops list, a workshop’s details with its sessions, and a day’s participants [RT-15] [TI-3]', async ({
  page,
  request,
}) => {
  const workshop = await busyWorkshop(request);
  await asAdmin(page, request);
  await page.goto('/admin/workshops');
  await expect(page).toHaveTitle('Workshops');
  await expect(page.getByRole('heading', { name: 'Workshops', level: 1 })).toBeVisible();

  // Slow the activity down so the pending view shows ('Loading…' after the router's threshold).
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('query AdminActivity(')) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await route.continue();
  });
  await page.getByRole('link', { name: workshop.name, exact: true }).click();
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect(page.getByRole('heading', { name: workshop.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(workshop.name);
  await expect(page).toHaveURL(new RegExp(`/admin/workshops/${workshop.slug}$`));
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit activity' })).toBeVisible();
  await page.unroute('**/graphql');

  await page.goto(`/admin/workshops/${workshop.slug}/${workshop.date}`);
  const participants = page.getByRole('list', { name: /participants$/ });
  await expect(participants.getByRole('listitem')).toHaveCount(workshop.placesTaken);

  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByText('No feedback yet.')).toBeVisible();
});

test('unknown admin paths show not found [NF-3]', async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto('/admin/nonsense');
  await expect(page.getByText('not found', { exact: true })).toBeVisible();
  await page.goto('/admin/workshops/no-such-workshop');
  await expect(page.getByText('not found', { exact: true })).toBeVisible();
});

test('a team member sees only the dashboard link and “Not allowed” on guarded pages [ER-3]', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await apiLogIn(request, DEMO_TEAM_MEMBER.email, DEMO_TEAM_MEMBER.password));
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Timetable' })).toHaveCount(0);
  await page.goto('/admin/timetable');
  await expect(page.getByText('Not allowed')).toBeVisible();
  await page.goto('/admin/workshops');
  await expect(page.getByText('Not allowed')).toBeVisible();
});

test('the staff registrations list updates live when someone registers (issue 8)', async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  await page.goto('/admin/registrations');
  await expect(page).toHaveTitle('Registrations');
  const live = page.getByTestId('live-registrations');
  await expect(live).toHaveText('Live');

  const email = `live-${Date.now()}@example.org`;
  const signedUp = await graphql<{ signUp: { credentials: Credentials } }>(
    request,
    'mutation ($email: String!) { signUp(name: "Mere Livetest", email: $email, password: "yes-and-always", passwordConfirmation: "yes-and-always") { ... on AuthPayload { credentials { accessToken client uid } } } }',
    { email },
  );
  const saved = await graphql<{ saveYourself: { __typename: string } }>(
    request,
    'mutation ($email: String!) { saveYourself(input: { name: "Mere Livetest", email: $email }) { __typename } }',
    { email },
    signedUp.signUp.credentials,
  );
  expect(saved.saveYourself.__typename).toBe('Registration');

  await expect(live).toHaveText(/^Live · \d+ changes?$/);
  await expect(page.getByRole('link', { name: 'Mere Livetest' })).toBeVisible();
});

test('admin pages the spec does not name still say which festival in the tab [TI-3]', async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  const pages = [
    ['/admin/emails', 'Emails'],
    ['/admin/payments', 'Payments'],
    ['/admin/donations', 'Donations'],
    ['/admin/people', 'People'],
    ['/admin/audit', 'Audit log'],
  ] as const;
  for (const [path, name] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${name} · ${FESTIVAL_TITLE}`);
  }
  // Where the spec names the title, it is used as it is.
  await page.goto('/admin/registrations');
  await expect(page).toHaveTitle('Registrations');
});
