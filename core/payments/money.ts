/**
 * Money is integer cents of NZD throughout (never floats); these helpers check, show and read it.
 * Formatting is done by hand rather than with Intl.NumberFormat so server, browser and tests agree
 * to the character.
 */

export type Cents = number;

/** Throws a RangeError unless the value is a whole number of cents (negative allowed, e.g. refunds). */
export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected integer cents, got ${value}`);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FormatMoneyOptions {
  /** Leave off '.00' for whole dollars ('$65'), as the public pages show prices. Default false. */
  omitZeroCents?: boolean;
  /** Append ' NZD'. Default false. */
  withCurrencyCode?: boolean;
}

/** '$65.00', '$1,234.50', '-$5.00' (en-NZ style NZD). */
export function formatMoney(cents: number, options: FormatMoneyOptions = {}): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(abs / 100)));
  const fraction = abs % 100;
  const amount =
    options.omitZeroCents && fraction === 0 ? dollars : `${dollars}.${String(fraction).padStart(2, '0')}`;
  return `${sign}$${amount}${options.withCurrencyCode ? ' NZD' : ''}`;
}

/** Cents as a plain signed decimal for exports: -1000 → '-10.00', 123456 → '1234.56'. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY = /^(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/**
 * Reads a dollar amount typed by a person into cents: '65' → 6500, '65.5' → 6550, '$1,234.56' →
 * 123456, '-5' → -500, '.50' → 50. Works on the string's digits, never through a float, and
 * throws a RangeError for anything else, including more than two decimal places.
 */
export function parseMoney(input: string): Cents {
  const match = MONEY.exec(input.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3];
  if (!match || (whole === '' && fraction === undefined)) {
    throw new RangeError(`Not an amount of money: ${JSON.stringify(input)}`);
  }
  const cents = Number(whole.replaceAll(',', '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  assertCents(cents);
  return match[1] && cents !== 0 ? -cents : cents;
}

/** Like parseMoney, but null instead of throwing. */
export function tryParseMoney(input: string): Cents | null {
  try {
    return parseMoney(input);
  } catch {
    return null;
  }
}
