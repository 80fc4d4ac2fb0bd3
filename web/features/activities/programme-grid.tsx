import { Text } from '@radix-ui/themes';
import { formatDayHeader, formatTime, formatTimeRange } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import { StarIcon } from '#web/components/star-icon';
import type { ActivityCardFragment } from '#web/graphql/graphql';
import { programmeEntries } from './activity-card-data';
import { gridLayout } from './grid-layout';
import { useFavourites } from './use-favourites';

const hourLabel = (minute: number) => {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
};

/**
 * One day as venues × time [issue 28]: a row per venue, sessions as blocks as long as they run
 * (all-day ones across the day). Every block is a link, in reading order, so Tab walks the grid;
 * at phone width the day scrolls sideways inside its own focusable region with the venue names
 * kept in view.
 */
export function ProgrammeGrid({
  day,
  activities,
}: {
  day: string;
  activities: ReadonlyArray<ActivityCardFragment>;
}) {
  const layout = gridLayout(day, programmeEntries(activities), (entry) => entry.session);
  // Blocks are links, so a favourite is marked rather than toggled here (the list and pages toggle).
  const { isFavourite } = useFavourites();
  if (layout.blocks.length === 0) {
    return (
      <Text as="p" color="gray" data-testid="grid-empty">
        Nothing on {formatDayHeader(day)}.
      </Text>
    );
  }
  const hours = Array.from({ length: Math.ceil(layout.slots / 2) }, (_, i) => layout.firstMinute + i * 60);
  return (
    <section
      className="programme-grid-scroll"
      aria-label={`${formatDayHeader(day)} by venue and time`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-testid="programme-grid"
    >
      <div
        className="programme-grid"
        style={{
          gridTemplateColumns: `var(--grid-venue-width) repeat(${layout.slots}, minmax(3.25rem, 1fr))`,
          gridTemplateRows: `auto repeat(${layout.venues.length}, minmax(5rem, auto))`,
        }}
      >
        <div className="grid-corner" style={{ gridRow: 1, gridColumn: 1 }} />
        {hours.map((minute, i) => (
          <div
            key={minute}
            className="grid-time"
            aria-hidden
            style={{ gridRow: 1, gridColumn: `${2 + i * 2} / span 2` }}
          >
            {hourLabel(minute)}
          </div>
        ))}
        {layout.venues.map((venue, i) => (
          <div key={venue.id} className="grid-venue" style={{ gridRow: i + 2, gridColumn: 1 }}>
            <Text size="2" weight="medium">
              {venue.name}
            </Text>
          </div>
        ))}
        {layout.blocks.map(({ entry, row, columnStart, columnEnd, allDay }) => {
          const startsAt = new Date(entry.session.startsAt);
          const endsAt = new Date(entry.session.endsAt);
          const venue = entry.session.venue?.name ?? 'venue to be announced';
          const favourite = isFavourite(entry.activity.id);
          return (
            <ActivityLink
              key={entry.key}
              activity={entry.activity}
              className={`grid-block${allDay ? ' grid-block-all-day' : ''}${entry.session.cancelled ? ' grid-block-cancelled' : ''}`}
              style={{ gridRow: row + 1, gridColumn: `${columnStart + 1} / ${columnEnd + 1}` }}
              data-testid="grid-block"
              data-favourite={favourite || undefined}
              aria-label={`${entry.activity.name}, ${formatTimeRange(startsAt, endsAt)}, ${venue}${entry.session.cancelled ? ', cancelled' : entry.session.full ? ', sold out' : ''}${favourite ? ', a favourite' : ''}`}
            >
              <span className="grid-block-name">
                {favourite && <StarIcon filled aria-hidden className="grid-block-star" />}
                {entry.activity.name}
              </span>
              <span className="grid-block-time">
                {allDay ? 'All day · ' : ''}
                {formatTime(startsAt)}–{formatTime(endsAt)}
                {entry.session.cancelled ? ' · Cancelled' : entry.session.full ? ' · Sold out' : ''}
              </span>
            </ActivityLink>
          );
        })}
      </div>
    </section>
  );
}
