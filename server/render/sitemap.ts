import { activityTypeToUrl, PUBLIC_PROGRAMME_TYPES } from '#core/activities/index';
import { ABOUT_PAGES } from '#core/content/page-input';
import type { ExecuteOperation } from './page-render';

/**
 * `/sitemap.xml` and `/robots.txt` (issue 27): every public page of the current festival for
 * search engines, read through the public schema as an anonymous visitor, so a page is listed
 * exactly when it exists.
 */

const SITEMAP_QUERY = `query Sitemap {
  festival {
    id
    workshops: activities(type: Workshop) { type slug }
    shows: activities(type: Show) { type slug }
  }
  people { id }
  venues { id }
}`;

interface SitemapData {
  festival: {
    workshops: Array<{ type: string; slug: string }>;
    shows: Array<{ type: string; slug: string }>;
  } | null;
  people: Array<{ id: string }>;
  venues: Array<{ id: string }>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The public paths of the site, the programme first. */
export async function publicPaths(execute: ExecuteOperation): Promise<string[]> {
  const result = await execute(SITEMAP_QUERY, {}, 'Sitemap');
  if (result.errors?.length) throw new Error(`Sitemap query failed: ${result.errors[0]?.message}`);
  const data = result.data as unknown as SitemapData;
  const activities = [...(data.festival?.workshops ?? []), ...(data.festival?.shows ?? [])];
  return [
    '/',
    ...PUBLIC_PROGRAMME_TYPES.map((type) => `/${activityTypeToUrl(type)}`),
    ...activities.map(
      (activity) =>
        `/${activityTypeToUrl(activity.type as Parameters<typeof activityTypeToUrl>[0])}/${encodeURIComponent(activity.slug)}`,
    ),
    '/people',
    ...data.people.map((person) => `/people/${person.id}`),
    '/venues',
    ...data.venues.map((venue) => `/venues/${venue.id}`),
    ...ABOUT_PAGES.map((page) => `/about/${page.slug}`),
  ];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Public pages may be crawled; accounts, staff pages and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /my/',
    'Disallow: /register',
    'Disallow: /profile',
    'Disallow: /calendar',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /forgot',
    'Disallow: /reset_password',
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
