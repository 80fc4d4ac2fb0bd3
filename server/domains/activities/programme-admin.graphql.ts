import { activityPermission, managesSomeActivityKind } from '#core/activities/activity-input';
import type { ActivityType } from '#core/activities/activity-types';
import { CAST_ROLES, ZActivityCreate, ZCastInput, ZSessionInput } from '#core/activities/programme-input';
import type { Permission } from '#core/people/permissions';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import { PersonRef } from '#server/domains/people/index';
import { builder, ErrorInterface } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import {
  ActivityRef,
  ActivityTypeEnum,
  activityResult,
  SessionRef,
  showDraftsInAnswer,
} from './activities.graphql';
import { type ActivityRow, loadActivities, loadSessions } from './activities.service';
import { PlacesHeldError } from './programme-admin.errors';
import {
  type CastMemberRow,
  castForActivities,
  createActivity,
  type DeletionImpact,
  deleteActivity,
  deletionImpact,
  linkWorkshopToShow,
  setActivityCast,
} from './programme-admin.service';
import { createSession, deleteSession, updateSession } from './session-admin.service';

/**
 * Staff build the programme (issue 14). Each mutation's scope is the permission for the kind of
 * activity it touches (`workshops`, `shows`, `social_events`; `activities` for all and conferences).
 * Every success returns the changed entity so response caches can invalidate it.
 */

builder.objectType(PlacesHeldError, {
  name: 'PlacesHeldError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ placesTaken: t.exposeInt('placesTaken') }),
});

export const CastRoleEnum = builder.enumType('CastRole', { values: CAST_ROLES });

const DeletionImpactRef = builder.objectRef<DeletionImpact>('ActivityDeletionImpact').implement({
  description: 'What else goes if the activity is deleted.',
  fields: (t) => ({
    sessions: t.exposeInt('sessions'),
    placesTaken: t.exposeInt('placesTaken', { description: 'Deleting is refused while this is above 0.' }),
    waitlisted: t.exposeInt('waitlisted'),
    cast: t.exposeInt('cast'),
    feedback: t.exposeInt('feedback'),
  }),
});

const permissionFor = (type: string): { permission: Permission } => ({
  permission: activityPermission(type as ActivityType),
});

async function activityById(context: Context, id: unknown): Promise<ActivityRow | null> {
  const activityId = Number(id);
  if (!Number.isSafeInteger(activityId)) return null;
  const [row] = await loadActivities(context.db, [activityId]);
  return row ?? null;
}

async function activityOfSession(context: Context, id: unknown): Promise<ActivityRow | null> {
  const sessionId = Number(id);
  if (!Number.isSafeInteger(sessionId)) return null;
  const [session] = await loadSessions(context.db, [sessionId]);
  return session ? activityById(context, session.activityId) : null;
}

/**
 * Scope for a mutation on an existing activity: its kind's permission; unknown ids need `activities`.
 * Those who manage no kind at all are refused before the lookup runs any SQL.
 */
const scopeForActivity =
  (find: (context: Context, id: unknown) => Promise<ActivityRow | null>) =>
  async (
    _root: unknown,
    args: { id?: unknown; activityId?: unknown; sessionId?: unknown },
    context: Context,
  ) => {
    if (!managesSomeActivityKind(context.viewer)) return false;
    const activity = await find(context, args.id ?? args.activityId ?? args.sessionId);
    return activity ? permissionFor(activity.type) : { permission: 'activities' as Permission };
  };

async function requireActivity(context: Context, id: unknown): Promise<ActivityRow> {
  const activity = await activityById(context, id);
  if (!activity) throw new NotFoundError('Activity');
  return activity;
}

async function festivalOf(context: Context, festivalId: number): Promise<FestivalRow> {
  const festival = await findFestival(context.db, festivalId);
  if (!festival) throw new NotFoundError('Festival');
  return festival;
}

const SessionInput = builder.inputType('SessionInput', {
  description: 'A session in festival time (Pacific/Auckland).',
  fields: (t) => ({
    date: t.string({ required: true, description: 'ISO date, a day of the festival.' }),
    startTime: t.string({ required: true, description: 'HH:MM' }),
    endTime: t.string({ required: true, description: 'HH:MM, after the start.' }),
    venueId: t.id({ required: false }),
    capacity: t.int({ required: false, description: 'Null for no limit.' }),
  }),
});

const CastMemberInput = builder.inputType('CastMemberInput', {
  fields: (t) => ({
    profileId: t.id({ required: true }),
    role: t.field({ type: CastRoleEnum, required: true }),
  }),
});

function sessionInput(input: {
  date: string;
  startTime: string;
  endTime: string;
  venueId?: string | number | null;
  capacity?: number | null;
}) {
  return parseInput(ZSessionInput, {
    ...input,
    venueId:
      input.venueId === null || input.venueId === undefined || input.venueId === ''
        ? null
        : Number(input.venueId),
    capacity: input.capacity ?? null,
  });
}

const CastMemberRef = builder.objectRef<CastMemberRow>('CastMember').implement({
  description: 'Someone who presents an activity, in a role.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    person: t.field({ type: PersonRef, resolve: (row) => row.profileId }),
    role: t.field({ type: CastRoleEnum, resolve: (row) => row.role }),
  }),
});

builder.interfaceFields(ActivityRef, (t) => ({
  cast: t.loadableGroup({
    type: CastMemberRef,
    description: 'Who presents it and in what role, in billing order (staff who manage this kind).',
    authScopes: (activity) => permissionFor(activity.type),
    load: (ids: number[], context) => castForActivities(context.db, ids),
    group: (row) => (row as CastMemberRow).activityId ?? 0,
    resolve: (activity) => activity.id,
  }),
  deletionImpact: t.field({
    type: DeletionImpactRef,
    description: 'What deleting it would take with it (staff who manage this kind).',
    authScopes: (activity) => permissionFor(activity.type),
    resolve: (activity, _args, context) => deletionImpact(context.db, activity.id),
  }),
}));

builder.mutationFields((t) => ({
  createActivity: t.field({
    type: activityResult('MutationCreateActivityResult', [ValidationError, NotFoundError]),
    description: 'Adds a workshop, show, social event or conference to a festival.',
    authScopes: (_root, args) => permissionFor(String(args.type)),
    args: {
      festivalId: t.arg.id({ required: true }),
      type: t.arg({ type: ActivityTypeEnum, required: true }),
      name: t.arg.string({ required: true }),
      slug: t.arg.string({ required: false, description: 'From the name when not given.' }),
    },
    resolve: async (_root, args, context) => {
      const input = parseInput(ZActivityCreate, {
        type: args.type,
        name: args.name,
        slug: args.slug ?? undefined,
      });
      const festival = await festivalOf(context, Number(args.festivalId));
      return createActivity(context.db, { ...viewerScopeOf(context), festival }, input);
    },
  }),
  deleteActivity: t.field({
    type: activityResult('MutationDeleteActivityResult', [PlacesHeldError, NotFoundError]),
    description:
      'Deletes an activity with its sessions, cast and waitlists. Refused while anyone holds a place. Returns what was deleted.',
    authScopes: scopeForActivity(activityById),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const activity = await requireActivity(context, args.id);
      return deleteActivity(context.db, viewerScopeOf(context), { activityId: activity.id });
    },
  }),
  linkWorkshopToShow: t.field({
    type: activityResult('MutationLinkWorkshopToShowResult', [ValidationError, NotFoundError]),
    description: 'Links a workshop to the show it leads to; a null show unlinks it.',
    authScopes: scopeForActivity(activityById),
    args: { id: t.arg.id({ required: true }), showId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) => {
      const workshop = await requireActivity(context, args.id);
      if (workshop.type !== 'Workshop') {
        throw new ValidationError('Only workshops lead to shows', [
          { path: ['id'], message: 'Only workshops lead to shows' },
        ]);
      }
      showDraftsInAnswer(context);
      const showId = args.showId ? Number(args.showId) : null;
      return linkWorkshopToShow(context.db, viewerScopeOf(context), {
        workshop,
        showId: showId !== null && Number.isSafeInteger(showId) ? showId : showId === null ? null : -1,
      });
    },
  }),
  setActivityCast: t.field({
    type: activityResult('MutationSetActivityCastResult', [ValidationError, NotFoundError]),
    description: 'Replaces who presents an activity (tutors, directors, cast…), in billing order.',
    authScopes: scopeForActivity(activityById),
    args: {
      id: t.arg.id({ required: true }),
      cast: t.arg({ type: [CastMemberInput], required: true }),
    },
    resolve: async (_root, args, context) => {
      const activity = await requireActivity(context, args.id);
      const cast = parseInput(
        ZCastInput,
        args.cast.map((member) => ({ profileId: Number(member.profileId), role: member.role })),
      );
      return setActivityCast(context.db, viewerScopeOf(context), { activity, cast });
    },
  }),
  createSession: t.field({
    type: SessionRef,
    description: 'Adds a session to an activity, in festival time.',
    authScopes: scopeForActivity(activityById),
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { activityId: t.arg.id({ required: true }), input: t.arg({ type: SessionInput, required: true }) },
    resolve: async (_root, args, context) => {
      const input = sessionInput(args.input);
      const activity = await requireActivity(context, args.activityId);
      const festival = await festivalOf(context, activity.festivalId);
      return createSession(context.db, { ...viewerScopeOf(context), festival }, { activity, session: input });
    },
  }),
  updateSession: t.field({
    type: SessionRef,
    description: 'Moves a session or changes its venue or capacity (never below the places taken).',
    authScopes: scopeForActivity(activityOfSession),
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SessionInput, required: true }) },
    resolve: async (_root, args, context) => {
      const input = sessionInput(args.input);
      const activity = await activityOfSession(context, args.id);
      if (!activity) throw new NotFoundError('Session');
      const festival = await festivalOf(context, activity.festivalId);
      return updateSession(
        context.db,
        { ...viewerScopeOf(context), festival, publicUrl: context.env.PUBLIC_URL },
        { sessionId: Number(args.id), session: input },
      );
    },
  }),
  deleteSession: t.field({
    type: SessionRef,
    description: 'Removes a session nobody holds a place in. Returns the removed session.',
    authScopes: scopeForActivity(activityOfSession),
    errors: { types: [PlacesHeldError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const activity = await activityOfSession(context, args.id);
      if (!activity) throw new NotFoundError('Session');
      return deleteSession(context.db, viewerScopeOf(context), { sessionId: Number(args.id) });
    },
  }),
}));
