import { describe, expect, it } from 'vitest';
import { buildSchedule, festivalDateTime, type ScheduleSession, scheduleXml } from './schedule-exchange';

const session = (id: number, startsAt: string, endsAt: string, room: string | null): ScheduleSession => ({
  id,
  kind: 'Show',
  track: 'Shows',
  title: `Show ${id}`,
  slug: `show-${id}`,
  description: 'First *paragraph*.\n\nSecond.',
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  room: room ? { id: id * 10, name: room } : null,
  persons: [{ id: 1, name: 'Ana' }],
  url: `https://example.org/shows/show-${id}`,
});

describe('schedule exchange [issue 28]', () => {
  it('writes festival wall-clock time with the offset in force (NZST, NZDT)', () => {
    expect(festivalDateTime(new Date('2026-07-01T00:30:00Z'))).toBe('2026-07-01T12:30:00+12:00');
    expect(festivalDateTime(new Date('2026-10-05T21:00:00Z'))).toBe('2026-10-06T10:00:00+13:00');
  });

  it('groups sessions by the festival day they start on, a late show stretching its day', () => {
    const schedule = buildSchedule({
      year: 2026,
      startDate: '2026-10-06',
      endDate: '2026-10-07',
      baseUrl: 'https://example.org',
      version: 'v1',
      generator: { name: 'Festival', version: '1' },
      guid: (key) => `00000000-0000-5000-8000-${key.replace(/\D/g, '').padStart(12, '0')}`,
      sessions: [
        // 22:30 to 00:30 local (NZDT) on the 6th.
        session(1, '2026-10-06T09:30:00Z', '2026-10-06T11:30:00Z', 'Stage'),
        session(2, '2026-10-06T21:00:00Z', '2026-10-06T22:30:00Z', null),
      ],
    });
    expect(schedule.days.map((day) => day.date)).toEqual(['2026-10-06', '2026-10-07']);
    const [first, second] = schedule.days;
    expect([...(first?.rooms.keys() ?? [])]).toEqual(['Stage']);
    expect(first?.day_end).toBe('2026-10-07T00:30:00+13:00');
    expect(second?.rooms.get('Venue to be announced')?.[0]?.duration).toBe('01:30');
    expect(first?.rooms.get('Stage')?.[0]?.abstract).toBe('First paragraph.');
    const xml = scheduleXml(schedule);
    expect(xml).toContain('<day index="1" date="2026-10-06"');
    expect(xml).toContain('<start>22:30</start>');
  });
});
