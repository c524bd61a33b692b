'use client';

import { readPlanCheckoutReturn, type Order } from '@frontdesk/orders';
import {
  infiniteQueryHook,
  queryHook,
  suspenseInfiniteQueryHook,
  suspenseQueryHook,
  useFrontdeskQuery,
  type QueryHookOptions,
  type QueryHookResult,
} from '../hooks.js';
import {
  managementDetail,
  managementList,
  managementListInfinite,
  memberDetail,
  memberList,
  memberListInfinite,
  offlinePreview,
  onlinePreview,
  pricePreview,
} from './queries.js';

/**
 * One of the signed-in member's orders (`memberGetOrder`). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: order } = useMemberOrder(orderId);
 * order?.status; // 'ACTIVE'
 * ```
 */
export const useMemberOrder = /* @__PURE__ */ queryHook(memberDetail, 1);

/**
 * {@link useMemberOrder} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: order } = useSuspenseMemberOrder(orderId);
 * ```
 */
export const useSuspenseMemberOrder = /* @__PURE__ */ suspenseQueryHook(memberDetail);

/**
 * One page of the signed-in member's orders (`memberListOrders`).
 *
 * @example
 * ```tsx
 * const { data } = useMemberOrders({ orderStatuses: ['ACTIVE', 'PAUSED'], sorting: { fieldName: 'createdDate', order: 'DESC' } });
 * ```
 */
export const useMemberOrders = /* @__PURE__ */ queryHook(memberList, 1);

/**
 * {@link useMemberOrders} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberOrders();
 * ```
 */
export const useSuspenseMemberOrders = /* @__PURE__ */ suspenseQueryHook(memberList);

/**
 * The signed-in member's orders page by page (`memberListOrders`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMemberOrdersInfinite({ limit: 10 });
 * ```
 */
export const useMemberOrdersInfinite = /* @__PURE__ */ infiniteQueryHook(memberListInfinite, 1);

/**
 * {@link useMemberOrdersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberOrdersInfinite({ limit: 10 });
 * ```
 */
export const useSuspenseMemberOrdersInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(memberListInfinite);

/**
 * Any order, as `{ order }` (`managementGetOrder`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useManagementOrder(orderId, { fieldSet: 'FULL' });
 * data?.order.buyer?.memberId;
 * ```
 */
export const useManagementOrder = /* @__PURE__ */ queryHook(managementDetail, 1);

/**
 * {@link useManagementOrder} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrder(orderId);
 * ```
 */
export const useSuspenseManagementOrder = /* @__PURE__ */ suspenseQueryHook(managementDetail);

/**
 * One page of the site's orders (`managementListOrders`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useManagementOrders({ paymentStatuses: ['UNPAID'] });
 * ```
 */
export const useManagementOrders = /* @__PURE__ */ queryHook(managementList, 1);

/**
 * {@link useManagementOrders} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrders({ buyerIds: [memberId] });
 * ```
 */
export const useSuspenseManagementOrders = /* @__PURE__ */ suspenseQueryHook(managementList);

/**
 * The site's orders page by page (`managementListOrders`, site owner).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useManagementOrdersInfinite({ limit: 25 });
 * ```
 */
export const useManagementOrdersInfinite = /* @__PURE__ */ infiniteQueryHook(managementListInfinite, 1);

/**
 * {@link useManagementOrdersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrdersInfinite({ limit: 25 });
 * ```
 */
export const useSuspenseManagementOrdersInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(managementListInfinite);

/**
 * What the signed-in member would pay for a plan (`getOnlineOrderPreview`).
 *
 * @example
 * ```tsx
 * const { data } = useOnlineOrderPreview(planId, { couponCode });
 * data?.order.priceDetails?.total;
 * ```
 */
export const useOnlineOrderPreview = /* @__PURE__ */ queryHook(onlinePreview, 1);

/**
 * {@link useOnlineOrderPreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOnlineOrderPreview(planId);
 * ```
 */
export const useSuspenseOnlineOrderPreview = /* @__PURE__ */ suspenseQueryHook(onlinePreview);

/**
 * What a member would pay for an offline order (`getOfflineOrderPreview`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useOfflineOrderPreview(planId, memberId);
 * ```
 */
export const useOfflineOrderPreview = /* @__PURE__ */ queryHook(offlinePreview, 2);

/**
 * {@link useOfflineOrderPreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOfflineOrderPreview(planId, memberId);
 * ```
 */
export const useSuspenseOfflineOrderPreview = /* @__PURE__ */ suspenseQueryHook(offlinePreview);

/**
 * A plan's price, with a coupon applied (`getPricePreview`); anyone may ask.
 *
 * @example
 * ```tsx
 * const { data } = usePricePreview(planId, { couponCode: 'WELCOME10' });
 * data?.price?.total;
 * ```
 */
export const usePricePreview = /* @__PURE__ */ queryHook(pricePreview, 1);

/**
 * {@link usePricePreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePricePreview(planId);
 * ```
 */
export const useSuspensePricePreview = /* @__PURE__ */ suspenseQueryHook(pricePreview);

/**
 * On the checkout's thank-you page: the order whose id the return URL carries (`planOrderId`, see
 * `readPlanCheckoutReturn`), read as the signed-in member; idle when the URL has none. It shares its
 * cache entry with {@link useMemberOrder}. During server rendering pass the request URL.
 *
 * @example
 * ```tsx
 * const { planOrderId, query } = useCheckoutOrder();
 * if (!planOrderId) return <p>No purchase</p>;
 * return <p>{query.data?.status}</p>;
 * ```
 */
export function useCheckoutOrder<TData = Order>(
  url?: string | URL,
  options?: QueryHookOptions<Order, TData>,
): { planOrderId: string | undefined; query: QueryHookResult<Order, TData> } {
  // Without a URL and without a page (server rendering), there is nothing to read yet.
  const planOrderId = url !== undefined || typeof location !== 'undefined' ? readPlanCheckoutReturn(url).planOrderId : undefined;
  return { planOrderId, query: useFrontdeskQuery((client) => memberDetail(client, planOrderId ?? ''), options, !planOrderId) };
}
