import { expect, FESTIVAL_TITLE, test } from './fixtures';

test('venues list, and a venue shows its address, accessibility, map link and what is on [RT-3]', async ({
  page,
}) => {
  await page.goto('/venues');
  await expect(page).toHaveTitle(`Venues · ${FESTIVAL_TITLE}`);
  const first = page.getByRole('article').first();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/venues\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(page.getByRole('heading', { name: 'What’s on here' })).toBeVisible();
  await page.goto('/venues/999999');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});
