import type { Database } from '#server/db/client';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import {
  assertMayWaitFor,
  deletePlace,
  hasRoomNow,
  insertWaitlistEntry,
  promoteFromWaitlist,
  removeWaitlistEntry,
} from './places/index';
import { findPlacedSessions, type WorkshopSession } from './registration-reads';
import { PlacesAvailableError } from './registrations.errors';

import {
  byStaff,
  cleanReason,
  decideForStaff,
  insertPlace,
  named,
  placedByStaff,
  releasePlace,
  type StaffPlaceChange,
  staffChange,
  staffSessionAction,
} from './staff-places.steps';

/**
 * Staff fix a participant's places by hand after the lottery. Each change is one transaction with
 * a history entry naming who did it, an audit entry, and one email to the participant. The rules
 * are the participants' rules, with two differences staff are told about:
 * - capacity: a full session is refused unless staff give a reason, which is stored on the place
 *   (the database's capacity trigger lets exactly such places through);
 * - the 48-hour cutoff does not bind staff (they handle late changes); nobody else is moved in
 *   from a waitlist within it, as usual.
 * Staff never silently swap a clashing place: an add that clashes is refused; a move says which.
 */

/** Adds a participant to a session (optionally over capacity, with a reason). */
export const staffAddPlace = staffSessionAction(
  (request: { registrationId: number; sessionId: number; overCapacityReason?: string | null }) =>
    cleanReason(request.overCapacityReason),
  async (tx, input, { registration, festival, session, to, notices, record }, reason) => {
    const held = await findPlacedSessions(tx, registration.id);
    const plan = await decideForStaff(tx, {
      festival,
      registration,
      session,
      held,
      name: to.name,
      now: input.now,
    });
    const overCapacity = await insertPlace(tx, {
      registration,
      session,
      overCapacityReason: reason,
      now: input.now,
    });
    await placedByStaff(tx, input, { registration, session, notices, plan });
    const kept = overCapacity ? reason : null;
    await record({
      kind: 'staff-added',
      data: { ...named(session), overCapacityReason: kept },
      action: 'place.add',
      after: { ...named(session), overCapacity },
      reason: kept,
    });
    return overCapacity;
  },
);

/** Takes a participant out of a session; its waitlist moves up (outside the last 48 hours). */
export const staffRemovePlace = staffSessionAction(
  (request: { registrationId: number; sessionId: number; reason?: string | null }) =>
    cleanReason(request.reason),
  async (tx, input, locked, reason) => {
    const { registration, session, notices, record } = locked;
    const removed = await deletePlace(tx, registration.id, session.id);
    if (!removed) throw new NotFoundError('Place');
    await record({
      kind: 'staff-removed',
      data: { ...named(session), reason },
      action: 'place.remove',
      before: { ...named(session), overCapacityReason: removed.overCapacityReason },
      reason,
    });
    notices.add(registration, { kind: 'removed', session, reason: byStaff('removed you', reason) });
    await releasePlace(tx, locked, session, input.now);
    return false;
  },
);

/** Moves a participant from one session to another in one step; the old one's waitlist moves up. */
export function staffMovePlace(
  db: Database,
  scope: ViewerScope<Viewer>,
  request: {
    registrationId: number;
    fromSessionId: number;
    toSessionId: number;
    overCapacityReason?: string | null;
  },
): Promise<StaffPlaceChange> {
  const input = { ...scope, ...request };
  const reason = cleanReason(input.overCapacityReason);
  if (input.fromSessionId === input.toSessionId) {
    throw new ValidationError('Choose a different session to move them to', [
      { path: ['toSessionId'], message: 'Choose a different session' },
    ]);
  }
  return staffChange(db, input, [input.fromSessionId, input.toSessionId], async (tx, locked) => {
    const { registration, festival, sessions, to, notices, record } = locked;
    const [from, target] = sessions as [WorkshopSession, WorkshopSession];
    const held = await findPlacedSessions(tx, registration.id);
    if (!held.some((other) => other.id === from.id)) throw new NotFoundError('Place');
    const others = held.filter((other) => other.id !== from.id);
    // Moving between two sessions of one workshop is allowed: only the other places count.
    const plan = await decideForStaff(tx, {
      festival,
      registration,
      session: target,
      held: others,
      name: to.name,
      now: input.now,
    });
    const removed = await deletePlace(tx, registration.id, from.id);
    const overCapacity = await insertPlace(tx, {
      registration,
      session: target,
      overCapacityReason: reason,
      now: input.now,
    });
    notices.add(registration, {
      kind: 'removed',
      session: from,
      reason: `The festival team moved you to ${target.workshop}.`,
    });
    await placedByStaff(tx, input, { registration, session: target, notices, plan });
    const kept = overCapacity ? reason : null;
    await record({
      kind: 'staff-moved',
      data: {
        ...named(target),
        fromSessionId: from.id,
        fromWorkshop: from.workshop,
        overCapacityReason: kept,
      },
      action: 'place.move',
      before: { ...named(from), overCapacityReason: removed?.overCapacityReason },
      after: { ...named(target), overCapacity },
      reason: kept,
    });
    await releasePlace(tx, locked, from, input.now);
    return { registration, session: target, removedFrom: [from], overCapacity };
  });
}

/**
 * Puts a participant on a session's waitlist at a chosen position (1 = next; null = last), or
 * moves them there if they are on it already. Positions stay 1..n.
 */
export const staffAddToWaitlist = staffSessionAction(
  (request: { registrationId: number; sessionId: number; position?: number | null }) => {
    if (request.position != null && (!Number.isInteger(request.position) || request.position < 1)) {
      throw new ValidationError('Position must be 1 or more (1 is next)', [
        { path: ['position'], message: 'Position must be 1 or more' },
      ]);
    }
  },
  async (tx, input, { registration, festival, session, notices, record }) => {
    await assertMayWaitFor(tx, festival, registration, session);
    // A free place is given, not queued for (see joinWaitlist).
    if (await hasRoomNow(tx, session)) {
      throw new PlacesAvailableError(session.workshop);
    }
    const place = await insertWaitlistEntry(tx, {
      registrationId: registration.id,
      sessionId: session.id,
      position: input.position ?? null,
      now: input.now,
    });
    await record({
      kind: 'staff-waitlisted',
      data: { ...named(session), position: place },
      action: 'waitlist.add',
      after: { ...named(session), position: place },
    });
    notices.add(registration, {
      kind: 'waitlisted',
      session,
      place,
      reason: 'The festival team put you there; we’ll move you in if a place comes up.',
    });
    return false;
  },
);

/** Takes a participant off a session's waitlist; the people behind them move up. */
export const staffRemoveFromWaitlist = staffSessionAction(
  (request: { registrationId: number; sessionId: number; reason?: string | null }) =>
    cleanReason(request.reason),
  async (tx, input, { registration, festival, phase, session, notices, record }, reason) => {
    if (!(await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: session.id }))) {
      throw new NotFoundError('Waitlist place');
    }
    await record({
      kind: 'staff-unwaitlisted',
      data: { ...named(session), reason },
      action: 'waitlist.remove',
      before: named(session),
      reason,
    });
    notices.add(registration, { kind: 'waitlist-left', session, reason: byStaff('took you off it', reason) });
    await promoteFromWaitlist(tx, { festival, phase, now: input.now, depth: 0, notices }, session.id);
    return false;
  },
);
export type { StaffPlaceChange } from './staff-places.steps';
