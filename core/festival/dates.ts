/**
 * Festival dates and times. Every calendar date and wall-clock time the product shows or reasons
 * about is in Pacific/Auckland, whatever the zone of the host (server or browser): the zone
 * conversion goes through `Intl.DateTimeFormat` with an explicit `timeZone`, and the English
 * wording is assembled here rather than left to the ICU locale data, so the output is identical in
 * Node and in every browser.
 *
 * Two kinds of value appear below:
 * - an ISO date `'YYYY-MM-DD'`: a calendar day in Auckland, with no time and no zone;
 * - a `Date`: an instant.
 */

export const FESTIVAL_TIME_ZONE = 'Pacific/Auckland';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY = 86_400_000;

/** Wall-clock fields of an instant in Auckland. `month` is 1-based. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Created lazily and kept: constructing a DateTimeFormat is far more expensive than using one.
let partsFormatter: Intl.DateTimeFormat | undefined;

function getPartsFormatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FESTIVAL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return partsFormatter;
}

function assertValidInstant(instant: Date): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`Invalid date: ${String(instant)}`);
  }
}

/** The Auckland wall-clock fields of an instant. */
export function zonedParts(instant: Date): ZonedParts {
  assertValidInstant(instant);
  // Staff reports ask for the same few session times tens of thousands of times, and Intl's
  // formatToParts is the costly part (issue 32): remember recent answers.
  const time = instant.getTime();
  const known = partsCache.get(time);
  if (known) return { ...known };
  const parts = computeZonedParts(instant);
  if (partsCache.size >= PARTS_CACHE_SIZE) partsCache.clear();
  partsCache.set(time, parts);
  return { ...parts };
}

const PARTS_CACHE_SIZE = 5000;
const partsCache = new Map<number, ZonedParts>();

function computeZonedParts(instant: Date): ZonedParts {
  const parts: ZonedParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of getPartsFormatter().formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = Number(part.value);
  }
  // Some engines render midnight as 24 even with hourCycle h23.
  if (parts.hour === 24) parts.hour = 0;
  return parts;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether a string is a real calendar date as YYYY-MM-DD (not 2027-13-01 or 2026-02-30). */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new RangeError(`Invalid ISO date (expected YYYY-MM-DD): ${isoDate}`);
}

/** The Auckland calendar date of an instant, as 'YYYY-MM-DD'. */
export function isoDateInZone(instant: Date): string {
  // Every request asks for today's date: the last day found answers until its midnight.
  const epochMs = instant.getTime();
  if (lastDay && epochMs >= lastDay.from && epochMs < lastDay.until) return lastDay.isoDate;
  const { year, month, day } = zonedParts(instant);
  const isoDate = toIsoDate(year, month, day);
  lastDay = {
    isoDate,
    from: zonedInstant(isoDate, '00:00').getTime(),
    until: zonedInstant(addDays(isoDate, 1), '00:00').getTime(),
  };
  return isoDate;
}

let lastDay: { isoDate: string; from: number; until: number } | null = null;

/**
 * Turns an ISO date, an ISO date-time or an instant into an Auckland ISO date. A bare date is taken
 * as it stands; a date-time (with or without a zone designator, as `Date` parses it) is converted.
 */
export function toFestivalDate(value: string | Date): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    parseIsoDate(value);
    return value;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return isoDateInZone(instant);
}

/** Offset of Auckland from UTC at an instant, in milliseconds (+13 h in summer, +12 h in winter). */
function offsetAt(epochMs: number): number {
  const p = zonedParts(new Date(epochMs));
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * An instant as Auckland wall-clock time with its offset, '2026-03-03T10:00:00+13:00': what
 * exports carry, so a spreadsheet shows festival time and still knows the exact instant.
 */
export function isoDateTimeInZone(instant: Date): string {
  const p = zonedParts(instant);
  const offsetMinutes = Math.round(offsetAt(instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${toIsoDate(p.year, p.month, p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant at which Auckland clocks show `time` ('HH:mm', optionally ':ss') on `isoDate`.
 *
 * Around daylight-saving changes this follows Temporal's 'compatible' disambiguation:
 * - a wall time skipped when clocks go forward (02:00–02:59 on the last Sunday of September) is
 *   moved forward by the gap, so 02:30 becomes 03:30 NZDT;
 * - a wall time that happens twice when clocks go back (02:00–02:59 on the first Sunday of April)
 *   resolves to the earlier instant, still in NZDT.
 */
export function zonedInstant(isoDate: string, time: string): Date {
  // The same few festival dates are turned into instants on every request (phases, cut-offs), and
  // each costs several formatToParts calls: remember them (the answer never changes).
  const key = `${isoDate} ${time}`;
  let epochMs = knownInstants.get(key);
  if (epochMs === undefined) {
    epochMs = computeZonedInstant(isoDate, time);
    if (knownInstants.size >= 1024) knownInstants.clear();
    knownInstants.set(key, epochMs);
  }
  return new Date(epochMs);
}

const knownInstants = new Map<string, number>();

function computeZonedInstant(isoDate: string, time: string): number {
  const { year, month, day } = parseIsoDate(isoDate);
  const match = TIME.exec(time);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  const second = Number(match?.[3] ?? 0);
  if (!match || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Invalid time (expected HH:mm): ${time}`);
  }
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offsets in force a day either side bracket any transition near this wall time.
  const offsetBefore = offsetAt(wallAsUtc - DAY);
  const offsetAfter = offsetAt(wallAsUtc + DAY);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset)
    .filter((epochMs) => offsetAt(epochMs) === wallAsUtc - epochMs)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  // No candidate: the wall time falls in the spring-forward gap; read it with the earlier offset.
  return earliest ?? wallAsUtc - offsetBefore;
}

/** Adds whole calendar days to an ISO date (negative days go back). */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  const { year, month, day } = parseIsoDate(isoDate);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from one ISO date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
}

/**
 * Every day of the festival, inclusive: the start date plus 0, 1, … days up to the end date [PG-12].
 * Accepts ISO dates or ISO date-times (the festival's startDate/endDate are date-times) and uses
 * their Auckland dates. An end before the start gives no days.
 */
export function festivalDays(startDate: string, endDate: string): string[] {
  const start = toFestivalDate(startDate);
  const count = daysBetween(start, toFestivalDate(endDate)) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, offset) => addDays(start, offset));
}

export type PartOfDay = 'morning' | 'afternoon' | 'allDay';

/**
 * The order parts of a day are listed in: all-day sessions first (they begin in the morning and
 * run longest), then morning, then afternoon. This is the order the original registration screen
 * used ("All day, Morning, Afternoon"), and puts each session under the earliest heading it
 * belongs to.
 */
export const PARTS_OF_DAY: readonly PartOfDay[] = ['allDay', 'morning', 'afternoon'];

const NOON = 12 * 60;
const ONE_PM = 13 * 60;

/** Minutes from Auckland midnight at the start of `day` to the instant. */
function minutesIntoDay(instant: Date, day: string): number {
  const p = zonedParts(instant);
  return daysBetween(day, toIsoDate(p.year, p.month, p.day)) * 24 * 60 + p.hour * 60 + p.minute;
}

/**
 * Morning if the session starts before 12:00 Auckland time, all-day if it also ends after 13:00
 * (on the same day or any later one), otherwise afternoon [PG-2].
 */
export function partOfDay(startsAt: Date, endsAt: Date): PartOfDay {
  const day = isoDateInZone(startsAt);
  if (minutesIntoDay(startsAt, day) >= NOON) return 'afternoon';
  return minutesIntoDay(endsAt, day) > ONE_PM ? 'allDay' : 'morning';
}

/** The allocation slots a session occupies: 'YYYY-MM-DD:am', ':pm', or both for all-day. */
export function slotKeys(startsAt: Date, endsAt: Date): string[] {
  const day = isoDateInZone(startsAt);
  switch (partOfDay(startsAt, endsAt)) {
    case 'morning':
      return [`${day}:am`];
    case 'afternoon':
      return [`${day}:pm`];
    case 'allDay':
      return [`${day}:am`, `${day}:pm`];
  }
}

function dateFields(value: string | Date): { year: number; month: number; day: number; weekday: string } {
  const { year, month, day } = parseIsoDate(toFestivalDate(value));
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return { year, month, day, weekday };
}

function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** Day heading such as 'Monday, 3 March' [PG-3]. */
export function formatDayHeader(isoDateOrInstant: string | Date): string {
  const { month, day, weekday } = dateFields(isoDateOrInstant);
  return `${weekday}, ${day} ${monthName(month)}`;
}

/** Long date such as 'Monday 5 October 2026'. */
export function formatDate(isoDateOrInstant: string | Date): string {
  const { year, month, day, weekday } = dateFields(isoDateOrInstant);
  return `${weekday} ${day} ${monthName(month)} ${year}`;
}

/**
 * A span of days for headlines: '1–8 October 2026', '28 September – 3 October 2026',
 * '30 December 2026 – 2 January 2027', or '5 October 2026' when both ends fall on one day.
 */
export function formatDateRange(start: string | Date, end: string | Date): string {
  const a = dateFields(start);
  const b = dateFields(end);
  if (a.year !== b.year) {
    return `${a.day} ${monthName(a.month)} ${a.year} – ${b.day} ${monthName(b.month)} ${b.year}`;
  }
  if (a.month !== b.month) return `${a.day} ${monthName(a.month)} – ${b.day} ${monthName(b.month)} ${b.year}`;
  if (a.day !== b.day) return `${a.day}–${b.day} ${monthName(b.month)} ${b.year}`;
  return `${a.day} ${monthName(a.month)} ${a.year}`;
}

/** Time such as '9:30AM' or '12:00PM' (date-fns 'h:mma') [PG-4]. */
export function formatTime(instant: Date): string {
  const { hour, minute } = zonedParts(instant);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}${hour < 12 ? 'AM' : 'PM'}`;
}

/** Time range such as '9:30AM–12:30PM', joined with an en dash [PG-4]. */
export function formatTimeRange(start: Date, end: Date): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

export interface DayGroup<T> {
  /** Auckland ISO date of the sessions' start. */
  date: string;
  /** Non-empty parts only, in `PARTS_OF_DAY` order. */
  parts: Array<{ part: PartOfDay; items: T[] }>;
}

/**
 * Groups items (typically one per session) by the Auckland date they start on and their part of
 * day [PG-2]. Days ascend; parts follow `PARTS_OF_DAY`; items within a part are ordered by start,
 * then end, then their original order.
 */
export function groupByDayAndPart<T>(
  items: T[],
  getTimes: (item: T) => { startsAt: Date; endsAt: Date },
): DayGroup<T>[] {
  const entries = items
    .map((item, index) => {
      const { startsAt, endsAt } = getTimes(item);
      return { item, index, start: startsAt.getTime(), end: endsAt.getTime(), startsAt, endsAt };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);

  const days = new Map<string, Map<PartOfDay, T[]>>();
  for (const entry of entries) {
    const date = isoDateInZone(entry.startsAt);
    const part = partOfDay(entry.startsAt, entry.endsAt);
    let parts = days.get(date);
    if (!parts) {
      parts = new Map();
      days.set(date, parts);
    }
    const list = parts.get(part);
    if (list) list.push(entry.item);
    else parts.set(part, [entry.item]);
  }

  return [...days.keys()].sort().map((date) => {
    const parts = days.get(date) ?? new Map<PartOfDay, T[]>();
    return {
      date,
      parts: PARTS_OF_DAY.flatMap((part) => {
        const list = parts.get(part);
        return list ? [{ part, items: list }] : [];
      }),
    };
  });
}
