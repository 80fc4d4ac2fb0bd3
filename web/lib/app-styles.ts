import { SERVER_RENDERED_ROUTES } from '#core/seo/server-rendered-routes';

/**
 * The page's own stylesheet (web/main.tsx) has only what the server-rendered public pages can show
 * (issue 27, docs/decisions/019). Any other route (signed in, admin, forms) needs the app's whole
 * sheet, loaded before it renders: the root route's beforeLoad awaits this for every match that is
 * not a public page. Once loaded it stays.
 */
const PUBLIC_ROUTES = new Set<string>(['__root__', ...SERVER_RENDERED_ROUTES]);

let loading: Promise<unknown> | undefined;

export function needsAppStyles(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => !PUBLIC_ROUTES.has(id));
}

export function loadAppStyles(): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  loading ??= import('./app-stylesheet').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
