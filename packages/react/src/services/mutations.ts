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
import { defineMutation, entityWrites, type CallArgs } from '../build.js';
import { DOMAIN, categories, count, detail, locations, policies, query, search } from './queries.js';

const lists = (scope: string) => [
  query.key(scope),
  search.key(scope),
  count.key(scope),
  policies.key(scope),
  locations.key(scope),
  categories.key(scope),
];
/** A write that returns the service: its detail is written, the lists refetch. */
const serviceWrite = /* @__PURE__ */ entityWrites<Service>(DOMAIN, detail, lists);

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
export const serviceMutations = {
  /** `createService(service)`: writes the new service's detail; the lists refetch. */
  create: /* @__PURE__ */ serviceWrite(createService, (service: CallArgs<typeof createService>[0]) => [service] as const),
  /** `updateService(id, service, options)`: writes the detail; the lists refetch. */
  update: /* @__PURE__ */ serviceWrite(
    updateService,
    ({ id, service, options }: UpdateServiceVariables) => [id, service, options] as const,
  ),
  /** `deleteService(id)`: the detail and the lists refetch. */
  delete: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: deleteService,
    args: (id: string) => [id] as const,
    invalidates: (scope, id) => [detail.key(scope, id), ...lists(scope)],
  }),
  /** `cloneService(sourceId)`: writes the copy's detail; the lists refetch. */
  clone: /* @__PURE__ */ serviceWrite(
    cloneService,
    (sourceServiceId: string) => [sourceServiceId] as const,
    (data) => data.service,
  ),
  /** `setServiceLocations(id, { locations, ...options })`: writes the detail; the lists refetch. */
  setLocations: /* @__PURE__ */ serviceWrite(
    setServiceLocations,
    ({ id, locations: list, options }: SetServiceLocationsVariables) => [id, { ...options, locations: list }] as const,
  ),
  /** `enablePricingPlansForService(id, pricingPlanIds)`: writes the detail; the lists refetch. */
  enablePricingPlans: /* @__PURE__ */ serviceWrite(
    enablePricingPlansForService,
    ({ id, pricingPlanIds }: ServicePricingPlansVariables) => [id, pricingPlanIds] as const,
  ),
  /** `disablePricingPlansForService(id, { pricingPlanIds })`: writes the detail; the lists refetch. */
  disablePricingPlans: /* @__PURE__ */ serviceWrite(
    disablePricingPlansForService,
    ({ id, pricingPlanIds }: ServicePricingPlansVariables) => [id, { pricingPlanIds }] as const,
  ),
  /** `setCustomSlug(id, { slug })`: writes the detail; the lists refetch. */
  setCustomSlug: /* @__PURE__ */ serviceWrite(
    setCustomSlug,
    ({ id, slug }: SetCustomSlugVariables) => [id, { slug }] as const,
    (data) => data.service,
  ),
};
