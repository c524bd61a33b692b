import { failedPrecondition, validationError, type PlatformError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import type { Emit } from '../plans/api.js';
import { findPlan } from '../plans/api.js';
import { advanceOrder, assertStatus, notSuspendableReason, orderEvent, statusRefusal } from './lifecycle.js';
import { isFree } from './pricing.js';
import { Timeline } from './schedule.js';
import { ordersState } from './state.js';
import type { CancellationCause, EffectiveAt, OrderRecord } from './types.js';
import { parseInstant } from '../../util/dates.js';

/**
 * The order actions of platform-rules §6.4. Each checks the order's status (throwing the platform
 * envelope with a specific code), changes the record, emits its action event(s) and one
 * `order_updated`. Callers first bring every order up to the clock (`syncOrders`).
 */

const iso = (date: Date) => date.toISOString();

/** The statuses an order can be canceled from (IMMEDIATELY; NEXT_PAYMENT_DATE needs ACTIVE). */
const CANCELABLE: readonly OrderRecord['status'][] = ['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED'];

function refuse(refusal: PlatformError | undefined): void {
  if (refusal) throw refusal;
}

/** Why {@link pauseOrder} refuses the order now (428 `ORDER_NOT_SUSPENDABLE` with `data.reason`), or `undefined`. */
function pauseRefusal(record: OrderRecord): PlatformError | undefined {
  const reason = notSuspendableReason(record);
  return reason
    ? failedPrecondition('ORDER_NOT_SUSPENDABLE', `The order cannot be paused (${reason})`, { orderId: record.id, reason })
    : undefined;
}

/** Why {@link resumeOrder} refuses the order now (428 `ORDER_NOT_PAUSED`), or `undefined`. */
function resumeRefusal(record: OrderRecord): PlatformError | undefined {
  if (record.status === 'PAUSED') return undefined;
  return failedPrecondition('ORDER_NOT_PAUSED', `Only a paused order can be resumed (the order is ${record.status})`, {
    orderId: record.id,
    status: record.status,
  });
}

/** Why {@link markAsPaid} refuses the order now, or `undefined`. */
function markAsPaidRefusal(record: OrderRecord): PlatformError | undefined {
  if (record.type !== 'OFFLINE')
    return failedPrecondition('NOT_OFFLINE_ORDER', 'Only offline orders can be marked as paid', { orderId: record.id, type: record.type });
  if (record.lastPaymentStatus === 'PAID')
    return failedPrecondition('ORDER_ALREADY_PAID', 'The order is already paid', { orderId: record.id });
  if (record.lastPaymentStatus === 'NOT_APPLICABLE')
    return failedPrecondition('PAYMENT_NOT_APPLICABLE', 'The order is free: there is nothing to pay', { orderId: record.id });
  return undefined;
}

/**
 * The site owner's order actions (the management routes `pause`, `resume`, `cancel` IMMEDIATELY,
 * `mark-as-paid`) with the refusal each would get now, from the same checks the routes make
 * (`undefined`: the action is allowed). Bring the order up to the clock first.
 */
export function ownerOrderActionRefusals(
  record: OrderRecord,
): Record<'pause' | 'resume' | 'cancel' | 'markAsPaid', PlatformError | undefined> {
  return {
    pause: pauseRefusal(record),
    resume: resumeRefusal(record),
    cancel: statusRefusal(record, CANCELABLE, 'cancel'),
    markAsPaid: markAsPaidRefusal(record),
  };
}

/**
 * Whether `memberId` already has a purchase of the plan that counts against `maxPurchasesPerBuyer`
 * (any order that is not a DRAFT; `except` is left out).
 */
export function hasPurchased(state: EmulatorState, planId: string, memberId: string, except?: string): boolean {
  return Object.values(ordersState(state).orders).some(
    (o) => o.planId === planId && o.buyer.memberId === memberId && o.status !== 'DRAFT' && o.id !== except,
  );
}

/**
 * Marks a new or draft order as purchased: PENDING, then ACTIVE at once when its start date has
 * come. `lastPaymentStatus`: NOT_APPLICABLE when free, PENDING for an online order in a free trial,
 * else PAID (online) or `paid ? PAID : UNPAID` (offline). Emits `order_purchased` (and the start events).
 */
export function purchase(record: OrderRecord, now: Date, emit: Emit, options: { paid: boolean }): void {
  const free = isFree(record.pricing.prices);
  if (free) record.lastPaymentStatus = 'NOT_APPLICABLE';
  else if (record.type === 'OFFLINE') record.lastPaymentStatus = options.paid ? 'PAID' : 'UNPAID';
  else record.lastPaymentStatus = (record.freeTrialDays ?? 0) > 0 && record.pricing.subscription ? 'PENDING' : 'PAID';
  if (!free && record.type === 'ONLINE') record.wixPayOrderId ??= newId();
  record.status = 'PENDING';
  record.updatedDate = iso(now);
  emit(...orderEvent('purchased', record, now));
  advanceOrder(record, now, emit, false);
}

/**
 * The hosted checkout's payment of a DRAFT online order. Success: the order is purchased (a start
 * date already past moves to now, with `order_start_date_changed`). Failure: it stays DRAFT with
 * `lastPaymentStatus: FAILED`. Refusals (428): `INVALID_ORDER_STATUS` (not a draft), `archived_plan`,
 * `purchases_limit_reached`.
 */
export function payOrder(state: EmulatorState, record: OrderRecord, now: Date, emit: Emit, outcome: 'SUCCESS' | 'FAILED'): void {
  assertStatus(record, ['DRAFT'], 'pay for');
  record.updatedDate = iso(now);
  if (outcome === 'FAILED') {
    record.lastPaymentStatus = 'FAILED';
    emit(...orderEvent('updated', record, now));
    return;
  }
  const plan = findPlan(state, record.planId);
  if (plan?.archived)
    throw failedPrecondition('archived_plan', 'The plan is archived and can no longer be purchased', { planId: record.planId });
  if (plan?.maxPurchasesPerBuyer === 1 && hasPurchased(state, record.planId, record.buyer.memberId, record.id)) {
    throw failedPrecondition('purchases_limit_reached', 'The buyer has reached the purchase limit of this plan', { planId: record.planId });
  }
  if (Date.parse(record.startDate) < now.getTime()) {
    record.startDate = iso(now);
    emit(...orderEvent('start_date_changed', record, now));
  }
  purchase(record, now, emit, { paid: true });
  emit(...orderEvent('updated', record, now));
}

/**
 * pauseOrder: ACTIVE only (not during the free trial); records a pause period. Else 428
 * `ORDER_NOT_SUSPENDABLE` with `data.reason` (PENDING, NOT_STARTED, TRIAL, ALREADY_SUSPENDED, CANCELED, ENDED).
 */
export function pauseOrder(record: OrderRecord, now: Date, emit: Emit): void {
  refuse(pauseRefusal(record));
  record.status = 'PAUSED';
  record.pausePeriods.push({ status: 'ACTIVE', pauseDate: iso(now) });
  record.updatedDate = iso(now);
  emit(...orderEvent('paused', record, now));
  emit(...orderEvent('updated', record, now));
}

function closePause(record: OrderRecord, now: Date): void {
  for (const pause of record.pausePeriods) {
    if (pause.status === 'ACTIVE') {
      pause.status = 'ENDED';
      pause.resumeDate = iso(now);
    }
  }
}

/**
 * resumeOrder: PAUSED only (else 428 `ORDER_NOT_PAUSED`); closes the pause period, so the end date
 * and later cycles move back by the paused time.
 */
export function resumeOrder(record: OrderRecord, now: Date, emit: Emit): void {
  refuse(resumeRefusal(record));
  closePause(record, now);
  record.status = 'ACTIVE';
  record.updatedDate = iso(now);
  emit(...orderEvent('resumed', record, now));
  advanceOrder(record, now, emit, false);
  emit(...orderEvent('updated', record, now));
}

/**
 * cancelOrder / requestCancellation. IMMEDIATELY (DRAFT, PENDING, ACTIVE, PAUSED): CANCELED now,
 * `order_canceled` + `order_ended` (not for a draft) + `order_updated`. NEXT_PAYMENT_DATE (ACTIVE
 * subscriptions): stays ACTIVE with `autoRenewCanceled`, `order_auto_renew_canceled` +
 * `order_updated`; canceled when the current cycle ends. Refusals (428): `INVALID_ORDER_STATUS`,
 * `INVALID_EFFECTIVE_AT` (NEXT_PAYMENT_DATE on a single-payment or not-ACTIVE order),
 * `AUTO_RENEW_ALREADY_CANCELED`.
 */
export function cancelOrder(record: OrderRecord, effectiveAt: EffectiveAt, cause: CancellationCause, now: Date, emit: Emit): void {
  assertStatus(record, CANCELABLE, 'cancel');
  const cancellation = { requestedDate: iso(now), cause, effectiveAt };
  record.updatedDate = iso(now);
  if (effectiveAt === 'NEXT_PAYMENT_DATE') {
    if (!record.pricing.subscription || record.status !== 'ACTIVE') {
      throw failedPrecondition(
        'INVALID_EFFECTIVE_AT',
        !record.pricing.subscription
          ? 'A single-payment order can only be canceled IMMEDIATELY'
          : `A ${record.status} order can only be canceled IMMEDIATELY`,
        { orderId: record.id, effectiveAt, status: record.status },
      );
    }
    if (record.autoRenewCanceled) {
      throw failedPrecondition('AUTO_RENEW_ALREADY_CANCELED', 'The order is already canceled at the end of its current cycle', {
        orderId: record.id,
      });
    }
    record.autoRenewCanceled = true;
    record.schedule.cancelAtCycleEnd = { cycle: record.schedule.cycleIndex ?? new Timeline(record).firstIndex, cancellation };
    emit(...orderEvent('auto_renew_canceled', record, now));
    emit(...orderEvent('updated', record, now));
    return;
  }
  const wasDraft = record.status === 'DRAFT';
  closePause(record, now);
  record.status = 'CANCELED';
  record.cancellation = cancellation;
  record.schedule.terminalAt = iso(now);
  delete record.schedule.cancelAtCycleEnd;
  emit(...orderEvent('canceled', record, now));
  if (!wasDraft) emit(...orderEvent('ended', record, now));
  emit(...orderEvent('updated', record, now));
}

/**
 * markAsPaid: an offline order not paid yet. Refusals (428): `NOT_OFFLINE_ORDER`,
 * `ORDER_ALREADY_PAID`, `PAYMENT_NOT_APPLICABLE` (free order).
 */
export function markAsPaid(record: OrderRecord, now: Date, emit: Emit): void {
  refuse(markAsPaidRefusal(record));
  record.lastPaymentStatus = 'PAID';
  record.updatedDate = iso(now);
  emit(...orderEvent('marked_as_paid', record, now));
  emit(...orderEvent('updated', record, now));
}

/**
 * postponeEndDate: a later end date for a PENDING or ACTIVE order that has one. Refusals: 400
 * validation (`endDate` missing or not a date); 428 `ORDER_IS_PAUSED`, `INVALID_ORDER_STATUS`,
 * `ORDER_HAS_NO_END_DATE` (valid until canceled), `INVALID_END_DATE` (not later than the current one).
 */
export function postponeEndDate(record: OrderRecord, endDate: unknown, now: Date, emit: Emit): void {
  const requested = parseInstant(endDate);
  if (Number.isNaN(requested)) {
    const description = 'must be an ISO-8601 date-time from 1970 to 9999';
    throw validationError([{ field: 'endDate', description, violatedRule: 'REQUIRED_FIELD' }]);
  }
  if (record.status === 'PAUSED')
    throw failedPrecondition('ORDER_IS_PAUSED', 'The end date of a paused order cannot be postponed', { orderId: record.id });
  assertStatus(record, ['PENDING', 'ACTIVE'], 'postpone the end date of');
  const timeline = new Timeline(record);
  const endV = timeline.endV();
  if (endV === undefined)
    throw failedPrecondition('ORDER_HAS_NO_END_DATE', 'The order is valid until canceled: it has no end date to postpone', {
      orderId: record.id,
    });
  const current = timeline.real(endV, now.getTime());
  if (requested <= current) {
    throw failedPrecondition('INVALID_END_DATE', 'The new end date must be later than the current one', {
      orderId: record.id,
      endDate: new Date(current).toISOString(),
    });
  }
  record.schedule.extensionMs += requested - current;
  record.updatedDate = iso(now);
  emit(...orderEvent('end_date_postponed', record, now));
  emit(...orderEvent('updated', record, now));
}
