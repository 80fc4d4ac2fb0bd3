import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { PublicProgrammeType } from '#core/activities/index';
import {
  hasProgrammeFilters,
  matchesProgrammeSearch,
  type ProgrammeSearch,
} from '#core/activities/programme-search';
import {
  formatDayHeader,
  formatTimeRange,
  groupByDayAndPart,
  isoDateInZone,
  type PartOfDay,
} from '#core/festival/dates';
import type { ActivityCardFragment } from '#web/graphql/graphql';
import { ActivityCard, ActivityCardPlaceholder } from './activity-card';
import { programmeEntries, sessionSpan } from './activity-card-data';
import { DayJumpLinks, DayTabs, useToday } from './day-nav';
import { NoMatches, ProgrammeFilters, programmeFilterOptions } from './programme-filters';
import { ProgrammeGrid } from './programme-grid';

const PART_LABELS: Record<PartOfDay, string> = {
  allDay: 'All day',
  morning: 'Morning',
  afternoon: 'Afternoon',
};

/** Each activity with only its sessions that pass the filters; activities left with none drop out. */
export function filterProgramme(
  activities: ReadonlyArray<ActivityCardFragment>,
  search: ProgrammeSearch,
): ActivityCardFragment[] {
  if (!hasProgrammeFilters(search)) return [...activities];
  return activities
    .map((activity) => ({
      ...activity,
      sessions: activity.sessions.filter((session) => matchesProgrammeSearch(activity, session, search)),
    }))
    .filter((activity) => activity.sessions.length > 0);
}

/** The days (festival dates) some activities' sessions fall on, in order. */
export function programmeDays(activities: ReadonlyArray<ActivityCardFragment>): string[] {
  const days = new Set<string>();
  for (const activity of activities)
    for (const session of activity.sessions) days.add(isoDateInZone(new Date(session.startsAt)));
  return [...days].sort();
}

/**
 * The public programme page's body [issue 28]: filters, list or grid, day links; everything it
 * shows is read from the search params, so the server's HTML and the hydrated page agree and a
 * link reproduces the view.
 */
export function ProgrammeView({
  type,
  activities,
  search,
  onSearchChange,
  onKindChange,
}: {
  type: PublicProgrammeType;
  activities: ReadonlyArray<ActivityCardFragment>;
  search: ProgrammeSearch;
  onSearchChange: (next: Partial<ProgrammeSearch>) => void;
  onKindChange: (kind: PublicProgrammeType) => void;
}) {
  const filtered = filterProgramme(activities, search);
  const allDays = programmeDays(activities);
  const days = programmeDays(filtered);
  const grid = search.view === 'grid' && allDays.length > 0;
  if (activities.length === 0) return <ProgrammeList type={type} activities={activities} />;
  return (
    <div className="programme">
      <ProgrammeFilters
        kind={type}
        onKindChange={onKindChange}
        options={programmeFilterOptions(activities)}
        search={search}
        onChange={onSearchChange}
      />
      <Flex asChild gap="2" mb="3">
        <nav aria-label="View">
          <Link
            to="."
            search={(prev: ProgrammeSearch) => ({ ...prev, view: undefined })}
            className="day-nav-link"
            aria-current={grid ? undefined : 'page'}
          >
            List
          </Link>
          <Link
            to="."
            search={(prev: ProgrammeSearch) => ({ ...prev, view: 'grid' as const })}
            className="day-nav-link"
            aria-current={grid ? 'page' : undefined}
          >
            Grid
          </Link>
        </nav>
      </Flex>
      {filtered.length === 0 ? (
        <NoMatches
          onClear={() =>
            onSearchChange({
              venue: undefined,
              presenter: undefined,
              city: undefined,
              suitability: undefined,
              places: undefined,
            })
          }
        />
      ) : grid ? (
        <ProgrammeGridDay days={allDays} requested={search.day} activities={filtered} />
      ) : (
        <>
          <DayJumpLinks days={days} />
          <ProgrammeList type={type} activities={filtered} />
        </>
      )}
    </div>
  );
}

/**
 * The grid's day: the one asked for, else today during the festival, else the first. Today is only
 * known after hydration, so only this part renders again when it is.
 */
function ProgrammeGridDay({
  days,
  requested,
  activities,
}: {
  days: readonly string[];
  requested: string | undefined;
  activities: ReadonlyArray<ActivityCardFragment>;
}) {
  const today = useToday();
  const day =
    requested && days.includes(requested)
      ? requested
      : today && days.includes(today)
        ? today
        : (days[0] ?? '');
  return (
    <>
      <DayTabs
        days={days}
        selected={day}
        linkFor={(tab, children, current) => (
          <Link
            to="."
            search={(prev: ProgrammeSearch) => ({ ...prev, day: tab })}
            className="day-nav-link"
            aria-current={current ? 'page' : undefined}
          >
            {children}
          </Link>
        )}
      />
      <ProgrammeGrid day={day} activities={activities} />
    </>
  );
}

/** The programme of one type, grouped by day and part of day [PG-2] [PG-3] [PG-4]. */
export function ProgrammeList({
  type,
  activities,
}: {
  type: PublicProgrammeType;
  activities: ReadonlyArray<ActivityCardFragment>;
}) {
  const days = groupByDayAndPart(programmeEntries(activities), (entry) => ({
    startsAt: new Date(entry.session.startsAt),
    endsAt: new Date(entry.session.endsAt),
  }));
  if (days.length === 0) {
    return (
      <Text as="p" color="gray">
        Nothing is on the programme yet. Check back soon.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="7">
      {days.map((day, dayIndex) => (
        <Box asChild key={day.date}>
          <section aria-labelledby={`day-${day.date}`} data-date={day.date} className="programme-day">
            <Heading as="h2" size="6" mb="3" id={`day-${day.date}`}>
              {formatDayHeader(day.date)}
            </Heading>
            <Flex direction="column" gap="5">
              {day.parts.map(({ part, items }, partIndex) => {
                const span = sessionSpan(items.map((entry) => entry.session));
                return (
                  <Box key={part} data-part={part}>
                    {day.parts.length > 1 || type === 'Workshop' ? (
                      <Heading as="h3" size="3" color="gray" mb="2" weight="medium">
                        {PART_LABELS[part]}
                        {type === 'Workshop' && span && (
                          <Text weight="regular" data-testid="time-range">
                            {' · '}
                            {formatTimeRange(span.startsAt, span.endsAt)}
                          </Text>
                        )}
                      </Heading>
                    ) : null}
                    <div className="card-grid">
                      {items.map((entry, index) => (
                        <ActivityCard
                          key={entry.key}
                          eager={dayIndex === 0 && partIndex === 0 && index < 2}
                          activity={entry.activity}
                          session={entry.session}
                          headingLevel={day.parts.length > 1 || type === 'Workshop' ? 'h4' : 'h3'}
                        />
                      ))}
                    </div>
                  </Box>
                );
              })}
            </Flex>
          </section>
        </Box>
      ))}
    </Flex>
  );
}

/** Three placeholder cards for each festival day while the programme loads [PG-11] [PG-12]. */
export function ProgrammePlaceholder({ days }: { days: readonly string[] }) {
  return (
    <Flex direction="column" gap="7" role="status" aria-busy="true" aria-label="Loading the programme">
      {days.map((day) => (
        <Box key={day} data-testid="placeholder-day">
          <Heading as="h2" size="6" mb="3">
            <Skeleton>{formatDayHeader(day)}</Skeleton>
          </Heading>
          <div className="card-grid">
            <ActivityCardPlaceholder />
            <ActivityCardPlaceholder />
            <ActivityCardPlaceholder />
          </div>
        </Box>
      ))}
    </Flex>
  );
}
