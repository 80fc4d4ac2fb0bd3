import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { confirmDialog, emailKindsTo, logInThrough } from './helpers';

/**
 * Issue 26: donations without a card, on the suite's server (it has no Stripe keys, as a festival
 * that never set them up). A visitor promises a transfer and gets the details; staff approve it when
 * the money arrives and record a gift handed over at the door.
 */
test('donate by internet banking without Stripe, then staff approve it and record cash [issue 26]', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `transfer.${Date.now()}@example.org`;
  await page.goto('/donate');
  // No card choice, no disabled button: the one way that works is offered plainly.
  await expect(page.getByRole('radio', { name: 'Card' })).toHaveCount(0);
  await page.getByRole('radio', { name: '$50', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Tui Transfer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Get the bank details' }).click();
  const details = page.getByRole('status').filter({ hasText: 'Please pay by internet banking' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('$50.00');
  const reference = (await details.getByText(/^DONATION \d+$/).textContent()) ?? '';
  expect(reference).toMatch(/^DONATION \d+$/);
  expect(await emailKindsTo(baseURL ?? '', request, email)).toEqual(['donation-bank-details']);

  const staff = await browser.newPage({ baseURL });
  await logInThrough(staff, DEMO_STAFF, '/admin/donations');
  await staff.getByRole('combobox', { name: 'State' }).click();
  await staff.getByRole('option', { name: 'pending' }).click();
  await staff.getByRole('link', { name: 'Tui Transfer' }).click();
  await expect(staff.getByRole('heading', { name: 'Donation of $50.00' })).toBeVisible();
  await expect(staff.getByText(reference)).toBeVisible();
  await staff.getByRole('button', { name: 'Money arrived: approve' }).click();
  await confirmDialog(staff, /Approve \$50\.00 from Tui Transfer/, 'Approve and send receipt');
  await expect(staff.getByText('approved', { exact: true })).toBeVisible();
  expect(await emailKindsTo(baseURL ?? '', request, email)).toContain('donation-receipt');

  await staff.goto('/admin/donations');
  await staff.getByRole('button', { name: 'Record a donation' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Record a donation' });
  await dialog.getByLabel('Donor’s name').fill('Koha bucket');
  await dialog.getByLabel('Amount in dollars').fill('23.50');
  await dialog.getByRole('button', { name: 'Record donation' }).click();
  await expect(staff.getByText('$23.50 from Koha bucket recorded', { exact: true })).toBeVisible();
  await expect(staff.getByRole('row', { name: /Koha bucket/ })).toContainText('Cash');
  await staff.close();
});
