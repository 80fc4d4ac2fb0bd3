import {
  FESTIVAL_PHASES,
  type FestivalPhase,
  isPreferencePhase,
  registrationsCloseAt,
} from '#core/registrations/phase';
import {
  currentFestivalOf,
  FestivalRef,
  findFestival,
  writePhaseDates,
} from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { requireViewer } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { phaseOf } from './registration-reads';

// The registration phase of a festival, its dates, and how staff set them.

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

builder.objectFields(FestivalRef, (t) => ({
  phase: t.field({
    type: RegistrationPhaseEnum,
    description: 'The registration phase now, from the phase dates.',
    resolve: (festival, _args, context) => phaseOf(festival, context.now()),
  }),
  preferencePhase: t.boolean({
    description:
      'Before allocation (pending, earlybird, paused): people rank workshops and nothing is charged; afterwards they hold places.',
    resolve: (festival, _args, context) => isPreferencePhase(phaseOf(festival, context.now())),
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

const PhaseDatesInput = builder.inputType('PhaseDatesInput', {
  fields: (t) => ({
    earlybirdOpensAt: t.field({ type: 'DateTime', required: false }),
    earlybirdClosesAt: t.field({ type: 'DateTime', required: false }),
    generalOpensAt: t.field({ type: 'DateTime', required: false }),
    registrationsCloseAt: t.field({ type: 'DateTime', required: false }),
  }),
  description: 'Only the dates given change; a date left out keeps its value and null clears it.',
});

builder.mutationFields((t) => ({
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
        : await currentFestivalOf(context);
      if (!festival) throw new NotFoundError('Festival');
      // Left out = unchanged; null = cleared (a partial update must not blank the other dates).
      const viewer = requireViewer(context);
      return context.db.transaction((tx) => writePhaseDates(tx, viewer, festival, args.input));
    },
  }),
}));
