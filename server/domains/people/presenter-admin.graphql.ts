import { z } from 'zod';
import { hasPermission, type Permission } from '#core/people/permissions';
import { ZPresenterInput } from '#core/people/presenter-input';
import { email as emailRule } from '#core/validation/messages';
import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { PersonRef } from './people.graphql';
import {
  accountEmailsOf,
  countPeople,
  createPresenter,
  linkPresenterToUser,
  searchPeople,
  updatePresenter,
} from './presenter-admin.service';

/**
 * Presenter profiles in the admin area (issue 14): `people` edits them; anyone who casts an
 * activity (workshops, shows, social events) may search them and add a presenter without an account.
 */

const CASTING: readonly Permission[] = ['people', 'workshops', 'shows', 'social_events'];
const canCast = (_root: unknown, _args: unknown, context: Context) =>
  CASTING.some((permission) => hasPermission(context.viewer, permission));

const PresenterInput = builder.inputType('PresenterInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pronouns: t.string({ required: false }),
    bio: t.string({ required: false, description: 'Markdown.' }),
    cityId: t.id({ required: false }),
  }),
});

function presenterInput(input: {
  name: string;
  pronouns?: string | null;
  bio?: string | null;
  cityId?: string | number | null;
}) {
  return parseInput(ZPresenterInput, {
    name: input.name,
    pronouns: input.pronouns ?? '',
    bio: input.bio ?? '',
    cityId:
      input.cityId === null || input.cityId === undefined || input.cityId === ''
        ? null
        : Number(input.cityId),
  });
}

builder.objectField(PersonRef, 'accountEmail', (t) =>
  t.loadable({
    type: 'String',
    nullable: true,
    description:
      'The email of the account linked to this person; null for a presenter without one (people managers).',
    authScopes: { permission: 'people' },
    load: (ids: number[], context) => accountEmailsOf(context.db, ids),
    resolve: (profile) => profile.id,
  }),
);

const PAGE_LIMIT = 100;
const clampFirst = (first: number | null | undefined) => Math.min(Math.max(first ?? 20, 1), PAGE_LIMIT);

builder.queryField('peopleSearch', (t) =>
  t.field({
    type: [PersonRef],
    description: 'Everyone the festival knows whose name contains the query, to choose presenters from.',
    authScopes: canCast,
    args: {
      query: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
    },
    resolve: (_root, args, context) => searchPeople(context.db, args.query ?? '', clampFirst(args.first)),
  }),
);

type PeoplePage = { total: number; people: Awaited<ReturnType<typeof searchPeople>> };
const PeoplePageRef = builder.objectRef<PeoplePage>('PeoplePage').implement({
  description: 'One page of a people list, with how many match in all.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    people: t.field({ type: [PersonRef], resolve: (page) => page.people }),
  }),
});

builder.queryField('peoplePage', (t) =>
  t.field({
    type: PeoplePageRef,
    description:
      'People whose name contains the query, a page at a time (`first` at most 100), with the total.',
    authScopes: canCast,
    args: {
      query: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 50 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, context) => {
      const query = args.query ?? '';
      const offset = Math.max(args.offset ?? 0, 0);
      const people = await searchPeople(context.db, query, clampFirst(args.first), offset);
      return { people, total: await countPeople(context.db, query) };
    },
  }),
);

builder.mutationFields((t) => ({
  createPresenter: t.field({
    type: PersonRef,
    description: 'Adds a presenter who has no account yet.',
    authScopes: canCast,
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: PresenterInput, required: true }) },
    resolve: (_root, args, context) =>
      createPresenter(context.db, viewerScopeOf(context), presenterInput(args.input)),
  }),
  updatePresenter: t.field({
    type: PersonRef,
    description: 'Changes a person’s public profile: name, pronouns, bio and city.',
    authScopes: { permission: 'people' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PresenterInput, required: true }) },
    resolve: (_root, args, context) => {
      const profileId = Number(args.id);
      if (!Number.isSafeInteger(profileId)) throw new NotFoundError('Person');
      return updatePresenter(context.db, viewerScopeOf(context), {
        profileId,
        presenter: presenterInput(args.input),
      });
    },
  }),
  linkPresenterToUser: t.field({
    type: PersonRef,
    description: 'Links a presenter to the account with this email (which makes them a tutor there).',
    authScopes: { permission: 'people' },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const profileId = Number(args.id);
      if (!Number.isSafeInteger(profileId)) throw new NotFoundError('Person');
      const { email } = parseInput(z.object({ email: emailRule() }), { email: args.email });
      return linkPresenterToUser(context.db, viewerScopeOf(context), { profileId, email });
    },
  }),
}));
