import type { QueryFilters } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { getPlan, getPlanStats, listPlans, listPublicPlans, queryPublicPlans } from '@frontdesk/plans';
import { defineInfiniteQuery, defineQuery, type CallArgs } from '../build.js';
import { domainFilter, keysOf, type DomainKeys } from '../keys.js';

export const DOMAIN = 'plans';

/** The query of `queryPublicPlans` (filter, sort, paging). */
export type PublicPlansQuery = CallArgs<typeof queryPublicPlans>[0];
/** The options of `listPublicPlans` (`limit`, `offset`, `planIds`). */
export type PublicPlanListOptions = CallArgs<typeof listPublicPlans>[0];
/** The options of `listPlans` (`archived`, `public`, `limit`, `offset`, `planIds`). */
export type PlanListOptions = CallArgs<typeof listPlans>[0];

// Query builders shared with the read hooks and mutations of this domain (internal: not exported from the package index).
export const detail = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getPlan);
export const publicQuery = /* @__PURE__ */ defineQuery(DOMAIN, 'publicQuery', queryPublicPlans);
export const publicQueryInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'publicQuery', queryPublicPlans);
export const publicList = /* @__PURE__ */ defineQuery(DOMAIN, 'publicList', listPublicPlans);
export const publicListInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'publicList', listPublicPlans);
export const list = /* @__PURE__ */ defineQuery(DOMAIN, 'list', listPlans);
export const listInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'list', listPlans);
export const stats = /* @__PURE__ */ defineQuery(DOMAIN, 'stats', getPlanStats);

/**
 * `queryOptions` builders for the plans calls, for `useQuery`, `useSuspenseQuery`, `prefetchQuery`...
 * `detail`, `list`, `listInfinite` and `stats` are the site owner's calls; `publicQuery` and
 * `publicList` (and their infinite variants) are for everyone.
 *
 * @example
 * ```ts
 * const { data } = useQuery(planQueries.publicQuery(client, { paging: { limit: 12 } }));
 * await queryClient.prefetchQuery(planQueries.detail(client, planId));
 * await queryClient.invalidateQueries(planQueries.all(client));
 * ```
 */
export const planQueries = {
  /** Filters for every plan query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `getPlan(id)`: any plan by id (site owner). */
  detail,
  /** `queryPublicPlans(query)`: one page of public plans. */
  publicQuery,
  /** `queryPublicPlans(query)`, page by page. */
  publicQueryInfinite,
  /** `listPublicPlans(options)`: one page of public plans in the site's order. */
  publicList,
  /** `listPublicPlans(options)`, page by page. */
  publicListInfinite,
  /** `listPlans(options)`: one page of the site's plans (site owner). */
  list,
  /** `listPlans(options)`, page by page. */
  listInfinite,
  /** `getPlanStats()` (site owner). */
  stats,
};

/**
 * Query keys of the plans domain: `['frontdesk', scope, 'plans', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(planKeys.detail(scopeOf(client), planId));
 * await queryClient.invalidateQueries({ queryKey: planKeys.all(scopeOf(client)) });
 * ```
 */
export const planKeys: DomainKeys<typeof DOMAIN, typeof planQueries> = /* @__PURE__ */ keysOf(DOMAIN, planQueries);
