import { z } from 'zod';
import { isIsoDate } from '#core/festival/dates';
import { requiredString } from '#core/validation/messages';
import { singleLine } from '#core/validation/single-line';
import { ACTIVITY_TYPES } from './activity-types';

/**
 * Input rules for building the programme in the admin area (issue 14), shared by the server's
 * mutations and the admin forms so both give the same message next to the same field.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens (like “long-form-basics”)';
export const TIME_MESSAGE = 'Please give a time like 19:30';
export const END_AFTER_START_MESSAGE = 'Must end after it starts';
export const DATE_MESSAGE = 'Please give a date like 2027-03-01';

/** 'Māori Myths & Legends!' → 'maori-myths-legends': the slug a new activity gets from its name. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const ZSlug = requiredString().toLowerCase().max(80).regex(SLUG_PATTERN, { error: SLUG_MESSAGE });

export const ZActivityType = z.enum(ACTIVITY_TYPES);

/** A new activity: its kind and name; the slug comes from the name unless given. */
export const ZActivityCreate = z
  .object({
    type: ZActivityType,
    name: singleLine(requiredString().max(200)),
    slug: z.string().trim().optional(),
  })
  .transform((value, ctx) => {
    const slug = value.slug ? value.slug : slugify(value.name);
    const parsed = ZSlug.safeParse(slug);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: parsed.error.issues[0]?.message ?? SLUG_MESSAGE,
      });
      return z.NEVER;
    }
    return { type: value.type, name: value.name, slug: parsed.data };
  });
export type TActivityCreateInput = z.input<typeof ZActivityCreate>;
export type TActivityCreate = z.output<typeof ZActivityCreate>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZIsoDate = requiredString()
  .regex(ISO_DATE, { error: DATE_MESSAGE })
  .refine(isIsoDate, { error: DATE_MESSAGE });
export const ZTime = requiredString().regex(HH_MM, { error: TIME_MESSAGE });

/** A session in festival time (Pacific/Auckland): a day, start and end times, venue, capacity. */
export const ZSessionInput = z
  .object({
    date: ZIsoDate,
    startTime: ZTime,
    endTime: ZTime,
    venueId: z.number().int().positive().nullable(),
    /** Null: no limit (shows with ticketing elsewhere, social events). */
    capacity: z.number().int().min(0).max(10_000).nullable(),
  })
  // Only two well-formed times can be compared; a malformed one already has its own message.
  .refine(
    (value) => !(HH_MM.test(value.startTime) && HH_MM.test(value.endTime)) || value.endTime > value.startTime,
    { path: ['endTime'], error: END_AFTER_START_MESSAGE },
  );
export type TSessionInput = z.infer<typeof ZSessionInput>;

export const CAST_ROLES = [
  'tutor',
  'director',
  'performer',
  'host',
  'organiser',
  'speaker',
  'musician',
  'operator',
] as const;
export type CastRoleName = (typeof CAST_ROLES)[number];

/** The whole cast of an activity, in billing order. */
export const ZCastInput = z
  .array(z.object({ profileId: z.number().int().positive(), role: z.enum(CAST_ROLES) }))
  .max(50)
  .refine(
    (cast) => new Set(cast.map((member) => `${member.profileId}:${member.role}`)).size === cast.length,
    { error: 'Each person can have each role only once' },
  );
export type TCastInput = z.infer<typeof ZCastInput>;

export const CAPACITY_BELOW_TAKEN_MESSAGE = (taken: number) =>
  `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken: capacity can’t be less than that`;
