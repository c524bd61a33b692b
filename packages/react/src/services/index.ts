/**
 * `@frontdesk/react/services`: the bookable services: query keys (`serviceKeys`), `queryOptions`
 * builders (`serviceQueries`), `mutationOptions` builders (`serviceMutations`) and hooks. Needs
 * `@frontdesk/services` installed beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

export {
  serviceKeys,
  serviceQueries,
  type ServiceCategoriesOptions,
  type ServiceCountOptions,
  type ServiceDetailOptions,
  type ServiceLocationsOptions,
  type ServicePoliciesQuery,
  type ServiceSearchBuilder,
  type ServiceSearchData,
  type ServiceSearchInfiniteBuilder,
  type ServiceSearchInfiniteOptions,
  type ServicesQuery,
  type ServicesSearch,
} from './queries.js';
export {
  serviceMutations,
  type ServicePricingPlansVariables,
  type SetCustomSlugVariables,
  type SetServiceLocationsVariables,
  type UpdateServiceVariables,
} from './mutations.js';
export {
  useCloneService,
  useCreateService,
  useDeleteService,
  useDisablePricingPlansForService,
  useEnablePricingPlansForService,
  useSetCustomSlug,
  useSetServiceLocations,
  useUpdateService,
} from './mutation-hooks.js';
export {
  useSearchServices,
  useSearchServicesInfinite,
  useService,
  useServiceCategories,
  useServiceCount,
  useServiceLocations,
  useServicePolicies,
  useServices,
  useServicesInfinite,
  useSuspenseService,
  useSuspenseServiceCategories,
  useSuspenseServiceCount,
  useSuspenseServiceLocations,
  useSuspenseServicePolicies,
  useSuspenseServices,
  useSuspenseSearchServices,
  useSuspenseSearchServicesInfinite,
  useSuspenseServicesInfinite,
  type SearchServicesInfiniteOptions,
  type ServiceSearchPages,
  type SuspenseSearchServicesInfiniteOptions,
} from './hooks.js';
