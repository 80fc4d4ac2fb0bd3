/** Pure rules for what an activity card shows; kept apart from React so they are unit tested. */

export interface CardPresenter {
  name: string;
  isFestival: boolean;
}

export interface CardActivity {
  __typename?: string;
  presenters: ReadonlyArray<CardPresenter>;
  show?: { id: string } | null;
  workshop?: { id: string } | null;
}

/** A show whose first presenter is the festival itself gets the NZIF badge [PG-7]. */
export function isPresentedByFestival(activity: CardActivity): boolean {
  return activity.__typename === 'Show' && activity.presenters[0]?.isFestival === true;
}

/** A workshop with a linked show, or a show with a linked workshop [PG-8]. */
export function isWorkshopToShow(activity: CardActivity): boolean {
  if (activity.__typename === 'Workshop') return Boolean(activity.show);
  if (activity.__typename === 'Show') return Boolean(activity.workshop);
  return false;
}

export interface TimedSession {
  id: string;
  startsAt: string;
  endsAt: string;
}

export interface ProgrammeEntry<A extends { sessions: ReadonlyArray<TimedSession> }> {
  key: string;
  activity: A;
  session: A['sessions'][number];
}

/** One programme entry per session, so an activity running twice appears under both times. */
export function programmeEntries<A extends { id: string; sessions: ReadonlyArray<TimedSession> }>(
  activities: ReadonlyArray<A>,
): ProgrammeEntry<A>[] {
  return activities.flatMap((activity) =>
    activity.sessions.map((session) => ({ key: `${activity.id}:${session.id}`, activity, session })),
  );
}

/** The span from the earliest start to the latest end of some sessions. */
export function sessionSpan(sessions: ReadonlyArray<TimedSession>): { startsAt: Date; endsAt: Date } | null {
  if (sessions.length === 0) return null;
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const session of sessions) {
    start = Math.min(start, new Date(session.startsAt).getTime());
    end = Math.max(end, new Date(session.endsAt).getTime());
  }
  return { startsAt: new Date(start), endsAt: new Date(end) };
}
