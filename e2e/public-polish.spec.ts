import { expect, test } from './fixtures';

test('every show card says when and where, so two shows on one evening can be told apart [PG-3]', async ({
  page,
}) => {
  await page.goto('/shows');
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  const whens = await page.getByTestId('card-when').allTextContents();
  expect(whens.length).toBe(await cards.count());
  for (const when of whens) expect(when).toMatch(/^\d{1,2}:\d\d[AP]M–\d{1,2}:\d\d[AP]M · \S/);
});

test('workshop cards repeat only a time that differs from their heading, and always name the venue', async ({
  page,
}) => {
  await page.goto('/workshops');
  const first = page.getByTestId('activity-card').first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('card-when')).not.toHaveText(/[AP]M–/);
  await expect(first.getByTestId('card-when')).toHaveText(/\S/);
});

test.describe('a dark-theme visitor', () => {
  // The scripts are held back on purpose below, which the browser reports as failed loads.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('gets a dark page before any script of the app has run (no white flash) [LF-1]', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const page_ = await page.evaluate(() => ({
      classes: document.documentElement.className,
      background: getComputedStyle(document.documentElement).backgroundColor,
      scheme: document.documentElement.style.colorScheme,
    }));
    expect(page_.classes).toContain('dark');
    expect(page_.scheme).toBe('dark');
    expect(page_.background).toBe('rgb(17, 17, 16)');
  });
});
