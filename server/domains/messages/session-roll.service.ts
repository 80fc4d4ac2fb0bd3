import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '#core/payments/money';
import { displayName } from '#core/people/names';
import type { Database } from '#server/db/client';
import { isPlacementRefused } from '#server/db/errors';
import {
  attendance,
  contactConsents,
  feedback,
  placements,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { findPaymentRegistration, getRegistrationBalance } from '#server/domains/payments/index';
import { SessionCancelledError, WorkshopFullError, walkIn } from '#server/domains/registrations/index';
import { recordAudit } from '#server/lib/audit';
import { DomainError, domainError, NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer, ViewerScope } from '#server/services/scope';

/**
 * A session's class list, roll, messages and feedback (issue 15). Staff with `registrations` and
 * the session's tutors (a linked profile cast as tutor on the session or its activity) may use
 * them; nobody else, staff with other permissions included.
 */

import type { SessionAccess, SessionInfo } from './session-access';

// A session's roll: the class list, attendance, walk-ins and contact consent.
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
          throw new WalkInChargeError(owing - owedBefore, owing, displayName(registration.name, email));
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
