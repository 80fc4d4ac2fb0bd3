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
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(page);
    expect(problems, 'unexpected console errors').toEqual([]);
  },
});

export { expect };

export const FESTIVAL_TITLE = 'NZIF 2027';
