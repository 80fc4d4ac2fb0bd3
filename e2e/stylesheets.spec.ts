import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { api } from './helpers';
import { classesInCss, radixClassesInHtml, unstyled, unstyledRadixClasses } from './stylesheet-classes';

/**
 * Each page loads only the stylesheets it needs [issue 27]: public pages one sheet with the Radix
 * parts they and the site's shell can show; other routes add the app's whole sheet before they
 * render. A class left out of a sheet would fail silently (an unstyled part), so these check that
 * every Radix class a page uses is in what it loaded: in the server's HTML, after hydration with
 * the menus and lists opened, and on staff pages (admin-phones and site-crawl check every page).
 */
const { logIn } = api();

/** One page of each server-rendered kind, found through the pages' links. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const html = async (path: string) => (await request.get(path)).text();
  const link = async (from: string, pattern: RegExp) => {
    const href = new RegExp(`href="(${pattern.source})"`).exec(await html(from))?.[1];
    if (!href) throw new Error(`No link like ${pattern} on ${from}`);
    return href;
  };
  return [
    '/',
    '/workshops',
    '/shows',
    await link('/workshops', /\/workshops\/[a-z0-9-]+/),
    await link('/shows', /\/shows\/[a-z0-9-]+/),
    '/people',
    await link('/people', /\/people\/\d+/),
    '/venues',
    await link('/venues', /\/venues\/\d+/),
    await link('/', /\/about\/[a-z0-9-]+/),
    '/no-such-page',
  ];
}

test('the server-rendered HTML of every public page kind uses only classes its stylesheet has [issue 27]', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of await publicPages(request)) {
    const html = await (await request.get(path)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    expect(sheets, `${path} loads one stylesheet`).toHaveLength(1);
    expect(sheets[0]).not.toMatch(/app-stylesheet/);
    const css = await (await request.get(sheets[0] as string)).text();
    const missing = unstyled(radixClassesInHtml(html), classesInCss(css));
    if (missing.length > 0) problems.push(`${path}: ${missing.join(' ')}`);
  }
  expect(problems).toEqual([]);
});

test('a public page opened up on a phone (menu, filters, place chips) is styled by its own sheet [issue 27]', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/workshops');
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await unstyledRadixClasses(page)).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await unstyledRadixClasses(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.city-chip').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledRadixClasses(page)).toEqual([]);
  // Nothing here needed the app's whole sheet.
  const sheets = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
  expect(sheets.filter((href) => /app-stylesheet/.test(href))).toEqual([]);
});

test('a route that is not a public page has the app sheet before it renders, also from a public page [issue 27]', async ({
  page,
  request,
}) => {
  // Records, when the log-in form first appears, whether the app's sheet is already applied.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('input[type="password"]')) return;
      observer.disconnect();
      const applied = Array.from(document.styleSheets).some((sheet) =>
        /app-stylesheet/.test(sheet.href ?? ''),
      );
      (window as unknown as { appSheetAtFirstRender: boolean }).appSheetAtFirstRender = applied;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/workshops');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { appSheetAtFirstRender?: boolean }).appSheetAtFirstRender,
    ),
  ).toBe(true);
  expect(await unstyledRadixClasses(page)).toEqual([]);

  // A staff page opened directly (client-rendered).
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.evaluate((credentials) => localStorage.setItem('nzif', credentials), JSON.stringify(admin));
  for (const path of ['/admin', '/admin/registrations', '/admin/timetable']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await unstyledRadixClasses(page), path).toEqual([]);
  }
});
