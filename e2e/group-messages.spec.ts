import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { DEMO_SEED } from '../server/db/seed/demo';
import { expect, test } from './fixtures';
import { confirmDialog, logInThrough, runOnOwnServer } from './helpers';

/**
 * Issue 26, "Talking to people", in the browser: staff choose a group on /admin/messages, see how
 * many people it has and one recipient's own version, confirm a send that names the count, and
 * find the emails in the outbox. Its own server, so no other spec's places change the group's
 * count between the preview and the send.
 */
runOnOwnServer({
  port: Number(process.env.E2E_GROUPMAIL_PORT ?? 3352),
  dataDir: '.data/e2e-group-messages',
});

test('staff email everyone with a place in a session: count, a recipient’s preview, a confirmed send, the outbox [issue 26]', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const placed = DEMO_SEED.fullWorkshopCapacity;
  const people = `${placed} people`;
  await logInThrough(page, DEMO_STAFF, '/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Who gets it' }).click();
  await page.getByRole('option', { name: 'Everyone with a place in a session' }).click();
  await page.getByRole('combobox', { name: 'Session' }).click();
  await page.getByRole('option', { name: /^Clowning for Improvisers · / }).click();
  await expect(page.getByTestId('group-count')).toHaveText(people);

  await page.getByLabel('Subject').fill('Clowning moves upstairs, {{firstName}}');
  await page.getByLabel('Message (Markdown)').fill('Kia ora {{firstName}}, we are **upstairs** today.');

  // Each recipient's own version: choose the second person in the list.
  const recipients = page.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
  await expect(recipients).toHaveCount(placed);
  const chosen = recipients.nth(1);
  const name = (await chosen.textContent())?.trim() ?? '';
  const firstName = name.split(' ')[0] ?? '';
  await chosen.click();
  const preview = page.getByRole('region', { name: 'Email preview' });
  await expect(preview).toContainText(`To ${name} <`);
  await expect(preview).toContainText(`Clowning moves upstairs, ${firstName}`);
  await expect(preview.locator('strong')).toHaveText('upstairs');
  const address = /<([^>]+)>/.exec((await preview.textContent()) ?? '')?.[1] ?? '';
  expect(address).toMatch(/@example\.org$/);

  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`goes to ${people}`);
  await confirmDialog(page, `Send this email to ${people}?`, `Send to ${people}`);
  await expect(page.getByText(`Queued for ${people}`).first()).toBeVisible();
  const sent = page.getByRole('list', { name: 'Group emails sent' }).getByRole('listitem').first();
  await expect(sent).toContainText('Clowning moves upstairs, {{firstName}}');
  // The batches leave through the job queue; the list shows them all queued once they have.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Group emails sent' }).getByRole('listitem').first(),
    ).toContainText(`${placed} queued`, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });

  // In the outbox: the chosen person's own email, and one for each of the group.
  await page.goto('/admin/emails');
  await page.getByLabel('Search by address').fill(address);
  const own = page.getByRole('row', { name: new RegExp(`Clowning moves upstairs, ${firstName}`) });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('group-message');
  await page.getByLabel('Search by address').fill('');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'group-message' }).click();
  await expect(page.getByTestId('email-count')).toHaveText(`${placed} emails`);
});
