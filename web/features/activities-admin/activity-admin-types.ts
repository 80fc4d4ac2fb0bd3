import type { ActivityType } from '#core/activities/activity-types';
import { formatDayHeader, formatTimeRange, isoDateInZone } from '#core/festival/dates';
import type { AdminActivityQuery } from '#web/graphql/graphql';
import { isNotError, type NotError } from '#web/lib/results';

export type AdminActivity = NotError<AdminActivityQuery['activity']>;
export type AdminSession = AdminActivity['sessions'][number];

/** The activity from a query result, or null when the server said not found. */
export function activityOf(result: AdminActivityQuery | undefined): AdminActivity | null {
  return isNotError(result?.activity) ? result.activity : null;
}

/** The Auckland date a session starts on: the `$session` segment of its admin page. */
export const sessionDate = (session: { startsAt: string }) => isoDateInZone(new Date(session.startsAt));

/** The other half of a workshop-to-show pair, if any. */
export function linkedActivity(
  activity: AdminActivity,
): { id: string; name: string; slug: string; type: ActivityType } | null {
  if (activity.__typename === 'Workshop') return activity.show ?? null;
  if (activity.__typename === 'Show') return activity.workshop ?? null;
  return null;
}

/** What the admin pages call an activity's presenters: tutors of a workshop, `show` of a show. */
export const presentersTitle = (activity: { __typename?: string }, show: string, other: string) =>
  activity.__typename === 'Show' ? show : activity.__typename === 'Workshop' ? 'Tutors' : other;

/** A session's day and time, as the admin dialogs name it. */
export const sessionWhen = (session: { startsAt: string; endsAt: string }) =>
  `${formatDayHeader(session.startsAt)}, ${formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}`;

/** Places taken, out of the capacity when there is one: "12 / 16". */
export const placesTaken = (session: { placesTaken: number; capacity?: number | null }) =>
  session.capacity == null ? String(session.placesTaken) : `${session.placesTaken} / ${session.capacity}`;
