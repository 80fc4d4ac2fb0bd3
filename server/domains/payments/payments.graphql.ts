import { currentFestivalOf } from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { getPaymentGateway, stripeTestConfirmUrl } from '#server/lib/stripe';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { promiseInternetBankingPayment } from './bank-payments.service';
import { createCardPaymentIntent } from './card-payments.service';
import { refundCredit } from './credit-refunds.service';
import {
  CardPaymentIntentRef,
  CreditRefundRef,
  InternetBankingPaymentRef,
  idOf,
  PaymentAccountRef,
  PaymentFilterInput,
  PaymentRef,
  PaymentSettingsRef,
  PaymentTotalRef,
  paymentResult,
  REFUND_ERRORS,
  RefundRef,
  resolveFilter,
  VoucherRef,
} from './payment-types.graphql';
import {
  CardPaymentsUnavailableError,
  NothingToPayError,
  PaymentProviderError,
  RefundTooLargeError,
} from './payments.errors';
import { findPayment, findVisibleRegistration, listPayments, paymentTotals } from './payments.queries';
import { paymentsCsv } from './payments-csv';
import { refundPayment } from './refunds.service';
import {
  addVoucher,
  approvePayment,
  cancelPayment,
  recordInternetBankingPayment,
} from './staff-payment-actions.service';

builder.queryFields((t) => ({
  paymentSettings: t.field({
    type: PaymentSettingsRef,
    description: 'Which ways to pay are available. Public.',
    resolve: (_root, _args, context) => {
      const gateway = getPaymentGateway(context.env);
      return {
        cardPayments: gateway !== null,
        stripePublishableKey: gateway?.publishableKey ?? null,
        testConfirmUrl: gateway ? stripeTestConfirmUrl(context.env) : null,
      };
    },
  }),
  paymentAccount: t.field({
    type: PaymentAccountRef,
    nullable: true,
    description:
      'A registration’s balance and payments; without an id, the viewer’s own for the current festival. Null when not found or not theirs.',
    authScopes: { loggedIn: true },
    args: { registrationId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) => {
      const registrationId = idOf(args.registrationId);
      const festivalId = registrationId === null ? ((await currentFestivalOf(context))?.id ?? null) : null;
      return findVisibleRegistration(context.db, viewerScopeOf(context), { registrationId, festivalId });
    },
  }),
  payment: t.field({
    type: PaymentRef,
    nullable: true,
    description: 'One payment, for its owner or payments staff.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findPayment(context.db, viewerScopeOf(context), { paymentId: Number(args.id) }),
  }),
  payments: t.field({
    type: [PaymentRef],
    description: 'Payments of a festival, newest first (staff with the payments permission).',
    authScopes: { permission: 'payments' },
    args: {
      filter: t.arg({ type: PaymentFilterInput, required: false }),
      limit: t.arg.int({ required: false, defaultValue: 200 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, context) =>
      listPayments(context.db, viewerScopeOf(context), {
        ...(await resolveFilter(context, args.filter)),
        limit: Math.min(Math.max(args.limit ?? 200, 1), 1000),
        offset: Math.max(args.offset ?? 0, 0),
      }),
  }),
  paymentTotals: t.field({
    type: [PaymentTotalRef],
    description: 'Count and sum per kind and state for the filter.',
    authScopes: { permission: 'payments' },
    args: { filter: t.arg({ type: PaymentFilterInput, required: false }) },
    resolve: async (_root, args, context) =>
      paymentTotals(context.db, viewerScopeOf(context), await resolveFilter(context, args.filter)),
  }),
  paymentsCsv: t.string({
    description: 'The filtered payments as CSV (all of them, not one page).',
    authScopes: { permission: 'payments' },
    args: { filter: t.arg({ type: PaymentFilterInput, required: false }) },
    resolve: async (_root, args, context) =>
      paymentsCsv(context.db, viewerScopeOf(context), await resolveFilter(context, args.filter)),
  }),
}));

const requireId = (value: string, what: string): number => {
  const id = idOf(value);
  if (id === null) throw new NotFoundError(what);
  return id;
};

/** The current festival is read only when the caller names no registration. */
async function payingScopeOf(context: Context, registrationId: string | number | null | undefined) {
  const festival = registrationId ? null : await currentFestivalOf(context);
  return { ...viewerScopeOf(context), env: context.env, festival };
}

builder.mutationFields((t) => ({
  createCardPaymentIntent: t.field({
    type: CardPaymentIntentRef,
    description:
      'Starts a card payment for what is outstanding. The payment is recorded when Stripe’s webhook confirms it.',
    authScopes: { loggedIn: true },
    errors: {
      types: [NotFoundError, CardPaymentsUnavailableError, NothingToPayError, PaymentProviderError],
      directResult: true,
    },
    args: { registrationId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) =>
      createCardPaymentIntent(context.db, await payingScopeOf(context, args.registrationId), {
        registrationId: args.registrationId ? requireId(args.registrationId, 'Registration') : null,
      }),
  }),
  promiseInternetBankingPayment: t.field({
    type: InternetBankingPaymentRef,
    description:
      'The participant will pay what is outstanding by bank transfer: a pending payment for staff to approve.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, NothingToPayError], directResult: true },
    args: { registrationId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) =>
      promiseInternetBankingPayment(context.db, await payingScopeOf(context, args.registrationId), {
        registrationId: args.registrationId ? requireId(args.registrationId, 'Registration') : null,
      }),
  }),
  approvePayment: t.field({
    type: paymentResult('MutationApprovePaymentResult'),
    authScopes: { permission: 'payments' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      approvePayment(context.db, viewerScopeOf(context), { paymentId: requireId(args.id, 'Payment') }),
  }),
  cancelPayment: t.field({
    type: paymentResult('MutationCancelPaymentResult'),
    authScopes: { permission: 'payments' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      cancelPayment(context.db, viewerScopeOf(context), { paymentId: requireId(args.id, 'Payment') }),
  }),
  recordInternetBankingPayment: t.field({
    type: InternetBankingPaymentRef,
    description: 'Staff record a bank transfer that arrived; approved at once.',
    authScopes: { permission: 'payments' },
    errors: { types: [NotFoundError, ValidationError], directResult: true },
    args: {
      registrationId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true, description: 'Integer cents.' }),
      reference: t.arg.string({ required: false }),
      note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      recordInternetBankingPayment(context.db, viewerScopeOf(context), {
        registrationId: requireId(args.registrationId, 'Registration'),
        amount: args.amount,
        reference: args.reference ?? '',
        note: args.note ?? '',
      }),
  }),
  addVoucher: t.field({
    type: VoucherRef,
    description: 'Staff give a number of free workshops.',
    authScopes: { permission: 'payments' },
    errors: { types: [NotFoundError, ValidationError], directResult: true },
    args: {
      registrationId: t.arg.id({ required: true }),
      workshops: t.arg.int({ required: true }),
      note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      addVoucher(context.db, viewerScopeOf(context), {
        registrationId: requireId(args.registrationId, 'Registration'),
        workshops: args.workshops,
        note: args.note ?? '',
      }),
  }),
  refundPayment: t.field({
    type: RefundRef,
    description:
      'Staff refund part or all of an approved payment; card payments are refunded through Stripe.',
    authScopes: { permission: 'payments' },
    errors: {
      types: [...REFUND_ERRORS, RefundTooLargeError],
      directResult: true,
    },
    args: {
      paymentId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true, description: 'Integer cents.' }),
      note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      refundPayment(
        context.db,
        { ...viewerScopeOf(context), env: context.env },
        { paymentId: requireId(args.paymentId, 'Payment'), amount: args.amount, note: args.note ?? '' },
      ),
  }),
  refundCredit: t.field({
    type: CreditRefundRef,
    description:
      "Staff refund a registration's cash credit (never voucher credit), newest payments first. `amount` is the credit staff saw; a different current credit is refused.",
    authScopes: { permission: 'payments' },
    errors: {
      types: REFUND_ERRORS,
      directResult: true,
    },
    args: {
      registrationId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true, description: 'Integer cents.' }),
    },
    resolve: (_root, args, context) =>
      refundCredit(
        context.db,
        { ...viewerScopeOf(context), env: context.env },
        { registrationId: requireId(args.registrationId, 'Registration'), amount: args.amount },
      ).then((refunds) => ({ refunds })),
  }),
}));
