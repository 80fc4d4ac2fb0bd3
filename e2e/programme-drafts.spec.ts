import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, FESTIVAL_TITLE, test } from './fixtures';
import { type Credentials, confirmDialog, GENERAL_OPEN, logInThrough, runOnOwnServer } from './helpers';

// Issue 26, "Everything is public the moment it is created" (decision 020): a new workshop is a
// draft staff preview and publish; a published session moved is listed on /changes and its people
// are emailed. Moving a demo session changes pages other specs read, so this spec has a server of
// its own.

const { graphql, logIn } = runOnOwnServer({
  port: Number(process.env.E2E_DRAFTS_PORT ?? 3336),
  dataDir: '.data/e2e-programme-drafts',
  // After the lottery, so the demo participants hold places.
  phaseDays: GENERAL_OPEN,
});
let staff: Credentials;

test.beforeAll(async ({ request }) => {
  staff = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
});

test('a new workshop is a draft until staff publish it; the preview shows it first [issue 26]', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInThrough(page, DEMO_STAFF, '/admin/workshops');
  await page.getByRole('textbox', { name: 'Name' }).fill('Clowning in the Dark');
  await page.getByRole('button', { name: 'Add workshop' }).click();
  await expect(page).toHaveURL(/\/admin\/workshops\/clowning-in-the-dark$/);
  await expect(page.getByText('This workshop is a draft: only staff see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add session' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Not public yet.
  await page.goto('/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(page.getByText('Clowning in the Dark')).toHaveCount(0);

  // Staff see it marked in their list, and in the preview of the public page.
  await page.goto('/admin/workshops');
  await expect(page.getByRole('row', { name: /Clowning in the Dark/ })).toContainText('Draft');
  await page.getByRole('link', { name: 'Preview the public workshops page' }).click();
  await expect(page.getByRole('heading', { name: 'Preview: Workshops' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Clowning in the Dark' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await confirmDialog(page, /Publish 1 workshop\?/, 'Publish all');
  await expect(page.getByText('1 published').first()).toBeVisible();

  await page.goto('/workshops');
  await expect(page.getByRole('article').filter({ hasText: 'Clowning in the Dark' })).toBeVisible();
});

test('a published session moved is on /changes, and its people get the email [issue 26]', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  type Workshop = {
    name: string;
    slug: string;
    sessions: Array<{ id: string; placesTaken: number; participants: Array<{ email: string }> }>;
  };
  const data = await graphql<{ festival: { activities: Workshop[] } }>(
    request,
    '{ festival { activities(type: Workshop) { name slug sessions { id placesTaken participants { email } } } } }',
    {},
    staff,
  );
  const workshop = data.festival.activities.find(
    (w) => w.sessions.length === 1 && (w.sessions[0]?.placesTaken ?? 0) > 0,
  );
  const person = workshop?.sessions[0]?.participants[0]?.email;
  if (!workshop || !person) throw new Error('no single-session workshop with places in the demo festival');

  await logInThrough(page, DEMO_STAFF, `/admin/workshops/${workshop.slug}`);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change session' });
  await dialog.getByLabel('Starts').fill('07:00');
  await dialog.getByLabel('Ends').fill('08:30');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessions.getByRole('row', { name: /7:00AM–8:30AM/i })).toBeVisible();

  // The public changelog, linked from the programme pages.
  await page.goto('/workshops');
  await page.getByRole('link', { name: 'What changed in the programme' }).click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page).toHaveTitle(`What changed · ${FESTIVAL_TITLE}`);
  const entry = page.getByRole('listitem').filter({ hasText: workshop.name }).first();
  await expect(entry).toContainText('Changed');
  await expect(entry).toContainText(/Time:.*7:00AM–8:30AM/);

  // One email to each person in it, in the outbox.
  await page.goto('/admin/emails');
  await page
    .getByRole('searchbox', { name: 'Search by address' })
    .or(page.getByLabel('Search by address'))
    .first()
    .fill(person);
  await expect(page.getByRole('row', { name: new RegExp(`${workshop.name} has changed`) })).toHaveCount(1);
});
