import { axeScan, expect, test } from './fixtures';

test('the people page lists presenters, is titled People and passes axe [TI-4] [RT-3]', async ({ page }) => {
  await page.goto('/people');
  await expect(page).toHaveTitle('People');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hemi Walker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'NZIF', exact: true })).toHaveCount(0);
  const results = await (await axeScan(page)).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the traditional-names switch changes the city chips and survives a reload [LF-4] [LF-5] [LF-6] [PG-6]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const chip = page.locator('[data-slug="slow-burn"]').locator('button[data-city="Wellington"]');
  await expect(chip).toHaveText(/Te Whanganui-a-Tara/);
  // A city outside Aotearoa and Australia without traditional names shows its country.
  await expect(page.locator('[data-slug="status-games"]').locator('button[data-city="London"]')).toHaveText(
    /United Kingdom/,
  );
  const toggle = page.getByRole('contentinfo').getByRole('switch', { name: 'Show traditional place names' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(chip).toHaveText(/Wellington/);
  expect(await page.evaluate(() => localStorage.getItem('showTraditionalNames'))).toBe('false');
  await page.reload();
  await expect(page.locator('[data-slug="slow-burn"]').locator('button[data-city="Wellington"]')).toHaveText(
    /^\W*Wellington$/,
  );
  await expect(page.getByRole('contentinfo').getByRole('switch')).not.toBeChecked();
});

test('the home hero and the directory name places the same way as the chips, following the switch [LF-4]', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByText(/· Te Whanganui-a-Tara$/)).toBeVisible();
  await page.goto('/directory?q=tom');
  await expect(
    page.getByRole('region', { name: 'People' }).getByText('Warrang', { exact: true }),
  ).toBeVisible();
  await page.getByRole('contentinfo').getByRole('switch', { name: 'Show traditional place names' }).click();
  await expect(
    page.getByRole('region', { name: 'People' }).getByText('Sydney', { exact: true }),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('main').getByText(/· Wellington$/)).toBeVisible();
});

test("a city's popup explains the name and 'Read more' opens the acknowledgements in a new tab [LF-7]", async ({
  page,
  context,
}) => {
  await page.goto('/workshops');
  await page.locator('[data-slug="slow-burn"]').locator('button[data-city="Wellington"]').click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(
    'Te Whanganui-a-Tara is a traditional name for the area commonly known as Wellington',
  );
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('link', { name: 'Read more' }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/about\/acknowledgements$/);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.close();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
