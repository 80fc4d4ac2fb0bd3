import { Redis } from 'ioredis';
import type { PubSub } from './pubsub';

export interface RedisPubSubOptions {
  url: string;
  /** Prefix for every channel name, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
}

/**
 * PubSub over Redis, so an event published by one server process reaches subscribers connected to
 * any other. A subscriber connection cannot issue other commands, hence two connections. Each
 * process subscribes to a Redis channel once, however many local listeners it has.
 */
export function createRedisPubSub(options: RedisPubSubOptions): PubSub & { ready(): Promise<void> } {
  const prefix = options.prefix ?? 'festival:';
  const publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** Redis's confirmation of each channel's subscription. */
  const confirmed = new Map<string, Promise<unknown>>();

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const set = listeners.get(channel.slice(prefix.length));
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return; // Not ours: another writer on the same channel name.
    }
    for (const listener of [...set]) listener(payload);
  });

  return {
    async ready() {
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },
    async publish(topic, payload) {
      await publisher.publish(prefix + topic, JSON.stringify(payload ?? null));
    },
    async subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        confirmed.set(topic, subscriber.subscribe(prefix + topic));
      }
      // Listening before Redis confirms, and resolving only once it has: a message that arrives
      // with the confirmation, or an event published right after subscribe(), is not missed.
      set.add(listener);
      await confirmed.get(topic);
      return async () => {
        const current = listeners.get(topic);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(topic);
          confirmed.delete(topic);
          await subscriber.unsubscribe(prefix + topic).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
