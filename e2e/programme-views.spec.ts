import type { Page } from '@playwright/test';
import { axeScan, expect, test, waitForApp } from './fixtures';

/**
 * The public programme as festival-goers use it [issue 28]: day links, filters that combine and
 * live in the URL (so a view can be shared), an empty state, and the venues × time grid walked
 * by keyboard; at phone and desktop widths, light and dark, with no axe violation.
 */

const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

async function axeViolations(page: Page): Promise<string[]> {
  const results = await (await axeScan(page))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Picks the first real option of a filter (after its "all" choice); returns its label. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('option').nth(1);
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

test('filter the workshops and share the link: the same view opens from it [issue 28]', async ({
  page,
  browser,
}) => {
  await page.goto('/workshops');
  const cards = page.getByTestId('activity-card');
  const all = await cards.count();
  expect(all).toBeGreaterThan(3);

  const venue = await pickFirst(page, 'Venue');
  await expect(page).toHaveURL(/[?&]venue=\d+/);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const when of await page.getByTestId('card-when').allTextContents()) expect(when).toContain(venue);

  await page.getByRole('switch', { name: 'Has places left' }).click();
  await expect(page).toHaveURL(/places=true/);
  const filtered = await cards.count();
  const url = page.url();

  // Someone else opens the shared link: the filters are set and the same cards are shown.
  const context = await browser.newContext({ timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('combobox', { name: 'Venue' })).toHaveText(venue);
  await expect(other.getByRole('switch', { name: 'Has places left' })).toBeChecked();
  await expect(other.getByTestId('activity-card')).toHaveCount(filtered);
  await context.close();

  // Filters combine: a presenter who does not teach at that venue leaves nothing, and says so.
  const presenters = page.getByRole('combobox', { name: 'Presenter', exact: true });
  await presenters.click();
  const options = page.getByRole('option');
  const optionCount = await options.count();
  let emptied = false;
  for (let i = 1; i < optionCount && !emptied; i++) {
    await options.nth(i).click();
    emptied = await page
      .getByTestId('no-matches')
      .isVisible()
      .catch(() => false);
    if (!emptied) await presenters.click();
  }
  expect(emptied).toBe(true);
  await expect(page.getByText('Nothing on the programme matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(all);
  await expect(page).not.toHaveURL(/venue=|presenter=|places=/);
});

test('a plain id typed into the address filters too; a bad one is ignored [issue 28]', async ({ page }) => {
  await page.goto('/workshops?venue=999999&places=maybe&view=table');
  await expect(page.getByTestId('no-matches')).toBeVisible();
  await page.goto('/workshops?places=maybe&view=table&day=soon');
  await expect(page.getByTestId('activity-card').first()).toBeVisible();
});

test('the kind filter moves between workshops and shows and keeps the other filters [issue 28]', async ({
  page,
}) => {
  await page.goto('/workshops?places=true');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Shows' }).click();
  await expect(page).toHaveURL(/\/shows\?places=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shows' })).toBeVisible();
});

test('day links jump to a day; during the festival today is marked and opened [issue 28]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const days = page.getByRole('navigation', { name: 'Days' });
  await days.getByRole('link', { name: 'Mon 4 Oct' }).click();
  await expect(page.locator('section[data-date="2027-10-04"] h2')).toBeInViewport();
  await expect(days).toBeInViewport(); // sticky: still there after the jump

  await page.clock.setFixedTime(new Date('2027-10-05T11:00:00+13:00'));
  await page.goto('/workshops');
  await expect(days.getByRole('link', { name: 'Tue 5 Oct (today)' })).toHaveAttribute('aria-current', 'date');
  await expect(page.locator('section[data-date="2027-10-05"] h2')).toBeInViewport();
});

test('the grid by keyboard: Tab reaches every session block of the day and Enter opens one [issue 28]', async ({
  page,
}) => {
  await page.goto('/workshops');
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/view=grid/);
  const grid = page.getByTestId('programme-grid');
  await expect(grid).toBeVisible();
  await page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: 'Sun 3 Oct' }).click();
  await expect(page).toHaveURL(/day=2027-10-03/);
  const blocks = grid.getByTestId('grid-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(1);
  // An all-day session spans much wider than a half-day one.
  const allDay = grid.locator('.grid-block-all-day').first();
  await expect(allDay).toBeVisible();

  await grid.focus();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    names.push((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? '');
  }
  expect(names).toEqual(Array(count).fill('grid-block'));
  await page.keyboard.press('Shift+Tab');
  const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
  const name = label.split(',')[0] ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`programme list, filters and grid at ${width}px in the ${theme} theme: no sideways page scroll, no axe violation [issue 28]`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        viewport: { width, height },
        timezoneId: 'Pacific/Auckland',
        locale: 'en-NZ',
      });
      await context.addInitScript((appearance) => localStorage.setItem('theme', appearance), theme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of [
        '/workshops',
        '/shows',
        '/workshops?places=true&view=grid&day=2027-10-03',
        '/shows?view=grid',
        '/workshops?venue=999999',
      ]) {
        await page.goto(path);
        await waitForApp(page);
        const overflow = await pageOverflow(page);
        if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow}px`);
        for (const violation of await axeViolations(page)) problems.push(`${path} ${violation}`);
      }
      // The grid scrolls within itself at phone width, not the page.
      if (width === 390) {
        await page.goto('/workshops?view=grid&day=2027-10-03');
        const scrolls = await page
          .getByTestId('programme-grid')
          .evaluate((region) => region.scrollWidth > region.clientWidth);
        expect(scrolls).toBe(true);
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
