import { expect, test } from './fixtures';

test('about pages render from Markdown; an unknown slug gives not-found [RT-3] [NF-1]', async ({ page }) => {
  await page.goto('/about/acknowledgements');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.prose p').first()).toBeVisible();
  await page.goto('/about/nonsense');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});
