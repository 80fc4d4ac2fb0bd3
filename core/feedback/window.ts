/** Feedback stays editable this long after the session ends, then the window closes. */
export const FEEDBACK_EDIT_DAYS = 14;

export type FeedbackWindow = 'not-started' | 'open' | 'closed';

interface Timed {
  startsAt: Date;
  endsAt: Date;
}

/** The last moment feedback on this session may be given or changed. */
export function feedbackClosesAt(session: Pick<Timed, 'endsAt'>): Date {
  return new Date(session.endsAt.getTime() + FEEDBACK_EDIT_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Feedback opens when the session starts (people may want to say something at the first break of a
 * full-day workshop) and closes two weeks after it ends, so staff can read a settled set.
 */
export function feedbackWindow(session: Timed, now: Date): FeedbackWindow {
  if (now.getTime() < session.startsAt.getTime()) return 'not-started';
  if (now.getTime() > feedbackClosesAt(session).getTime()) return 'closed';
  return 'open';
}
