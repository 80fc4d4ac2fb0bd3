import { z } from 'zod';
import { isIsoDate } from '#core/festival/dates';
import { isRecordId } from '#core/validation/ids';
import { singleLine } from '#core/validation/single-line';

/**
 * Staff email a group of people (issue 26): who gets it, what it says, and each person's own
 * version. Shared by the staff screen and the resolvers, so both refuse the same filters.
 */

/** Who a group message goes to. */
export const GROUP_AUDIENCES = ['Everyone', 'PlacedInSession', 'PlacedOnDay', 'Waiting', 'Tutors'] as const;
export type GroupAudience = (typeof GROUP_AUDIENCES)[number];

/** Which registrations count: finished, still being filled in, or both. */
export const REGISTRATION_STATES = ['Completed', 'InProgress', 'Any'] as const;
export type RegistrationStateFilter = (typeof REGISTRATION_STATES)[number];

export const AUDIENCE_LABELS: Record<GroupAudience, string> = {
  Everyone: 'Everyone registered',
  PlacedInSession: 'Everyone with a place in a session',
  PlacedOnDay: 'Everyone with a place on a day',
  Waiting: 'Everyone waiting for a place',
  Tutors: 'The festival’s tutors',
};

const id = z.string().refine(isRecordId, 'Choose a session');

export const ZGroupFilter = z
  .object({
    audience: z.enum(GROUP_AUDIENCES),
    /** The session, for PlacedInSession (required) and Waiting (optional: any waitlist without). */
    sessionId: id.nullish(),
    /** A festival day, YYYY-MM-DD, for PlacedOnDay. */
    day: z.string().refine(isIsoDate, 'Choose a day').nullish(),
    registrationState: z.enum(REGISTRATION_STATES).default('Completed'),
    /** Only people who still owe money. */
    unpaidOnly: z.boolean().default(false),
  })
  .superRefine((filter, ctx) => {
    if (filter.audience === 'PlacedInSession' && !filter.sessionId)
      ctx.addIssue({ code: 'custom', path: ['sessionId'], message: 'Choose a session' });
    if (filter.audience === 'PlacedOnDay' && !filter.day)
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'Choose a day' });
    if (filter.audience === 'Tutors' && filter.unpaidOnly)
      ctx.addIssue({
        code: 'custom',
        path: ['unpaidOnly'],
        message: 'Tutors are not filtered by what they owe',
      });
  });
export type TGroupFilter = z.infer<typeof ZGroupFilter>;

export const ZGroupMessage = z.object({
  subject: singleLine(
    z.string().trim().min(1, 'Give the message a subject').max(200, 'Keep the subject under 200 characters'),
  ),
  body: z.string().trim().min(1, 'Write a message').max(20_000, 'Keep the message under 20,000 characters'),
});
export type TGroupMessage = z.infer<typeof ZGroupMessage>;

/** What a recipient's version may name: `{{name}}`, `{{firstName}}`, `{{email}}`. */
export interface GroupRecipientFields {
  name: string;
  email: string;
}

export const PLACEHOLDERS = ['{{name}}', '{{firstName}}', '{{email}}'] as const;

/** The first word of a name, for "Kia ora {{firstName}}". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * One recipient's version of a text: each placeholder replaced by their own value. An unknown
 * `{{…}}` stays as written, so a typo shows in the preview rather than vanishing.
 */
export function personalise(text: string, recipient: GroupRecipientFields): string {
  const values: Record<string, string> = {
    name: recipient.name,
    firstName: firstNameOf(recipient.name),
    email: recipient.email,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * How many emails a sending job queues per batch, and how long it waits between batches: a steady
 * 120 a minute, well under a small SMTP relay's limits, so a message to everyone never floods it.
 */
export const GROUP_BATCH_SIZE = 20;
export const GROUP_BATCH_INTERVAL_MS = 10_000;
