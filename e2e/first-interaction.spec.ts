import type { Browser, Page } from '@playwright/test';
import { DEMO_PARTICIPANT_PASSWORD } from '../server/db/seed/data/staff';
import { expect, moveMouseOverPage, test } from './fixtures';
import { api } from './helpers';

const { graphql, logIn } = api();
/** Demo participants have registered, so the header says "My festival". */
const REGISTERED = { email: 'participant1@example.org', password: DEMO_PARTICIPANT_PASSWORD };

/**
 * A first visit on a phone [issue 27]: a server-rendered public page does not run the app until
 * the visitor interacts (docs/decisions/019). Before that nothing of the app runs and nothing is
 * asked of the API; the first touch, key or mouse move starts it; a tap on a control that needs it
 * (the Menu button, a filter, a favourite star) is held and replayed once it is live, so it works
 * the first time. A visitor with something of their own to show starts it after load, untouched.
 * These pages are the spec's own (the fixture's page starts the app after every load).
 */

async function phone(browser: Browser, init?: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  if (init)
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, init);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const graphql: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/graphql')) graphql.push(sent.postData()?.slice(0, 60) ?? sent.url());
  });
  const close = async () => {
    await context.close();
    expect(problems, 'console errors and warnings').toEqual([]);
  };
  return { page, graphql, close };
}

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app ?? '');
/** Whether React has attached itself to the server's HTML. */
const reactAttached = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('#root header');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__react'));
  });

/** Taps the middle of an element with a finger. */
async function tap(page: Page, selector: ReturnType<Page['locator']>) {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test('an anonymous first visit runs no app and asks the API nothing until the visitor interacts [issue 27]', async ({
  browser,
}) => {
  const { page, graphql, close } = await phone(browser);
  await page.goto('/workshops');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'waiting');
  // The app's files arrive after load, fetched but not run.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await appState(page)).toBe('waiting');
  expect(await reactAttached(page)).toBe(false);
  expect(graphql).toEqual([]);
  // The page works as it is: its links are real links.
  await expect(page.getByRole('link', { name: 'Grid' })).toHaveAttribute('href', /view=grid/);

  // A mouse over the page (a desktop visitor) starts it.
  await moveMouseOverPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await reactAttached(page)).toBe(true);
  expect(graphql).toEqual([]);
  await close();
});

test('the first tap on the Menu button, a filter or a star works the first time, at 390 px [issue 27]', async ({
  browser,
}) => {
  // The header's Menu button.
  let visit = await phone(browser);
  await visit.page.goto('/workshops');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'waiting');
  const menu = visit.page.getByRole('button', { name: 'Menu' });
  await tap(visit.page, menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(visit.page.locator('.site-menu-panel')).toBeVisible();
  await visit.close();

  // A filter: its list opens and a choice filters the programme.
  visit = await phone(browser);
  await visit.page.goto('/workshops');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'waiting');
  await tap(visit.page, visit.page.getByRole('combobox', { name: 'Venue' }));
  const option = visit.page.getByRole('option').nth(1);
  await expect(option).toBeVisible();
  await tap(visit.page, option);
  await expect(visit.page).toHaveURL(/[?&]venue=\d+/);
  await visit.close();

  // A favourite star: pressed, and kept.
  visit = await phone(browser);
  await visit.page.goto('/workshops');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'waiting');
  const star = visit.page.getByTestId('favourite-button').first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await tap(visit.page, star);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(
    await visit.page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '{}').ids),
  ).toHaveLength(1);
  await visit.close();
});

test('a visitor with favourites, credentials or another theme stored starts the app after load, untouched [issue 27]', async ({
  browser,
  request,
}) => {
  const programme = await graphql<{ festival: { activities: Array<{ id: string }> } }>(
    request,
    '{ festival { activities(type: Workshop) { id } } }',
  );
  const favourites = JSON.stringify({ ids: [programme.festival.activities[0]?.id], owner: null });
  let visit = await phone(browser, { favourites });
  await visit.page.goto('/workshops');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(visit.page.locator('[data-testid="favourite-button"][aria-pressed="true"]')).toHaveCount(1);
  await visit.close();

  // Signed in: the header (its Menu panel at this width) links to the person's festival.
  const credentials = await logIn(request, REGISTERED.email, REGISTERED.password);
  visit = await phone(browser, { nzif: JSON.stringify(credentials) });
  await visit.page.goto('/');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(
    visit.page.getByRole('link', { name: 'My festival', includeHidden: true }).first(),
  ).toBeAttached();
  await visit.close();

  // The server rendered light (no cookie yet): the stored dark theme shows without a tap.
  visit = await phone(browser, { theme: 'dark' });
  await visit.page.goto('/');
  await expect(visit.page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(visit.page.locator('.radix-themes').first()).toHaveClass(/dark/);
  await visit.close();

  // No personal state: it waits.
  visit = await phone(browser, { theme: 'light' });
  await visit.page.goto('/');
  await visit.page.waitForTimeout(1_000);
  expect(await appState(visit.page)).toBe('waiting');
  await visit.close();
});
