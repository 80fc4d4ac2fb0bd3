import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { displayName } from '#core/people/names';
import { hasPermission } from '#core/people/permissions';
import { singleLine } from '#core/validation/single-line';
import type { Database } from '#server/db/client';
import {
  placements,
  profiles,
  registrations,
  sessionMessages,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';

import { findSession, isTutorOf, type SessionInfo } from './session-access';

// Tutors' and staff's messages to a session's class, and what each participant sees of them.
export type SessionMessageRow = typeof sessionMessages.$inferSelect;

export const ZSessionMessage = z.object({
  subject: singleLine(
    z.string().trim().min(1, 'Give the message a subject').max(200, 'Keep the subject under 200 characters'),
  ),
  body: z.string().trim().min(1, 'Write a message').max(10_000, 'Keep the message under 10,000 characters'),
  includeWaitlist: z.boolean(),
});

function validation(error: z.ZodError): ValidationError {
  const problems = error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return new ValidationError(problems[0]?.message ?? 'Invalid', problems);
}

/** Stores the message and queues one email per person placed (and waiting, when asked). */
export async function sendSessionMessage(
  db: Database,
  { viewer }: ViewerScope<Viewer>,
  input: {
    session: SessionInfo;
    subject: string;
    body: string;
    includeWaitlist: boolean;
    /** The site's address, for the link to the session's Messages page. */
    publicUrl?: string;
  },
): Promise<SessionMessageRow> {
  const parsed = ZSessionMessage.safeParse(input);
  if (!parsed.success) throw validation(parsed.error);
  const { subject, body, includeWaitlist } = parsed.data;
  return db.transaction(async (tx) => {
    const recipientIds = [
      ...(
        await tx
          .select({ id: placements.registrationId })
          .from(placements)
          .where(eq(placements.sessionId, input.session.id))
      ).map((row) => row.id),
      ...(includeWaitlist
        ? (
            await tx
              .select({ id: waitlistEntries.registrationId })
              .from(waitlistEntries)
              .where(eq(waitlistEntries.sessionId, input.session.id))
          ).map((row) => row.id)
        : []),
    ];
    const recipients =
      recipientIds.length === 0
        ? []
        : await tx
            .select({ email: users.email, name: profiles.name })
            .from(registrations)
            .innerJoin(users, eq(users.id, registrations.userId))
            .leftJoin(profiles, eq(profiles.userId, registrations.userId))
            .where(inArray(registrations.id, recipientIds));
    const [author] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id));
    const authorName = displayName(author?.name, viewer.email);
    const [message] = await tx
      .insert(sessionMessages)
      .values({
        sessionId: input.session.id,
        authorUserId: viewer.id,
        authorName,
        subject,
        body,
        includeWaitlist,
        recipients: recipients.length,
      })
      .returning();
    if (!message) throw new Error('Message not stored');
    const when = input.session.startsAt.toLocaleString('en-NZ', {
      timeZone: 'Pacific/Auckland',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (const person of recipients) {
      await queueEmail(tx, {
        kind: 'session-message',
        to: person.email,
        subject: `${input.session.activityName}: ${subject}`,
        text: [
          `Kia ora ${displayName(person.name, person.email)},`,
          '',
          `${authorName} sent a message about ${input.session.activityName} (${when}):`,
          '',
          body,
          ...(input.publicUrl
            ? [
                '',
                `Read it again on the workshop’s Messages page: ${input.publicUrl}/my/workshops/${input.session.activitySlug}/${input.session.id}/messages`,
              ]
            : []),
        ].join('\n'),
        dedupeKey: `session-message:${message.id}:${person.email}`,
      });
    }
    await recordAudit(tx, viewer, {
      action: 'session.message',
      targetType: 'Session',
      targetId: input.session.id,
      after: { messageId: message.id, subject, includeWaitlist, recipients: recipients.length },
    });
    return message;
  });
}

export async function listSessionMessages(db: Database, sessionId: number, includeWaitlistOnly = true) {
  return db
    .select()
    .from(sessionMessages)
    .where(
      includeWaitlistOnly
        ? eq(sessionMessages.sessionId, sessionId)
        : and(eq(sessionMessages.sessionId, sessionId), eq(sessionMessages.includeWaitlist, false)),
    )
    .orderBy(desc(sessionMessages.createdAt), desc(sessionMessages.id));
}

/**
 * Messages the viewer may read: all of them when placed (or teaching, or staff), those sent to the
 * waitlist too when waiting, none otherwise.
 */
export async function messagesForViewer(
  db: Database,
  { viewer }: ViewerScope<Viewer>,
  { sessionId }: { sessionId: number },
): Promise<SessionMessageRow[]> {
  const session = await findSession(db, sessionId);
  if (!session) return [];
  if (hasPermission(viewer, 'registrations') || (await isTutorOf(db, viewer.id, session)))
    return listSessionMessages(db, sessionId);
  const [placed] = await db
    .select({ id: placements.registrationId })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .where(and(eq(placements.sessionId, sessionId), eq(registrations.userId, viewer.id)));
  if (placed) return listSessionMessages(db, sessionId);
  const [waiting] = await db
    .select({ id: waitlistEntries.registrationId })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(registrations.userId, viewer.id)));
  if (!waiting) return [];
  return (await listSessionMessages(db, sessionId)).filter((message) => message.includeWaitlist);
}
