import * as z from 'zod/mini';

/*
 * Enums of Bookings services (v2), from the platform's published type declarations. Each has a zod
 * schema and a const object of its values.
 */

/**
 * A zod enum whose errors read "is required" / "must be one of ...".
 *
 * @example
 * ```ts
 * const TypeSchema = enumOf(['APPOINTMENT', 'CLASS']);
 * ```
 */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`) });
}

const constants = <const T extends readonly string[]>(values: T) => Object.freeze(Object.fromEntries(values.map((v) => [v, v]))) as { readonly [K in T[number]]: K };

const SERVICE_TYPES = ['APPOINTMENT', 'CLASS', 'COURSE'] as const;
/**
 * A service type: one-on-one appointments, recurring classes, or courses booked once for every session.
 *
 * @example
 * ```ts
 * ServiceTypeSchema.parse('CLASS');
 * ```
 */
export const ServiceTypeSchema = enumOf(SERVICE_TYPES);
/**
 * The service types (`ServiceType.CLASS === 'CLASS'`).
 *
 * @example
 * ```ts
 * if (service.type === ServiceType.COURSE) showCourseDates(service);
 * ```
 */
export const ServiceType = constants(SERVICE_TYPES);
/** A service type. @example `const type: ServiceType = 'APPOINTMENT';` */
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

const RATE_TYPES = ['UNKNOWN_RATE_TYPE', 'FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION'] as const;
/**
 * A payment rate type (`UNKNOWN_RATE_TYPE` is the zero value).
 *
 * @example
 * ```ts
 * RateTypeSchema.parse('FIXED');
 * ```
 */
export const RateTypeSchema = enumOf(RATE_TYPES);
/**
 * The rate types.
 *
 * @example
 * ```ts
 * service.payment?.rateType === RateType.NO_FEE;
 * ```
 */
export const RateType = constants(RATE_TYPES);
/** A rate type. @example `const rate: RateType = 'FIXED';` */
export type RateType = z.infer<typeof RateTypeSchema>;

const LOCATION_TYPES = ['UNKNOWN_LOCATION_TYPE', 'CUSTOM', 'BUSINESS', 'CUSTOMER', 'UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM'] as const;
/**
 * A location type. Services use `BUSINESS`, `CUSTOM` and `CUSTOMER`; the wider set also appears on the wire.
 *
 * @example
 * ```ts
 * LocationTypeSchema.parse('BUSINESS');
 * ```
 */
export const LocationTypeSchema = enumOf(LOCATION_TYPES);
/**
 * The location types.
 *
 * @example
 * ```ts
 * const location = { type: LocationType.BUSINESS, business: { id } };
 * ```
 */
export const LocationType = constants(LOCATION_TYPES);
/** A location type. @example `const type: LocationType = 'CUSTOMER';` */
export type LocationType = z.infer<typeof LocationTypeSchema>;

const REQUESTED_FIELDS = ['STAFF_MEMBER_DETAILS', 'RESOURCE_TYPE_DETAILS', 'DISCOUNT_INFO_DETAILS', 'RESOURCE_DETAILS', 'STAFF_WORKING_HOURS_LOCATIONS'] as const;
/**
 * Extra fields getService can add (`conditionalFields`).
 *
 * @example
 * ```ts
 * RequestedFieldSchema.parse('STAFF_MEMBER_DETAILS');
 * ```
 */
export const RequestedFieldSchema = enumOf(REQUESTED_FIELDS);
/** A requested extra field. @example `const field: RequestedField = 'STAFF_MEMBER_DETAILS';` */
export type RequestedField = z.infer<typeof RequestedFieldSchema>;

/**
 * Slug problems reported by validateSlug.
 *
 * @example
 * ```ts
 * InvalidSlugErrorSchema.parse('SLUG_ALREADY_EXISTS');
 * ```
 */
export const InvalidSlugErrorSchema = enumOf(['SLUG_CONTAINS_ILLEGAL_CHARACTERS', 'SLUG_ALREADY_EXISTS']);
/** A slug problem. @example `const error: InvalidSlugError = 'SLUG_ALREADY_EXISTS';` */
export type InvalidSlugError = z.infer<typeof InvalidSlugErrorSchema>;

/**
 * Parts cloneService could not copy.
 *
 * @example
 * ```ts
 * CloneErrorSchema.parse('FORM');
 * ```
 */
export const CloneErrorSchema = enumOf(['OPTIONS_AND_VARIANTS', 'FORM', 'SESSIONS', 'PRICING_PLANS']);
/** A clone problem. @example `const error: CloneError = 'FORM';` */
export type CloneError = z.infer<typeof CloneErrorSchema>;

/**
 * What happens to future sessions at a location removed by setServiceLocations.
 *
 * @example
 * ```ts
 * RemovedLocationActionSchema.parse('MOVE_TO_LOCATION');
 * ```
 */
export const RemovedLocationActionSchema = enumOf(['KEEP_AT_CURRENT_LOCATION', 'MOVE_TO_LOCATION']);
/** A removed-location action. @example `const action: RemovedLocationAction = 'KEEP_AT_CURRENT_LOCATION';` */
export type RemovedLocationAction = z.infer<typeof RemovedLocationActionSchema>;

/**
 * Search aggregation kinds.
 *
 * @example
 * ```ts
 * AggregationTypeSchema.parse('DATE_HISTOGRAM');
 * ```
 */
export const AggregationTypeSchema = enumOf(['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED']);
/** An aggregation kind. @example `const type: AggregationType = 'VALUE';` */
export type AggregationType = z.infer<typeof AggregationTypeSchema>;

/**
 * Scalar aggregation functions.
 *
 * @example
 * ```ts
 * ScalarTypeSchema.parse('MAX');
 * ```
 */
export const ScalarTypeSchema = enumOf(['COUNT_DISTINCT', 'MIN', 'MAX']);
/** A scalar function. @example `const type: ScalarType = 'MIN';` */
export type ScalarType = z.infer<typeof ScalarTypeSchema>;

/**
 * Date histogram intervals.
 *
 * @example
 * ```ts
 * IntervalSchema.parse('MONTH');
 * ```
 */
export const IntervalSchema = enumOf(['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND']);
/** A date interval. @example `const interval: Interval = 'WEEK';` */
export type Interval = z.infer<typeof IntervalSchema>;

/**
 * Sort orders.
 *
 * @example
 * ```ts
 * SortOrderSchema.parse('DESC');
 * ```
 */
export const SortOrderSchema = enumOf(['ASC', 'DESC']);
/** A sort order. @example `const order: SortOrder = 'ASC';` */
export type SortOrder = z.infer<typeof SortOrderSchema>;

/**
 * Free-text search modes: any term (`OR`) or every term (`AND`).
 *
 * @example
 * ```ts
 * SearchModeSchema.parse('AND');
 * ```
 */
export const SearchModeSchema = enumOf(['OR', 'AND']);
/** A search mode. @example `const mode: SearchMode = 'OR';` */
export type SearchMode = z.infer<typeof SearchModeSchema>;
