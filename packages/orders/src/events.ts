import { defineEvent } from '@frontdesk/core/webhooks';
import { OrderActionDataWire, OrderCycleStartedDataWire, OrderWire } from './wire.gen.js';

/*
 * The 13 order webhook events (`wix.pricing_plans.v2.order_*`, wire.md "Webhooks"). `created` and
 * `updated` carry the order as `event.entity`; the others are action events whose `event.data.order`
 * is the order. Dates arrive as `Date`s.
 */

/**
 * An order was created (online orders start as `DRAFT`); `event.entity` is the order.
 */
export const orderCreated = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_created', { kind: 'created', schema: OrderWire });

/**
 * An order changed; `event.entity` is the current order. Sent with every action below.
 */
export const orderUpdated = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_updated', { kind: 'updated', schema: OrderWire });

/**
 * An order was paid for (or, free or offline, created); `event.data.order` is the order.
 */
export const orderPurchased = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_purchased', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * An order reached its start date.
 */
export const orderStarted = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_started', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * A payment cycle started; `event.data.cycleNumber` is `0` during a free trial, then `1..n`. Not
 * sent at the initial start of an offline order.
 */
export const orderCycleStarted = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_cycle_started', {
  kind: 'action',
  schema: OrderCycleStartedDataWire,
});

/**
 * An order was paused.
 */
export const orderPaused = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_paused', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * A paused order was resumed.
 */
export const orderResumed = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_resumed', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * An order was canceled (now, or when its cycle ended after a `NEXT_PAYMENT_DATE` cancellation);
 * `order.cancellation.cause` tells why.
 */
export const orderCanceled = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_canceled', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * A recurring order was set to cancel at the end of its current cycle.
 */
export const orderAutoRenewCanceled = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_auto_renew_canceled', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * An order ended (ran its length, or was canceled).
 */
export const orderEnded = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_ended', { kind: 'action', schema: OrderActionDataWire });

/**
 * An offline order was marked as paid.
 */
export const orderMarkedAsPaid = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_marked_as_paid', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * An order's end date was postponed.
 */
export const orderEndDatePostponed = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_end_date_postponed', {
  kind: 'action',
  schema: OrderActionDataWire,
});

/**
 * A draft order's start date changed.
 */
export const orderStartDateChanged = /* @__PURE__ */ defineEvent('wix.pricing_plans.v2.order_start_date_changed', {
  kind: 'action',
  schema: OrderActionDataWire,
});

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
