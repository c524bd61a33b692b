import * as z from 'zod/mini';
import { defineCall, oneOf, wireTimestamp, type Page, type PlatformCall } from '@frontdesk/core';
import { CancellationEffectiveAt } from './enums.js';
import { getOrderOptionsSchema, managementListOrdersOptionsSchema, listPayload } from './inputs.js';
import type { EmptyResponse, GetOrderOptions, ManagementListOrdersOptions, Order, OrderResponse, OrdersResponse } from './types.js';
import { EmptyResponseWire, OrderResponseWire, OrdersResponseWire } from './wire.gen.js';

/*
 * The site owner's order management (wire.md rows 81-87). The actions answer with an empty body;
 * read the order again (or listen to the order events) to see the result.
 */

/**
 * Gets any order by id; returns `{ order }`. Site owner only.
 *
 * @example
 * ```ts
 * const { order } = await managementGetOrder(client, orderId, { fieldSet: 'FULL' });
 * ```
 * @function
 */
export const managementGetOrder: PlatformCall<[id: string, options?: GetOrderOptions], OrderResponse> = /* @__PURE__ */ defineCall({
  name: 'managementGetOrder',
  method: 'GET',
  path: '/pricing-plans/v2/orders/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(getOrderOptionsSchema()) }),
  response: OrderResponseWire,
});

/**
 * Lists the site's orders, filtered by buyer, plan, status, payment status or canceled
 * auto-renewal; returns a `Page` of orders (at most 50 per page, newest first by default). With
 * `sorting` the query goes in the `.r` complex form; a very long one is sent as a POST.
 *
 * @example
 * ```ts
 * const unpaid = await managementListOrders(client, { paymentStatuses: ['UNPAID'], buyerIds: [memberId] });
 * for await (const order of unpaid) await remind(order);
 * ```
 * @function
 */
export const managementListOrders: PlatformCall<
  [options?: ManagementListOrdersOptions],
  Page<Order, OrdersResponse>
> = /* @__PURE__ */ defineCall({
  name: 'managementListOrders',
  method: 'GET',
  path: '/pricing-plans/v2/orders',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(managementListOrdersOptionsSchema()) }),
  payload: listPayload,
  response: OrdersResponseWire,
  page: { kind: 'offset', items: 'orders', metadata: 'pagingMetadata', paging: '' },
  complexQuery: true,
  longGetFallback: true,
});

/**
 * Moves an order's end date later (it must be after the current one); payments are not affected.
 * Not for paused or until-canceled orders.
 *
 * @example
 * ```ts
 * await postponeEndDate(client, orderId, new Date('2027-01-31T00:00:00Z'));
 * ```
 * @function
 */
export const postponeEndDate: PlatformCall<[id: string, endDate: Date | string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'postponeEndDate',
  method: 'PATCH',
  path: '/pricing-plans/v2/orders/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'endDate', placement: 'field' },
  ],
  // A date: checked and converted by `encode` in every build; development builds also say when it is missing.
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { endDate: z.custom((value) => value !== undefined, 'is required') }),
  encode: { endDate: wireTimestamp },
  response: EmptyResponseWire,
});

/**
 * Cancels an order, `IMMEDIATELY` or at the `NEXT_PAYMENT_DATE` (the order then stays active with
 * `autoRenewCanceled` until the current cycle ends). One-time orders accept only `IMMEDIATELY`.
 *
 * @example
 * ```ts
 * await cancelOrder(client, orderId, 'IMMEDIATELY');
 * ```
 * @function
 */
export const cancelOrder: PlatformCall<[id: string, effectiveAt: CancellationEffectiveAt], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'cancelOrder',
  method: 'POST',
  path: '/pricing-plans/v2/orders/{id}/cancel',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'effectiveAt', placement: 'field' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { effectiveAt: oneOf(CancellationEffectiveAt) }),
  response: EmptyResponseWire,
});

/**
 * Marks an offline order as paid (`lastPaymentStatus: 'PAID'`).
 *
 * @example
 * ```ts
 * await markAsPaid(client, orderId);
 * ```
 * @function
 */
export const markAsPaid: PlatformCall<[id: string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'markAsPaid',
  method: 'POST',
  path: '/pricing-plans/v2/orders/{id}/mark-as-paid',
  args: [{ name: 'id', placement: 'path' }],
  response: EmptyResponseWire,
});

/**
 * Pauses an active order (billing stops); resume it with `resumeOrder`. Refused outside `ACTIVE`
 * and during a free trial, with the reason in the error's `data`.
 *
 * @example
 * ```ts
 * await pauseOrder(client, orderId);
 * ```
 * @function
 */
export const pauseOrder: PlatformCall<[id: string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'pauseOrder',
  method: 'POST',
  path: '/pricing-plans/v2/orders/{id}/pause',
  args: [{ name: 'id', placement: 'path' }],
  response: EmptyResponseWire,
});

/**
 * Resumes a paused order; its end date moves later by the time it was paused.
 *
 * @example
 * ```ts
 * await resumeOrder(client, orderId);
 * ```
 * @function
 */
export const resumeOrder: PlatformCall<[id: string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'resumeOrder',
  method: 'POST',
  path: '/pricing-plans/v2/orders/{id}/resume',
  args: [{ name: 'id', placement: 'path' }],
  response: EmptyResponseWire,
});
