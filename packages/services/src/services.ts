import * as z from 'zod/mini';
import { arg, defineCall, type PlatformCall } from '@frontdesk/core';
import {
  BulkUpdateServicesByFilterOptionsSchema,
  BulkUpdateServicesOptionsSchema,
  CreateServiceInputSchema,
  DeleteServiceOptionsSchema,
  GetServiceOptionsSchema,
  ServiceFilterSchema,
  ServiceIdsSchema,
  UpdateServiceBodySchema,
  UpdateServiceOptionsSchema,
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
export const createService: PlatformCall<[service: CreateServiceInput], Service> = defineCall({
  name: 'createService',
  method: 'POST',
  path: '/_api/bookings/v2/services',
  args: [arg.field('service', CreateServiceInputSchema)],
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
export const getService: PlatformCall<[id: string, options?: GetServiceOptions], Service> = defineCall({
  name: 'getService',
  method: 'GET',
  path: '/_api/bookings/v2/services/{id}',
  args: [arg.path('id'), arg.spread('options', z.optional(GetServiceOptionsSchema))],
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
  defineCall({
    name: 'updateService',
    method: 'PATCH',
    path: '/_api/bookings/v2/services/{id}',
    args: [arg.path('id'), arg.field('service', UpdateServiceBodySchema), arg.spread('options', z.optional(UpdateServiceOptionsSchema))],
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
export const bulkUpdateServices: PlatformCall<[options: BulkUpdateServicesOptions], BulkServicesResponse> = defineCall({
  name: 'bulkUpdateServices',
  method: 'POST',
  path: '/bookings/v2/bulk/services/update',
  args: [arg.spread('options', BulkUpdateServicesOptionsSchema)],
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
> = defineCall({
  name: 'bulkUpdateServicesByFilter',
  method: 'POST',
  path: '/bookings/v2/bulk/services/update-by-filter',
  args: [arg.field('filter', ServiceFilterSchema), arg.spread('options', BulkUpdateServicesByFilterOptionsSchema)],
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
export const deleteService: PlatformCall<[id: string, options?: DeleteServiceOptions], EmptyResponse> = defineCall({
  name: 'deleteService',
  method: 'DELETE',
  path: '/_api/bookings/v2/services/{id}',
  args: [arg.path('id'), arg.spread('options', z.optional(DeleteServiceOptionsSchema))],
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
export const bulkDeleteServices: PlatformCall<[ids: string[], options?: DeleteServiceOptions], BulkServicesResponse> = defineCall({
  name: 'bulkDeleteServices',
  method: 'POST',
  path: '/bookings/v2/bulk/services/delete',
  args: [arg.field('ids', ServiceIdsSchema), arg.spread('options', z.optional(DeleteServiceOptionsSchema))],
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
  defineCall({
    name: 'bulkDeleteServicesByFilter',
    method: 'POST',
    path: '/bookings/v2/bulk/services/delete-by-filter',
    args: [arg.field('filter', ServiceFilterSchema), arg.spread('options', z.optional(DeleteServiceOptionsSchema))],
    response: BulkJobResponseWire,
  });
