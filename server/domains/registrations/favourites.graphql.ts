import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { NotFoundError } from '#server/services/errors';
import { addFavourites, listFavouriteActivityIds, setFavourite } from './favourites.service';
import { FAVOURITES_FEED_PATH, feedToken } from './ical-feed';

/**
 * Favourites (issue 28): a person reads and changes only their own. The fields on User are
 * refused to anyone else (staff included), and the mutations act on the viewer only.
 */
const onlyThemselves = (user: { id: number }, _args: unknown, context: { viewer: { id: number } | null }) =>
  context.viewer !== null && context.viewer.id === user.id;

builder.objectFields(UserRef, (t) => ({
  favouriteActivityIds: t.idList({
    description:
      'Ids of the published workshops and shows they starred, oldest star first. Only for themselves.',
    authScopes: onlyThemselves,
    resolve: async (user, _args, context) =>
      (await listFavouriteActivityIds(context.db, user.id)).map(String),
  }),
  favouritesFeedPath: t.string({
    nullable: true,
    description:
      'Path of the private iCal feed of their favourites, at the same secret as calendarFeedPath (renewed and revoked with it). Only for themselves.',
    authScopes: onlyThemselves,
    resolve: async (user, _args, context) => {
      const token = await feedToken(context.db, user.id);
      return token ? `${FAVOURITES_FEED_PATH}/${token}.ics` : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  setFavourite: t.field({
    type: UserRef,
    description:
      'Stars or unstars a published workshop or show for the viewer; starring a draft or a missing activity is NotFoundError.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: {
      activityId: t.arg.id({ required: true }),
      favourite: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const { viewer, now } = viewerScopeOf(context);
      await setFavourite(context.db, {
        userId: viewer.id,
        activityId: Number(args.activityId),
        favourite: args.favourite,
        now,
      });
      return viewer.id;
    },
  }),
  mergeFavourites: t.field({
    type: UserRef,
    description:
      'Adds the browser’s stars to the viewer’s (a union, at log-in); ids of drafts or missing activities are skipped.',
    authScopes: { loggedIn: true },
    args: { activityIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, context) => {
      const { viewer, now } = viewerScopeOf(context);
      // A festival has far fewer activities; more ids than that are not stars from our own pages.
      const activityIds = args.activityIds.slice(0, 500).map(Number);
      await addFavourites(context.db, { userId: viewer.id, activityIds, now });
      return viewer.id;
    },
  }),
}));
