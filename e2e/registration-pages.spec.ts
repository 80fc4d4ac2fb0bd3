import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { logInThrough } from './helpers';

/**
 * Issue 32 keeps a small-festival check of the paged staff list: 50 rows a page with where the
 * page is and of how many, Next and Previous in the URL, and search across everyone. Reads only,
 * so it runs on the suite's server (other specs may add registrations meanwhile: counts are read).
 */
test('staff page through registrations 50 at a time and search across all of them [issue 32]', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThrough(page, DEMO_STAFF, '/admin/registrations');
  const where = page.getByTestId('registration-page');
  await expect(where).toHaveText(/^Showing 1–50 of \d+$/);
  const total = Number(/of (\d+)$/.exec((await where.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  const rows = page.getByRole('table', { name: 'Registrations' }).getByRole('rowheader');
  await expect(rows).toHaveCount(50);
  const firstName = (await rows.first().textContent()) ?? '';

  const pages = page.getByRole('navigation', { name: 'Pages of registrations' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(where).toHaveText(`Showing 51–${Math.min(100, total)} of ${total}`);
  await expect(rows).toHaveCount(Math.min(50, total - 50));
  await expect(rows.first()).not.toHaveText(firstName);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(where).toHaveText(`Showing 1–50 of ${total}`);
  await expect(rows.first()).toHaveText(firstName);

  // From page 2, a search finds someone from anywhere in the list and starts at its first page.
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.getByRole('textbox', { name: 'Search registrations' }).fill('participant80@');
  await expect(where).toHaveText('Showing 1–1 of 1');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Registrations' })).toContainText('participant80@example.org');
});
