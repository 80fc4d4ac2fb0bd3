import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { runOnOwnServer, startLoggedIn } from './helpers';

/**
 * Staff reports and money (issue 15): the dashboard's figures, the registrations list's filters
 * and CSV, a printable class list, the outstanding balances and a payment reminder that lands in
 * the outbox. Reminders write history and emails other specs might count, so this spec runs a
 * server of its own.
 */
const { graphql, logIn } = runOnOwnServer({
  port: Number(process.env.E2E_REPORTS_PORT ?? 3261),
  dataDir: '.data/e2e-staff-reports',
});

async function downloadedText(download: Promise<Download>): Promise<string> {
  const file = await (await download).path();
  return readFile(file, 'utf8');
}

test('staff read the figures, filter and export registrations, print a class list and remind someone to pay [issue 15]', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  await startLoggedIn(page, admin);

  // The dashboard: figures as charts, with the numbers in tables for screen readers.
  await page.goto('/admin');
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByRole('table', { name: /Registrations by state/ })).toBeAttached();
  await expect(figures.getByRole('rowheader', { name: 'Still registering' })).toBeAttached();
  await expect(
    figures.getByRole('table', { name: /Workshop fees/ }).getByRole('rowheader', { name: 'Owed' }),
  ).toBeAttached();
  await expect(page.getByText('Emails failed')).toBeVisible();

  // Registrations: the filters live in the URL; the CSV starts with a byte order mark.
  await page.getByRole('link', { name: 'All registrations' }).click();
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'On a waitlist' }).click();
  await expect(page).toHaveURL(/filter=waitlisted/);
  await page.getByRole('radio', { name: 'Still owe money' }).click();
  await expect(page).toHaveURL(/filter=unpaid/);
  const registrations = page.getByRole('table', { name: 'Registrations' });
  await expect(registrations.getByText(/owed$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Still owe money' })).toBeChecked();
  const csv = await downloadedText(
    Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]).then(([download]) => download),
  );
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    '"registration_id","name","email","completed_at","photos","places","workshops_placed","slots_preferred","waitlists","balance_cents","balance_is_estimate"',
  );

  // A class list on paper: the full workshop's session, with the site's navigation left off.
  const programme = await graphql<{
    festival: { activities: Array<{ slug: string; sessions: Array<{ id: string; placesTaken: number }> }> };
  }>(request, '{ festival { activities(type: Workshop) { slug sessions { id placesTaken } } } }', {}, admin);
  const session = programme.festival.activities
    .find((activity) => activity.slug === 'clowning-for-improvisers')
    ?.sessions.find((s) => s.placesTaken > 0);
  if (!session) throw new Error('the full workshop has no placed session');
  await page.goto(`/admin/sessions/${session.id}/print`);
  await expect(page.getByRole('heading', { name: /^Class list: Clowning for Improvisers/ })).toBeVisible();
  const classList = page.getByRole('table', { name: 'Class list' });
  await expect(classList.getByRole('row')).toHaveCount(session.placesTaken + 1);
  const classCsv = await downloadedText(
    Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]).then(([download]) => download),
  );
  expect(classCsv.startsWith('\uFEFF"list","name","pronouns","photos","email","phone"')).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(classList).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Outstanding balances: remind the person who owes most, after confirming.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Balances' }).click();
  await expect(page.getByRole('heading', { name: 'Outstanding balances', level: 1 })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Outstanding balances' });
  const first = balances.getByRole('row').nth(1);
  const name = (await first.getByRole('link').textContent())?.trim() ?? '';
  const email = (await first.getByRole('rowheader').locator('div').textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  // The bulk button says how many; cancelling sends nothing.
  const bulk = page.getByRole('button', { name: /^Send payment reminder to \d+ people$/ });
  const count = Number((await bulk.textContent())?.match(/(\d+) people/)?.[1]);
  await bulk.click();
  await expect(page.getByRole('alertdialog', { name: `Send ${count} payment reminders?` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  await first.getByRole('button', { name: `Send payment reminder to ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send a payment reminder?' });
  await expect(dialog).toContainText('Nobody can be reminded again for 24 hours');
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent to 1 person', { exact: true })).toBeVisible();
  await expect(balances.getByRole('row', { name: new RegExp(name) })).toContainText(/Reminded .*again after/);
  await expect(
    page.getByRole('button', { name: `Send payment reminder to ${count - 1} people` }),
  ).toBeVisible();

  // The outbox has the email.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Emails' }).click();
  await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();
  await expect(page.getByText(/NZIF 2027: \$[\d,.]+ still to pay/).first()).toBeVisible();
  const outbox = await graphql<{ emails: Array<{ kind: string; to: string }> }>(
    request,
    '{ emails(limit: 20) { kind to } }',
    {},
    admin,
  );
  expect(outbox.emails.filter((e) => e.kind === 'payment-reminder').map((e) => e.to)).toEqual([email]);
});
