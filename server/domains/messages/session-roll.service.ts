import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '#core/payments/money';
import { displayName } from '#core/people/names';
import { hasPermission } from '#core/people/permissions';
import { singleLine } from '#core/validation/single-line';
import type { Database } from '#server/db/client';
import { isPlacementRefused } from '#server/db/errors';
import {
  activities,
  attendance,
  castMembers,
  contactConsents,
  feedback,
  placements,
  profiles,
  registrations,
  sessionMessages,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { findPaymentRegistration, getRegistrationBalance } from '#server/domains/payments/index';
import { SessionCancelledError, WorkshopFullError, walkIn } from '#server/domains/registrations/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import {
  DomainError,
  domainError,
  NotAllowedError,
  NotFoundError,
  ValidationError,
} from '#server/services/errors';
import type { ServiceScope, Viewer, ViewerScope } from '#server/services/scope';

/**
 * A session's class list, roll, messages and feedback (issue 15). Staff with `registrations` and
 * the session's tutors (a linked profile cast as tutor on the session or its activity) may use
 * them; nobody else, staff with other permissions included.
 */

export type SessionAccess = 'staff' | 'tutor';

export interface SessionInfo {
  id: number;
  activityId: number;
  activityName: string;
  activitySlug: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
}

async function findSession(db: Database, sessionId: number): Promise<SessionInfo | null> {
  if (!Number.isSafeInteger(sessionId)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      activityId: sessions.activityId,
      activityName: activities.name,
      activitySlug: activities.slug,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

export async function isTutorOf(db: Database, userId: number, session: SessionInfo): Promise<boolean> {
  const [row] = await db
    .select({ id: castMembers.id })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .where(
      and(
        eq(profiles.userId, userId),
        eq(castMembers.role, 'tutor'),
        or(eq(castMembers.sessionId, session.id), eq(castMembers.activityId, session.activityId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The viewer's access to a session's roll, or NotAllowed (NotFound for an unknown session). */
export async function requireSessionAccess(
  db: Database,
  { viewer }: ViewerScope,
  { sessionId }: { sessionId: number },
): Promise<{ session: SessionInfo; access: SessionAccess; viewer: Viewer }> {
  if (!viewer) throw new NotAllowedError();
  const session = await findSession(db, sessionId);
  const staff = hasPermission(viewer, 'registrations');
  if (!session) {
    if (staff) throw new NotFoundError('Session');
    throw new NotAllowedError();
  }
  if (staff) return { session, access: 'staff', viewer };
  if (await isTutorOf(db, viewer.id, session)) return { session, access: 'tutor', viewer };
  throw new NotAllowedError('Only this session’s tutors and registration staff can see this.');
}

export interface RollPerson {
  registrationId: number;
  userId: number;
  name: string;
  pronouns: string;
  photoPermission: boolean | null;
  /** Only when they agreed to share it with tutors (staff always see it). */
  email: string | null;
  phone: string | null;
  present: boolean;
  walkIn: boolean;
  waitlistPlace: number | null;
}

async function people(
  db: Database,
  sessionId: number,
  access: SessionAccess,
  registrationIds: number[],
): Promise<Map<number, Omit<RollPerson, 'waitlistPlace'>>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .select({
      registrationId: registrations.id,
      userId: registrations.userId,
      name: profiles.name,
      pronouns: profiles.pronouns,
      phone: profiles.phone,
      email: users.email,
      photoPermission: registrations.photoPermission,
      share: contactConsents.shareWithTutors,
      present: attendance.registrationId,
      walkIn: attendance.walkIn,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .leftJoin(contactConsents, eq(contactConsents.userId, registrations.userId))
    .leftJoin(
      attendance,
      and(eq(attendance.registrationId, registrations.id), eq(attendance.sessionId, sessionId)),
    )
    .where(inArray(registrations.id, registrationIds));
  return new Map(
    rows.map((row) => {
      const contact = access === 'staff' || row.share === true;
      return [
        row.registrationId,
        {
          registrationId: row.registrationId,
          userId: row.userId,
          name: displayName(row.name, row.email),
          pronouns: row.pronouns ?? '',
          photoPermission: row.photoPermission,
          email: contact ? row.email : null,
          phone: contact ? row.phone || null : null,
          present: row.present !== null,
          walkIn: row.walkIn ?? false,
        },
      ];
    }),
  );
}

const byName = new Intl.Collator('en-NZ').compare;

export async function classList(
  db: Database,
  sessionId: number,
  access: SessionAccess,
): Promise<{ placed: RollPerson[]; waitlist: RollPerson[] }> {
  const placed = await db
    .select({ registrationId: placements.registrationId })
    .from(placements)
    .where(eq(placements.sessionId, sessionId));
  const waiting = await db
    .select({ registrationId: waitlistEntries.registrationId, position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.position));
  const found = await people(db, sessionId, access, [
    ...placed.map((row) => row.registrationId),
    ...waiting.map((row) => row.registrationId),
  ]);
  const placedPeople = placed
    .map((row) => found.get(row.registrationId))
    .filter((person) => person !== undefined)
    .map((person) => ({ ...person, waitlistPlace: null }))
    .sort((a, b) => byName(a.name, b.name));
  const waitlist = waiting.flatMap((row, index) => {
    const person = found.get(row.registrationId);
    return person ? [{ ...person, present: false, walkIn: false, waitlistPlace: index + 1 }] : [];
  });
  return { placed: placedPeople, waitlist };
}

export async function sessionFeedback(db: Database, sessionId: number) {
  return db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      positive: feedback.positive,
      constructive: feedback.constructive,
      testimonial: feedback.testimonial,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.sessionId, sessionId))
    .orderBy(desc(feedback.createdAt));
}

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

/** Ticks someone present (or not). They must hold a place in the session. */
export async function setAttendance(
  db: Database,
  { viewer, now }: ViewerScope<Viewer>,
  input: { session: SessionInfo; registrationId: number; present: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [placed] = await tx
      .select({ id: placements.registrationId })
      .from(placements)
      .where(
        and(eq(placements.sessionId, input.session.id), eq(placements.registrationId, input.registrationId)),
      );
    if (!placed) throw new NotFoundError('Place');
    if (input.present) {
      await tx
        .insert(attendance)
        .values({
          registrationId: input.registrationId,
          sessionId: input.session.id,
          checkedById: viewer.id,
          checkedAt: now,
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(attendance)
        .where(
          and(
            eq(attendance.registrationId, input.registrationId),
            eq(attendance.sessionId, input.session.id),
          ),
        );
    }
    await recordAudit(tx, viewer, {
      action: input.present ? 'attendance.present' : 'attendance.absent',
      targetType: 'Registration',
      targetId: input.registrationId,
      after: { sessionId: input.session.id, present: input.present },
    });
  });
}

/**
 * A walk-in would add to what the person owes (issue 26: one click charged a paid-up participant
 * $55). Staff are told how much, and add them again with `confirmCharge` once they have said so.
 */
export class WalkInChargeError extends domainError(
  'WALK_IN_CHARGE',
  (added: number, owing: number, name: string) => ({
    message: `Adding ${name} costs ${formatMoney(added)} more: they would owe ${formatMoney(owing)}.`,
    added,
    owing,
  }),
) {}

export class SessionFullError extends domainError(
  'SESSION_FULL',
  () => 'This session is full: there is no room for a walk-in.',
) {}

/**
 * Adds a walk-in by the email of their registration for the festival: a place (the database
 * refuses it when the session is full) and ticked present, in one transaction.
 */
export async function addWalkIn(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: { session: SessionInfo; email: string; confirmCharge?: boolean },
): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const [registration] = await db
    .select({ id: registrations.id, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(registrations.festivalId, festival.id), eq(users.email, email)));
  if (!registration)
    throw new ValidationError('No registration with that email', [
      { path: ['email'], message: 'Nobody registered for this festival with that email' },
    ]);
  const payer = input.confirmCharge ? null : await findPaymentRegistration(db, registration.id);
  const owedBefore = payer && (await getRegistrationBalance(db, payer, now)).outstanding;
  try {
    await db.transaction(async (tx) => {
      // The place engine's rules: what they held at the same time is given up and its queue served.
      await walkIn(tx, {
        festival,
        now,
        registrationId: registration.id,
        sessionId: input.session.id,
        actorUserId: viewer.id,
      });
      await tx
        .insert(attendance)
        .values({
          registrationId: registration.id,
          sessionId: input.session.id,
          walkIn: true,
          checkedById: viewer.id,
          checkedAt: now,
        })
        .onConflictDoNothing();
      await recordAudit(tx, viewer, {
        action: 'attendance.walk_in',
        targetType: 'Registration',
        targetId: registration.id,
        after: { sessionId: input.session.id },
      });
      // Priced inside the change, so a clashing place given up counts too; refused, it all rolls back.
      if (payer && owedBefore !== null) {
        const owing = (await getRegistrationBalance(tx, payer, now)).outstanding;
        if (owing > owedBefore)
          throw new WalkInChargeError(owing - owedBefore, owing, registration.name ?? email);
      }
    });
  } catch (error) {
    if (error instanceof WalkInChargeError) throw error;
    if (error instanceof WorkshopFullError) throw new SessionFullError();
    if (error instanceof DomainError && !(error instanceof SessionCancelledError))
      throw new ValidationError(error.message, [{ path: ['email'], message: error.message }]);
    // Cancelled (the engine's lock leaves it out), or the database refused the place at COMMIT.
    if (!(error instanceof SessionCancelledError) && !isPlacementRefused(error)) throw error;
    const [session] = await db
      .select({ cancelledAt: sessions.cancelledAt })
      .from(sessions)
      .where(eq(sessions.id, input.session.id));
    if (session?.cancelledAt)
      throw new ValidationError('This session is cancelled: nobody can walk in.', [
        { path: ['sessionId'], message: 'This session is cancelled' },
      ]);
    throw new SessionFullError();
  }
  return registration.id;
}

export async function setContactConsent(
  db: Database,
  { viewer, now }: ViewerScope<Pick<Viewer, 'id'>>,
  { share }: { share: boolean },
): Promise<boolean> {
  await db
    .insert(contactConsents)
    .values({ userId: viewer.id, shareWithTutors: share, updatedAt: now })
    .onConflictDoUpdate({ target: contactConsents.userId, set: { shareWithTutors: share, updatedAt: now } });
  return share;
}

export async function contactConsent(
  db: Database,
  { viewer }: ViewerScope<Pick<Viewer, 'id'>>,
): Promise<boolean> {
  const [row] = await db
    .select({ share: contactConsents.shareWithTutors })
    .from(contactConsents)
    .where(eq(contactConsents.userId, viewer.id));
  return row?.share ?? false;
}

/** Whether the registration attended the session (feedback is only asked of those who did). */
export async function attended(db: Database, registrationId: number, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attendance.registrationId })
    .from(attendance)
    .where(and(eq(attendance.registrationId, registrationId), eq(attendance.sessionId, sessionId)));
  return Boolean(row);
}
