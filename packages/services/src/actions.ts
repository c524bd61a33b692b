import * as z from 'zod/mini';
import { arg, defineCall } from '@frontdesk/core';
import { DisablePricingPlansOptionsSchema, LocationInputSchema, SetCustomSlugOptionsSchema, SetServiceLocationsOptionsSchema, ValidateSlugOptionsSchema } from './inputs.js';
import { CloneServiceResponseSchema, ServiceResponseSchema, SetCustomSlugResponseSchema, ValidateSlugResponseSchema } from './results.js';

/*
 * Service actions (wire.md rows 22-27): locations, pricing plans, slugs and cloning. Site owner only.
 */

/**
 * Replaces a service's locations. Future sessions at removed locations stay where they are
 * (`KEEP_AT_CURRENT_LOCATION`, the default) or move (`MOVE_TO_LOCATION`).
 *
 * @example
 * ```ts
 * const service = await setServiceLocations(client, serviceId, [{ type: 'BUSINESS', business: { id: newLocationId } }], {
 *   removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION', moveToLocationOptions: { newLocation: { type: 'BUSINESS', business: { id: newLocationId } } } },
 * });
 * ```
 * @function
 */
export const setServiceLocations = defineCall({
  name: 'setServiceLocations',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/locations',
  args: [
    arg.path('id'),
    arg.field('locations', z.array(LocationInputSchema)),
    arg.spread('options', z.optional(SetServiceLocationsOptionsSchema)),
  ],
  response: ServiceResponseSchema,
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
export const enablePricingPlansForService = defineCall({
  name: 'enablePricingPlansForService',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/pricing-plans/add',
  args: [arg.path('id'), arg.field('pricingPlanIds', z.array(z.string()))],
  response: ServiceResponseSchema,
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
export const disablePricingPlansForService = defineCall({
  name: 'disablePricingPlansForService',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/pricing-plans/remove',
  args: [arg.path('id'), arg.spread('options', z.optional(DisablePricingPlansOptionsSchema))],
  response: ServiceResponseSchema,
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
export const setCustomSlug = defineCall({
  name: 'setCustomSlug',
  method: 'POST',
  path: '/_api/bookings/v2/services/{id}/slugs/custom',
  args: [arg.path('id'), arg.spread('options', z.optional(SetCustomSlugOptionsSchema))],
  response: SetCustomSlugResponseSchema,
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
export const validateSlug = defineCall({
  name: 'validateSlug',
  method: 'POST',
  path: '/_api/bookings/v2/services/slugs/validate',
  args: [arg.field('serviceId', z.string()), arg.spread('options', z.optional(ValidateSlugOptionsSchema))],
  response: ValidateSlugResponseSchema,
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
export const cloneService = defineCall({
  name: 'cloneService',
  method: 'POST',
  path: '/_api/bookings/v2/services/clone',
  args: [arg.field('sourceServiceId', z.string())],
  response: CloneServiceResponseSchema,
});
