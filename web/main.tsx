import './lib/radix-themes.css';
import './styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installZodMessages } from '#core/validation/error-map';
import { ConfirmProvider } from './components/confirm-dialog';
import { ToastProvider } from './components/toasts';
import { createApolloClient } from './lib/apollo';
import { createAuthLink } from './lib/auth';
import { installChunkReload } from './lib/chunk-reload';
import { ROUTER_OPTIONS } from './lib/router-options';
import { ThemeProvider } from './lib/theme';
import { routeTree } from './routeTree.gen';

installZodMessages();
installChunkReload();

const apollo = createApolloClient([createAuthLink()]);

const router = createRouter({
  routeTree,
  context: { apollo },
  ...ROUTER_OPTIONS,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <ThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
