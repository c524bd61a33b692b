import * as z from 'zod/mini';
import { floatInput, timestampInput } from '@frontdesk/core';
import { AggregationTypeSchema, IntervalSchema, LocationTypeSchema, RemovedLocationActionSchema, RequestedFieldSchema, ScalarTypeSchema, SearchModeSchema, ServiceTypeSchema, SortOrderSchema } from './enums.js';

/*
 * Request schemas of the services calls. Entities are loose (unknown fields pass through); dates
 * accept a `Date` or an ISO string, geocode coordinates a number.
 */

const nonEmpty = () => z.string().check(z.minLength(1, 'must be a non-empty string'));
const filterSchema = () => z.record(z.string(), z.unknown());

const AddressInputSchemaShape = { geocode: z.optional(z.looseObject({ latitude: z.optional(floatInput()), longitude: z.optional(floatInput()) })) };
/** The zod type of {@link AddressInputSchema}, named so declarations refer to it. @example `const schema: AddressInputSchemaType = AddressInputSchema;` */
export interface AddressInputSchemaType extends z.ZodMiniObject<typeof AddressInputSchemaShape, z.core.$loose> {}
/**
 * An address to send (geocode as numbers; `NaN`/`Infinity` go as the platform's strings).
 *
 * @example
 * ```ts
 * const address: AddressInput = { addressLine: '1 Main St', city: 'Springfield', geocode: { latitude: 40.1, longitude: -75.2 } };
 * ```
 */
export const AddressInputSchema: AddressInputSchemaType = z.looseObject(AddressInputSchemaShape);
/** The type of {@link AddressInputSchema}. @example `const address: AddressInput = { city: 'Brooklyn' };` */
export type AddressInput = z.input<typeof AddressInputSchema>;

const LocationInputSchemaShape = {
  type: z.optional(LocationTypeSchema),
  business: z.optional(z.looseObject({ id: z.optional(z.string()), address: z.optional(AddressInputSchema) })),
  custom: z.optional(z.looseObject({ address: z.optional(AddressInputSchema) })),
  calculatedAddress: z.optional(AddressInputSchema),
};
/** The zod type of {@link LocationInputSchema}, named so declarations refer to it. @example `const schema: LocationInputSchemaType = LocationInputSchema;` */
export interface LocationInputSchemaType extends z.ZodMiniObject<typeof LocationInputSchemaShape, z.core.$loose> {}
/**
 * A location to send: BUSINESS (`business.id`), CUSTOM (`custom.address`) or CUSTOMER.
 *
 * @example
 * ```ts
 * const location: LocationInput = { type: 'BUSINESS', business: { id: locationId } };
 * ```
 */
export const LocationInputSchema: LocationInputSchemaType = z.looseObject(LocationInputSchemaShape);
/** The type of {@link LocationInputSchema}. @example `const location: LocationInput = { type: 'CUSTOMER' };` */
export type LocationInput = z.input<typeof LocationInputSchema>;

/**
 * A partial service (bulkUpdateServicesByFilter: no id or revision).
 *
 * @example
 * ```ts
 * const patch: ServicePatchInput = { onlineBooking: { enabled: false } };
 * ```
 */
export const ServicePatchInputSchema = z.looseObject({
  type: z.optional(ServiceTypeSchema),
  name: z.optional(z.string()),
  locations: z.optional(z.array(LocationInputSchema)),
  schedule: z.optional(z.looseObject({ firstSessionStart: z.optional(timestampInput()), lastSessionEnd: z.optional(timestampInput()) })),
  payment: z.optional(z.looseObject({ subscription: z.optional(z.looseObject({ recurringStartDate: z.optional(timestampInput()) })) })),
  createdDate: z.optional(timestampInput()),
  updatedDate: z.optional(timestampInput()),
});
/** The type of {@link ServicePatchInputSchema}. @example `const patch: ServicePatchInput = { hidden: true };` */
export type ServicePatchInput = z.input<typeof ServicePatchInputSchema>;

/**
 * A service to create (platform-rules §3.1): `type`, `name`, `payment` and, for appointments,
 * `schedule.availabilityConstraints.sessionDurations` and `staffMemberIds` (resource ids).
 *
 * @example
 * ```ts
 * const input: CreateServiceInput = {
 *   type: 'APPOINTMENT', name: 'Massage', onlineBooking: { enabled: true },
 *   payment: { rateType: 'FIXED', fixed: { price: { value: '90', currency: 'USD' } }, options: { online: true } },
 *   schedule: { availabilityConstraints: { sessionDurations: [60] } }, staffMemberIds: [resourceId],
 * };
 * ```
 */
export const CreateServiceInputSchema = z.extend(ServicePatchInputSchema, { type: ServiceTypeSchema, name: nonEmpty() });
/** The type of {@link CreateServiceInputSchema}. @example `const input: CreateServiceInput = { type: 'CLASS', name: 'Yoga' };` */
export type CreateServiceInput = z.input<typeof CreateServiceInputSchema>;

/**
 * A service update: its `id`, its current `revision` and the fields to change.
 *
 * @example
 * ```ts
 * const input: UpdateServiceInput = { id, revision: service.revision!, name: 'Massage (90 min)' };
 * ```
 */
export const UpdateServiceInputSchema = z.extend(ServicePatchInputSchema, { id: nonEmpty(), revision: z.union([nonEmpty(), z.number()]) });
/** The type of {@link UpdateServiceInputSchema}. @example `const input: UpdateServiceInput = { id, revision: '1' };` */
export type UpdateServiceInput = z.input<typeof UpdateServiceInputSchema>;

const maskSchema = () => z.optional(z.array(z.string()));

/**
 * Options of updateService: `mask` limits the update to these field paths (sent comma-joined).
 *
 * @example
 * ```ts
 * const options: UpdateServiceOptions = { mask: ['name', 'tagLine'] };
 * ```
 */
export const UpdateServiceOptionsSchema = z.object({ mask: maskSchema() });
/** The type of {@link UpdateServiceOptionsSchema}. @example `const options: UpdateServiceOptions = {};` */
export type UpdateServiceOptions = z.input<typeof UpdateServiceOptionsSchema>;

/**
 * One item of bulkUpdateServices.
 *
 * @example
 * ```ts
 * const item: MaskedServiceInput = { service: { id, revision: '2', hidden: true }, mask: ['hidden'] };
 * ```
 */
export const MaskedServiceInputSchema = z.object({ service: UpdateServiceInputSchema, mask: maskSchema() });
/** The type of {@link MaskedServiceInputSchema}. @example `const item: MaskedServiceInput = { service: { id, revision: '1' } };` */
export type MaskedServiceInput = z.input<typeof MaskedServiceInputSchema>;

/**
 * Options of bulkUpdateServices.
 *
 * @example
 * ```ts
 * const options: BulkUpdateServicesOptions = { returnEntity: true };
 * ```
 */
export const BulkUpdateServicesOptionsSchema = z.object({ returnEntity: z.optional(z.boolean()) });
/** The type of {@link BulkUpdateServicesOptionsSchema}. @example `const options: BulkUpdateServicesOptions = {};` */
export type BulkUpdateServicesOptions = z.input<typeof BulkUpdateServicesOptionsSchema>;

/**
 * Options of bulkUpdateServicesByFilter: the change and its mask.
 *
 * @example
 * ```ts
 * const options: BulkUpdateServicesByFilterOptions = { service: { hidden: true }, mask: ['hidden'] };
 * ```
 */
export const BulkUpdateServicesByFilterOptionsSchema = z.object({ service: ServicePatchInputSchema, mask: maskSchema() });
/** The type of {@link BulkUpdateServicesByFilterOptionsSchema}. @example `const options: BulkUpdateServicesByFilterOptions = { service: {} };` */
export type BulkUpdateServicesByFilterOptions = z.input<typeof BulkUpdateServicesByFilterOptionsSchema>;

/**
 * Who is told about a change, and how.
 *
 * @example
 * ```ts
 * const notification: ParticipantNotification = { notifyParticipants: true, message: 'Moved to room 2' };
 * ```
 */
export const ParticipantNotificationSchema = z.looseObject({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) });
/** The type of {@link ParticipantNotificationSchema}. @example `const notification: ParticipantNotification = {};` */
export type ParticipantNotification = z.input<typeof ParticipantNotificationSchema>;

/**
 * Options of the delete calls.
 *
 * @example
 * ```ts
 * const options: DeleteServiceOptions = { preserveFutureSessionsWithParticipants: true };
 * ```
 */
export const DeleteServiceOptionsSchema = z.object({ preserveFutureSessionsWithParticipants: z.optional(z.boolean()), participantNotification: z.optional(ParticipantNotificationSchema) });
/** The type of {@link DeleteServiceOptionsSchema}. @example `const options: DeleteServiceOptions = {};` */
export type DeleteServiceOptions = z.input<typeof DeleteServiceOptionsSchema>;

/**
 * Options of getService.
 *
 * @example
 * ```ts
 * const options: GetServiceOptions = { conditionalFields: ['STAFF_MEMBER_DETAILS'] };
 * ```
 */
export const GetServiceOptionsSchema = z.object({ conditionalFields: z.optional(z.array(RequestedFieldSchema)) });
/** The type of {@link GetServiceOptionsSchema}. @example `const options: GetServiceOptions = {};` */
export type GetServiceOptions = z.input<typeof GetServiceOptionsSchema>;

/**
 * Options of queryServices: extra fields on every service of the page (as getService's).
 *
 * @example
 * ```ts
 * const options: QueryServicesOptions = { conditionalFields: ['STAFF_MEMBER_DETAILS'] };
 * ```
 */
export const QueryServicesOptionsSchema = GetServiceOptionsSchema;
/** The type of {@link QueryServicesOptionsSchema}. @example `const options: QueryServicesOptions = {};` */
export type QueryServicesOptions = z.input<typeof QueryServicesOptionsSchema>;

const SortingSchema = z.object({ fieldName: z.string(), order: z.optional(SortOrderSchema) });

/**
 * A services query: filter, sort, offset paging (default `{offset: 0, limit: 50}`).
 *
 * @example
 * ```ts
 * const query: ServiceQuery = { filter: { type: 'CLASS' }, sort: [{ fieldName: 'name' }], paging: { limit: 10 } };
 * ```
 */
export const ServiceQuerySchema = z.object({
  filter: z.optional(filterSchema()),
  sort: z.optional(z.array(SortingSchema)),
  paging: z.optional(z.object({ offset: z.optional(z.int()), limit: z.optional(z.int()) })),
});
/** The type of {@link ServiceQuerySchema}. @example `const query: ServiceQuery = {};` */
export type ServiceQuery = z.input<typeof ServiceQuerySchema>;

/**
 * A cursor query (policies, booking forms): filter, sort, cursor paging.
 *
 * @example
 * ```ts
 * const query: CursorQuery = { filter: { 'bookingPolicy.default': true }, cursorPaging: { limit: 10 } };
 * ```
 */
export const CursorQuerySchema = z.object({
  filter: z.optional(filterSchema()),
  sort: z.optional(z.array(SortingSchema)),
  cursorPaging: z.optional(z.object({ limit: z.optional(z.int()), cursor: z.optional(z.string()) })),
});
/** The type of {@link CursorQuerySchema}. @example `const query: CursorQuery = {};` */
export type CursorQuery = z.input<typeof CursorQuerySchema>;

/**
 * One level of a NESTED aggregation: VALUE, RANGE, SCALAR or DATE_HISTOGRAM on a field.
 *
 * @example
 * ```ts
 * const level: NestedAggregation = { name: 'type', type: 'VALUE', fieldPath: 'type' };
 * ```
 */
export const NestedAggregationSchema = z.object({
  name: z.optional(z.string()),
  type: z.optional(AggregationTypeSchema),
  fieldPath: z.string(),
  value: z.optional(
    z.object({
      sortType: z.optional(z.enum(['COUNT', 'VALUE'])),
      sortDirection: z.optional(SortOrderSchema),
      limit: z.optional(z.int()),
      missingValues: z.optional(z.enum(['EXCLUDE', 'INCLUDE'])),
      includeOptions: z.optional(z.object({ addToBucket: z.optional(z.string()) })),
    }),
  ),
  range: z.optional(z.object({ buckets: z.array(z.object({ from: z.optional(z.number()), to: z.optional(z.number()) })) })),
  scalar: z.optional(z.object({ type: ScalarTypeSchema })),
  dateHistogram: z.optional(z.object({ interval: IntervalSchema })),
});
/** The type of {@link NestedAggregationSchema}. @example `const level: NestedAggregation = { type: 'VALUE', fieldPath: 'type' };` */
export type NestedAggregation = z.input<typeof NestedAggregationSchema>;

/**
 * A search aggregation: VALUE, RANGE, SCALAR, DATE_HISTOGRAM or NESTED (2-10 levels of the others).
 *
 * @example
 * ```ts
 * const byType: Aggregation = { name: 'types', type: 'VALUE', fieldPath: 'type' };
 * const cheapest: Aggregation = { name: 'min', type: 'SCALAR', fieldPath: 'payment.fixed.price.value', scalar: { type: 'MIN' } };
 * ```
 */
export const AggregationSchema = z.extend(NestedAggregationSchema, {
  fieldPath: z.optional(z.string()),
  nested: z.optional(z.object({ nestedAggregations: z.array(NestedAggregationSchema) })),
});
/** The type of {@link AggregationSchema}. @example `const aggregation: Aggregation = { type: 'VALUE', fieldPath: 'type' };` */
export type Aggregation = z.input<typeof AggregationSchema>;

/**
 * A services search: filter, sort, free text on `name`, aggregations and cursor paging.
 *
 * @example
 * ```ts
 * const search: ServiceSearch = { search: { expression: 'yoga' }, aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }] };
 * ```
 */
export const ServiceSearchSchema = z.object({
  filter: z.optional(filterSchema()),
  sort: z.optional(z.array(SortingSchema)),
  aggregations: z.optional(z.array(AggregationSchema)),
  search: z.optional(z.object({ expression: z.optional(z.string()), fields: z.optional(z.array(z.string())), fuzzy: z.optional(z.boolean()), mode: z.optional(SearchModeSchema) })),
  cursorPaging: z.optional(z.object({ limit: z.optional(z.int()), cursor: z.optional(z.string()) })),
  timeZone: z.optional(z.string()),
});
/** The type of {@link ServiceSearchSchema}. @example `const search: ServiceSearch = {};` */
export type ServiceSearch = z.input<typeof ServiceSearchSchema>;

/**
 * Options of queryBookingForms.
 *
 * @example
 * ```ts
 * const options: QueryBookingFormsOptions = { conditionalFields: ['DEFAULT_BOOKING_FORM'] };
 * ```
 */
export const QueryBookingFormsOptionsSchema = z.object({ conditionalFields: z.optional(z.array(z.enum(['DEFAULT_BOOKING_FORM']))) });
/** The type of {@link QueryBookingFormsOptionsSchema}. @example `const options: QueryBookingFormsOptions = {};` */
export type QueryBookingFormsOptions = z.input<typeof QueryBookingFormsOptionsSchema>;

/**
 * Options of countServices.
 *
 * @example
 * ```ts
 * const options: CountServicesOptions = { filter: { type: 'APPOINTMENT' } };
 * ```
 */
export const CountServicesOptionsSchema = z.object({ filter: z.optional(filterSchema()) });
/** The type of {@link CountServicesOptionsSchema}. @example `const options: CountServicesOptions = {};` */
export type CountServicesOptions = z.input<typeof CountServicesOptionsSchema>;

/**
 * Options of queryLocations: a services filter and business location ids.
 *
 * @example
 * ```ts
 * const options: QueryLocationsOptions = { filter: { services: { type: 'CLASS' } } };
 * ```
 */
export const QueryLocationsOptionsSchema = z.object({ filter: z.optional(z.object({ services: z.optional(filterSchema()), businessLocationIds: z.optional(z.array(z.string())) })) });
/** The type of {@link QueryLocationsOptionsSchema}. @example `const options: QueryLocationsOptions = {};` */
export type QueryLocationsOptions = z.input<typeof QueryLocationsOptionsSchema>;

/**
 * Options of queryCategories: a services filter and category ids.
 *
 * @example
 * ```ts
 * const options: QueryCategoriesOptions = { filter: { categoryIds: [id] } };
 * ```
 */
export const QueryCategoriesOptionsSchema = z.object({ filter: z.optional(z.object({ services: z.optional(filterSchema()), categoryIds: z.optional(z.array(z.string())) })) });
/** The type of {@link QueryCategoriesOptionsSchema}. @example `const options: QueryCategoriesOptions = {};` */
export type QueryCategoriesOptions = z.input<typeof QueryCategoriesOptionsSchema>;

/**
 * Options of setServiceLocations: what happens to future sessions at removed locations, and notifications.
 *
 * @example
 * ```ts
 * const options: SetServiceLocationsOptions = {
 *   removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION', moveToLocationOptions: { newLocation: { type: 'BUSINESS', business: { id } } } },
 * };
 * ```
 */
export const SetServiceLocationsOptionsSchema = z.object({
  removedLocationSessionsAction: z.optional(z.object({ action: z.optional(RemovedLocationActionSchema), moveToLocationOptions: z.optional(z.object({ newLocation: z.optional(LocationInputSchema) })) })),
  participantNotification: z.optional(ParticipantNotificationSchema),
});
/** The type of {@link SetServiceLocationsOptionsSchema}. @example `const options: SetServiceLocationsOptions = {};` */
export type SetServiceLocationsOptions = z.input<typeof SetServiceLocationsOptionsSchema>;

/**
 * Options of disablePricingPlansForService.
 *
 * @example
 * ```ts
 * const options: DisablePricingPlansOptions = { pricingPlanIds: [planId] };
 * ```
 */
export const DisablePricingPlansOptionsSchema = z.object({ pricingPlanIds: z.optional(z.array(z.string())) });
/** The type of {@link DisablePricingPlansOptionsSchema}. @example `const options: DisablePricingPlansOptions = {};` */
export type DisablePricingPlansOptions = z.input<typeof DisablePricingPlansOptionsSchema>;

/**
 * Options of setCustomSlug.
 *
 * @example
 * ```ts
 * const options: SetCustomSlugOptions = { slug: 'morning-yoga' };
 * ```
 */
export const SetCustomSlugOptionsSchema = z.object({ slug: z.optional(z.string()) });
/** The type of {@link SetCustomSlugOptionsSchema}. @example `const options: SetCustomSlugOptions = { slug: 'yoga' };` */
export type SetCustomSlugOptions = z.input<typeof SetCustomSlugOptionsSchema>;

/**
 * Options of validateSlug.
 *
 * @example
 * ```ts
 * const options: ValidateSlugOptions = { slug: 'morning-yoga' };
 * ```
 */
export const ValidateSlugOptionsSchema = z.object({ slug: z.optional(z.string()) });
/** The type of {@link ValidateSlugOptionsSchema}. @example `const options: ValidateSlugOptions = { slug: 'yoga' };` */
export type ValidateSlugOptions = z.input<typeof ValidateSlugOptionsSchema>;
