/**
 * Workshop package pricing (spec §9) [PR-1]–[PR-4]. All amounts are integer cents.
 *
 * With base price B, discount per additional workshop d and discount limit L, the k-th workshop
 * costs B − d·(k−1) up to the limit, and every workshop beyond it costs B − d·(L−1). So:
 * - value(n)    = n·B
 * - discount(n) = d·k(k−1)/2 + (n−k)·d·(L−1), where k = min(n, L)
 * - price(n)    = value(n) − discount(n)
 *
 * A limit of 0 is read like a limit of 1: no discount at all.
 *
 * The inverse, `workshopCountForPrice`, needs every workshop to add something to the price, i.e.
 * B > d·(L−1); otherwise one price would stand for many counts. It throws a RangeError for a
 * pricing that breaks this (real pricings, such as $70 with $5 off each extra up to 5, are far from it).
 */

export type WorkshopPricing = {
  baseWorkshopPrice: number;
  discountPerAdditionalWorkshop: number;
  discountLimit: number;
};

function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** Throws a RangeError unless every field is a non-negative integer. */
export function assertWorkshopPricing(pricing: WorkshopPricing): void {
  assertNonNegativeInteger(pricing.baseWorkshopPrice, 'baseWorkshopPrice');
  assertNonNegativeInteger(pricing.discountPerAdditionalWorkshop, 'discountPerAdditionalWorkshop');
  assertNonNegativeInteger(pricing.discountLimit, 'discountLimit');
}

function check(count: number, pricing: WorkshopPricing): void {
  assertNonNegativeInteger(count, 'count');
  assertWorkshopPricing(pricing);
}

/** Undiscounted value: count × base price [PR-1]. */
export function workshopsValue(count: number, pricing: WorkshopPricing): number {
  check(count, pricing);
  return count * pricing.baseWorkshopPrice;
}

/** Package discount for a number of workshops [PR-2]. */
export function workshopsDiscount(count: number, pricing: WorkshopPricing): number {
  check(count, pricing);
  const { discountPerAdditionalWorkshop: d, discountLimit } = pricing;
  const limit = Math.max(discountLimit, 1);
  const k = Math.min(count, limit);
  return (d * k * (k - 1)) / 2 + (count - k) * d * (limit - 1);
}

/** Package price: value − discount [PR-3]. */
export function packagePrice(count: number, pricing: WorkshopPricing): number {
  return workshopsValue(count, pricing) - workshopsDiscount(count, pricing);
}

/** What each workshop beyond the discount limit adds to the package price. */
export function marginalPriceBeyondLimit(pricing: WorkshopPricing): number {
  assertWorkshopPricing(pricing);
  return (
    pricing.baseWorkshopPrice -
    pricing.discountPerAdditionalWorkshop * (Math.max(pricing.discountLimit, 1) - 1)
  );
}

/**
 * The number of workshops a package price pays for: the largest n with packagePrice(n) ≤ price, so
 * exactly n for any price packagePrice produced [PR-4]. Used to turn a voucher amount into a count.
 */
export function workshopCountForPrice(price: number, pricing: WorkshopPricing): number {
  assertNonNegativeInteger(price, 'price');
  const marginal = marginalPriceBeyondLimit(pricing);
  if (marginal <= 0) {
    throw new RangeError('baseWorkshopPrice must exceed discountPerAdditionalWorkshop × (discountLimit − 1)');
  }
  const limit = Math.max(pricing.discountLimit, 1);
  const priceAtLimit = packagePrice(limit, pricing);
  if (price >= priceAtLimit) return limit + Math.floor((price - priceAtLimit) / marginal);
  // Below the limit the price rises strictly with n: binary search for the largest n that fits.
  let low = 0; // packagePrice(low) ≤ price
  let high = limit; // packagePrice(high) > price
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (packagePrice(mid, pricing) <= price) low = mid;
    else high = mid;
  }
  return low;
}
