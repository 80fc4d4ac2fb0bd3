import { type FeedbackWindow, feedbackWindow } from '#core/feedback/index';

interface Holder {
  id: number;
}

/**
 * A registration's feedback is for its owner only. Registration managers may open anyone's
 * registration, but staff read feedback unattributed (Activity.feedback) so participants can be
 * candid; showing it on the registration would put their name back on it.
 */
export function canReadRegistrationFeedback(
  viewer: Holder | null,
  registration: { userId: number },
): boolean {
  return viewer !== null && viewer.id === registration.userId;
}

export const NOT_PLACED_MESSAGE = 'Only participants in this workshop can give feedback on it.';
export const NOT_STARTED_MESSAGE = 'You can give feedback once the workshop has started.';
export const CLOSED_MESSAGE = 'Feedback on this workshop has closed.';
export const NOT_ATTENDED_MESSAGE =
  'Feedback is asked of the people who were at this workshop, and the roll says you were not. If that is wrong, please tell the festival team.';

const WINDOW_MESSAGES: Record<Exclude<FeedbackWindow, 'open'>, string> = {
  'not-started': NOT_STARTED_MESSAGE,
  closed: CLOSED_MESSAGE,
};

/**
 * Whether someone placed in a session counts as having attended it, for feedback: yes when they
 * were ticked present, and also when nobody's attendance was taken at all (a session whose tutor
 * never opened the roll must not lose all its feedback). Once anyone is ticked present the roll
 * counts as taken, and everyone not ticked was absent.
 */
export function attendedForFeedback(roll: { taken: boolean; present: boolean }): boolean {
  return roll.present || !roll.taken;
}

/**
 * Why the viewer may not give (or change) feedback on a session now, or null when they may:
 * they must hold a place in it, have been there (see attendedForFeedback), and it must have
 * started and not be more than 14 days over.
 */
export function feedbackRefusal(
  placed: boolean,
  session: { startsAt: Date; endsAt: Date },
  now: Date,
  attended = true,
): string | null {
  if (!placed) return NOT_PLACED_MESSAGE;
  const window = feedbackWindow(session, now);
  if (window !== 'open') return WINDOW_MESSAGES[window];
  return attended ? null : NOT_ATTENDED_MESSAGE;
}
