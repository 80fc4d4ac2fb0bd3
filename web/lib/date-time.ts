import { FESTIVAL_TIME_ZONE } from '#core/festival/dates';

/** An instant in festival time, as staff records show it ('3/03/2027, 10:05:00 am'). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', { timeZone: FESTIVAL_TIME_ZONE });

/** An instant in festival time, shorter ('3 Mar 2027, 10:05 am'). */
export const formatShortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', {
    timeZone: FESTIVAL_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
