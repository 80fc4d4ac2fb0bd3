import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { ROUTER_OPTIONS } from './router-options';

const QUERY = gql`
  query RetryProbe {
    festival {
      id
    }
  }
`;

const MUTATION = gql`
  mutation RetryProbeSave {
    logOut {
      __typename
    }
  }
`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('data fetching', () => {
  it('retries a failed request 3 times, waiting 1 s and doubling, then surfaces the HTTP status [AP-14] [ER-2]', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls.push(Date.now());
        return new Response('Internal Server Error', {
          status: 500,
          headers: { 'content-type': 'text/plain' },
        });
      }),
    );
    const client = createApolloClient();
    const result = client.query({ query: QUERY, fetchPolicy: 'network-only' }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 100);
    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Response not successful: Received status code 500');
    expect(calls).toHaveLength(4);
    const waits = calls.slice(1).map((at, i) => at - (calls[i] as number));
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('never retries a mutation: a refused save is reported at once, after one request [issue 25.7]', async () => {
    vi.useFakeTimers();
    for (const status of [403, 500, 502]) {
      let calls = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          calls += 1;
          return new Response('{"error":"refused"}', {
            status,
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
      const client = createApolloClient();
      let settled: unknown = null;
      void client.mutate({ mutation: MUTATION }).then(
        (value) => {
          settled = value;
        },
        (error: unknown) => {
          settled = error;
        },
      );
      // Well before the first retry would have been sent (1 s).
      await vi.advanceTimersByTimeAsync(50);
      expect(settled, `status ${status}`).toBeInstanceOf(Error);
      expect((settled as Error).message).toContain(String(status));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls, `status ${status}`).toBe(1);
    }
  });

  it('does not retry a query the server refused (4xx other than 408 and 429) [issue 25.7]', async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } });
      }),
    );
    const client = createApolloClient();
    const result = client.query({ query: QUERY, fetchPolicy: 'network-only' }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result) as Error).toBeInstanceOf(Error);
    expect(calls).toBe(1);
  });

  it('sets the router timings from the spec [AP-14]', () => {
    expect(ROUTER_OPTIONS).toMatchObject({
      defaultPreloadDelay: 50,
      defaultPendingMs: 1000,
      defaultPendingMinMs: 500,
      defaultGcTime: 300_000,
    });
  });
});
