'use client';

import type {
  InfiniteData,
  SkipToken,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
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
} from '../hooks.js';
import type { PageData, PageParam } from '../page-data.js';
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

type Orders = UseQueryResult<PageData<Order>, FrontdeskError>;
type OrdersInfinite = UseInfiniteQueryResult<InfiniteData<PageData<Order>, PageParam>, FrontdeskError>;
type SuspenseOrdersInfinite = UseSuspenseInfiniteQueryResult<InfiniteData<PageData<Order>, PageParam>, FrontdeskError>;

/**
 * One of the signed-in member's orders (`memberGetOrder`). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: order } = useMemberOrder(orderId);
 * order?.status; // 'ACTIVE'
 * ```
 */
export function useMemberOrder(
  id: string | SkipToken,
  getOptions?: GetOrderOptions,
  options?: QueryHookOptions<Order>,
): UseQueryResult<Order, FrontdeskError> {
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
export function useSuspenseMemberOrder(
  id: string,
  getOptions?: GetOrderOptions,
  options?: SuspenseQueryHookOptions<Order>,
): UseSuspenseQueryResult<Order, FrontdeskError> {
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
export function useMemberOrders(listOptions?: MemberListOrdersOptions | SkipToken, options?: QueryHookOptions<PageData<Order>>): Orders {
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
export function useSuspenseMemberOrders(
  listOptions?: MemberListOrdersOptions,
  options?: SuspenseQueryHookOptions<PageData<Order>>,
): UseSuspenseQueryResult<PageData<Order>, FrontdeskError> {
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
export function useMemberOrdersInfinite(
  listOptions?: MemberListOrdersOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Order>,
): OrdersInfinite {
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
export function useSuspenseMemberOrdersInfinite(
  listOptions?: MemberListOrdersOptions,
  options?: SuspenseInfiniteQueryHookOptions<Order>,
): SuspenseOrdersInfinite {
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
export function useManagementOrder(
  id: string | SkipToken,
  getOptions?: GetOrderOptions,
  options?: QueryHookOptions<OrderResponse>,
): UseQueryResult<OrderResponse, FrontdeskError> {
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
export function useSuspenseManagementOrder(
  id: string,
  getOptions?: GetOrderOptions,
  options?: SuspenseQueryHookOptions<OrderResponse>,
): UseSuspenseQueryResult<OrderResponse, FrontdeskError> {
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
export function useManagementOrders(
  listOptions?: ManagementListOrdersOptions | SkipToken,
  options?: QueryHookOptions<PageData<Order>>,
): Orders {
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
export function useSuspenseManagementOrders(
  listOptions?: ManagementListOrdersOptions,
  options?: SuspenseQueryHookOptions<PageData<Order>>,
): UseSuspenseQueryResult<PageData<Order>, FrontdeskError> {
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
export function useManagementOrdersInfinite(
  listOptions?: ManagementListOrdersOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Order>,
): OrdersInfinite {
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
export function useSuspenseManagementOrdersInfinite(
  listOptions?: ManagementListOrdersOptions,
  options?: SuspenseInfiniteQueryHookOptions<Order>,
): SuspenseOrdersInfinite {
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
export function useOnlineOrderPreview(
  planId: string | SkipToken,
  previewOptions?: OrderPreviewOptions,
  options?: QueryHookOptions<OrderPreview>,
): UseQueryResult<OrderPreview, FrontdeskError> {
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
export function useSuspenseOnlineOrderPreview(
  planId: string,
  previewOptions?: OrderPreviewOptions,
  options?: SuspenseQueryHookOptions<OrderPreview>,
): UseSuspenseQueryResult<OrderPreview, FrontdeskError> {
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
export function useOfflineOrderPreview(
  planId: string | SkipToken,
  memberId: string | SkipToken,
  previewOptions?: OrderPreviewOptions,
  options?: QueryHookOptions<OrderPreview>,
): UseQueryResult<OrderPreview, FrontdeskError> {
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
export function useSuspenseOfflineOrderPreview(
  planId: string,
  memberId: string,
  previewOptions?: OrderPreviewOptions,
  options?: SuspenseQueryHookOptions<OrderPreview>,
): UseSuspenseQueryResult<OrderPreview, FrontdeskError> {
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
export function usePricePreview(
  planId: string | SkipToken,
  previewOptions?: PricePreviewOptions,
  options?: QueryHookOptions<PricePreview>,
): UseQueryResult<PricePreview, FrontdeskError> {
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
export function useSuspensePricePreview(
  planId: string,
  previewOptions?: PricePreviewOptions,
  options?: SuspenseQueryHookOptions<PricePreview>,
): UseSuspenseQueryResult<PricePreview, FrontdeskError> {
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
export function useCheckoutOrder(
  url?: string | URL,
  options?: QueryHookOptions<Order>,
): { planOrderId: string | undefined; query: UseQueryResult<Order, FrontdeskError> } {
  // Without a URL and without a page (server rendering), there is nothing to read yet.
  const planOrderId = url !== undefined || typeof location !== 'undefined' ? readPlanCheckoutReturn(url).planOrderId : undefined;
  return { planOrderId, query: useFrontdeskQuery((client) => memberDetail(client, planOrderId ?? ''), options, !planOrderId) };
}
