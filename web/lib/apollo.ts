import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { readCredentials } from './auth';
import { cableUrl, createCableConsumer, createCableLink } from './cable-link';
import { possibleTypes } from './possible-types.gen';

/** Extra links (auth headers, CSRF) are put in front of the HTTP link by the auth feature. */
export function createApolloClient(links: ApolloLink[] = []) {
  // Network failures retry 3 times, waiting 1 s and doubling up to 30 s (spec §9).
  const retry = new RetryLink({
    delay: { initial: 1000, max: 30_000, jitter: false },
    attempts: { max: 4, retryIf: (error) => Boolean(error) && !('result' in (error as object)) },
  });
  // Subscriptions go over the Action Cable channel; everything else over HTTP [AP-4].
  const cable = createCableLink(createCableConsumer({ url: () => cableUrl(readCredentials()) }));
  const http = ApolloLink.from([...links, retry, new HttpLink({ uri: '/graphql' })]);
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return (
      definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION
    );
  };
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, cable, http),
    cache: new InMemoryCache({ possibleTypes }),
  });
}

export type AppApolloClient = ReturnType<typeof createApolloClient>;
