import type { AggregationType, ScalarType } from './enums.js';
import type { BookingPolicy, Category, Location, Service } from './types.js';

/*
 * The answers of the catalogue reads: paging metadata, query and search pages, search aggregations,
 * policies, booking forms, locations and categories (re-exported from types.ts).
 */

/** The cursors of a page: pass `next` to get the following page. */
export interface PagingCursors {
  next?: string;
  prev?: string;
}

/** Offset paging metadata. */
export interface OffsetPagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: PagingCursors;
}

/** Cursor paging metadata. */
export interface CursorPagingMetadata {
  count?: number;
  hasNext?: boolean;
  cursors?: PagingCursors;
}

/** queryServices' answer: a page of services with offset paging metadata. */
export interface QueryServicesResponse {
  services?: Service[];
  pagingMetadata?: OffsetPagingMetadata;
}

/** A bucket of a VALUE (or DATE_HISTOGRAM) aggregation: a value and how many services have it. */
export interface ValueAggregationBucket {
  value?: string;
  count?: number;
}

/** A bucket of a RANGE aggregation: its bounds and how many services fall in it. */
export interface RangeAggregationBucket {
  from?: number;
  to?: number;
  count?: number;
}

/** The result of a SCALAR aggregation. */
export interface ScalarAggregationResult {
  type?: ScalarType;
  value?: number;
}

/** One level's result in one row of a NESTED aggregation. */
export interface NestedAggregationResultValue {
  value?: ValueAggregationBucket;
  range?: RangeAggregationBucket;
  scalar?: { value?: number };
  dateHistogram?: ValueAggregationBucket;
}

/** One row of a NESTED aggregation: one result per level, by the level's name. */
export interface NestedAggregationResults {
  results?: Record<string, NestedAggregationResultValue>;
}

/** The rows of a NESTED aggregation: one per combination of buckets. */
export interface NestedAggregationResult {
  results?: NestedAggregationResults[];
}

/** One aggregation's result: `values`, `ranges`, `scalar`, `dateHistogram` or `nested`, by its `type`. */
export interface AggregationResult {
  name?: string;
  type?: AggregationType;
  fieldPath?: string;
  values?: { results?: ValueAggregationBucket[] };
  ranges?: { results?: RangeAggregationBucket[] };
  scalar?: ScalarAggregationResult;
  dateHistogram?: { results?: ValueAggregationBucket[] };
  nested?: NestedAggregationResult;
}

/** The aggregations of a search, computed over every match (not only the page). */
export interface AggregationData {
  results?: AggregationResult[];
}

/** searchServices' answer: a cursor page of services plus `aggregationData` (over every match). */
export interface SearchServicesResponse {
  services?: Service[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}

/** A booking policy with (up to 5 of) the services that use it. */
export interface BookingPolicyWithServices {
  bookingPolicy?: BookingPolicy;
  connectedServices?: Service[];
  /**
   * The same services under the platform's older field name, which some answers still carry (the
   * official SDK decodes both); their dates are `Date`s too.
   * @deprecated Read `connectedServices`.
   */
  services?: Service[];
  totalServiceCount?: number;
}

/** queryPolicies' answer: a cursor page of policies with their services. */
export interface QueryPoliciesResponse {
  bookingPolicies?: BookingPolicyWithServices[];
  pagingMetadata?: CursorPagingMetadata;
}

/** The form of a booking form row: its id, name and revision. */
export interface BookingFormDetails {
  formId?: string;
  name?: string;
  revision?: string;
}

/** A service that uses a booking form, by id and name. */
export interface ConnectedService {
  id?: string;
  name?: string;
}

/** A booking form with (up to 5 of) the services that use it. */
export interface BookingForm {
  formDetails?: BookingFormDetails;
  connectedServices?: ConnectedService[];
  totalServiceCount?: number;
}

/** queryBookingForms' answer (`defaultBookingForm` with the `DEFAULT_BOOKING_FORM` conditional field). */
export interface QueryBookingFormsResponse {
  bookingForms?: BookingForm[];
  pagingMetadata?: CursorPagingMetadata;
  defaultBookingForm?: BookingForm;
}

/** countServices' answer. */
export interface CountServicesResponse {
  count?: number;
}

/** Whether any matching service has a location of one kind. */
export interface LocationsExist {
  exists?: boolean;
}

/** queryLocations' answer: the business locations of the matching services, and whether any has a custom or customer location. */
export interface QueryLocationsResponse {
  businessLocations?: { exists?: boolean; locations?: Location[] };
  customLocations?: LocationsExist;
  customerLocations?: LocationsExist;
}

/** queryCategories' answer: the categories used by the matching services. */
export interface QueryCategoriesResponse {
  categories?: Category[];
}
