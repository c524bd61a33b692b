import * as z from 'zod/mini';
import { OrderSchema, SpannedPriceSchema, PriceDetailsSchema } from './schemas.js';

/**
 * A response carrying one order: `createOnlineOrder`, `createOfflineOrder` and
 * `managementGetOrder` return it as is; `memberGetOrder` returns its `order`.
 *
 * @example
 * ```ts
 * const { order }: OrderResponse = await managementGetOrder(client, orderId);
 * ```
 */
export const OrderResponseSchema = z.object({ order: OrderSchema });
/**
 * The type of {@link OrderResponseSchema}.
 *
 * @example
 * ```ts
 * const { order }: OrderResponse = await managementGetOrder(client, orderId);
 * ```
 */
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * Offset paging metadata of order lists.
 *
 * @example
 * ```ts
 * const total = (await managementListOrders(client)).response.pagingMetadata?.total;
 * ```
 */
export const PagingMetadataSchema = z.object({
  count: z.optional(z.number()),
  offset: z.optional(z.number()),
  total: z.optional(z.number()),
  tooManyToCount: z.optional(z.boolean()),
  hasNext: z.optional(z.boolean()),
});
/**
 * The type of {@link PagingMetadataSchema}.
 *
 * @example
 * ```ts
 * const total = (await managementListOrders(client)).response.pagingMetadata?.total;
 * ```
 */
export type PagingMetadata = z.infer<typeof PagingMetadataSchema>;

/**
 * Response of `memberListOrders` and `managementListOrders` (available as `page.response`).
 *
 * @example
 * ```ts
 * const body: OrdersResponse = (await memberListOrders(client)).response;
 * ```
 */
export const OrdersResponseSchema = z.object({
  orders: z.optional(z.array(OrderSchema)),
  pagingMetadata: z.optional(PagingMetadataSchema),
});
/**
 * The type of {@link OrdersResponseSchema}.
 *
 * @example
 * ```ts
 * const body: OrdersResponse = (await memberListOrders(client)).response;
 * ```
 */
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/**
 * Response of `getOnlineOrderPreview` and `getOfflineOrderPreview`. An online preview has no
 * `order` when the member already reached the plan's purchase limit.
 *
 * @example
 * ```ts
 * const { order, purchaseLimitExceeded }: OrderPreview = await getOnlineOrderPreview(client, planId);
 * ```
 */
export const OrderPreviewSchema = z.object({
  order: z.optional(OrderSchema),
  purchaseLimitExceeded: z.optional(z.boolean()),
});
/**
 * The type of {@link OrderPreviewSchema}.
 *
 * @example
 * ```ts
 * const { order, purchaseLimitExceeded }: OrderPreview = await getOnlineOrderPreview(client, planId);
 * ```
 */
export type OrderPreview = z.infer<typeof OrderPreviewSchema>;

/**
 * Response of `getPricePreview`: the prices in the shape of `order.pricing.prices` (and the
 * deprecated `price` summary).
 *
 * @example
 * ```ts
 * const { prices }: PricePreview = await getPricePreview(client, planId, { couponCode: 'SPRING10' });
 * ```
 */
export const PricePreviewSchema = z.object({
  prices: z.optional(z.array(SpannedPriceSchema)),
  price: z.optional(PriceDetailsSchema),
});
/**
 * The type of {@link PricePreviewSchema}.
 *
 * @example
 * ```ts
 * const { prices }: PricePreview = await getPricePreview(client, planId, { couponCode: 'SPRING10' });
 * ```
 */
export type PricePreview = z.infer<typeof PricePreviewSchema>;

/**
 * The empty response of order actions (cancel, pause, resume, mark as paid, postpone).
 *
 * @example
 * ```ts
 * const nothing: EmptyResponse = await pauseOrder(client, orderId);
 * ```
 */
export const EmptyResponseSchema = z.object({});
/**
 * The type of {@link EmptyResponseSchema}.
 *
 * @example
 * ```ts
 * const nothing: EmptyResponse = await pauseOrder(client, orderId);
 * ```
 */
export type EmptyResponse = z.infer<typeof EmptyResponseSchema>;
