'use client';

import {
  skipToken,
  useInfiniteQuery,
  useSuspenseInfiniteQuery,
  type SkipToken,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  type UseSuspenseInfiniteQueryResult,
  type UseSuspenseQueryResult,
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
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
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
  type ServiceSearchInfiniteOptions,
  type ServicesSearch,
  type ServiceCategoriesOptions,
  type ServiceCountOptions,
  type ServiceDetailOptions,
  type ServiceLocationsOptions,
  type ServicePoliciesQuery,
  type ServicesQuery,
} from './queries.js';

type Services = UseQueryResult<PageData<Service>, FrontdeskError>;
type ServicesInfinite = UseInfiniteQueryResult<InfiniteData<PageData<Service>, PageParam>, FrontdeskError>;
type Policies = UseQueryResult<PageData<BookingPolicyWithServices>, FrontdeskError>;

/**
 * A service by id (anyone). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: service } = useService(serviceId, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
 * ```
 */
export function useService(
  id: string | SkipToken,
  detailOptions?: ServiceDetailOptions,
  options?: QueryHookOptions<Service>,
): UseQueryResult<Service, FrontdeskError> {
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
export function useSuspenseService(
  id: string,
  detailOptions?: ServiceDetailOptions,
  options?: SuspenseQueryHookOptions<Service>,
): UseSuspenseQueryResult<Service, FrontdeskError> {
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
export function useServices(servicesQuery?: ServicesQuery | SkipToken, options?: QueryHookOptions<PageData<Service>>): Services {
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
export function useSuspenseServices(
  servicesQuery?: ServicesQuery,
  options?: SuspenseQueryHookOptions<PageData<Service>>,
): UseSuspenseQueryResult<PageData<Service>, FrontdeskError> {
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
export function useServicesInfinite(
  servicesQuery?: ServicesQuery | SkipToken,
  options?: InfiniteQueryHookOptions<Service>,
): ServicesInfinite {
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
export function useSuspenseServicesInfinite(
  servicesQuery?: ServicesQuery,
  options?: SuspenseInfiniteQueryHookOptions<Service>,
): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<Service>, PageParam>, FrontdeskError> {
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
export function useServiceCount(
  countOptions?: ServiceCountOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof countServices>>,
): UseQueryResult<CallResult<typeof countServices>, FrontdeskError> {
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
export function useSuspenseServiceCount(
  countOptions?: ServiceCountOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof countServices>>,
): UseSuspenseQueryResult<CallResult<typeof countServices>, FrontdeskError> {
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
export function useServicePolicies(
  policiesQuery: ServicePoliciesQuery | SkipToken,
  options?: QueryHookOptions<PageData<BookingPolicyWithServices>>,
): Policies {
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
export function useSuspenseServicePolicies(
  policiesQuery: ServicePoliciesQuery,
  options?: SuspenseQueryHookOptions<PageData<BookingPolicyWithServices>>,
): UseSuspenseQueryResult<PageData<BookingPolicyWithServices>, FrontdeskError> {
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
export function useServiceLocations(
  locationsOptions?: ServiceLocationsOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof queryLocations>>,
): UseQueryResult<CallResult<typeof queryLocations>, FrontdeskError> {
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
export function useSuspenseServiceLocations(
  locationsOptions?: ServiceLocationsOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof queryLocations>>,
): UseSuspenseQueryResult<CallResult<typeof queryLocations>, FrontdeskError> {
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
export function useServiceCategories(
  categoriesOptions?: ServiceCategoriesOptions | SkipToken,
  options?: QueryHookOptions<CallResult<typeof queryCategories>>,
): UseQueryResult<CallResult<typeof queryCategories>, FrontdeskError> {
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
export function useSuspenseServiceCategories(
  categoriesOptions?: ServiceCategoriesOptions,
  options?: SuspenseQueryHookOptions<CallResult<typeof queryCategories>>,
): UseSuspenseQueryResult<CallResult<typeof queryCategories>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => categories(client, categoriesOptions), options);
}

/**
 * Options of {@link useSearchServicesInfinite} besides the search (`maxPages`, `staleTime`, `enabled`...).
 *
 * @example
 * ```tsx
 * useSearchServicesInfinite(search, { maxPages: 5 });
 * ```
 */
export type SearchServicesInfiniteOptions = Omit<
  UseInfiniteQueryOptions<ServiceSearchData, FrontdeskError, InfiniteData<ServiceSearchData, PageParam>, FrontdeskQueryKey, PageParam>,
  'queryKey' | 'queryFn' | 'select' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

/**
 * Options of {@link useSuspenseSearchServicesInfinite}.
 *
 * @example
 * ```tsx
 * useSuspenseSearchServicesInfinite(search, { maxPages: 5 });
 * ```
 */
export type SuspenseSearchServicesInfiniteOptions = Omit<SearchServicesInfiniteOptions, 'enabled' | 'placeholderData' | 'throwOnError'>;

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
export function useSearchServices(
  servicesSearch: ServicesSearch | SkipToken,
  options?: QueryHookOptions<ServiceSearchData>,
): UseQueryResult<ServiceSearchData, FrontdeskError> {
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
export function useSuspenseSearchServices(
  servicesSearch: ServicesSearch,
  options?: SuspenseQueryHookOptions<ServiceSearchData>,
): UseSuspenseQueryResult<ServiceSearchData, FrontdeskError> {
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
export function useSearchServicesInfinite(
  servicesSearch: ServicesSearch | SkipToken,
  options?: SearchServicesInfiniteOptions,
): UseInfiniteQueryResult<InfiniteData<ServiceSearchData, PageParam>, FrontdeskError> {
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
    } as ServiceSearchInfiniteOptions,
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
export function useSuspenseSearchServicesInfinite(
  servicesSearch: ServicesSearch,
  options?: SuspenseSearchServicesInfiniteOptions,
): UseSuspenseInfiniteQueryResult<InfiniteData<ServiceSearchData, PageParam>, FrontdeskError> {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseInfiniteQuery({ ...searchInfinite(client, servicesSearch), ...options }, queryClient);
}
