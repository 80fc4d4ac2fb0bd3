import { expect, FESTIVAL_TITLE, test } from './fixtures';

test('home loads with the festival title [TI-1] [RT-17]', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(FESTIVAL_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NZIF 2027');
});

test('an unknown path shows the full not-found page [NF-1]', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, we couldn’t find that page.')).toBeVisible();
});

test('the theme starts light and the choice survives a reload [LF-1] [LF-2]', async ({ page }) => {
  await page.goto('/');
  const theme = page.locator('.radix-themes').first();
  await expect(theme).toHaveClass(/light/);
  await expect(theme).toHaveAttribute('data-accent-color', 'crimson');
  await expect(theme).toHaveAttribute('data-gray-color', 'sand');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(theme).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});
