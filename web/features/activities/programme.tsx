import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { PublicProgrammeType } from '#core/activities/index';
import { formatDayHeader, formatTimeRange, groupByDayAndPart, type PartOfDay } from '#core/festival/dates';
import type { ActivityCardFragment } from '#web/graphql/graphql';
import { ActivityCard, ActivityCardPlaceholder } from './activity-card';
import { programmeEntries, sessionSpan } from './activity-card-data';

const PART_LABELS: Record<PartOfDay, string> = {
  allDay: 'All day',
  morning: 'Morning',
  afternoon: 'Afternoon',
};

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
          <section aria-labelledby={`day-${day.date}`} data-date={day.date}>
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
