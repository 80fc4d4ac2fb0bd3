import { z } from 'zod';
import { email, requiredString } from '#core/validation/messages';
import { phoneNumber, singleLine, singleLineText } from '#core/validation/single-line';

export const FULL_NAME_MESSAGE = 'Please give us your first and last name so we can tell everyone apart';
export const CODE_OF_CONDUCT_MESSAGE = 'Please read and agree to the code of conduct';

/** At least two words of two or more letters, so people with the same first name can be told apart. */
export function isFullName(name: string): boolean {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter((word) => word.length >= 2).length >= 2
  );
}

const id = z.string().regex(/^\d{1,9}$/);

/** The "About you" step. The password is needed only when the person is not logged in yet. */
export const ZYourselfInput = z.object({
  name: singleLine(requiredString().max(200)).refine(isFullName, { error: FULL_NAME_MESSAGE }),
  pronouns: singleLineText(50).default(''),
  email: email(),
  phone: phoneNumber().default(''),
  /** A city from the Cities list, or null for none. */
  cityId: id.nullable().default(null),
});
export type TYourselfInput = z.infer<typeof ZYourselfInput>;

export const ZCodeOfConductInput = z.object({
  accepted: z.literal(true, { error: CODE_OF_CONDUCT_MESSAGE }),
  photoPermission: z.boolean(),
});
export type TCodeOfConductInput = z.infer<typeof ZCodeOfConductInput>;

export const ZPreferenceInput = z.object({
  sessionId: id,
  position: z.number().int().min(1).max(99),
});

export const ZPreferencesInput = z.object({
  preferences: z.array(ZPreferenceInput).max(200),
});
export type TPreferencesInput = z.infer<typeof ZPreferencesInput>;

export const PHASE_ORDER_MESSAGE =
  'Phase dates must come in order: earlybird opens, closes, general opens, closes';

/** Staff setting the phase dates; each may be empty (that rule is then skipped). */
export const ZPhaseDatesInput = z
  .object({
    earlybirdOpensAt: z.date().nullable(),
    earlybirdClosesAt: z.date().nullable(),
    generalOpensAt: z.date().nullable(),
    registrationsCloseAt: z.date().nullable(),
  })
  .refine(
    (dates) => {
      const ordered = [
        dates.earlybirdOpensAt,
        dates.earlybirdClosesAt,
        dates.generalOpensAt,
        dates.registrationsCloseAt,
      ].filter((date): date is Date => date !== null);
      return ordered.every((date, i) => i === 0 || date.getTime() >= (ordered[i - 1]?.getTime() ?? 0));
    },
    { error: PHASE_ORDER_MESSAGE, path: ['registrationsCloseAt'] },
  );
export type TPhaseDatesInput = z.infer<typeof ZPhaseDatesInput>;

export const STAFF_REASON_TOO_LONG = 'Keep the reason under 500 characters';

/** Why staff changed someone's place: optional, kept in their history (trimmed; empty is none). */
export const ZStaffPlaceReason = z.string().trim().max(500, STAFF_REASON_TOO_LONG);

/** Why staff place someone beyond a session's capacity: required, stored on the place. */
export const ZOverCapacityReason = requiredString({ trim: true }).max(500, STAFF_REASON_TOO_LONG);
