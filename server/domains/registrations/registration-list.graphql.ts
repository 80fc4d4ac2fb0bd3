import { SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import { scopeOf } from '#server/graphql/context';
import { RegistrationRef } from './registration.graphql';
import { countPreferences, listRegistrations, type RegistrationSummary } from './registrations.service';

// Staff lists: every registration of the festival, and the demand for each session.

const RegistrationListItemRef = builder.objectRef<RegistrationSummary>('RegistrationListItem').implement({
  fields: (t) => ({
    id: t.id({ resolve: (item) => String(item.registration.id) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (item) => item.registration.completedAt,
    }),
    photoPermission: t.boolean({ nullable: true, resolve: (item) => item.registration.photoPermission }),
    workshopsPlaced: t.exposeInt('placed', { description: 'Workshops with a place (full day = 2).' }),
    slotsPreferred: t.exposeInt('preferred', { description: 'Slots with at least one preference.' }),
    registration: t.field({ type: RegistrationRef, resolve: (item) => item.registration }),
  }),
});

const RegistrationListRef = builder
  .objectRef<Awaited<ReturnType<typeof listRegistrations>>>('RegistrationList')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      completed: t.exposeInt('completed'),
      placesTaken: t.exposeInt('placesTaken'),
      placesOffered: t.exposeInt('placesOffered'),
      items: t.field({ type: [RegistrationListItemRef], resolve: (list) => list.items }),
    }),
  });

const PreferenceCountsRef = builder
  .objectRef<Awaited<ReturnType<typeof countPreferences>>[number]>('SessionPreferenceCounts')
  .implement({
    description: 'How many people ranked a session 1st, 2nd, 3rd or lower in its slot.',
    fields: (t) => ({
      session: t.field({ type: SessionRef, resolve: (c) => c.sessionId }),
      first: t.int({ resolve: (c) => c.byChoice[0] }),
      second: t.int({ resolve: (c) => c.byChoice[1] }),
      third: t.int({ resolve: (c) => c.byChoice[2] }),
      lower: t.int({ resolve: (c) => c.byChoice[3] }),
      capacity: t.int({ nullable: true, resolve: (c) => c.capacity }),
    }),
  });

builder.queryFields((t) => ({
  preferenceCounts: t.field({
    type: [PreferenceCountsRef],
    description: 'Demand for each workshop session in the current festival, most 1st choices first.',
    authScopes: { permission: 'registrations' },
    resolve: async (_root, _args, context) => countPreferences(context.db, await scopeOf(context)),
  }),
  registrations: t.field({
    type: RegistrationListRef,
    description: 'Registrations for the current festival, by name; `search` matches name or email.',
    authScopes: { permission: 'registrations' },
    args: { search: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) =>
      listRegistrations(context.db, await scopeOf(context), { search: args.search ?? null }),
  }),
}));
