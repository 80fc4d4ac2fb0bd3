import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { confirmDialog, logInThrough, runOnOwnServer } from './helpers';

/**
 * Issue 26: a festival is edited on its own page, and which one the public sees is staff's
 * explicit choice. Its own server: choosing another festival would change every other spec's site.
 */
runOnOwnServer({
  port: Number(process.env.E2E_FESTIVAL_PORT ?? 3274),
  dataDir: '.data/e2e-festival-lifecycle',
});

test('staff create a festival, edit it on its page, and choose when the public sees it', async ({ page }) => {
  test.setTimeout(240_000);
  await logInThrough(page, DEMO_STAFF, '/admin/festivals');

  await page.getByLabel('First day').fill('2029-10-01');
  await page.getByLabel('Last day').fill('2029-10-06');
  await page.getByLabel('Workshop price ($)').fill('70');
  await page.getByRole('button', { name: 'Create festival' }).click();
  const row = page.getByRole('row', { name: /NZIF 2029/ });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Current');
  await expect(page.getByRole('row', { name: /NZIF 2027/ })).toContainText('Current');

  // Its own page: dates and pricing, with the rules' messages beside the fields.
  await row.getByRole('link', { name: 'NZIF 2029' }).click();
  await expect(page).toHaveURL(/\/admin\/festivals\/2029$/);
  await expect(page.getByRole('heading', { name: 'NZIF 2029', level: 1 })).toBeVisible();
  await expect(page.getByText('Not shown to the public')).toBeVisible();
  await expect(page.getByLabel('Workshop price ($)')).toHaveValue('$70.00');
  await page.getByLabel('Last day').fill('2029-09-30');
  await page.getByRole('button', { name: 'Save dates and pricing' }).click();
  await expect(page.getByText('Must be on or after the start')).toBeVisible();
  await page.getByLabel('Last day').fill('2029-10-07');
  await page.getByLabel('Workshop price ($)').fill('75');
  await page.getByRole('button', { name: 'Save dates and pricing' }).click();
  await expect(page.getByText('NZIF 2029 saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Workshop price ($)')).toHaveValue('$75.00');
  await expect(page.getByLabel('Last day')).toHaveValue('2029-10-07');

  // Phase dates live here now, for this festival (not the registrations page).
  await page.getByLabel('Earlybird opens (NZ time)').fill('2029-03-01T09:00');
  await page.getByRole('button', { name: 'Save phase dates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // Still the demo festival on the public site until staff choose otherwise.
  const visitor = await page
    .context()
    .browser()
    ?.newPage({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error('no browser');
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(/NZIF 2027/);

  await page.getByRole('button', { name: 'Make current…' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'The public site will show NZIF 2029 (1–7 October 2029) instead of NZIF 2027',
  );
  await confirmDialog(page, 'Show NZIF 2029 to the public?', 'Show NZIF 2029');
  await expect(page.getByText('Current: the public site shows it')).toBeVisible();
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(/NZIF 2029/);
  await visitor.close();

  await page.goto('/admin/registrations');
  await expect(page.getByRole('heading', { name: /Registration phases/ })).toHaveCount(0);
});
