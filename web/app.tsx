import { ApolloProvider } from '@apollo/client/react';
import { createRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { ConfirmProvider } from './components/confirm-dialog';
import { ProblemToasts, ToastProvider } from './components/toasts';
import type { AppApolloClient } from './lib/apollo';
import { InitialPreferencesProvider, type Preferences } from './lib/preferences';
import { ROUTER_OPTIONS } from './lib/router-options';
import { ThemeProvider } from './lib/theme';
import { routeTree } from './routeTree.gen';

/** One router per page in the browser, one per request on the server (web/entry-server.tsx). */
export function createAppRouter(apollo: AppApolloClient, origin: string, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { apollo, origin },
    ...ROUTER_OPTIONS,
    scrollRestoration: true,
    // On the server: no scroll-restoration script (an inline script the CSP would refuse, left in
    // the page it would then not match the hydrating render).
    ...(history ? { history, isServer: true, scrollRestoration: false } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The whole app, the same in the browser and on the server, so hydration finds what it rendered. */
export function App({
  apollo,
  router,
  preferences,
  onMounted,
}: {
  apollo: AppApolloClient;
  router: AppRouter;
  /** What the first render uses: the server's cookies (and so the hydrating browser); null reads storage. */
  preferences: Preferences | null;
  /** Runs once the first render's effects have run (a parent's effects follow its children's). */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <ApolloProvider client={apollo}>
        <InitialPreferencesProvider value={preferences}>
          <ThemeProvider>
            <ToastProvider>
              <ProblemToasts />
              <ConfirmProvider>
                <RouterProvider router={router} />
              </ConfirmProvider>
            </ToastProvider>
          </ThemeProvider>
        </InitialPreferencesProvider>
      </ApolloProvider>
    </StrictMode>
  );
}
