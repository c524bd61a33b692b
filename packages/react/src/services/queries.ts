import {
  infiniteQueryOptions,
  queryOptions,
  type DataTag,
  type InfiniteData,
  type QueryFilters,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import {
  countServices,
  getService,
  queryCategories,
  queryLocations,
  queryPolicies,
  queryServices,
  searchServices,
  type SearchServicesResponse,
  type Service,
} from '@frontdesk/services';
import { defineInfiniteQuery, defineQuery, INFINITE, runInScope, type CallArgs, type FrontdeskQueryOptions } from '../build.js';
import { frontdeskRetry, frontdeskRetryDelay } from '../defaults.js';
import { callKey, domainFilter, type FrontdeskQueryKey, keysOf, type DomainKeys } from '../keys.js';
import { withPageParam, type PageParam } from '../page-data.js';
import { scopeOf } from '../scope.js';

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
/** The search of `searchServices` (filter, free text, sort, aggregations, cursor paging). */
export type ServicesSearch = CallArgs<typeof searchServices>[0];

/**
 * One page of `searchServices` as query data: the services, the aggregations (computed over every
 * match) and the cursor paging metadata, kept as the server sent them.
 *
 * @example
 * ```tsx
 * const { data } = useSearchServices({ aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }] });
 * data?.aggregationData?.results?.[0]?.values?.results; // [{ value: 'CLASS', count: 3 }, ...]
 * ```
 */
export interface ServiceSearchData {
  /** This page's services. */
  services: Service[];
  /** The aggregation results, when aggregations were asked for. */
  aggregationData: SearchServicesResponse['aggregationData'];
  /** The cursor paging metadata (`cursors.next` for the following page). */
  pagingMetadata: SearchServicesResponse['pagingMetadata'];
}

/** The `queryOptions` builder of `searchServices` (its data keeps the aggregations: see {@link ServiceSearchData}). */
export interface ServiceSearchBuilder {
  (client: FrontdeskClient<any>, search: ServicesSearch): FrontdeskQueryOptions<ServiceSearchData>;
  /** The query key for a scope and a search (without a search: the prefix of every search). */
  key(scope: string, search?: ServicesSearch): FrontdeskQueryKey;
}

/** The `infiniteQueryOptions` of a services search, page by page (cursor paging). */
export type ServiceSearchInfiniteOptions = UnusedSkipTokenInfiniteOptions<
  ServiceSearchData,
  FrontdeskError,
  InfiniteData<ServiceSearchData, PageParam>,
  FrontdeskQueryKey,
  PageParam
> & {
  queryKey: DataTag<FrontdeskQueryKey, InfiniteData<ServiceSearchData>, FrontdeskError>;
};

/** The infinite `queryOptions` builder of `searchServices`: every page keeps its `aggregationData`. */
export interface ServiceSearchInfiniteBuilder {
  (client: FrontdeskClient<any>, search: ServicesSearch): ServiceSearchInfiniteOptions;
  /** The query key for a scope and a search. */
  key(scope: string, search?: ServicesSearch): FrontdeskQueryKey;
}

// Query builders shared with the read hooks and mutations of this domain (internal: not exported from the package index).
export const detail = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getService);
export const query = /* @__PURE__ */ defineQuery(DOMAIN, 'query', queryServices);
export const queryInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'query', queryServices);
export const count = /* @__PURE__ */ defineQuery(DOMAIN, 'count', countServices);
export const policies = /* @__PURE__ */ defineQuery(DOMAIN, 'policies', queryPolicies);
export const locations = /* @__PURE__ */ defineQuery(DOMAIN, 'locations', queryLocations);
export const categories = /* @__PURE__ */ defineQuery(DOMAIN, 'categories', queryCategories);

const SEARCH = 'search';

/** Runs `searchServices` for a query function: the query's `signal`, no transport retries (TanStack retries). */
async function runSearch(client: FrontdeskClient<any>, signal: AbortSignal, args: readonly unknown[]): Promise<ServiceSearchData> {
  const page = await searchServices(client.with({ signal, retry: false }), ...(args as [ServicesSearch]));
  const response = page.response as SearchServicesResponse;
  return { services: page.items, aggregationData: response.aggregationData, pagingMetadata: response.pagingMetadata };
}

function searchBuilder(client: FrontdeskClient<any>, search: ServicesSearch): FrontdeskQueryOptions<ServiceSearchData> {
  const scope = scopeOf(client);
  return queryOptions<ServiceSearchData, FrontdeskError, ServiceSearchData, FrontdeskQueryKey>({
    queryKey: callKey(scope, DOMAIN, SEARCH, [search]),
    queryFn: ({ signal }) => runInScope(client, scope, () => runSearch(client, signal, [search])),
    retry: frontdeskRetry,
    retryDelay: frontdeskRetryDelay,
  }) as FrontdeskQueryOptions<ServiceSearchData>;
}

/** The cursor of the page after `last` (with the page size asked for), or `undefined` at the end. */
function nextSearchParam(last: ServiceSearchData, search: ServicesSearch): PageParam | undefined {
  const next = last.pagingMetadata?.cursors?.next;
  if (!next || last.services.length === 0 || last.pagingMetadata?.hasNext === false) return undefined;
  return { cursor: next, limit: search?.cursorPaging?.limit ?? last.pagingMetadata?.count ?? last.services.length };
}

function searchInfiniteBuilder(client: FrontdeskClient<any>, search: ServicesSearch): ServiceSearchInfiniteOptions {
  const scope = scopeOf(client);
  return infiniteQueryOptions<ServiceSearchData, FrontdeskError, InfiniteData<ServiceSearchData, PageParam>, FrontdeskQueryKey, PageParam>({
    queryKey: callKey(scope, DOMAIN, SEARCH, [INFINITE, search]),
    queryFn: ({ signal, pageParam }) =>
      runInScope(client, scope, () => runSearch(client, signal, withPageParam(searchServices.declaration, [search], pageParam))),
    initialPageParam: null,
    getNextPageParam: (last) => nextSearchParam(last, search),
    retry: frontdeskRetry,
    retryDelay: frontdeskRetryDelay,
  }) as ServiceSearchInfiniteOptions;
}

export const search: ServiceSearchBuilder = /* @__PURE__ */ Object.assign(searchBuilder, {
  key: (scope: string, search?: ServicesSearch): FrontdeskQueryKey => callKey(scope, DOMAIN, SEARCH, [search]),
});
export const searchInfinite: ServiceSearchInfiniteBuilder = /* @__PURE__ */ Object.assign(searchInfiniteBuilder, {
  key: (scope: string, search?: ServicesSearch): FrontdeskQueryKey => callKey(scope, DOMAIN, SEARCH, [INFINITE, search]),
});

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
export const serviceQueries = {
  /** Filters for every services query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `getService(id, options)`. */
  detail,
  /** `queryServices(query)`: one page of services. */
  query,
  /** `queryServices(query)`, page by page. */
  queryInfinite,
  /** `countServices(options)`. */
  count,
  /** `queryPolicies(query)`: one page of booking policies with their services. */
  policies,
  /** `queryLocations(options)`. */
  locations,
  /** `queryCategories(options)`. */
  categories,
  /** `searchServices(search)`: one page of services with its `aggregationData` and `pagingMetadata`. */
  search,
  /** `searchServices(search)`, page by page (cursors); each page keeps its `aggregationData`. */
  searchInfinite,
};

/**
 * Query keys of the services domain: `['frontdesk', scope, 'services', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(serviceKeys.detail(scopeOf(client), serviceId));
 * await queryClient.invalidateQueries({ queryKey: serviceKeys.all(scopeOf(client)) });
 * ```
 */
export const serviceKeys: DomainKeys<typeof DOMAIN, typeof serviceQueries> = /* @__PURE__ */ keysOf(DOMAIN, serviceQueries);
