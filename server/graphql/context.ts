import type { Database } from '#server/db/client';
import { currentFestivalOf, type FestivalRow, festivalAtRequestStart } from '#server/domains/festival/index';
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

/**
 * Who a service acts or reads for, and when: the second argument of every service function that
 * acts for someone or reads for a viewer, `(db, scope, input)` (docs/architecture.md, "Services").
 * Resolvers build it with `viewerScopeOf`; webhooks, jobs and tests build it by hand. `V` narrows
 * the viewer to what the service needs (a signed-in Viewer, or only id and email for audit).
 */
export interface ViewerScope<V = Viewer | null> {
  viewer: V;
  now: Date;
}

/** A ViewerScope with the festival the service works on (resolvers: `scopeOf`). */
export interface ServiceScope<V = Viewer | null> extends ViewerScope<V> {
  festival: FestivalRow;
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
  /**
   * The programme's version as the credentials' statement read it (null when none ran): the
   * programme memory is checked with it instead of a statement of its own.
   */
  programmeVersion?: number | null;
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
  const festival = await currentFestivalOf(context);
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}

/** The scope of a public service: the viewer when there is one (a visitor need not log in). */
export function publicScopeOf(context: Context): ViewerScope {
  return { viewer: context.viewer, now: context.now() };
}

/**
 * The scope of a service that finds its rows by id (a payment, an email, a session) and never reads
 * the current festival, so the request does not pay a query for it.
 */
export function viewerScopeOf(context: Context): ViewerScope<Viewer> {
  return { viewer: requireViewer(context), now: context.now() };
}

/**
 * The scope of a participant's own change that writes no festival (taking or giving up a place):
 * the festival as the request found it, which a signed-in request knows without a statement of its
 * own (festivalAtRequestStart).
 */
export async function participantScopeOf(context: Context): Promise<ServiceScope<Viewer>> {
  const viewer = requireViewer(context);
  const festival = await festivalAtRequestStart(context);
  if (!festival) throw new NotFoundError('Festival');
  return { viewer, festival, now: context.now() };
}

/** The scope of a signed-in viewer's service on the current festival (see currentFestival for its cost). */
export async function scopeOf(context: Context): Promise<ServiceScope<Viewer>> {
  const viewer = requireViewer(context);
  return { viewer, festival: await currentFestival(context), now: context.now() };
}

/** As scopeOf, for fields that show nothing (rather than fail) before there is any festival. */
export async function scopeOrNullOf(context: Context): Promise<ServiceScope<Viewer> | null> {
  const viewer = requireViewer(context);
  const now = context.now();
  const festival = await currentFestivalOf(context);
  return festival && { viewer, festival, now };
}
