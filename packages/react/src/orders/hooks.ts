'use client';

import type { SkipToken } from '@tanstack/react-query';
import {
  readPlanCheckoutReturn,
  type GetOrderOptions,
  type ManagementListOrdersOptions,
  type MemberListOrdersOptions,
  type Order,
  type OrderPreview,
  type OrderPreviewOptions,
  type OrderResponse,
  type PricePreview,
  type PricePreviewOptions,
} from '@frontdesk/orders';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
  type QueryHookResult,
  type SuspenseQueryHookResult,
  type InfinitePages,
  type InfiniteQueryHookResult,
  type SuspenseInfiniteQueryHookResult,
} from '../hooks.js';
import type { PageData } from '../page-data.js';
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
export function useMemberOrder<TData = Order>(
  id: string | SkipToken,
  getOptions?: GetOrderOptions,
  options?: QueryHookOptions<Order, TData>,
): QueryHookResult<Order, TData> {
  return useFrontdeskQuery((client) => memberDetail(client, id as string, getOptions), options, hasSkipToken([id]));
}

/**
 * {@link useMemberOrder} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: order } = useSuspenseMemberOrder(orderId);
 * ```
 */
export function useSuspenseMemberOrder<TData = Order>(
  id: string,
  getOptions?: GetOrderOptions,
  options?: SuspenseQueryHookOptions<Order, TData>,
): SuspenseQueryHookResult<Order, TData> {
  return useFrontdeskSuspenseQuery((client) => memberDetail(client, id, getOptions), options);
}

/**
 * One page of the signed-in member's orders (`memberListOrders`).
 *
 * @example
 * ```tsx
 * const { data } = useMemberOrders({ orderStatuses: ['ACTIVE', 'PAUSED'], sorting: { fieldName: 'createdDate', order: 'DESC' } });
 * ```
 */
export function useMemberOrders<TData = PageData<Order>>(
  listOptions?: MemberListOrdersOptions | SkipToken,
  options?: QueryHookOptions<PageData<Order>, TData>,
): QueryHookResult<PageData<Order>, TData> {
  return useFrontdeskQuery((client) => memberList(client, listOptions as MemberListOrdersOptions), options, hasSkipToken([listOptions]));
}

/**
 * {@link useMemberOrders} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberOrders();
 * ```
 */
export function useSuspenseMemberOrders<TData = PageData<Order>>(
  listOptions?: MemberListOrdersOptions,
  options?: SuspenseQueryHookOptions<PageData<Order>, TData>,
): SuspenseQueryHookResult<PageData<Order>, TData> {
  return useFrontdeskSuspenseQuery((client) => memberList(client, listOptions), options);
}

/**
 * The signed-in member's orders page by page (`memberListOrders`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMemberOrdersInfinite({ limit: 10 });
 * ```
 */
export function useMemberOrdersInfinite<TData = InfinitePages<Order>>(
  listOptions?: MemberListOrdersOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Order, TData>,
): InfiniteQueryHookResult<Order, TData> {
  return useFrontdeskInfiniteQuery(
    (client) => memberListInfinite(client, listOptions as MemberListOrdersOptions),
    options,
    hasSkipToken([listOptions]),
  );
}

/**
 * {@link useMemberOrdersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberOrdersInfinite({ limit: 10 });
 * ```
 */
export function useSuspenseMemberOrdersInfinite<TData = InfinitePages<Order>>(
  listOptions?: MemberListOrdersOptions,
  options?: SuspenseInfiniteQueryHookOptions<Order, TData>,
): SuspenseInfiniteQueryHookResult<Order, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => memberListInfinite(client, listOptions), options);
}

/**
 * Any order, as `{ order }` (`managementGetOrder`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useManagementOrder(orderId, { fieldSet: 'FULL' });
 * data?.order.buyer?.memberId;
 * ```
 */
export function useManagementOrder<TData = OrderResponse>(
  id: string | SkipToken,
  getOptions?: GetOrderOptions,
  options?: QueryHookOptions<OrderResponse, TData>,
): QueryHookResult<OrderResponse, TData> {
  return useFrontdeskQuery((client) => managementDetail(client, id as string, getOptions), options, hasSkipToken([id]));
}

/**
 * {@link useManagementOrder} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrder(orderId);
 * ```
 */
export function useSuspenseManagementOrder<TData = OrderResponse>(
  id: string,
  getOptions?: GetOrderOptions,
  options?: SuspenseQueryHookOptions<OrderResponse, TData>,
): SuspenseQueryHookResult<OrderResponse, TData> {
  return useFrontdeskSuspenseQuery((client) => managementDetail(client, id, getOptions), options);
}

/**
 * One page of the site's orders (`managementListOrders`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useManagementOrders({ paymentStatuses: ['UNPAID'] });
 * ```
 */
export function useManagementOrders<TData = PageData<Order>>(
  listOptions?: ManagementListOrdersOptions | SkipToken,
  options?: QueryHookOptions<PageData<Order>, TData>,
): QueryHookResult<PageData<Order>, TData> {
  return useFrontdeskQuery(
    (client) => managementList(client, listOptions as ManagementListOrdersOptions),
    options,
    hasSkipToken([listOptions]),
  );
}

/**
 * {@link useManagementOrders} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrders({ buyerIds: [memberId] });
 * ```
 */
export function useSuspenseManagementOrders<TData = PageData<Order>>(
  listOptions?: ManagementListOrdersOptions,
  options?: SuspenseQueryHookOptions<PageData<Order>, TData>,
): SuspenseQueryHookResult<PageData<Order>, TData> {
  return useFrontdeskSuspenseQuery((client) => managementList(client, listOptions), options);
}

/**
 * The site's orders page by page (`managementListOrders`, site owner).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useManagementOrdersInfinite({ limit: 25 });
 * ```
 */
export function useManagementOrdersInfinite<TData = InfinitePages<Order>>(
  listOptions?: ManagementListOrdersOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Order, TData>,
): InfiniteQueryHookResult<Order, TData> {
  return useFrontdeskInfiniteQuery(
    (client) => managementListInfinite(client, listOptions as ManagementListOrdersOptions),
    options,
    hasSkipToken([listOptions]),
  );
}

/**
 * {@link useManagementOrdersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseManagementOrdersInfinite({ limit: 25 });
 * ```
 */
export function useSuspenseManagementOrdersInfinite<TData = InfinitePages<Order>>(
  listOptions?: ManagementListOrdersOptions,
  options?: SuspenseInfiniteQueryHookOptions<Order, TData>,
): SuspenseInfiniteQueryHookResult<Order, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => managementListInfinite(client, listOptions), options);
}

/**
 * What the signed-in member would pay for a plan (`getOnlineOrderPreview`).
 *
 * @example
 * ```tsx
 * const { data } = useOnlineOrderPreview(planId, { couponCode });
 * data?.order.priceDetails?.total;
 * ```
 */
export function useOnlineOrderPreview<TData = OrderPreview>(
  planId: string | SkipToken,
  previewOptions?: OrderPreviewOptions,
  options?: QueryHookOptions<OrderPreview, TData>,
): QueryHookResult<OrderPreview, TData> {
  return useFrontdeskQuery((client) => onlinePreview(client, planId as string, previewOptions), options, hasSkipToken([planId]));
}

/**
 * {@link useOnlineOrderPreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOnlineOrderPreview(planId);
 * ```
 */
export function useSuspenseOnlineOrderPreview<TData = OrderPreview>(
  planId: string,
  previewOptions?: OrderPreviewOptions,
  options?: SuspenseQueryHookOptions<OrderPreview, TData>,
): SuspenseQueryHookResult<OrderPreview, TData> {
  return useFrontdeskSuspenseQuery((client) => onlinePreview(client, planId, previewOptions), options);
}

/**
 * What a member would pay for an offline order (`getOfflineOrderPreview`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = useOfflineOrderPreview(planId, memberId);
 * ```
 */
export function useOfflineOrderPreview<TData = OrderPreview>(
  planId: string | SkipToken,
  memberId: string | SkipToken,
  previewOptions?: OrderPreviewOptions,
  options?: QueryHookOptions<OrderPreview, TData>,
): QueryHookResult<OrderPreview, TData> {
  return useFrontdeskQuery(
    (client) => offlinePreview(client, planId as string, memberId as string, previewOptions),
    options,
    hasSkipToken([planId, memberId]),
  );
}

/**
 * {@link useOfflineOrderPreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOfflineOrderPreview(planId, memberId);
 * ```
 */
export function useSuspenseOfflineOrderPreview<TData = OrderPreview>(
  planId: string,
  memberId: string,
  previewOptions?: OrderPreviewOptions,
  options?: SuspenseQueryHookOptions<OrderPreview, TData>,
): SuspenseQueryHookResult<OrderPreview, TData> {
  return useFrontdeskSuspenseQuery((client) => offlinePreview(client, planId, memberId, previewOptions), options);
}

/**
 * A plan's price, with a coupon applied (`getPricePreview`); anyone may ask.
 *
 * @example
 * ```tsx
 * const { data } = usePricePreview(planId, { couponCode: 'WELCOME10' });
 * data?.price?.total;
 * ```
 */
export function usePricePreview<TData = PricePreview>(
  planId: string | SkipToken,
  previewOptions?: PricePreviewOptions,
  options?: QueryHookOptions<PricePreview, TData>,
): QueryHookResult<PricePreview, TData> {
  return useFrontdeskQuery((client) => pricePreview(client, planId as string, previewOptions), options, hasSkipToken([planId]));
}

/**
 * {@link usePricePreview} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePricePreview(planId);
 * ```
 */
export function useSuspensePricePreview<TData = PricePreview>(
  planId: string,
  previewOptions?: PricePreviewOptions,
  options?: SuspenseQueryHookOptions<PricePreview, TData>,
): SuspenseQueryHookResult<PricePreview, TData> {
  return useFrontdeskSuspenseQuery((client) => pricePreview(client, planId, previewOptions), options);
}

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
