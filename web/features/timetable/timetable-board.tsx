import { Box, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { venueLabel } from './timetable-days';
import { assignLanes, canMoveSession, gridRange, minutesIntoDay } from './timetable-grid';
import { PendingMove } from './timetable-pending-move';
import type { TimetableSessionData, TimetableVenue } from './timetable-queries';
import { SessionBlock } from './timetable-session-block';
import { COLUMN_WIDTH, type Column, durationOf, PIXELS_PER_MINUTE, useSessionMove } from './use-session-move';

export type { TimetableSessionData, TimetableVenue } from './timetable-queries';

const GUTTER_WIDTH = 64;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const timeLabel = (minutes: number) => {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
};

/**
 * One festival day as a grid: a column per venue, sessions as blocks placed by their festival
 * time. Staff who manage a session's kind drag it (pointer) or carry it (Enter, arrows, Enter) to
 * another time or venue; the preview shows clashes in words before "Move session" saves it.
 */
export function TimetableBoard({
  date,
  sessions,
  allSessions,
  venues,
}: {
  date: string;
  sessions: TimetableSessionData[];
  allSessions: TimetableSessionData[];
  venues: TimetableVenue[];
}) {
  const columns = useMemo<Column[]>(() => {
    const list: Column[] = [...venues]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map((venue) => ({ venueId: venue.id, label: venueLabel(venue) }));
    if (sessions.some((session) => !session.venue)) list.push({ venueId: null, label: venueLabel(null) });
    return list;
  }, [venues, sessions]);
  const range = useMemo(() => gridRange(date, sessions), [date, sessions]);
  const {
    announcement,
    failure,
    lastMove,
    pending,
    pendingSession,
    preview,
    previewSession,
    previewPlacement,
    previewClashes,
    clashText,
    venueClash,
    clashingIds,
    saving,
    columnsRef,
    describePlacement,
    save,
    cancel,
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
  } = useSessionMove({ date, columns, range, allSessions, venues });

  const height = (range.end - range.start) * PIXELS_PER_MINUTE;
  const hours: number[] = [];
  for (let minute = range.start; minute <= range.end; minute += 60) hours.push(minute);

  return (
    <Flex direction="column" gap="3">
      {sessions.some((session) => !session.cancelled && !canMoveSession(session)) && (
        <Text as="p" size="2" color="gray">
          Sessions of kinds you do not manage are shown for planning but cannot be moved.
        </Text>
      )}
      <p id="timetable-instructions" hidden>
        Press Enter or Space to pick the session up, arrow keys to move it by 15 minutes or one venue, Enter
        to drop it, Escape to cancel.
      </p>
      <div aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN} data-testid="timetable-announcer">
        {announcement}
      </div>
      {failure && <ErrorCallout>{failure}</ErrorCallout>}
      {lastMove && !pending && (
        <Callout.Root color="green" role="status">
          <Flex align="center" gap="3" wrap="wrap">
            <Callout.Text>
              Moved {lastMove.session.activity.name} to {describePlacement(lastMove.to)}.
            </Callout.Text>
            <Button
              size="1"
              variant="soft"
              loading={saving}
              onClick={() => save(lastMove.session, lastMove.from, lastMove.to, true)}
            >
              Undo
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {pending && pendingSession && previewPlacement && (
        <PendingMove
          title={`Move ${pendingSession.activity.name}?`}
          from={describePlacement({
            startsAt: pendingSession.startsAt,
            endsAt: pendingSession.endsAt,
            venueId: pendingSession.venue?.id ?? null,
          })}
          to={describePlacement(previewPlacement)}
          clashes={clashText}
          venueClash={venueClash}
          saving={saving}
          onConfirm={() =>
            save(pendingSession, previewPlacement, {
              startsAt: pendingSession.startsAt,
              endsAt: pendingSession.endsAt,
              venueId: pendingSession.venue?.id ?? null,
            })
          }
          onCancel={() => cancel()}
        />
      )}
      <Box
        style={{ overflowX: 'auto', border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
        role="group"
        aria-label={`Timetable grid for ${formatDayHeader(date)}`}
      >
        <div style={{ display: 'flex', minWidth: GUTTER_WIDTH + COLUMN_WIDTH * columns.length }}>
          <div style={{ width: GUTTER_WIDTH, flex: 'none' }} aria-hidden="true">
            <div style={{ height: 40 }} />
            <div style={{ position: 'relative', height }}>
              {hours.map((minute) => (
                <Text
                  key={minute}
                  size="1"
                  color="gray"
                  style={{
                    position: 'absolute',
                    top: (minute - range.start) * PIXELS_PER_MINUTE - 8,
                    right: 8,
                  }}
                >
                  {timeLabel(minute)}
                </Text>
              ))}
            </div>
          </div>
          <div ref={columnsRef} style={{ display: 'flex' }}>
            {columns.map((column, index) => {
              const inColumn = sessions.filter((session) => (session.venue?.id ?? null) === column.venueId);
              const { lanes, count } = assignLanes(inColumn);
              const ghost = preview && preview.column === index ? previewSession : undefined;
              return (
                <div key={column.venueId ?? 'none'} style={{ width: COLUMN_WIDTH, flex: 'none' }}>
                  <Flex
                    align="center"
                    px="2"
                    style={{
                      height: 40,
                      borderBottom: '1px solid var(--gray-a5)',
                      borderLeft: '1px solid var(--gray-a4)',
                    }}
                  >
                    <Text size="1" weight="bold" truncate title={column.label}>
                      {column.label}
                    </Text>
                  </Flex>
                  <div
                    style={{
                      position: 'relative',
                      height,
                      borderLeft: '1px solid var(--gray-a4)',
                      backgroundImage: `repeating-linear-gradient(to bottom, var(--gray-a3) 0 1px, transparent 1px ${60 * PIXELS_PER_MINUTE}px)`,
                    }}
                  >
                    {inColumn.map((session) => {
                      const lane = lanes.get(session.id) ?? 0;
                      return (
                        <SessionBlock
                          key={session.id}
                          session={session}
                          top={(minutesIntoDay(date, session.startsAt) - range.start) * PIXELS_PER_MINUTE}
                          height={durationOf(session) * PIXELS_PER_MINUTE}
                          left={`${(lane / count) * 100}%`}
                          width={`${100 / count}%`}
                          lifted={preview?.sessionId === session.id}
                          clashing={clashingIds.has(session.id) && preview?.sessionId !== session.id}
                          onKeyDown={(event) => onKeyDown(event, session)}
                          onPointerDown={(event) => onPointerDown(event, session)}
                          onPointerMove={onPointerMove}
                          onPointerUp={onPointerUp}
                          onPointerCancel={() => cancel('')}
                        />
                      );
                    })}
                    {ghost && preview && previewPlacement && (
                      <div
                        data-testid="move-preview"
                        style={{
                          position: 'absolute',
                          top: (preview.startMinute - range.start) * PIXELS_PER_MINUTE,
                          height: durationOf(ghost) * PIXELS_PER_MINUTE,
                          left: 2,
                          right: 2,
                          zIndex: 2,
                          padding: 4,
                          pointerEvents: 'none',
                          borderRadius: 'var(--radius-2)',
                          border: `2px dashed ${previewClashes.length > 0 ? 'var(--red-9)' : 'var(--accent-9)'}`,
                          background: previewClashes.length > 0 ? 'var(--red-a3)' : 'var(--accent-a3)',
                          overflow: 'hidden',
                        }}
                      >
                        <Text as="div" size="1" weight="bold">
                          {formatTimeRange(
                            new Date(previewPlacement.startsAt),
                            new Date(previewPlacement.endsAt),
                          )}
                        </Text>
                        {previewClashes.length > 0 && (
                          <Text as="div" size="1" color="red" weight="bold">
                            {venueClash ? 'Venue clash' : 'Presenter clash'}
                          </Text>
                        )}
                      </div>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </Box>
    </Flex>
  );
}
