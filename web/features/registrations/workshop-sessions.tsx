import { useQuery } from '@apollo/client/react';
import { Flex, Grid, Heading } from '@radix-ui/themes';
import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import { formatDayHeader, groupByDayAndPart, type PartOfDay } from '#core/festival/dates';
import { displayRank, type RankedPreference, sessionSlots } from '#core/registrations/rules';
import type { RegistrationPhase, RegistrationQuery } from '#web/graphql/graphql';
import { WorkshopSessionsQuery } from './registration-queries';

// What the ranking and the joining screens share: the sessions, the actions context and one
// session's state for the viewer.

export type Registration = NonNullable<RegistrationQuery['currentRegistration']>;

export interface WorkshopSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  full: boolean;
  capacity: number | null;
  placesTaken: number;
  waitlistCount: number;
  /** Decided by the server for the viewer (one definition for every screen). */
  placesLeft: number | null;
  canJoin: boolean;
  canJoinWaitlist: boolean;
  canLeave: boolean;
  /** Less than 48 hours to go. */
  tooLateToLeave: boolean;
  /** The viewer teaches at the same time. */
  clashesWithTeaching: boolean;
  workshop: { id: string; name: string; slug: string; descriptionHtml: string; presenters: string[] };
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export interface RankingActions {
  ranking: RankedPreference[];
  rank: (sessionId: string) => void;
  unrank: (sessionId: string) => void;
  move: (sessionId: string, direction: 'up' | 'down') => void;
}

export interface PlaceActions {
  join: (session: WorkshopSession) => Promise<void>;
  leave: (session: WorkshopSession) => Promise<void>;
  joinWaitlist: (session: WorkshopSession) => Promise<void>;
  leaveWaitlist: (session: WorkshopSession) => Promise<void>;
}

export interface WorkshopActions extends RankingActions, PlaceActions {
  phase: RegistrationPhase;
  /** Before allocation (Festival.preferencePhase): ranking, not joining. */
  preferences: boolean;
  sessions: Map<string, WorkshopSession>;
  /** The sessions are still loading: a session not (yet) among them is not "not found". */
  sessionsLoading: boolean;
  registration: Registration | null;
}

export const ActionsContext = createContext<WorkshopActions | null>(null);

export function useActions(): WorkshopActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('Workshop actions need the workshops step');
  return actions;
}

export function useWorkshopSessions(): { sessions: WorkshopSession[]; loading: boolean } {
  const { data, loading } = useQuery(WorkshopSessionsQuery, { fetchPolicy: 'cache-and-network' });
  const sessions = useMemo(
    () =>
      (data?.festival?.activities ?? []).flatMap((activity) =>
        activity.sessions.map((s) => ({
          id: s.id,
          startsAt: new Date(s.startsAt),
          endsAt: new Date(s.endsAt),
          full: s.full,
          capacity: s.capacity ?? null,
          placesTaken: s.placesTaken,
          waitlistCount: s.waitlistCount,
          placesLeft: s.placesLeft ?? null,
          canJoin: s.canJoin,
          canJoinWaitlist: s.canJoinWaitlist,
          canLeave: s.canLeave,
          tooLateToLeave: s.tooLateToLeave,
          clashesWithTeaching: s.clashesWithTeaching,
          workshop: {
            id: activity.id,
            name: activity.name,
            slug: activity.slug,
            descriptionHtml: activity.descriptionHtml,
            presenters: activity.presenters.map((p) => p.name),
          },
        })),
      ),
    [data],
  );
  return { sessions, loading: loading && !data };
}

export function useSessionState(session: WorkshopSession) {
  const { registration, ranking, phase, preferences, sessions } = useActions();
  // Phase, cutoff and clash rules are the server's (core/registrations); the screen only reads them.
  return {
    rank: displayRank(ranking, session.id, sessions),
    placed: (registration?.sessions ?? []).some((s) => s.id === session.id),
    waitlistPlace: (registration?.waitlist ?? []).find((w) => w.sessionId === session.id)?.place ?? null,
    teachingClash: session.clashesWithTeaching,
    tooLate: session.tooLateToLeave,
    canRank: registration?.canRank ?? false,
    /** Neither ranking nor taking places is open (paused, closed). */
    readOnly: !registration?.canRank && !registration?.canJoin,
    fullDay: sessionSlots(session).length > 1,
    soldOut: session.full,
    phase,
    preferences,
  };
}

const PART_LABELS: Record<PartOfDay, string> = {
  allDay: 'All day',
  morning: 'Morning',
  afternoon: 'Afternoon',
};

/** Sessions by day and part of day, one card each. */
export function SessionsByDay({
  sessions,
  card,
}: {
  sessions: WorkshopSession[];
  card: (session: WorkshopSession) => ReactNode;
}) {
  return groupByDayAndPart(sessions, (s) => s).map((day) => (
    <Flex key={day.date} direction="column" gap="3" asChild>
      <section aria-labelledby={`day-${day.date}`}>
        <Heading as="h3" size="5" id={`day-${day.date}`}>
          {formatDayHeader(day.date)}
        </Heading>
        {day.parts.map((part) => (
          <Flex key={part.part} direction="column" gap="2" asChild>
            <section aria-label={`${formatDayHeader(day.date)}, ${PART_LABELS[part.part]}`}>
              <Heading as="h4" size="3" color="gray">
                {PART_LABELS[part.part]}
              </Heading>
              <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
                {part.items.map((session) => (
                  <Fragment key={session.id}>{card(session)}</Fragment>
                ))}
              </Grid>
            </section>
          </Flex>
        ))}
      </section>
    </Flex>
  ));
}
