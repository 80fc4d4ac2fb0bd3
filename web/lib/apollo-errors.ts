import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { map } from 'rxjs';

/**
 * One place for the failures no screen can do anything about: the server could not be reached,
 * something broke on the server, a mutation was refused outright, or the stored credentials no
 * longer prove anyone. Domain refusals ("Sold out", "Too late to leave") are typed results that each
 * screen shows where they happened; everything here becomes one toast, raised by these links.
 */
export interface AppProblem {
  title: string;
  description?: string;
}

type Listener = (problem: AppProblem) => void;
const listeners = new Set<Listener>();

/** Subscribes to problems (the toast host does); returns the unsubscribe function. */
export function onAppProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const REPEAT_WINDOW_MS = 5_000;
let lastReported: { key: string; at: number } | null = null;

/** Tells every listener, once per distinct problem in a few seconds (a page of failing queries is one toast). */
export function reportAppProblem(problem: AppProblem, now = Date.now()) {
  const key = `${problem.title}\n${problem.description ?? ''}`;
  if (lastReported && lastReported.key === key && now - lastReported.at < REPEAT_WINDOW_MS) return;
  lastReported = { key, at: now };
  for (const listener of listeners) listener(problem);
}

export const OFFLINE: AppProblem = {
  title: 'We could not reach the festival’s server',
  description: 'Check your connection and try again.',
};

export const LOGGED_OUT: AppProblem = {
  title: 'You have been logged out',
  description: 'Your log-in expired or was ended on another device. Please log in again.',
};

function isMutation(operation: ApolloLink.Operation) {
  return operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
}

/** What to tell the person about a failed operation, or null when its screen handles it. */
export function describeFailure(error: unknown, operation: ApolloLink.Operation): AppProblem | null {
  if (CombinedGraphQLErrors.is(error)) {
    const internal = error.errors.find((entry) => entry.extensions?.code === 'INTERNAL');
    if (internal) {
      const requestId = internal.extensions?.requestId;
      return {
        title: 'Something went wrong on our side',
        description: requestId ? `Please try again. (Reference ${String(requestId)})` : 'Please try again.',
      };
    }
    // A query's refusal (e.g. "Not allowed" on a guarded page) is shown by the page itself.
    if (!isMutation(operation)) return null;
    return { title: 'That did not go through', description: error.errors[0]?.message };
  }
  if (ServerError.is(error)) {
    if (error.statusCode >= 500)
      return { title: 'Something went wrong on our side', description: 'Please try again.' };
    return isMutation(operation) ? { title: 'That did not go through', description: error.message } : null;
  }
  // Anything else is the network (after the retry link gave up) or an aborted request.
  if (error instanceof Error && error.name === 'AbortError') return null;
  return OFFLINE;
}

/** Reports failures no screen handles; sits in front of the retry link so it sees the last attempt. */
export function createErrorLink(report: (problem: AppProblem) => void = reportAppProblem) {
  return new ErrorLink(({ error, operation }) => {
    const problem = describeFailure(error, operation);
    if (problem) report(problem);
  });
}

/**
 * When the server says the credentials sent were refused (header `x-credentials: invalid`), forget
 * them and tell the person once, instead of leaving them half logged in.
 */
export function createCredentialsLink(onRefused: () => void) {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const response = operation.getContext().response as Response | undefined;
        if (response?.headers.get('x-credentials') === 'invalid') onRefused();
        return result;
      }),
    ),
  );
}
