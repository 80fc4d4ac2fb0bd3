import { SessionRef } from '#server/domains/activities/index';
import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { scopeOf, scopeOrNullOf } from '#server/graphql/context';
import {
  type CheckInPerson,
  type CheckInSession,
  checkInCard,
  checkInTokenFor,
  searchCheckIn,
} from './check-in.service';

const CheckInSessionRef = builder.objectRef<CheckInSession>('CheckInSession').implement({
  description: 'A session someone holds a place in on the desk’s day, and whether they were ticked present.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => String(s.sessionId) }),
    session: t.field({ type: SessionRef, resolve: (s) => s.sessionId }),
    present: t.exposeBoolean('present'),
    walkIn: t.exposeBoolean('walkIn'),
    cancelled: t.exposeBoolean('cancelled'),
  }),
});

const CheckInPersonRef = builder.objectRef<CheckInPerson>('CheckInPerson').implement({
  description: 'Someone registered for the festival, as the check-in desk sees them (registration staff).',
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.registrationId) }),
    registrationId: t.id({ resolve: (p) => String(p.registrationId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    pronouns: t.exposeString('pronouns'),
    day: t.field({ type: 'Date', resolve: (p) => p.day }),
    sessions: t.field({ type: [CheckInSessionRef], resolve: (p) => p.sessions }),
  }),
});

builder.queryFields((t) => ({
  checkInSearch: t.field({
    type: [CheckInPersonRef],
    description:
      'People registered for the current festival whose name or email contains the search, with their sessions on the day (today by default). Registration staff.',
    authScopes: { permission: 'registrations' },
    args: { search: t.arg.string({ required: true }), day: t.arg({ type: 'Date', required: false }) },
    resolve: async (_root, args, context) =>
      searchCheckIn(context.db, await scopeOf(context), { search: args.search, day: args.day }),
  }),
  checkInCard: t.field({
    type: CheckInPersonRef,
    nullable: true,
    description:
      'The person whose check-in QR code carries this token, with their sessions on the day; null when no one’s does. Registration staff.',
    authScopes: { permission: 'registrations' },
    args: { token: t.arg.string({ required: true }), day: t.arg({ type: 'Date', required: false }) },
    resolve: async (_root, args, context) =>
      checkInCard(context.db, await scopeOf(context), { token: args.token, day: args.day }),
  }),
}));

builder.objectField(UserRef, 'checkInToken', (t) =>
  t.string({
    nullable: true,
    description:
      'The secret in their check-in QR code for the current festival (made on first use); null without a registration. Only for themselves.',
    resolve: async (user, _args, context) => {
      if (context.viewer?.id !== user.id) return null;
      const scope = await scopeOrNullOf(context);
      return scope ? checkInTokenFor(context.db, scope) : null;
    },
  }),
);
