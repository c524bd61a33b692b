import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import {
  bulkUpdateServicesByFilterOptionsSchema,
  bulkUpdateServicesOptionsSchema,
  createServiceInputSchema,
  deleteServiceOptionsSchema,
  getServiceOptionsSchema,
  serviceFilterSchema,
  serviceIdsSchema,
  updateServiceBodySchema,
  updateServiceOptionsSchema,
  serviceEncoding,
} from './inputs.js';
import type {
  BulkJobResponse,
  BulkServicesResponse,
  BulkUpdateServicesByFilterOptions,
  BulkUpdateServicesOptions,
  CreateServiceInput,
  DeleteServiceOptions,
  EmptyResponse,
  GetServiceOptions,
  Service,
  UpdateServiceInput,
  UpdateServiceOptions,
} from './types.js';
import { BulkJobResponseWire, BulkServicesResponseWire, EmptyResponseWire, ServiceResponseWire } from './wire.gen.js';

/*
 * Service writes and reads by id (wire.md rows 7-14). Writes are for the site owner; getService for everyone.
 */

const joinMask = (mask: unknown) => (Array.isArray(mask) && mask.length > 0 ? { mask: mask.join(',') } : {});

/**
 * Creates a service (appointment, class or course) with its schedule and returns it. Not retried.
 *
 * @example
 * ```ts
 * const service = await createService(client, {
 *   type: 'APPOINTMENT',
 *   name: 'Deep Tissue Massage',
 *   onlineBooking: { enabled: true },
 *   payment: { rateType: 'FIXED', fixed: { price: { value: '90', currency: 'USD' } }, options: { online: true, inPerson: true } },
 *   schedule: { availabilityConstraints: { sessionDurations: [60] } },
 *   staffMemberIds: [staffResourceId],
 * });
 * ```
 * @function
 */
export const createService: PlatformCall<[service: CreateServiceInput], Service> = /* @__PURE__ */ defineCall({
  name: 'createService',
  method: 'POST',
  path: '/_api/bookings/v2/services',
  args: [{ name: 'service', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { service: createServiceInputSchema() }),
  encode: { service: serviceEncoding },
  response: ServiceResponseWire,
  unwrap: 'service',
});

/**
 * Gets a service by id (with `conditionalFields` such as `STAFF_MEMBER_DETAILS`). Anyone may call
 * it; throws a `NotFoundError` (`SERVICE_NOT_FOUND`) for an unknown id.
 *
 * @example
 * ```ts
 * const service = await getService(client, serviceId, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
 * console.log(service.name, service.staffMemberDetails?.staffMembers?.map((s) => s.name));
 * ```
 * @function
 */
export const getService: PlatformCall<[id: string, options?: GetServiceOptions], Service> = /* @__PURE__ */ defineCall({
  name: 'getService',
  method: 'GET',
  path: '/_api/bookings/v2/services/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(getServiceOptionsSchema()) }),
  response: ServiceResponseWire,
  unwrap: 'service',
});

/**
 * Updates a service and returns it. Send the current `revision`: a stale one throws a
 * `ConflictError` (409). With `mask`, only the listed field paths change (sent comma-joined).
 * Locations change only through `setServiceLocations`.
 *
 * @example
 * ```ts
 * const updated = await updateService(client, service.id!, { revision: service.revision!, name: 'Massage (90 min)' }, { mask: ['name'] });
 * ```
 * @function
 */
export const updateService: PlatformCall<[id: string, service: Omit<UpdateServiceInput, 'id'>, options?: UpdateServiceOptions], Service> =
  /* @__PURE__ */ defineCall({
    name: 'updateService',
    method: 'PATCH',
    path: '/_api/bookings/v2/services/{id}',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'service', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { service: updateServiceBodySchema(), options: z.optional(updateServiceOptionsSchema()) },
    encode: { service: serviceEncoding },
    payload: ({ id, service, options }) => ({
      service: { ...(service as object), id },
      ...joinMask((options as { mask?: string[] } | undefined)?.mask),
    }),
    response: ServiceResponseWire,
    unwrap: 'service',
  });

/**
 * Updates up to 100 services at once, each with its revision and optional mask:
 * `bulkUpdateServices(client, { services, returnEntity })`, as the official SDK. Succeeds partly:
 * each result says whether its item succeeded (and why not).
 *
 * @example
 * ```ts
 * const { results, bulkActionMetadata } = await bulkUpdateServices(client, {
 *   services: [{ service: { id: a.id!, revision: a.revision!, hidden: true }, mask: ['hidden'] }],
 *   returnEntity: true,
 * });
 * ```
 * @function
 */
export const bulkUpdateServices: PlatformCall<[options: BulkUpdateServicesOptions], BulkServicesResponse> = /* @__PURE__ */ defineCall({
  name: 'bulkUpdateServices',
  method: 'POST',
  path: '/bookings/v2/bulk/services/update',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: bulkUpdateServicesOptionsSchema() }),
  encode: { options: { services: { service: serviceEncoding } } },
  payload: ({ options }) => {
    const { services, ...rest } = options as { services: Array<{ service: unknown; mask?: string[] }> };
    return { services: services.map(({ service, mask }) => ({ service, ...joinMask(mask) })), ...rest };
  },
  response: BulkServicesResponseWire,
});

/**
 * Applies one change to every service matching a filter (no revisions); returns the job id.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkUpdateServicesByFilter(client, { type: 'CLASS' }, { service: { onlineBooking: { enabled: false } } });
 * ```
 * @function
 */
export const bulkUpdateServicesByFilter: PlatformCall<
  [filter: Record<string, unknown>, options: BulkUpdateServicesByFilterOptions],
  BulkJobResponse
> = /* @__PURE__ */ defineCall({
  name: 'bulkUpdateServicesByFilter',
  method: 'POST',
  path: '/bookings/v2/bulk/services/update-by-filter',
  args: [
    { name: 'filter', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { filter: serviceFilterSchema(), options: bulkUpdateServicesByFilterOptionsSchema() },
  encode: { options: { service: serviceEncoding } },
  payload: ({ filter, options }) => {
    const { service, mask } = options as { service: unknown; mask?: string[] };
    return { filter, service, ...joinMask(mask) };
  },
  response: BulkJobResponseWire,
});

/**
 * Deletes a service (its future sessions are canceled unless `preserveFutureSessionsWithParticipants`).
 *
 * @example
 * ```ts
 * await deleteService(client, serviceId, { participantNotification: { notifyParticipants: true } });
 * ```
 * @function
 */
export const deleteService: PlatformCall<[id: string, options?: DeleteServiceOptions], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteService',
  method: 'DELETE',
  path: '/_api/bookings/v2/services/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(deleteServiceOptionsSchema()) }),
  response: EmptyResponseWire,
});

/**
 * Deletes up to 100 services; succeeds partly (unknown ids fail with `SERVICE_NOT_FOUND`).
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkDeleteServices(client, [idA, idB]);
 * ```
 * @function
 */
export const bulkDeleteServices: PlatformCall<[ids: string[], options?: DeleteServiceOptions], BulkServicesResponse> =
  /* @__PURE__ */ defineCall({
    name: 'bulkDeleteServices',
    method: 'POST',
    path: '/bookings/v2/bulk/services/delete',
    args: [
      { name: 'ids', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { ids: serviceIdsSchema(), options: z.optional(deleteServiceOptionsSchema()) },
    response: BulkServicesResponseWire,
  });

/**
 * Deletes every service matching a filter; returns the job id.
 *
 * @example
 * ```ts
 * await bulkDeleteServicesByFilter(client, { hidden: true });
 * ```
 * @function
 */
export const bulkDeleteServicesByFilter: PlatformCall<[filter: Record<string, unknown>, options?: DeleteServiceOptions], BulkJobResponse> =
  /* @__PURE__ */ defineCall({
    name: 'bulkDeleteServicesByFilter',
    method: 'POST',
    path: '/bookings/v2/bulk/services/delete-by-filter',
    args: [
      { name: 'filter', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { filter: serviceFilterSchema(), options: z.optional(deleteServiceOptionsSchema()) },
    response: BulkJobResponseWire,
  });
