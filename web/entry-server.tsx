import { ApolloClient, ApolloLink } from '@apollo/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { type DocumentNode, type ExecutionResult, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { App, type AppRouter, createAppRouter } from './app';
import { createCache } from './lib/apollo';
import type { Preferences } from './lib/preferences';
import { serverStateTag } from './lib/server-state';

export { preferencesFromCookies } from './lib/preferences';

/**
 * Server rendering of the public pages (docs/decisions/019): the same router, loaders and
 * components as the browser, run for one request. Built by Vite into `<dist>/ssr/` and loaded by
 * server/render/page-render.ts; the server passes in how to run a GraphQL operation.
 */

/** Runs a GraphQL operation in the server's process as an anonymous visitor. */
export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<ExecutionResult>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** `<title>`, `<meta>` and `<link>` tags for the document's head. */
      head: string;
      /** The app's HTML, for inside `#root`. */
      body: string;
      /** The JSON data block the browser hydrates from. */
      state: string;
    };

const printed = new WeakMap<DocumentNode, string>();
const printOnce = (document: DocumentNode) => {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
};

function serverApollo(execute: ExecuteOperation) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(printOnce(operation.query), operation.variables, operation.operationName).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  // ssrMode: components' own queries read the cache and never fetch while rendering.
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}

/** Leading hoistable tags React puts before a partial tree's HTML (it hoists them into the head). */
const HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

interface ServerResult {
  type: 'render' | 'redirect';
  status?: number;
  redirect?: Response;
}

export async function renderPage(options: {
  /** Path and query of the request. */
  url: string;
  preferences: Preferences;
  /** The site's public origin (PUBLIC_URL), for canonical and preview URLs. */
  origin: string;
  execute: ExecuteOperation;
}): Promise<RenderResult> {
  const apollo = serverApollo(options.execute);
  const history = createMemoryHistory({ initialEntries: [options.url] });
  const router: AppRouter = createAppRouter(apollo, options.origin, history);
  await router.load();
  const outcome = (router as unknown as { _serverResult?: ServerResult })._serverResult;
  if (outcome?.type === 'redirect' && outcome.redirect) {
    return {
      kind: 'redirect',
      status: outcome.redirect.status || 307,
      location: outcome.redirect.headers.get('location') ?? '/',
    };
  }
  const html = renderToString(<App apollo={apollo} router={router} preferences={options.preferences} />);
  const head = HEAD_TAGS.exec(html)?.[0] ?? '';
  // Who is signed in is the browser's to find out (credentials live in its storage): leave it out,
  // so the first render is the anonymous one the server made, and personal parts fill in after.
  apollo.cache.evict({ id: 'ROOT_QUERY', fieldName: 'currentUser' });
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    head,
    body: html.slice(head.length),
    state: serverStateTag({
      apollo: apollo.cache.extract() as Record<string, unknown>,
      preferences: options.preferences,
      origin: options.origin,
    }),
  };
}
