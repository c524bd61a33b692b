// Calls declared with defineCall for core's own tests (the domain packages declare the real ones).
import * as z from 'zod/mini';
import { arg, defineCall, float, timestamp, wireShapeOf } from '../src/index.js';

/** A service as the tests' calls decode it: dates, a list of dates and floats, at several depths. */
export const ServiceSchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  createdDate: z.optional(timestamp()),
  schedule: z.optional(z.object({ firstSessionStart: z.optional(timestamp()) })),
  sessionDates: z.optional(z.array(timestamp())),
  locations: z.optional(
    z.array(z.object({ geocode: z.optional(z.object({ latitude: z.optional(float()), longitude: z.optional(float()) })) })),
  ),
});

/** Returns an entity: the body must hold `service`. */
export const getService = defineCall({
  name: 'getService',
  method: 'GET',
  path: '/_api/bookings/v2/services/{id}',
  args: [arg.path('id')],
  response: wireShapeOf(z.object({ service: ServiceSchema })),
  unwrap: 'service',
});
