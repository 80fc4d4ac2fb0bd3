import { GROUP_AUDIENCES, REGISTRATION_STATES } from '#core/messages/group-message';
import { builder, ErrorInterface } from '#server/graphql/builder';
import { scopeOf } from '#server/graphql/context';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import {
  findGroupRecipients,
  GroupChangedError,
  type GroupMessageRow,
  type GroupRecipient,
  groupEmailFor,
  listGroupMessages,
  parseGroupFilter,
  parseGroupMessage,
  sendGroupMessage,
} from './group-messages.service';

// Staff email a group of people (issue 26): who is in it, each one's version, and sending.

const GroupAudienceEnum = builder.enumType('GroupAudience', {
  description: 'Who a group message goes to.',
  values: GROUP_AUDIENCES,
});

const RegistrationStateFilterEnum = builder.enumType('RegistrationStateFilter', {
  description: 'Completed registrations, ones still being filled in, or both.',
  values: REGISTRATION_STATES,
});

const GroupFilterInput = builder.inputType('GroupFilterInput', {
  description: 'Checked by core/messages ZGroupFilter: a session for PlacedInSession, a day for PlacedOnDay.',
  fields: (t) => ({
    audience: t.field({ type: GroupAudienceEnum, required: true }),
    sessionId: t.id({ required: false, description: 'PlacedInSession (required) or Waiting (optional).' }),
    day: t.string({ required: false, description: 'PlacedOnDay: a festival day, YYYY-MM-DD.' }),
    registrationState: t.field({ type: RegistrationStateFilterEnum, required: false }),
    unpaidOnly: t.boolean({
      required: false,
      description: 'Only people who still owe money (payments staff).',
    }),
  }),
});

type FilterArg = typeof GroupFilterInput.$inferInput;
/** GraphQL's nulls for fields left out become core's defaults. */
const filterOf = (filter: FilterArg) => ({
  audience: filter.audience,
  sessionId: filter.sessionId ?? null,
  day: filter.day ?? null,
  registrationState: filter.registrationState ?? undefined,
  unpaidOnly: filter.unpaidOnly ?? undefined,
});

const GroupRecipientRef = builder.objectRef<GroupRecipient>('GroupRecipient').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.userId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
  }),
});

interface Preview {
  recipients: GroupRecipient[];
  message: { subject: string; body: string } | null;
  previewUserId: number | null;
}

const GroupEmailPreviewRef = builder
  .objectRef<{ recipient: GroupRecipient; subject: string; text: string; html: string }>('GroupEmailPreview')
  .implement({
    description: 'The email one recipient gets, with their own name in it.',
    fields: (t) => ({
      recipient: t.field({ type: GroupRecipientRef, resolve: (p) => p.recipient }),
      subject: t.exposeString('subject'),
      text: t.exposeString('text'),
      html: t.exposeString('html', { description: 'The Markdown body rendered and sanitised.' }),
    }),
  });

const GroupMessagePreviewRef = builder.objectRef<Preview>('GroupMessagePreview').implement({
  description: 'Who a group message would reach now, and one recipient’s version of it.',
  fields: (t) => ({
    count: t.int({ resolve: (p) => p.recipients.length }),
    recipients: t.field({
      type: [GroupRecipientRef],
      description: 'By name; the first `first` of them.',
      args: { first: t.arg.int({ required: false, defaultValue: 200 }) },
      resolve: (p, args) => p.recipients.slice(0, Math.max(0, Math.min(args.first ?? 200, 1000))),
    }),
    email: t.field({
      type: GroupEmailPreviewRef,
      nullable: true,
      description:
        'The chosen recipient’s email (the first recipient when none is chosen); null without a subject and body.',
      resolve: (p) => {
        const recipient =
          p.recipients.find((r) => r.userId === p.previewUserId) ??
          (p.previewUserId ? undefined : p.recipients[0]);
        if (!recipient || !p.message) return null;
        return { recipient, ...groupEmailFor(p.message, recipient) };
      },
    }),
  }),
});

const GroupMessageRef = builder.objectRef<GroupMessageRow>('GroupMessage').implement({
  description: 'A message staff sent to a group; its emails are queued a batch at a time.',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    recipients: t.exposeInt('recipients'),
    queued: t.exposeInt('queued', { description: 'Emails in the outbox so far.' }),
    audience: t.string({ resolve: (m) => (m.filter as { audience: string }).audience }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.finishedAt }),
  }),
});

builder.objectType(GroupChangedError, {
  name: 'GroupChangedError',
  interfaces: [ErrorInterface],
  description: 'The group is no longer the size staff confirmed: look at the preview again.',
  fields: (t) => ({ count: t.exposeInt('count') }),
});

builder.queryFields((t) => ({
  groupMessagePreview: t.field({
    type: GroupMessagePreviewRef,
    description: 'Registration staff: who the filter picks now, and one recipient’s version of the message.',
    authScopes: { permission: 'registrations' },
    errors: { types: [ValidationError, NotAllowedError, NotFoundError], directResult: true },
    args: {
      filter: t.arg({ type: GroupFilterInput, required: true }),
      subject: t.arg.string({ required: false }),
      body: t.arg.string({ required: false }),
      previewUserId: t.arg.id({ required: false, description: 'Whose version to show.' }),
    },
    resolve: async (_root, args, context) => {
      const scope = await scopeOf(context);
      const filter = parseGroupFilter(filterOf(args.filter), scope.viewer);
      const recipients = await findGroupRecipients(context.db, scope, filter);
      const message =
        args.subject?.trim() && args.body?.trim()
          ? parseGroupMessage({ subject: args.subject, body: args.body })
          : null;
      return { recipients, message, previewUserId: args.previewUserId ? Number(args.previewUserId) : null };
    },
  }),
  groupMessages: t.field({
    type: [GroupMessageRef],
    description: 'Registration staff: the current festival’s group messages, newest first.',
    authScopes: { permission: 'registrations' },
    resolve: async (_root, _args, context) => listGroupMessages(context.db, await scopeOf(context)),
  }),
}));

builder.mutationFields((t) => ({
  sendGroupMessage: t.field({
    type: GroupMessageRef,
    description:
      'Registration staff email everyone the filter picks. `expectedCount` is the number staff confirmed: a group that has changed size since is refused with GroupChangedError.',
    authScopes: { permission: 'registrations' },
    errors: {
      types: [ValidationError, NotAllowedError, NotFoundError, GroupChangedError],
      directResult: true,
    },
    args: {
      filter: t.arg({ type: GroupFilterInput, required: true }),
      subject: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      expectedCount: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, context) =>
      sendGroupMessage(
        context.db,
        { ...(await scopeOf(context)), jobs: context.jobs },
        {
          filter: filterOf(args.filter),
          subject: args.subject,
          body: args.body,
          expectedCount: args.expectedCount,
        },
      ),
  }),
}));
