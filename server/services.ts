import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import type { AppServices } from './graphql/context';
import { createLocalPubSub } from './lib/pubsub';
import { createRedisPubSub } from './lib/redis-pubsub';

/** Opens the database and the shared services the env describes. */
export async function createServices(env: Env): Promise<{ services: AppServices; database: DatabaseHandle }> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, 'db') },
  );
  // With Redis, realtime events reach subscribers on every server process; without it, only this one.
  const pubsub = env.REDIS_URL ? createRedisPubSub({ url: env.REDIS_URL }) : createLocalPubSub();
  return { database, services: { env, db: database.db, pubsub, now: () => new Date() } };
}

export function uploadsDirFor(env: Env): string {
  return path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
}
