/**
 * An amount as a customer reads it: `$29`, `$19.99`, `€290` (whole amounts without cents).
 *
 * @example
 * ```ts
 * money('60', 'USD'); // '$60'
 * money('19.99', 'EUR'); // '€19.99'
 * ```
 */
export function money(value: string | undefined, currency: string | undefined = 'USD'): string {
  const amount = Number(value ?? 0);
  const cents = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency || 'USD',
      minimumFractionDigits: cents,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(cents)} ${currency}`;
  }
}
