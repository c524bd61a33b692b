/**
 * Decimal money arithmetic in thousandths (the platform allows 3 decimals), so that `'19.99' - 10%`
 * is exact and printed the way the platform prints amounts.
 */

/**
 * Parses a decimal string into thousandths.
 */
export function toMilli(value: string | undefined): number {
  if (!value) return 0;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 1000 + Number(`${fraction}000`.slice(0, 3));
}

/**
 * Formats thousandths as a decimal string: `'20'`, `'19.99'`, `'1.50'`, `'0.125'`.
 */
export function fromMilli(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(Math.round(milli));
  const whole = Math.floor(abs / 1000);
  const fraction = abs % 1000;
  if (fraction === 0) return `${sign}${whole}`;
  if (fraction % 10 === 0) return `${sign}${whole}.${String(fraction / 10).padStart(2, '0')}`;
  return `${sign}${whole}.${String(fraction).padStart(3, '0')}`;
}

/**
 * A percentage of an amount, rounded to cents (half up).
 */
export function percentOf(milli: number, percent: number): number {
  return Math.round((milli * percent) / 100 / 10) * 10;
}
