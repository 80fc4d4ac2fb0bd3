import { ActivityRef, SessionRef } from '#server/domains/activities/index';
import { UserRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { scopeOrNullOf } from '#server/graphql/context';
import {
  CALENDAR_ENTRY_KINDS,
  type CalendarEntry,
  findViewerSession,
  listViewerCalendar,
  type ViewerSession,
} from './calendar.service';

export const CalendarEntryKindEnum = builder.enumType('CalendarEntryKind', {
  description:
    'Why a session is in a calendar: a workshop place, a waitlist, something the person presents, or a show their workshop leads to.',
  values: CALENDAR_ENTRY_KINDS,
});

const CalendarEntryRef = builder.objectRef<CalendarEntry>('CalendarEntry').implement({
  description: 'One session in a person’s festival schedule.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => `${e.kind}:${e.sessionId}` }),
    kind: t.field({ type: CalendarEntryKindEnum, resolve: (e) => e.kind }),
    session: t.field({ type: SessionRef, resolve: (e) => e.sessionId }),
    waitlistPlace: t.int({
      nullable: true,
      description: 'For waitlists: their place in the queue (1 is offered the next free place).',
      resolve: (e) => e.waitlistPlace,
    }),
    role: t.string({
      nullable: true,
      description: 'For sessions they present: tutor, director, performer, host…',
      resolve: (e) => e.role,
    }),
    via: t.field({
      type: ActivityRef,
      nullable: true,
      description: 'For shows: the workshop of theirs that leads to it.',
      resolve: (e) => e.viaActivityId,
    }),
  }),
});

builder.objectField(UserRef, 'calendar', (t) =>
  t.field({
    type: [CalendarEntryRef],
    nullable: true,
    description:
      'Their schedule for the current festival, by start time. Only for themselves: null for anyone else, staff included.',
    resolve: async (user, _args, context) => {
      if (!context.viewer || context.viewer.id !== user.id) return null;
      const scope = await scopeOrNullOf(context);
      if (!scope) return [];
      return listViewerCalendar(context.db, scope, { userId: user.id });
    },
  }),
);

const MySessionRef = builder.objectRef<ViewerSession>('MySession').implement({
  description:
    'A session the viewer takes part in (a workshop place, presenting, their workshop’s show) or waits for.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => String(s.sessionId) }),
    session: t.field({ type: SessionRef, resolve: (s) => s.sessionId }),
    kinds: t.field({
      type: [CalendarEntryKindEnum],
      description: 'How they take part; Waitlist alone when they only wait for a place.',
      resolve: (s) => s.kinds,
    }),
    waitlistPlace: t.int({
      nullable: true,
      description: 'Their place in the queue when they only wait for a place (1 is next).',
      resolve: (s) => s.waitlistPlace,
    }),
    role: t.string({
      nullable: true,
      description: 'Their cast role when they present it.',
      resolve: (s) => s.role,
    }),
  }),
});

builder.queryField('mySession', (t) =>
  t.field({
    type: MySessionRef,
    nullable: true,
    authScopes: { loggedIn: true },
    description:
      'A session of the current festival the viewer takes part in or waits for; null when neither (or it does not exist).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      if (!context.viewer) return null;
      const scope = await scopeOrNullOf(context);
      return scope && findViewerSession(context.db, scope, { sessionId: Number(args.id) });
    },
  }),
);
