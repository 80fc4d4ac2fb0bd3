export { FeedbackNotAllowedError } from './feedback.errors';
export { FeedbackRef } from './feedback.graphql';
export { canReadRegistrationFeedback, feedbackRefusal } from './feedback.policy';
export { type FeedbackRow, listRegistrationFeedback, submitFeedback } from './feedback.service';
