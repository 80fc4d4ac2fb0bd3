import { axeScan, expect, test } from './fixtures';

test('home shows the festival, featured pictures, the phase’s call to action, what is coming up and the about links, and passes axe [TI-1] [issue 28]', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NZIF 2027');
  await expect(page.getByText('2–9 October 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the programme' })).toHaveAttribute(
    'href',
    '/workshops',
  );
  // Pictures of featured workshops and shows sell the festival, each linking to its page [issue 28].
  for (const [name, path] of [
    ['Workshops', '/workshops/'],
    ['Shows', '/shows/'],
  ] as const) {
    const featured = page.getByRole('region', { name, exact: true });
    const articles = featured.getByRole('article');
    await expect(articles.first()).toBeVisible();
    expect(await articles.count()).toBeGreaterThan(0);
    expect(await articles.count()).toBeLessThanOrEqual(3);
    // The picture link is a duplicate of the name's, hidden from assistive tech; the picture has its alt text.
    await expect(featured.locator('img').first()).toHaveAttribute('alt', /.+/);
    await expect(articles.first().getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${path}[a-z0-9-]+$`),
    );
  }
  // The call to action of the festival's phase: earlybird in the demo, general once the suite's
  // allocation spec has published the lottery on this server.
  await expect(page.getByTestId('registration-call-to-action')).toHaveText(
    /^(Register and rank your workshops|Register now — first come, first served)$/,
  );
  const upcoming = page.getByRole('region', { name: 'Coming up' });
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Acknowledgements' })).toHaveAttribute(
    'href',
    '/about/acknowledgements',
  );
  const results = await (await axeScan(page)).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('home fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
