import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { SortOrder } from '@frontdesk/core';

/*
 * Enums of Bookings services (v2) and Calendar Events V3, from the platform's published type
 * declarations. Each is one list of values: the constant object (`ServiceType.CLASS`), the type of the
 * same name, and (in inputs.ts) the argument validator `oneOf(ServiceType)`.
 */

/**
 * The service types: one-on-one appointments, recurring classes, or courses booked once for every session.
 */
export const ServiceType = /* @__PURE__ */ enumeration(['APPOINTMENT', 'CLASS', 'COURSE']);
/** A service type: `APPOINTMENT`, `CLASS` or `COURSE`. */
export type ServiceType = EnumValue<typeof ServiceType>;

/**
 * The payment rate types (`UNKNOWN_RATE_TYPE` is the zero value).
 */
export const RateType = /* @__PURE__ */ enumeration(['UNKNOWN_RATE_TYPE', 'FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION']);
/** A payment rate type. */
export type RateType = EnumValue<typeof RateType>;

/**
 * The location types. Services use `BUSINESS`, `CUSTOM` and `CUSTOMER`; the wider set also appears on the wire.
 */
export const LocationType = /* @__PURE__ */ enumeration([
  'UNKNOWN_LOCATION_TYPE',
  'CUSTOM',
  'BUSINESS',
  'CUSTOMER',
  'UNDEFINED',
  'OWNER_BUSINESS',
  'OWNER_CUSTOM',
]);
/** A location type. */
export type LocationType = EnumValue<typeof LocationType>;

/**
 * The extra fields getService and queryServices can add (`conditionalFields`).
 */
export const RequestedField = /* @__PURE__ */ enumeration([
  'STAFF_MEMBER_DETAILS',
  'RESOURCE_TYPE_DETAILS',
  'DISCOUNT_INFO_DETAILS',
  'RESOURCE_DETAILS',
  'STAFF_WORKING_HOURS_LOCATIONS',
]);
/** An extra field getService can add. */
export type RequestedField = EnumValue<typeof RequestedField>;

/**
 * The slug problems validateSlug reports.
 */
export const InvalidSlugError = /* @__PURE__ */ enumeration(['SLUG_CONTAINS_ILLEGAL_CHARACTERS', 'SLUG_ALREADY_EXISTS']);
/** A slug problem. */
export type InvalidSlugError = EnumValue<typeof InvalidSlugError>;

/**
 * The parts cloneService could not copy.
 */
export const CloneError = /* @__PURE__ */ enumeration(['OPTIONS_AND_VARIANTS', 'FORM', 'SESSIONS', 'PRICING_PLANS']);
/** A part cloneService could not copy. */
export type CloneError = EnumValue<typeof CloneError>;

/**
 * What happens to future sessions at a location removed by setServiceLocations.
 */
export const RemovedLocationAction = /* @__PURE__ */ enumeration(['KEEP_AT_CURRENT_LOCATION', 'MOVE_TO_LOCATION']);
/** A removed-location action. */
export type RemovedLocationAction = EnumValue<typeof RemovedLocationAction>;

/**
 * The search aggregation kinds.
 */
export const AggregationType = /* @__PURE__ */ enumeration(['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED']);
/** A search aggregation kind. */
export type AggregationType = EnumValue<typeof AggregationType>;

/**
 * The scalar aggregation functions.
 */
export const ScalarType = /* @__PURE__ */ enumeration(['COUNT_DISTINCT', 'MIN', 'MAX']);
/** A scalar aggregation function. */
export type ScalarType = EnumValue<typeof ScalarType>;

/**
 * The date histogram intervals.
 */
export const Interval = /* @__PURE__ */ enumeration(['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND']);
/** A date histogram interval. */
export type Interval = EnumValue<typeof Interval>;

/**
 * The free-text search modes: any term (`OR`) or every term (`AND`).
 */
export const SearchMode = /* @__PURE__ */ enumeration(['OR', 'AND']);
/** A free-text search mode. */
export type SearchMode = EnumValue<typeof SearchMode>;

/**
 * The weekdays of a recurrence rule.
 */
export const DayOfWeek = /* @__PURE__ */ enumeration(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
/** A weekday of a recurrence rule. */
export type DayOfWeek = EnumValue<typeof DayOfWeek>;

/**
 * How a calendar event recurs: `NONE` (single), `MASTER` (defines a series), `INSTANCE` (one
 * occurrence of a series) or `EXCEPTION` (an occurrence changed on its own).
 */
export const RecurrenceType = /* @__PURE__ */ enumeration(['NONE', 'MASTER', 'INSTANCE', 'EXCEPTION']);
/** How a calendar event recurs. */
export type RecurrenceType = EnumValue<typeof RecurrenceType>;
