import { activityPermission, managesSomeActivityKind } from '#core/activities/activity-input';
import { ACTIVITY_TYPES, type ActivityType } from '#core/activities/activity-types';
import type { ProgrammeChangeLine } from '#core/activities/programme-changes';
import type { Permission } from '#core/people/permissions';
import { PROGRAMME_CHANGE_KINDS } from '#server/db/schema/index';
import { FestivalRef, findFestival } from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError } from '#server/services/errors';
import { ActivityRef, ActivityTypeEnum, activityResult } from './activities.graphql';
import { type ActivityRow, isDraft, loadActivities } from './activities.service';
import {
  listProgrammeChanges,
  type ProgrammeChangeRow,
  publishActivity,
  publishDrafts,
} from './programme-versions.service';

/** Publishing drafts and the public changelog of the programme (issue 26, decision 020). */

const ProgrammeChangeKindEnum = builder.enumType('ProgrammeChangeKind', { values: PROGRAMME_CHANGE_KINDS });

const ProgrammeChangeLineRef = builder.objectRef<ProgrammeChangeLine>('ProgrammeChangeLine').implement({
  description: 'One thing a change changed, old → new, in words (festival time).',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'time, venue or status.' }),
    before: t.exposeString('before'),
    after: t.exposeString('after'),
  }),
});

const ProgrammeChangeRef = builder.objectRef<ProgrammeChangeRow>('ProgrammeChange').implement({
  description:
    'One programme version: an activity published, or a published session moved, given another venue, cancelled or restored.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    kind: t.field({ type: ProgrammeChangeKindEnum, resolve: (row) => row.kind }),
    activityName: t.exposeString('activityName', { description: 'Its name when the change was made.' }),
    activityType: t.field({ type: ActivityTypeEnum, resolve: (row) => row.activityType }),
    activity: t.field({
      type: ActivityRef,
      nullable: true,
      description: 'The activity, while it exists and is published (for a link).',
      resolve: async (row, _args, context) => {
        if (row.activityId === null) return null;
        const activity = await ActivityRef.getDataloader(context).load(row.activityId);
        return activity && !isDraft(activity) ? activity : null;
      },
    }),
    changes: t.field({
      type: [ProgrammeChangeLineRef],
      resolve: (row) => row.changes as ProgrammeChangeLine[],
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

builder.objectField(FestivalRef, 'programmeChanges', (t) =>
  t.field({
    type: [ProgrammeChangeRef],
    description: 'What changed in the published programme, newest first (the public “What changed” page).',
    args: { first: t.arg.int({ required: false, defaultValue: 200 }) },
    resolve: (festival, args, context) =>
      listProgrammeChanges(context.db, {
        festivalId: festival.id,
        limit: Math.min(Math.max(args.first ?? 200, 1), 500),
      }),
  }),
);

const PublishedDraftsRef = builder.objectRef<{ published: ActivityRow[] }>('PublishedDrafts').implement({
  description: 'What publishDrafts published, by name (empty when there were no drafts).',
  fields: (t) => ({
    published: t.field({ type: [ActivityRef], resolve: (result) => result.published }),
  }),
});

async function activityById(context: Context, id: unknown): Promise<ActivityRow | null> {
  const activityId = Number(id);
  if (!Number.isSafeInteger(activityId)) return null;
  const [row] = await loadActivities(context.db, [activityId]);
  return row ?? null;
}

const kindsOf = (type: ActivityType | null | undefined): readonly ActivityType[] =>
  type ? [type] : ACTIVITY_TYPES;

builder.mutationFields((t) => ({
  publishActivity: t.field({
    type: activityResult('MutationPublishActivityResult', [NotFoundError]),
    description:
      'Publishes a draft: it appears on the public programme at once. Needs the permission for its kind.',
    // No SQL for those who manage no kind; an unknown id needs `activities`.
    authScopes: async (_root, args, context) => {
      if (!managesSomeActivityKind(context.viewer)) return false;
      const activity = await activityById(context, args.id);
      return {
        permission: activity
          ? activityPermission(activity.type as ActivityType)
          : ('activities' as Permission),
      };
    },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const activity = await activityById(context, args.id);
      if (!activity) throw new NotFoundError('Activity');
      return publishActivity(context.db, viewerScopeOf(context), { activityId: activity.id });
    },
  }),
  publishDrafts: t.field({
    type: PublishedDraftsRef,
    description:
      'Publishes every draft of one kind (its permission), or of every kind when no type is given (`activities`). Answers what it published.',
    authScopes: (_root, args) => ({
      permission: args.type ? activityPermission(args.type as ActivityType) : ('activities' as Permission),
    }),
    errors: { types: [NotFoundError], directResult: true },
    args: {
      festivalId: t.arg.id({ required: true }),
      type: t.arg({ type: ActivityTypeEnum, required: false }),
    },
    resolve: async (_root, args, context) => {
      const festivalId = Number(args.festivalId);
      const festival = Number.isSafeInteger(festivalId) ? await findFestival(context.db, festivalId) : null;
      if (!festival) throw new NotFoundError('Festival');
      const published = await publishDrafts(context.db, viewerScopeOf(context), {
        festivalId: festival.id,
        types: kindsOf(args.type as ActivityType | null | undefined),
      });
      return { published };
    },
  }),
}));
