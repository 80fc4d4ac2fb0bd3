import { feedbackClosesAt, ZFeedbackInput } from '#core/feedback/index';
import { SessionRef } from '#server/domains/activities/index';
import { RegistrationRef } from '#server/domains/registrations/index';
import { builder, enumValuesNamed, errorTypes } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { FeedbackNotAllowedError } from './feedback.errors';
import { canReadRegistrationFeedback } from './feedback.policy';
import {
  type FeedbackRow,
  feedbackOfUserOnSessions,
  feedbackWindowsOf,
  listRegistrationFeedback,
  type MyFeedbackWindow,
  submitFeedback,
} from './feedback.service';

errorTypes(FeedbackNotAllowedError);

export const FeedbackRef = builder.objectRef<FeedbackRow>('Feedback').implement({
  description: 'What a participant said about one workshop session (only they see it with their name).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    sessionId: t.id({ resolve: (row) => String(row.sessionId) }),
    session: t.field({ type: SessionRef, resolve: (row) => row.sessionId }),
    rating: t.exposeInt('rating', { nullable: true, description: '1 to 5, when given.' }),
    positive: t.exposeString('positive', { description: 'What worked.' }),
    constructive: t.exposeString('constructive', { description: 'What could be better.' }),
    testimonial: t.exposeString('testimonial', { description: 'A quote the festival may use.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const WINDOW_NAMES: Record<MyFeedbackWindow, string> = {
  'not-started': 'NotStarted',
  open: 'Open',
  closed: 'Closed',
  'not-attended': 'NotAttended',
};

const FeedbackWindowEnum = builder.enumType('FeedbackWindow', {
  description:
    'NotStarted (before the session starts), Open, Closed (14 days after it ends), NotAttended (open, but the roll was taken and did not tick the viewer present).',
  values: enumValuesNamed(WINDOW_NAMES),
});

const FeedbackInput = builder.inputType('FeedbackInput', {
  fields: (t) => ({
    rating: t.int({ required: false, description: '1 to 5; leave out for no rating.' }),
    positive: t.string({ required: false }),
    constructive: t.string({ required: false }),
    testimonial: t.string({ required: false }),
  }),
});

// Feedback comes after registrations in the dependency order, so it adds its field to
// Registration, whose own scope already limits it to its owner and registration managers.
builder.objectField(RegistrationRef, 'feedback', (t) =>
  t.field({
    type: [FeedbackRef],
    nullable: true,
    description: 'Feedback given on its sessions. Only for its owner: null for anyone else, staff included.',
    resolve: (registration, _args, context) =>
      canReadRegistrationFeedback(context.viewer, registration)
        ? listRegistrationFeedback(context.db, registration.id)
        : null,
  }),
);

builder.objectFields(SessionRef, (t) => ({
  myFeedback: t.loadable({
    type: FeedbackRef,
    nullable: true,
    description: 'The viewer’s own feedback on this session, if they have given any.',
    load: (ids: number[], context) =>
      context.viewer
        ? feedbackOfUserOnSessions(context.db, context.viewer.id, ids)
        : Promise.resolve(ids.map(() => null)),
    resolve: (session) => session.id,
  }),
  myFeedbackWindow: t.loadable({
    type: FeedbackWindowEnum,
    nullable: true,
    description: 'Whether the viewer may give feedback on it now; null when they hold no place in it.',
    load: (ids: number[], context) =>
      context.viewer
        ? feedbackWindowsOf(context.db, { userId: context.viewer.id, sessionIds: ids, now: context.now() })
        : Promise.resolve(ids.map(() => null)),
    resolve: (session) => session.id,
  }),
  feedbackClosesAt: t.field({
    type: 'DateTime',
    description: 'Feedback can be given or changed until then (14 days after it ends).',
    resolve: (session) => feedbackClosesAt(session),
  }),
}));

builder.mutationField('submitFeedback', (t) =>
  t.field({
    type: FeedbackRef,
    description:
      'Gives or changes the viewer’s feedback on a session they are placed in, from its start until 14 days after it ends.',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, FeedbackNotAllowedError, NotFoundError], directResult: true },
    args: {
      sessionId: t.arg.id({ required: true }),
      input: t.arg({ type: FeedbackInput, required: true }),
    },
    resolve: (_root, args, context) => {
      const scope = viewerScopeOf(context);
      const sessionId = Number(args.sessionId);
      if (!Number.isInteger(sessionId)) throw new NotFoundError('Workshop session');
      return submitFeedback(context.db, scope, {
        sessionId,
        feedback: parseInput(ZFeedbackInput, {
          rating: args.input.rating ?? null,
          positive: args.input.positive ?? '',
          constructive: args.input.constructive ?? '',
          testimonial: args.input.testimonial ?? '',
        }),
      });
    },
  }),
);
