import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { registrationEvents, registrations } from '#server/db/schema/index';
import type { PubSub } from '#server/lib/pubsub';
import { type RegistrationChangeEvent, topics } from '#server/realtime/topics';

/**
 * Tells live staff screens (the registrations list) that registrations changed. Called after the
 * change has committed, so a screen that refetches on the event sees it.
 *
 * Publishing is best effort: the change itself has been saved, and a lost event only means a staff
 * screen refreshes later, so a pubsub failure (Redis down) must not fail the participant's request.
 */
export async function publishRegistrationChanges(
  { db, pubsub }: { db: Database; pubsub: PubSub },
  {
    festivalId,
    registrationId,
    kind,
    now,
    promoted,
  }: {
    festivalId: number;
    registrationId: number;
    kind: string;
    now: Date;
    /** Who the change moved up from a waitlist, when the caller knows; else read back. */
    promoted?: readonly number[];
  },
): Promise<void> {
  const events: RegistrationChangeEvent[] = [
    { festivalId, registrationId, kind, at: now.toISOString() },
    ...(promoted ?? (await promotedAt(db, festivalId, now))).map((promoted) => ({
      festivalId,
      registrationId: promoted,
      kind: 'promoted',
      at: now.toISOString(),
    })),
  ];
  const topic = topics.registrationChanged(festivalId);
  await Promise.all(events.map((event) => pubsub.publish(topic, event).catch(() => undefined)));
}

/** For resolvers: tells live staff screens about a change just saved, and passes the registration on. */
export async function published<T extends { id: number; festivalId: number }>(
  context: { db: Database; pubsub: PubSub; now: () => Date },
  registration: T,
  kind: string,
  promoted?: readonly number[],
): Promise<T> {
  await publishRegistrationChanges(context, {
    festivalId: registration.festivalId,
    registrationId: registration.id,
    kind,
    now: context.now(),
    promoted,
  });
  return registration;
}

/**
 * People moved up from a waitlist by the operation that ran at `now` (leaving a place or a queue
 * promotes others; their history rows carry the operation's timestamp).
 */
async function promotedAt(db: Database, festivalId: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ registrationId: registrationEvents.registrationId })
    .from(registrationEvents)
    .innerJoin(registrations, eq(registrations.id, registrationEvents.registrationId))
    .where(
      and(
        eq(registrations.festivalId, festivalId),
        eq(registrationEvents.kind, 'promoted'),
        eq(registrationEvents.createdAt, now),
      ),
    );
  return rows.map((row) => row.registrationId);
}
