import { activityPermission, managesSomeActivityKind, ZActivityInput } from '#core/activities/activity-input';
import type { ActivityType } from '#core/activities/activity-types';
import { hasPermission, type Permission } from '#core/people/permissions';
import { FestivalRef } from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { ActivityRef, activityResult, SessionRef } from './activities.graphql';
import { type ActivityRow, loadActivities, type SessionRow } from './activities.service';
import {
  type FeedbackRow,
  feedbackForActivities,
  listFestivalSessions,
  participantsForSessions,
  type SessionParticipantRow,
  waitlistsForSessions,
} from './activity-admin.service';
import { saveActivity } from './programme-admin.service';

/** Staff fields and mutations on activities (the admin timetable and activity pages). */

const ActivityFeedbackRef = builder.objectRef<FeedbackRow>('ActivityFeedback').implement({
  description: 'What one participant said about one session. Who said it is not shown (anonymity).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    session: t.field({ type: SessionRef, resolve: (row) => row.sessionId }),
    rating: t.exposeInt('rating', { nullable: true, description: '1 to 5, when given.' }),
    positive: t.exposeString('positive'),
    constructive: t.exposeString('constructive'),
    testimonial: t.exposeString('testimonial'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const SessionParticipantRef = builder.objectRef<SessionParticipantRow>('SessionParticipant').implement({
  description: 'Someone with a place in, or waiting for, a session (for registration managers).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => `${row.registrationId}:${row.sessionId}` }),
    registrationId: t.id({ resolve: (row) => String(row.registrationId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    position: t.exposeInt('position', {
      description: 'Order of arrival for places; place in the queue (1 is next) for waitlists.',
    }),
  }),
});

/** The permission that manages this kind of activity (`activities` implies them all). */
const managerOf = (activity: Pick<ActivityRow, 'type'>): { permission: Permission } => ({
  permission: activityPermission(activity.type as ActivityType),
});

builder.interfaceFields(ActivityRef, (t) => ({
  feedback: t.loadableGroup({
    type: ActivityFeedbackRef,
    description: 'Feedback on any of its sessions, oldest first (staff who manage this kind).',
    authScopes: (activity) => managerOf(activity),
    load: (ids: number[], context) => feedbackForActivities(context.db, ids),
    group: (row) => (row as FeedbackRow).activityId,
    resolve: (activity) => activity.id,
  }),
  canEdit: t.boolean({
    description: 'Whether the viewer may change it with updateActivity.',
    resolve: (activity, _args, context) => hasPermission(context.viewer, managerOf(activity).permission),
  }),
}));

/** What a session's lists of people share: who may read them, and loading them for many sessions. */
const sessionPeople = {
  type: SessionParticipantRef,
  authScopes: { permission: 'registrations' },
  group: (row: SessionParticipantRow) => row.sessionId,
  resolve: (session: SessionRow) => session.id,
} as const;

builder.objectFields(SessionRef, (t) => ({
  participants: t.loadableGroup({
    ...sessionPeople,
    description: 'Who has a place, in the order they got it (registration managers).',
    load: (ids: number[], context) => participantsForSessions(context.db, ids),
  }),
  waitlist: t.loadableGroup({
    ...sessionPeople,
    description: 'Who is waiting for a place, next in line first (registration managers).',
    load: (ids: number[], context) => waitlistsForSessions(context.db, ids),
  }),
}));

builder.objectField(FestivalRef, 'timetable', (t) =>
  t.field({
    type: [SessionRef],
    description:
      'Every session of every kind, by start time then venue (staff who manage any kind; each activity’s canEdit says which they may move).',
    // Managers of one kind see the whole programme (they plan around the rest) but can only move
    // their own kind: moveSession checks the session's kind.
    authScopes: (_festival, _args, context) => managesSomeActivityKind(context.viewer),
    resolve: (festival, _args, context) => listFestivalSessions(context.db, festival.id),
  }),
);

const ActivityInput = builder.inputType('ActivityInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string({
      required: false,
      description: 'A new address; the old one then redirects. Unchanged when null.',
    }),
    description: t.string({ required: true, description: 'Markdown.' }),
    suitability: t.string({ required: true, description: 'Who it suits (workshops); may be blank.' }),
    bookingLink: t.string({ required: false, description: 'Ticket page (shows); blank or null for none.' }),
  }),
});

async function findActivity(context: Context, id: string): Promise<ActivityRow | null> {
  const activityId = Number(id);
  if (!Number.isSafeInteger(activityId)) return null;
  const [row] = await loadActivities(context.db, [activityId]);
  return row ?? null;
}

builder.mutationFields((t) => ({
  updateActivity: t.field({
    type: activityResult('MutationUpdateActivityResult', [ValidationError, NotFoundError]),
    description:
      'Changes an activity’s name, slug (old slugs redirect), description, suitability and booking link. Needs the permission for its kind.',
    // The permission depends on the activity's kind, so the scope looks the activity up, but only
    // for those who manage some kind (no SQL for anyone else). An unknown id needs `activities`, so
    // that only those who could see it learn it does not exist.
    authScopes: async (_root, args, context) => {
      if (!managesSomeActivityKind(context.viewer)) return false;
      const activity = await findActivity(context, String(args.id));
      return activity ? managerOf(activity) : { permission: 'activities' };
    },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ActivityInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const activity = await findActivity(context, String(args.id));
      if (!activity) throw new NotFoundError('Activity');
      const input = parseInput(ZActivityInput, {
        ...args.input,
        slug: args.input.slug ?? undefined,
        bookingLink: args.input.bookingLink ?? '',
      });
      if (!context.viewer) throw new NotFoundError('Activity');
      return saveActivity(context.db, viewerScopeOf(context), { activityId: activity.id, activity: input });
    },
  }),
}));
