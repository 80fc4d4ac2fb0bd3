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

/** The head's meta tags by name or property, and its canonical link. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    if (match[1] && !tags.has(match[1])) tags.set(match[1], match[2] ?? '');
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const descriptions = head.match(/<meta name="description"/g)?.length ?? 0;
  return { tags, canonical, descriptions };
}

test('each public page kind carries a description, canonical URL, Open Graph and Twitter card [issue 27]', async ({
  request,
  baseURL,
}) => {
  const workshops = await firstHtml(request, '/workshops');
  const activityPath = firstLink(workshops.html, /\/workshops\/[a-z0-9-]+/).href;
  const people = await firstHtml(request, '/people');
  const personPath = /href="(\/people\/\d+)"/.exec(people.html)?.[1] ?? '';
  const paths = [
    '/',
    '/workshops',
    '/shows',
    activityPath,
    '/people',
    personPath,
    '/venues',
    '/venues/1',
    '/about/about',
  ];
  for (const path of paths) {
    const page = await firstHtml(request, path);
    const { tags, canonical, descriptions } = headTags(page.html);
    expect(descriptions, `${path}: one description`).toBe(1);
    expect(tags.get('description')?.length, path).toBeGreaterThan(20);
    expect(canonical, path).toBe(`${baseURL}${path === '/' ? '/' : path}`);
    expect(tags.get('og:url'), path).toBe(canonical);
    expect(tags.get('og:title'), path).toBe(page.title);
    expect(tags.get('og:description'), path).toBe(tags.get('description'));
    expect(tags.get('twitter:card'), path).toMatch(/^summary/);
  }

  // An activity's preview: its picture, name and dates.
  const activity = await firstHtml(request, activityPath);
  const { tags } = headTags(activity.html);
  expect(tags.get('og:image')).toMatch(new RegExp(`^${baseURL}/uploads/.+`));
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  expect(tags.get('og:title')).toBe(activity.title);
  expect(tags.get('description')).toMatch(
    /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ 2027/,
  );
  const picture = await request.get(tags.get('og:image') ?? '');
  expect(picture.status()).toBe(200);
});

test('activity pages carry schema.org Event data for each session [issue 27]', async ({
  request,
  baseURL,
}) => {
  const workshops = await firstHtml(request, '/workshops');
  const activityPath = firstLink(workshops.html, /\/workshops\/[a-z0-9-]+/).href;
  const activity = await firstHtml(request, activityPath);
  const events = [...activity.html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event['@context']).toBe('https://schema.org');
    expect(event['@type']).toBe('Event');
    expect(event.name).toBe(activity.title.replace(` · ${FESTIVAL_TITLE}`, ''));
    expect(event.startDate).toMatch(/^2027-\d{2}-\d{2}T\d{2}:\d{2}:00\+1[23]:00$/);
    expect(event.endDate).toMatch(/^2027-\d{2}-\d{2}T\d{2}:\d{2}:00\+1[23]:00$/);
    expect(event.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
    expect(event.location).toMatchObject({ '@type': 'Place', name: expect.any(String) });
    expect(event.performer).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Person' })]));
    expect(event.url).toBe(`${baseURL}${activityPath}`);
  }
});

test('sitemap.xml lists the public pages and robots.txt points to it [issue 27]', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/workshops', '/shows', '/people', '/venues', '/about/code-of-conduct']) {
    expect(locations).toContain(`${baseURL}${path}`);
  }
  const workshops = await firstHtml(request, '/workshops');
  expect(locations).toContain(`${baseURL}${firstLink(workshops.html, /\/workshops\/[a-z0-9-]+/).href}`);
  expect(locations.some((location) => /\/people\/\d+$/.test(location ?? ''))).toBe(true);
  expect(locations.some((location) => /\/venues\/\d+$/.test(location ?? ''))).toBe(true);
  expect(locations.some((location) => /admin|login|register/.test(location ?? ''))).toBe(false);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toMatch(/Disallow: \/admin/);
});
