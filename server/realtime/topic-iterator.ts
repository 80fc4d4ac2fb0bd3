import type { PubSub } from '#server/lib/pubsub';

/**
 * Turns a pubsub topic into the async iterator a GraphQL `subscribe` resolver returns. The topic is
 * subscribed before `initial` is read, so an event published in between is queued rather than lost.
 * Ending the iterator (the client unsubscribes or the socket closes) removes the listener.
 */
export function iterateTopic<T>(
  pubsub: PubSub,
  topic: string,
  options: { initial?: () => Promise<T | null>; filter?: (payload: T) => boolean } = {},
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  let unsubscribe: (() => Promise<void>) | null = null;

  const push = (payload: T) => {
    if (done || (options.filter && !options.filter(payload))) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: payload, done: false });
    } else {
      queue.push(payload);
    }
  };

  const started = (async () => {
    unsubscribe = await pubsub.subscribe(topic, (payload) => push(payload as T));
    if (done) await unsubscribe();
    const first = options.initial ? await options.initial() : null;
    // The initial state goes first; anything published meanwhile follows it.
    if (first !== null && !done) queue.unshift(first);
  })();

  const finish = async (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
      await started.catch(() => undefined);
      await unsubscribe?.();
    }
    return { value: undefined, done: true };
  };

  return {
    async next() {
      await started;
      if (done) return { value: undefined, done: true };
      const next = queue.shift();
      if (next !== undefined) return { value: next, done: false };
      return new Promise<IteratorResult<T>>((resolve) => {
        waiting = resolve;
      });
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
