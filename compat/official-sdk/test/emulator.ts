import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { availabilityCalendar } from '@wix/bookings';
import { createEmulator } from '@frontdesk/emulator';

/**
 * The emulator's frozen start. The SDK computes token expiry with the real clock (`Date.now()` plus
 * `expires_in`), the emulator with its own: both agree that a fresh token is valid for hours.
 */
export const START = '2026-03-01T09:00:00.000Z';

/**
 * One emulator per test file behind msw. The official SDK calls `www.wixapis.com` for everything
 * (REST modules, `/oauth2/token`, `/redirect-session/v1/redirect-session`); `edge.wixapis.com` only when a module
 * is asked to use the CDN. Anything else is an error, so a host we missed fails the test.
 */
export function useEmulator() {
  const emulator = createEmulator({ clock: START });
  const server = setupServer(
    ...emulator.handlers({ baseUrl: 'https://www.wixapis.com' }),
    ...emulator.handlers({ baseUrl: 'https://edge.wixapis.com' }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    emulator.reset();
  });
  afterAll(async () => {
    server.close();
    await emulator.close();
  });
  return { emulator, server };
}

type AvailabilityClient = {
  availabilityCalendar: {
    queryAvailability(
      query: availabilityCalendar.QueryV2,
      options?: availabilityCalendar.QueryAvailabilityOptions,
    ): Promise<availabilityCalendar.QueryAvailabilityResponse>;
  };
};

/**
 * The first bookable slot of a service on a day (UTC), from `queryAvailability`, shaped as
 * `createBooking`'s `bookedEntity.slot` (the types differ only in `resource._id` being nullable).
 */
export async function firstFreeSlot(client: AvailabilityClient, serviceId: string, day: string) {
  const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
    { filter: { serviceId: [serviceId], startDate: `${day}T00:00:00.000Z`, endDate: `${day}T23:59:59.000Z` } },
    { timezone: 'UTC' },
  );
  const slot = availabilityEntries.find((entry) => entry.bookable)?.slot;
  if (!slot) throw new Error(`no bookable slot of ${serviceId} on ${day}`);
  const { resource, ...rest } = slot;
  return { ...rest, ...(resource ? { resource: { ...resource, _id: resource._id ?? undefined } } : {}) };
}
