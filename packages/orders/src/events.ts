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
 *
 * @example
 * ```ts
 * webhooks.on(orderCreated, (event) => console.log(event.entity.status, event.entity.createdDate));
 * ```
 */
export const orderCreated = defineEvent('wix.pricing_plans.v2.order_created', { kind: 'created', schema: OrderWire });

/**
 * An order changed; `event.entity` is the current order. Sent with every action below.
 *
 * @example
 * ```ts
 * webhooks.on(orderUpdated, (event) => db.orders.put(event.entity));
 * ```
 */
export const orderUpdated = defineEvent('wix.pricing_plans.v2.order_updated', { kind: 'updated', schema: OrderWire });

/**
 * An order was paid for (or, free or offline, created); `event.data.order` is the order.
 *
 * @example
 * ```ts
 * webhooks.on(orderPurchased, (event) => sendReceipt(event.data.order));
 * ```
 */
export const orderPurchased = action('wix.pricing_plans.v2.order_purchased');

/**
 * An order reached its start date.
 *
 * @example
 * ```ts
 * webhooks.on(orderStarted, (event) => grantAccess(event.data.order?.buyer?.memberId));
 * ```
 */
export const orderStarted = action('wix.pricing_plans.v2.order_started');

/**
 * A payment cycle started; `event.data.cycleNumber` is `0` during a free trial, then `1..n`. Not
 * sent at the initial start of an offline order.
 *
 * @example
 * ```ts
 * webhooks.on(orderCycleStarted, (event) => console.log('cycle', event.data.cycleNumber));
 * ```
 */
export const orderCycleStarted = defineEvent('wix.pricing_plans.v2.order_cycle_started', {
  kind: 'action',
  schema: OrderCycleStartedDataWire,
});

/**
 * An order was paused.
 *
 * @example
 * ```ts
 * webhooks.on(orderPaused, (event) => suspendAccess(event.data.order));
 * ```
 */
export const orderPaused = action('wix.pricing_plans.v2.order_paused');

/**
 * A paused order was resumed.
 *
 * @example
 * ```ts
 * webhooks.on(orderResumed, (event) => grantAccess(event.data.order?.buyer?.memberId));
 * ```
 */
export const orderResumed = action('wix.pricing_plans.v2.order_resumed');

/**
 * An order was canceled (now, or when its cycle ended after a `NEXT_PAYMENT_DATE` cancellation);
 * `order.cancellation.cause` tells why.
 *
 * @example
 * ```ts
 * webhooks.on(orderCanceled, (event) => console.log(event.data.order?.cancellation?.cause));
 * ```
 */
export const orderCanceled = action('wix.pricing_plans.v2.order_canceled');

/**
 * A recurring order was set to cancel at the end of its current cycle.
 *
 * @example
 * ```ts
 * webhooks.on(orderAutoRenewCanceled, (event) => offerDiscount(event.data.order));
 * ```
 */
export const orderAutoRenewCanceled = action('wix.pricing_plans.v2.order_auto_renew_canceled');

/**
 * An order ended (ran its length, or was canceled).
 *
 * @example
 * ```ts
 * webhooks.on(orderEnded, (event) => revokeAccess(event.data.order?.buyer?.memberId));
 * ```
 */
export const orderEnded = action('wix.pricing_plans.v2.order_ended');

/**
 * An offline order was marked as paid.
 *
 * @example
 * ```ts
 * webhooks.on(orderMarkedAsPaid, (event) => books.record(event.data.order));
 * ```
 */
export const orderMarkedAsPaid = action('wix.pricing_plans.v2.order_marked_as_paid');

/**
 * An order's end date was postponed.
 *
 * @example
 * ```ts
 * webhooks.on(orderEndDatePostponed, (event) => console.log(event.data.order?.endDate));
 * ```
 */
export const orderEndDatePostponed = action('wix.pricing_plans.v2.order_end_date_postponed');

/**
 * A draft order's start date changed.
 *
 * @example
 * ```ts
 * webhooks.on(orderStartDateChanged, (event) => console.log(event.data.order?.startDate));
 * ```
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
