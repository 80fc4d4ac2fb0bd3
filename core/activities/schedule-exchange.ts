/**
 * The programme in the schedule exchange format (frab / pretalx `schedule.xml` and `schedule.json`),
 * read by festival apps (Giggity, EventFahrplan), info-beamer signage and the like [issue 28]. The
 * c3voc schemas in `shared/standards/frab-schedule` are the contract; the API test validates both.
 *
 * One event per public session: the venue is its room, presenters its persons, every time written
 * in festival time with its offset. Sessions are grouped into the festival day they start on.
 */
import {
  addDays,
  FESTIVAL_TIME_ZONE,
  festivalDays,
  isoDateInZone,
  isoDateTimeInZone,
  zonedInstant,
} from '../festival/dates';

export interface ScheduleSession {
  id: number;
  /** 'Workshop' or 'Show'. */
  kind: string;
  /** The activity kind's plural ('Workshops'), used as the track. */
  track: string;
  title: string;
  /** The activity's slug; sessions of one activity share it. */
  slug: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** The venue's display name, or null when it is yet to be announced. */
  room: { id: number; name: string } | null;
  persons: Array<{ id: number; name: string }>;
  url: string;
}

export interface ScheduleInput {
  year: number;
  startDate: string;
  endDate: string;
  /** e.g. 'https://improvfest.nz' with no trailing slash. */
  baseUrl: string;
  version: string;
  generator: { name: string; version: string };
  /** A stable UUID for a key ('session-3', 'venue-2', 'person-7'): the same key always gives the same UUID. */
  guid: (key: string) => string;
  sessions: readonly ScheduleSession[];
}

export const ROOM_TO_BE_ANNOUNCED = 'Venue to be announced';

interface ScheduleEvent {
  guid: string;
  id: number;
  date: string;
  start: string;
  end: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string;
  track: string;
  type: string;
  language: string;
  abstract: string;
  description: string;
  persons: Array<{ guid: string; name: string; url: string }>;
  links: never[];
}

interface ScheduleDay {
  index: number;
  date: string;
  day_start: string;
  day_end: string;
  rooms: Map<string, ScheduleEvent[]>;
}

export interface Schedule {
  acronym: string;
  title: string;
  start: string;
  end: string;
  url: string;
  baseUrl: string;
  version: string;
  generator: { name: string; version: string };
  tracks: string[];
  rooms: Array<{ name: string; guid: string }>;
  days: ScheduleDay[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as festival wall-clock time with its UTC offset: '2026-10-05T10:00:00+13:00'. */
export const festivalDateTime = isoDateTimeInZone;

/** 'HH:MM' length of a session (hours may pass 24 for a multi-day block, as the format allows). */
function duration(startsAt: Date, endsAt: Date): string {
  const minutes = Math.max(0, Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000));
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The first paragraph of a Markdown description, as plain-ish text for the abstract. */
function abstractOf(description: string): string {
  const first = description.trim().split(/\n\s*\n/)[0] ?? '';
  return first
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildSchedule(input: ScheduleInput): Schedule {
  const acronym = `nzif${input.year}`;
  const sessions = [...input.sessions].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id,
  );
  const dates = new Set(festivalDays(input.startDate, input.endDate));
  for (const session of sessions) dates.add(isoDateInZone(session.startsAt));
  const sortedDates = [...dates].sort();

  const roomNames = new Map<string, string>();
  const roomOf = (session: ScheduleSession) => {
    const name = session.room?.name ?? ROOM_TO_BE_ANNOUNCED;
    if (!roomNames.has(name)) {
      roomNames.set(name, input.guid(session.room ? `venue-${session.room.id}` : 'venue-none'));
    }
    return name;
  };

  const days = sortedDates.map((date, i): ScheduleDay => {
    const onDay = sessions.filter((session) => isoDateInZone(session.startsAt) === date);
    const nextMidnight = zonedInstant(addDays(date, 1), '00:00');
    const lastEnd = Math.max(nextMidnight.getTime(), ...onDay.map((s) => s.endsAt.getTime()));
    const rooms = new Map<string, ScheduleEvent[]>();
    for (const session of onDay) {
      const room = roomOf(session);
      const event: ScheduleEvent = {
        guid: input.guid(`session-${session.id}`),
        id: session.id,
        date: festivalDateTime(session.startsAt),
        start: festivalDateTime(session.startsAt).slice(11, 16),
        end: festivalDateTime(session.endsAt),
        duration: duration(session.startsAt, session.endsAt),
        room,
        slug: `${acronym}-${session.kind.toLowerCase()}-${session.slug}-${session.id}`,
        url: session.url,
        title: session.title,
        subtitle: '',
        track: session.track,
        type: session.kind.toLowerCase(),
        language: 'en',
        abstract: abstractOf(session.description),
        description: session.description,
        persons: session.persons.map((person) => ({
          guid: input.guid(`person-${person.id}`),
          name: person.name,
          url: `${input.baseUrl}/people/${person.id}`,
        })),
        links: [],
      };
      rooms.set(room, [...(rooms.get(room) ?? []), event]);
    }
    return {
      index: i + 1,
      date,
      day_start: festivalDateTime(zonedInstant(date, '00:00')),
      day_end: festivalDateTime(new Date(lastEnd)),
      rooms,
    };
  });

  return {
    acronym,
    title: `NZIF ${input.year}`,
    start: sortedDates[0] ?? input.startDate,
    end: sortedDates[sortedDates.length - 1] ?? input.endDate,
    url: input.baseUrl,
    baseUrl: input.baseUrl,
    version: input.version,
    generator: input.generator,
    tracks: [...new Set(sessions.map((session) => session.track))],
    rooms: [...roomNames].map(([name, guid]) => ({ name, guid })),
    days,
  };
}

/** `schedule.json`, as the c3voc JSON schema describes it. */
export function scheduleJson(schedule: Schedule): object {
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: schedule.generator,
    schedule: {
      version: schedule.version,
      base_url: schedule.baseUrl,
      conference: {
        acronym: schedule.acronym,
        title: schedule.title,
        start: schedule.start,
        end: schedule.end,
        daysCount: schedule.days.length,
        timeslot_duration: '00:15',
        time_zone_name: FESTIVAL_TIME_ZONE,
        url: schedule.url,
        tracks: schedule.tracks.map((name) => ({ name, slug: name.toLowerCase() })),
        rooms: schedule.rooms,
        days: schedule.days.map((day) => ({ ...day, rooms: Object.fromEntries(day.rooms) })),
      },
    },
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text or attribute content, escaped; characters XML 1.0 forbids are dropped. */
function esc(value: string | number): string {
  return String(value)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"]/g, (c) => XML_ESCAPES[c] ?? c);
}

const element = (name: string, value: string | number, indent: string) =>
  `${indent}<${name}>${esc(value)}</${name}>`;

/** `schedule.xml`, as the c3voc XML schema describes it. */
export function scheduleXml(schedule: Schedule): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    `  <generator name="${esc(schedule.generator.name)}" version="${esc(schedule.generator.version)}"/>`,
    element('url', `${schedule.baseUrl}/feeds/schedule.xml`, '  '),
    element('version', schedule.version, '  '),
    '  <conference>',
    element('title', schedule.title, '    '),
    element('acronym', schedule.acronym, '    '),
    element('start', schedule.start, '    '),
    element('end', schedule.end, '    '),
    element('days', schedule.days.length, '    '),
    element('timeslot_duration', '00:15', '    '),
    element('base_url', schedule.baseUrl, '    '),
    element('url', schedule.url, '    '),
    element('time_zone_name', FESTIVAL_TIME_ZONE, '    '),
    ...schedule.tracks.map((track) => `    <track name="${esc(track)}" slug="${esc(track.toLowerCase())}"/>`),
    '  </conference>',
  ];
  for (const day of schedule.days) {
    lines.push(
      `  <day index="${day.index}" date="${day.date}" start="${day.day_start}" end="${day.day_end}">`,
    );
    for (const [room, events] of day.rooms) {
      const guid = schedule.rooms.find((r) => r.name === room)?.guid;
      lines.push(`    <room name="${esc(room)}"${guid ? ` guid="${guid}"` : ''}>`);
      for (const event of events) {
        const i = '        ';
        lines.push(
          `      <event guid="${event.guid}" id="${event.id}">`,
          element('date', event.date, i),
          element('start', event.start, i),
          element('duration', event.duration, i),
          element('room', event.room, i),
          element('slug', event.slug, i),
          element('url', event.url, i),
          element('title', event.title, i),
          element('subtitle', event.subtitle, i),
          element('track', event.track, i),
          element('type', event.type, i),
          element('language', event.language, i),
          element('abstract', event.abstract, i),
          element('description', event.description, i),
          `${i}<persons>`,
          ...event.persons.map(
            (person) => `${i}  <person guid="${person.guid}">${esc(person.name)}</person>`,
          ),
          `${i}</persons>`,
          `${i}<links/>`,
          '      </event>',
        );
      }
      lines.push('    </room>');
    }
    lines.push('  </day>');
  }
  lines.push('</schedule>', '');
  return lines.join('\n');
}
