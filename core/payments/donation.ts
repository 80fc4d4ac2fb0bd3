import { z } from 'zod';
import { email, requiredString } from '#core/validation/messages';
import { singleLine } from '#core/validation/single-line';

/** How a donation is paid: card online; a promised bank transfer; or money staff received in person. */
export const DONATION_METHODS = ['card', 'internet_banking', 'cash', 'cheque', 'bank_transfer'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
/** What staff may record by hand: money already received, not a card payment. */
export const OFFLINE_DONATION_METHODS = [
  'cash',
  'cheque',
  'bank_transfer',
] as const satisfies readonly DonationMethod[];

/** Suggested donation amounts in cents, as the original donate page offered them. */
export const DONATION_PRESETS: readonly number[] = [1500, 3300, 5000, 10000, 20000, 24000, 30000, 50000];
/** The custom amount the form starts with ($20). */
export const DEFAULT_CUSTOM_DONATION = 2000;
/** $1: Stripe's minimum charge for NZD is $0.50, and fees make less pointless. */
export const MIN_DONATION = 100;
/** $100,000: anything larger is a conversation, not a web form. */
export const MAX_DONATION = 10_000_000;
export const MAX_DONATION_MESSAGE = 2000;

export const ZDonationAmount = z
  .number()
  .int('Amount must be whole cents')
  .min(MIN_DONATION, 'The smallest donation we can take is $1.00')
  .max(MAX_DONATION, 'For donations over $100,000 please contact us');

/** What is wrong with a typed amount (cents, or null when it isn't a number at all), or null. */
export function donationAmountProblem(amount: number | null): string | null {
  if (amount === null || !Number.isFinite(amount)) return 'Enter an amount in dollars, like 25 or 25.50';
  const result = ZDonationAmount.safeParse(amount);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid amount');
}

export const ZDonationInput = z.object({
  name: singleLine(requiredString().max(200)),
  email: email(),
  amount: ZDonationAmount,
  anonymous: z.boolean(),
  message: z.string().trim().max(MAX_DONATION_MESSAGE),
});
export type TDonationInput = z.infer<typeof ZDonationInput>;

/**
 * A gift staff received in person (cash, a cheque, a transfer that arrived without a promise):
 * the donor may have given no email, in which case no receipt is sent.
 */
export const ZOfflineDonationInput = z.object({
  name: requiredString().max(200),
  email: z.union([z.literal(''), email()]),
  amount: ZDonationAmount,
  anonymous: z.boolean(),
  message: z.string().trim().max(MAX_DONATION_MESSAGE),
  method: z.enum(OFFLINE_DONATION_METHODS),
  reference: z.string().trim().max(200),
});
export type TOfflineDonationInput = z.infer<typeof ZOfflineDonationInput>;

/** The reference a donor puts on their bank transfer, so staff can match it to the promise. */
export function donationBankReference(donationId: number): string {
  return `DONATION ${donationId}`;
}

/** How the receipt says the money came. */
export function donationPaidBy(method: DonationMethod, reference: string): string {
  const ref = reference ? ` (reference ${reference})` : '';
  switch (method) {
    case 'card':
      return `Paid by card${reference ? ` (Stripe reference ${reference})` : ''}`;
    case 'internet_banking':
      return `Paid by internet banking${ref}`;
    case 'bank_transfer':
      return `Paid by bank transfer${ref}`;
    case 'cheque':
      return `Paid by cheque${reference ? ` (${reference})` : ''}`;
    case 'cash':
      return 'Paid in cash';
  }
}
