import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '#web/components/confirm-dialog';
import { ToastProvider } from '#web/components/toasts';
import { createCache } from '#web/lib/apollo';

/**
 * Renders a component as the app would at `pathname`: a router (for its links), the app's
 * Apollo cache answered by `mocks`, the theme, toasts and confirmation dialogs.
 */
export function renderInApp(component: () => ReactNode, mocks: MockedResponse[], pathname = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Theme>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </Theme>
    </MockedProvider>,
  );
}
