/**
 * The official SDK's side of the bookings benchmark (bench/entries/bookings.ts): OAuth visitor
 * tokens, services, a service's availability and a booking, with `@wix/sdk` and `@wix/bookings`.
 */
import { OAuthStrategy, createClient } from '@wix/sdk';
import { availabilityCalendar, bookings as bookingsModule, services } from '@wix/bookings';

type BookedSlot = NonNullable<bookingsModule.BookedEntity['slot']>;

/** The booking page's flow with the official SDK. */
export async function bookings(clientId: string) {
  const client = createClient({ modules: { services, availabilityCalendar, bookings: bookingsModule }, auth: OAuthStrategy({ clientId }) });

  const found = await client.services.queryServices().eq('hidden', false).ascending('name').find();
  const service = found.items[0];
  if (!service?._id) return undefined;

  const start = new Date();
  const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
    {
      filter: {
        serviceId: [service._id],
        startDate: start.toISOString(),
        endDate: new Date(+start + 7 * 864e5).toISOString(),
        bookable: true,
      },
    },
    { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  );
  const entry = availabilityEntries[0];
  if (!entry?.slot) return undefined;

  const { booking } = await client.bookings.createBooking(
    // The availability slot's type allows `null` ids where the booking's does not: the official types need a cast.
    {
      bookedEntity: { slot: entry.slot as BookedSlot },
      contactDetails: { firstName: 'Dana', email: 'dana@example.com' },
      totalParticipants: 1,
    },
    { participantNotification: { notifyParticipants: true } },
  );
  return { id: booking?._id, status: booking?.status, created: booking?._createdDate };
}
