import { GraphQLError } from 'graphql';
import { hasPermission } from '#core/people/permissions';
import {
  MONEY_FILTERS,
  matchesRegistrationFilter,
  REGISTRATION_FILTERS,
  type RegistrationFilter,
} from '#core/reports/registration-search';
import { SessionRef } from '#server/domains/activities/index';
import { type RollPerson, requireSessionAccess } from '#server/domains/messages/index';
import { RegistrationRef } from '#server/domains/registrations/index';
import { builder } from '#server/graphql/builder';
import { type Context, publicScopeOf, scopeOf } from '#server/graphql/context';
import { toCsv } from '#server/lib/csv';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { countRegistrations, listRegistrationFigures, type RegistrationFigures } from './balances.service';
import { classListCsv, printableClassList } from './class-list.service';
import { creditBalancesCsv, listCreditBalances } from './credit-balances.service';
import {
  listOutstandingBalances,
  type OutstandingBalance,
  type ReminderOutcome,
  sendPaymentReminders,
} from './payment-reminders.service';
import { registrationCsvHeader, registrationCsvRow } from './registrations-csv';

const forbidden = () => new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } });

/** These fields have no typed errors, so "no festival" is said as a GraphQL error rather than masked. */
async function reportScope(context: Context): Promise<ServiceScope<Viewer>> {
  try {
    return await scopeOf(context);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new GraphQLError('There is no festival yet', { extensions: { code: 'NOT_FOUND' } });
  }
}

// ---------------------------------------------------------------------------------------------
// Registrations list with balances, filters and CSV

const RegistrationFilterEnum = builder.enumType('RegistrationFilter', {
  description: 'ALL, UNPAID (still owe money; payments permission), NOTHING (no places), WAITLISTED.',
  values: Object.fromEntries(REGISTRATION_FILTERS.map((f) => [f.toUpperCase(), { value: f }])) as Record<
    Uppercase<RegistrationFilter>,
    { value: RegistrationFilter }
  >,
});

const canSeeMoney = (context: Context) => hasPermission(context.viewer, 'payments');

const RegistrationReportItemRef = builder.objectRef<RegistrationFigures>('RegistrationReportItem').implement({
  description: 'One registration in the staff list, with its places, waitlists and balance.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.registrationId) }),
    registration: t.field({ type: RegistrationRef, resolve: (r) => r.registrationId }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.completedAt }),
    photoPermission: t.boolean({ nullable: true, resolve: (r) => r.photoPermission }),
    places: t.exposeInt('places', { description: 'Workshop sessions with a place.' }),
    workshopsPlaced: t.exposeInt('placedWorkshops', { description: 'A full day counts as two.' }),
    slotsPreferred: t.exposeInt('preferredSlots'),
    waitlists: t.exposeInt('waitlists'),
    balance: t.int({
      nullable: true,
      description: 'Cents still to pay (negative: in credit). Null without the payments permission.',
      authScopes: { permission: 'payments' },
      unauthorizedResolver: () => null,
      resolve: (r) => r.balance.balance,
    }),
    balanceIsEstimate: t.boolean({ resolve: (r) => r.balance.isEstimate }),
  }),
});

interface Report {
  total: number;
  matching: number;
  offset: number;
  items: RegistrationFigures[];
}

/** The most rows one page of the staff list carries. */
const MAX_PAGE = 500;

const RegistrationReportRef = builder.objectRef<Report>('RegistrationReport').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Registrations matching the search, before the filter.' }),
    matching: t.exposeInt('matching', {
      description: 'Registrations matching the search and the filter: what the pages add up to.',
    }),
    offset: t.exposeInt('offset', { description: 'How many matching registrations come before `items`.' }),
    items: t.field({ type: [RegistrationReportItemRef], resolve: (r) => r.items }),
  }),
});

async function registrationReport(
  context: Context,
  args: {
    search?: string | null;
    filter?: RegistrationFilter | null;
    first?: number | null;
    offset?: number | null;
  },
): Promise<Report> {
  const filter = args.filter ?? 'all';
  if (MONEY_FILTERS.includes(filter) && !canSeeMoney(context)) throw forbidden();
  if ((args.search?.length ?? 0) > 200) throw new GraphQLError('Search is too long');
  const first = args.first ?? null;
  const offset = args.offset ?? 0;
  if (first !== null && (first < 1 || first > MAX_PAGE))
    throw new GraphQLError(`first must be from 1 to ${MAX_PAGE}`);
  if (offset < 0) throw new GraphQLError('offset must not be negative');
  const scope = await reportScope(context);
  if (first !== null && filter === 'all') {
    // Every registration the search finds is in the list: count them, and figure only this page.
    const total = await countRegistrations(context.db, scope, { search: args.search });
    const items = await listRegistrationFigures(context.db, scope, {
      search: args.search,
      page: { offset, limit: first },
    });
    return { total, matching: total, offset, items };
  }
  // A filter on places, waitlists or balance needs every registration's figures first.
  const all = await listRegistrationFigures(context.db, scope, { search: args.search });
  const matching = all.filter((r) =>
    matchesRegistrationFilter(filter, {
      places: r.places,
      waitlists: r.waitlists,
      outstanding: r.balance.outstanding,
    }),
  );
  const items = first === null ? matching.slice(offset) : matching.slice(offset, offset + first);
  return { total: all.length, matching: matching.length, offset, items };
}

builder.queryFields((t) => ({
  registrationReport: t.field({
    type: RegistrationReportRef,
    description: 'Registrations for the current festival with balances, filtered (registration managers).',
    authScopes: { permission: 'registrations' },
    args: {
      search: t.arg.string({ required: false, description: 'Part of the name or email.' }),
      filter: t.arg({ type: RegistrationFilterEnum, required: false }),
      first: t.arg.int({
        required: false,
        description: `One page of at most this many (1 to ${MAX_PAGE}), by name; without it, every match.`,
      }),
      offset: t.arg.int({ required: false, description: 'Matches to skip before the page (default 0).' }),
    },
    resolve: (_root, args, context) => registrationReport(context, args),
  }),
  registrationsCsv: t.string({
    description:
      'The filtered registrations list as CSV (UTF-8 with BOM, every field quoted); balances only for payments staff.',
    authScopes: { permission: 'registrations' },
    args: {
      search: t.arg.string({ required: false }),
      filter: t.arg({ type: RegistrationFilterEnum, required: false }),
    },
    resolve: async (_root, args, context) => {
      const { items } = await registrationReport(context, args);
      const money = canSeeMoney(context);
      return toCsv(
        registrationCsvHeader(money),
        items.map((r) => registrationCsvRow(r, money)),
      );
    },
  }),
}));

// ---------------------------------------------------------------------------------------------
// Outstanding balances and payment reminders

const OutstandingBalanceRef = builder.objectRef<OutstandingBalance>('OutstandingBalance').implement({
  description: 'Someone who still owes money, in integer cents.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.registrationId) }),
    registrationId: t.id({ resolve: (r) => String(r.registrationId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    outstanding: t.int({ resolve: (r) => r.balance.outstanding }),
    total: t.int({ description: 'What the registration costs.', resolve: (r) => r.balance.total }),
    paid: t.int({
      description: 'Paid, plus vouchers, less refunds.',
      resolve: (r) => r.balance.paid + r.balance.vouchers - r.balance.refunded,
    }),
    pending: t.int({ description: 'Promised, not yet approved.', resolve: (r) => r.balance.pending }),
    isEstimate: t.boolean({ resolve: (r) => r.balance.isEstimate }),
    lastReminderAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.lastReminderAt }),
    nextReminderAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When another reminder may be sent; null when one may go now.',
      resolve: (r) => r.nextReminderAt,
    }),
    canRemind: t.boolean({ resolve: (r) => r.nextReminderAt === null }),
  }),
});

const OutstandingReportRef = builder
  .objectRef<{ items: OutstandingBalance[] }>('OutstandingBalanceReport')
  .implement({
    fields: (t) => ({
      items: t.field({
        type: [OutstandingBalanceRef],
        description: 'Largest amount first.',
        resolve: (r) => r.items,
      }),
      totalOwed: t.int({ resolve: (r) => r.items.reduce((sum, item) => sum + item.balance.outstanding, 0) }),
      remindable: t.int({
        description: 'How many may be reminded now.',
        resolve: (r) => r.items.filter((item) => item.nextReminderAt === null).length,
      }),
    }),
  });

const SkippedReminderRef = builder
  .objectRef<ReminderOutcome['skipped'][number]>('SkippedReminder')
  .implement({
    fields: (t) => ({
      registrationId: t.id({ resolve: (s) => String(s.registrationId) }),
      reason: t.exposeString('reason', {
        description: '`not-found`, `nothing-owed` or `reminded-recently` (within 24 hours).',
      }),
      nextReminderAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.nextReminderAt }),
    }),
  });

const ReminderResultRef = builder.objectRef<ReminderOutcome>('PaymentReminderResult').implement({
  fields: (t) => ({
    sent: t.int({ description: 'Emails queued (one per person).', resolve: (r) => r.sent.length }),
    sentRegistrationIds: t.idList({ resolve: (r) => r.sent.map(String) }),
    skipped: t.field({ type: [SkippedReminderRef], resolve: (r) => r.skipped }),
  }),
});

/** More than the largest festival's registrations, so one click can remind everyone. */
const MAX_REMINDERS = 2000;

const CreditBalanceRef = builder.objectRef<RegistrationFigures>('CreditBalance').implement({
  description: 'Someone the festival owes money: cash credit, in integer cents (voucher credit shown apart).',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.registrationId) }),
    registrationId: t.id({ resolve: (r) => String(r.registrationId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    cashCredit: t.int({ description: 'Money that may be refunded.', resolve: (r) => r.balance.cashCredit }),
    voucherCredit: t.int({ description: 'Never refunded.', resolve: (r) => r.balance.voucherCredit }),
    total: t.int({ resolve: (r) => r.balance.total }),
    paid: t.int({
      description: 'Card and banking payments less refunds.',
      resolve: (r) => r.balance.paid - r.balance.refunded,
    }),
  }),
});

builder.queryFields((t) => ({
  creditBalances: t.field({
    type: [CreditBalanceRef],
    description: 'Who the current festival owes money (cash credit only), largest first (payments staff).',
    authScopes: { permission: 'payments' },
    resolve: async (_root, _args, context) => listCreditBalances(context.db, await reportScope(context)),
  }),
  creditBalancesCsv: t.string({
    description: 'The people in credit as CSV (payments staff).',
    authScopes: { permission: 'payments' },
    resolve: async (_root, _args, context) => creditBalancesCsv(context.db, await reportScope(context)),
  }),
}));

builder.queryField('outstandingBalances', (t) =>
  t.field({
    type: OutstandingReportRef,
    description: 'Who owes what for the current festival, largest first (payments staff).',
    authScopes: { permission: 'payments' },
    resolve: async (_root, _args, context) => ({
      items: await listOutstandingBalances(context.db, await reportScope(context)),
    }),
  }),
);

builder.mutationField('sendPaymentReminders', (t) =>
  t.field({
    type: ReminderResultRef,
    description:
      'Emails each registration that owes money a reminder, at most one per registration a day (payments staff).',
    authScopes: { permission: 'payments' },
    errors: { types: [ValidationError], directResult: true },
    args: { registrationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw forbidden();
      const ids = args.registrationIds.map(Number);
      if (ids.length === 0) throw new ValidationError('Choose at least one person to remind');
      if (ids.length > MAX_REMINDERS)
        throw new ValidationError(`At most ${MAX_REMINDERS} reminders at a time`);
      const scope = { ...(await reportScope(context)), publicUrl: context.env.PUBLIC_URL };
      return sendPaymentReminders(context.db, scope, { registrationIds: ids });
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// Class lists to print and download

const ClassListEntryRef = builder.objectRef<RollPerson>('ClassListEntry').implement({
  description: 'Someone on a printed class list; contact only if they agreed to share it with tutors.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.registrationId) }),
    name: t.exposeString('name'),
    pronouns: t.exposeString('pronouns'),
    photoPermission: t.boolean({ nullable: true, resolve: (p) => p.photoPermission }),
    email: t.string({ nullable: true, resolve: (p) => p.email }),
    phone: t.string({ nullable: true, resolve: (p) => p.phone }),
    waitlistPlace: t.int({ nullable: true, resolve: (p) => p.waitlistPlace }),
  }),
});

interface ClassListResult {
  sessionId: number;
  capacity: number | null;
  placed: RollPerson[];
  waitlist: RollPerson[];
}

const ClassListRef = builder.objectRef<ClassListResult>('ClassList').implement({
  description: 'A session’s class list for printing or download (its tutors and registration staff).',
  fields: (t) => ({
    id: t.id({ resolve: (c) => String(c.sessionId) }),
    session: t.field({ type: SessionRef, resolve: (c) => c.sessionId }),
    capacity: t.int({ nullable: true, resolve: (c) => c.capacity }),
    placed: t.field({ type: [ClassListEntryRef], resolve: (c) => c.placed }),
    waitlist: t.field({ type: [ClassListEntryRef], resolve: (c) => c.waitlist }),
    csv: t.string({
      description: 'The list as CSV (UTF-8 with BOM, every field quoted).',
      resolve: (c, _args, context) => classListCsv(context.db, c.sessionId),
    }),
  }),
});

builder.queryField('classList', (t) =>
  t.field({
    type: ClassListRef,
    description: 'A session’s class list to print or download; its tutors and registration staff only.',
    authScopes: { loggedIn: true },
    errors: { types: [NotAllowedError, NotFoundError], directResult: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const { session } = await requireSessionAccess(context.db, publicScopeOf(context), {
        sessionId: Number(args.sessionId),
      });
      const list = await printableClassList(context.db, session.id);
      return { sessionId: session.id, capacity: session.capacity, ...list };
    },
  }),
);
