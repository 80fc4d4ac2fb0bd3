import { Text } from '@radix-ui/themes';
import type { KeyboardEvent, PointerEvent } from 'react';
import { formatTimeRange } from '#core/festival/dates';
import { venueLabel } from './timetable-days';
import { canMoveSession } from './timetable-grid';
import type { TimetableSessionData } from './timetable-queries';

/** One session on the grid: a button staff may drag or carry, or a plain block when they may not. */
export function SessionBlock({
  session,
  top,
  height,
  left,
  width,
  lifted,
  clashing,
  ...handlers
}: {
  session: TimetableSessionData;
  top: number;
  height: number;
  left: string;
  width: string;
  lifted: boolean;
  clashing: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}) {
  const time = formatTimeRange(new Date(session.startsAt), new Date(session.endsAt));
  const movable = canMoveSession(session);
  const style = {
    position: 'absolute' as const,
    top,
    height: Math.max(height, 18),
    left,
    width,
    padding: '2px 6px',
    textAlign: 'left' as const,
    overflow: 'hidden',
    borderRadius: 'var(--radius-2)',
    border: `1px solid ${clashing ? 'var(--red-9)' : 'var(--accent-a7)'}`,
    outlineOffset: 1,
    background: session.cancelled ? 'var(--gray-a3)' : 'var(--accent-a4)',
    color: 'var(--gray-12)',
    opacity: lifted ? 0.45 : 1,
    cursor: movable ? 'grab' : 'default',
    touchAction: movable ? ('none' as const) : undefined,
    font: 'inherit',
  };
  const content = (
    <>
      <Text
        as="div"
        size="1"
        weight="bold"
        truncate
        style={session.cancelled ? { textDecoration: 'line-through' } : {}}
      >
        {session.activity.name}
      </Text>
      <Text as="div" size="1">
        {time}
      </Text>
      {session.cancelled && (
        <Text as="div" size="1" color="gray">
          Cancelled
        </Text>
      )}
      {clashing && (
        <Text as="div" size="1" color="red" weight="bold">
          Clash
        </Text>
      )}
    </>
  );
  if (!movable) {
    return (
      <div style={style} data-session-id={session.id}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      style={style}
      data-session-id={session.id}
      aria-label={`${session.activity.name}, ${time}, ${venueLabel(session.venue)}`}
      aria-describedby="timetable-instructions"
      aria-pressed={lifted}
      {...handlers}
    >
      {content}
    </button>
  );
}
