import type { APIRequestContext } from '@playwright/test';
import { expect, FESTIVAL_TITLE, test } from './fixtures';

/**
 * Public pages come rendered by the server [issue 27]: the first HTML, before any script, carries
 * the page's content, its status and its title; the browser then hydrates it without a mismatch
 * and without asking again for what the HTML carried.
 */

/** The page's HTML as a client without JavaScript gets it. */
async function firstHtml(request: APIRequestContext, path: string, cookie?: string) {
  const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  // The visible text of the rendered app, without the hydration data that follows it.
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const text = root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { status: response.status(), html, title, text };
}

/** The first link to a page of this kind in the HTML (the demo festival's records, found not assumed). */
function firstLink(html: string, pattern: RegExp): { href: string; label: string } {
  const match = new RegExp(`<a[^>]*href="(${pattern.source})"[^>]*>([^<]+)</a>`).exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`No link like ${pattern}`);
  return { href: match[1], label: match[2] };
}

test('the first HTML of every public page kind carries its content, status and title [issue 27]', async ({
  request,
}) => {
  const home = await firstHtml(request, '/');
  expect(home.status).toBe(200);
  expect(home.title).toBe(FESTIVAL_TITLE);
  expect(home.text).toContain('New Zealand Improv Festival');
  expect(home.text).toContain('Coming up');

  const workshops = await firstHtml(request, '/workshops');
  expect(workshops.status).toBe(200);
  expect(workshops.title).toBe(`Workshops · ${FESTIVAL_TITLE}`);
  // Names, times and venues of the programme, not placeholders.
  expect(workshops.text).toMatch(/\d{1,2}:\d{2}(AM|PM)/);
  const workshop = firstLink(workshops.html, /\/workshops\/[a-z0-9-]+/);
  expect(workshops.text).toContain(workshop.label);

  const shows = await firstHtml(request, '/shows');
  expect(shows.status).toBe(200);
  expect(shows.title).toBe(`Shows · ${FESTIVAL_TITLE}`);
  const show = firstLink(shows.html, /\/shows\/[a-z0-9-]+/);
  expect(shows.text).toContain(show.label);

  const activity = await firstHtml(request, workshop.href);
  expect(activity.status).toBe(200);
  expect(activity.title).toBe(`${workshop.label} · ${FESTIVAL_TITLE}`);
  expect(activity.html).toMatch(new RegExp(`<h1[^>]*>${workshop.label}</h1>`));

  const people = await firstHtml(request, '/people');
  expect(people.status).toBe(200);
  expect(people.title).toBe('People');
  const personHref = /href="(\/people\/\d+)"/.exec(people.html)?.[1] ?? '';
  const personPage = await firstHtml(request, personHref);
  expect(personPage.status).toBe(200);
  expect(personPage.title).toMatch(new RegExp(` · ${FESTIVAL_TITLE}$`));
  const name = personPage.title.replace(` · ${FESTIVAL_TITLE}`, '');
  expect(name.length).toBeGreaterThan(0);
  expect(people.text).toContain(name);
  expect(personPage.text).toContain(name);

  const venues = await firstHtml(request, '/venues');
  expect(venues.status).toBe(200);
  expect(venues.title).toBe(`Venues · ${FESTIVAL_TITLE}`);
  const venueHref = /href="(\/venues\/\d+)"/.exec(venues.html)?.[1] ?? '';
  const venue = await firstHtml(request, venueHref);
  expect(venue.status).toBe(200);
  expect(venue.title).toMatch(new RegExp(`· ${FESTIVAL_TITLE}$`));
  expect(venue.text).toContain(venue.title.replace(` · ${FESTIVAL_TITLE}`, ''));

  const about = await firstHtml(request, '/about/code-of-conduct');
  expect(about.status).toBe(200);
  expect(about.title).toBe(`Code of conduct · ${FESTIVAL_TITLE}`);
  expect(about.text.length).toBeGreaterThan(500);

  // Not found is said with the status as well as the page [NF-1].
  for (const path of [
    '/workshops/no-such-workshop',
    '/people/999999',
    '/venues/999999',
    '/about/nothing',
    '/nope',
  ]) {
    const missing = await firstHtml(request, path);
    expect(missing.status, path).toBe(404);
    expect(missing.text, path).toContain('Sorry, we couldn’t find that page.');
  }
});

test('the first HTML is in the theme and place names the visitor chose [issue 27] [LF-2] [LF-4]', async ({
  request,
}) => {
  const light = await firstHtml(request, '/people');
  expect(light.html).toMatch(/<html class="light"/);
  expect(light.html).toContain('radix-themes light');
  expect(light.text).toContain('Te Whanganui-a-Tara');

  const dark = await firstHtml(request, '/people', 'theme=dark; showTraditionalNames=false');
  expect(dark.html).toMatch(/<html class="dark"/);
  expect(dark.html).toContain('radix-themes dark');
  expect(dark.text).not.toContain('Te Whanganui-a-Tara');
  expect(dark.text).toContain('Wellington');
});

test('the server-rendering bundle is not served as files [issue 27]', async ({ request }) => {
  const response = await request.get('/ssr/entry-server.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('renderPage');
});

test.describe('hydration', () => {
  const pages = ['/', '/workshops', '/shows', '/people', '/venues', '/about/about'];

  test('public pages hydrate with no warning and no request for what the HTML carried [issue 27]', async ({
    page,
    request,
  }) => {
    const workshops = await firstHtml(request, '/workshops');
    const people = await firstHtml(request, '/people');
    const paths = [
      ...pages,
      firstLink(workshops.html, /\/workshops\/[a-z0-9-]+/).href,
      /href="(\/people\/\d+)"/.exec(people.html)?.[1] ?? '/people',
    ];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const graphql: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/graphql')) graphql.push(`${page.url()}: ${sent.postData()?.slice(0, 60)}`);
    });
    for (const path of paths) {
      // The fixture's goto waits until the app is live, i.e. hydrated.
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      // The rendered content stayed (no client re-render from scratch replaced it).
      await expect(page.locator('#root h1').first()).toBeVisible();
    }
    expect(warnings).toEqual([]);
    expect(graphql).toEqual([]);
  });

  test('the app is live after hydrating: the theme toggles and survives a reload [issue 27] [LF-2]', async ({
    page,
  }) => {
    await page.goto('/workshops');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
    // A client-side navigation still works from a hydrated page.
    await page.getByRole('navigation').getByRole('link', { name: 'People', exact: true }).click();
    await expect(page).toHaveTitle('People');
    await page.reload();
    // The server rendered it dark this time (from the cookie), before any script.
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
