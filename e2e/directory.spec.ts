import { VENUES } from '../server/db/seed/data/venues';
import { expect, test } from './fixtures';

test('the directory finds a presenter by part of their name, macrons optional, and opens their page [RT-5] [AP-10]', async ({
  page,
}) => {
  await page.goto('/directory');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('rawiri');
  // The settled query goes into the address, so the search can be shared or reloaded.
  await expect(page).toHaveURL(/[?&]q=rawiri/);
  const person = page.getByRole('region', { name: 'People' }).getByRole('link', { name: /Rāwiri Tait/ });
  await person.click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rāwiri Tait' })).toBeVisible();
});

test('the directory reads q from the address and is keyboard friendly [RT-5]', async ({ page }) => {
  await page.goto('/directory?q=conduct');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveValue('conduct');
  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: /Code of conduct/ })).toBeVisible();
  await box.press('ArrowDown');
  const first = page.locator('a[data-result]').first();
  await expect(first).toBeFocused();
  await first.press('ArrowUp');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/about\/code-of-conduct$/);
});

test('the directory asks for two characters and says when nothing matches [RT-5]', async ({ page }) => {
  await page.goto('/directory');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('z');
  await expect(page.getByRole('status').filter({ hasText: 'Type at least 2 characters.' })).toBeVisible();
  await box.fill('zzqxv');
  await expect(page.getByText('Nothing found for “zzqxv”.')).toBeVisible();
});

test('signage shows without the site header or footer and lists every venue [RT-7]', async ({ page }) => {
  await page.goto('/signage');
  await expect(page.getByRole('heading', { level: 1, name: 'What’s on' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const venues = page.getByRole('list', { name: 'Venues' }).getByRole('listitem');
  await expect(venues.first()).toBeVisible();
  await expect(page.getByRole('listitem', { name: /Harbourside Playhouse/ }).first()).toBeVisible();
  // Every venue has a board, even one with nothing on (it says so) [issue 16 item 11].
  await expect(venues).toHaveCount(VENUES.length);
  await expect(
    venues
      .first()
      .getByText(/^(Now|Next)$/)
      .first(),
  ).toBeVisible();
});

test('search and donate are in the header on every public page; / opens search from anywhere [RT-5]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
  await header.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/directory/);
  await page.goto('/people');
  await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/directory/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
});
