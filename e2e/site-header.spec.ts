import type { Browser, Page } from '@playwright/test';
import { DEMO_PARTICIPANT_PASSWORD } from '../server/db/seed/data/staff';
import { axeScan, expect, test, waitForApp } from './fixtures';
import { api, type Credentials, startLoggedIn } from './helpers';

/**
 * The public site's header (issue 28, issue 31): one row at phone width with a Menu button that
 * holds the navigation, the theme switch and the account links; a horizontal header on desktop;
 * "Register", or "My festival" once the signed-in person has registered.
 */
const { graphql, logIn } = api();
/** Demo participants have all completed their registration. */
const REGISTERED = { email: 'participant1@example.org', password: DEMO_PARTICIPANT_PASSWORD };

async function pageAt(browser: Browser, width: number, theme: 'light' | 'dark', credentials?: Credentials) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  await context.addInitScript((appearance) => localStorage.setItem('theme', appearance), theme);
  const page = await context.newPage();
  if (credentials) await startLoggedIn(page, credentials);
  // As the fixture's page: a console error (React reports a hydration mismatch so) fails the test.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const close = async () => {
    await context.close();
    expect(errors, 'console errors').toEqual([]);
  };
  return { close, page };
}

/** Opens a path and waits until the app is live (hydrated), as the fixture's own page does. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const headerHeight = (page: Page) =>
  page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().height);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

async function axeViolations(page: Page) {
  const results = await (await axeScan(page))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`at 390 px the header is one row and its Menu opens and closes by keyboard, axe clean (${theme}) [issue 28] [issue 31]`, async ({
    browser,
  }) => {
    const { close, page } = await pageAt(browser, 390, theme);
    await visit(page, '/workshops');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // One row: the festival's name and the Menu button, not three stacked rows of links.
    expect(await headerHeight(page)).toBeLessThan(80);
    const box = await menuButton.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // The links wait in the menu: none is shown before it opens.
    await expect(page.getByRole('link', { name: 'Workshops', exact: true })).toBeHidden();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Reached by the keyboard from the top of the page (skip link, festival name, Menu).
    await page.locator('body').focus();
    let tabs = 0;
    while (!(await menuButton.evaluate((el) => el === document.activeElement)) && tabs < 5) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Register', 'Workshops', 'Shows', 'People', 'Venues', 'Donate', 'Search', 'Log in'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    const themeSwitch = menu.getByRole('button', {
      name: theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme',
    });
    await expect(themeSwitch).toBeVisible();
    // Every item is a full-size target.
    for (const item of await menu.locator('a, button').all()) {
      const itemBox = await item.boundingBox();
      expect(itemBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Tab goes on into the menu; Escape closes it and gives focus back to the button.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Register' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();

    // Following a link from the menu goes there and closes the menu.
    await page.keyboard.press('Space');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Shows', exact: true }).click();
    await expect(page).toHaveURL(/\/shows$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shows' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The theme switch works from the menu.
    await menuButton.click();
    await themeSwitch.click();
    await expect(page.locator('html')).toHaveClass(theme === 'light' ? /dark/ : /light/);
    await close();
  });

  test(`at 1280 px the header stays one horizontal row with every link, axe clean (${theme}) [issue 28]`, async ({
    browser,
  }) => {
    const { close, page } = await pageAt(browser, 1280, theme);
    await visit(page, '/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Workshops', 'Shows', 'People', 'Venues', 'Donate', 'Search', 'Register', 'Log in'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(
      nav.getByRole('button', { name: theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme' }),
    ).toBeVisible();
    expect(await headerHeight(page)).toBeLessThan(80);
    // All of it in one row: every link's top is level with the first one's.
    const tops = await nav
      .locator('a, button')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(20);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
}

test('the header says Register to visitors and to people not yet registered, My festival once registered [issue 28]', async ({
  browser,
  request,
}) => {
  // A visitor, at both widths.
  for (const width of [390, 1280]) {
    const { close, page } = await pageAt(browser, width, 'light');
    await visit(page, '/venues');
    if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
    const register = page.getByRole('link', { name: 'Register', exact: true });
    await expect(register).toBeVisible();
    await expect(register).toHaveAttribute('href', '/register');
    await close();
  }

  // Signed in but not registered: still Register.
  const email = `header-${Date.now()}@example.org`;
  const signedUp = await graphql<{ signUp: { credentials?: Credentials } }>(
    request,
    `mutation ($email: String!) {
      signUp(name: "Header Tester", email: $email, password: "a long password!", passwordConfirmation: "a long password!") {
        ... on AuthPayload { credentials { accessToken client uid } }
      }
    }`,
    { email },
  );
  const newcomer = signedUp.signUp.credentials;
  if (!newcomer) throw new Error('sign-up failed');
  {
    const { close, page } = await pageAt(browser, 1280, 'light', newcomer);
    await visit(page, '/workshops');
    await expect(page.getByRole('button', { name: /^Account menu for Header Tester/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My festival' })).toHaveCount(0);
    await close();
  }

  // Registered: My festival, in the desktop header and the phone menu, with the account's links.
  const registered = await logIn(request, REGISTERED.email, REGISTERED.password);
  {
    const { close, page } = await pageAt(browser, 1280, 'light', registered);
    await visit(page, '/workshops');
    const mine = page.getByRole('link', { name: 'My festival' });
    await expect(mine).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
    await mine.click();
    await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
    await close();
  }
  {
    const { close, page } = await pageAt(browser, 390, 'dark', registered);
    await visit(page, '/shows');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'My festival' })).toBeVisible();
    for (const name of ['Your profile', 'Your calendar', 'Log out'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByText(/^Signed in as /)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Your calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await close();
  }
});

test('the server renders the collapsed header, closed, and it hydrates without a mismatch [issue 28] [issue 27]', async ({
  request,
  browser,
}) => {
  const html = await (await request.get('/people')).text();
  expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*?Menu<\/button>/s);
  expect(html).toMatch(/<a[^>]*href="\/register"[^>]*>Register<\/a>/);
  // pageAt fails the test on any console error or page error, which is how React reports a
  // hydration mismatch; the Menu then works on the hydrated page.
  const { close, page } = await pageAt(browser, 390, 'light');
  await visit(page, '/people');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await close();
});
