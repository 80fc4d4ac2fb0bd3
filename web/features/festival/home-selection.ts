import { isoDateInZone } from '#core/festival/dates';

/**
 * What the home page picks to show (issue 28): a few pictured workshops and shows to sell the
 * festival, and during the festival what is on today. Pure, so both are tested without a page.
 */

export interface FeaturableActivity {
  name: string;
  picture: unknown | null;
  presenters: ReadonlyArray<{ isFestival: boolean }>;
  sessions: ReadonlyArray<{ startsAt: string; endsAt: string; full: boolean; cancelled: boolean }>;
}

/**
 * Up to `count` activities with a picture: the festival's own productions first, then those with
 * places left, then the soonest. Only activities with a session still to come, unless none has one
 * (the festival is over), when any pictured ones do.
 */
export function featuredActivities<A extends FeaturableActivity>(
  activities: ReadonlyArray<A>,
  now: Date,
  count = 3,
): A[] {
  const pictured = activities.filter((activity) => activity.picture);
  const comingSessions = (activity: A) =>
    activity.sessions.filter((s) => !s.cancelled && new Date(s.endsAt).getTime() > now.getTime());
  const coming = pictured.filter((activity) => comingSessions(activity).length > 0);
  const pool = coming.length > 0 ? coming : pictured;
  const firstStart = (activity: A) =>
    Math.min(
      ...comingSessions(activity).map((s) => new Date(s.startsAt).getTime()),
      Number.POSITIVE_INFINITY,
    );
  const rank = (activity: A) => [
    activity.presenters[0]?.isFestival ? 0 : 1,
    comingSessions(activity).some((s) => !s.full) ? 0 : 1,
    firstStart(activity),
  ];
  return [...pool]
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      for (let i = 0; i < ra.length; i++) {
        const diff = (ra[i] ?? 0) - (rb[i] ?? 0);
        if (diff !== 0) return diff;
      }
      return a.name.localeCompare(b.name);
    })
    .slice(0, count);
}

/**
 * The sessions to list under the hero: during the festival, what is still on today (if anything
 * is); otherwise the next few.
 */
export function homeSessions<S extends { startsAt: string }>(
  sessions: ReadonlyArray<S>,
  now: Date,
  isDuringFestival: boolean,
  upcomingCount = 6,
): { heading: 'On today' | 'Coming up'; sessions: S[] } {
  if (isDuringFestival) {
    const today = isoDateInZone(now);
    const todays = sessions.filter((s) => isoDateInZone(new Date(s.startsAt)) === today);
    if (todays.length > 0) return { heading: 'On today', sessions: todays };
  }
  return { heading: 'Coming up', sessions: sessions.slice(0, upcomingCount) };
}
