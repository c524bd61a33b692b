import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import {
  disablePricingPlansOptionsSchema,
  pricingPlanIdsSchema,
  serviceIdSchema,
  setCustomSlugOptionsSchema,
  setServiceLocationsOptionsSchema,
  validateSlugOptionsSchema,
  locationEncoding,
} from './inputs.js';
import type {
  CloneServiceResponse,
  DisablePricingPlansOptions,
  Service,
  SetCustomSlugOptions,
  SetCustomSlugResponse,
  SetServiceLocationsOptions,
  ValidateSlugOptions,
  ValidateSlugResponse,
} from './types.js';
import { CloneServiceResponseWire, ServiceResponseWire, SetCustomSlugResponseWire, ValidateSlugResponseWire } from './wire.gen.js';

/*
 * Service actions (wire.md rows 22-27): locations, pricing plans, slugs and cloning. Site owner only.
 */

/**
 * Replaces a service's locations: `setServiceLocations(client, serviceId, { locations, ...options })`,
 * as the official SDK. Future sessions at removed locations stay where they are
 * (`KEEP_AT_CURRENT_LOCATION`, the default) or move (`MOVE_TO_LOCATION`).
 *
 * @example
 * ```ts
 * const newLocation = { type: 'BUSINESS' as const, business: { id: newLocationId } };
 * const service = await setServiceLocations(client, serviceId, {
 *   locations: [newLocation],
 *   removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION', moveToLocationOptions: { newLocation } },
 * });
 * ```
 * @function
 */
export const setServiceLocations: PlatformCall<[id: string, options: SetServiceLocationsOptions], Service> = /* @__PURE__ */ defineCall({
  name: 'setServiceLocations',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/locations',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: setServiceLocationsOptionsSchema() }),
  encode: {
    options: { locations: locationEncoding, removedLocationSessionsAction: { moveToLocationOptions: { newLocation: locationEncoding } } },
  },
  response: ServiceResponseWire,
  unwrap: 'service',
});

/**
 * Lets customers pay for a service with these pricing plans; returns the service.
 *
 * @example
 * ```ts
 * const service = await enablePricingPlansForService(client, serviceId, [planId]);
 * service.payment?.pricingPlanIds;
 * ```
 * @function
 */
export const enablePricingPlansForService: PlatformCall<[id: string, pricingPlanIds: string[]], Service> = /* @__PURE__ */ defineCall({
  name: 'enablePricingPlansForService',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/pricing-plans/add',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'pricingPlanIds', placement: 'field' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { pricingPlanIds: pricingPlanIdsSchema() }),
  response: ServiceResponseWire,
  unwrap: 'service',
});

/**
 * Stops accepting these pricing plans for a service; returns the service.
 *
 * @example
 * ```ts
 * await disablePricingPlansForService(client, serviceId, { pricingPlanIds: [planId] });
 * ```
 * @function
 */
export const disablePricingPlansForService: PlatformCall<[id: string, options?: DisablePricingPlansOptions], Service> =
  /* @__PURE__ */ defineCall({
    name: 'disablePricingPlansForService',
    method: 'POST',
    path: '/_api/bookings/v2/services/{id}/pricing-plans/remove',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(disablePricingPlansOptionsSchema()) }),
    response: ServiceResponseWire,
    unwrap: 'service',
  });

/**
 * Sets a service's custom slug (lowercase letters, digits, hyphens; unused by other services);
 * returns the slug and the service.
 *
 * @example
 * ```ts
 * const { slug, service } = await setCustomSlug(client, serviceId, { slug: 'morning-yoga' });
 * ```
 * @function
 */
export const setCustomSlug: PlatformCall<[id: string, options?: SetCustomSlugOptions], SetCustomSlugResponse> = /* @__PURE__ */ defineCall({
  name: 'setCustomSlug',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/slugs/custom',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(setCustomSlugOptionsSchema()) }),
  response: SetCustomSlugResponseWire,
});

/**
 * Checks whether a slug could be set on a service; answers `{valid, errors}` rather than throwing.
 *
 * @example
 * ```ts
 * const { valid, errors } = await validateSlug(client, serviceId, { slug: 'morning-yoga' });
 * ```
 * @function
 */
export const validateSlug: PlatformCall<[serviceId: string, options?: ValidateSlugOptions], ValidateSlugResponse> =
  /* @__PURE__ */ defineCall({
    name: 'validateSlug',
    method: 'POST',
    path: '/_api/bookings/v2/services/slugs/validate',
    args: [
      { name: 'serviceId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { serviceId: serviceIdSchema(), options: z.optional(validateSlugOptionsSchema()) },
    response: ValidateSlugResponseWire,
  });

/**
 * Copies a service (new schedule, default slug, pricing plans to re-enable); `errors` lists what
 * could not be copied.
 *
 * @example
 * ```ts
 * const { service, errors } = await cloneService(client, sourceServiceId);
 * ```
 * @function
 */
export const cloneService: PlatformCall<[sourceServiceId: string], CloneServiceResponse> = /* @__PURE__ */ defineCall({
  name: 'cloneService',
  method: 'POST',
  path: '/_api/bookings/v2/services/clone',
  args: [{ name: 'sourceServiceId', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { sourceServiceId: serviceIdSchema() }),
  response: CloneServiceResponseWire,
});
