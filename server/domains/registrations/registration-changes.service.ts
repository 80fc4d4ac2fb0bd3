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
  { pubsub }: { pubsub: PubSub },
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
    /** Who the change moved up from a waitlist (the engine's change says; none when omitted). */
    promoted?: readonly number[];
  },
): Promise<void> {
  const events: RegistrationChangeEvent[] = [
    { festivalId, registrationId, kind, at: now.toISOString() },
    ...(promoted ?? []).map((promoted) => ({
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
  context: { pubsub: PubSub; now: () => Date },
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
