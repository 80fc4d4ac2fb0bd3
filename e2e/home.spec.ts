import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('home shows the festival, what is coming up and the about links, and passes axe [TI-1]', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NZIF 2027');
  await expect(page.getByText('2–9 October 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the programme' })).toHaveAttribute(
    'href',
    '/workshops',
  );
  const upcoming = page.getByRole('region', { name: 'Coming up' });
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Acknowledgements' })).toHaveAttribute(
    'href',
    '/about/acknowledgements',
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('home fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
