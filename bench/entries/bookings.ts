/**
 * Bundle-size benchmark: a booking app. With OAuth visitor tokens (as the official entry,
 * bench/official/bookings.ts), it queries services, queries a service's availability and creates a
 * booking: what a real booking page ships.
 *
 * Every call comes from its package, as in an app: queryServices (spec/wire.md row 15),
 * queryAvailability (row 1), createBooking (row 30).
 */
import { createClient, oauth } from '@frontdesk/core';
import { createBooking, queryAvailability } from '@frontdesk/bookings';
import { queryServices } from '@frontdesk/services';

/** The booking page's flow, against `baseUrl` (the emulator's URL in development). */
export async function bookings(baseUrl: string, clientId: string) {
  const client = createClient({ baseUrl, auth: oauth({ clientId }) });

  const services = await queryServices(client, { filter: { hidden: false }, sort: [{ fieldName: 'name', order: 'ASC' }] });
  const service = services.items[0];
  if (!service?.id) return undefined;

  const start = new Date();
  const { availabilityEntries = [] } = await queryAvailability(
    client,
    {
      filter: {
        serviceId: [service.id],
        startDate: start.toISOString(),
        endDate: new Date(+start + 7 * 864e5).toISOString(),
        bookable: true,
      },
      cursorPaging: { limit: 20 },
    },
    { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  );
  const entry = availabilityEntries[0];
  if (!entry?.slot) return undefined;

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
