import { builder } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { type EmailRow, listEmails } from '#server/lib/mail/index';
import { NotFoundError } from '#server/services/errors';
import { type OutboxPage, outboxKinds, resendEmail, searchOutbox } from './email-outbox.service';

const EmailStateRef = builder.enumType('EmailState', { values: ['pending', 'sent', 'failed'] as const });

export const EmailRef = builder.objectRef<EmailRow>('Email').implement({
  description: 'An email in the outbox: queued, sent, or given up on after repeated failures.',
  fields: (t) => ({
    id: t.id({ resolve: (email) => String(email.id) }),
    kind: t.exposeString('kind'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true }),
    state: t.field({ type: EmailStateRef, resolve: (email) => email.state }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (email) => email.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (email) => email.sentAt }),
  }),
});

builder.queryFields((t) => ({
  emails: t.field({
    type: [EmailRef],
    description: 'The email outbox, newest first. Admins only: emails carry password-reset links.',
    authScopes: { permission: 'admin' },
    args: {
      kind: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false, defaultValue: 50 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_root, args, context) =>
      listEmails(context.db, {
        kind: args.kind,
        limit: Math.min(Math.max(args.limit ?? 50, 1), 200),
        offset: Math.max(args.offset ?? 0, 0),
      }),
  }),
}));

const EmailPageRef = builder.objectRef<OutboxPage>('EmailPage').implement({
  description: 'One page of the outbox, newest first.',
  fields: (t) => ({
    emails: t.field({ type: [EmailRef], resolve: (page) => page.emails }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `before` for the next, older page; null on the last one.',
    }),
    total: t.exposeInt('total', { description: 'How many emails match the filter, on all pages.' }),
  }),
});

const EmailFilterInput = builder.inputType('EmailFilter', {
  fields: (t) => ({
    to: t.string({ required: false, description: 'Part of the address, any case.' }),
    kind: t.string({ required: false }),
    state: t.field({ type: EmailStateRef, required: false }),
  }),
});

/** A cursor is an email id; anything else is refused as not found rather than ignored. */
function cursor(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError('Page');
  return id;
}

builder.queryFields((t) => ({
  emailOutbox: t.field({
    type: EmailPageRef,
    description:
      'The outbox searched by address, kind and state, a page at a time (newest first). Admins only.',
    authScopes: { permission: 'admin' },
    args: {
      filter: t.arg({ type: EmailFilterInput, required: false }),
      before: t.arg.id({ required: false, description: 'The previous page’s nextCursor.' }),
      limit: t.arg.int({ required: false, defaultValue: 100 }),
    },
    resolve: (_root, args, context) =>
      searchOutbox(context.db, {
        filter: {
          to: args.filter?.to ?? null,
          kind: args.filter?.kind ?? null,
          state: args.filter?.state ?? null,
        },
        before: cursor(args.before),
        limit: args.limit ?? 100,
      }),
  }),
  emailKinds: t.stringList({
    description: 'The kinds of email in the outbox, for filtering. Admins only.',
    authScopes: { permission: 'admin' },
    resolve: (_root, _args, context) => outboxKinds(context.db),
  }),
}));

builder.mutationField('resendEmail', (t) =>
  t.field({
    type: EmailRef,
    description:
      'Queues a copy of an email to the same address as a new outbox row; the original is kept as it was. Admins only (emails can carry reset links).',
    authScopes: { permission: 'admin' },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      resendEmail(context.db, viewerScopeOf(context), { emailId: Number(args.id) }),
  }),
);
