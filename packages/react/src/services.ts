import type { QueryFilters, SkipToken, UseInfiniteQueryResult, UseMutationResult, UseQueryResult, UseSuspenseInfiniteQueryResult, UseSuspenseQueryResult, InfiniteData } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import {
  cloneService,
  countServices,
  createService,
  deleteService,
  disablePricingPlansForService,
  enablePricingPlansForService,
  getService,
  queryCategories,
  queryLocations,
  queryPolicies,
  queryServices,
  setCustomSlug,
  setServiceLocations,
  updateService,
  type BookingPolicyWithServices,
  type Service,
} from '@frontdesk/services';
import {
  defineInfiniteQuery,
  defineMutation,
  defineQuery,
  type CallArgs,
  type CallResult,
  type InfiniteQueryBuilder,
  type MutationBuilder,
  type QueryBuilder,
} from './build.js';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskMutation,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type MutationHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from './hooks.js';
import { domainFilter, domainKey } from './keys.js';
import type { PageData, PageParam } from './page-data.js';

const DOMAIN = 'services';

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

const detail: QueryBuilder<typeof getService> = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getService);
const query: QueryBuilder<typeof queryServices> = /* @__PURE__ */ defineQuery(DOMAIN, 'query', queryServices);
const queryInfinite: InfiniteQueryBuilder<typeof queryServices> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'query', queryServices);
const count: QueryBuilder<typeof countServices> = /* @__PURE__ */ defineQuery(DOMAIN, 'count', countServices);
const policies: QueryBuilder<typeof queryPolicies> = /* @__PURE__ */ defineQuery(DOMAIN, 'policies', queryPolicies);
const locations: QueryBuilder<typeof queryLocations> = /* @__PURE__ */ defineQuery(DOMAIN, 'locations', queryLocations);
const categories: QueryBuilder<typeof queryCategories> = /* @__PURE__ */ defineQuery(DOMAIN, 'categories', queryCategories);

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

const lists = (scope: string) => [query.key(scope), count.key(scope), policies.key(scope), locations.key(scope), categories.key(scope)];
const setDetail =
  <T>(pick: (data: T) => Service | undefined) =>
  (queryClient: { setQueryData: (key: readonly unknown[], data: Service) => unknown }, scope: string, _variables: unknown, data: T) => {
    const service = pick(data);
    if (service?.id) queryClient.setQueryData(detail.key(scope, service.id), service);
  };

/** The variables of {@link useUpdateService}: `updateService`'s arguments. */
export interface UpdateServiceVariables {
  id: string;
  service: CallArgs<typeof updateService>[1];
  options?: CallArgs<typeof updateService>[2];
}

/** The variables of {@link useSetServiceLocations}: `setServiceLocations`'s arguments. */
export interface SetServiceLocationsVariables {
  id: string;
  locations: CallArgs<typeof setServiceLocations>[1];
  options?: CallArgs<typeof setServiceLocations>[2];
}

/** The variables of {@link useEnablePricingPlansForService} and {@link useDisablePricingPlansForService}. */
export interface ServicePricingPlansVariables {
  id: string;
  pricingPlanIds: string[];
}

/** The variables of {@link useSetCustomSlug}. */
export interface SetCustomSlugVariables {
  id: string;
  slug: string;
}

/**
 * `mutationOptions` builders for the site owner's service calls. Each writes the returned service
 * into its detail query and invalidates the lists it changes.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(serviceMutations.delete(client));
 * mutate(serviceId);
 * ```
 */
export const serviceMutations: {
  /** `createService(service)`: writes the new service's detail; the lists refetch. */
  create: MutationBuilder<typeof createService, CallArgs<typeof createService>[0]>;
  /** `updateService(id, service, options)`: writes the detail; the lists refetch. */
  update: MutationBuilder<typeof updateService, UpdateServiceVariables>;
  /** `deleteService(id)`: the detail and the lists refetch. */
  delete: MutationBuilder<typeof deleteService, string>;
  /** `cloneService(sourceId)`: writes the copy's detail; the lists refetch. */
  clone: MutationBuilder<typeof cloneService, string>;
  /** `setServiceLocations(id, locations, options)`: writes the detail; the lists refetch. */
  setLocations: MutationBuilder<typeof setServiceLocations, SetServiceLocationsVariables>;
  /** `enablePricingPlansForService(id, pricingPlanIds)`: writes the detail; the lists refetch. */
  enablePricingPlans: MutationBuilder<typeof enablePricingPlansForService, ServicePricingPlansVariables>;
  /** `disablePricingPlansForService(id, { pricingPlanIds })`: writes the detail; the lists refetch. */
  disablePricingPlans: MutationBuilder<typeof disablePricingPlansForService, ServicePricingPlansVariables>;
  /** `setCustomSlug(id, { slug })`: writes the detail; the lists refetch. */
  setCustomSlug: MutationBuilder<typeof setCustomSlug, SetCustomSlugVariables>;
} = {
  create: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createService,
    args: (service: CallArgs<typeof createService>[0]) => [service] as const,
    update: /* @__PURE__ */ setDetail((service: CallResult<typeof createService>) => service),
    invalidates: lists,
  }),
  update: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: updateService,
    args: ({ id, service, options }: UpdateServiceVariables) => [id, service, options] as const,
    update: /* @__PURE__ */ setDetail((service: CallResult<typeof updateService>) => service),
    invalidates: lists,
  }),
  delete: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: deleteService,
    args: (id: string) => [id] as const,
    invalidates: (scope, id) => [detail.key(scope, id), ...lists(scope)],
  }),
  clone: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: cloneService,
    args: (sourceServiceId: string) => [sourceServiceId] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof cloneService>) => data.service),
    invalidates: lists,
  }),
  setLocations: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: setServiceLocations,
    args: ({ id, locations: list, options }: SetServiceLocationsVariables) => [id, list, options] as const,
    update: /* @__PURE__ */ setDetail((service: CallResult<typeof setServiceLocations>) => service),
    invalidates: lists,
  }),
  enablePricingPlans: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: enablePricingPlansForService,
    args: ({ id, pricingPlanIds }: ServicePricingPlansVariables) => [id, pricingPlanIds] as const,
    update: /* @__PURE__ */ setDetail((service: CallResult<typeof enablePricingPlansForService>) => service),
    invalidates: lists,
  }),
  disablePricingPlans: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: disablePricingPlansForService,
    args: ({ id, pricingPlanIds }: ServicePricingPlansVariables) => [id, { pricingPlanIds }] as const,
    update: /* @__PURE__ */ setDetail((service: CallResult<typeof disablePricingPlansForService>) => service),
    invalidates: lists,
  }),
  setCustomSlug: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: setCustomSlug,
    args: ({ id, slug }: SetCustomSlugVariables) => [id, { slug }] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof setCustomSlug>) => data.service),
    invalidates: lists,
  }),
};

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
export function useService(id: string | SkipToken, detailOptions?: ServiceDetailOptions, options?: QueryHookOptions<Service>): UseQueryResult<Service, FrontdeskError> {
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
export function useSuspenseService(id: string, detailOptions?: ServiceDetailOptions, options?: SuspenseQueryHookOptions<Service>): UseSuspenseQueryResult<Service, FrontdeskError> {
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
export function useSuspenseServices(servicesQuery?: ServicesQuery, options?: SuspenseQueryHookOptions<PageData<Service>>): UseSuspenseQueryResult<PageData<Service>, FrontdeskError> {
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
export function useServicesInfinite(servicesQuery?: ServicesQuery | SkipToken, options?: InfiniteQueryHookOptions<Service>): ServicesInfinite {
  return useFrontdeskInfiniteQuery((client) => queryInfinite(client, servicesQuery as ServicesQuery), options, hasSkipToken([servicesQuery]));
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
export function useServiceCount(countOptions?: ServiceCountOptions | SkipToken, options?: QueryHookOptions<CallResult<typeof countServices>>): UseQueryResult<CallResult<typeof countServices>, FrontdeskError> {
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
export function useServicePolicies(policiesQuery: ServicePoliciesQuery | SkipToken, options?: QueryHookOptions<PageData<BookingPolicyWithServices>>): Policies {
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
  return useFrontdeskQuery((client) => locations(client, locationsOptions as ServiceLocationsOptions), options, hasSkipToken([locationsOptions]));
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
  return useFrontdeskQuery((client) => categories(client, categoriesOptions as ServiceCategoriesOptions), options, hasSkipToken([categoriesOptions]));
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

type Mutation<C extends (...args: any[]) => any, V> = UseMutationResult<CallResult<C>, FrontdeskError, V>;

/**
 * Creates a service (site owner); the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreateService();
 * mutate({ type: 'CLASS', name: 'Pilates', defaultCapacity: 8, payment: { rateType: 'NO_FEE', options: { inPerson: true } } });
 * ```
 */
export function useCreateService(
  options?: MutationHookOptions<CallResult<typeof createService>, CallArgs<typeof createService>[0]>,
): Mutation<typeof createService, CallArgs<typeof createService>[0]> {
  return useFrontdeskMutation(serviceMutations.create, options);
}

/**
 * Updates a service with its current revision (site owner); its detail shows the result.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateService();
 * mutate({ id: service.id!, service: { revision: service.revision!, name: 'Pilates+' }, options: { mask: ['name'] } });
 * ```
 */
export function useUpdateService(options?: MutationHookOptions<CallResult<typeof updateService>, UpdateServiceVariables>): Mutation<typeof updateService, UpdateServiceVariables> {
  return useFrontdeskMutation(serviceMutations.update, options);
}

/**
 * Deletes a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteService();
 * mutate(serviceId);
 * ```
 */
export function useDeleteService(options?: MutationHookOptions<CallResult<typeof deleteService>, string>): Mutation<typeof deleteService, string> {
  return useFrontdeskMutation(serviceMutations.delete, options);
}

/**
 * Copies a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCloneService();
 * const { service } = await mutateAsync(serviceId);
 * ```
 */
export function useCloneService(options?: MutationHookOptions<CallResult<typeof cloneService>, string>): Mutation<typeof cloneService, string> {
  return useFrontdeskMutation(serviceMutations.clone, options);
}

/**
 * Replaces a service's locations (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetServiceLocations();
 * mutate({ id: serviceId, locations: [{ type: 'BUSINESS', business: { id: locationId } }] });
 * ```
 */
export function useSetServiceLocations(
  options?: MutationHookOptions<CallResult<typeof setServiceLocations>, SetServiceLocationsVariables>,
): Mutation<typeof setServiceLocations, SetServiceLocationsVariables> {
  return useFrontdeskMutation(serviceMutations.setLocations, options);
}

/**
 * Accepts pricing plans for a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useEnablePricingPlansForService();
 * mutate({ id: serviceId, pricingPlanIds: [planId] });
 * ```
 */
export function useEnablePricingPlansForService(
  options?: MutationHookOptions<CallResult<typeof enablePricingPlansForService>, ServicePricingPlansVariables>,
): Mutation<typeof enablePricingPlansForService, ServicePricingPlansVariables> {
  return useFrontdeskMutation(serviceMutations.enablePricingPlans, options);
}

/**
 * Stops accepting pricing plans for a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDisablePricingPlansForService();
 * mutate({ id: serviceId, pricingPlanIds: [planId] });
 * ```
 */
export function useDisablePricingPlansForService(
  options?: MutationHookOptions<CallResult<typeof disablePricingPlansForService>, ServicePricingPlansVariables>,
): Mutation<typeof disablePricingPlansForService, ServicePricingPlansVariables> {
  return useFrontdeskMutation(serviceMutations.disablePricingPlans, options);
}

/**
 * Sets a service's custom slug (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetCustomSlug();
 * mutate({ id: serviceId, slug: 'morning-yoga' });
 * ```
 */
export function useSetCustomSlug(options?: MutationHookOptions<CallResult<typeof setCustomSlug>, SetCustomSlugVariables>): Mutation<typeof setCustomSlug, SetCustomSlugVariables> {
  return useFrontdeskMutation(serviceMutations.setCustomSlug, options);
}
