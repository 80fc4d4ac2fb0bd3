import { z } from 'zod';
import { email, requiredString } from '#core/validation/messages';

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
  name: requiredString().max(200),
  email: email(),
  amount: ZDonationAmount,
  anonymous: z.boolean(),
  message: z.string().trim().max(MAX_DONATION_MESSAGE),
});
export type TDonationInput = z.infer<typeof ZDonationInput>;
