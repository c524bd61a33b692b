import { conflict, failedPrecondition, notFound, validationError, type FieldViolation } from '../../errors.js';
import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import { lookupMember } from '../members/api.js';
import { assertPurchasable, requirePlan, type Emit, type Plan } from '../plans/api.js';
import { checkCoupon } from './coupons.js';
import { orderEvent } from './lifecycle.js';
import { computePrices, isFree, orderPricing } from './pricing.js';
import { ordersState, stableGuid } from './state.js';
import { hasPurchased, purchase } from './transitions.js';
import type { Order, OrderRecord, SpannedPrice } from './types.js';
import { orderView } from './view.js';
import { parseInstant } from '../../util/dates.js';

/**
 * Order creation and previews (platform-rules §6.4, §6.5): createOnlineOrder (DRAFT until paid; free
 * plans are purchased at once), createOfflineOrder (purchased at once, paid or not), and the
 * previews, which run the same checks without saving anything.
 */

/** The id the previews put in `id` and `subscriptionId`. */
export const PREVIEW_ID = '00000000-0000-0000-0000-000000000000';

/** A start date within this much of now counts as "now" (clock skew between the SDK and the emulator). */
const NOW_TOLERANCE_MS = 60_000;

/**
 * A parsed order request.
 */
export interface OrderRequest {
  type: 'ONLINE' | 'OFFLINE';
  planId: unknown;
  memberId: string;
  startDate?: unknown;
  couponCode?: unknown;
  submissionId?: unknown;
  paid?: unknown;
  orderMethod?: 'MOTO' | 'POS';
}

interface Checked {
  plan: Plan;
  startDate: string;
  coupon: ReturnType<typeof checkCoupon> | undefined;
  prices: SpannedPrice[];
  limitReached: boolean;
}

function check(state: EmulatorState, request: OrderRequest, now: Date): Checked {
  const violations: FieldViolation[] = [];
  if (typeof request.planId !== 'string' || request.planId === '')
    violations.push({ field: 'planId', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  let start = now.getTime();
  if (request.startDate !== undefined && request.startDate !== null) {
    const parsed = parseInstant(request.startDate);
    if (Number.isNaN(parsed)) {
      violations.push({ field: 'startDate', description: 'must be an ISO-8601 date-time from 1970 to 9999', violatedRule: 'FORMAT' });
    } else if (Math.abs(parsed - start) > NOW_TOLERANCE_MS) start = parsed;
  }
  const code = request.couponCode;
  if (code !== undefined && code !== null && (typeof code !== 'string' || code.length < 1 || code.length > 20)) {
    violations.push({ field: 'couponCode', description: 'must be 1-20 characters', violatedRule: 'MAX_LENGTH' });
  }
  if (request.paid !== undefined && request.paid !== null && typeof request.paid !== 'boolean') {
    violations.push({ field: 'paid', description: 'must be a boolean', violatedRule: 'FORMAT' });
  }
  if (violations.length) throw validationError(violations);

  const plan = requirePlan(state, request.planId);
  assertPurchasable(plan);
  const member = lookupMember(state, request.memberId);
  if (member === null) {
    if (request.type === 'OFFLINE')
      throw validationError([{ field: 'memberId', description: 'no member has this id', ruleName: 'MEMBER_DOESNT_EXIST' }]);
    throw notFound('Member not found', 'member_not_found', { memberId: request.memberId });
  }
  if (request.orderMethod === 'POS' && plan.pricing.subscription) {
    throw validationError([
      {
        field: 'onBehalf.orderMethod',
        description: 'a recurring plan cannot be sold at a point of sale',
        ruleName: 'RECURRING_POS_UNSUPPORTED',
      },
    ]);
  }
  if (request.type === 'ONLINE') {
    if (start > now.getTime() && !plan.allowFutureStartDate) {
      throw failedPrecondition('buyer_can_not_pick_future_start_date', 'This plan does not allow a future start date', { planId: plan.id });
    }
    if (start < now.getTime())
      throw failedPrecondition('invalid_start_date', 'The start date is in the past', { startDate: new Date(start).toISOString() });
  }
  const coupon = typeof code === 'string' ? checkCoupon(state, code, plan.id, request.memberId, now) : undefined;
  if (coupon && (plan.pricing.price?.value ?? '0').replace(/[0.]/g, '') === '') {
    throw failedPrecondition('ERROR_INVALID_SUBTOTAL', 'A coupon cannot be applied to a free plan', { couponCode: code, planId: plan.id });
  }
  const limitReached = plan.maxPurchasesPerBuyer === 1 && hasPurchased(state, plan.id, request.memberId);
  return { plan, startDate: new Date(start).toISOString(), coupon, prices: computePrices(plan, coupon), limitReached };
}

function build(state: EmulatorState, request: OrderRequest, checked: Checked, now: Date, id: string, subscriptionId: string): OrderRecord {
  const { plan } = checked;
  const contactId = lookupMember(state, request.memberId)?.contactId ?? stableGuid(`contact:${request.memberId}`);
  const submissionId = typeof request.submissionId === 'string' ? request.submissionId : undefined;
  const trial = plan.pricing.subscription && plan.pricing.freeTrialDays ? plan.pricing.freeTrialDays : undefined;
  return {
    id,
    planId: plan.id,
    subscriptionId,
    buyer: { memberId: request.memberId, contactId },
    pricing: orderPricing(plan, checked.prices),
    type: request.type,
    ...(request.orderMethod ? { orderMethod: request.orderMethod } : {}),
    status: 'DRAFT',
    lastPaymentStatus: 'UNPAID',
    ...(plan.pricing.subscription ? { autoRenewCanceled: false } : {}),
    startDate: checked.startDate,
    pausePeriods: [],
    ...(trial ? { freeTrialDays: trial } : {}),
    planName: plan.name,
    planDescription: plan.description ?? '',
    planPrice: plan.pricing.price?.value ?? '0',
    currency: plan.pricing.price?.currency ?? 'USD',
    ...(checked.coupon ? { couponCode: checked.coupon.code } : {}),
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
    ...(plan.formId || submissionId
      ? { formData: { ...(plan.formId ? { formId: plan.formId } : {}), ...(submissionId ? { submissionId } : {}) } }
      : {}),
    schedule: { extensionMs: 0 },
  };
}

/**
 * Creates an order. ONLINE: refused when the buyer reached `maxPurchasesPerBuyer` (428
 * `purchases_limit_reached`); a paid plan's order is a DRAFT until paid (`order_created`), a free
 * one is purchased at once. OFFLINE: purchased at once, PENDING or ACTIVE by start date, the limit
 * ignored (`order_created`, `order_purchased`, `order_started`). The same `submissionId` returns the
 * same order (no new events; 409 `submission_id_already_used` when it was for another plan or buyer).
 */
export function createOrder(state: EmulatorState, request: OrderRequest, now: Date, emit: Emit): { record: OrderRecord; created: boolean } {
  const { orders } = ordersState(state);
  if (typeof request.submissionId === 'string' && request.submissionId !== '') {
    const existing = Object.values(orders).find((o) => o.formData?.submissionId === request.submissionId);
    if (existing) {
      if (existing.planId !== request.planId || existing.buyer.memberId !== request.memberId || existing.type !== request.type) {
        throw conflict('submission_id_already_used', 'This submissionId was already used for another order', {
          submissionId: request.submissionId,
          orderId: existing.id,
        });
      }
      return { record: existing, created: false };
    }
  }
  const checked = check(state, request, now);
  if (request.type === 'ONLINE' && checked.limitReached) {
    throw failedPrecondition('purchases_limit_reached', 'The buyer has reached the purchase limit of this plan', {
      planId: checked.plan.id,
    });
  }
  const record = build(state, request, checked, now, newId(), newId());
  orders[record.id] = record;
  checked.plan.hasOrders = true;
  const buffered: Array<[string, EmitInput]> = [];
  if (request.type === 'OFFLINE' || isFree(checked.prices)) {
    purchase(record, now, (type, event) => buffered.push([type, event]), { paid: request.paid === true });
  }
  emit(...orderEvent('created', record, now));
  for (const [type, event] of buffered) emit(type, event);
  return { record, created: true };
}

/**
 * A preview: the order as it would be once bought now, not saved; `order` is left out of an online
 * preview when the buyer reached the purchase limit. `purchaseLimitExceeded` is always reported.
 */
export function previewOrder(state: EmulatorState, request: OrderRequest, now: Date): { order?: Order; purchaseLimitExceeded: boolean } {
  const checked = check(state, request, now);
  if (request.type === 'ONLINE' && checked.limitReached) return { purchaseLimitExceeded: true };
  const record = build(state, { ...request, submissionId: undefined }, checked, now, PREVIEW_ID, PREVIEW_ID);
  purchase(record, now, () => undefined, { paid: request.paid === true });
  delete record.wixPayOrderId;
  return { order: orderView(record, now), purchaseLimitExceeded: checked.limitReached };
}

/**
 * getPricePreview: the prices of a plan with an optional coupon, no buyer needed.
 */
export function pricePreview(state: EmulatorState, planId: unknown, couponCode: unknown, now: Date): { prices: SpannedPrice[] } {
  if (typeof planId !== 'string' || planId === '')
    throw validationError([{ field: 'planId', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  if (
    couponCode !== undefined &&
    couponCode !== null &&
    (typeof couponCode !== 'string' || couponCode.length < 1 || couponCode.length > 20)
  ) {
    throw validationError([{ field: 'couponCode', description: 'must be 1-20 characters', violatedRule: 'MAX_LENGTH' }]);
  }
  const plan = requirePlan(state, planId);
  const coupon = typeof couponCode === 'string' ? checkCoupon(state, couponCode, plan.id, undefined, now) : undefined;
  if (coupon && (plan.pricing.price?.value ?? '0').replace(/[0.]/g, '') === '') {
    throw failedPrecondition('ERROR_INVALID_SUBTOTAL', 'A coupon cannot be applied to a free plan', { couponCode, planId: plan.id });
  }
  // Like the orders' prices, each price always carries `proration` (a decimal string).
  return { prices: computePrices(plan, coupon).map((p) => ({ ...p, price: { ...p.price, proration: p.price.proration ?? '0' } })) };
}
