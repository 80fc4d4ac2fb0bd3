import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlacedWorkshop, PlacingPlan, PlacingRefusal } from '#core/registrations/places';
import type { Database } from '#server/db/client';
import { placements, registrationEvents, waitlistEntries } from '#server/db/schema/index';
import { enqueueEmailDelivery, insertEmailFor, type QueueEmailInput } from '#server/lib/mail/index';
import type { DomainError } from '#server/services/errors';
import { type RegistrationRow, recordEvent, type WorkshopSession } from '../registration-reads';
import {
  AlreadyInWorkshopError,
  PromotionRefusedError,
  SlotClashError,
  TeachingClashError,
} from '../registrations.errors';
import { hasRoomSql, takenSql } from './capacity';
import { removeWaitlistEntry } from './positions';

/** Step 4: write what the decision said, place first, then what it gives up. */

/** A history row to write with the place it is about. */
export type PlaceEvent = Parameters<typeof recordEvent>[1];

/** The error a participant (or the history of someone skipped) is given for a refusal. */
export function refusalError(refusal: PlacingRefusal): DomainError {
  switch (refusal.kind) {
    case 'same-workshop':
      return new AlreadyInWorkshopError(refusal.workshop);
    case 'teaching':
      return new TeachingClashError(refusal.workshop);
    case 'too-late-to-leave':
      return new SlotClashError(refusal.workshop);
    case 'worse-off':
      return new PromotionRefusedError(refusal.reason);
  }
}

/** The history row of a place taken: joined (their own click) or promoted (from the waitlist). */
export function placeEvent(
  kind: 'joined' | 'promoted',
  {
    registration,
    session,
    clashing,
    actorUserId,
    now,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    clashing: readonly WorkshopSession[];
    actorUserId: number | null;
    now: Date;
  },
): PlaceEvent {
  return {
    registrationId: registration.id,
    kind,
    data: {
      sessionId: session.id,
      workshop: session.workshop,
      removedFrom: clashing.map((other) => other.id),
    },
    actorUserId,
    now,
  };
}

/**
 * Inserts the place, its history row and (when given) the email about it, in one statement, if the
 * session has room (session_has_room, the trigger's own expression) and nobody is ahead of this
 * person in its queue. Returns whether it did. Where the caller locked the session the check is
 * exact; otherwise it is a first look, and the capacity trigger decides at COMMIT.
 */
export async function insertIfFree(
  tx: Database,
  {
    registrationId,
    sessionId,
    capacity,
    queueFirst,
    event,
    email,
  }: {
    registrationId: number;
    sessionId: number;
    capacity: number | null;
    /** Outside the last 48 hours people waiting come first (see queueComesFirst). */
    queueFirst: boolean;
    event: PlaceEvent;
    email: QueueEmailInput | null;
  },
): Promise<boolean> {
  const now = event.now.toISOString();
  const result = await tx.execute(sql`
    with placed as (
      insert into ${placements} (registration_id, session_id, created_at)
      select ${registrationId}, ${sessionId}, ${now}::timestamptz
      where ${hasRoomSql(capacity, takenSql(sessionId))}
        and (not ${queueFirst}::boolean or not exists (
          select 1 from ${waitlistEntries} w
          where w.session_id = ${sessionId} and w.registration_id <> ${registrationId}
            and w.position < coalesce(
              (select position from ${waitlistEntries} where session_id = ${sessionId} and registration_id = ${registrationId}),
              2147483647)))
      returning registration_id),
    recorded as (
      insert into ${registrationEvents} (registration_id, kind, data, actor_user_id, created_at)
      select registration_id, ${event.kind}, ${JSON.stringify(event.data ?? {})}::jsonb, ${event.actorUserId}::int, ${now}::timestamptz
      from placed),
    mailed as (${email ? insertEmailFor(sql`placed`, email) : sql`select null::int as id where false`})
    select (select count(*) from placed)::int as placed, (select id from mailed) as email_id`);
  const [row] = (result as unknown as { rows: Array<{ placed: number; email_id: number | null }> }).rows;
  if (row?.email_id != null) await enqueueEmailDelivery(tx, [row.email_id]);
  return (row?.placed ?? 0) > 0;
}

/** Inserts a place whose room the caller checked under the session's lock, with its history row. */
export async function insertPlace(
  tx: Database,
  event: PlaceEvent & { sessionId: number; overCapacityReason?: string | null },
): Promise<void> {
  await tx.insert(placements).values({
    registrationId: event.registrationId,
    sessionId: event.sessionId,
    createdAt: event.now,
    overCapacityReason: event.overCapacityReason ?? null,
  });
  await recordEvent(tx, event);
}

/**
 * Once the new place is theirs: gives up the clashing places and leaves the queues it makes
 * pointless, each with a history row. Who is told, and how, is the caller's (one email per change).
 */
export async function giveUp<T extends PlacedWorkshop>(
  tx: Database,
  {
    registration,
    session,
    plan,
    actorUserId,
    now,
  }: {
    registration: RegistrationRow;
    session: WorkshopSession;
    plan: PlacingPlan<T>;
    actorUserId: number | null;
    now: Date;
  },
): Promise<void> {
  if (plan.clashing.length > 0) {
    await tx.delete(placements).where(
      and(
        eq(placements.registrationId, registration.id),
        inArray(
          placements.sessionId,
          plan.clashing.map((other) => other.id),
        ),
      ),
    );
  }
  for (const other of plan.drops) {
    await removeWaitlistEntry(tx, { registrationId: registration.id, sessionId: other.id });
    if (other.id === session.id) continue;
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'waitlist-left',
      data: {
        sessionId: other.id,
        workshop: other.workshop,
        reason: `You have a place in ${session.workshop} at the same time.`,
      },
      actorUserId,
      now,
    });
  }
}

export async function deletePlace(tx: Database, registrationId: number, sessionId: number) {
  const [removed] = await tx
    .delete(placements)
    .where(and(eq(placements.registrationId, registrationId), eq(placements.sessionId, sessionId)))
    .returning();
  return removed ?? null;
}
