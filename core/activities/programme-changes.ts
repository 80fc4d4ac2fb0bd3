import { formatDayHeader, formatTimeRange } from '#core/festival/dates';

/**
 * What a save changed about a published session, in words the public changelog and the email to
 * the people in it share (decision 020). Only time and venue are public changes: capacity is not.
 */

export interface SessionPlace {
  startsAt: Date;
  endsAt: Date;
  /** The venue as the public sees it (room @ venue), or null for none yet. */
  venue: string | null;
}

export interface ProgrammeChangeLine {
  field: 'time' | 'venue' | 'status';
  before: string;
  after: string;
}

export const NO_VENUE = 'Venue to be announced';

/** 'Saturday, 3 October, 9:30AM–12:30PM' in festival time. */
export function describeSessionTime({ startsAt, endsAt }: Pick<SessionPlace, 'startsAt' | 'endsAt'>): string {
  return `${formatDayHeader(startsAt)}, ${formatTimeRange(startsAt, endsAt)}`;
}

/** The lines of a time or venue change, empty when neither changed (nothing to record or tell). */
export function sessionChangeLines(before: SessionPlace, after: SessionPlace): ProgrammeChangeLine[] {
  const lines: ProgrammeChangeLine[] = [];
  const timeBefore = describeSessionTime(before);
  const timeAfter = describeSessionTime(after);
  if (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime()
  ) {
    lines.push({ field: 'time', before: timeBefore, after: timeAfter });
  }
  if ((before.venue ?? NO_VENUE) !== (after.venue ?? NO_VENUE)) {
    lines.push({ field: 'venue', before: before.venue ?? NO_VENUE, after: after.venue ?? NO_VENUE });
  }
  return lines;
}

/** A venue as the public programme names it. */
export function venueLabel(venue: { name: string; room: string | null } | null | undefined): string | null {
  if (!venue) return null;
  return venue.room ? `${venue.room} @ ${venue.name}` : venue.name;
}

const FIELD_LABELS: Record<ProgrammeChangeLine['field'], string> = {
  time: 'Time',
  venue: 'Venue',
  status: 'Status',
};

/** One line of text per change, e.g. 'Time: Saturday, 3 October, 9:30AM–12:30PM → …'. */
export function changeLineText(line: ProgrammeChangeLine): string {
  return `${FIELD_LABELS[line.field]}: ${line.before} → ${line.after}`;
}
