import { Flex } from '@radix-ui/themes';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isoDateInZone } from '#core/festival/dates';

const SHORT_DAY = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Sun 3 Oct" for an ISO date (a calendar date, so read in UTC). */
export function shortDay(isoDate: string): string {
  return SHORT_DAY.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');
}

/**
 * Today's festival date once the page is live, or null. Read in an effect, never while rendering,
 * so the server's HTML and the hydrating render agree (decision 019); as a transition, so the
 * re-render it causes right after hydration is done in slices.
 */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => startTransition(() => setToday(isoDateInZone(new Date()))), []);
  return today;
}

/**
 * Sticky day links above the list [issue 28]: each jumps to its day; during the festival today
 * is marked and the page opens on it (unless the address already names a place on the page).
 */
export function DayJumpLinks({ days }: { days: readonly string[] }) {
  const today = useToday();
  const todayListed = today !== null && days.includes(today);
  useEffect(() => {
    if (!todayListed || window.location.hash) return;
    document.getElementById(`day-${today}`)?.scrollIntoView({ block: 'start' });
  }, [today, todayListed]);
  if (days.length < 2) return null;
  return (
    <nav aria-label="Days" className="day-nav" data-testid="day-nav">
      <Flex asChild gap="1" className="day-nav-list">
        <ul>
          {days.map((day) => (
            <li key={day}>
              <a
                href={`#day-${day}`}
                className="day-nav-link"
                aria-current={day === today ? 'date' : undefined}
                onClick={(event) => {
                  // Keep the search params (filters) and move focus with the jump.
                  event.preventDefault();
                  const target = document.getElementById(`day-${day}`);
                  target?.scrollIntoView({ block: 'start' });
                  window.history.replaceState(window.history.state, '', `#day-${day}`);
                }}
              >
                {shortDay(day)}
                {day === today ? ' (today)' : ''}
              </a>
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}

/** Day tabs for the grid (one day at a time); a link per day keeps the rest of the URL. */
export function DayTabs({
  days,
  selected,
  linkFor,
}: {
  days: readonly string[];
  selected: string;
  linkFor: (day: string, children: ReactNode, current: boolean) => ReactNode;
}) {
  const today = useToday();
  return (
    <nav aria-label="Days" className="day-nav" data-testid="day-nav">
      <Flex asChild gap="1" className="day-nav-list">
        <ul>
          {days.map((day) => (
            <li key={day}>
              {linkFor(
                day,
                <>
                  {shortDay(day)}
                  {day === today ? ' (today)' : ''}
                </>,
                day === selected,
              )}
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}
