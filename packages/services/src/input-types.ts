import type {
  AggregationType,
  Interval,
  RateType,
  RemovedLocationAction,
  RequestedField,
  ScalarType,
  SearchMode,
  ServiceType,
  SortOrder,
} from './enums.js';
import type { Address, Image, Location, PageUrl, Payment, Service } from './types.js';

/*
 * The arguments of the services calls (re-exported from types.ts). Entities sent back to the platform
 * are the entity types themselves (dates as `Date`s); inputs.ts checks their top-level fields.
 */

/**
 * An address to send: an {@link Address} with the wire names (geocode as numbers; `NaN`/`Infinity`
 * go as the platform's strings). The official SDK's names are accepted too and sent as the wire
 * names: `addressLine1` as `addressLine`, `formatted` as `formattedAddress`, `location` as `geocode`.
 */
export interface AddressInput extends Address {
  /** The official SDK's name of `addressLine`. */
  addressLine1?: string | null;
  /** The official SDK's name of `formattedAddress`. */
  formatted?: string | null;
  /** The official SDK's name of `geocode`. */
  location?: Address['geocode'];
}

/** A location to send: a {@link Location}, BUSINESS (`business.id`), CUSTOM (`custom.address`) or CUSTOMER. */
export interface LocationInput extends Omit<Location, 'business' | 'custom' | 'calculatedAddress'> {
  business?: Omit<NonNullable<Location['business']>, 'address'> & { address?: AddressInput };
  custom?: Omit<NonNullable<Location['custom']>, 'address'> & { address?: AddressInput };
  calculatedAddress?: AddressInput;
}

/**
 * A payment to send: a {@link Payment} whose `rateType` may also be a plain `string` (the platform
 * checks it), so a service object written without `as const` can still be sent.
 */
export interface PaymentInput extends Omit<Payment, 'rateType'> {
  rateType?: RateType | (string & Record<never, never>);
}

/**
 * A media item to send: its `image` as an {@link Image} or as the official SDK's image string
 * `wix:image://v1/<id>/<filename>#originWidth=<w>&originHeight=<h>` (or any absolute URL), which is
 * sent as the image object the platform expects (`{id, width, height, altText, filename, url}`).
 */
export interface MediaItemInput {
  image?: Image | string;
}

/** A service's media to send: gallery `items`, `mainMedia` and `coverMedia`, each a {@link MediaItemInput}. */
export interface ServiceMediaInput {
  items?: MediaItemInput[];
  mainMedia?: MediaItemInput;
  coverMedia?: MediaItemInput;
}

/**
 * A service's page URLs to send: each a {@link PageUrl} or, as in the official SDK, the full URL as a
 * string, sent as `{relativePath, url}`.
 */
export interface ServiceUrlsInput {
  servicePage?: PageUrl | string;
  bookingPage?: PageUrl | string;
  calendarPage?: PageUrl | string;
}

/** A partial service to send (bulkUpdateServicesByFilter): any fields of a {@link Service} but its id and revision. */
export interface ServicePatchInput extends Omit<Service, 'id' | 'revision' | 'payment' | 'locations' | 'media' | 'urls'> {
  payment?: PaymentInput;
  locations?: LocationInput[];
  media?: ServiceMediaInput;
  urls?: ServiceUrlsInput;
}

/**
 * A service to create (platform-rules §3.1): `type`, `name`, `payment` and, for appointments,
 * `schedule.availabilityConstraints.sessionDurations` and `staffMemberIds` (resource ids).
 */
export interface CreateServiceInput extends ServicePatchInput {
  type: ServiceType;
  name: string;
}

/** A service update: its `id`, its current `revision` and the fields to change. */
export interface UpdateServiceInput extends ServicePatchInput {
  id: string;
  revision: string | number;
}

/** Options of updateService: `mask` limits the update to these field paths (sent comma-joined). */
export interface UpdateServiceOptions {
  mask?: string[];
}

/** One item of bulkUpdateServices: the update and its optional mask. */
export interface MaskedServiceInput {
  service: UpdateServiceInput;
  mask?: string[];
}

/**
 * Options of bulkUpdateServices (its only argument, as in the official SDK): the `services` to update
 * (each with its id, revision and optional mask); `returnEntity` returns each updated service.
 */
export interface BulkUpdateServicesOptions {
  services: MaskedServiceInput[];
  returnEntity?: boolean;
}

/** Options of bulkUpdateServicesByFilter: the change and its mask. */
export interface BulkUpdateServicesByFilterOptions {
  service: ServicePatchInput;
  mask?: string[];
}

/** Who is told about a change, and how. */
export interface ParticipantNotification {
  notifyParticipants?: boolean;
  message?: string;
}

/** Options of the delete calls: keep future sessions that have participants, and notifications. */
export interface DeleteServiceOptions {
  preserveFutureSessionsWithParticipants?: boolean;
  participantNotification?: ParticipantNotification;
}

/** Options of getService: extra fields to add (`conditionalFields`). */
export interface GetServiceOptions {
  conditionalFields?: RequestedField[];
}

/** Options of queryServices: extra fields on every service of the page (as getService's). */
export type QueryServicesOptions = GetServiceOptions;

/** One sort criterion: a field path and its order (default `ASC`). */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/** Offset paging of a query. */
export interface OffsetPaging {
  offset?: number;
  limit?: number;
}

/** Cursor paging of a query: a page size and the cursor of the page to read. */
export interface CursorPaging {
  limit?: number;
  cursor?: string;
}

/** A services query: filter, sort, offset paging (default `{offset: 0, limit: 50}`). */
export interface ServiceQuery {
  filter?: Record<string, unknown>;
  sort?: Sorting[];
  paging?: OffsetPaging;
}

/** A cursor query (policies, booking forms): filter, sort, cursor paging. */
export interface CursorQuery {
  filter?: Record<string, unknown>;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

/** How a VALUE aggregation sorts and limits its buckets, and whether missing values get one. */
export interface ValueAggregationOptions {
  sortType?: 'COUNT' | 'VALUE';
  sortDirection?: SortOrder;
  limit?: number;
  missingValues?: 'EXCLUDE' | 'INCLUDE';
  includeOptions?: { addToBucket?: string };
}

/** One level of a NESTED aggregation: VALUE, RANGE, SCALAR or DATE_HISTOGRAM on a field. */
export interface NestedAggregation {
  name?: string;
  type?: AggregationType;
  fieldPath: string;
  value?: ValueAggregationOptions;
  range?: { buckets: { from?: number; to?: number }[] };
  scalar?: { type: ScalarType };
  dateHistogram?: { interval: Interval };
}

/** A search aggregation: VALUE, RANGE, SCALAR, DATE_HISTOGRAM or NESTED (2-10 levels of the others). */
export interface Aggregation extends Omit<NestedAggregation, 'fieldPath'> {
  fieldPath?: string;
  nested?: { nestedAggregations: NestedAggregation[] };
}

/** The free-text part of a search: the expression, the fields searched, fuzziness and mode. */
export interface ServiceSearchText {
  expression?: string;
  fields?: string[];
  fuzzy?: boolean;
  mode?: SearchMode;
}

/** A services search: filter, sort, free text on `name`, aggregations and cursor paging. */
export interface ServiceSearch {
  filter?: Record<string, unknown>;
  sort?: Sorting[];
  aggregations?: Aggregation[];
  search?: ServiceSearchText;
  cursorPaging?: CursorPaging;
  timeZone?: string;
}

/** Options of queryBookingForms: `DEFAULT_BOOKING_FORM` adds the default form. */
export interface QueryBookingFormsOptions {
  conditionalFields?: 'DEFAULT_BOOKING_FORM'[];
}

/** Options of countServices: a services filter. */
export interface CountServicesOptions {
  filter?: Record<string, unknown>;
}

/** Options of queryLocations: a services filter and business location ids. */
export interface QueryLocationsOptions {
  filter?: { services?: Record<string, unknown>; businessLocationIds?: string[] };
}

/** Options of queryCategories: a services filter and category ids. */
export interface QueryCategoriesOptions {
  filter?: { services?: Record<string, unknown>; categoryIds?: string[] };
}

/** What happens to future sessions at the locations setServiceLocations removes. */
export interface RemovedLocationSessionsAction {
  action?: RemovedLocationAction;
  moveToLocationOptions?: { newLocation?: LocationInput };
}

/** Options of setServiceLocations: what happens to future sessions at removed locations, and notifications. */
export interface SetServiceLocationsOptions {
  /** The service's new locations (they replace the current ones). */
  locations: LocationInput[];
  removedLocationSessionsAction?: RemovedLocationSessionsAction;
  participantNotification?: ParticipantNotification;
}

/** Options of disablePricingPlansForService: the plans to stop accepting. */
export interface DisablePricingPlansOptions {
  pricingPlanIds?: string[];
}

/** Options of setCustomSlug: the new slug. */
export interface SetCustomSlugOptions {
  slug?: string;
}

/** Options of validateSlug: the slug to check. */
export interface ValidateSlugOptions {
  slug?: string;
}
