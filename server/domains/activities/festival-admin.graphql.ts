import { desc } from 'drizzle-orm';
import { ZFestivalInput, ZVenueInput } from '#core/festival/festival-input';
import { festivals } from '#server/db/schema/index';
import {
  createFestival,
  currentFestivalOf,
  FestivalRef,
  saveVenue,
  setCurrentFestival,
  updateFestival,
  VenueRef,
} from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';

/**
 * Festivals and venues in the admin area (issue 14), here beside the programme because parsing
 * input uses the people domain's parseInput, which the festival domain may not import. Creating a festival sets its prices, so it
 * needs `admin`; venues belong to the programme (`activities`).
 */

const FestivalInput = builder.inputType('FestivalInput', {
  fields: (t) => ({
    startDate: t.string({ required: true, description: 'ISO date; its year is the festival’s id.' }),
    endDate: t.string({ required: true, description: 'ISO date, same year.' }),
    baseWorkshopPrice: t.int({ required: true, description: 'Cents.' }),
    discountPerAdditionalWorkshop: t.int({ required: true, description: 'Cents.' }),
    discountLimit: t.int({ required: true }),
  }),
});

const VenueInput = builder.inputType('VenueInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    room: t.string({ required: false }),
    address: t.string({ required: true }),
    accessibilityNotes: t.string({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
    position: t.int({ required: false, description: 'Order in lists (smallest first).' }),
  }),
});

builder.objectField(FestivalRef, 'isCurrent', (t) =>
  t.boolean({
    description: 'Whether this is the festival the public site shows.',
    resolve: async (festival, _args, context) => (await currentFestivalOf(context))?.id === festival.id,
  }),
);

builder.queryField('festivals', (t) =>
  t.field({
    type: [FestivalRef],
    description: 'Every festival, latest first (staff who manage activities).',
    authScopes: { permission: 'activities' },
    resolve: (_root, _args, context) => context.db.select().from(festivals).orderBy(desc(festivals.id)),
  }),
);

function venueInput(input: {
  name: string;
  room?: string | null;
  address: string;
  accessibilityNotes?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  position?: number | null;
}) {
  return parseInput(ZVenueInput, {
    ...input,
    room: input.room ?? '',
    accessibilityNotes: input.accessibilityNotes ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    position: input.position ?? 0,
  });
}

builder.mutationFields((t) => ({
  createFestival: t.field({
    type: FestivalRef,
    description: 'Creates a festival (its id is the year of its start date) with its dates and pricing.',
    authScopes: { permission: 'admin' },
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: FestivalInput, required: true }) },
    resolve: (_root, args, context) =>
      createFestival(context.db, viewerScopeOf(context), parseInput(ZFestivalInput, args.input)),
  }),
  updateFestival: t.field({
    type: FestivalRef,
    description: 'Changes a festival’s dates (same year) and pricing.',
    authScopes: { permission: 'admin' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FestivalInput, required: true }) },
    resolve: (_root, args, context) =>
      updateFestival(context.db, viewerScopeOf(context), {
        festivalId: Number(args.id),
        festival: parseInput(ZFestivalInput, args.input),
      }),
  }),
  setCurrentFestival: t.field({
    type: FestivalRef,
    description:
      'Makes this festival the one the public site shows (administrators). Creating a festival never does.',
    authScopes: { permission: 'admin' },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const festivalId = Number(args.id);
      if (!Number.isSafeInteger(festivalId)) throw new NotFoundError('Festival');
      return setCurrentFestival(context.db, viewerScopeOf(context), { festivalId });
    },
  }),
  createVenue: t.field({
    type: VenueRef,
    authScopes: { permission: 'activities' },
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: VenueInput, required: true }) },
    resolve: (_root, args, context) =>
      saveVenue(context.db, viewerScopeOf(context), { venueId: null, venue: venueInput(args.input) }),
  }),
  updateVenue: t.field({
    type: VenueRef,
    authScopes: { permission: 'activities' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VenueInput, required: true }) },
    resolve: (_root, args, context) => {
      const venueId = Number(args.id);
      if (!Number.isSafeInteger(venueId)) throw new NotFoundError('Venue');
      return saveVenue(context.db, viewerScopeOf(context), { venueId, venue: venueInput(args.input) });
    },
  }),
}));
