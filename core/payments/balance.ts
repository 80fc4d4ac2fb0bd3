/**
 * The one balance calculation: what a registration costs, what has been paid and what is left.
 * The participant's payment page, staff screens, emails and the card payment intent all read it
 * from here, so they can never disagree (the original had five different "total owed" sums).
 * All amounts are integer cents.
 */
import { packagePrice, type WorkshopPricing } from '#core/registrations/pricing';
import { cartFor } from '#core/registrations/rules';
import { assertCents, type Cents } from './money';

export const PAYMENT_KINDS = ['CreditCardPayment', 'InternetBankingPayment', 'Voucher', 'Refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATES = ['pending', 'approved', 'cancelled', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Kinds that move money into the festival's account (vouchers do not; refunds move it out). */
export const MONEY_IN_KINDS: readonly PaymentKind[] = ['CreditCardPayment', 'InternetBankingPayment'];

/**
 * A payment row's amount as the festival's books read it: money received (and voucher value) is
 * positive, a refund is negative. Every list, email and export shows amounts this way.
 */
export function signedPaymentAmount(payment: { kind: PaymentKind; amount: Cents }): Cents {
  return payment.kind === 'Refund' ? -payment.amount : payment.amount;
}

export interface BalancePayment {
  kind: PaymentKind;
  state: PaymentState;
  /** Always ≥ 0; a refund's direction comes from its kind. */
  amount: Cents;
}

export interface BalanceInput {
  pricing: WorkshopPricing;
  /**
   * Workshops charged for: `placementWorkshopCount` of the places held, or, while ranking,
   * `preferenceWorkshopCount` of the ranked sessions (from core/registrations).
   */
  workshopsCount: number;
  /** True while the count is an estimate from ranked choices (earlybird, before places are given). */
  isEstimate: boolean;
  /** The participant gives the package discount back as a donation. */
  donateDiscount: boolean;
  payments: readonly BalancePayment[];
}

export interface Balance {
  workshopsCount: number;
  isEstimate: boolean;
  /** count × base price. */
  value: Cents;
  /** Package discount for the count. */
  discount: Cents;
  /** The part of the total given as a donation (the discount, when donated). */
  donation: Cents;
  /** Package price plus any donated discount. */
  total: Cents;
  /** Approved card and internet banking payments. */
  paid: Cents;
  /** Approved vouchers' value. */
  vouchers: Cents;
  /** Approved refunds. */
  refunded: Cents;
  /** Pending card and banking payments (promised, not yet counted). */
  pending: Cents;
  /** total − paid − vouchers + refunded; negative when the festival owes the participant. */
  balance: Cents;
  /** What is left to pay: max(0, balance). */
  outstanding: Cents;
  /** Everything paid beyond the total: max(0, −balance) = voucherCredit + cash credit. */
  credit: Cents;
  /**
   * The part of the credit that is voucher value: vouchers pay for places before money does, so
   * this is what vouchers cover beyond the total. It can pay for another place, never be refunded.
   */
  voucherCredit: Cents;
  /**
   * Money the festival could refund: the credit less voucher credit, less refunds already on
   * their way (pending), so a second refund of the same credit is never offered.
   */
  cashCredit: Cents;
}

function sum(payments: readonly BalancePayment[], kinds: readonly PaymentKind[], state: PaymentState): Cents {
  let total = 0;
  for (const payment of payments) {
    assertCents(payment.amount);
    if (payment.amount < 0) throw new RangeError(`Payment amounts are never negative, got ${payment.amount}`);
    if (payment.state === state && kinds.includes(payment.kind)) total += payment.amount;
  }
  return total;
}

export function calculateBalance(input: BalanceInput): Balance {
  const { pricing, workshopsCount, donateDiscount, payments } = input;
  // The cart (package price, or the undiscounted value when the discount is donated) is
  // registrations' rule; this adds what has been paid.
  const { value, discount, total } = cartFor(workshopsCount, pricing, donateDiscount);
  const donation = donateDiscount ? discount : 0;
  const paid = sum(payments, MONEY_IN_KINDS, 'approved');
  const vouchers = sum(payments, ['Voucher'], 'approved');
  const refunded = sum(payments, ['Refund'], 'approved');
  const pending = sum(payments, MONEY_IN_KINDS, 'pending');
  const balance = total - paid - vouchers + refunded;
  const credit = Math.max(0, -balance);
  const voucherCredit = Math.min(credit, Math.max(0, vouchers - total));
  const refunding = sum(payments, ['Refund'], 'pending');
  return {
    workshopsCount,
    isEstimate: input.isEstimate,
    value,
    discount,
    donation,
    total,
    paid,
    vouchers,
    refunded,
    pending,
    balance,
    outstanding: Math.max(0, balance),
    credit,
    voucherCredit,
    cashCredit: Math.max(0, credit - voucherCredit - refunding),
  };
}

/**
 * Money that may still be refunded: approved card and banking payments less refunds that are
 * approved or still pending (a pending Stripe refund is already on its way out). Vouchers were
 * never money, so they are never refunded.
 */
export function refundableAmount(payments: readonly BalancePayment[]): Cents {
  const refunds = sum(payments, ['Refund'], 'approved') + sum(payments, ['Refund'], 'pending');
  return Math.max(0, sum(payments, MONEY_IN_KINDS, 'approved') - refunds);
}

/** The value of a voucher for a number of free workshops: their package price. */
export function voucherValue(workshops: number, pricing: WorkshopPricing): Cents {
  if (!Number.isSafeInteger(workshops) || workshops < 1) {
    throw new RangeError(`A voucher covers at least one workshop, got ${workshops}`);
  }
  return packagePrice(workshops, pricing);
}

/**
 * The reference a participant puts on an internet banking payment, so staff can match the bank
 * statement: 'NZIF27 JSMITH' from the festival year and the person's name. NZ banks allow 12
 * characters per field, so the name part is cut to fit beside the year.
 */
export function bankReference(name: string, festivalYear: number): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  const initials = words
    .slice(0, -1)
    .map((word) => word[0])
    .join('');
  const prefix = `NZIF${String(festivalYear).slice(-2)}`;
  const namePart = `${initials.slice(0, 1)}${last}`.slice(0, 12) || 'GUEST';
  return `${prefix} ${namePart}`;
}
