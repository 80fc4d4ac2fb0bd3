import { managesSomeActivityKind } from '#core/activities/activity-input';
import { ACTIVITY_TYPES, type ActivityType } from '#core/activities/activity-types';
import { currentFestivalOf, FestivalRef, VenueRef, type VenueRow } from '#server/domains/festival/index';
import { CityRef, PersonRef, PictureRef, type ProfileRow } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import type { Context } from '#server/graphql/context';
import { renderMarkdown } from '#server/lib/markdown';
import { NotFoundError } from '#server/services/errors';
import {
  type ActivityRow,
  activitiesForProfiles,
  findActivityBySlug,
  isDraft,
  linksForActivities,
  listActivities,
  listPresenters,
  loadActivities,
  loadSessions,
  type PresenterRow,
  presentersForActivities,
  type SessionRow,
  sessionsAtVenues,
  sessionsForActivities,
  sessionsFull,
  upcomingPublicSessions,
} from './activities.service';
import { findActivityByOldSlug } from './programme-admin.service';
import {
  type FestivalProgramme,
  festivalProgramme,
  programmeHolding,
  upcomingSessionsOf,
} from './programme-snapshot';

export const ActivityTypeEnum = builder.enumType('ActivityType', { values: ACTIVITY_TYPES });

export const ActivityRef = builder.loadableInterfaceRef<ActivityRow, number>('Activity', {
  load: (ids, context) => loadActivities(context.db, ids),
  sort: (activity) => activity.id,
});

export const SessionRef = builder.loadableObjectRef<SessionRow, number>('Session', {
  load: (ids, context) => loadSessions(context.db, ids),
  sort: (session) => session.id,
});

function prime<T extends { id: number }>(
  loader: { prime(id: number, row: NoInfer<T>): unknown },
  rows: Iterable<T>,
) {
  for (const row of rows) loader.prime(row.id, row);
}

/** Festivals (and whether with drafts) whose programme this request's loaders already know. */
const primedFor = new WeakMap<object, Set<string>>();

/**
 * The `includeDrafts` argument of the public programme fields (decision 020): staff who manage any
 * kind of activity may ask for drafts (the admin area, the preview); anyone else asking is refused.
 * The response cache never shares an answer to a document that names it.
 */
const includeDraftsOptions = {
  required: false,
  defaultValue: false,
  description: 'Include drafts (staff who manage some kind of activity; refused for anyone else).',
} as const;

/**
 * Requests that asked for drafts (and were allowed to): the links between activities then show
 * drafts too. Such a document is never cached (response-cache.ts), so no one else sees its answer.
 */
const previews = new WeakSet<object>();

/** For staff mutations whose answer names linked activities: mutations are never cached. */
export function showDraftsInAnswer(context: object): void {
  previews.add(context);
}

const draftsScope = (_parent: unknown, args: { includeDrafts?: boolean | null }, context: Context) =>
  !args.includeDrafts || managesSomeActivityKind(context.viewer);

/**
 * The festival's programme from memory, with this request's loaders primed from it, so that fields
 * resolving by id (an activity's picture, a session's venue, a presenter's city) need no statement.
 */
async function programmeFor(
  context: Context,
  festivalId: number,
  drafts = false,
): Promise<FestivalProgramme | null> {
  const programme = await festivalProgramme(context, festivalId, { drafts });
  if (!programme) return null;
  const primed = primedFor.get(context) ?? new Set<string>();
  const key = `${festivalId}:${drafts}`;
  if (!primed.has(key)) {
    primed.add(key);
    primedFor.set(context, primed);
    prime(ActivityRef.getDataloader(context), programme.activities.values());
    prime(SessionRef.getDataloader(context), programme.sessions);
    prime(VenueRef.getDataloader(context), programme.venues);
    prime(PictureRef.getDataloader(context), programme.pictures);
    prime(CityRef.getDataloader(context), programme.cities);
  }
  return programme;
}

/** Rows for each activity from the programme in memory when it holds them all, else from the database. */
async function byActivity<T>(
  ids: readonly number[],
  context: Context,
  fromMemory: (programme: FestivalProgramme) => ReadonlyMap<number, readonly T[]>,
  fromDatabase: () => Promise<T[]>,
): Promise<T[]> {
  const programme = await programmeHolding(context, ids);
  if (!programme) return fromDatabase();
  const groups = fromMemory(programme);
  return ids.flatMap((id) => groups.get(id) ?? []);
}

const presentersOf = (ids: readonly number[], context: Context) =>
  byActivity(
    ids,
    context,
    (programme) => programme.presentersByActivity,
    () => presentersForActivities(context.db, ids),
  );

/** An activity's presenters in billing order: `presenters` on every kind, `tutors` and `directors` on two. */
const presentersField = {
  type: PersonRef,
  load: (ids: number[], context: Context) => presentersOf(ids, context),
  group: (presenter: unknown) => (presenter as PresenterRow).activityId,
  resolve: (activity: ActivityRow) => activity.id,
} as const;

ActivityRef.implement({
  description: 'Something on the programme: a workshop, show, social event or conference.',
  resolveType: (activity) => activity.type,
  fields: (t) => ({
    id: t.id({ resolve: (activity) => String(activity.id) }),
    name: t.exposeString('name'),
    type: t.field({ type: ActivityTypeEnum, resolve: (activity) => activity.type }),
    slug: t.exposeString('slug'),
    description: t.exposeString('description', { description: 'Markdown, as staff wrote it.' }),
    descriptionHtml: t.string({
      description: 'The description rendered from Markdown and sanitised.',
      resolve: (activity) => renderMarkdown(activity.description),
    }),
    bookingLink: t.exposeString('bookingLink', { nullable: true }),
    suitability: t.exposeString('suitability'),
    isDraft: t.boolean({
      description: 'True until staff publish it; drafts are only seen by staff (includeDrafts).',
      resolve: (activity) => isDraft(activity),
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (activity) => activity.publishedAt,
    }),
    picture: t.field({ type: PictureRef, nullable: true, resolve: (activity) => activity.pictureId }),
    presenters: t.loadableGroup({ ...presentersField, description: 'Who presents it, in billing order.' }),
    sessions: t.loadableGroup({
      type: SessionRef,
      load: (ids: number[], context) =>
        byActivity(
          ids,
          context,
          (programme) => programme.sessionsByActivity,
          () => sessionsForActivities(context.db, ids),
        ),
      group: (session) => (session as SessionRow).activityId,
      resolve: (activity) => activity.id,
    }),
  }),
});

/** The linked activity of each workshop (its show) or show (its workshop), or null. */
async function loadLinked(
  ids: readonly number[],
  context: Context,
  from: 'workshopId' | 'showId',
): Promise<Array<ActivityRow | null>> {
  const to = from === 'workshopId' ? 'showId' : 'workshopId';
  const programme = await programmeHolding(context, ids);
  const links = programme?.links ?? (await linksForActivities(context.db, ids));
  const linked = ids.map((id) => links.find((link) => link[from] === id)?.[to] ?? null);
  const known = linked.filter((id): id is number => id !== null);
  const rows =
    programme && known.every((id) => programme.activities.has(id))
      ? known.map((id) => programme.activities.get(id) as ActivityRow)
      : await loadActivities(context.db, known);
  const shown = rows.filter((row) => !isDraft(row) || previews.has(context));
  return linked.map((id) => shown.find((row) => row.id === id) ?? null);
}

/** A workshop's show or a show's workshop, as a field (see loadLinked). */
const linkedActivityField = (from: 'workshopId' | 'showId', description: string) =>
  ({
    type: ActivityRef,
    nullable: true,
    description,
    load: (ids: number[], context: Context) => loadLinked(ids, context, from),
    resolve: (activity: ActivityRow) => activity.id,
  }) as const;

/** What makes an object type one kind of Activity: the interface, and telling its rows apart by type. */
const activityKind = (type: ActivityRow['type']) => ({
  interfaces: [ActivityRef],
  isTypeOf: (activity: unknown) => (activity as ActivityRow).type === type,
});

const WorkshopRef = builder.objectType(builder.objectRef<ActivityRow>('Workshop'), {
  ...activityKind('Workshop'),
  fields: (t) => ({
    tutors: t.loadableGroup(presentersField),
    show: t.loadable(linkedActivityField('workshopId', 'The show this workshop leads to.')),
  }),
});

const ShowRef = builder.objectType(builder.objectRef<ActivityRow>('Show'), {
  ...activityKind('Show'),
  fields: (t) => ({
    directors: t.loadableGroup(presentersField),
    workshop: t.loadable(linkedActivityField('showId', 'The workshop that leads to this show.')),
  }),
});

const kindWithoutExtraFields = (type: 'SocialEvent' | 'Conference') =>
  builder.objectType(builder.objectRef<ActivityRow>(type), { ...activityKind(type), fields: () => ({}) });
const SocialEventRef = kindWithoutExtraFields('SocialEvent');
const ConferenceRef = kindWithoutExtraFields('Conference');

/**
 * The result union of a field that returns an activity or one of `errors`. The errors plugin's
 * `directResult` needs an object type and Activity is an interface, so the union names its kinds;
 * clients select `... on Activity { … }` as they would a direct result.
 */
export const activityResult = (name: string, errors: Array<new (...args: never[]) => Error>) =>
  builder.errorUnion(name, {
    types: [...errors, WorkshopRef, ShowRef, SocialEventRef, ConferenceRef],
  });

SessionRef.implement({
  description: 'One time an activity happens, at a venue.',
  fields: (t) => ({
    id: t.id({ resolve: (session) => String(session.id) }),
    startsAt: t.field({ type: 'DateTime', resolve: (session) => session.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (session) => session.endsAt }),
    capacity: t.exposeInt('capacity', { nullable: true }),
    full: t.loadable({
      type: 'Boolean',
      description: 'True when its places are all taken.',
      load: (ids: number[], context) => sessionsFull(context.db, ids),
      resolve: (session) => session.id,
    }),
    venue: t.field({ type: VenueRef, nullable: true, resolve: (session) => session.venueId }),
    activity: t.field({ type: ActivityRef, resolve: (session) => session.activityId }),
  }),
});

builder.objectField(FestivalRef, 'activities', (t) =>
  t.field({
    type: [ActivityRef],
    description: 'Its published activities of one kind by name (with drafts for staff who ask).',
    args: {
      type: t.arg({ type: ActivityTypeEnum, required: true }),
      includeDrafts: t.arg.boolean(includeDraftsOptions),
    },
    authScopes: draftsScope,
    resolve: async (festival, args, context) => {
      const type = args.type as ActivityType;
      const drafts = Boolean(args.includeDrafts);
      if (drafts) previews.add(context);
      const programme = await programmeFor(context, festival.id, drafts);
      return programme
        ? [...(programme.activitiesByType.get(type) ?? [])]
        : listActivities(context.db, festival.id, type, drafts);
    },
  }),
);

builder.objectField(FestivalRef, 'upcomingSessions', (t) =>
  t.field({
    type: [SessionRef],
    description: 'Workshop and show sessions that have not finished yet, soonest first.',
    args: { first: t.arg.int({ required: false, defaultValue: 6 }) },
    resolve: async (festival, args, context) => {
      const limit = Math.min(Math.max(args.first ?? 6, 1), 24);
      const programme = await programmeFor(context, festival.id);
      return programme
        ? upcomingSessionsOf(programme, context.now(), limit)
        : upcomingPublicSessions(context.db, festival.id, context.now(), limit);
    },
  }),
);

builder.objectField(PersonRef, 'activities', (t) =>
  t.loadableGroup({
    type: ActivityRef,
    description: 'What they present at the current festival.',
    load: async (ids: number[], context) => {
      const festival = await currentFestivalOf(context);
      return festival ? activitiesForProfiles(context.db, ids, festival.id) : [];
    },
    group: (activity) => (activity as ActivityRow & { profileId: number }).profileId,
    resolve: (profile: ProfileRow) => profile.id,
  }),
);

builder.objectField(VenueRef, 'sessions', (t) =>
  t.loadableGroup({
    type: SessionRef,
    description: 'Its sessions at the current festival (other festivals’ are not on its page or screen).',
    load: async (ids: number[], context) => {
      const festival = await currentFestivalOf(context);
      if (!festival) return [];
      const programme = await programmeFor(context, festival.id);
      if (!programme) return sessionsAtVenues(context.db, ids, festival.id);
      const wanted = new Set(ids);
      return programme.sessions.filter((session) => session.venueId !== null && wanted.has(session.venueId));
    },
    group: (session) => (session as SessionRow).venueId ?? 0,
    resolve: (venue: VenueRow) => venue.id,
  }),
);

builder.queryFields((t) => ({
  activity: t.field({
    type: activityResult('QueryActivityResult', [NotFoundError]),
    description:
      'A published activity of the current festival by type and slug (or a slug it used to have); drafts too for staff who ask.',
    args: {
      type: t.arg({ type: ActivityTypeEnum, required: true }),
      slug: t.arg.string({ required: true }),
      includeDrafts: t.arg.boolean(includeDraftsOptions),
    },
    authScopes: draftsScope,
    resolve: async (_root, args, context) => {
      const festival = await currentFestivalOf(context);
      const type = args.type as ActivityType;
      const drafts = Boolean(args.includeDrafts);
      if (drafts) previews.add(context);
      // An old slug finds the activity too; the page then redirects to its current slug.
      const programme = festival && (await programmeFor(context, festival.id, drafts));
      const current = programme
        ? (programme.activitiesByType.get(type)?.find((row) => row.slug === args.slug) ?? null)
        : festival && (await findActivityBySlug(context.db, festival.id, type, args.slug, drafts));
      const activity =
        festival &&
        (current ?? (await findActivityByOldSlug(context.db, festival.id, type, args.slug, drafts)));
      if (!activity) throw new NotFoundError('Activity');
      return activity;
    },
  }),
  people: t.field({
    type: [PersonRef],
    description: 'Everyone presenting at the current festival.',
    resolve: async (_root, _args, context) => {
      const festival = await currentFestivalOf(context);
      return festival ? listPresenters(context.db, festival.id) : [];
    },
  }),
}));
