import { test as base, expect } from '@playwright/test';

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
    await use(page);
    expect(problems, 'unexpected console errors').toEqual([]);
  },
});

export { expect };

export const FESTIVAL_TITLE = 'NZIF 2027';
