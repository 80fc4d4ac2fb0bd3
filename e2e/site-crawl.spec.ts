import type { Page } from '@playwright/test';
import { axeScan, expect, test } from './fixtures';
import { unstyledRadixClasses } from './stylesheet-classes';

/**
 * Every public page, found the way a visitor (or a link checker) would: start at / and follow each
 * same-site link. Each page must load with HTTP 200, never show the not-found page ("Oops!"), and
 * log no console error (the fixture fails the test on one) [NF-1].
 */
const LIMIT = 250;
// The crawl and the two axe passes are this suite's longest tests and share nothing but the
// read-only demo festival: each may take a worker of its own.
test.describe.configure({ mode: 'parallel' });
// Pages a link may lead to that are not public pages (the visitor is sent to log in, or they are
// screens for foyer displays); they are still checked to answer, but not crawled further.
const LEAVES = [
  /^\/register/,
  /^\/login/,
  /^\/signup/,
  /^\/forgot/,
  /^\/signage/,
  /^\/admin/,
  /^\/my\//,
  /^\/calendar/,
];

async function sameSiteLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/uploads/'))
      .map((url) => url.pathname),
  );
}

test('every same-site link from the home page leads to a real page [NF-1]', async ({ page, context }) => {
  test.setTimeout(360_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  // A few tabs at once: one page at a time takes minutes on a busy 2-core machine.
  const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
  const visit = async (tab: Page, path: string) => {
    // Feeds (iCal, the frab schedule) are files to download, not pages: fetched, not visited.
    if (path.startsWith('/feeds/')) {
      const file = await tab.request.get(path);
      if (file.status() !== 200) broken.push(`${path}: HTTP ${file.status()}`);
      return;
    }
    const response = await tab.goto(path);
    if (response?.status() !== 200) broken.push(`${path}: HTTP ${response?.status()}`);
    // Every page has a level-one heading once it has rendered (the not-found page too).
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    if ((await tab.getByRole('heading', { name: 'Oops!' }).count()) > 0)
      broken.push(`${path}: not found page`);
    // Every Radix class on the page is in the stylesheets it loaded [issue 27].
    const unstyledClasses = await unstyledRadixClasses(tab);
    if (unstyledClasses.length > 0) broken.push(`${path}: unstyled ${unstyledClasses.join(' ')}`);
    if (LEAVES.some((leaf) => leaf.test(path))) return;
    for (const link of await sameSiteLinks(tab)) {
      if (!seen.has(link) && seen.size < LIMIT) {
        seen.add(link);
        queue.push(link);
      }
    }
  };
  await Promise.all(
    tabs.map(async (tab) => {
      // A tab waits while others may still find links, and stops once the queue stays empty.
      for (let idle = 0; idle < 50; ) {
        const path = queue.shift();
        if (path === undefined) {
          idle += 1;
          await tab.waitForTimeout(100);
          continue;
        }
        idle = 0;
        await visit(tab, path);
      }
    }),
  );
  expect(broken).toEqual([]);
  // The crawl really walked the site: programme, people, venues and about pages.
  for (const prefix of ['/workshops/', '/shows/', '/people/', '/venues/', '/about/']) {
    expect(
      [...seen].some((path) => path.startsWith(prefix)),
      `found a page under ${prefix}`,
    ).toBe(true);
  }
});

const PUBLIC_PAGES = [
  '/',
  '/workshops',
  '/shows',
  '/people',
  '/venues',
  '/directory?q=improv',
  '/donate',
  '/login',
  '/signup',
  '/about/code-of-conduct',
  '/favourites',
  '/changes',
  '/workshops?view=grid',
];

for (const [appearance, width] of [
  ['light', 1280],
  ['dark', 1280],
  ['light', 390],
  ['dark', 390],
] as const) {
  test(`public pages pass axe with WCAG 2.2 AA in the ${appearance} theme at ${width} px [issue 28]`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), appearance);
    // One page of each kind that the lists link to, as well as the lists themselves.
    const firstActivityOf = async (list: string) => {
      await page.goto(list);
      return page.getByTestId('activity-card').first().getByRole('link').first().getAttribute('href');
    };
    const workshop = await firstActivityOf('/workshops');
    const show = await firstActivityOf('/shows');
    await page.goto('/people');
    const person = await page
      .getByRole('list', { name: 'Presenters' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto('/venues');
    const venue = await page.getByRole('main').getByRole('link', { name: /./ }).first().getAttribute('href');
    const pages = [...PUBLIC_PAGES, workshop, show, person, venue].filter((path): path is string =>
      Boolean(path),
    );
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await (await axeScan(page))
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const violation of results.violations) {
        problems.push(
          `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}
