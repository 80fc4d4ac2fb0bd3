import { festivalPhase } from '#core/registrations/phase';
import { decidePlacing } from '#core/registrations/places';
import type { Database } from '#server/db/client';
import type { FestivalRow } from '#server/domains/festival/index';
import { findPlacedSessions, findQueuedSessions, findTeachingSessions } from '../registration-reads';
import { WorkshopFullError } from '../registrations.errors';
import { hasRoomNow } from './capacity';
import { lockRegistration, lockSession } from './lock';
import { PlaceNotices } from './notify';
import { ranksOf } from './read';
import { afterGivingUp } from './serve-queues';
import { giveUp, insertPlace, refusalError } from './write';

/**
 * A walk-in: someone registered turns up at a session's door and staff give them a place, by the
 * engine's rules (the 48-hour cutoff does not bind staff). They are here, not in whatever they
 * held at the same time: that place is given up and its queue served by the leave rule (within
 * 48 hours of it nobody is moved in, so it is free for whoever comes). Returns whether a place was
 * added (false when they held it already).
 */
export async function walkIn(
  tx: Database,
  {
    festival,
    now,
    registrationId,
    sessionId,
    actorUserId,
  }: { festival: FestivalRow; now: Date; registrationId: number; sessionId: number; actorUserId: number },
): Promise<boolean> {
  const registration = await lockRegistration(tx, registrationId);
  const session = await lockSession(tx, festival.id, sessionId);
  const held = await findPlacedSessions(tx, registration.id);
  if (held.some((other) => other.id === session.id)) return false;
  const teaching = await findTeachingSessions(tx, { festivalId: festival.id, userId: registration.userId });
  const queued = await findQueuedSessions(tx, registration.id);
  const ranks = await ranksOf(tx, registration.id);
  const decided = decidePlacing({ session, held, teaching, queued, ranks, now, cutoffBinds: false });
  if ('refusal' in decided) throw refusalError(decided.refusal);
  const { plan } = decided;
  if (!(await hasRoomNow(tx, session))) throw new WorkshopFullError(session.workshop);
  await insertPlace(tx, {
    registrationId: registration.id,
    sessionId: session.id,
    kind: 'walked-in',
    data: { sessionId: session.id, workshop: session.workshop, removedFrom: plan.clashing.map((o) => o.id) },
    actorUserId,
    now,
  });
  await giveUp(tx, { registration, session, plan, actorUserId, now });
  const phase = festivalPhase(festival, now);
  const notices = new PlaceNotices();
  notices.add(registration, {
    kind: 'joined',
    session,
    removedFrom: plan.clashing,
    leftWaitlists: plan.leftWaitlists,
  });
  await afterGivingUp(tx, { festival, phase, now, depth: 1, notices }, registration.id, plan.clashing);
  await notices.send(tx, { festival, phase });
  return true;
}
