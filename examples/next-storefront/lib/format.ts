import type { PublicPlan } from '@frontdesk/plans';

/** `$29`, `$12.50`, or `Free`. */
export function price(plan: Pick<PublicPlan, 'pricing'>): string {
  const amount = plan.pricing?.price;
  if (!amount?.value || Number(amount.value) === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency || 'USD', minimumFractionDigits: 0 }).format(
    Number(amount.value),
  );
}
