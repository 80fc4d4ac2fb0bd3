import type { Database } from '#server/db/client';

/**
 * How the programme (the activities domain) reaches the place engine (the registrations domain,
 * a later row it may not import) when it changes a session people hold places in or wait for.
 * The app plugs the engine in at start (server/app.ts); a change made without it fails loudly
 * rather than leave a queue unserved.
 */
export interface SessionPlaces {
  /** After a session's capacity changed: a place it made is offered to the first waiting (the leave rule). */
  capacityChanged(tx: Database, input: SessionPlacesChange): Promise<void>;
  /** Before a session is deleted: everyone waiting for it leaves, with a history entry and an email. */
  deleting(tx: Database, input: SessionPlacesChange): Promise<void>;
}

export interface SessionPlacesChange {
  now: Date;
  sessionId: number;
  actorUserId: number;
}

let engine: SessionPlaces | null = null;

export function plugSessionPlaces(places: SessionPlaces): void {
  engine = places;
}

export function sessionPlaces(): SessionPlaces {
  if (!engine) throw new Error('The place engine is not plugged in (plugSessionPlaces in server/app.ts)');
  return engine;
}
