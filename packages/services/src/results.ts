import * as z from 'zod/mini';
import { AggregationTypeSchema, CloneErrorSchema, InvalidSlugErrorSchema, ScalarTypeSchema } from './enums.js';
import { BookingPolicySchema, LocationSchema, ServiceSchema, SlugSchema } from './schemas.js';

/*
 * Response schemas of the services calls: wrappers, pages, bulk results and search aggregations.
 */

const str = () => z.optional(z.string());
const num = () => z.optional(z.number());

/**
 * `{service}`: what most service calls answer (unwrapped to the service).
 *
 * @example
 * ```ts
 * ServiceResponseSchema.shape.service;
 * ```
 */
export const ServiceResponseSchema = z.object({ service: ServiceSchema });

/**
 * Offset paging metadata.
 *
 * @example
 * ```ts
 * const meta: OffsetPagingMetadata = { count: 10, offset: 0, total: 42 };
 * ```
 */
export const OffsetPagingMetadataSchema = z.object({ count: num(), offset: num(), total: num(), tooManyToCount: z.optional(z.boolean()), cursors: z.optional(z.object({ next: str(), prev: str() })) });
/** The type of {@link OffsetPagingMetadataSchema}. @example `const meta: OffsetPagingMetadata = { count: 1 };` */
export type OffsetPagingMetadata = z.infer<typeof OffsetPagingMetadataSchema>;

/**
 * Cursor paging metadata.
 *
 * @example
 * ```ts
 * const meta: CursorPagingMetadata = { count: 10, hasNext: true, cursors: { next: 'abc' } };
 * ```
 */
export const CursorPagingMetadataSchema = z.object({ count: num(), hasNext: z.optional(z.boolean()), cursors: z.optional(z.object({ next: str(), prev: str() })) });
/** The type of {@link CursorPagingMetadataSchema}. @example `const meta: CursorPagingMetadata = { hasNext: false };` */
export type CursorPagingMetadata = z.infer<typeof CursorPagingMetadataSchema>;

/**
 * queryServices' answer.
 *
 * @example
 * ```ts
 * const page = await queryServices(client); page.response.pagingMetadata?.total;
 * ```
 */
export const QueryServicesResponseSchema = z.object({ services: z.optional(z.array(ServiceSchema)), pagingMetadata: z.optional(OffsetPagingMetadataSchema) });
/** The type of {@link QueryServicesResponseSchema}. @example `const response: QueryServicesResponse = { services: [] };` */
export type QueryServicesResponse = z.infer<typeof QueryServicesResponseSchema>;

const ValueBucketSchema = z.object({ value: str(), count: num() });
const RangeBucketSchema = z.object({ from: num(), to: num(), count: num() });

/**
 * One aggregation's result: `values`, `ranges`, `scalar`, `dateHistogram` or `nested`, by its `type`.
 *
 * @example
 * ```ts
 * result.values?.results?.map((bucket) => `${bucket.value}: ${bucket.count}`);
 * ```
 */
export const AggregationResultSchema = z.object({
  name: str(),
  type: z.optional(AggregationTypeSchema),
  fieldPath: str(),
  values: z.optional(z.object({ results: z.optional(z.array(ValueBucketSchema)) })),
  ranges: z.optional(z.object({ results: z.optional(z.array(RangeBucketSchema)) })),
  scalar: z.optional(z.object({ type: z.optional(ScalarTypeSchema), value: num() })),
  dateHistogram: z.optional(z.object({ results: z.optional(z.array(ValueBucketSchema)) })),
  nested: z.optional(
    z.object({
      results: z.optional(
        z.array(
          z.object({
            results: z.optional(
              z.record(
                z.string(),
                z.object({ value: z.optional(ValueBucketSchema), range: z.optional(RangeBucketSchema), scalar: z.optional(z.object({ value: num() })), dateHistogram: z.optional(ValueBucketSchema) }),
              ),
            ),
          }),
        ),
      ),
    }),
  ),
});
/** The type of {@link AggregationResultSchema}. @example `const result: AggregationResult = { name: 'types', type: 'VALUE' };` */
export type AggregationResult = z.infer<typeof AggregationResultSchema>;

/**
 * searchServices' answer: a cursor page of services plus `aggregationData` (over every match).
 *
 * @example
 * ```ts
 * const page = await searchServices(client, search); page.response.aggregationData?.results;
 * ```
 */
export const SearchServicesResponseSchema = z.object({
  services: z.optional(z.array(ServiceSchema)),
  pagingMetadata: z.optional(CursorPagingMetadataSchema),
  aggregationData: z.optional(z.object({ results: z.optional(z.array(AggregationResultSchema)) })),
});
/** The type of {@link SearchServicesResponseSchema}. @example `const response: SearchServicesResponse = { services: [] };` */
export type SearchServicesResponse = z.infer<typeof SearchServicesResponseSchema>;

/**
 * A booking policy with (up to 5 of) the services that use it.
 *
 * @example
 * ```ts
 * row.bookingPolicy?.name; row.totalServiceCount;
 * ```
 */
export const BookingPolicyWithServicesSchema = z.object({ bookingPolicy: z.optional(BookingPolicySchema), connectedServices: z.optional(z.array(ServiceSchema)), totalServiceCount: num() });
/** The type of {@link BookingPolicyWithServicesSchema}. @example `const row: BookingPolicyWithServices = { totalServiceCount: 0 };` */
export type BookingPolicyWithServices = z.infer<typeof BookingPolicyWithServicesSchema>;

/**
 * queryPolicies' answer.
 *
 * @example
 * ```ts
 * QueryPoliciesResponseSchema.shape.bookingPolicies;
 * ```
 */
export const QueryPoliciesResponseSchema = z.object({ bookingPolicies: z.optional(z.array(BookingPolicyWithServicesSchema)), pagingMetadata: z.optional(CursorPagingMetadataSchema) });

/**
 * A booking form with (up to 5 of) the services that use it.
 *
 * @example
 * ```ts
 * form.formDetails?.name; form.connectedServices?.map((s) => s.name);
 * ```
 */
export const BookingFormSchema = z.object({
  formDetails: z.optional(z.object({ formId: str(), name: str(), revision: str() })),
  connectedServices: z.optional(z.array(z.object({ id: str(), name: str() }))),
  totalServiceCount: num(),
});
/** The type of {@link BookingFormSchema}. @example `const form: BookingForm = { totalServiceCount: 0 };` */
export type BookingForm = z.infer<typeof BookingFormSchema>;

/**
 * queryBookingForms' answer (`defaultBookingForm` with the `DEFAULT_BOOKING_FORM` conditional field).
 *
 * @example
 * ```ts
 * const { response } = await queryBookingForms(client, {}, { conditionalFields: ['DEFAULT_BOOKING_FORM'] });
 * ```
 */
export const QueryBookingFormsResponseSchema = z.object({
  bookingForms: z.optional(z.array(BookingFormSchema)),
  pagingMetadata: z.optional(CursorPagingMetadataSchema),
  defaultBookingForm: z.optional(BookingFormSchema),
});
/** The type of {@link QueryBookingFormsResponseSchema}. @example `const response: QueryBookingFormsResponse = {};` */
export type QueryBookingFormsResponse = z.infer<typeof QueryBookingFormsResponseSchema>;

/**
 * countServices' answer.
 *
 * @example
 * ```ts
 * const { count } = await countServices(client, { filter: { type: 'CLASS' } });
 * ```
 */
export const CountServicesResponseSchema = z.object({ count: num() });
/** The type of {@link CountServicesResponseSchema}. @example `const response: CountServicesResponse = { count: 3 };` */
export type CountServicesResponse = z.infer<typeof CountServicesResponseSchema>;

/**
 * queryLocations' answer: the business locations of the matching services, and whether any has a custom or customer location.
 *
 * @example
 * ```ts
 * const { businessLocations } = await queryLocations(client);
 * ```
 */
export const QueryLocationsResponseSchema = z.object({
  businessLocations: z.optional(z.object({ exists: z.optional(z.boolean()), locations: z.optional(z.array(LocationSchema)) })),
  customLocations: z.optional(z.object({ exists: z.optional(z.boolean()) })),
  customerLocations: z.optional(z.object({ exists: z.optional(z.boolean()) })),
});
/** The type of {@link QueryLocationsResponseSchema}. @example `const response: QueryLocationsResponse = {};` */
export type QueryLocationsResponse = z.infer<typeof QueryLocationsResponseSchema>;

/**
 * A category of services.
 *
 * @example
 * ```ts
 * const category: Category = { id, name: 'Classes', sortOrder: 1 };
 * ```
 */
export const CategorySchema = z.object({ id: str(), name: str(), sortOrder: num() });
/** The type of {@link CategorySchema}. @example `const category: Category = { name: 'Yoga' };` */
export type Category = z.infer<typeof CategorySchema>;

/**
 * queryCategories' answer.
 *
 * @example
 * ```ts
 * QueryCategoriesResponseSchema.shape.categories;
 * ```
 */
export const QueryCategoriesResponseSchema = z.object({ categories: z.optional(z.array(CategorySchema)) });

/**
 * One item of a bulk result: its metadata (success or error) and the service when asked.
 *
 * @example
 * ```ts
 * results.filter((r) => !r.itemMetadata?.success).map((r) => r.itemMetadata?.error?.code);
 * ```
 */
export const BulkServiceResultSchema = z.object({
  itemMetadata: z.optional(
    z.object({ id: str(), originalIndex: num(), success: z.optional(z.boolean()), error: z.optional(z.object({ code: str(), description: str(), data: z.optional(z.record(z.string(), z.unknown())) })) }),
  ),
  item: z.optional(ServiceSchema),
});
/** The type of {@link BulkServiceResultSchema}. @example `const result: BulkServiceResult = {};` */
export type BulkServiceResult = z.infer<typeof BulkServiceResultSchema>;

/**
 * A bulk answer: per-item results and totals.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkDeleteServices(client, ids);
 * ```
 */
export const BulkServicesResponseSchema = z.object({
  results: z.optional(z.array(BulkServiceResultSchema)),
  bulkActionMetadata: z.optional(z.object({ totalSuccesses: num(), totalFailures: num(), undetailedFailures: num() })),
});
/** The type of {@link BulkServicesResponseSchema}. @example `const response: BulkServicesResponse = {};` */
export type BulkServicesResponse = z.infer<typeof BulkServicesResponseSchema>;

/**
 * A by-filter bulk answer: the job id.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkDeleteServicesByFilter(client, { type: 'CLASS' });
 * ```
 */
export const BulkJobResponseSchema = z.object({ jobId: str() });
/** The type of {@link BulkJobResponseSchema}. @example `const response: BulkJobResponse = { jobId: 'j1' };` */
export type BulkJobResponse = z.infer<typeof BulkJobResponseSchema>;

/**
 * An empty answer.
 *
 * @example
 * ```ts
 * await deleteService(client, id); // {}
 * ```
 */
export const EmptyResponseSchema = z.object({});

/**
 * setCustomSlug's answer: the new slug and the service.
 *
 * @example
 * ```ts
 * const { slug, service } = await setCustomSlug(client, id, { slug: 'yoga' });
 * ```
 */
export const SetCustomSlugResponseSchema = z.object({ slug: z.optional(SlugSchema), service: z.optional(ServiceSchema) });
/** The type of {@link SetCustomSlugResponseSchema}. @example `const response: SetCustomSlugResponse = {};` */
export type SetCustomSlugResponse = z.infer<typeof SetCustomSlugResponseSchema>;

/**
 * validateSlug's answer (never an error for an invalid slug).
 *
 * @example
 * ```ts
 * const { valid, errors } = await validateSlug(client, { serviceId, slug: 'yoga' });
 * ```
 */
export const ValidateSlugResponseSchema = z.object({ valid: z.optional(z.boolean()), slug: str(), errors: z.optional(z.array(InvalidSlugErrorSchema)) });
/** The type of {@link ValidateSlugResponseSchema}. @example `const response: ValidateSlugResponse = { valid: true };` */
export type ValidateSlugResponse = z.infer<typeof ValidateSlugResponseSchema>;

/**
 * cloneService's answer: the new service and the parts that could not be copied.
 *
 * @example
 * ```ts
 * const { service, errors } = await cloneService(client, sourceId);
 * ```
 */
export const CloneServiceResponseSchema = z.object({ service: z.optional(ServiceSchema), errors: z.optional(z.array(CloneErrorSchema)) });
/** The type of {@link CloneServiceResponseSchema}. @example `const response: CloneServiceResponse = {};` */
export type CloneServiceResponse = z.infer<typeof CloneServiceResponseSchema>;
