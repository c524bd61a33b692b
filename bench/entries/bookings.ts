/**
 * Bundle-size benchmark: a booking app. It queries services, queries a service's availability and
 * creates a booking: what a real booking page ships.
 *
 * The calls are declared here with `defineCall` exactly as the domain packages will declare them
 * (method and path from spec/wire.md rows 1, 15, 30). Switch each one to its package's import as the
 * package lands:
 *   queryServices     -> import { queryServices } from '@frontdesk/services'
 *   queryAvailability -> import { queryAvailability } from '@frontdesk/bookings'
 *   createBooking     -> import { createBooking } from '@frontdesk/bookings'
 */
import { arg, createClient, defineCall, float, staticToken, timestamp, timestampInput } from '@frontdesk/core';
import * as z from 'zod/mini';

// --- declarations (move to @frontdesk/services and @frontdesk/bookings) -------------------------

const QuerySchema = z.object({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(z.enum(['ASC', 'DESC'])) }))),
  paging: z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()) })),
});

const ImageSchema = z.looseObject({ id: z.string(), url: z.string(), width: z.optional(z.number()), height: z.optional(z.number()) });

const ServiceSchema = z.looseObject({
  id: z.string(),
  type: z.optional(z.enum(['APPOINTMENT', 'CLASS', 'COURSE'])),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  defaultCapacity: z.optional(z.number()),
  revision: z.optional(z.string()),
  media: z.optional(z.looseObject({ mainMedia: z.optional(z.looseObject({ image: z.optional(ImageSchema) })) })),
  locations: z.optional(
    z.array(
      z.looseObject({
        id: z.optional(z.string()),
        type: z.optional(z.string()),
        business: z.optional(
          z.looseObject({
            address: z.optional(
              z.looseObject({ geocode: z.optional(z.object({ latitude: float(), longitude: float() })) }),
            ),
          }),
        ),
      }),
    ),
  ),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
});

const queryServices = defineCall({
  name: 'queryServices',
  method: 'POST',
  path: '/_api/bookings/v2/services/query',
  args: [arg.field('query', z.optional(QuerySchema))],
  response: z.object({ services: z.optional(z.array(ServiceSchema)) }),
  page: { kind: 'offset', items: 'services', metadata: 'pagingMetadata', paging: 'query.paging' },
  idempotent: true,
});

// Slot times are local date-time strings on the wire and stay strings (wire.md, "Bodies and values").
const SlotSchema = z.looseObject({
  serviceId: z.string(),
  scheduleId: z.optional(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  timezone: z.optional(z.string()),
  location: z.optional(z.looseObject({ id: z.optional(z.string()), locationType: z.optional(z.string()) })),
  resource: z.optional(z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()) })),
});

const queryAvailability = defineCall({
  name: 'queryAvailability',
  method: 'POST',
  path: '/availability-calendar/v1/availability/query',
  args: [
    arg.field(
      'query',
      z.object({
        filter: z.record(z.string(), z.unknown()),
        sort: z.optional(z.array(z.looseObject({ fieldName: z.string(), order: z.optional(z.enum(['ASC', 'DESC'])) }))),
        cursorPaging: z.optional(z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) })),
      }),
    ),
    arg.spread('options', z.optional(z.object({ timezone: z.optional(z.string()), slotsPerDay: z.optional(z.number()) }))),
  ],
  response: z.object({
    availabilityEntries: z.optional(
      z.array(z.looseObject({ slot: SlotSchema, bookable: z.optional(z.boolean()), openSpots: z.optional(z.number()) })),
    ),
  }),
  idempotent: true,
});

const BookingSchema = z.looseObject({
  id: z.string(),
  status: z.optional(z.string()),
  revision: z.optional(z.string()),
  bookedEntity: z.optional(z.looseObject({ slot: z.optional(SlotSchema), title: z.optional(z.string()) })),
  totalParticipants: z.optional(z.number()),
  startDate: z.optional(timestamp()),
  endDate: z.optional(timestamp()),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
});

const createBooking = defineCall({
  name: 'createBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings',
  args: [
    arg.field(
      'booking',
      z.looseObject({
        bookedEntity: z.looseObject({ slot: z.looseObject({ serviceId: z.string(), startDate: z.string(), endDate: z.string() }) }),
        contactDetails: z.optional(
          z.looseObject({ firstName: z.optional(z.string()), lastName: z.optional(z.string()), email: z.optional(z.string()) }),
        ),
        totalParticipants: z.optional(z.number()),
        startDate: z.optional(timestampInput()),
        endDate: z.optional(timestampInput()),
      }),
    ),
    arg.spread(
      'options',
      z.optional(
        z.object({
          participantNotification: z.optional(z.object({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) })),
          sendSmsReminder: z.optional(z.boolean()),
          flowControlSettings: z.optional(z.record(z.string(), z.boolean())),
        }),
      ),
    ),
  ],
  response: z.object({ booking: BookingSchema }),
});

// --- the app ------------------------------------------------------------------------------------

/** The booking page's flow, against `baseUrl` (the emulator's URL in development). */
export async function bookings(baseUrl: string, accessToken: string) {
  const client = createClient({ baseUrl, auth: staticToken(accessToken) });

  const services = await queryServices(client, { filter: { hidden: false }, sort: [{ fieldName: 'name', order: 'ASC' }] });
  const service = services.items[0];
  if (!service) return undefined;

  const start = new Date();
  const { availabilityEntries = [] } = await queryAvailability(
    client,
    {
      filter: { serviceId: [service.id], startDate: start.toISOString(), endDate: new Date(+start + 7 * 864e5).toISOString(), bookable: true },
      cursorPaging: { limit: 20 },
    },
    { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  );
  const entry = availabilityEntries[0];
  if (!entry) return undefined;

  const { booking } = await createBooking(
    client,
    {
      bookedEntity: { slot: entry.slot },
      contactDetails: { firstName: 'Dana', email: 'dana@example.com' },
      totalParticipants: 1,
    },
    { participantNotification: { notifyParticipants: true } },
  );
  return { id: booking.id, status: booking.status, created: booking.createdDate };
}
