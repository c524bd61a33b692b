import * as z from 'zod/mini';
import { defineCall, oneOf, type Page, type PlatformCall } from '@frontdesk/core';
import { CancellationEffectiveAt } from './enums.js';
import { getOrderOptionsSchema, memberListOrdersOptionsSchema, listPayload } from './inputs.js';
import type { EmptyResponse, GetOrderOptions, MemberListOrdersOptions, Order, OrdersResponse } from './types.js';
import { EmptyResponseWire, OrderResponseWire, OrdersResponseWire } from './wire.gen.js';

/*
 * The signed-in member's own orders (wire.md rows 73-75). Another member's order is not found.
 */

/**
 * Gets one of the signed-in member's orders. `fieldSet: 'FULL'` adds the checkout form's answers.
 *
 * @example
 * ```ts
 * const order = await memberGetOrder(client, orderId);
 * console.log(order.planName, order.status, order.endDate);
 * ```
 * @function
 */
export const memberGetOrder: PlatformCall<[id: string, options?: GetOrderOptions], Order> = /* @__PURE__ */ defineCall({
  name: 'memberGetOrder',
  method: 'GET',
  path: '/pricing-plans/v2/member/orders/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(getOrderOptionsSchema()) }),
  response: OrderResponseWire,
  unwrap: 'order',
});

/**
 * Lists the signed-in member's orders, filtered by plan, status, payment status or canceled
 * auto-renewal; returns a `Page` of orders (at most 50 per page). With `sorting`, the query goes in
 * the `.r` complex form; a very long query string is sent as a POST with a JSON body.
 *
 * @example
 * ```ts
 * const page = await memberListOrders(client, {
 *   orderStatuses: ['ACTIVE', 'PAUSED'],
 *   sorting: { fieldName: 'createdDate', order: 'DESC' },
 * });
 * for await (const order of page) console.log(order.planName);
 * ```
 * @function
 */
export const memberListOrders: PlatformCall<[options?: MemberListOrdersOptions], Page<Order, OrdersResponse>> = /* @__PURE__ */ defineCall({
  name: 'memberListOrders',
  method: 'GET',
  path: '/pricing-plans/v2/member/orders',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(memberListOrdersOptionsSchema()) }),
  payload: listPayload,
  response: OrdersResponseWire,
  page: { kind: 'offset', items: 'orders', metadata: 'pagingMetadata', paging: '' },
  complexQuery: true,
  longGetFallback: true,
});

/**
 * Cancels one of the signed-in member's orders, when the plan lets buyers cancel
 * (`buyerCanCancel`). `NEXT_PAYMENT_DATE` keeps the order active until the current cycle ends;
 * one-time orders accept only `IMMEDIATELY`.
 *
 * @example
 * ```ts
 * await requestCancellation(client, orderId, 'NEXT_PAYMENT_DATE');
 * ```
 * @function
 */
export const requestCancellation: PlatformCall<[id: string, effectiveAt: CancellationEffectiveAt], EmptyResponse> =
  /* @__PURE__ */ defineCall({
    name: 'requestCancellation',
    method: 'POST',
    path: '/pricing-plans/v2/member/orders/{id}/cancel',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'effectiveAt', placement: 'field' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { effectiveAt: oneOf(CancellationEffectiveAt) }),
    response: EmptyResponseWire,
  });
