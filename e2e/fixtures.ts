import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every spec imports `test` from here: an unexpected console error or page crash fails the test.
 * A test that expects an error (e.g. a refused request) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const source = message.location().url;
      // The not-found page is served with HTTP 404 on purpose; the browser reports that as an error.
      if (/status of 404/.test(text) && source === page.url()) return;
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) {
        problems.push(source ? `${text} (${source})` : text);
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Public pages arrive rendered by the server and come alive when hydrated [issue 27]; an
    // anonymous first visit starts the app only at the first interaction. After a load, start it as
    // a person would and wait until it says it is live, so a click is never lost on a not-yet-live
    // button.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
    expect(problems, 'unexpected console errors').toEqual([]);
  },
});

export { expect };

/**
 * Resolves once the app on the page is live (or at once for a response that is not the app). A
 * server-rendered page an anonymous visitor opens waits (`data-app="waiting"`) for a first
 * interaction: a mouse move over the page starts it, as a person's would.
 */
export async function waitForApp(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(() =>
      document.getElementById('root') ? (document.documentElement.dataset.app ?? '') : 'none',
    );
  try {
    await page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        ['ready', 'waiting'].includes(document.documentElement.dataset.app ?? ''),
      null,
      { timeout: 15_000 },
    );
    if ((await state()) === 'waiting') await moveMouseOverPage(page);
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
      null,
      { timeout: 15_000 },
    );
  } catch {
    // A page whose scripts a test holds back on purpose never comes alive; the test decides.
  }
}

/** A small mouse move over the page's top-left corner (over no control). */
export async function moveMouseOverPage(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
}

export const FESTIVAL_TITLE = 'NZIF 2027';

/**
 * An axe scan of the page as a visitor meets each part of it. Parts the browser skips until they
 * come near the screen (`content-visibility: auto`, the programme's later days [issue 27]) are
 * rendered first: skipped, they have no layout, and axe's target-size rule measures their controls
 * against placeholders; once a visitor scrolls to them they are laid out as here.
 */
export async function axeScan(page: Page): Promise<AxeBuilder> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return new AxeBuilder({ page });
}
