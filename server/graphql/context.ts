import { currentFestivalOf, type FestivalRow, festivalAtRequestStart } from '#server/domains/festival/index';
import { NotAllowedError, NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer, ViewerScope } from '#server/services/scope';
import type { Context } from './request-context';

export type { Context };

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
