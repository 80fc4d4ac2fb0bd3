import { asc, eq, inArray, sql } from 'drizzle-orm';
import { calculateBalance } from '#core/payments/balance';
import { isPreferencePhase } from '#core/registrations/phase';
import type { Database } from '#server/db/client';
import {
  activities,
  placements,
  preferences,
  registrations,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { recordSessionStatus } from '#server/domains/activities/index';
import { findFestival } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { balancePaymentsOf } from '#server/services/balance-payments';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { PlaceNotices, serveOwnQueues, withRetry } from './places/index';
import { sessionCancelledEmail } from './registration-emails';
import { findAddressee, getCart, phaseOf, recordEvent, type WorkshopSession } from './registration-reads';
import { SessionCancelledError, SessionNotCancelledError } from './registrations.errors';

/**
 * Staff cancel a session (issue 14; docs/session-cancellation.md). In one transaction: every place
 * and waitlist entry in it (and, before the lottery, every ranking of it) is released, each registration gets a history entry
 * and one email, the session is marked cancelled and the change is audited. Nobody is moved
 * anywhere they did not ask for (only up a queue the lost place blocked, told in the same email),
 * and money is not refunded: balances are computed from the places held, so anyone who paid for
 * the lost workshop now shows a credit that staff refund by hand.
 */

type SessionRow = typeof sessions.$inferSelect;
type Had = 'place' | 'waitlist' | 'preference';

export interface CancellationImpact {
  placed: number;
  waitlisted: number;
  ranked: number;
  /** Distinct people who will get (or got) an email. */
  people: number;
}

export interface CancellationResult {
  session: SessionRow;
  impact: CancellationImpact;
  festivalId: number;
  /** Registrations that lost something (for live staff screens). */
  registrationIds: number[];
  /** Registrations the queues it opened moved up. */
  promoted: number[];
}

const MAX_REASON = 500;

function cleanReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length > MAX_REASON) {
    throw new ValidationError(`Keep the reason under ${MAX_REASON} characters`, [
      { path: ['reason'], message: `Keep the reason under ${MAX_REASON} characters` },
    ]);
  }
  return trimmed === '' ? null : trimmed;
}

/**
 * Who cancelling the session reaches. Rankings count only while people are still ranking (before
 * the lottery); afterwards they are history that nobody acts on, so they are kept and not emailed.
 */
async function countAffected(
  db: Database,
  { sessionId, withRankings }: { sessionId: number; withRankings: boolean },
): Promise<CancellationImpact> {
  const count = (table: typeof placements | typeof waitlistEntries | typeof preferences) =>
    sql<number>`(select count(*) from ${table} where ${table.sessionId} = ${sessionId})`.mapWith(Number);
  const rankings = withRankings
    ? sql`union select registration_id from ${preferences} where session_id = ${sessionId}`
    : sql``;
  const [row] = await db
    .select({
      placed: count(placements),
      waitlisted: count(waitlistEntries),
      ranked: withRankings ? count(preferences) : sql<number>`0`.mapWith(Number),
      people: sql<number>`(select count(*) from (
        select registration_id from ${placements} where session_id = ${sessionId}
        union select registration_id from ${waitlistEntries} where session_id = ${sessionId}
        ${rankings}) as everyone)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { placed: 0, waitlisted: 0, ranked: 0, people: 0 };
}

/** Who would be affected if the session were cancelled now (the confirmation dialog reads it). */
export async function cancellationImpact(
  db: Database,
  { now }: ViewerScope,
  { sessionId }: { sessionId: number },
): Promise<CancellationImpact> {
  const [row] = await db
    .select({ festivalId: activities.festivalId })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  // A session just removed (deleteSession answers with it) affects nobody any more.
  if (!row) return { placed: 0, waitlisted: 0, ranked: 0, people: 0 };
  const festival = await findFestival(db, row.festivalId);
  if (!festival) throw new NotFoundError('Session');
  const withRankings = isPreferencePhase(phaseOf(festival, now));
  return countAffected(db, { sessionId, withRankings });
}

async function lockSessionWithActivity(tx: Database, sessionId: number) {
  const [row] = await tx
    .select({ session: sessions, workshop: activities.name, festivalId: activities.festivalId })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId))
    .for('no key update', { of: sessions });
  if (!row) throw new NotFoundError('Session');
  return row;
}

/** Each affected registration once, with what it had (a place outranks a waitlist or a ranking). */
async function affectedRegistrations(
  tx: Database,
  { sessionId, withRankings }: { sessionId: number; withRankings: boolean },
): Promise<Map<number, Had>> {
  const had = new Map<number, Had>();
  const sources: Array<[Had, typeof placements | typeof waitlistEntries | typeof preferences]> = [
    ['place', placements],
    ['waitlist', waitlistEntries],
  ];
  if (withRankings) sources.push(['preference', preferences]);
  for (const [kind, table] of sources) {
    const rows = await tx
      .select({ registrationId: table.registrationId })
      .from(table)
      .where(eq(table.sessionId, sessionId));
    for (const { registrationId } of rows) if (!had.has(registrationId)) had.set(registrationId, kind);
  }
  return had;
}

export async function cancelSession(
  db: Database,
  { viewer, now }: ViewerScope<Viewer>,
  input: { sessionId: number; reason?: string | null },
): Promise<CancellationResult> {
  const reason = cleanReason(input.reason);
  return withRetry(db, async (tx) => {
    const { session, workshop, festivalId } = await lockSessionWithActivity(tx, input.sessionId);
    if (session.cancelledAt) throw new SessionCancelledError(workshop, `${workshop} is already cancelled`);
    const festival = await findFestival(tx, festivalId);
    if (!festival) throw new NotFoundError('Festival');
    const phase = phaseOf(festival, now);
    const withRankings = isPreferencePhase(phase);
    const impact = await countAffected(tx, { sessionId: session.id, withRankings });
    const affected = await affectedRegistrations(tx, { sessionId: session.id, withRankings });
    // Registrations are locked in id order, as every other multi-row path does, so concurrent
    // joins wait for this rather than deadlock (withRetry covers the rest).
    const locked = affected.size
      ? await tx
          .select()
          .from(registrations)
          .where(inArray(registrations.id, [...affected.keys()]))
          .orderBy(asc(registrations.id))
          .for('update')
      : [];
    await tx.delete(placements).where(eq(placements.sessionId, session.id));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, session.id));
    if (withRankings) await tx.delete(preferences).where(eq(preferences.sessionId, session.id));
    const [cancelled] = await tx
      .update(sessions)
      .set({ cancelledAt: now, cancellationReason: reason })
      .where(eq(sessions.id, session.id))
      .returning();
    if (!cancelled) throw new NotFoundError('Session');
    const emailSession = { workshop, startsAt: session.startsAt, endsAt: session.endsAt };
    // A lost place may open a queue it blocked (same time, or the same workshop another day): those
    // queues are served now, and what followed goes into the cancellation email.
    const notices = new PlaceNotices();
    const given: WorkshopSession = { ...session, workshop };
    for (const registration of locked) {
      if (affected.get(registration.id) !== 'place') continue;
      await serveOwnQueues(tx, { festival, phase, now: now, depth: 0, notices }, registration.id, [given]);
    }
    for (const registration of locked) {
      const had = affected.get(registration.id) ?? 'place';
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: 'session-cancelled',
        data: { sessionId: session.id, workshop, had, reason },
        actorUserId: viewer.id,
        now: now,
      });
      const to = await findAddressee(tx, registration.userId);
      const cart = await getCart(tx, { registration, festival, phase });
      // The credit the lost place leaves, split so voucher value is never offered back as money.
      const credit =
        had === 'place'
          ? calculateBalance({
              pricing: festival,
              workshopsCount: cart.workshopsCount,
              isEstimate: isPreferencePhase(phase),
              donateDiscount: registration.donateDiscount,
              payments:
                (await balancePaymentsOf(tx, eq(registrations.id, registration.id))).get(registration.id) ??
                [],
            })
          : undefined;
      const email = sessionCancelledEmail({
        name: to.name,
        year: festival.id,
        session: emailSession,
        had,
        reason,
        cart,
        followed: notices.take(registration.id),
        credit,
      });
      await queueEmail(tx, { kind: 'registration-session-cancelled', to: to.email, ...email });
    }
    // Everyone else those queues moved (one email each).
    await notices.send(tx, { festival, phase });
    // The public changelog; the people in it were told by the email above, not a second one.
    await recordSessionStatus(tx, { now }, { sessionId: session.id, cancelled: true, reason });
    await recordAudit(tx, viewer, {
      action: 'session.cancel',
      targetType: 'session',
      targetId: session.id,
      festivalId,
      before: { workshop, cancelledAt: null, ...impact },
      after: { cancelledAt: now },
      reason,
    });
    return {
      session: cancelled,
      impact,
      festivalId,
      registrationIds: locked.map((r) => r.id),
      promoted: notices.promoted(),
    };
  });
}

/** Makes a cancelled session bookable again. Nobody is put back: people join it afresh. */
export async function restoreSession(
  db: Database,
  { viewer, now }: ViewerScope<Viewer>,
  input: { sessionId: number },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const { session, workshop, festivalId } = await lockSessionWithActivity(tx, input.sessionId);
    if (!session.cancelledAt) throw new SessionNotCancelledError();
    const [restored] = await tx
      .update(sessions)
      .set({ cancelledAt: null, cancellationReason: null })
      .where(eq(sessions.id, session.id))
      .returning();
    if (!restored) throw new NotFoundError('Session');
    await recordSessionStatus(tx, { now }, { sessionId: session.id, cancelled: false });
    await recordAudit(tx, viewer, {
      action: 'session.restore',
      targetType: 'session',
      targetId: session.id,
      festivalId,
      before: { workshop, cancelledAt: session.cancelledAt, reason: session.cancellationReason },
      after: { cancelledAt: null },
    });
    return restored;
  });
}
