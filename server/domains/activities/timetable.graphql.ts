import { activityPermission, managesSomeActivityKind } from '#core/activities/activity-input';
import type { ActivityType } from '#core/activities/activity-types';
import type { Permission } from '#core/people/permissions';
import { PersonRef } from '#server/domains/people/index';
import { builder, ErrorInterface } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { SessionRef } from './activities.graphql';
import { presentersForSessions, type SessionPresenterRow } from './session-clashes.service';
import { VenueClashError } from './timetable.errors';
import { findSessionActivity, moveSession } from './timetable.service';

/** The editable admin timetable (issue 14): who presents each session, and moving sessions. */

builder.objectType(VenueClashError, {
  name: 'VenueClashError',
  description: 'The venue already has another session at that time; nothing was saved.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    sessions: t.field({
      type: [SessionRef],
      description: 'The sessions already in the venue then.',
      resolve: (error) => error.sessions,
    }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  presenters: t.loadableGroup({
    type: PersonRef,
    description:
      'Who presents this session: its activity’s presenters and its own, in billing order (for clash checks).',
    load: (ids: number[], context) => presentersForSessions(context.db, ids),
    group: (row) => (row as SessionPresenterRow).sessionId,
    resolve: (session) => session.id,
  }),
}));

builder.mutationFields((t) => ({
  moveSession: t.field({
    type: SessionRef,
    description:
      'Moves a session to a new start and venue, keeping its length and capacity. Refused when the venue already has another session then (VenueClashError); presenter clashes are not refused.',
    // The permission for the session's kind of activity; an unknown id needs `activities`. No SQL
    // for those who manage no kind.
    authScopes: async (_root, args, context) => {
      if (!managesSomeActivityKind(context.viewer)) return false;
      const activity = await findSessionActivity(context.db, Number(args.id));
      return {
        permission: activity
          ? activityPermission(activity.type as ActivityType)
          : ('activities' as Permission),
      };
    },
    errors: { types: [VenueClashError, ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      startsAt: t.arg({
        type: 'DateTime',
        required: true,
        description: 'The new start; the end keeps the length.',
      }),
      venueId: t.arg.id({ required: false, description: 'Null: no venue yet.' }),
    },
    resolve: async (_root, args, context) => {
      const scope = { ...viewerScopeOf(context), publicUrl: context.env.PUBLIC_URL };
      const venueId = args.venueId === null || args.venueId === undefined ? null : Number(args.venueId);
      if (venueId !== null && !Number.isSafeInteger(venueId)) {
        throw new ValidationError('Please choose a venue from the list', [
          { path: ['venueId'], message: 'Please choose a venue from the list' },
        ]);
      }
      const sessionId = Number(args.id);
      if (!Number.isSafeInteger(sessionId)) throw new NotFoundError('Session');
      return moveSession(context.db, scope, { sessionId, startsAt: args.startsAt, venueId });
    },
  }),
}));
