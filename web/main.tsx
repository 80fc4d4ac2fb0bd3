import './lib/radix-themes.css';
import './styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installZodMessages } from '#core/validation/error-map';
import { ConfirmProvider } from './components/confirm-dialog';
import { ProblemToasts, ToastProvider } from './components/toasts';
import { createApolloClient } from './lib/apollo';
import { createCredentialsLink, createErrorLink } from './lib/apollo-errors';
import { createAuthLink, forgetRefusedCredentials } from './lib/auth';
import { installChunkReload } from './lib/chunk-reload';
import { ROUTER_OPTIONS } from './lib/router-options';
import { ThemeProvider } from './lib/theme';
import { routeTree } from './routeTree.gen';

installZodMessages();
installChunkReload();

// Failures no screen handles become one toast; refused credentials log the person out once.
const apollo = createApolloClient([
  createErrorLink(),
  createCredentialsLink(() => forgetRefusedCredentials(apollo)),
  createAuthLink(),
]);

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
          <ProblemToasts />
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
