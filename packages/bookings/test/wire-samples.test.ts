import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import {
  bulkCreateBooking,
  calculateMultiSlotAvailability,
  cancelBooking,
  cancelMultiServiceBooking,
  createBooking,
  createMultiServiceBooking,
  legacyQueryExtendedBookings,
  queryAvailability,
  queryExtendedBookings,
  rescheduleBooking,
  rescheduleMultiServiceBooking,
} from '../src/index.js';
import { argsOf, json, type Recorded, recordingClient, samples } from '@frontdesk/test-support';

/* The official SDK's recorded requests (wire-samples.json) as the expectation (issue 14). */

const YOGA = 'b5b0d6a8-6c9e-4e38-9a1f-1f1d3c7a2e11';
const COLOR = 'c1e2f3a4-5b6c-4d7e-8f90-1a2b3c4d5e6f';

function sent(request: Recorded | undefined) {
  return { method: request?.method, path: request?.url.pathname, query: request?.query, body: request?.body };
}

describe('queryAvailability: the official request', () => {
  it('keeps sort[].origin (geo-distance sorting)', async () => {
    const { client, requests } = recordingClient(() => json({ availabilityEntries: [] }));
    const query = {
      filter: { serviceId: [YOGA], startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-08T00:00:00.000Z', bookable: true },
      sort: [{ fieldName: 'startDate', order: 'ASC' as const, origin: { latitude: 32.0853, longitude: 34.7818 } }],
      cursorPaging: { limit: 20 },
    };
    await queryAvailability(client, query, { timezone: 'Asia/Jerusalem', slotsPerDay: 3 });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/availability-calendar/v1/availability/query',
      query: '',
      body: {
        query: {
          filter: { serviceId: [YOGA], startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-08T00:00:00.000Z', bookable: true },
          sort: [{ fieldName: 'startDate', order: 'ASC', origin: { latitude: 32.0853, longitude: 34.7818 } }],
          cursorPaging: { limit: 20 },
        },
        timezone: 'Asia/Jerusalem',
        slotsPerDay: 3,
      },
    });
  });

  it('checks the origin floats: NaN goes as the platform string, text is refused before sending', async () => {
    const { client, requests } = recordingClient(() => json({ availabilityEntries: [] }));
    const filter = { serviceId: YOGA, startDate: '2026-03-01T00:00:00', endDate: '2026-03-02T00:00:00' };
    await queryAvailability(client, { filter, sort: [{ fieldName: 'startDate', origin: { latitude: Number.NaN, longitude: 1 } }] });
    const body = requests[0]!.body as { query: { sort: unknown[] } };
    expect(body.query.sort).toEqual([{ fieldName: 'startDate', origin: { latitude: 'NaN', longitude: 1 } }]);
    const sort = [{ fieldName: 'startDate', origin: { latitude: 'north' as never } }];
    const error = await queryAvailability(client, { filter, sort }).catch((e) => e);
    expect(isInputError(error) && error.issues[0]).toMatchObject({ argument: 'query', path: ['sort', 0, 'origin', 'latitude'] });
    expect(requests).toHaveLength(1);
  });
});

describe('calculateMultiSlotAvailability: the official requests', () => {
  it('accepts locationType BUSINESS and local date-time strings (recorded sample 1)', async () => {
    const { client, requests } = recordingClient(() => json({ slots: [], timeZone: 'Asia/Jerusalem' }));
    await calculateMultiSlotAvailability(client, {
      from: '2026-03-02T08:00:00',
      to: '2026-03-02T18:00:00',
      timeZone: 'Asia/Jerusalem',
      bookable: true,
      bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
      location: { id: 'bl-1', locationType: 'BUSINESS' },
      slots: [{ serviceId: YOGA }, { serviceId: COLOR, resourcesFilter: { resourceIds: ['st-1'] } }],
      slotsPerDay: 2,
      cursorPaging: { limit: 10 },
    });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/v1/availability/multislot',
      query: '',
      body: {
        from: '2026-03-02T08:00:00',
        to: '2026-03-02T18:00:00',
        timeZone: 'Asia/Jerusalem',
        bookable: true,
        bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
        location: { locationType: 'BUSINESS', id: 'bl-1' },
        slots: [{ serviceId: YOGA }, { serviceId: COLOR, resourcesFilter: { resourceIds: ['st-1'] } }],
        slotsPerDay: 2,
        cursorPaging: { limit: 10 },
      },
    });
  });

  it('accepts Dates for from/to (recorded sample 2, time zone UTC)', async () => {
    const { client, requests } = recordingClient(() => json({ slots: [], timeZone: 'UTC' }));
    const from = new Date('2026-03-02T06:00:00.000Z');
    const to = new Date('2026-03-02T16:00:00.000Z');
    await calculateMultiSlotAvailability(client, { from, to, timeZone: 'UTC', slots: [{ serviceId: YOGA }] });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/v1/availability/multislot',
      query: '',
      body: { from: '2026-03-02T06:00:00.000Z', to: '2026-03-02T16:00:00.000Z', timeZone: 'UTC', slots: [{ serviceId: YOGA }] },
    });
    expect(from).toEqual(new Date('2026-03-02T06:00:00.000Z'));
  });

  it('sends a Date as its wall time in another time zone, and refuses bad values before sending', async () => {
    const { client, requests } = recordingClient(() => json({ slots: [] }));
    const options = { timeZone: 'Asia/Jerusalem', location: { locationType: 'CUSTOMER' as const }, slots: [{ serviceId: YOGA }] };
    await calculateMultiSlotAvailability(client, { ...options, from: new Date('2026-03-02T06:00:00.000Z'), to: '2026-03-02T18:00:00' });
    expect(requests[0]!.body).toMatchObject({ from: '2026-03-02T08:00:00.000', to: '2026-03-02T18:00:00' });
    const moon = { locationType: 'MOON' as never };
    const badType = await calculateMultiSlotAvailability(client, { ...options, location: moon }).catch((e) => e);
    expect(isInputError(badType) && badType.issues[0]).toMatchObject({ argument: 'options', path: ['location', 'locationType'] });
    const badDate = await calculateMultiSlotAvailability(client, { ...options, from: new Date(Number.NaN) }).catch((e) => e);
    expect(isInputError(badDate) && badDate.issues[0]).toMatchObject({ argument: 'options', path: ['from'] });
    const mars = { ...options, timeZone: 'Mars/Olympus', from: new Date() };
    const badZone = await calculateMultiSlotAvailability(client, mars).catch((e) => e);
    expect(isInputError(badZone) && badZone.issues[0]).toMatchObject({ argument: 'options', path: ['timeZone'] });
    expect(requests).toHaveLength(1);
  });
});

describe('createBooking: contact addresses go out with the wire names', () => {
  const slot = { serviceId: YOGA, scheduleId: 'sch-1', startDate: '2026-03-02T09:00:00', endDate: '2026-03-02T10:00:00' };
  const wireAddress = {
    addressLine: 'Rothschild Blvd 1',
    city: 'Tel Aviv',
    formattedAddress: 'Rothschild Blvd 1, Tel Aviv',
    geocode: { latitude: 32.06, longitude: 34.77 },
  };

  it("renames the official location-address names and leaves the caller's booking unchanged", async () => {
    const { client, requests } = recordingClient(() => json({ booking: { id: 'b-1' } }));
    const fullAddress = {
      addressLine1: 'Rothschild Blvd 1',
      city: 'Tel Aviv',
      formatted: 'Rothschild Blvd 1, Tel Aviv',
      location: { latitude: 32.06, longitude: 34.77 },
    };
    const booking = { bookedEntity: { slot }, contactDetails: { firstName: 'Ada', fullAddress } };
    const before = structuredClone(booking);
    await createBooking(client, booking);
    const body = requests[0]!.body as { booking: { contactDetails: unknown } };
    expect(body.booking.contactDetails).toEqual({ firstName: 'Ada', fullAddress: wireAddress });
    expect(booking).toEqual(before);
  });

  it('sends the wire names unchanged', async () => {
    const { client, requests } = recordingClient(() => json({ booking: { id: 'b-1' } }));
    await createBooking(client, { bookedEntity: { slot }, contactDetails: { fullAddress: wireAddress } });
    expect((requests[0]!.body as { booking: { contactDetails: unknown } }).booking.contactDetails).toEqual({ fullAddress: wireAddress });
  });
});

/* bulkCreateBooking: the recorded request (wire-samples #20). */

describe('bulkCreateBooking: the official request', () => {
  it('sends the recorded request (sample 20): items with their own options, dates as ISO text', async () => {
    const sample = samples[20]!;
    expect(sample.frontdeskFunction).toBe('bulkCreateBooking');
    const { client, requests } = recordingClient(() => json({ results: [], bulkActionMetadata: { totalSuccesses: 2 } }));
    const [items, options] = argsOf(sample.args);
    const before = structuredClone(items);
    await bulkCreateBooking(client, items, options);
    expect(sent(requests[0])).toEqual({ method: 'POST', path: sample.request.path, query: '', body: sample.request.body });
    expect(items).toEqual(before);
  });
});

/*
 * Options the official functions take that Frontdesk used to drop (issue 14 audit). The expectations
 * are the official SDK's requests for the same arguments, recorded from its pinned version (its
 * repeats of path parameters in the body left out, as wire.md allows).
 */

const SLOT = { serviceId: YOGA, scheduleId: 'sc-1', startDate: '2026-03-02T09:00:00', endDate: '2026-03-02T10:00:00', timezone: 'UTC' };

describe('the official options that were dropped are sent', () => {
  it('cancelBooking: waiveCharges', async () => {
    const { client, requests } = recordingClient(() => json({ booking: { id: 'bk-1' } }));
    await cancelBooking(client, 'bk-1', { revision: '3', waiveCharges: true, flowControlSettings: { waiveCancellationFee: true } });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-service/v2/bookings/bk-1/cancel',
      query: '',
      body: { flowControlSettings: { waiveCancellationFee: true }, revision: '3', waiveCharges: true },
    });
  });

  it('rescheduleBooking: bookedAddOns', async () => {
    const { client, requests } = recordingClient(() => json({ booking: { id: 'bk-1' } }));
    await rescheduleBooking(client, 'bk-1', SLOT, { revision: '3', bookedAddOns: [{ id: 'ao-1', groupId: 'g-1', quantity: 2 }] });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-service/v2/bookings/bk-1/reschedule',
      query: '',
      body: { slot: SLOT, revision: '3', bookedAddOns: [{ groupId: 'g-1', quantity: 2, id: 'ao-1' }] },
    });
  });

  it('createMultiServiceBooking: formSubmission', async () => {
    const { client, requests } = recordingClient(() => json({ multiServiceBooking: { id: 'msb-1' } }));
    const booking = { bookedEntity: { slot: SLOT }, totalParticipants: 1 };
    await createMultiServiceBooking(client, [booking, booking], { formSubmission: { notes: 'hi' }, returnFullEntity: true });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-service/v2/multi_service_bookings',
      query: '',
      body: { bookings: [booking, booking], returnFullEntity: true, formSubmission: { notes: 'hi' } },
    });
  });

  it("rescheduleMultiServiceBooking: each booking's bookedAddOns", async () => {
    const { client, requests } = recordingClient(() => json({ multiServiceBooking: { id: 'msb-1' } }));
    await rescheduleMultiServiceBooking(
      client,
      'msb-1',
      [{ bookingId: 'bk-1', revision: '3', slot: SLOT, bookedAddOns: [{ id: 'ao-1', quantity: 1 }] }],
      {
        returnFullEntity: true,
      },
    );
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-service/v2/multi_service_bookings/msb-1/reschedule',
      query: '',
      body: {
        rescheduleBookingsInfo: [{ bookingId: 'bk-1', revision: '3', slot: SLOT, bookedAddOns: [{ quantity: 1, id: 'ao-1' }] }],
        returnFullEntity: true,
      },
    });
  });

  it('cancelMultiServiceBooking: waiveCharges', async () => {
    const { client, requests } = recordingClient(() => json({ multiServiceBooking: { id: 'msb-1' } }));
    await cancelMultiServiceBooking(client, 'msb-1', { waiveCharges: true, returnFullEntity: true });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-service/v2/multi_service_bookings/msb-1/cancel',
      query: '',
      body: { returnFullEntity: true, waiveCharges: true },
    });
  });

  it('queryExtendedBookings: sort[].origin and withEcomOrder', async () => {
    const { client, requests } = recordingClient(() => json({ extendedBookings: [], pagingMetadata: { count: 0 } }));
    const sort = [{ fieldName: 'location', order: 'ASC' as const, origin: { latitude: 32.06, longitude: 34.77 } }];
    await queryExtendedBookings(
      client,
      { filter: { status: 'CONFIRMED' }, sort, cursorPaging: { limit: 5 } },
      { withEcomOrder: true, withBookingAllowedActions: true },
    );
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-reader/v2/extended-bookings/query',
      query: '',
      body: {
        query: { filter: { status: 'CONFIRMED' }, sort, cursorPaging: { limit: 5 } },
        withEcomOrder: true,
        withBookingAllowedActions: true,
      },
    });
  });

  it('legacyQueryExtendedBookings: sort[].origin, fields and fieldsets', async () => {
    const { client, requests } = recordingClient(() => json({ extendedBookings: [], pagingMetadata: { count: 0 } }));
    const query = {
      filter: { status: 'CONFIRMED' },
      sort: [{ fieldName: 'location', origin: { latitude: 32.06, longitude: 34.77 } }],
      fields: ['booking.id'],
      fieldsets: ['FULL'],
      cursorPaging: { limit: 5 },
    };
    await legacyQueryExtendedBookings(client, query, { sessionId: 'sess-1' });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/_api/bookings-reader/v2/extended-booking/query',
      query: '',
      body: { query, sessionId: 'sess-1' },
    });
  });
});
