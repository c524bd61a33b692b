import { createClient, memoryStorage, oauth, type FrontdeskClient } from '@frontdesk/core';
import { createBooking, queryAvailability, type AvailabilityQuery, type Booking } from '@frontdesk/bookings';
import { DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_SERVICE_IDS, type Emulator } from '@frontdesk/emulator';
import { ownerClient, recordingFetch, signInAs } from './helpers.js';

// What the bookings hook tests share: the demo business's ids, days and slots, and booking helpers.

export const SERVICES = DEMO_SERVICE_IDS;
export const COURSE_SCHEDULE = 'a1000000-0000-4000-8000-000000000004';
export const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
export const TUESDAY = { startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' };
export const AVAILABILITY = 'POST /availability-calendar/v1/availability/query';
export const LIST = 'POST /_api/bookings-reader/v2/extended-bookings/query';
export const COUNT = 'POST /_api/bookings-reader/v2/extended-bookings/count';
export const yogaMonday: AvailabilityQuery = { filter: { serviceId: SERVICES.privateSession, ...MONDAY } };
export const consultMonday: AvailabilityQuery = { filter: { serviceId: SERVICES.consultation, ...MONDAY } };
export { consult, yoga } from '@frontdesk/test-support';

/** The `index`th slot of a service on a day. */
export async function slot(serviceId: string, index = 0, day = MONDAY) {
  const { availabilityEntries = [] } = await queryAvailability(ownerClient(), { filter: { serviceId, ...day, bookable: true } });
  return availabilityEntries[index]!.slot!;
}

/** Books a slot as `client` (the owner by default). */
export async function book(
  client: FrontdeskClient<any> = ownerClient(),
  serviceId: string = SERVICES.privateSession,
  index = 0,
): Promise<Booking> {
  const day = serviceId === SERVICES.vinyasaClass ? TUESDAY : MONDAY;
  return (await createBooking(client, { bookedEntity: { slot: await slot(serviceId, index, day) }, contactDetails: { firstName: 'Ada' } }))
    .booking;
}

/** The demo member's client, recording its requests. */
export async function member(env: { readonly emulator: Emulator }) {
  const { fetch, calls } = recordingFetch();
  const client = createClient({ fetch, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage(), flowStorage: memoryStorage() }) });
  await signInAs(env.emulator, client, DEMO_MEMBER_ID);
  calls.length = 0;
  return { client, calls };
}

export const openSlots = (data: { availabilityEntries?: Array<{ bookable?: boolean }> } | undefined) =>
  data?.availabilityEntries?.filter((e) => e.bookable).length;
