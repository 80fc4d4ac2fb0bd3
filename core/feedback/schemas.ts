import { z } from 'zod';

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_EMPTY_MESSAGE = 'Please give a rating or write something';

const text = z.string().trim().max(FEEDBACK_TEXT_MAX).default('');

/**
 * A participant's feedback on one workshop session. Every part is optional (people say what they
 * want to), but an entirely empty form is refused: it would count as feedback for staff while
 * saying nothing.
 */
export const ZFeedbackInput = z
  .object({
    rating: z.number().int().min(1).max(5).nullable().default(null),
    positive: text,
    constructive: text,
    testimonial: text,
  })
  .refine(
    (input) =>
      input.rating !== null || input.positive !== '' || input.constructive !== '' || input.testimonial !== '',
    { error: FEEDBACK_EMPTY_MESSAGE, path: ['rating'] },
  );
export type TFeedbackInput = z.infer<typeof ZFeedbackInput>;
