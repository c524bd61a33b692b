import type {
  InfiniteData,
  Query,
  QueryClient,
  QueryFilters,
  QueryKey,
  SkipToken,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import {
  bulkGetMultiServiceBookingAllowedActions,
  calculateMultiSlotAvailability,
  countExtendedBookings,
  getMultiServiceBooking,
  getMultiServiceBookingAvailability,
  getScheduleAvailability,
  queryAvailability,
  queryExtendedBookings,
  type AvailabilityQuery,
  type Booking,
  type ExtendedBooking,
  type ExtendedBookingQuery,
  type ExtendedBookingsOptions,
  type MultiServiceBooking,
  type MultiSlotOptions,
  type QueryAvailabilityResponse,
  type ScheduleAvailabilityResponse,
  type SlotAvailability,
} from '@frontdesk/bookings';
import { defineInfiniteQuery, defineQuery, type CallArgs, type CallData, type InfiniteQueryBuilder, type QueryBuilder } from './build.js';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from './hooks.js';
import { domainFilter, domainKey, KEY_ROOT } from './keys.js';
import type { PageData, PageParam } from './page-data.js';

const DOMAIN = 'bookings';

/** The options of `queryAvailability` (`{ timezone, slotsPerDay }`). */
export type AvailabilityOptions = NonNullable<CallArgs<typeof queryAvailability>[1]>;
/** The options of `countExtendedBookings` (`{ filter }`). */
export type ExtendedBookingCountOptions = NonNullable<CallArgs<typeof countExtendedBookings>[0]>;
/** What `countExtendedBookings` gives: `{ count }`. */
export type ExtendedBookingCount = CallData<typeof countExtendedBookings>;
/** What `getMultiServiceBookingAvailability` gives. */
export type MultiServiceAvailability = CallData<typeof getMultiServiceBookingAvailability>;
/** What `bulkGetMultiServiceBookingAllowedActions` gives. */
export type MultiServiceAllowedActions = CallData<typeof bulkGetMultiServiceBookingAllowedActions>;

const availability: QueryBuilder<typeof queryAvailability> = /* @__PURE__ */ defineQuery(DOMAIN, 'availability', queryAvailability);
const scheduleAvailability: QueryBuilder<typeof getScheduleAvailability> = /* @__PURE__ */ defineQuery(DOMAIN, 'scheduleAvailability', getScheduleAvailability);
const multiSlotAvailability: QueryBuilder<typeof calculateMultiSlotAvailability> = /* @__PURE__ */ defineQuery(DOMAIN, 'multiSlotAvailability', calculateMultiSlotAvailability);
const multiSlotAvailabilityInfinite: InfiniteQueryBuilder<typeof calculateMultiSlotAvailability> = /* @__PURE__ */ defineInfiniteQuery(
  DOMAIN,
  'multiSlotAvailability',
  calculateMultiSlotAvailability,
);
const extendedBookings: QueryBuilder<typeof queryExtendedBookings> = /* @__PURE__ */ defineQuery(DOMAIN, 'extendedBookings', queryExtendedBookings);
const extendedBookingsInfinite: InfiniteQueryBuilder<typeof queryExtendedBookings> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'extendedBookings', queryExtendedBookings);
const count: QueryBuilder<typeof countExtendedBookings> = /* @__PURE__ */ defineQuery(DOMAIN, 'count', countExtendedBookings);
const multiServiceBooking: QueryBuilder<typeof getMultiServiceBooking> = /* @__PURE__ */ defineQuery(DOMAIN, 'multiServiceBooking', getMultiServiceBooking);
const multiServiceAvailability: QueryBuilder<typeof getMultiServiceBookingAvailability> = /* @__PURE__ */ defineQuery(
  DOMAIN,
  'multiServiceAvailability',
  getMultiServiceBookingAvailability,
);
const multiServiceAllowedActions: QueryBuilder<typeof bulkGetMultiServiceBookingAllowedActions> = /* @__PURE__ */ defineQuery(
  DOMAIN,
  'multiServiceAllowedActions',
  bulkGetMultiServiceBookingAllowedActions,
);

/**
 * Query keys of the bookings domain: `['frontdesk', scope, 'bookings', kind, ...args]`. A member's
 * extended bookings live in the member's scope, so they are never shown to anyone else and go away on
 * logout.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: bookingKeys.extendedBookings(scopeOf(client)) }); // every filter, plain and infinite
 * await queryClient.invalidateQueries(bookingKeys.availabilityOf(scopeOf(client), [serviceId])); // that service's slots
 * ```
 */
export const bookingKeys = /* @__PURE__ */ (() => ({
  /** Every bookings query of a scope. */
  all: (scope: string) => domainKey(scope, DOMAIN),
  availability: availability.key,
  scheduleAvailability: scheduleAvailability.key,
  multiSlotAvailability: multiSlotAvailability.key,
  multiSlotAvailabilityInfinite: multiSlotAvailabilityInfinite.key,
  extendedBookings: extendedBookings.key,
  extendedBookingsInfinite: extendedBookingsInfinite.key,
  count: count.key,
  multiServiceBooking: multiServiceBooking.key,
  multiServiceAvailability: multiServiceAvailability.key,
  multiServiceAllowedActions: multiServiceAllowedActions.key,
  /**
   * Filters for the availability queries of some services in a scope: `queryAvailability` whose
   * `filter.serviceId` names one of them, multi-slot chains with one of them, and the schedule
   * availability of the given schedules (courses).
   */
  availabilityOf: (scope: string, serviceIds: readonly string[], scheduleIds: readonly string[] = []): QueryFilters =>
    availabilityFilter(scope, { serviceIds, scheduleIds }),
}))();

/** Every availability query of a scope (any service, schedule or chain). */
const AVAILABILITY_KINDS = /* @__PURE__ */ new Set(['availability', 'scheduleAvailability', 'multiSlotAvailability']);

/** The service ids an availability query's arguments name. */
function servicesInKey(key: QueryKey): string[] {
  const args = key.slice(4).filter((arg) => arg !== 'infinite');
  if (key[3] === 'availability') {
    const serviceId = (args[0] as AvailabilityQuery | undefined)?.filter?.serviceId;
    return serviceId === undefined ? [] : Array.isArray(serviceId) ? serviceId : [serviceId];
  }
  if (key[3] === 'multiSlotAvailability') {
    return ((args[0] as MultiSlotOptions | undefined)?.slots ?? []).map((slot) => slot.serviceId);
  }
  return [];
}

/**
 * Filters for the availability queries a write affects: `all` for every availability query of the
 * scope (when the services are not known), else those of `serviceIds` and `scheduleIds`.
 */
export function availabilityFilter(
  scope: string,
  affected: { serviceIds?: readonly string[]; scheduleIds?: readonly string[]; all?: boolean },
): QueryFilters {
  const services = new Set(affected.serviceIds ?? []);
  const schedules = new Set(affected.scheduleIds ?? []);
  return {
    queryKey: domainKey(scope, DOMAIN),
    predicate: (query: Query) => {
      const key = query.queryKey;
      if (key[0] !== KEY_ROOT || !AVAILABILITY_KINDS.has(key[3] as string)) return false;
      if (affected.all) return true;
      if (key[3] === 'scheduleAvailability') return schedules.has(key[4] as string);
      return servicesInKey(key).some((id) => services.has(id));
    },
  };
}

/**
 * `queryOptions` builders for the bookings reads. Availability is anyone's; extended bookings and the
 * count are the member's own (or every booking for the site owner).
 *
 * @example
 * ```ts
 * const { data } = useQuery(bookingQueries.availability(client, { filter: { serviceId, startDate, endDate } }));
 * await queryClient.prefetchInfiniteQuery(bookingQueries.extendedBookingsInfinite(client, { cursorPaging: { limit: 20 } }));
 * ```
 */
export const bookingQueries: {
  /** Filters for every bookings query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>) => QueryFilters;
  /** `queryAvailability(query, options)`: a service's slots in a date range. */
  availability: QueryBuilder<typeof queryAvailability>;
  /** `getScheduleAvailability(scheduleId)`: a course's spots. */
  scheduleAvailability: QueryBuilder<typeof getScheduleAvailability>;
  /** `calculateMultiSlotAvailability(options)`: one page of back-to-back chains. */
  multiSlotAvailability: QueryBuilder<typeof calculateMultiSlotAvailability>;
  /** `calculateMultiSlotAvailability(options)`, page by page. */
  multiSlotAvailabilityInfinite: InfiniteQueryBuilder<typeof calculateMultiSlotAvailability>;
  /** `queryExtendedBookings(query, options)`: one page of bookings with extras. */
  extendedBookings: QueryBuilder<typeof queryExtendedBookings>;
  /** `queryExtendedBookings(query, options)`, page by page. */
  extendedBookingsInfinite: InfiniteQueryBuilder<typeof queryExtendedBookings>;
  /** `countExtendedBookings(options)`: `{ count }`. */
  count: QueryBuilder<typeof countExtendedBookings>;
  /** `getMultiServiceBooking(id)`: a multi-service booking and its children. */
  multiServiceBooking: QueryBuilder<typeof getMultiServiceBooking>;
  /** `getMultiServiceBookingAvailability(id)` (site owner). */
  multiServiceAvailability: QueryBuilder<typeof getMultiServiceBookingAvailability>;
  /** `bulkGetMultiServiceBookingAllowedActions(ids)`. */
  multiServiceAllowedActions: QueryBuilder<typeof bulkGetMultiServiceBookingAllowedActions>;
} = {
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  availability,
  scheduleAvailability,
  multiSlotAvailability,
  multiSlotAvailabilityInfinite,
  extendedBookings,
  extendedBookingsInfinite,
  count,
  multiServiceBooking,
  multiServiceAvailability,
  multiServiceAllowedActions,
};

/**
 * Applies `change` to the cached bookings with one of `ids` in every extended-bookings list of a
 * scope (plain pages and the pages of infinite queries). Used to show a write's result at once.
 */
export function updateCachedBookings(queryClient: QueryClient, scope: string, change: (booking: Booking) => Booking | undefined): void {
  const page = (p: PageData<ExtendedBooking>): PageData<ExtendedBooking> => {
    let changed = false;
    const items = p.items.map((item) => {
      const next = item.booking ? change(item.booking) : undefined;
      if (!next || next === item.booking) return item;
      changed = true;
      return { ...item, booking: next };
    });
    return changed ? { ...p, items } : p;
  };
  queryClient.setQueriesData({ queryKey: extendedBookings.key(scope) }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as InfiniteData<PageData<ExtendedBooking>>;
      const pages = infinite.pages.map(page);
      return pages.every((p, i) => p === infinite.pages[i]) ? data : { ...infinite, pages };
    }
    return 'items' in data ? page(data as PageData<ExtendedBooking>) : data;
  });
}

/** The cached bookings (from every extended-bookings list of a scope) with one of `ids`. */
export function cachedBookings(queryClient: QueryClient, scope: string, ids: readonly string[]): Booking[] {
  const wanted = new Set(ids);
  const found = new Map<string, Booking>();
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: extendedBookings.key(scope) })) {
    const pages = !data || typeof data !== 'object' ? [] : 'pages' in data ? (data as InfiniteData<PageData<ExtendedBooking>>).pages : [data as PageData<ExtendedBooking>];
    for (const p of pages) for (const item of p.items ?? []) if (item.booking?.id && wanted.has(item.booking.id)) found.set(item.booking.id, item.booking);
  }
  return [...found.values()];
}

/**
 * A service's slots in a date range (`queryAvailability`), bookable entries first; anyone may ask. Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useAvailability({ filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' } }, { timezone: 'Europe/London' });
 * data?.availabilityEntries?.map((e) => e.slot?.startDate);
 * ```
 */
export function useAvailability(query: AvailabilityQuery | SkipToken, availabilityOptions?: AvailabilityOptions, options?: QueryHookOptions<QueryAvailabilityResponse>): UseQueryResult<QueryAvailabilityResponse, FrontdeskError> {
  return useFrontdeskQuery((client) => availability(client, query as AvailabilityQuery, availabilityOptions), options, hasSkipToken([query]));
}

/**
 * {@link useAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAvailability({ filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' } }, { timezone: 'Europe/London' });
 * ```
 */
export function useSuspenseAvailability(query: AvailabilityQuery, availabilityOptions?: AvailabilityOptions, options?: SuspenseQueryHookOptions<QueryAvailabilityResponse>): UseSuspenseQueryResult<QueryAvailabilityResponse, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => availability(client, query, availabilityOptions), options);
}

/**
 * A course schedule's spots (`getScheduleAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useScheduleAvailability(scheduleId);
 * data?.availability?.openSpots;
 * ```
 */
export function useScheduleAvailability(scheduleId: string | SkipToken, options?: QueryHookOptions<ScheduleAvailabilityResponse>): UseQueryResult<ScheduleAvailabilityResponse, FrontdeskError> {
  return useFrontdeskQuery((client) => scheduleAvailability(client, scheduleId as string), options, hasSkipToken([scheduleId]));
}

/**
 * {@link useScheduleAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseScheduleAvailability(scheduleId);
 * ```
 */
export function useSuspenseScheduleAvailability(scheduleId: string, options?: SuspenseQueryHookOptions<ScheduleAvailabilityResponse>): UseSuspenseQueryResult<ScheduleAvailabilityResponse, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => scheduleAvailability(client, scheduleId), options);
}

/**
 * One page of back-to-back chains of slots for several services (`calculateMultiSlotAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export function useMultiSlotAvailability(multiSlotOptions?: MultiSlotOptions | SkipToken, options?: QueryHookOptions<PageData<SlotAvailability>>): UseQueryResult<PageData<SlotAvailability>, FrontdeskError> {
  return useFrontdeskQuery((client) => multiSlotAvailability(client, multiSlotOptions as MultiSlotOptions), options, hasSkipToken([multiSlotOptions]));
}

/**
 * {@link useMultiSlotAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export function useSuspenseMultiSlotAvailability(multiSlotOptions?: MultiSlotOptions, options?: SuspenseQueryHookOptions<PageData<SlotAvailability>>): UseSuspenseQueryResult<PageData<SlotAvailability>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => multiSlotAvailability(client, multiSlotOptions), options);
}

/**
 * One page of bookings with their extras (`queryExtendedBookings`): a member's own bookings, or every booking for the site owner. Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * data?.items.map(({ booking, allowedActions }) => [booking?.id, allowedActions?.cancel]);
 * ```
 */
export function useExtendedBookings(query?: ExtendedBookingQuery | SkipToken, extendedOptions?: ExtendedBookingsOptions, options?: QueryHookOptions<PageData<ExtendedBooking>>): UseQueryResult<PageData<ExtendedBooking>, FrontdeskError> {
  return useFrontdeskQuery((client) => extendedBookings(client, query as ExtendedBookingQuery, extendedOptions), options, hasSkipToken([query]));
}

/**
 * {@link useExtendedBookings} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * ```
 */
export function useSuspenseExtendedBookings(query?: ExtendedBookingQuery, extendedOptions?: ExtendedBookingsOptions, options?: SuspenseQueryHookOptions<PageData<ExtendedBooking>>): UseSuspenseQueryResult<PageData<ExtendedBooking>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => extendedBookings(client, query, extendedOptions), options);
}

/**
 * How many bookings match a filter (`countExtendedBookings`; the member's own for a member). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookingCount({ filter: { status: 'PENDING' } });
 * data?.count;
 * ```
 */
export function useExtendedBookingCount(countOptions?: ExtendedBookingCountOptions | SkipToken, options?: QueryHookOptions<ExtendedBookingCount>): UseQueryResult<ExtendedBookingCount, FrontdeskError> {
  return useFrontdeskQuery((client) => count(client, countOptions as ExtendedBookingCountOptions), options, hasSkipToken([countOptions]));
}

/**
 * {@link useExtendedBookingCount} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookingCount({ filter: { status: 'PENDING' } });
 * ```
 */
export function useSuspenseExtendedBookingCount(countOptions?: ExtendedBookingCountOptions, options?: SuspenseQueryHookOptions<ExtendedBookingCount>): UseSuspenseQueryResult<ExtendedBookingCount, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => count(client, countOptions), options);
}

/**
 * A multi-service booking with its child bookings (`getMultiServiceBooking`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBooking(id);
 * data?.bookings?.map((b) => b.booking?.status);
 * ```
 */
export function useMultiServiceBooking(id: string | SkipToken, options?: QueryHookOptions<MultiServiceBooking>): UseQueryResult<MultiServiceBooking, FrontdeskError> {
  return useFrontdeskQuery((client) => multiServiceBooking(client, id as string), options, hasSkipToken([id]));
}

/**
 * {@link useMultiServiceBooking} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBooking(id);
 * ```
 */
export function useSuspenseMultiServiceBooking(id: string, options?: SuspenseQueryHookOptions<MultiServiceBooking>): UseSuspenseQueryResult<MultiServiceBooking, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => multiServiceBooking(client, id), options);
}

/**
 * Whether a multi-service booking's slots can still be booked (`getMultiServiceBookingAvailability`, site owner). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAvailability(id);
 * data?.bookable;
 * ```
 */
export function useMultiServiceBookingAvailability(id: string | SkipToken, options?: QueryHookOptions<MultiServiceAvailability>): UseQueryResult<MultiServiceAvailability, FrontdeskError> {
  return useFrontdeskQuery((client) => multiServiceAvailability(client, id as string), options, hasSkipToken([id]));
}

/**
 * {@link useMultiServiceBookingAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAvailability(id);
 * ```
 */
export function useSuspenseMultiServiceBookingAvailability(id: string, options?: SuspenseQueryHookOptions<MultiServiceAvailability>): UseSuspenseQueryResult<MultiServiceAvailability, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => multiServiceAvailability(client, id), options);
}

/**
 * `{ cancel, reschedule }` for multi-service bookings (`bulkGetMultiServiceBookingAllowedActions`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAllowedActions([id]);
 * data?.results?.[0]?.item?.cancel;
 * ```
 */
export function useMultiServiceBookingAllowedActions(ids: string[] | SkipToken, options?: QueryHookOptions<MultiServiceAllowedActions>): UseQueryResult<MultiServiceAllowedActions, FrontdeskError> {
  return useFrontdeskQuery((client) => multiServiceAllowedActions(client, ids as string[]), options, hasSkipToken([ids]));
}

/**
 * {@link useMultiServiceBookingAllowedActions} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAllowedActions([id]);
 * ```
 */
export function useSuspenseMultiServiceBookingAllowedActions(ids: string[], options?: SuspenseQueryHookOptions<MultiServiceAllowedActions>): UseSuspenseQueryResult<MultiServiceAllowedActions, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => multiServiceAllowedActions(client, ids), options);
}

/**
 * Chains of back-to-back slots page by page (`calculateMultiSlotAvailability`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export function useMultiSlotAvailabilityInfinite(multiSlotOptions?: MultiSlotOptions | SkipToken, options?: InfiniteQueryHookOptions<SlotAvailability>): UseInfiniteQueryResult<InfiniteData<PageData<SlotAvailability>, PageParam>, FrontdeskError> {
  return useFrontdeskInfiniteQuery((client) => multiSlotAvailabilityInfinite(client, multiSlotOptions as MultiSlotOptions), options, hasSkipToken([multiSlotOptions]));
}

/**
 * {@link useMultiSlotAvailabilityInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export function useSuspenseMultiSlotAvailabilityInfinite(multiSlotOptions?: MultiSlotOptions, options?: SuspenseInfiniteQueryHookOptions<SlotAvailability>): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<SlotAvailability>, PageParam>, FrontdeskError> {
  return useFrontdeskSuspenseInfiniteQuery((client) => multiSlotAvailabilityInfinite(client, multiSlotOptions), options);
}

/**
 * Bookings with their extras page by page (`queryExtendedBookings`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export function useExtendedBookingsInfinite(query?: ExtendedBookingQuery | SkipToken, extendedOptions?: ExtendedBookingsOptions, options?: InfiniteQueryHookOptions<ExtendedBooking>): UseInfiniteQueryResult<InfiniteData<PageData<ExtendedBooking>, PageParam>, FrontdeskError> {
  return useFrontdeskInfiniteQuery((client) => extendedBookingsInfinite(client, query as ExtendedBookingQuery, extendedOptions), options, hasSkipToken([query]));
}

/**
 * {@link useExtendedBookingsInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export function useSuspenseExtendedBookingsInfinite(query?: ExtendedBookingQuery, extendedOptions?: ExtendedBookingsOptions, options?: SuspenseInfiniteQueryHookOptions<ExtendedBooking>): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<ExtendedBooking>, PageParam>, FrontdeskError> {
  return useFrontdeskSuspenseInfiniteQuery((client) => extendedBookingsInfinite(client, query, extendedOptions), options);
}

