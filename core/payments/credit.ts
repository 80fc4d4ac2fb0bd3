import type { Balance } from './balance';
import { formatMoney } from './money';

/**
 * What a credit means, in the words a participant reads on the payment page and in emails: money
 * paid beyond the total is refunded on request (never automatically); voucher value beyond it can
 * pay for another place and is never paid out. `ask` says how to ask ('reply to this email').
 */
export function describeCredit(credit: Pick<Balance, 'cashCredit' | 'voucherCredit'>, ask: string): string[] {
  const sentences: string[] = [];
  if (credit.cashCredit > 0) {
    sentences.push(
      `You have paid ${formatMoney(credit.cashCredit)} more than your workshops cost. We do not refund it automatically: ${ask} and we will refund it or keep it towards another workshop, as you prefer.`,
    );
  }
  if (credit.voucherCredit > 0) {
    sentences.push(
      `Your voucher has ${formatMoney(credit.voucherCredit)} left. It can pay for another workshop place; it cannot be refunded as money.`,
    );
  }
  return sentences;
}
