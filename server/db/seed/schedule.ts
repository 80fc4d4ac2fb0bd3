import { addDays, zonedInstant } from '#core/festival/dates';
import type { WorkshopPart } from './data/workshops';

export interface Times {
  startsAt: Date;
  endsAt: Date;
}

const WORKSHOP_HOURS: Record<WorkshopPart, { start: string; end: string }> = {
  morning: { start: '10:00', end: '13:00' },
  afternoon: { start: '14:00', end: '17:00' },
  allDay: { start: '10:00', end: '17:00' },
};

const MINUTE = 60_000;

export function workshopTimes(festivalStart: string, day: number, part: WorkshopPart): Times {
  const date = addDays(festivalStart, day);
  const hours = WORKSHOP_HOURS[part];
  return { startsAt: zonedInstant(date, hours.start), endsAt: zonedInstant(date, hours.end) };
}

export function timesForDuration(festivalStart: string, day: number, start: string, minutes: number): Times {
  const startsAt = zonedInstant(addDays(festivalStart, day), start);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE) };
}

/** An end time earlier than the start (such as 00:30 after 21:30) falls on the next day. */
export function timesUntil(festivalStart: string, day: number, start: string, end: string): Times {
  const date = addDays(festivalStart, day);
  const endDate = end < start ? addDays(date, 1) : date;
  return { startsAt: zonedInstant(date, start), endsAt: zonedInstant(endDate, end) };
}
