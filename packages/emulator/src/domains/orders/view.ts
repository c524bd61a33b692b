import { toMilli, fromMilli } from './money.js';
import { Timeline } from './schedule.js';
import type { Order, OrderRecord } from './types.js';
import { clone } from '../../state/clone.js';

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

/**
 * The order as served on the wire at time `now`: stored fields plus `endDate`, `earliestEndDate`,
 * `cycles` and `currentCycle` computed from the plan terms, the pauses and the clock.
 * - `endDate`: absent while valid until canceled; the cancellation time once CANCELED;
 * - `currentCycle`: only while ACTIVE or PAUSED (index 0 during a free trial);
 * - `cancellation`: only when CANCELED; `autoRenewCanceled`: subscriptions only;
 * - `formData.submissionData`: with `fieldSet: 'FULL'` only.
 */
export function orderView(record: OrderRecord, now: Date, fieldSet: 'BASIC' | 'FULL' = 'BASIC'): Order {
  const t = now.getTime();
  const timeline = new Timeline(record);
  const naturalV = timeline.naturalEndV();
  const endDate = endDateOf(record, timeline, t);
  const cycles = timeline.cycles(t);
  const current = record.status === 'ACTIVE' || record.status === 'PAUSED' ? cycles.at(-1) : undefined;
  const first = record.pricing.prices[0]?.price;
  const { subscription, singlePaymentForDuration, singlePaymentUnlimited } = record.pricing;
  const formData = record.formData
    ? {
        ...(record.formData.formId ? { formId: record.formData.formId } : {}),
        ...(record.formData.submissionId ? { submissionId: record.formData.submissionId } : {}),
        ...(fieldSet === 'FULL' ? { submissionData: clone(record.formData.submissionData ?? {}) } : {}),
      }
    : undefined;
  return clone({
    id: record.id,
    planId: record.planId,
    subscriptionId: record.subscriptionId,
    ...(record.wixPayOrderId ? { wixPayOrderId: record.wixPayOrderId } : {}),
    buyer: record.buyer,
    priceDetails: {
      ...(subscription ? { subscription } : {}),
      ...(singlePaymentForDuration ? { singlePaymentForDuration } : {}),
      ...(singlePaymentUnlimited ? { singlePaymentUnlimited } : {}),
      subtotal: first?.subtotal ?? '0',
      discount: first?.discount ?? '0',
      total: first?.total ?? '0',
      planPrice: record.planPrice,
      currency: record.currency,
      ...(record.freeTrialDays ? { freeTrialDays: record.freeTrialDays } : {}),
      ...(first?.coupon ? { coupon: first.coupon } : {}),
    },
    // The platform always answers `price.proration` (a decimal string).
    pricing: {
      ...record.pricing,
      prices: record.pricing.prices.map((p) => ({ ...p, price: { ...p.price, proration: p.price.proration ?? '0' } })),
    },
    type: record.type,
    ...(record.orderMethod ? { orderMethod: record.orderMethod } : {}),
    status: record.status,
    ...(subscription ? { autoRenewCanceled: record.autoRenewCanceled ?? false } : {}),
    ...(record.status === 'CANCELED' && record.cancellation ? { cancellation: record.cancellation } : {}),
    lastPaymentStatus: record.lastPaymentStatus,
    startDate: record.startDate,
    ...(endDate ? { endDate } : {}),
    pausePeriods: record.pausePeriods,
    ...(record.freeTrialDays ? { freeTrialDays: record.freeTrialDays } : {}),
    ...(naturalV !== undefined ? { earliestEndDate: iso(timeline.real(naturalV, t))! } : {}),
    ...(current ? { currentCycle: current } : {}),
    cycles,
    planName: record.planName,
    planDescription: record.planDescription,
    planPrice: record.planPrice,
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
    ...(formData ? { formData } : {}),
  });
}

/**
 * An order's `endDate` at `now` (as its view gives it): when a canceled order ended, else when its
 * timeline ends, or `undefined` for an order without an end.
 */
export function orderEndDate(record: OrderRecord, now: Date): string | undefined {
  return endDateOf(record, new Timeline(record), now.getTime());
}

function endDateOf(record: OrderRecord, timeline: Timeline, t: number): string | undefined {
  const terminal = record.schedule.terminalAt;
  if (record.status === 'CANCELED' && terminal) return terminal;
  const endV = timeline.endV();
  return iso(endV === undefined ? undefined : timeline.real(endV, t));
}

/**
 * The total paid (or to pay) for the first payment of an order, as a decimal string.
 */
export function firstPaymentTotal(record: OrderRecord): string {
  return fromMilli(toMilli(record.pricing.prices[0]?.price.total ?? '0'));
}
