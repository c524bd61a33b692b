'use client';

import { mutationHook } from '../hooks.js';
import { serviceMutations } from './mutations.js';

/**
 * Creates a service (site owner); the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreateService();
 * mutate({ type: 'CLASS', name: 'Pilates', defaultCapacity: 8, payment: { rateType: 'NO_FEE', options: { inPerson: true } } });
 * ```
 */
export const useCreateService = /* @__PURE__ */ mutationHook(serviceMutations.create);

/**
 * Updates a service with its current revision (site owner); its detail shows the result.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateService();
 * mutate({ id: service.id!, service: { revision: service.revision!, name: 'Pilates+' }, options: { mask: ['name'] } });
 * ```
 */
export const useUpdateService = /* @__PURE__ */ mutationHook(serviceMutations.update);

/**
 * Deletes a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteService();
 * mutate(serviceId);
 * ```
 */
export const useDeleteService = /* @__PURE__ */ mutationHook(serviceMutations.delete);

/**
 * Copies a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCloneService();
 * const { service } = await mutateAsync(serviceId);
 * ```
 */
export const useCloneService = /* @__PURE__ */ mutationHook(serviceMutations.clone);

/**
 * Replaces a service's locations (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetServiceLocations();
 * mutate({ id: serviceId, locations: [{ type: 'BUSINESS', business: { id: locationId } }] });
 * ```
 */
export const useSetServiceLocations = /* @__PURE__ */ mutationHook(serviceMutations.setLocations);

/**
 * Accepts pricing plans for a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useEnablePricingPlansForService();
 * mutate({ id: serviceId, pricingPlanIds: [planId] });
 * ```
 */
export const useEnablePricingPlansForService = /* @__PURE__ */ mutationHook(serviceMutations.enablePricingPlans);

/**
 * Stops accepting pricing plans for a service (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDisablePricingPlansForService();
 * mutate({ id: serviceId, pricingPlanIds: [planId] });
 * ```
 */
export const useDisablePricingPlansForService = /* @__PURE__ */ mutationHook(serviceMutations.disablePricingPlans);

/**
 * Sets a service's custom slug (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetCustomSlug();
 * mutate({ id: serviceId, slug: 'morning-yoga' });
 * ```
 */
export const useSetCustomSlug = /* @__PURE__ */ mutationHook(serviceMutations.setCustomSlug);
