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

const WINDOW_MESSAGES: Record<Exclude<FeedbackWindow, 'open'>, string> = {
  'not-started': NOT_STARTED_MESSAGE,
  closed: CLOSED_MESSAGE,
};

/**
 * Why the viewer may not give (or change) feedback on a session now, or null when they may:
 * they must hold a place in it, and it must have started and not be more than 14 days over.
 */
export function feedbackRefusal(
  placed: boolean,
  session: { startsAt: Date; endsAt: Date },
  now: Date,
): string | null {
  if (!placed) return NOT_PLACED_MESSAGE;
  const window = feedbackWindow(session, now);
  return window === 'open' ? null : WINDOW_MESSAGES[window];
}
