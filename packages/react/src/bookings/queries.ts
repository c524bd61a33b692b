import type { InfiniteData, Query, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
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
  type MultiSlotOptions,
} from '@frontdesk/bookings';
import { defineInfiniteQuery, defineQuery, type CallArgs, type CallData } from '../build.js';
import { domainFilter, domainKey, KEY_ROOT, keysOf } from '../keys.js';
import type { PageData } from '../page-data.js';

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

// Query builders shared with the read hooks and mutations of this domain (internal: not exported from the package index).
export const availability = /* @__PURE__ */ defineQuery(DOMAIN, 'availability', queryAvailability);
export const scheduleAvailability = /* @__PURE__ */ defineQuery(DOMAIN, 'scheduleAvailability', getScheduleAvailability);
export const multiSlotAvailability = /* @__PURE__ */ defineQuery(DOMAIN, 'multiSlotAvailability', calculateMultiSlotAvailability);
export const multiSlotAvailabilityInfinite = /* @__PURE__ */ defineInfiniteQuery(
  DOMAIN,
  'multiSlotAvailability',
  calculateMultiSlotAvailability,
);
export const extendedBookings = /* @__PURE__ */ defineQuery(DOMAIN, 'extendedBookings', queryExtendedBookings);
export const extendedBookingsInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'extendedBookings', queryExtendedBookings);
export const count = /* @__PURE__ */ defineQuery(DOMAIN, 'count', countExtendedBookings);
export const multiServiceBooking = /* @__PURE__ */ defineQuery(DOMAIN, 'multiServiceBooking', getMultiServiceBooking);
export const multiServiceAvailability = /* @__PURE__ */ defineQuery(DOMAIN, 'multiServiceAvailability', getMultiServiceBookingAvailability);
export const multiServiceAllowedActions = /* @__PURE__ */ defineQuery(
  DOMAIN,
  'multiServiceAllowedActions',
  bulkGetMultiServiceBookingAllowedActions,
);

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
 *
 * @example
 * ```ts
 * const scope = useFrontdeskScope();
 * await queryClient.invalidateQueries(availabilityFilter(scope, { serviceIds: [serviceId] }));
 * ```
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
export const bookingQueries = {
  /** Filters for every bookings query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `queryAvailability(query, options)`: a service's slots in a date range. */
  availability,
  /** `getScheduleAvailability(scheduleId)`: a course's spots. */
  scheduleAvailability,
  /** `calculateMultiSlotAvailability(options)`: one page of back-to-back chains. */
  multiSlotAvailability,
  /** `calculateMultiSlotAvailability(options)`, page by page. */
  multiSlotAvailabilityInfinite,
  /** `queryExtendedBookings(query, options)`: one page of bookings with extras. */
  extendedBookings,
  /** `queryExtendedBookings(query, options)`, page by page. */
  extendedBookingsInfinite,
  /** `countExtendedBookings(options)`: `{ count }`. */
  count,
  /** `getMultiServiceBooking(id)`: a multi-service booking and its children. */
  multiServiceBooking,
  /** `getMultiServiceBookingAvailability(id)` (site owner). */
  multiServiceAvailability,
  /** `bulkGetMultiServiceBookingAllowedActions(ids)`. */
  multiServiceAllowedActions,
};

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
  ...keysOf(DOMAIN, bookingQueries),
  /**
   * Filters for the availability queries of some services in a scope: `queryAvailability` whose
   * `filter.serviceId` names one of them, multi-slot chains with one of them, and the schedule
   * availability of the given schedules (courses).
   */
  availabilityOf: (scope: string, serviceIds: readonly string[], scheduleIds: readonly string[] = []): QueryFilters =>
    availabilityFilter(scope, { serviceIds, scheduleIds }),
}))();

/**
 * Applies `change` to the cached bookings with one of `ids` in every extended-bookings list of a
 * scope (plain pages and the pages of infinite queries). Used to show a write's result at once.
 *
 * @example
 * ```ts
 * updateCachedBookings(queryClient, scope, (booking) =>
 *   booking.id === bookingId ? { ...booking, status: 'CANCELED' } : undefined,
 * );
 * ```
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

/**
 * The cached bookings (from every extended-bookings list of a scope) with one of `ids`.
 *
 * @example
 * ```ts
 * const [booking] = cachedBookings(queryClient, useFrontdeskScope(), [bookingId]);
 * ```
 */
export function cachedBookings(queryClient: QueryClient, scope: string, ids: readonly string[]): Booking[] {
  const wanted = new Set(ids);
  const found = new Map<string, Booking>();
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: extendedBookings.key(scope) })) {
    const pages =
      !data || typeof data !== 'object'
        ? []
        : 'pages' in data
          ? (data as InfiniteData<PageData<ExtendedBooking>>).pages
          : [data as PageData<ExtendedBooking>];
    for (const p of pages)
      for (const item of p.items ?? []) if (item.booking?.id && wanted.has(item.booking.id)) found.set(item.booking.id, item.booking);
  }
  return [...found.values()];
}
