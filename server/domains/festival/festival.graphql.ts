import { zonedInstant } from '#core/festival/dates';
import { builder } from '#server/graphql/builder';
import { NotFoundError } from '#server/services/errors';
import { type FestivalRow, findFestival, listVenues, loadVenues, type VenueRow } from './festival.service';
import { currentFestivalOf } from './programme-memory';

export const FestivalRef = builder.objectRef<FestivalRow>('Festival');
export const WorkshopPricingRef = builder.objectRef<FestivalRow>('WorkshopPricing');

FestivalRef.implement({
  description: 'One year of the festival; its id is the year.',
  fields: (t) => ({
    id: t.id({ resolve: (festival) => String(festival.id) }),
    name: t.string({ resolve: (festival) => `NZIF ${festival.id}` }),
    startDate: t.field({
      type: 'DateTime',
      description: 'Midnight at the start of the first day, Pacific/Auckland.',
      resolve: (festival) => zonedInstant(festival.startDate, '00:00'),
    }),
    endDate: t.field({
      type: 'DateTime',
      description: 'Midnight at the start of the last day, Pacific/Auckland.',
      resolve: (festival) => zonedInstant(festival.endDate, '00:00'),
    }),
    startDay: t.field({ type: 'Date', resolve: (festival) => festival.startDate }),
    endDay: t.field({ type: 'Date', resolve: (festival) => festival.endDate }),
    workshopPricing: t.field({ type: WorkshopPricingRef, resolve: (festival) => festival }),
  }),
});

WorkshopPricingRef.implement({
  description: 'Package pricing for workshops, in integer cents.',
  fields: (t) => ({
    id: t.id({ resolve: (festival) => String(festival.id) }),
    baseWorkshopPrice: t.exposeInt('baseWorkshopPrice'),
    discountPerAdditionalWorkshop: t.exposeInt('discountPerAdditionalWorkshop'),
    discountLimit: t.exposeInt('discountLimit'),
  }),
});

export const VenueRef = builder.loadableObjectRef<VenueRow, number>('Venue', {
  load: (ids, context) => loadVenues(context.db, ids),
  sort: (venue) => venue.id,
});

VenueRef.implement({
  fields: (t) => ({
    id: t.id({ resolve: (venue) => String(venue.id) }),
    name: t.exposeString('name'),
    room: t.exposeString('room', { nullable: true }),
    address: t.exposeString('address'),
    position: t.exposeInt('position'),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    accessibilityNotes: t.exposeString('accessibilityNotes'),
  }),
});

builder.queryFields((t) => ({
  festival: t.field({
    type: FestivalRef,
    nullable: true,
    description: 'A festival by year; without one, the current festival.',
    args: { id: t.arg.id({ required: false }) },
    resolve: (_root, args, context) =>
      args.id ? findFestival(context.db, Number(args.id)) : currentFestivalOf(context),
  }),
  venues: t.field({ type: [VenueRef], resolve: (_root, _args, context) => listVenues(context.db) }),
  venue: t.field({
    type: VenueRef,
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      const [venue] = Number.isInteger(id) ? await loadVenues(context.db, [id]) : [];
      if (!venue) throw new NotFoundError('Venue');
      return venue;
    },
  }),
}));
