import { z } from 'zod';
import { requiredString } from '#core/validation/messages';
import { singleLine, singleLineText } from '#core/validation/single-line';
import { isIsoDate } from './dates';

/** Creating a festival and editing venues in the admin area (issue 14): shared by server and web. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const cents = z.number().int().min(0).max(10_000_00);
/** Empty says 'Required' alone; the date's form is checked only once there is something. */
const isoDate = () =>
  requiredString().pipe(
    z
      .string()
      .regex(ISO_DATE, { error: 'Please give a date like 2027-03-01' })
      .refine(isIsoDate, { error: 'Please give a date like 2027-03-01' }),
  );

export const ZFestivalInput = z
  .object({
    startDate: isoDate(),
    endDate: isoDate(),
    /** Integer cents. */
    baseWorkshopPrice: cents,
    discountPerAdditionalWorkshop: cents,
    discountLimit: z.number().int().min(1).max(50),
  })
  .refine((value) => value.endDate >= value.startDate, {
    path: ['endDate'],
    error: 'Must be on or after the start',
  })
  .refine((value) => value.endDate.slice(0, 4) === value.startDate.slice(0, 4), {
    path: ['endDate'],
    error: 'A festival starts and ends in the same year (its id is the year)',
  })
  .refine((value) => value.discountPerAdditionalWorkshop <= value.baseWorkshopPrice, {
    path: ['discountPerAdditionalWorkshop'],
    error: 'The discount can’t be more than the price of a workshop',
  });
export type TFestivalInput = z.infer<typeof ZFestivalInput>;

/** The year a festival's id is. */
export function festivalYear(input: Pick<TFestivalInput, 'startDate'>): number {
  return Number(input.startDate.slice(0, 4));
}

const optionalText = (max: number) => z.string().trim().max(max);

export const ZVenueInput = z
  .object({
    name: singleLine(requiredString().max(200)),
    room: singleLineText(200).transform((value) => (value === '' ? null : value)),
    address: requiredString().max(500),
    accessibilityNotes: optionalText(5_000),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    position: z.number().int().min(0).max(10_000),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    path: ['longitude'],
    error: 'Give both latitude and longitude, or neither',
  });
export type TVenueInput = z.input<typeof ZVenueInput>;
export type TVenue = z.output<typeof ZVenueInput>;
