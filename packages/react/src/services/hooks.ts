'use client';

import {
  skipToken,
  useInfiniteQuery,
  useSuspenseInfiniteQuery,
  type SkipToken,
  type UseInfiniteQueryOptions,
  type UseSuspenseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseSuspenseInfiniteQueryResult,
  type InfiniteData,
} from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type { countServices, queryCategories, queryLocations, BookingPolicyWithServices, Service } from '@frontdesk/services';
import type { CallResult } from '../build.js';
import { useFrontdeskContext } from '../context.js';
import type { FrontdeskQueryKey } from '../keys.js';
import { isIdentityReady, whenIdentityReady } from '../scope.js';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type Selected,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
  type QueryHookResult,
  type SuspenseQueryHookResult,
  type InfinitePages,
  type InfiniteQueryHookResult,
  type SuspenseInfiniteQueryHookResult,
} from '../hooks.js';
import type { PageData, PageParam } from '../page-data.js';
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
  type ServicesSearch,
  type ServiceCategoriesOptions,
  type ServiceCountOptions,
  type ServiceDetailOptions,
  type ServiceLocationsOptions,
  type ServicePoliciesQuery,
  type ServicesQuery,
} from './queries.js';

/**
 * A service by id (anyone). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: service } = useService(serviceId, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
 * ```
 */
export function useService<TData = Service>(
  id: string | SkipToken,
  detailOptions?: ServiceDetailOptions,
  options?: QueryHookOptions<Service, TData>,
): QueryHookResult<Service, TData> {
  return useFrontdeskQuery((client) => detail(client, id as string, detailOptions), options, hasSkipToken([id]));
}

/**
 * {@link useService} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: service } = useSuspenseService(serviceId);
 * ```
 */
export function useSuspenseService<TData = Service>(
  id: string,
  detailOptions?: ServiceDetailOptions,
  options?: SuspenseQueryHookOptions<Service, TData>,
): SuspenseQueryHookResult<Service, TData> {
  return useFrontdeskSuspenseQuery((client) => detail(client, id, detailOptions), options);
}

/**
 * One page of services (`queryServices`): filter, sort and offset paging.
 *
 * @example
 * ```tsx
 * const { data } = useServices({ filter: { type: 'CLASS', hidden: false }, paging: { limit: 12 } });
 * data?.items.map((service) => service.name);
 * ```
 */
export function useServices<TData = PageData<Service>>(
  servicesQuery?: ServicesQuery | SkipToken,
  options?: QueryHookOptions<PageData<Service>, TData>,
): QueryHookResult<PageData<Service>, TData> {
  return useFrontdeskQuery((client) => query(client, servicesQuery as ServicesQuery), options, hasSkipToken([servicesQuery]));
}

/**
 * {@link useServices} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServices({ paging: { limit: 12 } });
 * ```
 */
export function useSuspenseServices<TData = PageData<Service>>(
  servicesQuery?: ServicesQuery,
  options?: SuspenseQueryHookOptions<PageData<Service>, TData>,
): SuspenseQueryHookResult<PageData<Service>, TData> {
  return useFrontdeskSuspenseQuery((client) => query(client, servicesQuery), options);
}

/**
 * Services page by page (`queryServices`); `fetchNextPage()` loads the next offset.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useServicesInfinite({ paging: { limit: 12 } });
 * ```
 */
export function useServicesInfinite<TData = InfinitePages<Service>>(
  servicesQuery?: ServicesQuery | SkipToken,
  options?: InfiniteQueryHookOptions<Service, TData>,
): InfiniteQueryHookResult<Service, TData> {
  return useFrontdeskInfiniteQuery(
    (client) => queryInfinite(client, servicesQuery as ServicesQuery),
    options,
    hasSkipToken([servicesQuery]),
  );
}

/**
 * {@link useServicesInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useSuspenseServicesInfinite({ paging: { limit: 12 } });
 * ```
 */
export function useSuspenseServicesInfinite<TData = InfinitePages<Service>>(
  servicesQuery?: ServicesQuery,
  options?: SuspenseInfiniteQueryHookOptions<Service, TData>,
): SuspenseInfiniteQueryHookResult<Service, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => queryInfinite(client, servicesQuery), options);
}

/**
 * How many services match a filter (`countServices`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceCount({ filter: { type: 'APPOINTMENT' } });
 * data?.count;
 * ```
 */
export function useServiceCount<TData = CallResult<typeof countServices>>(
  countOptions?: ServiceCountOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof countServices>, TData>,
): QueryHookResult<CallResult<typeof countServices>, TData> {
  return useFrontdeskQuery((client) => count(client, countOptions as ServiceCountOptions), options, hasSkipToken([countOptions]));
}

/**
 * {@link useServiceCount} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceCount();
 * ```
 */
export function useSuspenseServiceCount<TData = CallResult<typeof countServices>>(
  countOptions?: ServiceCountOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof countServices>, TData>,
): SuspenseQueryHookResult<CallResult<typeof countServices>, TData> {
  return useFrontdeskSuspenseQuery((client) => count(client, countOptions), options);
}

/**
 * One page of booking policies with the services that use them (`queryPolicies`).
 *
 * @example
 * ```tsx
 * const { data } = useServicePolicies({ filter: { 'bookingPolicy.default': true } });
 * ```
 */
export function useServicePolicies<TData = PageData<BookingPolicyWithServices>>(
  policiesQuery: ServicePoliciesQuery | SkipToken,
  options?: QueryHookOptions<PageData<BookingPolicyWithServices>, TData>,
): QueryHookResult<PageData<BookingPolicyWithServices>, TData> {
  return useFrontdeskQuery((client) => policies(client, policiesQuery as ServicePoliciesQuery), options, hasSkipToken([policiesQuery]));
}

/**
 * {@link useServicePolicies} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServicePolicies({});
 * ```
 */
export function useSuspenseServicePolicies<TData = PageData<BookingPolicyWithServices>>(
  policiesQuery: ServicePoliciesQuery,
  options?: SuspenseQueryHookOptions<PageData<BookingPolicyWithServices>, TData>,
): SuspenseQueryHookResult<PageData<BookingPolicyWithServices>, TData> {
  return useFrontdeskSuspenseQuery((client) => policies(client, policiesQuery), options);
}

/**
 * The locations used by the matching services (`queryLocations`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceLocations();
 * data?.businessLocations?.locations?.map((l) => l.business?.name);
 * ```
 */
export function useServiceLocations<TData = CallResult<typeof queryLocations>>(
  locationsOptions?: ServiceLocationsOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof queryLocations>, TData>,
): QueryHookResult<CallResult<typeof queryLocations>, TData> {
  return useFrontdeskQuery(
    (client) => locations(client, locationsOptions as ServiceLocationsOptions),
    options,
    hasSkipToken([locationsOptions]),
  );
}

/**
 * {@link useServiceLocations} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceLocations();
 * ```
 */
export function useSuspenseServiceLocations<TData = CallResult<typeof queryLocations>>(
  locationsOptions?: ServiceLocationsOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof queryLocations>, TData>,
): SuspenseQueryHookResult<CallResult<typeof queryLocations>, TData> {
  return useFrontdeskSuspenseQuery((client) => locations(client, locationsOptions), options);
}

/**
 * The categories used by the matching services (`queryCategories`).
 *
 * @example
 * ```tsx
 * const { data } = useServiceCategories({ filter: { services: { hidden: false } } });
 * ```
 */
export function useServiceCategories<TData = CallResult<typeof queryCategories>>(
  categoriesOptions?: ServiceCategoriesOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof queryCategories>, TData>,
): QueryHookResult<CallResult<typeof queryCategories>, TData> {
  return useFrontdeskQuery(
    (client) => categories(client, categoriesOptions as ServiceCategoriesOptions),
    options,
    hasSkipToken([categoriesOptions]),
  );
}

/**
 * {@link useServiceCategories} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseServiceCategories();
 * ```
 */
export function useSuspenseServiceCategories<TData = CallResult<typeof queryCategories>>(
  categoriesOptions?: ServiceCategoriesOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof queryCategories>, TData>,
): SuspenseQueryHookResult<CallResult<typeof queryCategories>, TData> {
  return useFrontdeskSuspenseQuery((client) => categories(client, categoriesOptions), options);
}

/**
 * The data of a services search page by page: every page's {@link ServiceSearchData} and cursor.
 *
 * @example
 * ```ts
 * const pages: ServiceSearchPages | undefined = useSearchServicesInfinite(search).data;
 * ```
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
 *
 * @example
 * ```tsx
 * useSuspenseSearchServicesInfinite(search, { maxPages: 5 });
 * ```
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
export function useSearchServices<TData = ServiceSearchData>(
  servicesSearch: ServicesSearch | SkipToken,
  options?: QueryHookOptions<ServiceSearchData, TData>,
): QueryHookResult<ServiceSearchData, TData> {
  return useFrontdeskQuery((client) => search(client, servicesSearch as ServicesSearch), options, hasSkipToken([servicesSearch]));
}

/**
 * {@link useSearchServices} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSearchServices({ aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }] });
 * ```
 */
export function useSuspenseSearchServices<TData = ServiceSearchData>(
  servicesSearch: ServicesSearch,
  options?: SuspenseQueryHookOptions<ServiceSearchData, TData>,
): SuspenseQueryHookResult<ServiceSearchData, TData> {
  return useFrontdeskSuspenseQuery((client) => search(client, servicesSearch), options);
}

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
  const { client, queryClient, ready } = useFrontdeskContext();
  const skip = hasSkipToken([servicesSearch]);
  const built = searchInfinite(client, servicesSearch as ServicesSearch);
  const isReady = ready || isIdentityReady(client);
  return useInfiniteQuery(
    {
      ...built,
      ...options,
      ...(skip ? { queryFn: skipToken } : {}),
      enabled: isReady && !skip ? (options?.enabled ?? true) : false,
    } as UseInfiniteQueryOptions<ServiceSearchData, FrontdeskError, Selected<ServiceSearchPages, TData>, FrontdeskQueryKey, PageParam>,
    queryClient,
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
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseInfiniteQuery(
    { ...searchInfinite(client, servicesSearch), ...options } as UseSuspenseInfiniteQueryOptions<
      ServiceSearchData,
      FrontdeskError,
      Selected<ServiceSearchPages, TData>,
      FrontdeskQueryKey,
      PageParam
    >,
    queryClient,
  );
}
