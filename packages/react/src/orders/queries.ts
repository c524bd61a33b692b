import type { QueryFilters } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import {
  getOfflineOrderPreview,
  getOnlineOrderPreview,
  getPricePreview,
  managementGetOrder,
  managementListOrders,
  memberGetOrder,
  memberListOrders,
} from '@frontdesk/orders';
import { defineInfiniteQuery, defineQuery } from '../build.js';
import { domainFilter, keysOf, type DomainKeys } from '../keys.js';

const DOMAIN = 'orders';

// Query builders shared with the read hooks and mutations of this domain (internal: not exported from the package index).
export const memberDetail = /* @__PURE__ */ defineQuery(DOMAIN, 'memberDetail', memberGetOrder);
export const memberList = /* @__PURE__ */ defineQuery(DOMAIN, 'memberList', memberListOrders);
export const memberListInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'memberList', memberListOrders);
export const managementDetail = /* @__PURE__ */ defineQuery(DOMAIN, 'managementDetail', managementGetOrder);
export const managementList = /* @__PURE__ */ defineQuery(DOMAIN, 'managementList', managementListOrders);
export const managementListInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'managementList', managementListOrders);
export const onlinePreview = /* @__PURE__ */ defineQuery(DOMAIN, 'onlinePreview', getOnlineOrderPreview);
export const offlinePreview = /* @__PURE__ */ defineQuery(DOMAIN, 'offlinePreview', getOfflineOrderPreview);
export const pricePreview = /* @__PURE__ */ defineQuery(DOMAIN, 'pricePreview', getPricePreview);

/**
 * `queryOptions` builders for the orders calls. `member*` and the online preview are the signed-in
 * member's; `management*` and the offline preview are the site owner's; the price preview is anyone's.
 *
 * @example
 * ```ts
 * const { data } = useQuery(orderQueries.memberList(client, { orderStatuses: ['ACTIVE'] }));
 * await queryClient.prefetchQuery(orderQueries.memberDetail(client, orderId));
 * ```
 */
export const orderQueries = {
  /** Filters for every order query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `memberGetOrder(id, options)`: one of the member's orders. */
  memberDetail,
  /** `memberListOrders(options)`: one page of the member's orders. */
  memberList,
  /** `memberListOrders(options)`, page by page. */
  memberListInfinite,
  /** `managementGetOrder(id, options)`: any order, as `{ order }` (site owner). */
  managementDetail,
  /** `managementListOrders(options)`: one page of the site's orders (site owner). */
  managementList,
  /** `managementListOrders(options)`, page by page. */
  managementListInfinite,
  /** `getOnlineOrderPreview(planId, options)`: what the member would pay. */
  onlinePreview,
  /** `getOfflineOrderPreview(planId, memberId, options)` (site owner). */
  offlinePreview,
  /** `getPricePreview(planId, options)`: a plan's price with a coupon. */
  pricePreview,
};

/**
 * Query keys of the orders domain: `['frontdesk', scope, 'orders', kind, ...args]`. Member orders live
 * in the member's scope, so they are never shown to anyone else and go away on logout.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(orderKeys.memberDetail(scopeOf(client), orderId));
 * await queryClient.invalidateQueries({ queryKey: orderKeys.memberList(scopeOf(client)) }); // every page and filter
 * ```
 */
export const orderKeys: DomainKeys<typeof DOMAIN, typeof orderQueries> = /* @__PURE__ */ keysOf(DOMAIN, orderQueries);
