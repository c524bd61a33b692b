import * as z from 'zod/mini';
import { addressInput, imageInput, nonEmptyString, oneOf, timestampInput } from '@frontdesk/core';
import type {
  BulkUpdateServicesByFilterOptions,
  BulkUpdateServicesOptions,
  CancelEventOptions,
  CountServicesOptions,
  CreateEventOptions,
  CreateServiceInput,
  CursorQuery,
  DeleteServiceOptions,
  DisablePricingPlansOptions,
  EventInput,
  EventQuery,
  GetServiceOptions,
  LocationInput,
  MaskedServiceInput,
  QueryBookingFormsOptions,
  QueryCategoriesOptions,
  QueryEventsOptions,
  QueryLocationsOptions,
  ServiceQuery,
  ServiceSearch,
  SetCustomSlugOptions,
  SetServiceLocationsOptions,
  UpdateServiceInput,
  UpdateServiceOptions,
  ValidateSlugOptions,
} from './types.js';
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
 * The argument validators of the services and calendar event calls (internal: not exported from the
 * package). They check ids, required fields, enums, dates and numbers, and convert dates and geocode
 * floats to their wire form. Service bodies are checked shallowly (their top-level fields, dates,
 * locations); the platform validates the rest. Each validator is typed by the argument type it checks,
 * which the calls' annotations name.
 */

/** Types a validator by the argument type it checks (its input), the type the call's signature names. */
const accepting = <T>(schema: z.core.$ZodType): z.ZodMiniType<unknown, T> => schema as unknown as z.ZodMiniType<unknown, T>;

const filter = () => z.record(z.string(), z.unknown());
const mask = () => z.optional(z.array(z.string()));
const cursorPaging = () => z.optional(z.object({ limit: z.optional(z.int()), cursor: z.optional(z.string()) }));
const sorting = () => z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(oneOf(SortOrder)) })));

// The official SDK's address names renamed to the wire's; geocode coordinates as floats (core's addressInput).
const AddressInputSchema = addressInput();

const LocationInputSchema = z.looseObject({
  type: z.optional(oneOf(LocationType)),
  business: z.optional(z.looseObject({ id: z.optional(z.string()), address: z.optional(AddressInputSchema) })),
  custom: z.optional(z.looseObject({ address: z.optional(AddressInputSchema) })),
  calculatedAddress: z.optional(AddressInputSchema),
});

/** A list of locations (setServiceLocations). */
export const LocationsInputSchema = accepting<LocationInput[]>(z.array(LocationInputSchema));

// Images: the official SDK's `wix:image://v1/...` strings sent as image objects (core's imageInput).
const MediaItemInputSchema = z.looseObject({ image: z.optional(imageInput()) });

const MediaInputSchema = z.looseObject({
  items: z.optional(z.array(MediaItemInputSchema)),
  mainMedia: z.optional(MediaItemInputSchema),
  coverMedia: z.optional(MediaItemInputSchema),
});

const StaffMembersInputSchema = z.optional(z.array(z.looseObject({ mainMedia: z.optional(MediaItemInputSchema) })));

/*
 * Page URLs go out as `{relativePath, url}`. The official SDK takes the full URL as a string and sends
 * it with its path; so does Frontdesk (an object is sent as given, `''` leaves the field out).
 */
const pageUrlInput = () =>
  z.optional(
    z.pipe(
      z.union([z.string(), z.looseObject({})]),
      z.transform((value: string | Record<string, unknown>, ctx) => {
        if (typeof value !== 'string') return value;
        if (value === '') return undefined;
        try {
          return { relativePath: new URL(value).pathname, url: value };
        } catch {
          ctx.issues.push({ code: 'custom', input: value, message: 'must be an absolute URL or a page URL object {relativePath, url}' });
          return z.NEVER;
        }
      }),
    ),
  );

const UrlsInputSchema = z.looseObject({ servicePage: pageUrlInput(), bookingPage: pageUrlInput(), calendarPage: pageUrlInput() });

const servicePatchShape = {
  type: z.optional(oneOf(ServiceType)),
  name: z.optional(z.string()),
  media: z.optional(MediaInputSchema),
  urls: z.optional(UrlsInputSchema),
  staffMembers: StaffMembersInputSchema,
  staffMemberDetails: z.optional(z.looseObject({ staffMembers: StaffMembersInputSchema })),
  locations: z.optional(z.array(LocationInputSchema)),
  schedule: z.optional(z.looseObject({ firstSessionStart: z.optional(timestampInput()), lastSessionEnd: z.optional(timestampInput()) })),
  payment: z.optional(z.looseObject({ subscription: z.optional(z.looseObject({ recurringStartDate: z.optional(timestampInput()) })) })),
  createdDate: z.optional(timestampInput()),
  updatedDate: z.optional(timestampInput()),
};

const ServicePatchInputSchema = z.looseObject(servicePatchShape);

/** A service to create: `type` and `name` are required; the rest is checked by the platform. */
export const CreateServiceInputSchema = accepting<CreateServiceInput>(
  z.looseObject({ ...servicePatchShape, type: oneOf(ServiceType), name: nonEmptyString() }),
);

const updateShape = { ...servicePatchShape, revision: z.union([nonEmptyString(), z.number()]) };

/** updateService's service: the current `revision` and the fields to change (the id is its own argument). */
export const UpdateServiceBodySchema = accepting<Omit<UpdateServiceInput, 'id'>>(z.looseObject(updateShape));

/** Options of updateService. */
export const UpdateServiceOptionsSchema = accepting<UpdateServiceOptions>(z.object({ mask: mask() }));

/** The items of bulkUpdateServices: each service with its id and revision, and an optional mask. */
export const MaskedServiceInputsSchema = accepting<MaskedServiceInput[]>(
  z.array(z.object({ service: z.looseObject({ ...updateShape, id: nonEmptyString() }), mask: mask() })),
);

/** Options of bulkUpdateServices: the services (with their masks) and `returnEntity`. */
export const BulkUpdateServicesOptionsSchema = accepting<BulkUpdateServicesOptions>(
  z.object({ services: MaskedServiceInputsSchema, returnEntity: z.optional(z.boolean()) }),
);

/** Options of bulkUpdateServicesByFilter: the change (required) and its mask. */
export const BulkUpdateServicesByFilterOptionsSchema = accepting<BulkUpdateServicesByFilterOptions>(
  z.object({ service: ServicePatchInputSchema, mask: mask() }),
);

/** The services filter of the by-filter bulk calls. */
export const ServiceFilterSchema = accepting<Record<string, unknown>>(filter());

const ParticipantNotificationSchema = z.looseObject({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) });

/** Options of the delete calls. */
export const DeleteServiceOptionsSchema = accepting<DeleteServiceOptions>(
  z.object({
    preserveFutureSessionsWithParticipants: z.optional(z.boolean()),
    participantNotification: z.optional(ParticipantNotificationSchema),
  }),
);

/** Options of getService and queryServices. */
export const GetServiceOptionsSchema = accepting<GetServiceOptions>(
  z.object({ conditionalFields: z.optional(z.array(oneOf(RequestedField))) }),
);

/** A services query (offset paging). */
export const ServiceQuerySchema = accepting<ServiceQuery>(
  z.object({
    filter: z.optional(filter()),
    sort: sorting(),
    paging: z.optional(z.object({ offset: z.optional(z.int()), limit: z.optional(z.int()) })),
  }),
);

/** A cursor query (policies, booking forms). */
export const CursorQuerySchema = accepting<CursorQuery>(
  z.object({ filter: z.optional(filter()), sort: sorting(), cursorPaging: cursorPaging() }),
);

const nestedAggregationShape = {
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
};

const AggregationSchema = z.object({
  ...nestedAggregationShape,
  fieldPath: z.optional(z.string()),
  nested: z.optional(z.object({ nestedAggregations: z.array(z.object(nestedAggregationShape)) })),
});

/** A services search: filter, sort, free text, aggregations and cursor paging. */
export const ServiceSearchSchema = accepting<ServiceSearch>(
  z.object({
    filter: z.optional(filter()),
    sort: sorting(),
    aggregations: z.optional(z.array(AggregationSchema)),
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
  }),
);

/** Options of queryBookingForms. */
export const QueryBookingFormsOptionsSchema = accepting<QueryBookingFormsOptions>(
  z.object({ conditionalFields: z.optional(z.array(z.enum(['DEFAULT_BOOKING_FORM']))) }),
);

/** Options of countServices. */
export const CountServicesOptionsSchema = accepting<CountServicesOptions>(z.object({ filter: z.optional(filter()) }));

/** Options of queryLocations. */
export const QueryLocationsOptionsSchema = accepting<QueryLocationsOptions>(
  z.object({ filter: z.optional(z.object({ services: z.optional(filter()), businessLocationIds: z.optional(z.array(z.string())) })) }),
);

/** Options of queryCategories. */
export const QueryCategoriesOptionsSchema = accepting<QueryCategoriesOptions>(
  z.object({ filter: z.optional(z.object({ services: z.optional(filter()), categoryIds: z.optional(z.array(z.string())) })) }),
);

/** Options of setServiceLocations. */
export const SetServiceLocationsOptionsSchema = accepting<SetServiceLocationsOptions>(
  z.object({
    locations: z.array(LocationInputSchema),
    removedLocationSessionsAction: z.optional(
      z.object({
        action: z.optional(oneOf(RemovedLocationAction)),
        moveToLocationOptions: z.optional(z.object({ newLocation: z.optional(LocationInputSchema) })),
      }),
    ),
    participantNotification: z.optional(ParticipantNotificationSchema),
  }),
);

/** Pricing plan ids (enablePricingPlansForService). */
export const PricingPlanIdsSchema = accepting<string[]>(z.array(z.string()));

/** Service ids (bulkDeleteServices). */
export const ServiceIdsSchema = accepting<string[]>(z.array(z.string()));

/** A service id sent in the body (validateSlug, cloneService). */
export const ServiceIdSchema = accepting<string>(z.string());

/** Options of disablePricingPlansForService. */
export const DisablePricingPlansOptionsSchema = accepting<DisablePricingPlansOptions>(
  z.object({ pricingPlanIds: z.optional(z.array(z.string())) }),
);

/** Options of setCustomSlug. */
export const SetCustomSlugOptionsSchema = accepting<SetCustomSlugOptions>(z.object({ slug: z.optional(z.string()) }));

/** Options of validateSlug. */
export const ValidateSlugOptionsSchema = accepting<ValidateSlugOptions>(z.object({ slug: z.optional(z.string()) }));

// Calendar Events V3.

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const LOCAL_DATE_TIME_MESSAGE = 'must be a local date-time YYYY-MM-DDThh:mm[:ss] (no offset)';
const localDateTime = () => z.string().check(z.regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE));

const ZonedDateInputSchema = z.looseObject({ localDate: localDateTime(), timeZone: z.optional(nonEmptyString()) });

const RecurrenceRuleInputSchema = z.looseObject({
  frequency: z.enum(['WEEKLY']),
  interval: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  days: z
    .array(oneOf(DayOfWeek))
    .check(z.minLength(1, 'must hold one weekday'), z.maxLength(1, 'must hold one weekday: create one MASTER event per weekday')),
  until: z.optional(ZonedDateInputSchema),
});

const EventLocationInputSchema = z.looseObject({
  id: z.optional(nonEmptyString()),
  type: z.optional(z.enum(['BUSINESS', 'CUSTOM', 'CUSTOMER'])),
  name: z.optional(z.string()),
  address: z.optional(z.string()),
});

const EventResourceInputSchema = z.looseObject({ id: nonEmptyString(), name: z.optional(z.string()), type: z.optional(z.string()) });

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
export const EventInputSchema = accepting<EventInput>(
  z
    .looseObject({
      scheduleId: nonEmptyString(),
      title: z.optional(z.string().check(z.minLength(1, 'must be 1-200 characters'), z.maxLength(200, 'must be 1-200 characters'))),
      start: ZonedDateInputSchema,
      end: ZonedDateInputSchema,
      timeZone: z.optional(nonEmptyString()),
      recurrenceRule: z.optional(RecurrenceRuleInputSchema),
      location: z.optional(EventLocationInputSchema),
      resources: z.optional(z.array(EventResourceInputSchema)),
      totalCapacity: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
      allDay: z.optional(z.boolean()),
    })
    .check(z.refine(startsBeforeEnd, { message: 'end.localDate must be after start.localDate', path: ['end', 'localDate'] })),
);

/** Options of createEvent. */
export const CreateEventOptionsSchema = accepting<CreateEventOptions>(z.object({ idempotencyKey: z.optional(nonEmptyString()) }));

/** An events query. */
export const EventQuerySchema = accepting<EventQuery>(
  z.object({
    filter: z.optional(filter()),
    sort: z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(z.enum(['ASC', 'DESC'])) }))),
    cursorPaging: cursorPaging(),
  }),
);

/** Options of queryEvents. */
export const QueryEventsOptionsSchema = accepting<QueryEventsOptions>(
  z.object({
    fromLocalDate: z.optional(localDateTime()),
    toLocalDate: z.optional(localDateTime()),
    timeZone: z.optional(nonEmptyString()),
    recurrenceType: z.optional(z.array(oneOf(RecurrenceType))),
    fields: z.optional(z.array(z.enum(['PI_FIELDS', 'OWN_PI_FIELDS']))),
  }),
);

/** Options of cancelEvent. */
export const CancelEventOptionsSchema = accepting<CancelEventOptions>(
  z.object({ participantNotification: z.optional(ParticipantNotificationSchema), timeZone: z.optional(nonEmptyString()) }),
);
