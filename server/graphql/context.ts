import type { Database } from '#server/db/client';
import { type FestivalRow, getCurrentFestival } from '#server/domains/festival/index';
import type { Env } from '#server/env';
import type { PubSub } from '#server/lib/pubsub';
import type { JobQueue } from '#server/lib/queue/index';
import { NotAllowedError, NotFoundError } from './errors';

/** The logged-in person making a request, as the credentials prove. */
export interface Viewer {
  id: number;
  email: string;
  permissions: readonly string[];
  /** The device (client) whose credentials were used. */
  client: string;
}

/** Long-lived services shared by every request; built once by the app. */
export interface AppServices {
  env: Env;
  db: Database;
  pubsub: PubSub;
  /** Background work (lottery runs, email delivery), shared by every server process. */
  jobs: JobQueue;
  /** Current time; tests replace it to cross phase boundaries. */
  now: () => Date;
}

export interface Context extends AppServices {
  viewer: Viewer | null;
  requestId: string;
  /** Remote address, for abuse limits. */
  ip: string;
  /** Request headers, lowercase names. */
  headers: Record<string, string | undefined>;
}

/**
 * The viewer of a field whose scope already demands a login (the schema's guard ran first); the
 * check keeps a resolver safe if its scope is ever loosened.
 */
export function requireViewer(context: Context): Viewer {
  if (!context.viewer) throw new NotAllowedError();
  return context.viewer;
}

/** The festival the site shows now (by the application clock); NotFound when there is none. */
export async function currentFestival(context: Context): Promise<FestivalRow> {
  const festival = await getCurrentFestival(context.db, context.now());
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}
