import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { isRetryableTransactionError } from '#server/db/errors';
import { activities, registrations, sessions } from '#server/db/schema/index';
import { NotFoundError } from '#server/services/errors';
import { type RegistrationRow, selectWorkshopSessions, type WorkshopSession } from '../registration-reads';
import { SessionCancelledError } from '../registrations.errors';

/**
 * Step 1 of every place change: lock what it changes, in one order.
 *
 * The person's registration row first (so one person's two tabs cannot book the same slot twice),
 * then the sessions, ascending by id, `FOR NO KEY UPDATE` (the capacity trigger's lock: it does not
 * wait for joins that hold only the foreign key's KEY SHARE on the session while they commit).
 * A plain join skips the session lock and leaves capacity to the trigger at COMMIT (decision 017).
 * Promotions lock rows in a different order (session, then the promoted person), so a deadlock
 * between two chains is possible: PostgreSQL aborts one and `withRetry` runs it again.
 */

/** Runs a transaction, again from the start if PostgreSQL aborted it for a deadlock or serialisation. */
export async function withRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= 5 || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export async function lockRegistration(tx: Database, registrationId: number): Promise<RegistrationRow> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  if (!row) throw new NotFoundError('Registration');
  return row;
}

/**
 * Locks several workshop sessions of this festival in ascending id order. Cancelled sessions are
 * left out: nobody may be placed in or queued for them.
 */
export async function lockSessions(
  tx: Database,
  festivalId: number,
  ids: readonly number[],
): Promise<WorkshopSession[]> {
  return selectWorkshopSessions(tx, { festivalId, ids })
    .orderBy(asc(sessions.id))
    .for('no key update', { of: sessions });
}

/** Locks one workshop session of this festival; the lock is what keeps its capacity true. */
export async function lockSession(
  tx: Database,
  festivalId: number,
  sessionId: number,
): Promise<WorkshopSession> {
  const [row] = await lockSessions(tx, festivalId, [sessionId]);
  if (!row) throw await missingSessionError(tx, sessionId);
  return row;
}

/** Why a session could not be locked: cancelled (say so) or not a workshop session at all. */
export async function missingSessionError(tx: Database, sessionId: number): Promise<Error> {
  const [row] = await tx
    .select({ workshop: activities.name, cancelledAt: sessions.cancelledAt })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  return row?.cancelledAt ? new SessionCancelledError(row.workshop) : new NotFoundError('Workshop session');
}
