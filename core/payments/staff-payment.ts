import { z } from 'zod';
import { formatMoney } from './money';

/**
 * Rules for money staff record by hand (issue 12 item 15, issue 15): the same numbers on the
 * registration page's dialogs and in the server's staff payment actions.
 */

/** No single payment or refund is above this ($10,000): a typo must not record millions. */
export const MAX_PAYMENT_CENTS = 1_000_000;
export const MAX_VOUCHER_WORKSHOPS = 20;
export const MAX_PAYMENT_REFERENCE = 100;
export const MAX_PAYMENT_NOTE = 1000;

export const ZStaffPaymentAmount = z
  .number({ error: 'Enter an amount in dollars, like 25 or 25.50' })
  .int('Amount must be whole cents')
  .min(1, 'Must be more than $0.00')
  .max(MAX_PAYMENT_CENTS, `Must be at most ${formatMoney(MAX_PAYMENT_CENTS)}`);

const note = z.string().trim().max(MAX_PAYMENT_NOTE, `Keep the note under ${MAX_PAYMENT_NOTE} characters`);

/** A bank transfer staff saw arrive. An empty reference means the registration's own. */
export const ZBankPaymentInput = z.object({
  amount: ZStaffPaymentAmount,
  reference: z
    .string()
    .trim()
    .max(MAX_PAYMENT_REFERENCE, `Keep the reference under ${MAX_PAYMENT_REFERENCE} characters`),
  note,
});
export type TBankPaymentInput = z.infer<typeof ZBankPaymentInput>;

export const ZVoucherInput = z.object({
  workshops: z
    .number({ error: `Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}` })
    .int(`Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}`)
    .min(1, `Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}`)
    .max(MAX_VOUCHER_WORKSHOPS, `Must be a whole number from 1 to ${MAX_VOUCHER_WORKSHOPS}`),
  note,
});
export type TVoucherInput = z.infer<typeof ZVoucherInput>;

export const ZRefundInput = z.object({ amount: ZStaffPaymentAmount, note });
export type TRefundInput = z.infer<typeof ZRefundInput>;

/** The first problem with each field, for a form to show beside it. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    problems[key] ??= issue.message;
  }
  return problems;
}
