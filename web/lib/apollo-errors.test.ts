import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { parse } from 'graphql';
import { type Observable, of, throwError } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AppProblem,
  createCredentialsLink,
  createErrorLink,
  describeFailure,
  OFFLINE,
  onAppProblem,
  reportAppProblem,
} from './apollo-errors';

const QUERY = parse('query Programme { festival { id } }');
const MUTATION = parse('mutation Join { joinSession(id: "1") { __typename } }');
const operationOf = (query: ReturnType<typeof parse>) => ({ query }) as ApolloLink.Operation;

function clientAnswering(answer: () => Observable<ApolloLink.Result>, links: ApolloLink[]) {
  return new ApolloClient({
    link: ApolloLink.from([...links, new ApolloLink(() => answer())]),
    cache: new InMemoryCache(),
  });
}

describe('describeFailure', () => {
  const internal = new CombinedGraphQLErrors({
    errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL', requestId: 'r-42' } }],
  });
  const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Not allowed' }] });

  it('names a server fault with its reference, for queries and mutations alike', () => {
    for (const query of [QUERY, MUTATION]) {
      expect(describeFailure(internal, operationOf(query))).toEqual({
        title: 'Something went wrong on our side',
        description: 'Please try again. (Reference r-42)',
      });
    }
  });

  it('leaves a query’s refusal to its page, and reports a mutation’s', () => {
    expect(describeFailure(refused, operationOf(QUERY))).toBeNull();
    expect(describeFailure(refused, operationOf(MUTATION))).toEqual({
      title: 'That did not go through',
      description: 'Not allowed',
    });
  });

  it('calls anything else the network', () => {
    expect(describeFailure(new TypeError('Failed to fetch'), operationOf(QUERY))).toBe(OFFLINE);
  });
});

describe('the error link', () => {
  it('reports a failure once, from inside a real client', async () => {
    const reports: AppProblem[] = [];
    const client = clientAnswering(
      () => throwError(() => new TypeError('Failed to fetch')),
      [createErrorLink((problem) => reports.push(problem))],
    );
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(reports).toEqual([OFFLINE]);
  });

  it('says nothing when the operation succeeds', async () => {
    const report = vi.fn();
    const client = clientAnswering(
      () => of({ data: { festival: { __typename: 'Festival', id: '2027' } } }),
      [createErrorLink(report)],
    );
    await client.query({ query: QUERY });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('reportAppProblem', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('tells listeners once per distinct problem within a few seconds', () => {
    const heard: string[] = [];
    stop = onAppProblem((problem) => heard.push(problem.title));
    reportAppProblem({ title: 'A' }, 1_000);
    reportAppProblem({ title: 'A' }, 2_000);
    reportAppProblem({ title: 'B' }, 2_500);
    reportAppProblem({ title: 'B' }, 9_000);
    expect(heard).toEqual(['A', 'B', 'B']);
  });
});

describe('the credentials link', () => {
  function answerWithHeader(value: string | null) {
    return new ApolloLink((operation) => {
      operation.setContext({
        response: new Response('{}', { headers: value ? { 'x-credentials': value } : {} }),
      });
      return of({ data: { festival: { __typename: 'Festival', id: '2027' } } });
    });
  }

  it('calls back when the server refused the credentials sent, and not otherwise', async () => {
    for (const [header, calls] of [
      ['invalid', 1],
      [null, 0],
    ] as const) {
      const refused = vi.fn();
      const client = new ApolloClient({
        link: ApolloLink.from([createCredentialsLink(refused), answerWithHeader(header)]),
        cache: new InMemoryCache(),
      });
      await client.query({ query: QUERY });
      expect(refused).toHaveBeenCalledTimes(calls);
    }
  });
});
