import { SessionRef } from '#server/domains/activities/index';
import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import type { RegistrationEventRow } from './registration-reads';

// The pieces of a registration: its cart, ranked preferences, waitlist places, places and history.

export const CartRef = builder
  .objectRef<{ workshopsCount: number; value: number; discount: number; total: number }>('Cart')
  .implement({
    description:
      'Workshops counted for the price (a full day counts as two) and the package price, in cents.',
    fields: (t) => ({
      workshopsCount: t.exposeInt('workshopsCount'),
      value: t.exposeInt('value', { description: 'count × base price' }),
      discount: t.exposeInt('discount'),
      total: t.exposeInt('total', { description: 'value − discount, or value when the discount is donated' }),
    }),
  });

export const PreferenceRef = builder
  .objectRef<{ registrationId: number; sessionId: number; position: number }>('WorkshopPreference')
  .implement({
    description: 'A ranked wish for a workshop session: 1 is the first choice in its slot.',
    fields: (t) => ({
      id: t.id({ resolve: (p) => `${p.registrationId}:${p.sessionId}` }),
      position: t.exposeInt('position'),
      sessionId: t.id({ resolve: (p) => String(p.sessionId) }),
      session: t.field({ type: SessionRef, resolve: (p) => p.sessionId }),
    }),
  });

export const WaitlistEntryRef = builder
  .objectRef<{ registrationId: number; sessionId: number; place: number }>('WaitlistEntry')
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (w) => `${w.registrationId}:${w.sessionId}` }),
      place: t.exposeInt('place', { description: 'Place in the queue: 1 is next.' }),
      sessionId: t.id({ resolve: (w) => String(w.sessionId) }),
      session: t.field({ type: SessionRef, resolve: (w) => w.sessionId }),
    }),
  });

export const PlacementRef = builder
  .objectRef<{
    registrationId: number;
    sessionId: number;
    createdAt: Date;
    overCapacityReason: string | null;
  }>('Placement')
  .implement({
    description: 'A place held in a workshop session.',
    fields: (t) => ({
      id: t.id({ resolve: (p) => `${p.registrationId}:${p.sessionId}` }),
      sessionId: t.id({ resolve: (p) => String(p.sessionId) }),
      session: t.field({ type: SessionRef, resolve: (p) => p.sessionId }),
      createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
      overCapacityReason: t.exposeString('overCapacityReason', {
        nullable: true,
        description: 'Why staff placed them beyond capacity; null for an ordinary place.',
      }),
    }),
  });

export const RegistrationEventRef = builder.objectRef<RegistrationEventRow>('RegistrationEvent').implement({
  description: 'Something that happened to a registration, for staff.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    kind: t.exposeString('kind'),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    workshop: t.string({
      nullable: true,
      resolve: (e) => {
        const data = e.data as { workshop?: unknown };
        return typeof data.workshop === 'string' ? data.workshop : null;
      },
    }),
    details: t.string({ description: 'The event’s data as JSON.', resolve: (e) => JSON.stringify(e.data) }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who made the change (staff, or the participant themselves); null for the system.',
      resolve: (e) => e.actorUserId,
    }),
  }),
});
