import { activityTypeFromUrl } from '#core/activities/activity-types';
import { isRecordId } from '#core/validation/ids';

/**
 * Which paths the web app has a page for, so the server can answer every other path with
 * HTTP 404 (still sending the app's page, which shows its "not found" view). The patterns come
 * from TanStack Router's generated route tree (`routes.json`, written at build time by
 * scripts/vite-delivery.ts); records named by a URL (an activity, a page, a person, a venue) are
 * looked up through the public GraphQL API, so "exists" means exactly what the page will show.
 */

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

interface CompiledRoute {
  pattern: string;
  segments: string[];
  /** Literal segments count most, then params; a splat least. */
  specificity: number;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

function compile(pattern: string): CompiledRoute {
  const segments = trimSlashes(pattern) === '' ? [] : trimSlashes(pattern).split('/');
  const specificity = segments.reduce(
    (sum, segment) => sum + (segment === '$' ? 0 : segment.startsWith('$') ? 1 : 100),
    0,
  );
  return { pattern, segments, specificity };
}

function matchOne(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    if (segment === '$') {
      params._splat = parts.slice(index).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith('$')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return parts.length === route.segments.length ? params : null;
}

/** Every route the path fits, most specific first. */
export function createRouteTable(patterns: readonly string[]) {
  const routes = patterns.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (pathname: string): RouteMatch[] => {
    let parts: string[];
    try {
      parts = trimSlashes(pathname)
        .split('/')
        .filter((part) => part !== '')
        .map(decodeURIComponent);
    } catch {
      return [];
    }
    const matches: RouteMatch[] = [];
    for (const route of routes) {
      const params = matchOne(route, parts);
      if (params) matches.push({ pattern: route.pattern, params });
    }
    return matches;
  };
}

/** Runs a public GraphQL query as an anonymous visitor and returns its data. */
export type AskGraphql = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, { __typename?: string } | null> | null | undefined>;

const exists = async (
  ask: AskGraphql,
  field: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<boolean> => {
  const data = await ask(query, variables);
  const typename = data?.[field]?.__typename;
  return typeof typename === 'string' && typename !== 'NotFoundError';
};

/** Records a public page is about; routes not listed need no lookup. */
const RECORD_CHECKS: Record<string, (params: Record<string, string>, ask: AskGraphql) => Promise<boolean>> = {
  '/$activityType/$slug': (params, ask) =>
    exists(
      ask,
      'activity',
      'query($type: ActivityType!, $slug: String!) { activity(type: $type, slug: $slug) { __typename } }',
      {
        type: activityTypeFromUrl(params.activityType ?? ''),
        slug: params.slug,
      },
    ),
  '/about/$slug': (params, ask) =>
    exists(ask, 'page', 'query($slug: String!) { page(slug: $slug) { __typename } }', { slug: params.slug }),
  '/people/$id': async (params, ask) =>
    isRecordId(params.id) &&
    exists(ask, 'person', 'query($id: ID!) { person(id: $id) { __typename } }', { id: params.id }),
  '/venues/$id': async (params, ask) =>
    isRecordId(params.id) &&
    exists(ask, 'venue', 'query($id: ID!) { venue(id: $id) { __typename } }', { id: params.id }),
};

/**
 * Whether the web app has a page at `pathname`: the most specific route whose parameters are
 * valid decides (an activity type must be one of the four URL segments; a named record must exist).
 */
export function createPageExists(patterns: readonly string[], ask: AskGraphql) {
  const match = createRouteTable(patterns);
  return async (pathname: string): Promise<boolean> => {
    for (const candidate of match(pathname)) {
      const { activityType } = candidate.params;
      if (activityType !== undefined && activityTypeFromUrl(activityType) === null) continue;
      const check = RECORD_CHECKS[candidate.pattern.replace(/\/$/, '')];
      return check ? check(candidate.params, ask) : true;
    }
    return false;
  };
}
