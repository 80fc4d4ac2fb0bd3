/**
 * Payment reminders (issue 15): staff may email someone who owes money at most once a day per
 * registration, so a double click or two staff members at once never send two.
 */

export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** When the next reminder may go, or null when one may go now. */
export function nextReminderAt(lastSentAt: Date | null, now: Date): Date | null {
  if (!lastSentAt) return null;
  const next = new Date(lastSentAt.getTime() + REMINDER_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
}
