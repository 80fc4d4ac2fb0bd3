import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatDate, isoDateInZone } from '../core/festival/dates';
import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '../server/db/seed/data/staff';
import { axeScan, expect, test } from './fixtures';
import { api, type Credentials } from './helpers';
import { unstyledRadixClasses } from './stylesheet-classes';

/**
 * The admin area on a phone and a desktop (issue 31): every kind of admin page at 390×844 and
 * 1280×800, light and dark, without horizontal page scroll and with no axe violation; and the
 * day's tools at phone width (a roll, the check-in desk, a participant's QR card).
 */
const { graphql, logIn } = api();
// Each pass visits every admin page in one browser context: the four passes are the long tests.
test.describe.configure({ mode: 'parallel' });

const STATIC_ROUTES = [
  '/admin',
  '/admin/timetable',
  '/admin/workshops',
  '/admin/shows',
  '/admin/social-events',
  '/admin/conferences',
  '/admin/festivals',
  '/admin/venues',
  '/admin/presenters',
  '/admin/pages',
  '/admin/registrations',
  '/admin/registrations/preferences',
  '/admin/allocations',
  '/admin/allocations/all',
  '/admin/attendance',
  '/admin/check-in',
  '/admin/payments/outstanding',
  '/admin/donations',
  '/admin/people',
  '/admin/emails',
  '/admin/settings',
];

/** One page of each kind behind an id or slug, found through the API. */
async function dynamicRoutes(request: APIRequestContext, admin: Credentials): Promise<string[]> {
  const data = await graphql<{
    festival: {
      activities: Array<{ slug: string; sessions: Array<{ id: string }> }>;
      shows: Array<{ slug: string }>;
    };
    festivals: Array<{ id: string }>;
    pages: Array<{ slug: string }>;
    payments: Array<{ id: string }>;
    donations: Array<{ id: string }>;
    registrations: { items: Array<{ id: string }> };
  }>(
    request,
    `{ festival { activities(type: Workshop) { slug sessions { id } } shows: activities(type: Show) { slug } }
       festivals { id } pages { slug } payments(limit: 1) { id } donations(limit: 1) { id }
       registrations { items { id } } }`,
    {},
    admin,
  );
  const workshop = data.festival.activities.find((a) => a.sessions.length > 0);
  const session = workshop?.sessions[0]?.id;
  const registration = data.registrations.items[0]?.id;
  return [
    workshop && `/admin/workshops/${workshop.slug}`,
    workshop && `/admin/workshops/${workshop.slug}/feedback`,
    data.festival.shows[0] && `/admin/shows/${data.festival.shows[0].slug}`,
    session && `/admin/sessions/${session}`,
    data.festivals[0] && `/admin/festivals/${data.festivals[0].id}`,
    data.pages[0] && `/admin/pages/${data.pages[0].slug}`,
    data.payments[0] && `/admin/payments/${data.payments[0].id}`,
    data.donations[0] && `/admin/donations/${data.donations[0].id}`,
    registration && `/admin/registrations/${registration}`,
    registration && `/admin/registrations/${registration}/payments`,
    registration && `/admin/registrations/${registration}/workshops`,
  ].filter((path): path is string => Boolean(path));
}

async function staffPage(browser: Browser, admin: Credentials, width: number, height: number, theme: string) {
  const context = await browser.newContext({
    viewport: { width, height },
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  await context.addInitScript(
    ([credentials, appearance]) => {
      localStorage.setItem('nzif', credentials);
      localStorage.setItem('theme', appearance);
    },
    [JSON.stringify(admin), theme] as const,
  );
  return { context, page: await context.newPage() };
}

/** The page scrolls sideways: wider than the window. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every admin page at ${width}×${height} in the ${theme} theme: no sideways scroll, no axe violation [issue 31]`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(420_000);
      const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
      const routes = [...STATIC_ROUTES, ...(await dynamicRoutes(request, admin))];
      const { context, page } = await staffPage(browser, admin, width, height, theme);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      for (const path of routes) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect.soft(page.getByRole('heading').first(), `${path} has a heading`).toBeVisible();
        const overflow = await pageOverflow(page);
        if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow}px`);
        // Every Radix class on the page is in the stylesheets it loaded [issue 27].
        const unstyledClasses = await unstyledRadixClasses(page);
        if (unstyledClasses.length > 0) problems.push(`${path}: unstyled ${unstyledClasses.join(' ')}`);
        const results = await (await axeScan(page))
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        for (const violation of results.violations) {
          problems.push(
            `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}

test('at phone width staff find their page in one tap: the menu names the current group and page [issue 31]', async ({
  browser,
  request,
}) => {
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const { context, page } = await staffPage(browser, admin, 390, 844, 'light');
  await page.goto('/admin/attendance');
  const bar = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(bar).toContainText('The day › Attendance');
  // The page's heading starts within the first screen, under the header and the one-line menu.
  const heading = await page.getByRole('heading', { name: 'Attendance', level: 1 }).boundingBox();
  expect(heading?.y ?? 999).toBeLessThan(844 / 2);
  await bar.getByRole('button', { name: 'Admin pages' }).click();
  await bar.getByRole('link', { name: 'Check-in desk' }).click();
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await expect(bar).toContainText('The day › Check-in desk');
  await expect(bar.getByRole('link', { name: 'Attendance' })).toBeHidden();
  await context.close();
});

test('at phone width staff take a roll, check someone in at the desk and through their QR card [issue 31] [issue 26]', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  // participant61 onwards hold places in the demo's Clowning for Improvisers.
  const participant = await logIn(request, 'participant61@example.org', DEMO_PARTICIPANT_PASSWORD);
  const mine = await graphql<{
    currentUser: {
      checkInToken: string;
      calendar: Array<{ session: { id: string; startsAt: string; activity: { name: string } } }>;
    };
  }>(
    request,
    '{ currentUser { checkInToken calendar { session { id startsAt activity { name } } } } }',
    {},
    participant,
  );
  const token = mine.currentUser.checkInToken;
  const clowning = mine.currentUser.calendar.find(
    (entry) => entry.session.activity.name === 'Clowning for Improvisers',
  )?.session;
  if (!clowning) throw new Error('participant61 holds no place in Clowning for Improvisers');
  const day = formatDate(isoDateInZone(new Date(clowning.startsAt)));
  const [rollPerson] = (
    await graphql<{ checkInSearch: Array<{ name: string }> }>(
      request,
      'query($day: Date) { checkInSearch(search: "participant63@", day: $day) { name } }',
      { day: isoDateInZone(new Date(clowning.startsAt)) },
      admin,
    )
  ).checkInSearch;
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

  // The participant's own calendar shows the code, which opens the staff card.
  const own = await staffPage(browser, participant, 390, 844, 'light');
  await own.page.goto('/calendar');
  await expect(own.page.getByRole('img', { name: 'Your check-in QR code' })).toBeVisible();
  // Staff-only: a participant opening the card URL is not shown it.
  await own.page.goto(`/admin/check-in/${token}`);
  await expect(own.page.getByRole('heading', { name: 'Check-in card' })).toHaveCount(0);
  await own.context.close();

  const { context, page } = await staffPage(browser, admin, 390, 844, 'light');
  // A roll: tick participant63 at the door.
  await page.goto(`/admin/sessions/${clowning.id}`);
  const tick = page.getByRole('checkbox', { name: `${rollPerson?.name} is here` });
  await tick.click();
  await expect(tick).toBeChecked();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // The workshop is on a festival day, not today: staff pick its day.
  const pickDay = async () => {
    await page.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: day, exact: true }).click();
  };

  // The desk: search by email, mark present on that day.
  await page.goto('/admin/check-in');
  await pickDay();
  await page.getByLabel('Name or email').fill('participant62@example.org');
  const card = page.getByRole('article', { name: /./ }).first();
  await expect(card).toContainText('participant62@example.org');
  const mark = card.getByRole('button', { name: /^Mark present: .* at Clowning for Improvisers$/ });
  const target = await mark.boundingBox();
  expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
  await mark.click();
  await expect(card.getByText('Present', { exact: true }).first()).toBeVisible();

  // The QR card: the token (never an id) opens the participant's card; mark them present.
  await page.goto(`/admin/check-in/${token}`);
  await expect(page.getByRole('heading', { name: 'Check-in card' })).toBeVisible();
  const qrCard = page.getByRole('article');
  await expect(qrCard).toContainText('participant61@example.org');
  await pickDay();
  const markOnCard = qrCard.getByRole('button', { name: /^Mark present: .* at Clowning for Improvisers$/ });
  await expect(markOnCard).toBeVisible();
  const tap = await markOnCard.boundingBox();
  expect(tap?.height ?? 0).toBeGreaterThanOrEqual(44);
  await markOnCard.click();
  await expect(qrCard.getByText('Present', { exact: true }).first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

/**
 * Admin lists that are wide tables on a desktop; on a phone each row is a card [issue 31]. The
 * demo festival has rows in each (payments, donations and the audit log start empty, so not here).
 */
const CARD_LISTS = [
  '/admin/registrations',
  '/admin/festivals',
  '/admin/attendance',
  '/admin/people',
  '/admin/payments/outstanding',
  '/admin/workshops',
  '/admin/presenters',
  '/admin/venues',
];

/** How the page's first listing table lays out: its rows' display, widths and labels. */
const tableLayout = (page: Page) =>
  page
    .locator('table[data-cards]')
    .first()
    .evaluate((table) => {
      const rows = [...table.querySelectorAll(':scope > tbody > tr')].slice(0, 5);
      return {
        rowDisplay: rows.map((row) => getComputedStyle(row).display),
        rowRight: Math.max(...rows.map((row) => row.getBoundingClientRect().right)),
        viewport: document.documentElement.clientWidth,
        // The headings drawn beside values (the cells' ::before), and the table's own headings.
        labels: rows.flatMap((row) =>
          [...row.children]
            .map((cell) => getComputedStyle(cell, '::before').content)
            .filter((content) => content !== 'none' && content !== 'normal'),
        ),
        headings: [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? ''),
        scrollsSideways: (() => {
          const viewport = table.closest('.rt-ScrollAreaViewport');
          return viewport ? viewport.scrollWidth - viewport.clientWidth : 0;
        })(),
      };
    });

test('at phone width admin lists are cards, one per row, with each value labelled; a table again on a desktop [issue 31]', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const { context, page } = await staffPage(browser, admin, 390, 844, 'light');
  const problems: string[] = [];
  for (const path of CARD_LISTS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('table[data-cards] > tbody > tr').first(), path).toBeVisible();
    const layout = await tableLayout(page);
    if (layout.rowDisplay.some((display) => display !== 'block'))
      problems.push(`${path}: rows display ${layout.rowDisplay.join(', ')}`);
    if (layout.rowRight > layout.viewport)
      problems.push(`${path}: a card reaches ${layout.rowRight}px of ${layout.viewport}`);
    if (layout.scrollsSideways > 0)
      problems.push(`${path}: the table scrolls sideways by ${layout.scrollsSideways}`);
    // Each label is one of the table's column headings (drawn for the eye, empty for screen readers).
    const unknown = layout.labels.filter(
      (content) => !layout.headings.some((heading) => heading && content.startsWith(`"${heading}"`)),
    );
    if (layout.labels.length === 0 || unknown.length > 0)
      problems.push(`${path}: labels ${JSON.stringify(layout.labels.slice(0, 4))}`);
    if ((await pageOverflow(page)) > 0) problems.push(`${path}: the page scrolls sideways`);
    // Still a table to assistive technology: rows and their column headers.
    expect.soft(await page.getByRole('row').count(), `${path} rows`).toBeGreaterThan(1);
  }
  expect(problems).toEqual([]);

  // The same lists are tables on a desktop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/registrations');
  await expect(page.locator('table[data-cards] > tbody > tr').first()).toBeVisible();
  const desktop = await tableLayout(page);
  expect(desktop.rowDisplay[0]).toBe('table-row');
  expect(desktop.labels).toEqual([]);
  await context.close();
});

/** Everything a finger can act on in the page's content, smaller than 44×44 px (WCAG 2.5.5). */
const smallTargets = (page: Page) =>
  page.locator('.admin-content').evaluate((root) => {
    const interactive = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="checkbox"], [role="combobox"], [role="switch"], [role="radio"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const element of interactive) {
      // Radix's hidden native inputs mirror a control for forms; the control itself is measured.
      if (element.closest('[aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (e.g. a native input under its look)
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });

/** Controls that appear only while hovered: hidden or transparent until a pointer comes. */
const hoverOnly = (page: Page) =>
  page.locator('.admin-content').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, input, [role="checkbox"]')]
      .filter((element) => {
        if (element.closest('[aria-hidden="true"]')) return false;
        const style = getComputedStyle(element);
        return style.opacity === '0' || style.visibility === 'hidden';
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName),
  );

test('at phone width the roll, the check-in desk and the waitlist have 44 px targets and nothing hover-only [issue 31]', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const data = await graphql<{
    festival: {
      activities: Array<{ slug: string; name: string; sessions: Array<{ id: string; startsAt: string }> }>;
    };
  }>(
    request,
    '{ festival { activities(type: Workshop) { slug name sessions { id startsAt } } } }',
    {},
    admin,
  );
  // The demo's full workshop: a roll of 14 with staff's place actions beside each person. (The demo
  // festival is before its lottery, when nobody can be put on a waitlist: the waitlist's actions are
  // the same buttons, under the same rule.)
  const clowning = data.festival.activities.find((activity) => activity.name === 'Clowning for Improvisers');
  const session = clowning?.sessions[0];
  if (!clowning || !session) throw new Error('the demo festival has no Clowning for Improvisers session');
  const day = isoDateInZone(new Date(session.startsAt));
  const { context, page } = await staffPage(browser, admin, 390, 844, 'light');
  const problems: string[] = [];
  const check = async (path: string) => {
    await page.waitForLoadState('networkidle');
    for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
    for (const hidden of await hoverOnly(page)) problems.push(`${path}: hover-only ${hidden}`);
    if ((await pageOverflow(page)) > 0) problems.push(`${path}: the page scrolls sideways`);
  };
  try {
    // The roll: a checkbox per person, the walk-in form, the message to the class.
    await page.goto(`/admin/sessions/${session.id}`);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await check('roll');
    // The check-in desk with people found on the workshop's day.
    await page.goto('/admin/check-in');
    await page.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: formatDate(day), exact: true }).click();
    await page.getByLabel('Name or email').fill('participant6');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check('check-in desk');
    // The session's places and waitlist, with staff's actions beside each person.
    await page.goto(`/admin/workshops/${clowning.slug}/${day}`);
    await expect(page.getByRole('heading', { name: /waitlisted$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
    await check('places and waitlist');
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
});
