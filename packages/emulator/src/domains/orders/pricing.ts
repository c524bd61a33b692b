import type { Plan } from '../plans/api.js';
import { fromMilli, percentOf, toMilli } from './money.js';
import type { CouponRecord, OrderPricing, SpannedPrice } from './types.js';
import { clone } from '../../state/clone.js';

/**
 * Order prices (platform-rules §6.3): `pricing.prices[]` from the plan, its fees and a coupon. No tax
 * (the emulated site has none configured).
 */

function priceFor(plan: Plan, coupon: CouponRecord | undefined, withFees: boolean): SpannedPrice['price'] {
  const currency = plan.pricing.price?.currency ?? 'USD';
  const subtotal = toMilli(plan.pricing.price?.value ?? '0');
  const fees = withFees
    ? (plan.pricing.feeConfigs ?? [])
        .filter((c) => c.fee?.name && c.fee.amount)
        .map((c) => ({ name: c.fee!.name!, amount: c.fee!.amount! }))
    : [];
  let discount = 0;
  if (coupon)
    discount = Math.min(
      subtotal,
      coupon.discountPercent !== undefined ? percentOf(subtotal, coupon.discountPercent) : toMilli(coupon.discountAmount),
    );
  const total = subtotal - discount + fees.reduce((sum, fee) => sum + toMilli(fee.amount), 0);
  return {
    subtotal: fromMilli(subtotal),
    ...(coupon ? { coupon: { code: coupon.code, amount: fromMilli(discount), id: coupon.id } } : {}),
    discount: fromMilli(discount),
    total: fromMilli(total),
    currency,
    ...(fees.length ? { fees } : {}),
  };
}

/**
 * The prices of a plan bought now, with an optional coupon. Subscriptions get one span for all their
 * cycles (`numberOfCycles` = `cycleCount`, absent when until canceled), or two when the coupon
 * discounts the first cycle only; single-payment plans one span of one cycle. Fees are charged with
 * the first payment.
 */
export function computePrices(plan: Plan, coupon?: CouponRecord): SpannedPrice[] {
  const sub = plan.pricing.subscription;
  if (!sub) return [{ duration: { cycleFrom: 1, numberOfCycles: 1 }, price: priceFor(plan, coupon, true) }];
  const cycles = sub.cycleCount && sub.cycleCount > 0 ? sub.cycleCount : undefined;
  const hasFees = (plan.pricing.feeConfigs ?? []).length > 0;
  const splitFirst = (coupon?.firstCycleOnly || hasFees) && cycles !== 1;
  if (!splitFirst)
    return [{ duration: { cycleFrom: 1, ...(cycles ? { numberOfCycles: cycles } : {}) }, price: priceFor(plan, coupon, true) }];
  return [
    { duration: { cycleFrom: 1, numberOfCycles: 1 }, price: priceFor(plan, coupon, true) },
    {
      duration: { cycleFrom: 2, ...(cycles ? { numberOfCycles: cycles - 1 } : {}) },
      price: priceFor(plan, coupon?.firstCycleOnly ? undefined : coupon, false),
    },
  ];
}

/**
 * The order's `pricing`: the plan's pricing model as bought, plus the prices.
 */
export function orderPricing(plan: Plan, prices: SpannedPrice[]): OrderPricing {
  const { subscription, singlePaymentForDuration, singlePaymentUnlimited } = clone(plan.pricing);
  return {
    ...(subscription ? { subscription: { ...subscription, cycleCount: subscription.cycleCount ?? 0 } } : {}),
    ...(singlePaymentForDuration ? { singlePaymentForDuration } : {}),
    ...(singlePaymentUnlimited ? { singlePaymentUnlimited } : {}),
    prices,
  };
}

/**
 * Whether nothing is ever charged (every price total is 0): a free order skips DRAFT and has
 * `lastPaymentStatus: NOT_APPLICABLE`.
 */
export function isFree(prices: SpannedPrice[]): boolean {
  return prices.every((p) => toMilli(p.price.total) === 0);
}
