import type { ApolloClient } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { useQuery } from '@apollo/client/react';
import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { hasAnyPermission, hasPermission, type Permission } from '#core/people/permissions';
import type { CurrentUserQuery as CurrentUserResult } from '#web/graphql/graphql';
import { graphql } from '#web/graphql/index';
import { LOGGED_OUT, reportAppProblem } from './apollo-errors';
import { clearFavourites } from './favourites-storage';
import { CREDENTIALS_KEY, type Credentials, readCredentials } from './stored-credentials';

export { CREDENTIALS_KEY, type Credentials, readCredentials } from './stored-credentials';

export type CurrentUser = NonNullable<CurrentUserResult['currentUser']>;

/** The signed-in user as the whole app reads it; a log-in writes the same fields into the cache. */
export const CurrentUserFieldsFragment = graphql(`
  fragment CurrentUserFields on User {
    id
    email
    permissions
    profile {
      id
      name
      picture {
        id
        small
      }
    }
  }
`);

/** What completeLogIn needs from a log-in, sign-up or password reset. */
export const AuthPayloadFieldsFragment = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    user { ...CurrentUserFields }
    credentials { accessToken client uid }
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser { ...CurrentUserFields }
  }
`);

/** Log-in and sign-up, for the auth pages and the registration's "about you" step. */
export const LogInMutation = graphql(`
  mutation LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($name: String!, $email: String!, $password: String!, $passwordConfirmation: String!) {
    signUp(name: $name, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { path message } }
      ... on AuthPayload { ...AuthPayloadFields }
    }
  }
`);

const LogOutMutation = graphql(`
  mutation LogOut {
    logOut {
      user {
        id
      }
    }
  }
`);

export function saveCredentials(credentials: Credentials, storage: Pick<Storage, 'setItem'> = localStorage) {
  const { accessToken, client, uid } = credentials;
  storage.setItem(CREDENTIALS_KEY, JSON.stringify({ accessToken, client, uid }));
}

export function clearCredentials(storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(CREDENTIALS_KEY);
}

/** The page's CSRF token, when the server filled the meta tag in (not in the Vite dev server). */
export function csrfToken(doc: Pick<Document, 'querySelector'> = document): string | null {
  const value = doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return value && value !== '%CSRF_TOKEN%' ? value : null;
}

/** Headers for any request to our server: credentials [AP-3] and the CSRF token [AP-2]. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const credentials = readCredentials();
  if (credentials) {
    headers['access-token'] = credentials.accessToken;
    headers.client = credentials.client;
    headers.uid = credentials.uid;
  }
  const token = csrfToken();
  if (token) headers['X-CSRF-Token'] = token;
  return headers;
}

/** Put in front of the HTTP link: adds the credential and CSRF headers to every operation. */
export function createAuthLink() {
  return new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), ...requestHeaders() },
  }));
}

type Client = ApolloClient;

/**
 * Options for mutations whose results are unions with `Error` members. The cache is not told which
 * types implement `Error` (no possibleTypes for it), so it would drop `... on Error { message }`;
 * read such results straight from the network and refetch what they change instead.
 */
export const UNCACHED_RESULT = { fetchPolicy: 'no-cache' } as const;

/** Mutation options for staff edits: an uncached result, resolved once the named queries are fetched again. */
export const refetchAfter = (...queryNames: string[]) => ({
  ...UNCACHED_RESULT,
  refetchQueries: queryNames,
  awaitRefetchQueries: true,
});

/** The logged-in user (from the cache when known), or null. For route guards. */
export async function getCurrentUser(apollo: Client): Promise<CurrentUser | null> {
  if (!readCredentials()) return null;
  try {
    const { data } = await apollo.query({ query: CurrentUserQuery });
    return data?.currentUser ?? null;
  } catch {
    return null;
  }
}

/** After logging in, signing up or resetting: keep the credentials and show the user at once [AU-1]. */
export function completeLogIn(apollo: Client, result: { credentials: Credentials; user: CurrentUser }) {
  saveCredentials(result.credentials);
  apollo.writeQuery({ query: CurrentUserQuery, data: { currentUser: result.user } });
}

/** Revokes this device's credentials on the server, then forgets them and every cached result [AU-2]. */
export async function logOut(apollo: Client): Promise<void> {
  if (readCredentials()) {
    try {
      await apollo.mutate({ mutation: LogOutMutation });
    } catch {
      // Already expired or offline: forgetting them locally is what matters.
    }
  }
  clearCredentials();
  // The browser's stars mirrored this account: the next person on this device starts afresh [issue 28].
  clearFavourites();
  await apollo.clearStore();
}

/**
 * The server refused the stored credentials (expired, or logged out elsewhere): forget them, show
 * the person as logged out, and say so once. Guarded pages then send them to log in.
 */
export function forgetRefusedCredentials(apollo: Client) {
  if (!readCredentials()) return;
  clearCredentials();
  apollo.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
  reportAppProblem(LOGGED_OUT);
}

/** The auth context of the spec: the user (null when logged out) and whether it is still loading. */
export function useAuth(): { user: CurrentUser | null; loading: boolean } {
  const { data, loading } = useQuery(CurrentUserQuery);
  return { user: data?.currentUser ?? null, loading };
}

export function useHasPermission(permission: Permission): boolean {
  const { user } = useAuth();
  return hasPermission(user, permission);
}

/**
 * Shows its children only to holders of the permission (or of any one of a list); others see
 * 'Not allowed' [ER-3].
 */
export function PermissionGuard({
  permission,
  children,
}: {
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (!hasAnyPermission(user, permission)) {
    return (
      <Text as="p" color="gray" role="alert">
        Not allowed
      </Text>
    );
  }
  return <>{children}</>;
}
