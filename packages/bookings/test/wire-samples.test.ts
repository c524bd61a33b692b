import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import { calculateMultiSlotAvailability, createBooking, queryAvailability } from '../src/index.js';
import { json, recordingClient, type Recorded } from './fake-fetch.js';

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

  it('renames the official location-address names and leaves the caller\'s booking unchanged', async () => {
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
