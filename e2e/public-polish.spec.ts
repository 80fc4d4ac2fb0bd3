import { expect, moveMouseOverPage, test } from './fixtures';

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

test('workshop cards show their own time and venue, not only the group heading [issue 28]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  const whens = await page.getByTestId('card-when').allTextContents();
  expect(whens.length).toBe(await cards.count());
  for (const when of whens) expect(when).toMatch(/^\d{1,2}:\d\d[AP]M–\d{1,2}:\d\d[AP]M · \S/);
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

test('city chips stay inside their card at desktop width, even "Te Whanganui-a-Tara" [PG-6]', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/people');
  const cards = page.getByRole('list', { name: 'Presenters' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('Te Whanganui-a-Tara').first()).toBeVisible();
  const overflowing = await cards.evaluateAll((items) =>
    items.flatMap((item) => {
      const card = item.getBoundingClientRect();
      return Array.from(item.querySelectorAll<HTMLElement>('.city-chip')).flatMap((chip) => {
        const box = chip.getBoundingClientRect();
        const label = chip.querySelector<HTMLElement>('.city-chip-label');
        const clipped = label ? label.scrollWidth > label.clientWidth + 1 : false;
        const outside = box.left < card.left - 0.5 || box.right > card.right + 0.5;
        return clipped || outside ? [chip.textContent ?? ''] : [];
      });
    }),
  );
  expect(overflowing).toEqual([]);
});

test.describe('a visitor whose page outlived a deploy', () => {
  // Chunks are refused on purpose below, which the browser reports as failed loads.
  // The router also logs the failed lazy route (its component is missing) before the error view shows.
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|Failed to fetch dynamically imported module|reading 'component'/,
    ],
  });

  test('reloads once for a missing chunk, then sees the error inside the site layout [RT-18]', async ({
    page,
  }) => {
    // Everything the first visit loaded stays available; any script asked for later is "gone".
    const loaded = new Set<string>();
    let deployed = false;
    await page.route('**/assets/*.js', (route) => {
      const url = route.request().url();
      if (!deployed) loaded.add(url);
      return deployed && !loaded.has(url) ? route.abort() : route.continue();
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    deployed = true;

    await page.getByRole('navigation').getByRole('link', { name: 'People', exact: true }).click();
    // The reload brings the server's page, complete without the app [issue 27]; the app starts at the
    // first interaction and cannot load the route's script either.
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await moveMouseOverPage(page);
    await expect(
      page
        .getByRole('alert')
        .or(page.getByText(/something went wrong/i))
        .first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    // One reload, not two, and the header is still there to go somewhere else.
    expect(loads).toBe(2);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Workshops', exact: true }),
    ).toBeVisible();
  });
});
