import { describe, expect, it } from 'vitest';
import {
  type BalancePayment,
  bankReference,
  calculateBalance,
  refundableAmount,
  signedPaymentAmount,
  voucherValue,
} from './balance';

// $70 a workshop, $5 off each additional one, up to 5: 1 → $70, 2 → $135, 3 → $195, 5 → $300.
const pricing = { baseWorkshopPrice: 7000, discountPerAdditionalWorkshop: 500, discountLimit: 5 };

/** A payment of one kind, approved unless said otherwise. */
const paymentOf =
  (kind: BalancePayment['kind']) =>
  (amount: number, state: BalancePayment['state'] = 'approved'): BalancePayment => ({ kind, state, amount });
const card = paymentOf('CreditCardPayment');
const bank = paymentOf('InternetBankingPayment');
const voucher = paymentOf('Voucher');
const refund = paymentOf('Refund');

describe('calculateBalance', () => {
  it.each<[string, number, boolean, BalancePayment[], Partial<ReturnType<typeof calculateBalance>>]>([
    ['nothing chosen', 0, false, [], { total: 0, balance: 0, outstanding: 0 }],
    ['one workshop, unpaid', 1, false, [], { total: 7000, outstanding: 7000, discount: 0 }],
    [
      'three workshops, unpaid',
      3,
      false,
      [],
      { value: 21000, discount: 1500, total: 19500, outstanding: 19500 },
    ],
    ['paid in full by card', 3, false, [card(19500)], { paid: 19500, balance: 0, outstanding: 0 }],
    ['part paid by banking', 3, false, [bank(10000)], { paid: 10000, outstanding: 9500 }],
    [
      'pending promise is not paid',
      3,
      false,
      [bank(19500, 'pending')],
      { paid: 0, pending: 19500, outstanding: 19500 },
    ],
    [
      'cancelled and failed do not count',
      2,
      false,
      [bank(13500, 'cancelled'), card(13500, 'failed')],
      { paid: 0, outstanding: 13500 },
    ],
    ['voucher for one of three', 3, false, [voucher(7000)], { vouchers: 7000, paid: 0, outstanding: 12500 }],
    ['voucher covering everything', 1, false, [voucher(7000)], { outstanding: 0, credit: 0 }],
    [
      'donate discount adds it back',
      3,
      true,
      [],
      { discount: 1500, donation: 1500, total: 21000, outstanding: 21000 },
    ],
    ['donate discount with one workshop changes nothing', 1, true, [], { donation: 0, total: 7000 }],
    ['overpayment is credit', 1, false, [card(10000)], { balance: -3000, outstanding: 0, credit: 3000 }],
    [
      'refund of overpayment settles it',
      1,
      false,
      [card(10000), refund(3000)],
      { refunded: 3000, balance: 0, credit: 0 },
    ],
    [
      'pending refund is not yet counted',
      1,
      false,
      [card(10000), refund(3000, 'pending')],
      { refunded: 0, credit: 3000 },
    ],
    ['refund after dropping a workshop', 2, false, [card(19500), refund(6000)], { total: 13500, balance: 0 }],
    ['beyond the discount limit', 7, false, [], { total: 40000 }],
    [
      'a voucher-covered place cancelled: voucher credit, never cash',
      0,
      false,
      [voucher(6000)],
      { credit: 6000, voucherCredit: 6000, cashCredit: 0 },
    ],
    [
      'vouchers pay first, so the money beyond the rest is cash credit',
      1,
      false,
      [voucher(13500), card(5000)],
      { total: 7000, credit: 11500, voucherCredit: 6500, cashCredit: 5000 },
    ],
    [
      'money partly used: only what is left is cash credit',
      2,
      false,
      [voucher(7000), bank(10000)],
      { total: 13500, credit: 3500, voucherCredit: 0, cashCredit: 3500 },
    ],
    [
      'a pending refund of the credit leaves no cash credit to offer again',
      1,
      false,
      [card(10000), refund(3000, 'pending')],
      { credit: 3000, voucherCredit: 0, cashCredit: 0 },
    ],
  ])('%s', (_name, workshopsCount, donateDiscount, payments, expected) => {
    const balance = calculateBalance({
      pricing,
      workshopsCount,
      isEstimate: false,
      donateDiscount,
      payments,
    });
    expect(balance).toMatchObject(expected);
    expect(balance.outstanding - balance.credit).toBe(balance.balance);
    // Voucher credit is part of the credit and never counts as money the festival could refund.
    expect(balance.voucherCredit).toBeGreaterThanOrEqual(0);
    expect(balance.cashCredit).toBeGreaterThanOrEqual(0);
    expect(balance.voucherCredit + balance.cashCredit).toBeLessThanOrEqual(balance.credit);
    expect(balance.cashCredit).toBeLessThanOrEqual(refundableAmount(payments));
  });

  it('never turns voucher value into cash credit, whatever the mix (random sequences, fixed seed)', () => {
    let seed = 26;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const makers = [card, bank, voucher, refund];
    for (let run = 0; run < 2000; run += 1) {
      const payments = Array.from({ length: random(5) }, () =>
        (makers[random(makers.length)] ?? card)(random(200) * 100, random(4) === 0 ? 'pending' : 'approved'),
      );
      const balance = calculateBalance({
        pricing,
        workshopsCount: random(4),
        isEstimate: false,
        donateDiscount: false,
        payments,
      });
      // Money in, less refunds out or on their way, beyond what vouchers leave to pay.
      const moneyIn = payments
        .filter(
          (p) =>
            p.state === 'approved' && (p.kind === 'CreditCardPayment' || p.kind === 'InternetBankingPayment'),
        )
        .reduce((total, p) => total + p.amount, 0);
      const out = payments.filter((p) => p.kind === 'Refund').reduce((total, p) => total + p.amount, 0);
      const stillToPayAfterVouchers = Math.max(0, balance.total - balance.vouchers);
      expect(balance.cashCredit).toBe(
        Math.max(0, Math.min(balance.credit, moneyIn - out - stillToPayAfterVouchers)),
      );
    }
  });
});

describe('signedPaymentAmount', () => {
  it('shows money received positive and refunds negative', () => {
    expect(signedPaymentAmount({ kind: 'CreditCardPayment', amount: 7000 })).toBe(7000);
    expect(signedPaymentAmount({ kind: 'InternetBankingPayment', amount: 7000 })).toBe(7000);
    expect(signedPaymentAmount({ kind: 'Voucher', amount: 7000 })).toBe(7000);
    expect(signedPaymentAmount({ kind: 'Refund', amount: 1000 })).toBe(-1000);
  });

  it('passes the estimate flag through', () => {
    expect(
      calculateBalance({ pricing, workshopsCount: 2, isEstimate: true, donateDiscount: false, payments: [] }),
    ).toMatchObject({ isEstimate: true, total: 13500 });
  });

  it.each([-1, 1.5, Number.NaN])('refuses a payment amount of %s', (amount) => {
    expect(() =>
      calculateBalance({
        pricing,
        workshopsCount: 1,
        isEstimate: false,
        donateDiscount: false,
        payments: [card(amount)],
      }),
    ).toThrow(RangeError);
  });
});

describe('refundableAmount', () => {
  it.each<[string, BalancePayment[], number]>([
    ['nothing paid', [], 0],
    ['card and banking', [card(5000), bank(3000)], 8000],
    ['pending money is not refundable', [bank(5000, 'pending')], 0],
    ['vouchers are never refunded', [voucher(7000)], 0],
    [
      'earlier refunds, approved or pending, are taken off',
      [card(10000), refund(2000), refund(3000, 'pending')],
      5000,
    ],
    ['cancelled refunds are not', [card(10000), refund(2000, 'cancelled')], 10000],
    ['never below zero', [card(1000), refund(1000)], 0],
  ])('%s', (_name, payments, expected) => {
    expect(refundableAmount(payments)).toBe(expected);
  });
});

describe('voucherValue', () => {
  it('is the package price of the free workshops', () => {
    expect(voucherValue(1, pricing)).toBe(7000);
    expect(voucherValue(3, pricing)).toBe(19500);
    expect(() => voucherValue(0, pricing)).toThrow(RangeError);
  });
});

describe('bankReference', () => {
  it.each([
    ['Jane Smith', 2027, 'NZIF27 JSMITH'],
    ['Aroha Te Whiu', 2027, 'NZIF27 AWHIU'],
    ['Zoë Ōtaki-Brown', 2028, 'NZIF28 ZOTAKIBROWN'],
    ['Cher', 2027, 'NZIF27 CHER'],
    ['', 2027, 'NZIF27 GUEST'],
  ])('%s at %i → %s', (name, year, expected) => {
    expect(bankReference(name, year)).toBe(expected);
  });
});
