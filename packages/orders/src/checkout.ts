import * as z from 'zod/mini';
import { defineCall, nonEmptyString, type PlatformCall } from '@frontdesk/core';
import {
  createOfflineOrderOptionsSchema,
  createOnlineOrderOptionsSchema,
  orderPreviewOptionsSchema,
  pricePreviewOptionsSchema,
  startDateEncoding,
} from './inputs.js';
import type {
  CreateOfflineOrderOptions,
  CreateOnlineOrderOptions,
  OrderPreview,
  OrderPreviewOptions,
  OrderResponse,
  PricePreview,
  PricePreviewOptions,
} from './types.js';
import { OrderPreviewWire, OrderResponseWire, PricePreviewWire } from './wire.gen.js';

/*
 * Checkout and previews (wire.md rows 76-80). Creates are retried only when they carry a
 * `submissionId` (the platform's idempotency key); previews save nothing, so they are safe to retry.
 */

const withSubmissionId = (payload: Record<string, unknown>): boolean => payload['submissionId'] !== undefined;

/**
 * Creates an online order for the signed-in member (or, for the site owner, `onBehalf` a member)
 * and returns `{ order }`. Paid plans start as `DRAFT` until the buyer pays; free plans go straight
 * to `PENDING` or `ACTIVE`. For a hosted payment page, see `createPlanCheckout`.
 *
 * @example
 * ```ts
 * const { order } = await createOnlineOrder(client, planId, {
 *   startDate: new Date('2026-04-01'),
 *   submissionId: crypto.randomUUID(), // makes retries safe
 * });
 * ```
 * @function
 */
export const createOnlineOrder: PlatformCall<[planId: string, options?: CreateOnlineOrderOptions], OrderResponse> =
  /* @__PURE__ */ defineCall({
    name: 'createOnlineOrder',
    method: 'POST',
    path: '/pricing-plans/v2/checkout/orders/online',
    args: [
      { name: 'planId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { planId: nonEmptyString(), options: z.optional(createOnlineOrderOptionsSchema()) },
    encode: { options: startDateEncoding },
    response: OrderResponseWire,
    idempotent: withSubmissionId,
  });

/**
 * Records an order paid (or to be paid) outside the site, for a member; returns `{ order }`. It is
 * `ACTIVE` at once (or `PENDING` with a future start), paid or not. Site owner only.
 *
 * @example
 * ```ts
 * const { order } = await createOfflineOrder(client, planId, memberId, { paid: true });
 * ```
 * @function
 */
export const createOfflineOrder: PlatformCall<[planId: string, memberId: string, options?: CreateOfflineOrderOptions], OrderResponse> =
  /* @__PURE__ */ defineCall({
    name: 'createOfflineOrder',
    method: 'POST',
    path: '/pricing-plans/v2/checkout/orders/offline',
    args: [
      { name: 'planId', placement: 'field' },
      { name: 'memberId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { planId: nonEmptyString(), memberId: nonEmptyString(), options: z.optional(createOfflineOrderOptionsSchema()) },
    encode: { options: startDateEncoding },
    response: OrderResponseWire,
    idempotent: withSubmissionId,
  });

/**
 * Previews the order the signed-in member would get (prices, dates), without saving anything.
 * `order` is absent when the member already reached the plan's purchase limit.
 *
 * @example
 * ```ts
 * const { order, purchaseLimitExceeded } = await getOnlineOrderPreview(client, planId, { couponCode: 'SPRING10' });
 * ```
 * @function
 */
export const getOnlineOrderPreview: PlatformCall<[planId: string, options?: OrderPreviewOptions], OrderPreview> =
  /* @__PURE__ */ defineCall({
    name: 'getOnlineOrderPreview',
    method: 'POST',
    path: '/pricing-plans/v2/checkout/orders/preview-online',
    args: [
      { name: 'planId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { planId: nonEmptyString(), options: z.optional(orderPreviewOptionsSchema()) },
    encode: { options: startDateEncoding },
    response: OrderPreviewWire,
    idempotent: true,
  });

/**
 * Previews an offline order for a member, without saving anything; reports whether it would exceed
 * the plan's purchase limit. Site owner only.
 *
 * @example
 * ```ts
 * const { order } = await getOfflineOrderPreview(client, planId, memberId, { startDate: new Date() });
 * ```
 * @function
 */
export const getOfflineOrderPreview: PlatformCall<[planId: string, memberId: string, options?: OrderPreviewOptions], OrderPreview> =
  /* @__PURE__ */ defineCall({
    name: 'getOfflineOrderPreview',
    method: 'POST',
    path: '/pricing-plans/v2/checkout/orders/preview-offline',
    args: [
      { name: 'planId', placement: 'field' },
      { name: 'memberId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { planId: nonEmptyString(), memberId: nonEmptyString(), options: z.optional(orderPreviewOptionsSchema()) },
    encode: { options: startDateEncoding },
    response: OrderPreviewWire,
    idempotent: true,
  });

/**
 * Previews a plan's prices, with a coupon if given. Anyone may call it (no buyer needed).
 *
 * @example
 * ```ts
 * const { prices } = await getPricePreview(client, planId, { couponCode: 'SPRING10' });
 * console.log(prices?.[0]?.price?.total);
 * ```
 * @function
 */
export const getPricePreview: PlatformCall<[planId: string, options?: PricePreviewOptions], PricePreview> = /* @__PURE__ */ defineCall({
  name: 'getPricePreview',
  method: 'POST',
  path: '/pricing-plans/v2/checkout/orders/price-preview',
  args: [
    { name: 'planId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { planId: nonEmptyString(), options: z.optional(pricePreviewOptionsSchema()) },
  response: PricePreviewWire,
  idempotent: true,
});
