import { builder } from '#server/graphql/builder';
import {
  AUDIT_PAGE_MAX,
  type AuditEntryRow,
  type AuditFilter,
  auditActions,
  auditCsv,
  listAuditEntries,
} from './audit.service';

const AuditEntryRef = builder.objectRef<AuditEntryRow>('AuditEntry').implement({
  description: 'One recorded staff action (append-only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    actorUserId: t.id({ nullable: true, resolve: (row) => row.actorUserId }),
    actorName: t.exposeString('actorName', { description: 'The actor’s email then, or “system”.' }),
    action: t.exposeString('action'),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeString('targetId'),
    festivalId: t.id({ nullable: true, resolve: (row) => row.festivalId }),
    reason: t.exposeString('reason', { nullable: true }),
    before: t.string({
      nullable: true,
      description: 'JSON text of the fields before the change.',
      resolve: (row) => (row.before === null ? null : JSON.stringify(row.before)),
    }),
    after: t.string({
      nullable: true,
      description: 'JSON text of the fields after the change.',
      resolve: (row) => (row.after === null ? null : JSON.stringify(row.after)),
    }),
  }),
});

const AuditPageRef = builder.objectRef<{ entries: AuditEntryRow[]; total: number }>('AuditPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], resolve: (page) => page.entries }),
    total: t.exposeInt('total', { description: 'Entries matching the filter, on every page.' }),
  }),
});

const AuditFilterInput = builder.inputType('AuditFilter', {
  fields: (t) => ({
    actor: t.string({ required: false, description: 'Part of the actor’s email.' }),
    action: t.string({
      required: false,
      description: 'An action (`payment.refund`) or a prefix ending in a dot (`payment.`).',
    }),
    targetType: t.string({ required: false }),
    targetId: t.string({ required: false }),
    from: t.field({ type: 'Date', required: false, description: 'First day (Pacific/Auckland).' }),
    to: t.field({ type: 'Date', required: false, description: 'Last day (Pacific/Auckland).' }),
  }),
});

const filterOf = (input: AuditFilter | null | undefined): AuditFilter => input ?? {};

builder.queryFields((t) => ({
  auditEntries: t.field({
    type: AuditPageRef,
    description: 'The audit log, newest first (administrators only).',
    authScopes: { permission: 'admin' },
    args: {
      filter: t.arg({ type: AuditFilterInput, required: false }),
      limit: t.arg.int({ required: false, defaultValue: 50 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_root, args, context) =>
      listAuditEntries(context.db, filterOf(args.filter), {
        limit: Math.min(args.limit ?? 50, AUDIT_PAGE_MAX),
        offset: args.offset ?? 0,
      }),
  }),
  auditActions: t.stringList({
    description: 'Every action recorded so far, for filtering.',
    authScopes: { permission: 'admin' },
    resolve: (_root, _args, context) => auditActions(context.db),
  }),
  auditCsv: t.string({
    description: 'The filtered audit log as CSV (UTF-8 with BOM, every field quoted).',
    authScopes: { permission: 'admin' },
    args: { filter: t.arg({ type: AuditFilterInput, required: false }) },
    resolve: (_root, args, context) => auditCsv(context.db, filterOf(args.filter)),
  }),
}));
