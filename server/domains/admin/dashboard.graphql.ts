import path from 'node:path';
import { FestivalRef } from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { scopeOrNullOf } from '#server/graphql/context';
import { type BackupStatus, backupStatus } from '#server/lib/backups/index';
import type { ServiceScope } from '#server/services/scope';
import { festivalMoneyTotals, type MoneyTotals } from './balances.service';
import {
  type DayPlaces,
  type DonationTotals,
  donationTotals,
  type EmailCounts,
  emailCounts,
  placesByDay,
  registrationStateCounts,
  type StateCount,
} from './dashboard.service';

const StateCountRef = builder.objectRef<StateCount>('RegistrationStateCount').implement({
  description: 'How many registrations are in one state; the states do not overlap.',
  fields: (t) => ({
    state: t.exposeString('state', { description: '`in-progress`, `placed`, `waitlisted` or `nothing`.' }),
    label: t.exposeString('label'),
    count: t.exposeInt('count'),
  }),
});

const DayPlacesRef = builder.objectRef<DayPlaces>('DayPlaces').implement({
  description: 'Workshop places taken against places offered on one festival day.',
  fields: (t) => ({
    date: t.field({ type: 'Date', resolve: (d) => d.date }),
    taken: t.exposeInt('taken'),
    capacity: t.exposeInt('capacity', { description: 'Places in sessions with a limit.' }),
    sessions: t.exposeInt('sessions'),
    unlimitedSessions: t.exposeInt('unlimitedSessions', {
      description: 'Sessions without a limit (not counted in capacity).',
    }),
  }),
});

const MoneyTotalsRef = builder.objectRef<MoneyTotals>('MoneyTotals').implement({
  description: 'Money for the festival’s registrations, in integer cents (NZD).',
  fields: (t) => ({
    owed: t.exposeInt('owed', { description: 'Still to pay, summed over registrations.' }),
    paid: t.exposeInt('paid', { description: 'Approved card and banking payments less refunds.' }),
    pending: t.exposeInt('pending', { description: 'Promised payments not yet approved.' }),
    vouchers: t.exposeInt('vouchers'),
    refunded: t.exposeInt('refunded'),
    credit: t.exposeInt('credit', { description: 'Overpayments the festival could refund.' }),
    owing: t.exposeInt('owing', { description: 'Registrations that still owe something.' }),
    isEstimate: t.exposeBoolean('isEstimate', {
      description: 'Amounts owed are estimates from ranked workshops (before places are given).',
    }),
  }),
});

const DonationTotalsRef = builder.objectRef<DonationTotals>('DonationTotals').implement({
  description: 'Donations in integer cents, all time.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Approved donations.' }),
    count: t.exposeInt('count'),
    pending: t.exposeInt('pending'),
  }),
});

const EmailCountsRef = builder.objectRef<EmailCounts>('EmailCounts').implement({
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed', { description: 'Gave up after every retry.' }),
  }),
});

interface Dashboard {
  scope: ServiceScope | null;
}

// Each group needs the permission of the page it summarises; staff without it get null (not an
// error), so one dashboard query serves everyone and shows each person what they may see.
const LastBackupRef = builder.objectRef<NonNullable<BackupStatus['lastSuccess']>>('LastBackup').implement({
  fields: (t) => ({
    finishedAt: t.field({ type: 'DateTime', resolve: (b) => b.finishedAt }),
    name: t.string({ description: 'The backup’s folder name.', resolve: (b) => path.basename(b.path) }),
    bytes: t.float({ resolve: (b) => b.bytes }),
  }),
});

const BackupFailureRef = builder
  .objectRef<NonNullable<BackupStatus['lastFailure']>>('BackupFailure')
  .implement({
    fields: (t) => ({
      finishedAt: t.field({ type: 'DateTime', resolve: (b) => b.finishedAt }),
      error: t.exposeString('error'),
    }),
  });

const BackupStatusRef = builder.objectRef<BackupStatus>('BackupStatus').implement({
  description: 'Backups of the database and uploads (docs/production.md).',
  fields: (t) => ({
    schedule: t.exposeString('schedule', { nullable: true, description: 'Cron line (UTC); null when off.' }),
    keep: t.exposeInt('keep'),
    lastSuccess: t.field({ type: LastBackupRef, nullable: true, resolve: (b) => b.lastSuccess }),
    lastFailure: t.field({
      type: BackupFailureRef,
      nullable: true,
      description: 'A failure newer than the last success.',
      resolve: (b) => b.lastFailure,
    }),
  }),
});

const StaffDashboardRef = builder.objectRef<Dashboard>('StaffDashboard').implement({
  description: 'Figures for the staff dashboard; each group is null without its permission.',
  fields: (t) => ({
    festival: t.field({ type: FestivalRef, nullable: true, resolve: (d) => d.scope?.festival ?? null }),
    registrations: t.field({
      type: [StateCountRef],
      nullable: true,
      description: 'Registrations by state (registrations permission).',
      authScopes: { permission: 'registrations' },
      unauthorizedResolver: () => null,
      resolve: (d, _args, context) => (d.scope ? registrationStateCounts(context.db, d.scope) : []),
    }),
    placesByDay: t.field({
      type: [DayPlacesRef],
      nullable: true,
      description: 'Workshop places taken and offered per day (registrations permission).',
      authScopes: { permission: 'registrations' },
      unauthorizedResolver: () => null,
      resolve: (d, _args, context) => (d.scope ? placesByDay(context.db, d.scope) : []),
    }),
    money: t.field({
      type: MoneyTotalsRef,
      nullable: true,
      description: 'Owed, paid and pending (payments permission).',
      authScopes: { permission: 'payments' },
      unauthorizedResolver: () => null,
      resolve: (d, _args, context) => (d.scope ? festivalMoneyTotals(context.db, d.scope) : null),
    }),
    donations: t.field({
      type: DonationTotalsRef,
      nullable: true,
      description: 'Donations (payments permission).',
      authScopes: { permission: 'payments' },
      unauthorizedResolver: () => null,
      resolve: (_d, _args, context) => donationTotals(context.db),
    }),
    emails: t.field({
      type: EmailCountsRef,
      nullable: true,
      description: 'The outbox by state (administrators, who read the outbox).',
      authScopes: { permission: 'admin' },
      unauthorizedResolver: () => null,
      resolve: (_d, _args, context) => emailCounts(context.db),
    }),
    backups: t.field({
      type: BackupStatusRef,
      nullable: true,
      description: 'When the last backup worked, and any failure since (administrators).',
      authScopes: { permission: 'admin' },
      unauthorizedResolver: () => null,
      resolve: (_d, _args, context) => backupStatus(context.db, context.env),
    }),
  }),
});

builder.queryField('staffDashboard', (t) =>
  t.field({
    type: StaffDashboardRef,
    description: 'The staff dashboard’s figures for the current festival (any staff member).',
    authScopes: { staff: true },
    resolve: async (_root, _args, context) => ({ scope: await scopeOrNullOf(context) }),
  }),
);
