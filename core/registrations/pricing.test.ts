import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  marginalPriceBeyondLimit,
  packagePrice,
  type WorkshopPricing,
  workshopCountForPrice,
  workshopsDiscount,
  workshopsValue,
} from './pricing';

// The festival's pricing: $70 a workshop, $5 off each additional one, up to 5.
const nzif: WorkshopPricing = {
  baseWorkshopPrice: 7000,
  discountPerAdditionalWorkshop: 500,
  discountLimit: 5,
};

describe('workshop pricing', () => {
  it.each([
    // n, value, discount, package price (cents)
    [0, 0, 0, 0],
    [1, 7000, 0, 7000],
    [2, 14000, 500, 13500],
    [3, 21000, 1500, 19500],
    [4, 28000, 3000, 25000],
    [5, 35000, 5000, 30000], // at the limit: 500 × 5·4/2
    [6, 42000, 7000, 35000], // beyond: + 500 × (5 − 1) per workshop
    [7, 49000, 9000, 40000],
    [8, 56000, 11000, 45000],
    [9, 63000, 13000, 50000],
    [10, 70000, 15000, 55000],
    [11, 77000, 17000, 60000],
  ])('%i workshops: value %i, discount %i, price %i [PR-1] [PR-2] [PR-3]', (n, value, discount, price) => {
    expect(workshopsValue(n, nzif)).toBe(value);
    expect(workshopsDiscount(n, nzif)).toBe(discount);
    expect(packagePrice(n, nzif)).toBe(price);
  });

  it.each([
    // limit, n, discount
    [1, 4, 0], // limit 1: never a discount
    [0, 4, 0], // limit 0 reads as 1
    [2, 2, 500],
    [2, 4, 1500], // 500 + 2 × 500
    [3, 3, 1500],
    [3, 6, 4500], // 1500 + 3 × 1000
  ])('discount limit %i, %i workshops: discount %i [PR-2]', (discountLimit, n, discount) => {
    expect(workshopsDiscount(n, { ...nzif, discountLimit })).toBe(discount);
  });

  it('charges the marginal price beyond the limit', () => {
    expect(marginalPriceBeyondLimit(nzif)).toBe(5000);
    expect(packagePrice(20, nzif) - packagePrice(19, nzif)).toBe(5000);
  });

  it.each([
    [0, 0],
    [6999, 0],
    [7000, 1],
    [13499, 1],
    [13500, 2],
    [19500, 3],
    [29999, 4],
    [30000, 5],
    [34999, 5],
    [35000, 6],
    [60000, 11],
    [60001, 11],
  ])('price %i buys %i workshops [PR-4]', (price, n) => {
    expect(workshopCountForPrice(price, nzif)).toBe(n);
  });

  it('inverts packagePrice for any pricing with a positive marginal price [PR-4]', () => {
    const pricing = fc
      .record({
        baseWorkshopPrice: fc.integer({ min: 1, max: 100_000 }),
        discountPerAdditionalWorkshop: fc.integer({ min: 0, max: 10_000 }),
        discountLimit: fc.integer({ min: 0, max: 12 }),
      })
      .filter((p) => marginalPriceBeyondLimit(p) > 0);
    fc.assert(
      fc.property(pricing, fc.integer({ min: 0, max: 200 }), (p, n) => {
        expect(workshopCountForPrice(packagePrice(n, p), p)).toBe(n);
        // one cent less no longer pays for n workshops
        if (n > 0) expect(workshopCountForPrice(packagePrice(n, p) - 1, p)).toBe(n - 1);
      }),
    );
  });

  it('refuses a pricing where extra workshops would be free or negative', () => {
    const broken = { baseWorkshopPrice: 2000, discountPerAdditionalWorkshop: 500, discountLimit: 5 };
    expect(() => workshopCountForPrice(5000, broken)).toThrow(RangeError);
  });

  it.each([
    ['negative count', () => packagePrice(-1, nzif)],
    ['fractional count', () => workshopsValue(1.5, nzif)],
    ['NaN count', () => workshopsDiscount(Number.NaN, nzif)],
    ['negative base', () => packagePrice(1, { ...nzif, baseWorkshopPrice: -1 })],
    ['fractional discount', () => packagePrice(1, { ...nzif, discountPerAdditionalWorkshop: 2.5 })],
    ['negative limit', () => packagePrice(1, { ...nzif, discountLimit: -1 })],
    ['fractional price', () => workshopCountForPrice(70.5, nzif)],
    ['negative price', () => workshopCountForPrice(-100, nzif)],
  ])('rejects a %s', (_, call) => {
    expect(call).toThrow(RangeError);
  });
});
