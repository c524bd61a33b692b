import type { Order } from '@frontdesk/orders';
import type { Pricing, PublicPlan } from '@frontdesk/plans';
import { money } from '../../shared-ui/src/format.js';

/*
 * Prices, billing periods and dates as a customer reads them. A plan's `pricing` has exactly one
 * model: a subscription (a payment every cycle, `cycleCount` times or until canceled), one payment
 * valid for a while, or one payment valid until canceled.
 */

type Duration = { count?: number | undefined; unit?: string | undefined } | undefined;

/** `month`, `3 months`, `week`, `2 years`. */
export function duration(d: Duration): string {
  const count = d?.count ?? 1;
  const unit = (d?.unit ?? 'MONTH').toLowerCase();
  return count === 1 ? unit : `${count} ${unit}s`;
}

/** True for a plan (or an order's pricing) that costs nothing. */
export function isFree(pricing: Pricing | undefined): boolean {
  return Number(pricing?.price?.value ?? 0) === 0;
}

/** The price and how often it is paid: `{ amount: '$29', period: 'per month' }`. */
export function priceParts(pricing: Pricing | undefined): { amount: string; period: string } {
  const amount = isFree(pricing) ? 'Free' : money(pricing?.price?.value, pricing?.price?.currency);
  if (pricing?.subscription) {
    const cycle = pricing.subscription.cycleDuration;
    return { amount, period: (cycle?.count ?? 1) === 1 ? `per ${duration(cycle)}` : `every ${duration(cycle)}` };
  }
  if (pricing?.singlePaymentForDuration)
    return { amount, period: isFree(pricing) ? `for ${duration(pricing.singlePaymentForDuration)}` : 'one payment' };
  return { amount, period: isFree(pricing) ? 'forever' : 'one payment' };
}

/** How long the plan lasts and how it is billed, in one sentence. */
export function billingTerms(pricing: Pricing | undefined): string {
  if (pricing?.subscription) {
    const { cycleDuration, cycleCount } = pricing.subscription;
    const every =
      (cycleDuration?.count ?? 1) === 1 ? `${duration(cycleDuration)}ly`.replace('dayly', 'daily') : `every ${duration(cycleDuration)}`;
    return cycleCount ? `Billed ${every} for ${cycleCount} payment${cycleCount === 1 ? '' : 's'}.` : `Billed ${every} until you cancel.`;
  }
  if (pricing?.singlePaymentForDuration) {
    return `${isFree(pricing) ? 'Free' : 'One payment'}, valid for ${duration(pricing.singlePaymentForDuration)}.`;
  }
  return isFree(pricing) ? 'Free, valid until you cancel.' : 'One payment, valid until you cancel.';
}

/** `7-day free trial`, or undefined. */
export function trialLabel(pricing: Pricing | undefined): string | undefined {
  const days = pricing?.freeTrialDays;
  return days ? `${days}-day free trial` : undefined;
}

/** What the buy button says for a plan. */
export function buyLabel(plan: PublicPlan): string {
  if (isFree(plan.pricing)) return `Join ${plan.name ?? 'this plan'} for free`;
  const trial = plan.pricing?.freeTrialDays;
  return trial ? `Start the ${trial}-day free trial` : `Buy ${plan.name ?? 'this plan'}`;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** `Mar 1, 2026`. */
export function formatDate(date: Date | undefined): string {
  return date ? DATE.format(date) : '';
}

/** How an order's status reads. */
export const ORDER_STATUS: Record<string, string> = {
  DRAFT: 'Awaiting payment',
  PENDING: 'Starts soon',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ENDED: 'Ended',
  CANCELED: 'Canceled',
};

/** The price an order was bought at: `$29 per month`. */
export function orderPrice(order: Order): string {
  const total = order.pricing?.prices?.[0]?.price;
  const pricing = {
    ...order.pricing,
    price: { value: total?.total ?? order.planPrice ?? '0', currency: total?.currency ?? 'USD' },
  } as Pricing;
  const { amount, period } = priceParts(pricing);
  return amount === 'Free' ? 'Free' : `${amount} ${period}`;
}
