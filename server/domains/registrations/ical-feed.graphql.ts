import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { FEED_PATH, feedToken, renewFeedToken, revokeFeedToken } from './ical-feed';

const feedPath = (token: string | null) => (token ? `${FEED_PATH}/${token}.ics` : null);

builder.objectField(UserRef, 'calendarFeedPath', (t) =>
  t.string({
    nullable: true,
    description:
      'Path of their private iCal feed (a secret: anyone with it can read it). Only for themselves.',
    resolve: async (user, _args, context) =>
      context.viewer?.id === user.id ? feedPath(await feedToken(context.db, user.id)) : null,
  }),
);

builder.mutationFields((t) => ({
  renewCalendarFeed: t.string({
    description: 'Makes a new private iCal feed address for the viewer; any earlier one stops working.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, context) => {
      if (!context.viewer) return '';
      return feedPath(await renewFeedToken(context.db, context.viewer.id, context.now())) ?? '';
    },
  }),
  revokeCalendarFeed: t.boolean({
    description: 'Turns off the viewer’s private iCal feed.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, context) => {
      if (context.viewer) await revokeFeedToken(context.db, context.viewer.id);
      return true;
    },
  }),
}));
