import { z } from 'zod';
import { requiredString } from '#core/validation/messages';
import { singleLine, singleLineText } from '#core/validation/single-line';

/** A presenter's public profile as staff edit it (issue 14). */
export const ZPresenterInput = z.object({
  name: singleLine(requiredString().max(200)),
  pronouns: singleLineText(50),
  bio: z.string().trim().max(10_000),
  /** A city from the Cities list, or null for none. */
  cityId: z.number().int().positive().nullable(),
});
export type TPresenterInput = z.infer<typeof ZPresenterInput>;
