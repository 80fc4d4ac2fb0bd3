/** Router timings from the spec (§9) [AP-14]: preloading, pending states and loader cache life. */
export const ROUTER_OPTIONS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60 * 1000,
  defaultPreloadStaleTime: 0,
} as const;
