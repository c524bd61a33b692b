import { defineEvent } from '@frontdesk/core/webhooks';
import { OrderActionDataWire, OrderCycleStartedDataWire, OrderWire } from './wire.gen.js';

/*
 * The 13 order webhook events (`wix.pricing_plans.v2.order_*`, wire.md "Webhooks"). `created` and
 * `updated` carry the order as `event.entity`; the others are action events whose `event.data.order`
 * is the order. Dates arrive as `Date`s.
 */

const action = <const T extends string>(type: T) => defineEvent(type, { kind: 'action', schema: OrderActionDataWire });

/**
 * An order was created (online orders start as `DRAFT`); `event.entity` is the order.
 */
export const orderCreated = defineEvent('wix.pricing_plans.v2.order_created', { kind: 'created', schema: OrderWire });

/**
 * An order changed; `event.entity` is the current order. Sent with every action below.
 */
export const orderUpdated = defineEvent('wix.pricing_plans.v2.order_updated', { kind: 'updated', schema: OrderWire });

/**
 * An order was paid for (or, free or offline, created); `event.data.order` is the order.
 */
export const orderPurchased = action('wix.pricing_plans.v2.order_purchased');

/**
 * An order reached its start date.
 */
export const orderStarted = action('wix.pricing_plans.v2.order_started');

/**
 * A payment cycle started; `event.data.cycleNumber` is `0` during a free trial, then `1..n`. Not
 * sent at the initial start of an offline order.
 */
export const orderCycleStarted = defineEvent('wix.pricing_plans.v2.order_cycle_started', {
  kind: 'action',
  schema: OrderCycleStartedDataWire,
});

/**
 * An order was paused.
 */
export const orderPaused = action('wix.pricing_plans.v2.order_paused');

/**
 * A paused order was resumed.
 */
export const orderResumed = action('wix.pricing_plans.v2.order_resumed');

/**
 * An order was canceled (now, or when its cycle ended after a `NEXT_PAYMENT_DATE` cancellation);
 * `order.cancellation.cause` tells why.
 */
export const orderCanceled = action('wix.pricing_plans.v2.order_canceled');

/**
 * A recurring order was set to cancel at the end of its current cycle.
 */
export const orderAutoRenewCanceled = action('wix.pricing_plans.v2.order_auto_renew_canceled');

/**
 * An order ended (ran its length, or was canceled).
 */
export const orderEnded = action('wix.pricing_plans.v2.order_ended');

/**
 * An offline order was marked as paid.
 */
export const orderMarkedAsPaid = action('wix.pricing_plans.v2.order_marked_as_paid');

/**
 * An order's end date was postponed.
 */
export const orderEndDatePostponed = action('wix.pricing_plans.v2.order_end_date_postponed');

/**
 * A draft order's start date changed.
 */
export const orderStartDateChanged = action('wix.pricing_plans.v2.order_start_date_changed');

/**
 * Every order event definition, to register or list them together.
 *
 * @example
 * ```ts
 * for (const definition of orderEvents) webhooks.on(definition, (event) => log(event.type));
 * ```
 */
export const orderEvents = [
  orderCreated,
  orderUpdated,
  orderPurchased,
  orderStarted,
  orderCycleStarted,
  orderPaused,
  orderResumed,
  orderCanceled,
  orderAutoRenewCanceled,
  orderEnded,
  orderMarkedAsPaid,
  orderEndDatePostponed,
  orderStartDateChanged,
] as const;
