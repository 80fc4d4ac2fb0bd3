import { and, eq, inArray, max } from 'drizzle-orm';
import { formatMoney } from '#core/payments/money';
import { nextReminderAt } from '#core/reports/reminders';
import type { Database } from '#server/db/client';
import { registrationEvents, registrations } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { listRegistrationFigures, type RegistrationFigures } from './balances.service';

/**
 * The outstanding-balance report and payment reminders (issue 15): one email per person per
 * action, at most one a day per registration, each recorded in the registration's history and
 * the audit log in the same transaction as the email.
 */

export const REMINDER_EVENT = 'payment-reminder';

export interface OutstandingBalance extends RegistrationFigures {
  lastReminderAt: Date | null;
  /** When another reminder may be sent; null when one may go now. */
  nextReminderAt: Date | null;
}

async function lastReminders(db: Database, registrationIds: readonly number[]): Promise<Map<number, Date>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .select({ registrationId: registrationEvents.registrationId, at: max(registrationEvents.createdAt) })
    .from(registrationEvents)
    .where(
      and(
        eq(registrationEvents.kind, REMINDER_EVENT),
        inArray(registrationEvents.registrationId, [...registrationIds]),
      ),
    )
    .groupBy(registrationEvents.registrationId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.registrationId, row.at] as const] : [])));
}

/** Who owes what, largest amount first (then by name). */
export async function listOutstandingBalances(
  db: Database,
  scope: ServiceScope<unknown>,
): Promise<OutstandingBalance[]> {
  const { now } = scope;
  const owing = (await listRegistrationFigures(db, scope)).filter((r) => r.balance.outstanding > 0);
  const reminded = await lastReminders(
    db,
    owing.map((r) => r.registrationId),
  );
  return owing
    .sort((a, b) => b.balance.outstanding - a.balance.outstanding)
    .map((row) => {
      const last = reminded.get(row.registrationId) ?? null;
      return { ...row, lastReminderAt: last, nextReminderAt: nextReminderAt(last, now) };
    });
}

export type SkipReason = 'not-found' | 'nothing-owed' | 'reminded-recently';

export interface ReminderOutcome {
  sent: number[];
  skipped: Array<{ registrationId: number; reason: SkipReason; nextReminderAt: Date | null }>;
}

function reminderText(person: RegistrationFigures, festival: FestivalRow, publicUrl: string): string {
  const link = new URL('/register/payment', publicUrl).toString();
  return [
    `Kia ora ${person.name},`,
    '',
    `A friendly reminder that your registration for NZIF ${festival.id} still has ${formatMoney(person.balance.outstanding)} to pay${person.balance.isEstimate ? ' (an estimate until places are given)' : ''}.`,
    '',
    `You can pay by card or internet banking here: ${link}`,
    '',
    'If you have paid in the last few days, thank you, and please ignore this email.',
  ].join('\n');
}

/**
 * Emails a payment reminder to each registration that still owes money and has not been reminded
 * in the last day. The registrations are locked first, so two staff sending at once cannot both
 * remind the same person.
 */
export async function sendPaymentReminders(
  db: Database,
  scope: ServiceScope<Pick<Viewer, 'id' | 'email'>> & { publicUrl: string },
  input: { registrationIds: readonly number[] },
): Promise<ReminderOutcome> {
  const { viewer, festival, now, publicUrl } = scope;
  const ids = [...new Set(input.registrationIds.filter((id) => Number.isSafeInteger(id)))];
  return db.transaction(async (tx) => {
    const locked =
      ids.length === 0
        ? []
        : await tx
            .select({ id: registrations.id })
            .from(registrations)
            .where(and(eq(registrations.festivalId, festival.id), inArray(registrations.id, ids)))
            .orderBy(registrations.id)
            .for('update');
    const lockedIds = locked.map((row) => row.id);
    const figures = await listRegistrationFigures(tx, scope, {
      registrationIds: lockedIds,
    });
    const reminded = await lastReminders(tx, lockedIds);
    const byId = new Map(figures.map((row) => [row.registrationId, row]));
    const outcome: ReminderOutcome = { sent: [], skipped: [] };
    for (const id of ids) {
      const person = byId.get(id);
      if (!person) {
        outcome.skipped.push({ registrationId: id, reason: 'not-found', nextReminderAt: null });
        continue;
      }
      if (person.balance.outstanding <= 0) {
        outcome.skipped.push({ registrationId: id, reason: 'nothing-owed', nextReminderAt: null });
        continue;
      }
      const next = nextReminderAt(reminded.get(id) ?? null, now);
      if (next) {
        outcome.skipped.push({ registrationId: id, reason: 'reminded-recently', nextReminderAt: next });
        continue;
      }
      const email = await queueEmail(tx, {
        kind: REMINDER_EVENT,
        to: person.email,
        subject: `NZIF ${festival.id}: ${formatMoney(person.balance.outstanding)} still to pay`,
        text: reminderText(person, festival, publicUrl),
        dedupeKey: `${REMINDER_EVENT}:${id}:${now.toISOString()}`,
      });
      const data = { outstanding: person.balance.outstanding, emailId: email?.id ?? null };
      await tx.insert(registrationEvents).values({
        registrationId: id,
        kind: REMINDER_EVENT,
        data,
        actorUserId: viewer.id,
        createdAt: now,
      });
      await recordAudit(tx, viewer, {
        action: 'payment.remind',
        targetType: 'Registration',
        targetId: id,
        festivalId: festival.id,
        after: { ...data, to: person.email },
      });
      outcome.sent.push(id);
    }
    return outcome;
  });
}
