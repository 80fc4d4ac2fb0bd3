import { addDays, zonedInstant } from '#core/festival/dates';

/**
 * The registration phases of a festival, in the order they happen:
 * - pending: nothing open yet;
 * - earlybird: people rank workshops; nothing is charged;
 * - paused: earlybird has closed and the allocation is running; everything is read-only;
 * - general: first come, first served, with waitlists;
 * - closed: registrations are over.
 */
export const FESTIVAL_PHASES = ['pending', 'earlybird', 'paused', 'general', 'closed'] as const;
export type FestivalPhase = (typeof FESTIVAL_PHASES)[number];

export interface FestivalPhaseDates {
  /** ISO date (Pacific/Auckland) of the last festival day. */
  endDate: string;
  earlybirdOpensAt: Date | null;
  earlybirdClosesAt: Date | null;
  generalOpensAt: Date | null;
  registrationsCloseAt: Date | null;
}

/**
 * When registrations close: the date staff set, otherwise midnight after the last festival day
 * (people may still join a workshop on the festival's last day).
 */
export function registrationsCloseAt(festival: FestivalPhaseDates): Date {
  return festival.registrationsCloseAt ?? zonedInstant(addDays(festival.endDate, 1), '00:00');
}

/**
 * The phase at an instant. Each boundary is inclusive at its start: at `earlybirdOpensAt` exactly,
 * earlybird has begun. A missing closing date lets earlybird run until general opens, and a festival with neither an
 * earlybird nor a general opening date has not opened at all (pending), rather than being
 * "paused" before anything happened.
 */
export function festivalPhase(festival: FestivalPhaseDates, now: Date): FestivalPhase {
  const t = now.getTime();
  const { earlybirdOpensAt, earlybirdClosesAt, generalOpensAt } = festival;
  if (!earlybirdOpensAt && !generalOpensAt) return 'pending';
  if (earlybirdOpensAt && t < earlybirdOpensAt.getTime()) return 'pending';
  if (earlybirdOpensAt) {
    // An earlybird without a closing date runs until general opens.
    const closes = earlybirdClosesAt ?? generalOpensAt;
    if (!closes || t < closes.getTime()) return 'earlybird';
  }
  if (!generalOpensAt || t < generalOpensAt.getTime()) return earlybirdOpensAt ? 'paused' : 'pending';
  if (t < registrationsCloseAt(festival).getTime()) return 'general';
  return 'closed';
}

/** Ranking workshops (preferences) is possible only in earlybird. */
export function canRankWorkshops(phase: FestivalPhase): boolean {
  return phase === 'earlybird';
}

/** Taking and giving up places, and waitlists, only in general. */
export function canChooseWorkshops(phase: FestivalPhase): boolean {
  return phase === 'general';
}

/**
 * Giving up a place (or a waitlist place) stays possible after registrations close, up to 48 hours
 * before the workshop, so a late withdrawal frees the place for the people waiting.
 */
export function canLeaveWorkshops(phase: FestivalPhase): boolean {
  return phase === 'general' || phase === 'closed';
}

/** Before allocation the wizard works with preferences; after it, with places. */
export function isPreferencePhase(phase: FestivalPhase): boolean {
  return phase === 'pending' || phase === 'earlybird' || phase === 'paused';
}

/**
 * Whether what someone owes is counted from the places they hold (otherwise, from the slots they
 * ranked, as an estimate). Places count once the lottery's places are published, whatever the
 * phase (a publish may leave registrations paused), and in every phase after the pause.
 */
export function chargesFollowPlaces(phase: FestivalPhase, placesPublished: boolean): boolean {
  return placesPublished || !isPreferencePhase(phase);
}

/** Whether personal details and the code of conduct can be saved. */
export function canRegister(phase: FestivalPhase): boolean {
  return phase === 'earlybird' || phase === 'general' || phase === 'paused';
}
