/**
 * The routes rendered on the server (issue 27, docs/decisions/019), by route id; everything else
 * (signed-in, admin, forms) stays client-rendered. The server renders these (server/render/page-render.ts);
 * the browser loads the rest of the app's stylesheet before showing any other route (web/lib/app-styles.ts).
 */
export const SERVER_RENDERED_ROUTES = [
  '/',
  '/$activityType/',
  '/$activityType/$slug',
  '/people/',
  '/people/$id',
  '/venues/',
  '/venues/$id',
  '/about/$slug',
] as const;
