import * as z from 'zod/mini';
import { arg, defineCall, type PlatformCall } from '@frontdesk/core';
import {
  DisablePricingPlansOptionsSchema,
  PricingPlanIdsSchema,
  ServiceIdSchema,
  SetCustomSlugOptionsSchema,
  SetServiceLocationsOptionsSchema,
  ValidateSlugOptionsSchema,
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
export const setServiceLocations: PlatformCall<[id: string, options: SetServiceLocationsOptions], Service> = defineCall({
  name: 'setServiceLocations',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/locations',
  args: [arg.path('id'), arg.spread('options', SetServiceLocationsOptionsSchema)],
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
export const enablePricingPlansForService: PlatformCall<[id: string, pricingPlanIds: string[]], Service> = defineCall({
  name: 'enablePricingPlansForService',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/pricing-plans/add',
  args: [arg.path('id'), arg.field('pricingPlanIds', PricingPlanIdsSchema)],
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
export const disablePricingPlansForService: PlatformCall<[id: string, options?: DisablePricingPlansOptions], Service> = defineCall({
  name: 'disablePricingPlansForService',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/pricing-plans/remove',
  args: [arg.path('id'), arg.spread('options', z.optional(DisablePricingPlansOptionsSchema))],
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
export const setCustomSlug: PlatformCall<[id: string, options?: SetCustomSlugOptions], SetCustomSlugResponse> = defineCall({
  name: 'setCustomSlug',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/slugs/custom',
  args: [arg.path('id'), arg.spread('options', z.optional(SetCustomSlugOptionsSchema))],
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
export const validateSlug: PlatformCall<[serviceId: string, options?: ValidateSlugOptions], ValidateSlugResponse> = defineCall({
  name: 'validateSlug',
  method: 'POST',
  path: '/_api/bookings/v2/services/slugs/validate',
  args: [arg.field('serviceId', ServiceIdSchema), arg.spread('options', z.optional(ValidateSlugOptionsSchema))],
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
export const cloneService: PlatformCall<[sourceServiceId: string], CloneServiceResponse> = defineCall({
  name: 'cloneService',
  method: 'POST',
  path: '/_api/bookings/v2/services/clone',
  args: [arg.field('sourceServiceId', ServiceIdSchema)],
  response: CloneServiceResponseWire,
});
