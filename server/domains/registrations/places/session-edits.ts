import { asc, eq } from 'drizzle-orm';
import { festivalPhase } from '#core/registrations/phase';
import type { Database } from '#server/db/client';
import { activities, festivals, sessions, waitlistEntries } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { NotFoundError } from '#server/services/errors';
import type { SessionPlaces, SessionPlacesChange } from '#server/services/session-places';
import { recordEvent } from '../registration-reads';
import { lockRegistration } from './lock';
import { PlaceNotices } from './notify';
import { serveWaitlists } from './serve-queues';

/**
 * The engine's side of staff programme changes (server/services/session-places.ts): a capacity
 * edited and a session deleted. A cancellation is ../session-cancellation.service.ts.
 */

/** A capacity raised makes room: the queue is served by the leave rule (lowered, it serves nobody). */
async function capacityChanged(tx: Database, { now, sessionId }: SessionPlacesChange): Promise<void> {
  const festival = await festivalOfSession(tx, sessionId);
  await serveWaitlists(tx, { festival, phase: festivalPhase(festival, now), now, sessionIds: [sessionId] });
}

/**
 * A session deleted (only one nobody holds a place in) takes its queue with it: each person waiting
 * is told, with a history entry, before the rows go.
 */
async function deleting(tx: Database, { now, sessionId, actorUserId }: SessionPlacesChange): Promise<void> {
  const queue = await tx
    .select({ registrationId: waitlistEntries.registrationId, workshop: activities.name, session: sessions })
    .from(waitlistEntries)
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.registrationId));
  if (queue.length === 0) return;
  const festival = await festivalOfSession(tx, sessionId);
  const notices = new PlaceNotices();
  const reason = 'The festival team removed this session from the programme.';
  for (const { registrationId, workshop, session } of queue) {
    const registration = await lockRegistration(tx, registrationId);
    await recordEvent(tx, {
      registrationId,
      kind: 'waitlist-left',
      data: { sessionId, workshop, reason },
      actorUserId,
      now,
    });
    notices.add(registration, { kind: 'waitlist-left', session: { ...session, workshop }, reason });
  }
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
  await notices.send(tx, { festival, phase: festivalPhase(festival, now) });
}

async function festivalOfSession(tx: Database, sessionId: number): Promise<FestivalRow> {
  const [row] = await tx
    .select({ festival: festivals })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .innerJoin(festivals, eq(festivals.id, activities.festivalId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new NotFoundError('Session');
  return row.festival;
}

export const sessionPlacesEngine: SessionPlaces = { capacityChanged, deleting };
