import * as z from 'zod/mini';
import { nonEmptyString, oneOf, Unencodable, wireAddress, wireImage, wireTimestamp } from '@frontdesk/core';
import {
  AggregationType,
  DayOfWeek,
  Interval,
  LocationType,
  RecurrenceType,
  RemovedLocationAction,
  RequestedField,
  ScalarType,
  SearchMode,
  ServiceType,
  SortOrder,
} from './enums.js';

/*
 * The argument schemas of the services and calendar event calls (internal), for their
 * development-only `inputs`: each is built when a call first runs, and a production build drops them
 * with zod. They check ids, required fields, enums and numbers. Service bodies are checked shallowly
 * (their top-level fields, locations); the platform validates the rest. What the wire spells
 * differently (dates, addresses and their geocodes, images, page URLs) is the encodings' (at the end
 * of this file), which every build runs.
 */

const filter = () => z.record(z.string(), z.unknown());
const mask = () => z.optional(z.array(z.string()));
const cursorPaging = () => z.optional(z.object({ limit: z.optional(z.int()), cursor: z.optional(z.string()) }));
const sorting = () => z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(oneOf(SortOrder)) })));

const locationInputSchema = () =>
  z.looseObject({ type: z.optional(oneOf(LocationType)), business: z.optional(z.looseObject({ id: z.optional(z.string()) })) });

const servicePatchShape = () => ({
  type: z.optional(oneOf(ServiceType)),
  name: z.optional(z.string()),
  locations: z.optional(z.array(locationInputSchema())),
});

const servicePatchInputSchema = () => z.looseObject(servicePatchShape());

/** A service to create: `type` and `name` are required; the rest is checked by the platform. */
export const createServiceInputSchema = () => z.looseObject({ ...servicePatchShape(), type: oneOf(ServiceType), name: nonEmptyString() });

const updateShape = () => ({ ...servicePatchShape(), revision: z.union([nonEmptyString(), z.number()]) });

/** updateService's service: the current `revision` and the fields to change (the id is its own argument). */
export const updateServiceBodySchema = () => z.looseObject(updateShape());

/** Options of updateService. */
export const updateServiceOptionsSchema = () => z.object({ mask: mask() });

/** The items of bulkUpdateServices: each service with its id and revision, and an optional mask. */
export const maskedServiceInputsSchema = () =>
  z.array(z.object({ service: z.looseObject({ ...updateShape(), id: nonEmptyString() }), mask: mask() }));

/** Options of bulkUpdateServices: the services (with their masks) and `returnEntity`. */
export const bulkUpdateServicesOptionsSchema = () =>
  z.object({ services: maskedServiceInputsSchema(), returnEntity: z.optional(z.boolean()) });

/** Options of bulkUpdateServicesByFilter: the change (required) and its mask. */
export const bulkUpdateServicesByFilterOptionsSchema = () => z.object({ service: servicePatchInputSchema(), mask: mask() });

/** The services filter of the by-filter bulk calls. */
export const serviceFilterSchema = () => filter();

const participantNotificationSchema = () => z.looseObject({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) });

/** Options of the delete calls. */
export const deleteServiceOptionsSchema = () =>
  z.object({
    preserveFutureSessionsWithParticipants: z.optional(z.boolean()),
    participantNotification: z.optional(participantNotificationSchema()),
  });

/** Options of getService and queryServices. */
export const getServiceOptionsSchema = () => z.object({ conditionalFields: z.optional(z.array(oneOf(RequestedField))) });

/** A services query (offset paging). */
export const serviceQuerySchema = () =>
  z.object({
    filter: z.optional(filter()),
    sort: sorting(),
    paging: z.optional(z.object({ offset: z.optional(z.int()), limit: z.optional(z.int()) })),
  });

/** A cursor query (policies, booking forms). */
export const cursorQuerySchema = () => z.object({ filter: z.optional(filter()), sort: sorting(), cursorPaging: cursorPaging() });

const nestedAggregationShape = () => ({
  name: z.optional(z.string()),
  type: z.optional(oneOf(AggregationType)),
  fieldPath: z.string(),
  value: z.optional(
    z.object({
      sortType: z.optional(z.enum(['COUNT', 'VALUE'])),
      sortDirection: z.optional(oneOf(SortOrder)),
      limit: z.optional(z.int()),
      missingValues: z.optional(z.enum(['EXCLUDE', 'INCLUDE'])),
      includeOptions: z.optional(z.object({ addToBucket: z.optional(z.string()) })),
    }),
  ),
  range: z.optional(z.object({ buckets: z.array(z.object({ from: z.optional(z.number()), to: z.optional(z.number()) })) })),
  scalar: z.optional(z.object({ type: oneOf(ScalarType) })),
  dateHistogram: z.optional(z.object({ interval: oneOf(Interval) })),
});

const aggregationSchema = () =>
  z.object({
    ...nestedAggregationShape(),
    fieldPath: z.optional(z.string()),
    nested: z.optional(z.object({ nestedAggregations: z.array(z.object(nestedAggregationShape())) })),
  });

/** A services search: filter, sort, free text, aggregations and cursor paging. */
export const serviceSearchSchema = () =>
  z.object({
    filter: z.optional(filter()),
    sort: sorting(),
    aggregations: z.optional(z.array(aggregationSchema())),
    search: z.optional(
      z.object({
        expression: z.optional(z.string()),
        fields: z.optional(z.array(z.string())),
        fuzzy: z.optional(z.boolean()),
        mode: z.optional(oneOf(SearchMode)),
      }),
    ),
    cursorPaging: cursorPaging(),
    timeZone: z.optional(z.string()),
  });

/** Options of queryBookingForms. */
export const queryBookingFormsOptionsSchema = () => z.object({ conditionalFields: z.optional(z.array(z.enum(['DEFAULT_BOOKING_FORM']))) });

/** Options of countServices. */
export const countServicesOptionsSchema = () => z.object({ filter: z.optional(filter()) });

/** Options of queryLocations. */
export const queryLocationsOptionsSchema = () =>
  z.object({ filter: z.optional(z.object({ services: z.optional(filter()), businessLocationIds: z.optional(z.array(z.string())) })) });

/** Options of queryCategories. */
export const queryCategoriesOptionsSchema = () =>
  z.object({ filter: z.optional(z.object({ services: z.optional(filter()), categoryIds: z.optional(z.array(z.string())) })) });

/** Options of setServiceLocations. */
export const setServiceLocationsOptionsSchema = () =>
  z.object({
    locations: z.array(locationInputSchema()),
    removedLocationSessionsAction: z.optional(
      z.object({
        action: z.optional(oneOf(RemovedLocationAction)),
        moveToLocationOptions: z.optional(z.object({ newLocation: z.optional(locationInputSchema()) })),
      }),
    ),
    participantNotification: z.optional(participantNotificationSchema()),
  });

/** Pricing plan ids (enablePricingPlansForService). */
export const pricingPlanIdsSchema = () => z.array(z.string());

/** Service ids (bulkDeleteServices). */
export const serviceIdsSchema = () => z.array(z.string());

/** A service id sent in the body (validateSlug, cloneService). */
export const serviceIdSchema = () => z.string();

/** Options of disablePricingPlansForService. */
export const disablePricingPlansOptionsSchema = () => z.object({ pricingPlanIds: z.optional(z.array(z.string())) });

/** Options of setCustomSlug. */
export const setCustomSlugOptionsSchema = () => z.object({ slug: z.optional(z.string()) });

/** Options of validateSlug. */
export const validateSlugOptionsSchema = () => z.object({ slug: z.optional(z.string()) });

// Calendar Events V3.

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const LOCAL_DATE_TIME_MESSAGE = 'must be a local date-time YYYY-MM-DDThh:mm[:ss] (no offset)';
const localDateTime = () => z.string().check(z.regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE));

const zonedDateInputSchema = () => z.looseObject({ localDate: localDateTime(), timeZone: z.optional(nonEmptyString()) });

const recurrenceRuleInputSchema = () =>
  z.looseObject({
    frequency: z.enum(['WEEKLY']),
    interval: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
    days: z
      .array(oneOf(DayOfWeek))
      .check(z.minLength(1, 'must hold one weekday'), z.maxLength(1, 'must hold one weekday: create one MASTER event per weekday')),
    until: z.optional(zonedDateInputSchema()),
  });

const eventLocationInputSchema = () =>
  z.looseObject({
    id: z.optional(nonEmptyString()),
    type: z.optional(z.enum(['BUSINESS', 'CUSTOM', 'CUSTOMER'])),
    name: z.optional(z.string()),
    address: z.optional(z.string()),
  });

const eventResourceInputSchema = () => z.looseObject({ id: nonEmptyString(), name: z.optional(z.string()), type: z.optional(z.string()) });

type ZonedTimes = {
  start: { localDate: string; timeZone?: string | undefined };
  end: { localDate: string; timeZone?: string | undefined };
};
const startsBeforeEnd = (event: ZonedTimes) => {
  if ((event.start.timeZone ?? '') !== (event.end.timeZone ?? '')) return true;
  const norm = (s: string) => (s.length === 16 ? `${s}:00` : s);
  return norm(event.start.localDate) < norm(event.end.localDate);
};

/** An event to create: schedule, local start before end, weekly rule, location, resources, capacity. */
export const eventInputSchema = () =>
  z
    .looseObject({
      scheduleId: nonEmptyString(),
      title: z.optional(z.string().check(z.minLength(1, 'must be 1-200 characters'), z.maxLength(200, 'must be 1-200 characters'))),
      start: zonedDateInputSchema(),
      end: zonedDateInputSchema(),
      timeZone: z.optional(nonEmptyString()),
      recurrenceRule: z.optional(recurrenceRuleInputSchema()),
      location: z.optional(eventLocationInputSchema()),
      resources: z.optional(z.array(eventResourceInputSchema())),
      totalCapacity: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
      allDay: z.optional(z.boolean()),
    })
    .check(z.refine(startsBeforeEnd, { message: 'end.localDate must be after start.localDate', path: ['end', 'localDate'] }));

/** Options of createEvent. */
export const createEventOptionsSchema = () => z.object({ idempotencyKey: z.optional(nonEmptyString()) });

/** An events query. */
export const eventQuerySchema = () =>
  z.object({
    filter: z.optional(filter()),
    sort: z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(z.enum(['ASC', 'DESC'])) }))),
    cursorPaging: cursorPaging(),
  });

/** Options of queryEvents. */
export const queryEventsOptionsSchema = () =>
  z.object({
    fromLocalDate: z.optional(localDateTime()),
    toLocalDate: z.optional(localDateTime()),
    timeZone: z.optional(nonEmptyString()),
    recurrenceType: z.optional(z.array(oneOf(RecurrenceType))),
    fields: z.optional(z.array(z.enum(['PI_FIELDS', 'OWN_PI_FIELDS']))),
  });

/** Options of cancelEvent. */
export const cancelEventOptionsSchema = () =>
  z.object({ participantNotification: z.optional(participantNotificationSchema()), timeZone: z.optional(nonEmptyString()) });

// Encodings (every build): where the wire spells a service's values differently.

/*
 * Page URLs go out as `{relativePath, url}`. The official SDK takes the full URL as a string and sends
 * it with its path; so does Frontdesk (an object is sent as given, `''` leaves the field out).
 */
const wirePageUrl = (value: unknown): unknown => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  if (value === '') return undefined;
  try {
    if (typeof value === 'string') return { relativePath: new URL(value).pathname, url: value };
  } catch {
    // Not an absolute URL: reported below.
  }
  return new Unencodable('must be an absolute URL or a page URL object {relativePath, url}');
};

/** A media item: the official SDK's `wix:image://v1/...` strings go out as image objects (core's wireImage). */
const mediaItemEncoding = { image: wireImage };

/** A location: its addresses with the wire names, geocode coordinates as floats (core's wireAddress). */
export const locationEncoding = { business: { address: wireAddress }, custom: { address: wireAddress }, calculatedAddress: wireAddress };

/** A service body (to create, update or bulk-update): its media, page URLs, locations and dates. */
export const serviceEncoding = {
  media: { items: mediaItemEncoding, mainMedia: mediaItemEncoding, coverMedia: mediaItemEncoding },
  urls: { servicePage: wirePageUrl, bookingPage: wirePageUrl, calendarPage: wirePageUrl },
  staffMembers: { mainMedia: mediaItemEncoding },
  staffMemberDetails: { staffMembers: { mainMedia: mediaItemEncoding } },
  locations: locationEncoding,
  schedule: { firstSessionStart: wireTimestamp, lastSessionEnd: wireTimestamp },
  payment: { subscription: { recurringStartDate: wireTimestamp } },
  createdDate: wireTimestamp,
  updatedDate: wireTimestamp,
};
