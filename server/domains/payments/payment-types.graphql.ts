// The payment types of the schema (payments, balances, accounts, filters); payments.graphql.ts
// holds the queries and mutations.
import { PAYMENT_KINDS, PAYMENT_STATES, type PaymentKind } from '#core/payments/balance';
import { currentFestivalOf } from '#server/domains/festival/index';
import { builder, ErrorInterface, errorTypes } from '#server/graphql/builder';
import type { Context } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { internetBankingDetails } from './bank-payments.service';
import {
  CardPaymentsUnavailableError,
  NothingToPayError,
  PaymentProviderError,
  PaymentStateError,
  RefundTooLargeError,
} from './payments.errors';
import { canManagePayments } from './payments.policy';
import {
  getRegistrationBalance,
  listRegistrationPayments,
  loadPaymentParticipants,
  loadPayments,
  type PaymentFilter,
  type PaymentParticipant,
  type PaymentRegistration,
  type PaymentRow,
} from './payments.queries';

errorTypes(CardPaymentsUnavailableError, NothingToPayError, PaymentStateError, PaymentProviderError);
builder.objectType(RefundTooLargeError, {
  name: 'RefundTooLargeError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    refundable: t.exposeInt('refundable', { description: 'The most that may be refunded, in cents.' }),
  }),
});

/** What refusing a refund can say (a single payment's refund may also be too large). */
export const REFUND_ERRORS = [
  NotFoundError,
  ValidationError,
  PaymentStateError,
  PaymentProviderError,
  CardPaymentsUnavailableError,
];

export const PaymentKindRef = builder.enumType('PaymentKind', { values: PAYMENT_KINDS });
export const PaymentStateRef = builder.enumType('PaymentState', { values: PAYMENT_STATES });

export const idOf = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const viewerOf = (context: Context) => context.viewer;

export const PaymentParticipantRef = builder.loadableObjectRef<PaymentParticipant, number>(
  'PaymentParticipant',
  {
    load: (ids, context) => loadPaymentParticipants(context.db, ids),
    sort: (participant) => participant.registrationId,
  },
);

PaymentParticipantRef.implement({
  description: 'Whose registration a payment belongs to.',
  fields: (t) => ({
    registrationId: t.id({ resolve: (p) => String(p.registrationId) }),
    festivalId: t.id({ resolve: (p) => String(p.festivalId) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
  }),
});

export const PaymentRef = builder.loadableInterfaceRef<PaymentRow, number>('Payment', {
  load: (ids, context) => loadPayments(context.db, ids),
  sort: (payment) => payment.id,
});

PaymentRef.implement({
  description:
    'Money for a registration, in integer cents (always ≥ 0; a refund goes out). One of CreditCardPayment, InternetBankingPayment, Voucher or Refund [AP-8].',
  resolveType: (payment) => payment.kind,
  fields: (t) => ({
    id: t.id({ resolve: (payment) => String(payment.id) }),
    kind: t.field({ type: PaymentKindRef, resolve: (payment) => payment.kind }),
    amount: t.exposeInt('amount', { description: 'Integer cents.' }),
    state: t.field({ type: PaymentStateRef, resolve: (payment) => payment.state }),
    reference: t.exposeString('reference'),
    note: t.exposeString('note'),
    createdAt: t.field({ type: 'DateTime', resolve: (payment) => payment.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (payment) => payment.updatedAt }),
    participant: t.field({ type: PaymentParticipantRef, resolve: (payment) => payment.registrationId }),
    canApprove: t.boolean({
      description: 'Whether the viewer may approve it now (payments staff, pending).',
      resolve: (payment, _args, context) =>
        canManagePayments(viewerOf(context)) && payment.state === 'pending' && !payment.stripeRefundId,
    }),
    canCancel: t.boolean({
      resolve: (payment, _args, context) =>
        canManagePayments(viewerOf(context)) && payment.state === 'pending' && !payment.stripeRefundId,
    }),
    canRefund: t.boolean({
      description: 'Whether the viewer may refund part of it (payments staff, approved money in).',
      resolve: (payment, _args, context) =>
        canManagePayments(viewerOf(context)) &&
        payment.state === 'approved' &&
        (payment.kind === 'CreditCardPayment' || payment.kind === 'InternetBankingPayment'),
    }),
  }),
});

const implementKind = (name: PaymentKind, description: string) =>
  builder.objectRef<PaymentRow>(name).implement({
    description,
    interfaces: [PaymentRef],
    isTypeOf: (payment) => (payment as PaymentRow).kind === name,
  });

export const CreditCardPaymentRef = implementKind(
  'CreditCardPayment',
  'Paid by card through Stripe; recorded only from a signed webhook.',
);
builder.objectFields(CreditCardPaymentRef, (t) => ({
  needsReview: t.boolean({
    description:
      'Stripe reported an amount or currency other than asked for: staff must approve or cancel it.',
    resolve: (payment) => payment.state === 'pending',
  }),
  stripePaymentIntentId: t.string({
    nullable: true,
    resolve: (payment, _args, context) =>
      canManagePayments(viewerOf(context)) ? payment.stripePaymentIntentId : null,
  }),
}));
export const InternetBankingPaymentRef = implementKind(
  'InternetBankingPayment',
  'A bank transfer: promised by the participant (pending) and approved by staff when it arrives.',
);
export const VoucherRef = implementKind(
  'Voucher',
  'Free workshops given by staff, worth their package price.',
);
builder.objectFields(VoucherRef, (t) => ({
  workshops: t.int({ resolve: (payment) => payment.workshops ?? 0 }),
}));
export const RefundRef = implementKind('Refund', 'Money paid back; card refunds go through Stripe.');
builder.objectFields(RefundRef, (t) => ({
  refundOf: t.field({
    type: PaymentRef,
    nullable: true,
    resolve: (payment) => payment.refundOfId,
  }),
}));

/**
 * The result union of a field that returns a payment or one of its errors. The errors plugin's
 * `directResult` needs an object type and Payment is an interface, so the union names its kinds.
 */
export const paymentResult = (name: string) =>
  builder.errorUnion(name, {
    types: [
      NotFoundError,
      PaymentStateError,
      CreditCardPaymentRef,
      InternetBankingPaymentRef,
      VoucherRef,
      RefundRef,
    ],
  });

export const BalanceRef = builder
  .objectRef<Awaited<ReturnType<typeof getRegistrationBalance>>>('RegistrationBalance')
  .implement({
    description: 'The one balance calculation (core/payments/balance.ts). All amounts are integer cents.',
    fields: (t) => ({
      workshopsCount: t.exposeInt('workshopsCount'),
      isEstimate: t.exposeBoolean('isEstimate', {
        description: 'Counted from ranked choices while places are not yet given.',
      }),
      value: t.exposeInt('value'),
      discount: t.exposeInt('discount'),
      donation: t.exposeInt('donation', { description: 'The discount given back as a donation.' }),
      total: t.exposeInt('total'),
      paid: t.exposeInt('paid', { description: 'Approved card and internet banking payments.' }),
      vouchers: t.exposeInt('vouchers'),
      refunded: t.exposeInt('refunded'),
      pending: t.exposeInt('pending', { description: 'Promised or flagged payments not yet approved.' }),
      balance: t.exposeInt('balance', {
        description: 'total − paid − vouchers + refunded; negative when in credit.',
      }),
      outstanding: t.exposeInt('outstanding', { description: "What is left to pay ('Total to pay')." }),
      credit: t.exposeInt('credit', {
        description: 'Paid beyond the total: voucherCredit plus cash credit.',
      }),
      voucherCredit: t.exposeInt('voucherCredit', {
        description: 'Voucher value beyond the total: it pays for another place, never refunded as money.',
      }),
      cashCredit: t.exposeInt('cashCredit', {
        description: 'Money paid beyond the total that the festival could refund (less refunds under way).',
      }),
    }),
  });

const BankDetailsRef = builder
  .objectRef<{ accountName: string; accountNumber: string; reference: string }>('InternetBankingDetails')
  .implement({
    fields: (t) => ({
      accountName: t.exposeString('accountName'),
      accountNumber: t.exposeString('accountNumber'),
      reference: t.exposeString('reference', {
        description: 'From the participant’s name and the festival.',
      }),
    }),
  });

/** A registration's cash credit paid back: one refund per payment it came from, newest first. */
export const CreditRefundRef = builder.objectRef<{ refunds: PaymentRow[] }>('CreditRefund').implement({
  fields: (t) => ({
    refunds: t.field({ type: [RefundRef], resolve: (result) => result.refunds }),
  }),
});

export const PaymentAccountRef = builder.objectRef<PaymentRegistration>('PaymentAccount').implement({
  description: 'A registration’s money: its balance, its payments and how to pay.',
  fields: (t) => ({
    registrationId: t.id({ resolve: (registration) => String(registration.id) }),
    name: t.exposeString('name'),
    payments: t.field({
      type: [PaymentRef],
      resolve: (registration, _args, context) => listRegistrationPayments(context.db, registration.id),
    }),
    balance: t.field({
      type: BalanceRef,
      resolve: (registration, _args, context) =>
        getRegistrationBalance(context.db, registration, context.now()),
    }),
    internetBanking: t.field({
      type: BankDetailsRef,
      resolve: (registration, _args, context) => internetBankingDetails(context.env, registration),
    }),
  }),
});

export const PaymentSettingsRef = builder
  .objectRef<{ cardPayments: boolean; stripePublishableKey: string | null; testConfirmUrl: string | null }>(
    'PaymentSettings',
  )
  .implement({
    fields: (t) => ({
      testConfirmUrl: t.exposeString('testConfirmUrl', {
        nullable: true,
        description: 'Browser tests against the loopback Stripe fake only; always null in a real deployment.',
      }),
      cardPayments: t.exposeBoolean('cardPayments', {
        description: 'False without Stripe keys: then the card option is hidden.',
      }),
      stripePublishableKey: t.exposeString('stripePublishableKey', { nullable: true }),
    }),
  });

export const CardPaymentIntentRef = builder
  .objectRef<{ clientSecret: string; paymentIntentId: string; amount: number; publishableKey: string }>(
    'CardPaymentIntent',
  )
  .implement({
    description: 'What the browser needs to confirm a card payment with Stripe’s Payment Element.',
    fields: (t) => ({
      clientSecret: t.exposeString('clientSecret'),
      paymentIntentId: t.exposeString('paymentIntentId'),
      amount: t.exposeInt('amount'),
      publishableKey: t.exposeString('publishableKey'),
    }),
  });

export const PaymentTotalRef = builder
  .objectRef<{ kind: PaymentKind; state: (typeof PAYMENT_STATES)[number]; count: number; amount: number }>(
    'PaymentTotal',
  )
  .implement({
    fields: (t) => ({
      kind: t.field({ type: PaymentKindRef, resolve: (total) => total.kind }),
      state: t.field({ type: PaymentStateRef, resolve: (total) => total.state }),
      count: t.exposeInt('count'),
      amount: t.exposeInt('amount'),
    }),
  });

export const PaymentFilterInput = builder.inputType('PaymentFilter', {
  fields: (t) => ({
    festivalId: t.id({ required: false, description: 'Defaults to the current festival.' }),
    kind: t.field({ type: PaymentKindRef, required: false }),
    state: t.field({ type: PaymentStateRef, required: false }),
    registrationId: t.id({ required: false }),
  }),
});

export async function resolveFilter(
  context: Context,
  filter:
    | {
        festivalId?: string | null;
        kind?: PaymentKind | null;
        state?: PaymentFilter['state'];
        registrationId?: string | null;
      }
    | null
    | undefined,
): Promise<PaymentFilter> {
  const festivalId = idOf(filter?.festivalId) ?? (await currentFestivalOf(context))?.id ?? null;
  return {
    festivalId,
    kind: filter?.kind ?? null,
    state: filter?.state ?? null,
    registrationId: idOf(filter?.registrationId),
  };
}
