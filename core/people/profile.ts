import { z } from 'zod';
import { email, requiredString } from '#core/validation/messages';
import { phoneNumber, singleLine, singleLineText } from '#core/validation/single-line';

/** What a person may change on their own profile page. */
export const ZProfileInput = z.object({
  name: singleLine(requiredString().max(200)),
  pronouns: singleLineText(50),
  email: email(),
  phone: phoneNumber(),
  /** A city from the Cities list, or null for none. */
  cityId: z.string().regex(/^\d+$/).nullable(),
});
export type TProfileInput = z.infer<typeof ZProfileInput>;

/** Pictures people may upload for their profile. */
export const PROFILE_PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const MAX_PROFILE_PICTURE_BYTES = 10 * 1024 * 1024;
