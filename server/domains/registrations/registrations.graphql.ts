import { count, inArray } from 'drizzle-orm';
import { FESTIVAL_PHASES, type FestivalPhase, registrationsCloseAt } from '#core/registrations/phase';
import { firstNeededStep, REGISTRATION_STEPS } from '#core/registrations/rules';
import { ZCodeOfConductInput, ZPreferencesInput, ZYourselfInput } from '#core/registrations/schemas';
import { placements } from '#server/db/schema/index';
import { SessionRef } from '#server/domains/activities/index';
import {
  FestivalRef,
  type FestivalRow,
  findFestival,
  getCurrentFestival,
} from '#server/domains/festival/index';
import { EmailTakenError, parseInput, UserRef } from '#server/domains/people/index';
import { builder, ErrorInterface } from '#server/graphql/builder';
import type { Context } from '#server/graphql/context';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/graphql/errors';
import { joinSession, joinWaitlist, leaveSession, leaveWaitlist, type PlaceChange } from './places.service';
import {
  AlreadyInWorkshopError,
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  SlotClashError,
  TeachingClashError,
  TooLateToLeaveError,
  WaitlistClosedError,
  WaitlistFirstError,
  WorkshopFullError,
} from './registrations.errors';
import { availabilityFor, registrationAbilities } from './availability.service';
import { publishRegistrationChanges } from './registration-changes.service';
import { registerStaffPlaceMutations } from './staff-places.graphql';
import { canManageRegistration, canSeeAllRegistrations } from './registrations.policy';
import {
  acceptCodeOfConduct,
  completeRegistration,
  countPreferences,
  findRegistration,
  findTeachingSessions,
  getCart,
  listPlacementRows,
  listPreferenceRows,
  listRegistrationEvents,
  listRegistrations,
  listWaitlistEntries,
  loadRegistrations,
  phaseOf,
  type RegistrationEventRow,
  type RegistrationRow,
  type RegistrationSummary,
  saveWorkshopPreferences,
  saveYourself,
  updatePhaseDates,
  waitlistCounts,
} from './registrations.service';

for (const [ErrorClass, name] of [
  [RegistrationClosedError, 'RegistrationClosedError'],
  [RegistrationIncompleteError, 'RegistrationIncompleteError'],
  [WorkshopFullError, 'WorkshopFullError'],
  [WaitlistFirstError, 'WaitlistFirstError'],
  [SlotClashError, 'SlotClashError'],
  [TeachingClashError, 'TeachingClashError'],
  [AlreadyInWorkshopError, 'AlreadyInWorkshopError'],
  [TooLateToLeaveError, 'TooLateToLeaveError'],
  [PlacesAvailableError, 'PlacesAvailableError'],
  [PlaceClashError, 'PlaceClashError'],
  [WaitlistClosedError, 'WaitlistClosedError'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface] });
}

const PHASE_NAMES: Record<FestivalPhase, string> = {
  pending: 'Pending',
  earlybird: 'Earlybird',
  paused: 'Paused',
  general: 'General',
  closed: 'Closed',
};

export const RegistrationPhaseEnum = builder.enumType('RegistrationPhase', {
  description:
    'Pending (not open), Earlybird (rank workshops), Paused (allocating; read-only), General (first come, first served), Closed.',
  values: Object.fromEntries(FESTIVAL_PHASES.map((phase) => [PHASE_NAMES[phase], { value: phase }])),
});

const RegistrationStepEnum = builder.enumType('RegistrationStep', {
  values: Object.fromEntries(
    REGISTRATION_STEPS.map((step) => [
      step.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      { value: step },
    ]),
  ),
});

builder.objectFields(FestivalRef, (t) => ({
  phase: t.field({
    type: RegistrationPhaseEnum,
    description: 'The registration phase now, from the phase dates.',
    resolve: (festival, _args, context) => phaseOf(festival, context.now()),
  }),
  earlybirdOpensAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.earlybirdOpensAt }),
  earlybirdClosesAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.earlybirdClosesAt }),
  generalOpensAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.generalOpensAt }),
  registrationsCloseAt: t.field({
    type: 'DateTime',
    description: 'When registrations close: as set, or midnight after the last festival day.',
    resolve: (f) => registrationsCloseAt(f),
  }),
}));

builder.objectFields(SessionRef, (t) => ({
  placesTaken: t.loadable({
    type: 'Int',
    description: 'Places taken in this session.',
    load: async (ids: number[], context) => {
      const rows = await context.db
        .select({ sessionId: placements.sessionId, taken: count() })
        .from(placements)
        .where(inArray(placements.sessionId, ids))
        .groupBy(placements.sessionId);
      const taken = new Map(rows.map((row) => [row.sessionId, row.taken]));
      return ids.map((id) => taken.get(id) ?? 0);
    },
    resolve: (session) => session.id,
  }),
  placesLeft: t.int({
    nullable: true,
    description: 'Places left (0 when full); null when the session has no limit.',
    resolve: async (session, _args, context) => {
      const availability = (await availabilityFor(context)).of(session.id);
      return availability ? availability.placesLeft : session.capacity;
    },
  }),
  canJoin: t.boolean({
    description: 'The viewer may take a place now (general phase, free place, nobody waiting ahead).',
    resolve: async (session, _args, context) =>
      (await availabilityFor(context)).of(session.id)?.canJoin ?? false,
  }),
  canJoinWaitlist: t.boolean({
    description: 'The viewer may join its waitlist now (it is full, and more than 48 hours away).',
    resolve: async (session, _args, context) =>
      (await availabilityFor(context)).of(session.id)?.canJoinWaitlist ?? false,
  }),
  canLeave: t.boolean({
    description: 'The viewer holds a place and may still give it up (48 hours before the start).',
    resolve: async (session, _args, context) =>
      (await availabilityFor(context)).of(session.id)?.canLeave ?? false,
  }),
  waitlistCount: t.loadable({
    type: 'Int',
    description: 'People waiting for a place. While anyone waits, newcomers join the waitlist too.',
    load: async (ids: number[], context) => {
      const counts = await waitlistCounts(context.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    },
    resolve: (session) => session.id,
  }),
}));

const CartRef = builder
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

const PreferenceRef = builder
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

const WaitlistEntryRef = builder
  .objectRef<{ registrationId: number; sessionId: number; place: number }>('WaitlistEntry')
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (w) => `${w.registrationId}:${w.sessionId}` }),
      place: t.exposeInt('place', { description: 'Place in the queue: 1 is next.' }),
      sessionId: t.id({ resolve: (w) => String(w.sessionId) }),
      session: t.field({ type: SessionRef, resolve: (w) => w.sessionId }),
    }),
  });

const PlacementRef = builder
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

const RegistrationEventRef = builder.objectRef<RegistrationEventRow>('RegistrationEvent').implement({
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

async function festivalOf(context: Context, registration: RegistrationRow): Promise<FestivalRow> {
  const festival = await findFestival(context.db, registration.festivalId);
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}

export const RegistrationRef = builder.loadableObjectRef<RegistrationRow, number>('Registration', {
  load: (ids, context) => loadRegistrations(context.db, ids),
  sort: (registration) => registration.id,
});

RegistrationRef.implement({
  description: 'One person’s registration for one festival. Only they and registration managers see it.',
  authScopes: (registration, context) => canManageRegistration(context.viewer, registration),
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    user: t.field({ type: UserRef, resolve: (r) => r.userId }),
    codeOfConductAcceptedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (r) => r.codeOfConductAcceptedAt,
    }),
    photoPermission: t.exposeBoolean('photoPermission', { nullable: true }),
    donateDiscount: t.exposeBoolean('donateDiscount'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.completedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    nextStep: t.field({
      type: RegistrationStepEnum,
      description: 'The first wizard step still needed.',
      resolve: (r) => firstNeededStep(r),
    }),
    preferences: t.field({
      type: [PreferenceRef],
      resolve: (r, _args, context) => listPreferenceRows(context.db, r.id),
    }),
    sessions: t.field({
      type: [SessionRef],
      description: 'Sessions this person has a place in.',
      resolve: async (r, _args, context) =>
        (await listPlacementRows(context.db, r.id)).map((p) => p.sessionId),
    }),
    waitlist: t.field({
      type: [WaitlistEntryRef],
      resolve: (r, _args, context) => listWaitlistEntries(context.db, r.id),
    }),
    teaching: t.field({
      type: [SessionRef],
      description: 'Sessions this person presents; workshops at the same time cannot be chosen.',
      resolve: async (r, _args, context) =>
        (await findTeachingSessions(context.db, { festivalId: r.festivalId, userId: r.userId })).map(
          (s) => s.id,
        ),
    }),
    cart: t.field({
      type: CartRef,
      resolve: async (r, _args, context) => {
        const festival = await festivalOf(context, r);
        return getCart(context.db, { registration: r, festival, phase: phaseOf(festival, context.now()) });
      },
    }),
    canManage: t.boolean({ resolve: (r, _args, context) => canManageRegistration(context.viewer, r) }),
    canRank: t.boolean({
      description: 'Workshops can be ranked now (earlybird, code of conduct accepted).',
      resolve: async (r, _args, context) =>
        registrationAbilities(
          phaseOf(await festivalOf(context, r), context.now()),
          Boolean(r.codeOfConductAcceptedAt),
        ).canRank,
    }),
    canJoin: t.boolean({
      description: 'Places can be taken now (general phase, code of conduct accepted).',
      resolve: async (r, _args, context) =>
        registrationAbilities(
          phaseOf(await festivalOf(context, r), context.now()),
          Boolean(r.codeOfConductAcceptedAt),
        ).canJoin,
    }),
    places: t.field({
      type: [PlacementRef],
      description: 'Places held, with any staff over-capacity reason.',
      resolve: (r, _args, context) => listPlacementRows(context.db, r.id),
    }),
    history: t.field({
      type: [RegistrationEventRef],
      description: 'What happened, newest first (registration managers only).',
      authScopes: { permission: 'registrations' },
      resolve: (r, _args, context) => listRegistrationEvents(context.db, r.id),
    }),
  }),
});

builder.objectField(UserRef, 'registration', (t) =>
  t.field({
    type: RegistrationRef,
    nullable: true,
    description: 'Their registration for the current festival (for themselves and registration managers).',
    resolve: async (user, _args, context) => {
      if (!context.viewer || (context.viewer.id !== user.id && !canSeeAllRegistrations(context.viewer)))
        return null;
      const festival = await getCurrentFestival(context.db, context.now());
      return festival ? findRegistration(context.db, { festivalId: festival.id, userId: user.id }) : null;
    },
  }),
);

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

const PlaceChangeRef = builder.objectRef<PlaceChange>('PlaceChange').implement({
  description: 'A place taken or given up, or a waitlist joined or left.',
  fields: (t) => ({
    overCapacity: t.boolean({
      description: 'Staff placed them beyond capacity (with a reason stored on the place).',
      resolve: (c) => ('overCapacity' in c ? Boolean(c.overCapacity) : false),
    }),
    registration: t.field({ type: RegistrationRef, resolve: (c) => c.registration }),
    session: t.field({ type: SessionRef, resolve: (c) => c.session.id }),
    removedFrom: t.field({
      type: [SessionRef],
      description: 'Clashing sessions given up to make room.',
      resolve: (c) => c.removedFrom.map((s) => s.id),
    }),
  }),
});

const YourselfInput = builder.inputType('YourselfInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pronouns: t.string({ required: false }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    cityId: t.id({ required: false }),
  }),
});

const PreferenceInput = builder.inputType('PreferenceInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    position: t.int({ required: true, description: '1 for the first choice in its slot.' }),
  }),
});

const PhaseDatesInput = builder.inputType('PhaseDatesInput', {
  fields: (t) => ({
    earlybirdOpensAt: t.field({ type: 'DateTime', required: false }),
    earlybirdClosesAt: t.field({ type: 'DateTime', required: false }),
    generalOpensAt: t.field({ type: 'DateTime', required: false }),
    registrationsCloseAt: t.field({ type: 'DateTime', required: false }),
  }),
  description: 'Only the dates given change; a date left out keeps its value and null clears it.',
});

async function currentFestival(context: Context): Promise<FestivalRow> {
  const festival = await getCurrentFestival(context.db, context.now());
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}

function requireViewer(context: Context) {
  if (!context.viewer) throw new NotAllowedError();
  return context.viewer;
}

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
    resolve: async (_root, _args, context) =>
      countPreferences(context.db, (await currentFestival(context)).id),
  }),
  currentRegistration: t.field({
    type: RegistrationRef,
    nullable: true,
    description:
      'The viewer’s registration for the current festival; null when logged out or not registered.',
    resolve: async (_root, _args, context) => {
      if (!context.viewer) return null;
      const festival = await getCurrentFestival(context.db, context.now());
      return festival
        ? findRegistration(context.db, { festivalId: festival.id, userId: context.viewer.id })
        : null;
    },
  }),
  registrations: t.field({
    type: RegistrationListRef,
    description: 'Registrations for the current festival, by name; `search` matches name or email.',
    authScopes: { permission: 'registrations' },
    args: { search: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) =>
      listRegistrations(context.db, {
        festivalId: (await currentFestival(context)).id,
        search: args.search ?? null,
      }),
  }),
  registration: t.field({
    type: RegistrationRef,
    description: 'One registration, for registration managers.',
    authScopes: { permission: 'registrations' },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      const [row] = Number.isInteger(id) ? await loadRegistrations(context.db, [id]) : [];
      if (!row) throw new NotFoundError('Registration');
      return row;
    },
  }),
}));

const placeErrors = [
  NotFoundError,
  RegistrationClosedError,
  RegistrationIncompleteError,
  WorkshopFullError,
  WaitlistFirstError,
  SlotClashError,
  TeachingClashError,
  AlreadyInWorkshopError,
  TooLateToLeaveError,
  PlacesAvailableError,
  WaitlistClosedError,
];

type PlaceOperation = typeof joinSession;

/** Tells live staff screens about a change that has just been saved (see registration-changes). */
async function published<T extends { id: number; festivalId: number }>(
  context: Context,
  registration: T,
  kind: string,
): Promise<T> {
  await publishRegistrationChanges(context, {
    festivalId: registration.festivalId,
    registrationId: registration.id,
    kind,
    now: context.now(),
  });
  return registration;
}

function placeMutation(name: string, operation: PlaceOperation, kind: string, description: string) {
  return builder.mutationField(name, (t) =>
    t.field({
      type: PlaceChangeRef,
      description,
      authScopes: { loggedIn: true },
      errors: { types: placeErrors, directResult: true },
      args: { sessionId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const sessionId = Number(args.sessionId);
        if (!Number.isInteger(sessionId)) throw new NotFoundError('Workshop session');
        const change = await operation(context.db, {
          viewer: requireViewer(context),
          festival: await currentFestival(context),
          sessionId,
          now: context.now(),
        });
        await published(context, change.registration, kind);
        return change;
      },
    }),
  );
}

placeMutation(
  'joinSession',
  joinSession,
  'joined',
  'Takes a place in a workshop session, giving up any clashing one (general phase).',
);
placeMutation(
  'leaveSession',
  leaveSession,
  'left',
  'Gives up a place, at least 48 hours before the start; the waitlist moves up.',
);
placeMutation(
  'joinWaitlist',
  joinWaitlist,
  'waitlist-joined',
  'Joins the waitlist of a full workshop session.',
);
placeMutation('leaveWaitlist', leaveWaitlist, 'waitlist-left', 'Leaves a waitlist.');

builder.mutationFields((t) => ({
  saveYourself: t.field({
    type: RegistrationRef,
    description: 'Saves the viewer’s details and creates their registration for the current festival.',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, EmailTakenError, RegistrationClosedError, NotFoundError],
      directResult: true,
    },
    args: { input: t.arg({ type: YourselfInput, required: true }) },
    resolve: async (_root, args, context) => {
      const registration = await saveYourself(context.db, {
        viewer: requireViewer(context),
        festival: await currentFestival(context),
        input: parseInput(ZYourselfInput, {
          ...args.input,
          pronouns: args.input.pronouns ?? '',
          phone: args.input.phone ?? '',
          cityId: args.input.cityId ?? null,
        }),
        now: context.now(),
      });
      return published(context, registration, 'updated');
    },
  }),
  acceptCodeOfConduct: t.field({
    type: RegistrationRef,
    description: 'Records acceptance of the code of conduct and the photo permission choice.',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, RegistrationClosedError, RegistrationIncompleteError, NotFoundError],
      directResult: true,
    },
    args: { photoPermission: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const registration = await acceptCodeOfConduct(context.db, {
        viewer: requireViewer(context),
        festival: await currentFestival(context),
        input: parseInput(ZCodeOfConductInput, { accepted: true, photoPermission: args.photoPermission }),
        now: context.now(),
      });
      return published(context, registration, 'code-of-conduct-accepted');
    },
  }),
  saveWorkshopPreferences: t.field({
    type: RegistrationRef,
    description: 'Replaces the viewer’s ranked workshop preferences (earlybird only).',
    authScopes: { loggedIn: true },
    errors: {
      types: [
        ValidationError,
        RegistrationClosedError,
        RegistrationIncompleteError,
        TeachingClashError,
        NotFoundError,
      ],
      directResult: true,
    },
    args: {
      preferences: t.arg({ type: [PreferenceInput], required: true }),
      notify: t.arg.boolean({
        required: false,
        description: 'Email the saved ranking (default true); saving as you go passes false.',
      }),
    },
    resolve: async (_root, args, context) => {
      const registration = await saveWorkshopPreferences(context.db, {
        notify: args.notify ?? true,
        viewer: requireViewer(context),
        festival: await currentFestival(context),
        input: parseInput(ZPreferencesInput, {
          preferences: args.preferences.map((p) => ({ ...p, sessionId: String(p.sessionId) })),
        }),
        now: context.now(),
      });
      return published(context, registration, 'preferences-saved');
    },
  }),
  completeRegistration: t.field({
    type: RegistrationRef,
    description: 'Finishes the wizard; the first time, emails a confirmation.',
    authScopes: { loggedIn: true },
    errors: {
      types: [RegistrationClosedError, RegistrationIncompleteError, NotFoundError],
      directResult: true,
    },
    resolve: async (_root, _args, context) => {
      const registration = await completeRegistration(context.db, {
        viewer: requireViewer(context),
        festival: await currentFestival(context),
        now: context.now(),
      });
      return published(context, registration, 'completed');
    },
  }),
  updateFestivalPhaseDates: t.field({
    type: FestivalRef,
    description: 'Sets when each registration phase starts (registration managers).',
    authScopes: { permission: 'registrations' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      festivalId: t.arg.id({ required: false, description: 'Defaults to the current festival.' }),
      input: t.arg({ type: PhaseDatesInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const festival = args.festivalId
        ? await findFestival(context.db, Number(args.festivalId))
        : await getCurrentFestival(context.db, context.now());
      if (!festival) throw new NotFoundError('Festival');
      // Left out = unchanged; null = cleared (a partial update must not blank the other dates).
      return updatePhaseDates(context.db, { festival, changes: args.input, viewer: requireViewer(context) });
    },
  }),
}));

registerStaffPlaceMutations(PlaceChangeRef);

// The viewer's calendar and /my session pages live in their own file; importing it here keeps
// server/graphql/schema.ts's one-import-per-domain list unchanged.
import './calendar.graphql';
