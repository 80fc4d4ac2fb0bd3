import { sessionTiming } from '#core/registrations/availability';
import { placementCounts, SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import type { Context } from '#server/graphql/context';
import { availabilityFor } from './availability.service';
import { waitlistCounts } from './registration-reads';

// What a workshop session offers the viewer now, decided on the server (core/registrations/availability).

/** Resolves one of the viewer's yes/no answers for a session; false where nothing is offered. */
const availabilityFlag =
  (flag: 'canJoin' | 'canJoinWaitlist' | 'canLeave') =>
  async (session: { id: number }, _args: unknown, context: Context): Promise<boolean> =>
    (await availabilityFor(context)).of(session.id)?.[flag] ?? false;

builder.objectFields(SessionRef, (t) => ({
  placesTaken: t.loadable({
    type: 'Int',
    description: 'Places taken in this session.',
    load: async (ids: number[], context) => {
      const taken = await placementCounts(context.db, ids);
      return ids.map((id) => taken.get(id) ?? 0);
    },
    resolve: (session) => session.id,
  }),
  placesLeft: t.int({
    nullable: true,
    description: 'Places left (0 when full); null when the session has no limit.',
    resolve: async (session, _args, context) => {
      const availability = (await availabilityFor(context)).of(session.id);
      return availability ? availability.placesLeft : session.capacity;
    },
  }),
  canJoin: t.boolean({
    description: 'The viewer may take a place now (general phase, free place, nobody waiting ahead).',
    resolve: availabilityFlag('canJoin'),
  }),
  canJoinWaitlist: t.boolean({
    description: 'The viewer may join its waitlist now (it is full, and more than 48 hours away).',
    resolve: availabilityFlag('canJoinWaitlist'),
  }),
  canLeave: t.boolean({
    description: 'The viewer holds a place and may still give it up (48 hours before the start).',
    resolve: availabilityFlag('canLeave'),
  }),
  tooLateToLeave: t.boolean({
    description: 'Less than 48 hours before the start: places can no longer be given up or moved in.',
    resolve: (session, _args, context) => sessionTiming(session, [], context.now()).tooLateToLeave,
  }),
  clashesWithTeaching: t.boolean({
    description: 'The viewer presents a session at the same time, so cannot choose this one.',
    resolve: async (session, _args, context) =>
      sessionTiming(session, (await availabilityFor(context)).teaching, context.now()).clashesWithTeaching,
  }),
  waitlistCount: t.loadable({
    type: 'Int',
    description: 'People waiting for a place. While anyone waits, newcomers join the waitlist too.',
    load: async (ids: number[], context) => {
      const counts = await waitlistCounts(context.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    },
    resolve: (session) => session.id,
  }),
}));
