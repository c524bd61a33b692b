'use client';

import type {
  InfiniteData,
  SkipToken,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseSuspenseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import {
  infiniteQueryHook,
  queryHook,
  suspenseInfiniteQueryHook,
  suspenseQueryHook,
  hasSkipToken,
  useInfinitePagesQuery,
  useSuspenseInfinitePagesQuery,
  type Selected,
} from '../hooks.js';
import type { FrontdeskQueryKey } from '../keys.js';
import type { PageParam } from '../page-data.js';
import {
  categories,
  count,
  detail,
  locations,
  policies,
  query,
  queryInfinite,
  search,
  searchInfinite,
  type ServiceSearchData,
  type ServicesQuery,
  type ServicesSearch,
} from './queries.js';

// The services list hooks take the query only (not `queryServices`' options), as they always have.
const byQuery = (client: FrontdeskClient<any>, servicesQuery?: ServicesQuery) => query(client, servicesQuery);
const byQueryInfinite = (client: FrontdeskClient<any>, servicesQuery?: ServicesQuery) => queryInfinite(client, servicesQuery);

/**
 * A service by id (anyone). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: service } = useService(serviceId, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
 * ```
 */
export const useService = /* @__PURE__ */ queryHook(detail, 1);

/**
 * {@link useService} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: service } = useSuspenseService(serviceId);
 * ```
 */
export const useSuspenseService = /* @__PURE__ */ suspenseQueryHook(detail);

/**
 * One page of services (`queryServices`): filter, sort and offset paging.
 *
 * @example
 * ```tsx
 * const { data } = useServices({ filter: { type: 'CLASS', hidden: false }, paging: { limit: 12 } });
 * data?.items.map((service) => service.name);
 * ```
 */
export const useServices = /* @__PURE__ */ queryHook(byQuery, 1);

/**
 * {@link useServices} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServices({ paging: { limit: 12 } });
 * ```
 */
export const useSuspenseServices = /* @__PURE__ */ suspenseQueryHook(byQuery);

/**
 * Services page by page (`queryServices`); `fetchNextPage()` loads the next offset.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useServicesInfinite({ paging: { limit: 12 } });
 * ```
 */
export const useServicesInfinite = /* @__PURE__ */ infiniteQueryHook(byQueryInfinite, 1);

/**
 * {@link useServicesInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useSuspenseServicesInfinite({ paging: { limit: 12 } });
 * ```
 */
export const useSuspenseServicesInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(byQueryInfinite);

/**
 * How many services match a filter (`countServices`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceCount({ filter: { type: 'APPOINTMENT' } });
 * data?.count;
 * ```
 */
export const useServiceCount = /* @__PURE__ */ queryHook(count, 1);

/**
 * {@link useServiceCount} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceCount();
 * ```
 */
export const useSuspenseServiceCount = /* @__PURE__ */ suspenseQueryHook(count);

/**
 * One page of booking policies with the services that use them (`queryPolicies`).
 *
 * @example
 * ```tsx
 * const { data } = useServicePolicies({ filter: { 'bookingPolicy.default': true } });
 * ```
 */
export const useServicePolicies = /* @__PURE__ */ queryHook(policies, 1);

/**
 * {@link useServicePolicies} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServicePolicies({});
 * ```
 */
export const useSuspenseServicePolicies = /* @__PURE__ */ suspenseQueryHook(policies);

/**
 * The locations used by the matching services (`queryLocations`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceLocations();
 * data?.businessLocations?.locations?.map((l) => l.business?.name);
 * ```
 */
export const useServiceLocations = /* @__PURE__ */ queryHook(locations, 1);

/**
 * {@link useServiceLocations} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceLocations();
 * ```
 */
export const useSuspenseServiceLocations = /* @__PURE__ */ suspenseQueryHook(locations);

/**
 * The categories used by the matching services (`queryCategories`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceCategories({ filter: { services: { hidden: false } } });
 * ```
 */
export const useServiceCategories = /* @__PURE__ */ queryHook(categories, 1);

/**
 * {@link useServiceCategories} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceCategories();
 * ```
 */
export const useSuspenseServiceCategories = /* @__PURE__ */ suspenseQueryHook(categories);

/**
 * The data of a services search page by page: every page's {@link ServiceSearchData} and cursor.
 */
export type ServiceSearchPages = InfiniteData<ServiceSearchData, PageParam>;

/**
 * Options of {@link useSearchServicesInfinite} besides the search (`maxPages`, `staleTime`, `enabled`...).
 *
 * @example
 * ```tsx
 * useSearchServicesInfinite(search, { maxPages: 5 });
 * useSearchServicesInfinite(search, { select: (data) => data.pages.flatMap((page) => page.services) });
 * ```
 */
export type SearchServicesInfiniteOptions<TData = ServiceSearchPages> = Omit<
  UseInfiniteQueryOptions<ServiceSearchData, FrontdeskError, TData, FrontdeskQueryKey, PageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

/**
 * Options of {@link useSuspenseSearchServicesInfinite}.
 */
export type SuspenseSearchServicesInfiniteOptions<TData = ServiceSearchPages> = Omit<
  SearchServicesInfiniteOptions<TData>,
  'enabled' | 'placeholderData' | 'throwOnError'
>;

/**
 * Searches services (`searchServices`): filter, free text, sort, cursor paging and aggregations. The
 * data keeps the services, the `aggregationData` (over every match) and the `pagingMetadata`.
 *
 * @example
 * ```tsx
 * const { data } = useSearchServices({
 *   search: { expression: 'yoga' },
 *   aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }],
 * });
 * data?.services.map((service) => service.name);
 * data?.aggregationData?.results?.[0]?.values?.results; // [{ value: 'CLASS', count: 1 }, ...]
 * ```
 */
export const useSearchServices = /* @__PURE__ */ queryHook(search, 1);

/**
 * {@link useSearchServices} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSearchServices({ aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }] });
 * ```
 */
export const useSuspenseSearchServices = /* @__PURE__ */ suspenseQueryHook(search);

/**
 * Searches services page by page (cursors); `fetchNextPage()` loads the next cursor. Every page keeps
 * the `aggregationData` the server sent with it.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSearchServicesInfinite({ cursorPaging: { limit: 12 } });
 * data?.pages.flatMap((page) => page.services);
 * ```
 */
export function useSearchServicesInfinite<TData = ServiceSearchPages>(
  servicesSearch: ServicesSearch | SkipToken,
  options?: SearchServicesInfiniteOptions<TData>,
): UseInfiniteQueryResult<Selected<ServiceSearchPages, TData>, FrontdeskError> {
  return useInfinitePagesQuery(
    (client) => searchInfinite(client, servicesSearch as ServicesSearch),
    options,
    hasSkipToken([servicesSearch]),
  );
}

/**
 * {@link useSearchServicesInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useSuspenseSearchServicesInfinite({ cursorPaging: { limit: 12 } });
 * ```
 */
export function useSuspenseSearchServicesInfinite<TData = ServiceSearchPages>(
  servicesSearch: ServicesSearch,
  options?: SuspenseSearchServicesInfiniteOptions<TData>,
): UseSuspenseInfiniteQueryResult<Selected<ServiceSearchPages, TData>, FrontdeskError> {
  return useSuspenseInfinitePagesQuery((client) => searchInfinite(client, servicesSearch), options);
}
