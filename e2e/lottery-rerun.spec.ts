import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { GENERAL_OPEN, logInThrough, runOnOwnServer, setPhaseDays } from './helpers';

/**
 * Issue 11: once general registration has opened, re-running or re-publishing the full lottery is
 * refused with a clear message; staff may run the documented "unplaced people only" mode after
 * confirming it. The festival moves into the general phase, so this spec runs its own server.
 */
const REFUSED = /General registration has opened, so the full lottery cannot be (re-run|published)/;

const { base } = runOnOwnServer({
  port: Number(process.env.E2E_RERUN_PORT ?? 3222),
  dataDir: '.data/e2e-lottery-rerun',
});

test('after general registration opens the full lottery is refused; unplaced-only runs after confirming [issue 11] [RT-14]', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logInThrough(page, DEMO_STAFF, '/admin/allocations');
  await expect(page.getByRole('heading', { name: 'Workshop allocations' })).toBeVisible();
  await expect(page.getByText('The lottery has not been run yet.')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A full draft is drawn during the lottery phase.
  await page.getByRole('button', { name: 'Run the lottery' }).click();
  await expect(page.getByText('100 %')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('draft', { exact: true })).toBeVisible();

  // Another staff member opens general registration (as of yesterday) meanwhile; this page still
  // offers the full lottery.
  await setPhaseDays(base, request, GENERAL_OPEN);

  // Re-running it is refused, with the reason and what to do instead.
  await page.getByRole('button', { name: 'Re-run the lottery' }).click();
  const again = page.getByRole('alertdialog');
  await expect(again.getByText('Run the lottery again?')).toBeVisible();
  await again.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByText(REFUSED).first()).toBeVisible();
  await expect(page.getByText(/Run it for unplaced people only instead/).first()).toBeVisible();

  // Publishing the full draft is refused the same way, and nothing is published.
  await page.reload();
  await page.getByRole('button', { name: 'Publish allocation' }).click();
  const publish = page.getByRole('alertdialog');
  await expect(publish.getByText('Publish this allocation?')).toBeVisible();
  await publish.getByRole('button', { name: /^Publish/ }).click({ timeout: 10_000 });
  await expect(page.getByText(/full lottery cannot be published/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Published' })).toHaveCount(0);

  // The page now offers only the documented mode, which needs an explicit confirmation.
  await page.reload();
  const unplaced = page.getByRole('button', { name: 'Run for unplaced people only' });
  await expect(unplaced).toBeVisible();
  await expect(page.getByRole('button', { name: /Re-run the lottery|Run the lottery$/ })).toHaveCount(0);
  await unplaced.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Run the lottery for unplaced people only?')).toBeVisible();
  await expect(confirm.getByText(/Nobody\s+loses or changes a place/)).toBeVisible();
  // Cancelling runs nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('This run is for unplaced people only.')).toHaveCount(0);

  await unplaced.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run for unplaced people' }).click();
  await expect(page.getByText('100 %')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('This run is for unplaced people only.')).toBeVisible();

  // And it publishes.
  await page.getByRole('button', { name: 'Publish allocation' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Publish/ })
    .click({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Published' })).toBeVisible();
});
