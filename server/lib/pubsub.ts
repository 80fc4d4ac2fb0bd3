import { EventEmitter } from 'node:events';

/**
 * Publish/subscribe for realtime events. In process by default; with REDIS_URL the Redis adapter
 * (lib/redis-pubsub.ts) fans events out to every server process.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createLocalPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    async subscribe(topic, listener) {
      emitter.on(topic, listener);
      return async () => {
        emitter.off(topic, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
