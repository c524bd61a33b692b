import type { QueryFilters } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { countServices, getService, queryCategories, queryLocations, queryPolicies, queryServices } from '@frontdesk/services';
import { defineInfiniteQuery, defineQuery, type CallArgs, type InfiniteQueryBuilder, type QueryBuilder } from './build.js';
import { domainFilter, domainKey } from './keys.js';

export const DOMAIN = 'services';

/** The query of `queryServices` (filter, sort, offset paging). */
export type ServicesQuery = CallArgs<typeof queryServices>[0];
/** The options of `getService` (`conditionalFields`). */
export type ServiceDetailOptions = CallArgs<typeof getService>[1];
/** The options of `countServices` (`filter`). */
export type ServiceCountOptions = CallArgs<typeof countServices>[0];
/** The query of `queryPolicies` (filter, sort, cursor paging). */
export type ServicePoliciesQuery = CallArgs<typeof queryPolicies>[0];
/** The options of `queryLocations`. */
export type ServiceLocationsOptions = CallArgs<typeof queryLocations>[0];
/** The options of `queryCategories`. */
export type ServiceCategoriesOptions = CallArgs<typeof queryCategories>[0];

// Query builders shared with the read hooks and mutations of this domain (internal: not exported from the package index).
export const detail: QueryBuilder<typeof getService> = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getService);
export const query: QueryBuilder<typeof queryServices> = /* @__PURE__ */ defineQuery(DOMAIN, 'query', queryServices);
export const queryInfinite: InfiniteQueryBuilder<typeof queryServices> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'query', queryServices);
export const count: QueryBuilder<typeof countServices> = /* @__PURE__ */ defineQuery(DOMAIN, 'count', countServices);
export const policies: QueryBuilder<typeof queryPolicies> = /* @__PURE__ */ defineQuery(DOMAIN, 'policies', queryPolicies);
export const locations: QueryBuilder<typeof queryLocations> = /* @__PURE__ */ defineQuery(DOMAIN, 'locations', queryLocations);
export const categories: QueryBuilder<typeof queryCategories> = /* @__PURE__ */ defineQuery(DOMAIN, 'categories', queryCategories);

/**
 * Query keys of the services domain: `['frontdesk', scope, 'services', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(serviceKeys.detail(scopeOf(client), serviceId));
 * await queryClient.invalidateQueries({ queryKey: serviceKeys.all(scopeOf(client)) });
 * ```
 */
export const serviceKeys = /* @__PURE__ */ (() => ({
  /** Every services query of a scope. */
  all: (scope: string) => domainKey(scope, DOMAIN),
  detail: detail.key,
  query: query.key,
  queryInfinite: queryInfinite.key,
  count: count.key,
  policies: policies.key,
  locations: locations.key,
  categories: categories.key,
}))();

/**
 * `queryOptions` builders for the services catalogue calls (everyone may call them), for `useQuery`,
 * `useSuspenseQuery`, `prefetchQuery`...
 *
 * @example
 * ```ts
 * const { data } = useQuery(serviceQueries.query(client, { filter: { type: 'CLASS' } }));
 * await queryClient.prefetchQuery(serviceQueries.detail(client, serviceId));
 * ```
 */
export const serviceQueries: {
  /** Filters for every services query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>) => QueryFilters;
  /** `getService(id, options)`. */
  detail: QueryBuilder<typeof getService>;
  /** `queryServices(query)`: one page of services. */
  query: QueryBuilder<typeof queryServices>;
  /** `queryServices(query)`, page by page. */
  queryInfinite: InfiniteQueryBuilder<typeof queryServices>;
  /** `countServices(options)`. */
  count: QueryBuilder<typeof countServices>;
  /** `queryPolicies(query)`: one page of booking policies with their services. */
  policies: QueryBuilder<typeof queryPolicies>;
  /** `queryLocations(options)`. */
  locations: QueryBuilder<typeof queryLocations>;
  /** `queryCategories(options)`. */
  categories: QueryBuilder<typeof queryCategories>;
} = {
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  detail,
  query,
  queryInfinite,
  count,
  policies,
  locations,
  categories,
};
