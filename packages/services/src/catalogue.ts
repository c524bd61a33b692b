import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import {
  countServicesOptionsSchema,
  cursorQuerySchema,
  getServiceOptionsSchema,
  queryBookingFormsOptionsSchema,
  queryCategoriesOptionsSchema,
  queryLocationsOptionsSchema,
  serviceQuerySchema,
  serviceSearchSchema,
} from './inputs.js';
import type {
  BookingForm,
  BookingPolicyWithServices,
  CountServicesOptions,
  CountServicesResponse,
  CursorQuery,
  QueryBookingFormsOptions,
  QueryBookingFormsResponse,
  QueryCategoriesOptions,
  QueryCategoriesResponse,
  QueryLocationsOptions,
  QueryLocationsResponse,
  QueryPoliciesResponse,
  QueryServicesOptions,
  QueryServicesResponse,
  SearchServicesResponse,
  Service,
  ServiceQuery,
  ServiceSearch,
} from './types.js';
import {
  CountServicesResponseWire,
  QueryBookingFormsResponseWire,
  QueryCategoriesResponseWire,
  QueryLocationsResponseWire,
  QueryPoliciesResponseWire,
  QueryServicesResponseWire,
  SearchServicesResponseWire,
} from './wire.gen.js';

/*
 * Catalogue reads (wire.md rows 15-21): anyone may call them.
 */

/** The paging queryServices sends when none is given. */
const DEFAULT_PAGING = { offset: 0, limit: 50 };

/**
 * Queries services with a filter, sort and offset paging (default `{offset: 0, limit: 50}`); returns a `Page`.
 * `conditionalFields` adds extra fields to each service (`STAFF_MEMBER_DETAILS`: the staff's names).
 *
 * @example
 * ```ts
 * const page = await queryServices(client, { filter: { type: 'CLASS', hidden: false }, sort: [{ fieldName: 'name' }] });
 * for await (const service of page) console.log(service.name);
 * const withStaff = await queryServices(client, {}, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
 * ```
 * @function
 */
export const queryServices: PlatformCall<
  [query?: ServiceQuery, options?: QueryServicesOptions],
  Page<Service, QueryServicesResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryServices',
  method: 'POST',
  path: '/_api/bookings/v2/services/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: z.optional(serviceQuerySchema()), options: z.optional(getServiceOptionsSchema()) },
  payload: ({ query, options }) => {
    const given = (query ?? {}) as ServiceQuery;
    // As the official query builder: an empty filter and the default paging when none are given.
    return {
      query: { filter: {}, ...given, paging: { ...DEFAULT_PAGING, ...given.paging } },
      ...(options as QueryServicesOptions | undefined),
    };
  },
  response: QueryServicesResponseWire,
  page: { kind: 'offset', items: 'services', metadata: 'pagingMetadata', paging: 'query.paging' },
  idempotent: true,
});

/**
 * Searches services: filter, free text on the name, sort, cursor paging, and aggregations (VALUE,
 * RANGE, SCALAR, DATE_HISTOGRAM, NESTED) in `page.response.aggregationData`.
 *
 * @example
 * ```ts
 * const page = await searchServices(client, {
 *   search: { expression: 'yoga' },
 *   aggregations: [{ name: 'byType', type: 'VALUE', fieldPath: 'type' }],
 * });
 * page.response.aggregationData?.results?.[0]?.values?.results;
 * ```
 * @function
 */
export const searchServices: PlatformCall<[search: ServiceSearch], Page<Service, SearchServicesResponse>> = /* @__PURE__ */ defineCall({
  name: 'searchServices',
  method: 'POST',
  path: '/_api/bookings/v2/services/search',
  args: [{ name: 'search', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { search: serviceSearchSchema() }),
  response: SearchServicesResponseWire,
  page: { kind: 'cursor', items: 'services', metadata: 'pagingMetadata', paging: 'search.cursorPaging' },
  idempotent: true,
});

/**
 * Queries booking policies with the services that use them (cursor paging); returns a `Page`.
 *
 * @example
 * ```ts
 * const page = await queryPolicies(client, { filter: { 'bookingPolicy.default': true } });
 * page.items[0]?.bookingPolicy?.cancellationPolicy;
 * ```
 * @function
 */
export const queryPolicies: PlatformCall<
  [query: CursorQuery],
  Page<BookingPolicyWithServices, QueryPoliciesResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryPolicies',
  method: 'POST',
  path: '/_api/bookings/v2/services/policies/query',
  args: [{ name: 'query', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { query: cursorQuerySchema() }),
  response: QueryPoliciesResponseWire,
  page: { kind: 'cursor', items: 'bookingPolicies', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

/**
 * Queries booking forms with the services that use them; `DEFAULT_BOOKING_FORM` adds the default form.
 *
 * @example
 * ```ts
 * const { response } = await queryBookingForms(client, {}, { conditionalFields: ['DEFAULT_BOOKING_FORM'] });
 * response.defaultBookingForm?.formDetails?.name;
 * ```
 * @function
 */
export const queryBookingForms: PlatformCall<
  [query: CursorQuery, options?: QueryBookingFormsOptions],
  Page<BookingForm, QueryBookingFormsResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryBookingForms',
  method: 'POST',
  path: '/_api/bookings/v2/services/booking-forms/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: cursorQuerySchema(), options: z.optional(queryBookingFormsOptionsSchema()) },
  response: QueryBookingFormsResponseWire,
  page: { kind: 'cursor', items: 'bookingForms', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

/**
 * Counts the services matching a filter.
 *
 * @example
 * ```ts
 * const { count } = await countServices(client, { filter: { type: 'APPOINTMENT' } });
 * ```
 * @function
 */
export const countServices: PlatformCall<[options?: CountServicesOptions], CountServicesResponse> = /* @__PURE__ */ defineCall({
  name: 'countServices',
  method: 'POST',
  path: '/_api/bookings/v2/services/count',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(countServicesOptionsSchema()) }),
  response: CountServicesResponseWire,
  idempotent: true,
});

/**
 * The locations of the matching services: business locations, and whether any custom or customer location exists.
 *
 * @example
 * ```ts
 * const { businessLocations } = await queryLocations(client, { filter: { services: { hidden: false } } });
 * ```
 * @function
 */
export const queryLocations: PlatformCall<[options?: QueryLocationsOptions], QueryLocationsResponse> = /* @__PURE__ */ defineCall({
  name: 'queryLocations',
  method: 'POST',
  path: '/_api/bookings/v2/services/locations/query',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(queryLocationsOptionsSchema()) }),
  response: QueryLocationsResponseWire,
  idempotent: true,
});

/**
 * The categories used by the matching services.
 *
 * @example
 * ```ts
 * const { categories } = await queryCategories(client, { filter: { services: { type: 'CLASS' } } });
 * ```
 * @function
 */
export const queryCategories: PlatformCall<[options?: QueryCategoriesOptions], QueryCategoriesResponse> = /* @__PURE__ */ defineCall({
  name: 'queryCategories',
  method: 'POST',
  path: '/_api/bookings/v2/services/categories/query',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(queryCategoriesOptionsSchema()) }),
  response: QueryCategoriesResponseWire,
  idempotent: true,
});
