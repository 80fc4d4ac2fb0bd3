import { and, eq } from 'drizzle-orm';
import { canChooseWorkshops, canLeaveWorkshops, type FestivalPhase } from '#core/registrations/phase';
import { clashingSessions, isWithinLeaveCutoff } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { waitlistEntries } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import {
  assertPhase,
  findPlacedSessions,
  findTeachingSessions,
  type RegistrationRow,
  recordEvent,
  type WorkshopSession,
} from '../registration-reads';
import {
  AlreadyInWorkshopError,
  PlacesAvailableError,
  RegistrationClosedError,
  TeachingClashError,
  TooLateToLeaveError,
  WaitlistClosedError,
} from '../registrations.errors';
import { hasRoomNow } from './capacity';
import type { SessionInput } from './join';
import { lockRegistration, lockSession, withRetry } from './lock';
import { emailPlaceChange, type PlaceChange, PlaceNotices } from './notify';
import { insertWaitlistEntry, removeWaitlistEntry } from './positions';
import { requireReadyRegistration } from './read';
import { afterGivingUp, promoteFromWaitlist } from './serve-queues';
import { deletePlace } from './write';

/** A participant's own leave, waitlist join and waitlist leave: lock, check, write, serve, tell. */

/**
 * Whether someone may queue for a session at all, whoever puts them there: not while they hold a
 * session of the same workshop, nor for one that clashes with their teaching.
 */
export async function assertMayWaitFor(
  tx: Database,
  festival: FestivalRow,
  registration: RegistrationRow,
  session: WorkshopSession,
): Promise<void> {
  const held = await findPlacedSessions(tx, registration.id);
  const same = held.find((other) => other.activityId === session.activityId);
  if (same) throw new AlreadyInWorkshopError(same.workshop);
  const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
  if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
}

type ParticipantWork = (
  tx: Database,
  scope: ServiceScope<Viewer>,
  locked: { registration: RegistrationRow; session: WorkshopSession; phase: FestivalPhase },
) => Promise<PlaceChange>;

/**
 * A participant's own change to one session: the phase must allow it and their registration be
 * ready; then, in a transaction retried on deadlock, their registration and then the session are
 * locked and `work` runs.
 */
function participantAction(allowed: (phase: FestivalPhase) => boolean, work: ParticipantWork) {
  return async (
    db: Database,
    scope: ServiceScope<Viewer>,
    { sessionId }: SessionInput,
  ): Promise<PlaceChange> => {
    const { viewer, festival, now } = scope;
    const phase = assertPhase(festival, now, allowed);
    const ready = await requireReadyRegistration(db, { festival, viewer });
    return withRetry(db, async (tx) => {
      const registration = await lockRegistration(tx, ready.id);
      const session = await lockSession(tx, festival.id, sessionId);
      return work(tx, scope, { registration, session, phase });
    });
  };
}

/** Gives up a place (general phase), at least 48 hours before the start; the waitlist moves up. */
export const leaveSession = participantAction(canLeaveWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
  if (isWithinLeaveCutoff(session, now)) throw new TooLateToLeaveError(session.workshop);
  if (!(await deletePlace(tx, registration.id, session.id))) throw new NotFoundError('Place');
  await recordEvent(tx, {
    registrationId: registration.id,
    kind: 'left',
    data: { sessionId: session.id, workshop: session.workshop },
    actorUserId: viewer.id,
    now,
  });
  const change = { registration, session, removedFrom: [] };
  const notices = new PlaceNotices();
  const cascade = { festival, phase, now, depth: 0, notices };
  await afterGivingUp(tx, cascade, registration.id, [session]);
  if (notices.has(registration.id)) {
    // Promoted by the cascade their leaving started: one email for both (decision 009).
    notices.add(registration, { kind: 'removed', session, reason: 'You gave it up.' }, { first: true });
  } else await emailPlaceChange(tx, { festival, phase, change, kind: 'removed' });
  await notices.send(tx, { festival, phase });
  return { ...change, promoted: notices.promoted() };
});

/** Queues for a full workshop (general phase), at the end of its waitlist. */
export const joinWaitlist = participantAction(canChooseWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
  if (session.startsAt <= now)
    throw new RegistrationClosedError(phase, `${session.workshop} has already started`);
  await assertMayWaitFor(tx, festival, registration, session);
  if (isWithinLeaveCutoff(session, now)) throw new WaitlistClosedError(session.workshop);
  // A free place is joined, not queued for, even behind a queue: people left waiting beside a
  // free place are only those who could not take it (decision 009), and a join serves them first.
  if (await hasRoomNow(tx, session)) {
    throw new PlacesAvailableError(session.workshop);
  }
  const [already] = await tx
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.registrationId, registration.id), eq(waitlistEntries.sessionId, session.id)),
    );
  if (!already) {
    // The session row is locked, so nobody else can take the same position meanwhile.
    const place = await insertWaitlistEntry(tx, {
      registrationId: registration.id,
      sessionId: session.id,
      position: null,
      now,
      joinedThemselves: true,
    });
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-joined',
      data: { sessionId: session.id, workshop: session.workshop },
      actorUserId: viewer.id,
      now,
    });
    // Every change gets one email (issue 24): where they stand, and what happens next.
    const notices = new PlaceNotices();
    const reason = 'We’ll move you in if a place comes up more than 48 hours before it starts.';
    notices.add(registration, { kind: 'waitlisted', session, place, reason });
    await notices.send(tx, { festival, phase });
  }
  return { registration, session, removedFrom: [], promoted: [] };
});

/** Leaves a waitlist; a place it was keeping free may now go to the next person. */
export const leaveWaitlist = participantAction(canLeaveWorkshops, async (tx, scope, locked) => {
  const { viewer, festival, now } = scope;
  const { registration, session, phase } = locked;
  if (!(await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: session.id })))
    throw new NotFoundError('Waitlist place');
  await recordEvent(tx, {
    registrationId: registration.id,
    kind: 'waitlist-left',
    data: { sessionId: session.id, workshop: session.workshop, reason: 'You left it.' },
    actorUserId: viewer.id,
    now,
  });
  const notices = new PlaceNotices();
  notices.add(registration, { kind: 'waitlist-left', session, reason: 'You took yourself off it.' });
  // With the queue shorter, a place kept free for the people waiting may now be fillable; one
  // email per person for all of it.
  await promoteFromWaitlist(tx, { festival, phase, now, depth: 0, notices }, session.id);
  await notices.send(tx, { festival, phase });
  return { registration, session, removedFrom: [], promoted: notices.promoted() };
});
