import type { Page } from '@playwright/test';
import { axeScan, expect, FESTIVAL_TITLE, test } from './fixtures';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await (await axeScan(page)).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('home → workshops → a workshop → its presenter → back [RT-3] [RT-4] [PG-5]', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshops' }).click();
  await expect(page).toHaveURL('/workshops');
  await expect(page).toHaveTitle(`Workshops · ${FESTIVAL_TITLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();

  const card = page.getByTestId('activity-card').filter({ hasText: 'Slow Burn: Patient Scenes' });
  await expect(card.getByText('Sam Whitlock')).toBeVisible();
  await expect(card.locator('.card-picture-link img')).toHaveAttribute('loading', 'lazy');
  await card.getByRole('link', { name: 'Slow Burn: Patient Scenes' }).click();

  await expect(page).toHaveURL('/workshops/slow-burn');
  await expect(page).toHaveTitle(`Slow Burn: Patient Scenes · ${FESTIVAL_TITLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow Burn: Patient Scenes' })).toBeVisible();
  await expect(page.getByTestId('session').first()).toContainText(/\d{1,2}:\d{2}[AP]M–\d{1,2}:\d{2}[AP]M/);
  await page.getByRole('link', { name: 'More about Sam Whitlock' }).click();

  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page).toHaveTitle(`Sam Whitlock · ${FESTIVAL_TITLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam Whitlock');
  await expect(page.getByRole('link', { name: 'Slow Burn: Patient Scenes' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/workshops/slow-burn');
  await page.goBack();
  await expect(page).toHaveURL('/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
});

test('workshops are grouped by day and part of day with h:mma–h:mma times [PG-2] [PG-3] [PG-4]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const days = page.getByRole('heading', { level: 2 });
  await expect(days.first()).toHaveText('Sunday, 3 October');
  await expect(page.getByRole('heading', { level: 2, name: 'Monday, 4 October' })).toBeVisible();
  const sunday = page.locator('section[data-date="2027-10-03"]');
  await expect(sunday.locator('[data-part="allDay"] h3')).toContainText('All day · 10:00AM–5:00PM');
  await expect(sunday.locator('[data-part="morning"] h3')).toContainText(
    /Morning · \d{1,2}:\d{2}AM–\d{1,2}:\d{2}PM/,
  );
  // A workshop that runs twice appears under both of its days.
  await expect(page.getByTestId('activity-card').filter({ hasText: 'Yes, And… and Beyond' })).toHaveCount(2);
});

test('shows carry the NZIF and Workshop to show badges; a full workshop is Sold out [PG-7] [PG-8] [PG-9] [RG-2]', async ({
  page,
}) => {
  await page.goto('/shows');
  await expect(page).toHaveTitle(`Shows · ${FESTIVAL_TITLE}`);
  const gala = page.getByTestId('activity-card').filter({ hasText: 'NZIF Opening Gala' });
  await expect(gala.getByText('NZIF', { exact: true })).toBeVisible();
  await expect(gala.getByText('Workshop to show')).toHaveCount(0);
  const noir = page.locator('[data-slug="noir-after-dark"]');
  await expect(noir.getByText('Workshop to show')).toBeVisible();
  await expect(noir.getByText('NZIF', { exact: true })).toHaveCount(0);

  await page.goto('/workshops');
  await expect(page.locator('[data-slug="film-noir"]').getByText('Workshop to show')).toBeVisible();
  await expect(page.locator('[data-slug="clowning-for-improvisers"]').getByText('Sold out')).toBeVisible();
  await expect(page.locator('[data-slug="slow-burn"]').getByText('Sold out')).toHaveCount(0);
});

test('conferences, unknown types and unknown slugs give the not-found page [NF-1] [PG-1] [RT-4]', async ({
  page,
}) => {
  for (const path of [
    '/conferences',
    '/social-events',
    '/nonsense',
    '/workshops/no-such-workshop',
    '/shows/slow-burn',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops!' }), path).toBeVisible();
    await expect(page.getByText('Sorry, we couldn’t find that page.')).toBeVisible();
  }
});

test('while the programme loads, 3 placeholder cards show for each festival day [PG-11] [PG-12]', async ({
  page,
}) => {
  await page.goto('/');
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'Programme') {
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shows' }).click();
  const placeholders = page.getByTestId('placeholder-day');
  // The demo festival runs 2–9 October: eight days.
  await expect(placeholders).toHaveCount(8);
  await expect(
    page.getByRole('status', { name: 'Loading the programme' }).locator('.activity-card'),
  ).toHaveCount(24);
  await expect(page.getByTestId('activity-card').first()).toBeVisible({ timeout: 10_000 });
  await expect(placeholders).toHaveCount(0);
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the programme still shows Pacific/Auckland days and times [LF-3]', async ({ page }) => {
    await page.goto('/workshops');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Sunday, 3 October');
    await expect(page.locator('section[data-date="2027-10-03"] [data-part="allDay"] h3')).toContainText(
      '10:00AM–5:00PM',
    );
    await page.goto('/shows/opening-gala');
    await expect(page.getByTestId('session').first()).toContainText('Saturday, 2 October');
    await expect(page.getByTestId('session').first()).toContainText('7:00PM–9:00PM');
  });
});

test('programme list and activity page pass axe (no serious or critical violations)', async ({ page }) => {
  await page.goto('/workshops');
  await expect(page.getByTestId('activity-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/workshops/mask-work');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the programme fits a 320 px screen and the cards are keyboard reachable with visible focus [PG-10]', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/workshops');
  await expect(page.getByTestId('activity-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const columns = async () =>
    page
      .locator('.card-grid')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(1);
  await page.setViewportSize({ width: 1400, height: 900 });
  expect(await columns()).toBe(4);

  const link = page.getByRole('link', { name: 'Musical Improv Intensive' });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('pictures reserve their space: no layout shift as they load [PG-5]', async ({ page }) => {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/workshops');
  await expect(page.getByTestId('activity-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(800);
  const after = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(after - before).toBeLessThan(0.01);
});
