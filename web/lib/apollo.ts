import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';

/** Extra links (auth headers, CSRF) are put in front of the HTTP link by the auth feature. */
export function createApolloClient(links: ApolloLink[] = []) {
  // Network failures retry 3 times, waiting 1 s and doubling up to 30 s (spec §9).
  const retry = new RetryLink({
    delay: { initial: 1000, max: 30_000, jitter: false },
    attempts: { max: 4, retryIf: (error) => Boolean(error) && !('result' in (error as object)) },
  });
  return new ApolloClient({
    link: ApolloLink.from([...links, retry, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({
      possibleTypes: { Activity: ['Workshop', 'Show', 'SocialEvent', 'Conference'] },
    }),
  });
}

export type AppApolloClient = ReturnType<typeof createApolloClient>;
