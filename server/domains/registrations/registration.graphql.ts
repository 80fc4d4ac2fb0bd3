import { firstNeededStep, REGISTRATION_STEPS } from '#core/registrations/rules';
import { SessionRef } from '#server/domains/activities/index';
import { currentFestivalOf, type FestivalRow, findFestival } from '#server/domains/festival/index';
import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import type { Context } from '#server/graphql/context';
import { NotFoundError } from '#server/services/errors';
import { registrationAbilities } from './availability.service';
import {
  CartRef,
  PlacementRef,
  PreferenceRef,
  RegistrationEventRef,
  WaitlistEntryRef,
} from './registration-parts.graphql';
import {
  findRegistration,
  findTeachingSessions,
  getCart,
  listPlacementRows,
  listPreferenceRows,
  listRegistrationEvents,
  listWaitlistEntries,
  loadRegistrations,
  phaseOf,
  type RegistrationRow,
} from './registration-reads';
import { canManageRegistration, canSeeAllRegistrations } from './registrations.policy';

const RegistrationStepEnum = builder.enumType('RegistrationStep', {
  values: Object.fromEntries(
    REGISTRATION_STEPS.map((step) => [
      step.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      { value: step },
    ]),
  ),
});

async function festivalOf(context: Context, registration: RegistrationRow): Promise<FestivalRow> {
  const festival = await findFestival(context.db, registration.festivalId);
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}

/** What the registration may do now: one rule for canRank and canJoin (core/registrations/phase). */
async function abilitiesOf(registration: RegistrationRow, context: Context) {
  const festival = await festivalOf(context, registration);
  return registrationAbilities(
    phaseOf(festival, context.now()),
    Boolean(registration.codeOfConductAcceptedAt),
  );
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
      resolve: async (r, _args, context) => (await abilitiesOf(r, context)).canRank,
    }),
    canJoin: t.boolean({
      description: 'Places can be taken now (general phase, code of conduct accepted).',
      resolve: async (r, _args, context) => (await abilitiesOf(r, context)).canJoin,
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
      const festival = await currentFestivalOf(context);
      return festival ? findRegistration(context.db, { festivalId: festival.id, userId: user.id }) : null;
    },
  }),
);

builder.queryFields((t) => ({
  currentRegistration: t.field({
    type: RegistrationRef,
    nullable: true,
    description:
      'The viewer’s registration for the current festival; null when logged out or not registered.',
    resolve: async (_root, _args, context) => {
      if (!context.viewer) return null;
      const festival = await currentFestivalOf(context);
      return festival
        ? findRegistration(context.db, { festivalId: festival.id, userId: context.viewer.id })
        : null;
    },
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
