import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { confirmDialog, logInThrough, runOnOwnServer } from './helpers';

/**
 * Issue 26, "Done when": a small festival run from creation to check-in through the screens staff
 * and a participant use, with no API call for any step (staff log in through the form too). It
 * makes a new festival current, so it has a server of its own.
 */
runOnOwnServer({
  port: Number(process.env.E2E_JOURNEY_PORT ?? 3351),
  dataDir: '.data/e2e-festival-journey',
});

// After the demo festival (2027), so it never shares its year (a festival's id).
const year = Math.max(new Date().getFullYear() + 2, 2028);
const lastYear = new Date().getFullYear() - 1;
const WORKSHOP = 'Scenes from Nothing';
const PRESENTER = 'Huia Journey';
const VENUE = { name: 'Hannah Playhouse', room: 'Upstairs', address: '12 Cambridge Terrace, Wellington' };
const participant = {
  name: 'Tama Journey',
  email: `tama.journey.${Date.now()}@example.org`,
  password: 'tama-takes-the-stage',
};

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff create a festival, make it current, build and publish a workshop; a participant takes a place and is checked in [issue 26]', async ({
  page,
  browser,
}) => {
  // Many screens on a loaded 2-core machine: generous.
  test.setTimeout(600_000);

  // The festival, then the explicit choice that the public sees it.
  await logInThrough(page, DEMO_STAFF, '/admin/festivals');
  await page.getByLabel('First day').fill(`${year}-03-06`);
  await page.getByLabel('Last day').fill(`${year}-03-08`);
  await page.getByLabel('Workshop price ($)').fill('60');
  await page.getByRole('button', { name: 'Create festival' }).click();
  const row = page.getByRole('row', { name: new RegExp(`NZIF ${year}`) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Current');
  await row.getByRole('link', { name: `NZIF ${year}` }).click();
  await expect(page.getByRole('heading', { name: `NZIF ${year}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make current…' }).click();
  await confirmDialog(page, `Show NZIF ${year} to the public?`, `Show NZIF ${year}`);
  await expect(page.getByText('Current: the public site shows it')).toBeVisible();

  // Registration phases: the earlybird is long past and general registration is open.
  await page.getByLabel('Earlybird opens (NZ time)').fill(`${lastYear}-01-01T09:00`);
  await page.getByLabel('Earlybird closes (NZ time)').fill(`${lastYear}-02-01T09:00`);
  await page.getByLabel('General registration opens (NZ time)').fill(`${lastYear}-03-01T09:00`);
  await page.getByLabel('Registrations close (NZ time)').fill(`${year}-03-01T09:00`);
  await page.getByRole('button', { name: 'Save phase dates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // A venue.
  await page.goto('/admin/venues');
  await page.getByRole('button', { name: 'New venue' }).click();
  const venueDialog = page.getByRole('dialog');
  await venueDialog.getByLabel('Name').fill(VENUE.name);
  await venueDialog.getByLabel('Room').fill(VENUE.room);
  await venueDialog.getByLabel('Address').fill(VENUE.address);
  await venueDialog.getByRole('button', { name: 'Add venue' }).click();
  await expect(venueDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(VENUE.name) })).toBeVisible();

  // A presenter.
  await page.goto('/admin/presenters');
  await page.getByRole('button', { name: 'New presenter' }).click();
  const presenterDialog = page.getByRole('dialog');
  await presenterDialog.getByLabel('Name').fill(PRESENTER);
  await presenterDialog.getByLabel('Bio (Markdown)').fill('Teaches scenes that start from **nothing**.');
  await presenterDialog.getByRole('button', { name: 'Add presenter' }).click();
  await expect(presenterDialog).toBeHidden();
  await expect(page.getByText(`${PRESENTER} added`).first()).toBeVisible();

  // A workshop with its session, taught by the presenter: a draft until published.
  await page.goto('/admin/workshops');
  await page.getByRole('textbox', { name: 'Name' }).fill(WORKSHOP);
  await page.getByRole('button', { name: 'Add workshop' }).click();
  await expect(page).toHaveURL(/\/admin\/workshops\/scenes-from-nothing$/);
  await expect(page.getByText('This workshop is a draft: only staff see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).click();
  const sessionDialog = page.getByRole('dialog');
  await choose(page, 'Day', /, 6 March$/);
  await sessionDialog.getByLabel('Starts').fill('10:00');
  await sessionDialog.getByLabel('Ends').fill('13:00');
  await choose(page, 'Venue', `${VENUE.room} @ ${VENUE.name}`);
  await sessionDialog.getByLabel('Capacity').fill('12');
  await sessionDialog.getByRole('button', { name: 'Add session' }).click();
  await expect(sessionDialog).toBeHidden();
  await expect(page.getByRole('row', { name: /10:00am/i })).toContainText('0 / 12');

  await page.getByLabel('Add a presenter').fill('Huia');
  await page.getByRole('button', { name: `Add ${PRESENTER}` }).click();
  await expect(page.getByRole('list', { name: 'Presenters' })).toContainText(PRESENTER);
  await page.getByRole('button', { name: 'Save presenters' }).click();
  await expect(page.getByText('Presenters saved').first()).toBeVisible();
  await page.getByLabel('Description (Markdown)').fill('Start with an empty stage and **build**.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved').first()).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await confirmDialog(page, `Publish ${WORKSHOP}?`, 'Publish');
  await expect(page.getByText(`${WORKSHOP} published`).first()).toBeVisible();

  // A participant finds it on the public site and registers, taking a place.
  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/workshops');
  await expect(visitor).toHaveTitle(new RegExp(`NZIF ${year}`));
  await expect(visitor.getByRole('article').filter({ hasText: WORKSHOP })).toContainText(PRESENTER);

  await visitor.goto('/register');
  await expect(visitor).toHaveURL(/\/register\/yourself$/);
  await visitor.getByRole('textbox', { name: 'Name' }).fill(participant.name);
  await visitor.getByLabel('Email address').fill(participant.email);
  await visitor.getByLabel('Choose a password').fill(participant.password);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).toHaveURL(/\/register\/code-of-conduct$/);
  await visitor.getByTestId('code-of-conduct-end').scrollIntoViewIfNeeded();
  const agree = visitor.getByRole('checkbox', {
    name: 'I have read, and agree to, the NZIF Code of Conduct',
  });
  await expect(agree).toBeEnabled();
  await agree.check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).toHaveURL(/\/register\/workshops$/);
  await expect(visitor.getByRole('heading', { name: 'Workshop selection' })).toBeVisible();
  const card = visitor.getByLabel(WORKSHOP, { exact: true });
  await card.getByRole('button', { name: 'Add workshop' }).click();
  await expect(card.getByText('You’re in')).toBeVisible();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).toHaveURL(/\/register\/payment$/);
  await visitor.getByRole('button', { name: 'Finish' }).click();
  await expect(visitor).toHaveURL(/\/register\/completed$/);
  await visitorContext.close();

  // On the day, staff find them at the desk and mark them present (the desk opens on the first day).
  await page.goto('/admin/check-in');
  await page.getByLabel('Name or email').fill(participant.email);
  const person = page.getByRole('article', { name: participant.name });
  await expect(person).toContainText(participant.email);
  await person.getByRole('button', { name: `Mark present: ${participant.name} at ${WORKSHOP}` }).click();
  await expect(person.getByText('Present', { exact: true })).toBeVisible();
  // It stays marked when the desk looks again.
  await page.reload();
  await page.getByLabel('Name or email').fill(participant.email);
  await expect(
    page.getByRole('article', { name: participant.name }).getByText('Present', { exact: true }),
  ).toBeVisible();
});
