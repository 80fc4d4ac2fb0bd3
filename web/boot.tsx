import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installZodMessages } from '#core/validation/error-map';
import { App, createAppRouter } from './app';
import { createApolloClient } from './lib/apollo';
import { createCredentialsLink, createErrorLink } from './lib/apollo-errors';
import { CurrentUserQuery, createAuthLink, forgetRefusedCredentials, readCredentials } from './lib/auth';
import { readServerState, type ServerState } from './lib/server-state';

/**
 * The app itself, loaded by web/main.tsx: at once on a client-rendered page; on a server-rendered
 * one at the visitor's first interaction, or after load for a visitor with personal state
 * (docs/decisions/019).
 */
installZodMessages();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const serverState = readServerState();

function createClients(origin: string) {
  // Failures no screen handles become one toast; refused credentials log the person out once.
  const apollo = createApolloClient([
    createErrorLink(),
    createCredentialsLink(() => forgetRefusedCredentials(apollo)),
    createAuthLink(),
  ]);
  return { apollo, router: createAppRouter(apollo, origin) };
}

/**
 * A route chunk that fails to load (an older deploy's page) makes React retry the render in one go
 * and call that recoverable; the chunk reload and the route's error view already deal with it
 * [RT-18]. Anything else is reported as React would.
 */
function reportUnlessChunkFailure(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined;
  const message = cause instanceof Error ? cause.message : '';
  if (/dynamically imported module|Importing a module script failed/i.test(message)) return;
  window.reportError(error);
}

/** Resolves in a new task of the event loop, after the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Asks React to hydrate the part of the page holding `target` next, ahead of the rest (a tap held
 * before the app was live waits for it). React's own hook; not in its type declarations.
 */
export type HydrateFirst = (target: Element) => void;

/** Called once the app is live (controls respond), after the page is marked so for browser tests. */
let onReady: ((hydrateFirst: HydrateFirst) => void) | undefined;
let hydrateFirst: HydrateFirst = () => {};

/** Says the app is live: browser tests wait for it after each page load; held taps replay. */
function markReady() {
  document.documentElement.dataset.app = 'ready';
  onReady?.(hydrateFirst);
}

/**
 * A page the server rendered (docs/decisions/019): its Apollo cache comes with it, so the loaders
 * run again from the cache alone (network-only reads too, until hydrated) and the first render is
 * the server's. The router has then resolved this location and does not load it again. Each step
 * is its own task (the browser may paint, scroll or take a tap in between): on a slow phone, one
 * task from the script's start to hydration would block the page for a second or more.
 */
async function hydrate(container: HTMLElement, state: ServerState) {
  // Evaluating the app's modules is one task already; making the clients is the next.
  await nextTask();
  const { apollo, router } = createClients(state.origin);
  await nextTask();
  apollo.cache.restore(state.apollo as Parameters<typeof apollo.cache.restore>[0]);
  // The server rendered for nobody in particular; without credentials that is who this is.
  if (!readCredentials()) apollo.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
  apollo.prioritizeCacheValues = true;
  // Tells the router the page came from the server, so it renders the tree the server did (no
  // Suspense boundaries of its own around the root match), as its own hydration would.
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  await nextTask();
  // Once the hydrated page's queries have subscribed to the cache, reads go to the network again.
  const hydrated = () => {
    apollo.prioritizeCacheValues = false;
    markReady();
  };
  // As a transition, hydration works in slices of a few milliseconds and lets the browser in
  // between (the page is already painted and readable), instead of one long task that blocks
  // scrolling and taps; clicks that arrive meanwhile are replayed once their part is hydrated.
  startTransition(() => {
    const hydrating = hydrateRoot(
      container,
      <App apollo={apollo} router={router} preferences={state.preferences} onMounted={hydrated} />,
      { onRecoverableError: reportUnlessChunkFailure },
    ) as ReturnType<typeof hydrateRoot> & { unstable_scheduleHydration?: HydrateFirst };
    hydrateFirst = (target) => hydrating.unstable_scheduleHydration?.(target);
  });
}

/** Starts the app: hydrates a server-rendered page, renders any other. */
export function startApp(options: { onReady?: (hydrateFirst: HydrateFirst) => void } = {}) {
  onReady = options.onReady;
  if (serverState && root?.firstElementChild) void hydrate(root, serverState);
  else if (root) {
    const { apollo, router } = createClients(serverState?.origin ?? window.location.origin);
    createRoot(root).render(<App apollo={apollo} router={router} preferences={null} onMounted={markReady} />);
  }
}
