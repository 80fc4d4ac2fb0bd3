import { builder } from '#server/graphql/builder';
import { type EmailRow, listEmails } from '#server/lib/mail/index';

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
