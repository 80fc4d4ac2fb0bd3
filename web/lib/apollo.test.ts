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

  it('sets the router timings from the spec [AP-14]', () => {
    expect(ROUTER_OPTIONS).toMatchObject({
      defaultPreloadDelay: 50,
      defaultPendingMs: 1000,
      defaultPendingMinMs: 500,
      defaultGcTime: 300_000,
    });
  });
});
