import { PAYMENT_STATES } from '#core/payments/balance';
import { DONATION_METHODS, OFFLINE_DONATION_METHODS } from '#core/payments/donation';
import { RateLimitedError } from '#server/domains/auth/index';
import {
  CardPaymentsUnavailableError,
  PaymentProviderError,
  PaymentStateError,
} from '#server/domains/payments/index';
import { builder, errorTypes } from '#server/graphql/builder';
import { publicScopeOf, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { DonationsClosedError } from './donations.errors';
import {
  createDonation,
  type DonationRow,
  donationsCsv,
  donationTotals,
  findDonation,
  findDonationByPaymentIntent,
  listDonations,
} from './donations.service';
import {
  approveDonation,
  type DonationPromise,
  promiseDonation,
  recordDonation,
} from './offline-donations.service';

errorTypes(DonationsClosedError);

// The PaymentState enum is defined by payments; donations share its values.
const DonationStateRef = builder.enumType('DonationState', { values: PAYMENT_STATES });
const DonationMethodRef = builder.enumType('DonationMethod', {
  description: 'How a donation is paid: card online, a promised internet banking transfer, or in person.',
  values: DONATION_METHODS,
});
const OfflineDonationMethodRef = builder.enumType('OfflineDonationMethod', {
  description: 'What staff record by hand: money already received.',
  values: OFFLINE_DONATION_METHODS,
});

export const DonationRef = builder.objectRef<DonationRow>('Donation').implement({
  description: 'A gift to the festival. Only payments staff see donations.',
  fields: (t) => ({
    id: t.id({ resolve: (donation) => String(donation.id) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    anonymous: t.exposeBoolean('anonymous'),
    message: t.exposeString('message'),
    amount: t.exposeInt('amount', { description: 'Integer cents.' }),
    state: t.field({ type: DonationStateRef, resolve: (donation) => donation.state }),
    method: t.field({ type: DonationMethodRef, resolve: (donation) => donation.method }),
    reference: t.exposeString('reference', {
      description: 'The bank reference a donor was given, or what staff noted (a cheque number).',
    }),
    stripePaymentIntentId: t.exposeString('stripePaymentIntentId', { nullable: true }),
    receiptSentAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (donation) => donation.receiptSentAt,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (donation) => donation.createdAt }),
  }),
});

/** What the thanks page may show to whoever holds the intent id: no email, no message. */
const DonationThanksRef = builder.objectRef<DonationRow>('DonationThanks').implement({
  fields: (t) => ({
    id: t.id({ resolve: (donation) => String(donation.id) }),
    name: t.exposeString('name'),
    amount: t.exposeInt('amount'),
    state: t.field({ type: DonationStateRef, resolve: (donation) => donation.state }),
  }),
});

const DonationStartRef = builder
  .objectRef<{ donation: DonationRow; clientSecret: string; publishableKey: string }>('DonationStart')
  .implement({
    fields: (t) => ({
      donation: t.field({ type: DonationThanksRef, resolve: (start) => start.donation }),
      clientSecret: t.exposeString('clientSecret'),
      publishableKey: t.exposeString('publishableKey'),
    }),
  });

const DonationPromiseRef = builder.objectRef<DonationPromise>('DonationPromise').implement({
  description: 'A promised internet banking donation: where to pay and the reference to use.',
  fields: (t) => ({
    donation: t.field({ type: DonationThanksRef, resolve: (promise) => promise.donation }),
    accountName: t.exposeString('accountName'),
    accountNumber: t.exposeString('accountNumber'),
    reference: t.string({ resolve: (promise) => promise.donation.reference }),
  }),
});

const DonationTotalRef = builder
  .objectRef<{ state: (typeof PAYMENT_STATES)[number]; count: number; amount: number }>('DonationTotal')
  .implement({
    fields: (t) => ({
      state: t.field({ type: DonationStateRef, resolve: (total) => total.state }),
      count: t.exposeInt('count'),
      amount: t.exposeInt('amount'),
    }),
  });

const DonationInput = builder.inputType('DonationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    amount: t.int({ required: true, description: 'Integer cents.' }),
    anonymous: t.boolean({ required: true }),
    message: t.string({ required: true }),
  }),
});

const OfflineDonationInput = builder.inputType('OfflineDonationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true, description: 'Empty when the donor gave none: no receipt is sent.' }),
    amount: t.int({ required: true, description: 'Integer cents.' }),
    anonymous: t.boolean({ required: true }),
    message: t.string({ required: true }),
    method: t.field({ type: OfflineDonationMethodRef, required: true }),
    reference: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  donationThanks: t.field({
    type: DonationThanksRef,
    description: 'Public: the donation a Stripe payment intent paid for, for /donate/thanks.',
    errors: { types: [NotFoundError], directResult: true },
    args: { paymentIntent: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const donation = await findDonationByPaymentIntent(context.db, args.paymentIntent);
      if (!donation) throw new NotFoundError('Donation');
      return donation;
    },
  }),
  donations: t.field({
    type: [DonationRef],
    authScopes: { permission: 'payments' },
    args: {
      state: t.arg({ type: DonationStateRef, required: false }),
      limit: t.arg.int({ required: false, defaultValue: 200 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_root, args, context) =>
      listDonations(context.db, viewerScopeOf(context), {
        state: args.state ?? null,
        limit: Math.min(Math.max(args.limit ?? 200, 1), 1000),
        offset: Math.max(args.offset ?? 0, 0),
      }),
  }),
  donation: t.field({
    type: DonationRef,
    nullable: true,
    authScopes: { permission: 'payments' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findDonation(context.db, viewerScopeOf(context), { id: Number(args.id) }),
  }),
  donationTotals: t.field({
    type: [DonationTotalRef],
    authScopes: { permission: 'payments' },
    resolve: (_root, _args, context) => donationTotals(context.db, viewerScopeOf(context)),
  }),
  donationsCsv: t.string({
    authScopes: { permission: 'payments' },
    args: { state: t.arg({ type: DonationStateRef, required: false }) },
    resolve: (_root, args, context) =>
      donationsCsv(context.db, viewerScopeOf(context), { state: args.state ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  createDonation: t.field({
    type: DonationStartRef,
    description:
      'Public: starts a card donation (10 an hour per address). It counts once Stripe’s webhook confirms the payment.',
    errors: {
      types: [
        DonationsClosedError,
        ValidationError,
        CardPaymentsUnavailableError,
        PaymentProviderError,
        RateLimitedError,
      ],
      directResult: true,
    },
    args: { input: t.arg({ type: DonationInput, required: true }) },
    resolve: (_root, args, context) =>
      createDonation(
        context.db,
        { ...publicScopeOf(context), env: context.env, ip: context.ip },
        { donation: args.input },
      ),
  }),
  promiseDonation: t.field({
    type: DonationPromiseRef,
    description:
      'Public: promises a donation by internet banking (10 an hour per address, with card ones). The bank details are emailed; staff approve it when the money arrives, and the receipt follows.',
    errors: { types: [DonationsClosedError, ValidationError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: DonationInput, required: true }) },
    resolve: (_root, args, context) =>
      promiseDonation(
        context.db,
        { ...publicScopeOf(context), env: context.env, ip: context.ip },
        { donation: args.input },
      ),
  }),
  approveDonation: t.field({
    type: DonationRef,
    description: 'Staff: the promised transfer arrived. Approves it and sends the receipt (audited).',
    authScopes: { permission: 'payments' },
    errors: { types: [NotFoundError, PaymentStateError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) throw new NotFoundError('Donation');
      return approveDonation(context.db, { ...viewerScopeOf(context), env: context.env }, { id });
    },
  }),
  recordDonation: t.field({
    type: DonationRef,
    description:
      'Staff record a gift received in person (cash, cheque, bank transfer), approved, with its receipt (audited).',
    authScopes: { permission: 'payments' },
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: OfflineDonationInput, required: true }) },
    resolve: (_root, args, context) =>
      recordDonation(context.db, { ...viewerScopeOf(context), env: context.env }, { donation: args.input }),
  }),
}));
