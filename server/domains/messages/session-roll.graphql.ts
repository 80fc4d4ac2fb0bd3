import { SessionRef } from '#server/domains/activities/index';
import { builder, ErrorInterface, errorTypes } from '#server/graphql/builder';
import { publicScopeOf, scopeOf, viewerScopeOf } from '#server/graphql/context';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import { requireSessionAccess, type SessionAccess, type SessionInfo } from './session-access';
import { messagesForViewer, type SessionMessageRow, sendSessionMessage } from './session-messages.service';
import {
  addWalkIn,
  classList,
  contactConsent,
  type RollPerson,
  SessionFullError,
  sessionFeedback,
  setAttendance,
  setContactConsent,
  WalkInChargeError,
} from './session-roll.service';

errorTypes(SessionFullError);
builder.objectType(WalkInChargeError, {
  name: 'WalkInChargeError',
  interfaces: [ErrorInterface],
  description: 'The walk-in would add to what they owe: add them again with confirmCharge once staff agree.',
  fields: (t) => ({
    added: t.exposeInt('added', { description: 'What they would owe more, in cents.' }),
    owing: t.exposeInt('owing', { description: 'What they would owe in all, in cents.' }),
  }),
});

const RollPersonRef = builder.objectRef<RollPerson>('RollPerson').implement({
  description: 'Someone placed in (or waiting for) a session, as its tutors and staff see them.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.registrationId) }),
    registrationId: t.id({ resolve: (p) => String(p.registrationId) }),
    name: t.exposeString('name'),
    pronouns: t.exposeString('pronouns'),
    photoPermission: t.boolean({
      nullable: true,
      description: 'Whether they agreed to be photographed; null when they have not said.',
      resolve: (p) => p.photoPermission,
    }),
    email: t.string({
      nullable: true,
      description: 'Only when they agreed to share their contact with tutors (staff always see it).',
      resolve: (p) => p.email,
    }),
    phone: t.string({ nullable: true, resolve: (p) => p.phone }),
    present: t.exposeBoolean('present'),
    walkIn: t.exposeBoolean('walkIn'),
    waitlistPlace: t.int({ nullable: true, resolve: (p) => p.waitlistPlace }),
  }),
});

const SessionMessageRef = builder.objectRef<SessionMessageRow>('SessionMessage').implement({
  description: 'A message from a tutor or staff to the people in a session.',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    includeWaitlist: t.exposeBoolean('includeWaitlist'),
    recipients: t.exposeInt('recipients'),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
  }),
});

type FeedbackEntry = Awaited<ReturnType<typeof sessionFeedback>>[number];

const SessionFeedbackRef = builder.objectRef<FeedbackEntry>('SessionFeedbackEntry').implement({
  description: 'Feedback on a session, without who gave it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating', { nullable: true }),
    positive: t.exposeString('positive'),
    constructive: t.exposeString('constructive'),
    testimonial: t.exposeString('testimonial'),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
  }),
});

interface Roll {
  session: SessionInfo;
  access: SessionAccess;
}

const SessionRollRef = builder.objectRef<Roll>('SessionRoll').implement({
  description: 'A session’s class list, waitlist, attendance, messages and feedback (its tutors and staff).',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.session.id) }),
    session: t.field({ type: SessionRef, resolve: (r) => r.session.id }),
    access: t.string({ description: '`tutor` or `staff`.', resolve: (r) => r.access }),
    capacity: t.int({ nullable: true, resolve: (r) => r.session.capacity }),
    placed: t.field({
      type: [RollPersonRef],
      resolve: async (r, _args, context) => (await classList(context.db, r.session.id, r.access)).placed,
    }),
    waitlist: t.field({
      type: [RollPersonRef],
      resolve: async (r, _args, context) => (await classList(context.db, r.session.id, r.access)).waitlist,
    }),
    messages: t.field({
      type: [SessionMessageRef],
      resolve: (r, _args, context) =>
        context.viewer
          ? messagesForViewer(context.db, viewerScopeOf(context), { sessionId: r.session.id })
          : [],
    }),
    feedback: t.field({
      type: [SessionFeedbackRef],
      resolve: (r, _args, context) => sessionFeedback(context.db, r.session.id),
    }),
  }),
});

builder.queryFields((t) => ({
  sessionRoll: t.field({
    type: SessionRollRef,
    description: 'For the session’s tutors and registration staff; everyone else is refused.',
    authScopes: { loggedIn: true },
    errors: { types: [NotAllowedError, NotFoundError], directResult: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const { session, access } = await requireSessionAccess(context.db, publicScopeOf(context), {
        sessionId: Number(args.sessionId),
      });
      return { session, access };
    },
  }),
  sessionMessages: t.field({
    type: [SessionMessageRef],
    description:
      'Messages about a session the viewer is placed in (or waiting for, when sent to the waitlist too).',
    authScopes: { loggedIn: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.viewer
        ? messagesForViewer(context.db, viewerScopeOf(context), { sessionId: Number(args.sessionId) })
        : [],
  }),
  shareContactWithTutors: t.boolean({
    description: 'Whether the viewer lets their tutors see their email and phone.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) =>
      context.viewer ? contactConsent(context.db, viewerScopeOf(context)) : false,
  }),
}));

builder.mutationFields((t) => ({
  sendSessionMessage: t.field({
    type: SessionMessageRef,
    description: 'Emails everyone placed in the session (and its waitlist when asked). Its tutors and staff.',
    authScopes: { loggedIn: true },
    errors: { types: [NotAllowedError, NotFoundError, ValidationError], directResult: true },
    args: {
      sessionId: t.arg.id({ required: true }),
      subject: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      includeWaitlist: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, args, context) => {
      const scope = viewerScopeOf(context);
      const { session } = await requireSessionAccess(context.db, scope, {
        sessionId: Number(args.sessionId),
      });
      return sendSessionMessage(context.db, scope, {
        session,
        subject: args.subject,
        body: args.body,
        includeWaitlist: args.includeWaitlist ?? false,
        publicUrl: context.env.PUBLIC_URL,
      });
    },
  }),
  setAttendance: t.field({
    type: SessionRollRef,
    description: 'Ticks someone placed in the session present, or not. Its tutors and staff.',
    authScopes: { loggedIn: true },
    errors: { types: [NotAllowedError, NotFoundError], directResult: true },
    args: {
      sessionId: t.arg.id({ required: true }),
      registrationId: t.arg.id({ required: true }),
      present: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const scope = viewerScopeOf(context);
      const { session, access } = await requireSessionAccess(context.db, scope, {
        sessionId: Number(args.sessionId),
      });
      await setAttendance(context.db, scope, {
        session,
        registrationId: Number(args.registrationId),
        present: args.present,
      });
      return { session, access };
    },
  }),
  addWalkIn: t.field({
    type: SessionRollRef,
    description:
      'Gives a registered person a place and ticks them present, if there is room. When that adds to what they owe, it is refused with WalkInChargeError until `confirmCharge` is true.',
    authScopes: { loggedIn: true },
    errors: {
      types: [NotAllowedError, NotFoundError, ValidationError, SessionFullError, WalkInChargeError],
      directResult: true,
    },
    args: {
      sessionId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      confirmCharge: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, args, context) => {
      const { session, access } = await requireSessionAccess(context.db, publicScopeOf(context), {
        sessionId: Number(args.sessionId),
      });
      await addWalkIn(context.db, await scopeOf(context), {
        session,
        email: args.email,
        confirmCharge: args.confirmCharge ?? false,
      });
      return { session, access };
    },
  }),
  setShareContactWithTutors: t.boolean({
    description: 'The viewer agrees (or no longer agrees) that their tutors may see their email and phone.',
    authScopes: { loggedIn: true },
    args: { share: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      context.viewer ? setContactConsent(context.db, viewerScopeOf(context), { share: args.share }) : false,
  }),
}));
