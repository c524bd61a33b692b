import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import {
  cloneService,
  createService,
  deleteService,
  disablePricingPlansForService,
  enablePricingPlansForService,
  setCustomSlug,
  setServiceLocations,
  updateService,
  type Service,
} from '@frontdesk/services';
import { defineMutation, type CallArgs, type CallResult, type MutationBuilder } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { DOMAIN, categories, count, detail, locations, policies, query, search } from './queries.js';

const lists = (scope: string) => [
  query.key(scope),
  search.key(scope),
  count.key(scope),
  policies.key(scope),
  locations.key(scope),
  categories.key(scope),
];
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
  locations: CallArgs<typeof setServiceLocations>[1]['locations'];
  options?: Omit<CallArgs<typeof setServiceLocations>[1], 'locations'>;
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
  /** `setServiceLocations(id, { locations, ...options })`: writes the detail; the lists refetch. */
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
    args: ({ id, locations: list, options }: SetServiceLocationsVariables) => [id, { ...options, locations: list }] as const,
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
export function useUpdateService(
  options?: MutationHookOptions<CallResult<typeof updateService>, UpdateServiceVariables>,
): Mutation<typeof updateService, UpdateServiceVariables> {
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
export function useDeleteService(
  options?: MutationHookOptions<CallResult<typeof deleteService>, string>,
): Mutation<typeof deleteService, string> {
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
export function useCloneService(
  options?: MutationHookOptions<CallResult<typeof cloneService>, string>,
): Mutation<typeof cloneService, string> {
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
export function useSetCustomSlug(
  options?: MutationHookOptions<CallResult<typeof setCustomSlug>, SetCustomSlugVariables>,
): Mutation<typeof setCustomSlug, SetCustomSlugVariables> {
  return useFrontdeskMutation(serviceMutations.setCustomSlug, options);
}
