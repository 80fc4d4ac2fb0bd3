import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { readCredentials } from './auth';
import { cableUrl, createCableConsumer, createCableLink } from './cable-link';
import { possibleTypes } from './possible-types.gen';

/** Extra links (auth headers, CSRF) are put in front of the HTTP link by the auth feature. */
export function createApolloClient(links: ApolloLink[] = []) {
  // Failed queries retry 3 times, waiting 1 s and doubling up to 30 s (spec §9). A mutation never
  // does: it is not idempotent (a retried save may apply twice) and a refusal will not change, so
  // its failure is reported at once (issue 25 item 7). Nor does a refusal of a query (4xx).
  const retry = new RetryLink({
    delay: { initial: 1000, max: 30_000, jitter: false },
    attempts: {
      max: 4,
      retryIf: (error, operation) =>
        Boolean(error) &&
        !('result' in (error as object)) &&
        !isRefusal(error) &&
        operationType(operation) !== OperationTypeNode.MUTATION,
    },
  });
  // Subscriptions go over the Action Cable channel; everything else over HTTP [AP-4].
  const cable = createCableLink(createCableConsumer({ url: () => cableUrl(readCredentials()) }));
  const http = ApolloLink.from([...links, retry, new HttpLink({ uri: '/graphql' })]);
  const isSubscription = (operation: ApolloLink.Operation) =>
    operationType(operation) === OperationTypeNode.SUBSCRIPTION;
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, cable, http),
    cache: createCache(),
  });
}

/** The cache, alike in the browser and on the server, so a server-filled cache restores as it was. */
export const createCache = () => new InMemoryCache({ possibleTypes });

function operationType({ query }: ApolloLink.Operation): OperationTypeNode | null {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' ? definition.operation : null;
}

/** An answer with a 4xx status other than timeout (408) and too many requests (429). */
function isRefusal(error: unknown): boolean {
  const status = ServerError.is(error) ? error.statusCode : null;
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export type AppApolloClient = ReturnType<typeof createApolloClient>;
