import { describe, expect, it } from 'vitest';
import { isConflictError, isInputError } from '@frontdesk/core';
import * as bookings from '../src/index.js';
import { collectEvents, json, recordingClient, useSignedWebhooks } from '@frontdesk/test-support';

const API = 'https://www.wixapis.com';
const slot = {
  serviceId: 's1',
  scheduleId: 'sc1',
  startDate: '2026-03-02T10:00:00',
  endDate: '2026-03-02T11:00:00',
  timezone: 'UTC',
  location: { locationType: 'OWNER_BUSINESS' as const },
};
const wireBooking = {
  id: 'b1',
  revision: '2',
  status: 'CONFIRMED',
  createdDate: '2026-03-01T09:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00Z',
  startDate: '2026-03-02T10:00:00.000Z',
  endDate: '2026-03-02T11:00:00.000Z',
  canceledDate: '',
  bookedEntity: { slot, title: 'Yoga', tags: ['INDIVIDUAL'] },
  contactDetails: { fullAddress: { geocode: { latitude: '32.5', longitude: 'NaN' } } },
};

type Row = [
  name: string,
  run: (c: ReturnType<typeof recordingClient>['client']) => Promise<unknown>,
  method: string,
  path: string,
  body?: unknown,
];
const rows: Row[] = [
  [
    'queryAvailability',
    (c) =>
      bookings.queryAvailability(
        c,
        { filter: { serviceId: 's1', startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' } },
        { timezone: 'Europe/London', slotsPerDay: 2 },
      ),
    'POST',
    '/availability-calendar/v1/availability/query',
    {
      query: { filter: { serviceId: 's1', startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' } },
      timezone: 'Europe/London',
      slotsPerDay: 2,
    },
  ],
  ['getScheduleAvailability', (c) => bookings.getScheduleAvailability(c, 'sc1'), 'GET', '/v2/availability/schedule/sc1'],
  [
    'calculateMultiSlotAvailability',
    (c) =>
      bookings.calculateMultiSlotAvailability(c, {
        from: 'a',
        to: 'b',
        timeZone: 'UTC',
        slots: [{ serviceId: 's1' }],
        cursorPaging: { limit: 5 },
      }),
    'POST',
    '/v1/availability/multislot',
    { from: 'a', to: 'b', timeZone: 'UTC', slots: [{ serviceId: 's1' }], cursorPaging: { limit: 5 } },
  ],
  [
    'legacyQueryExtendedBookings',
    (c) =>
      bookings.legacyQueryExtendedBookings(
        c,
        { filter: { status: 'CONFIRMED' } },
        { withBookingAllowedActions: true, withBookingAttendanceInfo: true, sessionId: 'e1' },
      ),
    'POST',
    '/_api/bookings-reader/v2/extended-booking/query',
    { query: { filter: { status: 'CONFIRMED' } }, withBookingAllowedActions: true, withBookingAttendanceInfo: true, sessionId: 'e1' },
  ],
  [
    'queryExtendedBookings',
    (c) =>
      bookings.queryExtendedBookings(
        c,
        { filter: { id: 'b1' } },
        {
          withBookingAllowedActions: true,
          withBookingAttendanceInfo: true,
          withBookingConferencingDetails: true,
          withBookingPolicySettings: true,
          withBookingFeeDetails: true,
        },
      ),
    'POST',
    '/_api/bookings-reader/v2/extended-bookings/query',
    {
      query: { filter: { id: 'b1' } },
      withBookingAllowedActions: true,
      withBookingAttendanceInfo: true,
      withBookingConferencingDetails: true,
      withBookingPolicySettings: true,
      withBookingFeeDetails: true,
    },
  ],
  [
    'countExtendedBookings',
    (c) => bookings.countExtendedBookings(c, { filter: { status: 'PENDING' } }),
    'POST',
    '/_api/bookings-reader/v2/extended-bookings/count',
    { filter: { status: 'PENDING' } },
  ],
  [
    'confirmOrDeclineBooking',
    (c) => bookings.confirmOrDeclineBooking(c, 'b1', { paymentStatus: 'PAID' }),
    'POST',
    '/bookings/v2/confirmation/b1:confirmOrDecline',
    { paymentStatus: 'PAID' },
  ],
  [
    'bulkConfirmOrDeclineBooking',
    (c) => bookings.bulkConfirmOrDeclineBooking(c, [{ bookingId: 'b1' }], { returnEntity: true }),
    'POST',
    '/bookings/v2/bulk/bookings/confirmOrDecline',
    { details: [{ bookingId: 'b1' }], returnEntity: true },
  ],
  [
    'createBooking',
    (c) =>
      bookings.createBooking(
        c,
        { bookedEntity: { slot }, contactDetails: { fullAddress: { geocode: { latitude: Number.NaN, longitude: 2 } } } },
        { sendSmsReminder: false },
      ),
    'POST',
    '/_api/bookings-service/v2/bookings',
    {
      booking: { bookedEntity: { slot }, contactDetails: { fullAddress: { geocode: { latitude: 'NaN', longitude: 2 } } } },
      sendSmsReminder: false,
    },
  ],
  [
    'bulkCreateBooking',
    (c) => bookings.bulkCreateBooking(c, [{ booking: { bookedEntity: { slot } } }], { returnFullEntity: true }),
    'POST',
    '/bookings/v2/bulk/bookings/create',
    { createBookingsInfo: [{ booking: { bookedEntity: { slot } } }], returnFullEntity: true },
  ],
  [
    'rescheduleBooking',
    (c) => bookings.rescheduleBooking(c, 'b1', slot, { revision: '2' }),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/reschedule',
    { slot, revision: '2' },
  ],
  [
    'confirmBooking',
    (c) => bookings.confirmBooking(c, 'b1', '2', { paymentStatus: 'NOT_PAID' }),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/confirm',
    { revision: '2', paymentStatus: 'NOT_PAID' },
  ],
  [
    'declineBooking',
    (c) => bookings.declineBooking(c, 'b1', '2'),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/decline',
    { revision: '2' },
  ],
  [
    'cancelBooking',
    (c) => bookings.cancelBooking(c, 'b1', { revision: '2' }),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/cancel',
    { revision: '2' },
  ],
  [
    'updateNumberOfParticipants',
    (c) => bookings.updateNumberOfParticipants(c, 'b1', { revision: '2', totalParticipants: 3 }),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/update_number_of_participants',
    { revision: '2', totalParticipants: 3 },
  ],
  [
    'updateExtendedFields',
    (c) => bookings.updateExtendedFields(c, 'b1', '@acme/crm', { namespaceData: { tier: 'gold' } }),
    'POST',
    '/_api/bookings-service/v2/bookings/b1/update_extended_fields',
    { namespace: '@acme/crm', namespaceData: { tier: 'gold' } },
  ],
  [
    'createMultiServiceBooking',
    (c) =>
      bookings.createMultiServiceBooking(c, [{ bookedEntity: { slot } }, { bookedEntity: { slot } }], {
        returnFullEntity: true,
        multiServiceBookingType: 'SEQUENTIAL_BOOKINGS',
      }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings',
    {
      bookings: [{ bookedEntity: { slot } }, { bookedEntity: { slot } }],
      returnFullEntity: true,
      multiServiceBookingType: 'SEQUENTIAL_BOOKINGS',
    },
  ],
  [
    'rescheduleMultiServiceBooking',
    (c) => bookings.rescheduleMultiServiceBooking(c, 'm1', [{ bookingId: 'b1', revision: '1', slot }]),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/reschedule',
    { rescheduleBookingsInfo: [{ bookingId: 'b1', revision: '1', slot }] },
  ],
  [
    'getMultiServiceBookingAvailability',
    (c) => bookings.getMultiServiceBookingAvailability(c, 'm1'),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/get_availability',
    {},
  ],
  [
    'cancelMultiServiceBooking',
    (c) => bookings.cancelMultiServiceBooking(c, 'm1', { returnFullEntity: true }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/cancel',
    { returnFullEntity: true },
  ],
  [
    'markMultiServiceBookingAsPending',
    (c) => bookings.markMultiServiceBookingAsPending(c, 'm1', { markAsPendingBookingsInfo: [{ bookingId: 'b1', revision: '1' }] }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/mark_as_pending',
    { markAsPendingBookingsInfo: [{ bookingId: 'b1', revision: '1' }] },
  ],
  [
    'confirmMultiServiceBooking',
    (c) =>
      bookings.confirmMultiServiceBooking(c, 'm1', { confirmBookingsInfo: [{ bookingId: 'b1', revision: '1', paymentStatus: 'PAID' }] }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/confirm',
    { confirmBookingsInfo: [{ bookingId: 'b1', revision: '1', paymentStatus: 'PAID' }] },
  ],
  [
    'declineMultiServiceBooking',
    (c) => bookings.declineMultiServiceBooking(c, 'm1', { declineBookingsInfo: [{ bookingId: 'b1', revision: '1' }] }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/m1/decline',
    { declineBookingsInfo: [{ bookingId: 'b1', revision: '1' }] },
  ],
  [
    'bulkGetMultiServiceBookingAllowedActions',
    (c) => bookings.bulkGetMultiServiceBookingAllowedActions(c, ['m1', 'm2']),
    'POST',
    '/bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions',
    { multiServiceBookingIds: ['m1', 'm2'] },
  ],
  ['getMultiServiceBooking', (c) => bookings.getMultiServiceBooking(c, 'm1'), 'GET', '/_api/bookings-service/v2/multi_service_bookings/m1'],
  [
    'addBookingsToMultiServiceBooking',
    (c) => bookings.addBookingsToMultiServiceBooking(c, 'm1', { bookings: [{ bookingId: 'b3', revision: '1' }] }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/add_bookings_to_multi_service_booking',
    { multiServiceBookingId: 'm1', bookings: [{ bookingId: 'b3', revision: '1' }] },
  ],
  [
    'removeBookingsFromMultiServiceBooking',
    (c) => bookings.removeBookingsFromMultiServiceBooking(c, 'm1', { bookings: [{ bookingId: 'b3', revision: '1' }] }),
    'POST',
    '/_api/bookings-service/v2/multi_service_bookings/remove_bookings_from_multi_service_booking',
    { multiServiceBookingId: 'm1', bookings: [{ bookingId: 'b3', revision: '1' }] },
  ],
];

describe('wire shape of every call (wire.md rows 1-6, 28-48)', () => {
  it('covers all 27 calls', () => {
    expect(new Set(rows.map((r) => r[0])).size).toBe(27);
  });

  it.each(rows)('%s sends %s %s', async (name, run, method, path, body) => {
    const { client, requests } = recordingClient(() => json({ multiServiceBooking: { id: 'm1' } }));
    await run(client);
    expect((bookings as unknown as Record<string, { declaration: { name: string } }>)[name]!.declaration.name).toBe(name);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe(method);
    expect(requests[0]!.url.href).toBe(`${API}${path}`);
    if (method === 'POST') expect(requests[0]!.body).toEqual(body);
  });
});

describe('decoding', () => {
  it('turns booking dates into Dates, empty dates into absent, geocode strings into numbers; slot times stay strings', async () => {
    const { client } = recordingClient(() => json({ booking: wireBooking }));
    const { booking } = await bookings.confirmBooking(client, 'b1', '1');
    expect(booking.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(booking.updatedDate).toEqual(new Date('2026-03-01T10:00:00.000Z'));
    expect(booking.startDate).toBeInstanceOf(Date);
    expect(booking.canceledDate).toBeUndefined();
    expect(booking.contactDetails?.fullAddress?.geocode).toEqual({ latitude: 32.5, longitude: Number.NaN });
    expect(booking.bookedEntity?.slot?.startDate).toBe('2026-03-02T10:00:00');
  });

  it('keeps availability slot times as local strings', async () => {
    const entry = { slot: { ...slot, startDate: '2026-03-02T10:00:00' }, bookable: true, openSpots: 1, totalSpots: 1 };
    const { client } = recordingClient(() => json({ availabilityEntries: [entry] }));
    const { availabilityEntries } = await bookings.queryAvailability(client, { filter: { serviceId: 's1', startDate: 'a', endDate: 'b' } });
    expect(availabilityEntries?.[0]?.slot?.startDate).toBe('2026-03-02T10:00:00');
  });

  it('pages extended bookings by cursor, sending only the cursor on the next request', async () => {
    const { client, requests } = recordingClient([
      () => json({ extendedBookings: [{ booking: wireBooking }], pagingMetadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } }),
      () =>
        json({ extendedBookings: [{ booking: { ...wireBooking, id: 'b2' } }], pagingMetadata: { count: 1, cursors: {}, hasNext: false } }),
    ]);
    const page = await bookings.queryExtendedBookings(
      client,
      { filter: { status: 'CONFIRMED' }, cursorPaging: { limit: 1 } },
      { withBookingAllowedActions: true },
    );
    const ids: string[] = [];
    for await (const item of page) ids.push(item.booking!.id!);
    expect(ids).toEqual(['b1', 'b2']);
    expect(requests[1]!.body).toEqual({ query: { cursorPaging: { cursor: 'c2', limit: 1 } }, withBookingAllowedActions: true });
    expect(page.items[0]!.booking!.startDate).toBeInstanceOf(Date);
  });

  it('getMultiServiceBooking returns the multi-service booking itself', async () => {
    const { client } = recordingClient(() =>
      json({ multiServiceBooking: { id: 'm1', bookings: [{ bookingId: 'b1', booking: wireBooking }] }, metadata: {} }),
    );
    const msb = await bookings.getMultiServiceBooking(client, 'm1');
    expect(msb.id).toBe('m1');
    expect(msb.bookings?.[0]?.booking?.endDate).toBeInstanceOf(Date);
  });
});

describe('arguments', () => {
  it('refuses a missing revision, an unknown status and a missing bookedEntity before sending', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error revision is required
    await expect(bookings.cancelBooking(client, 'b1', {})).rejects.toSatisfy(isInputError);
    await expect(bookings.confirmBooking(client, 'b1', '')).rejects.toSatisfy(isInputError);
    // @ts-expect-error not a PaymentStatus
    await expect(bookings.confirmOrDeclineBooking(client, 'b1', { paymentStatus: 'FREE' })).rejects.toSatisfy(isInputError);
    // @ts-expect-error bookedEntity is required
    await expect(bookings.createBooking(client, {})).rejects.toSatisfy(isInputError);
    expect(requests).toHaveLength(0);
  });

  it('does not retry creates, retries queries', async () => {
    const failing = recordingClient(() => json({}, 503));
    await expect(bookings.createBooking(failing.client, { bookedEntity: { slot } })).rejects.toThrow();
    expect(failing.requests).toHaveLength(1);
    const retried = recordingClient(() => json({}, 503));
    await expect(bookings.countExtendedBookings(retried.client)).rejects.toThrow();
    expect(retried.requests).toHaveLength(3);
  });
});

describe('withRevisionRetry', () => {
  const conflict = () =>
    json(
      {
        message: 'Booking revision mismatch',
        details: {
          applicationError: { code: 'BOOKING_REVISION_MISMATCH', description: 'the booking changed: sent revision 1, current 2' },
        },
      },
      409,
    );

  it('re-reads the booking and retries once after a stale revision', async () => {
    const { client, requests } = recordingClient([
      conflict,
      () => json({ extendedBookings: [{ booking: wireBooking }], pagingMetadata: {} }),
      () => json({ booking: { ...wireBooking, status: 'CANCELED', revision: '3' } }),
    ]);
    const { booking } = await bookings.withRevisionRetry(
      client,
      'b1',
      (revision) => bookings.cancelBooking(client, 'b1', { revision }),
      '1',
    );
    expect(booking.status).toBe('CANCELED');
    expect(requests.map((r) => r.body)).toEqual([
      { revision: '1' },
      { query: { filter: { id: 'b1' }, cursorPaging: { limit: 1 } } },
      { revision: '2' },
    ]);
  });

  it('rethrows a second conflict', async () => {
    const { client } = recordingClient([conflict, () => json({ extendedBookings: [{ booking: wireBooking }] }), conflict]);
    const error = await bookings
      .withRevisionRetry(client, 'b1', (revision) => bookings.declineBooking(client, 'b1', revision), '1')
      .catch((e: unknown) => e);
    expect(isConflictError(error)).toBe(true);
    expect((error as Error).message).toContain('revision');
  });
});

describe('events', () => {
  const signed = useSignedWebhooks();

  it('decode the booking and the previous dates of a reschedule', async () => {
    const webhooks = signed.handler();
    const [rescheduled, created] = collectEvents(webhooks, bookings.bookingRescheduled, bookings.bookingCreated);
    const body = { booking: wireBooking, previousStartDate: '2026-03-01T10:00:00.000Z', previousEndDate: '2026-03-01T11:00:00.000Z' };
    await signed.deliver(webhooks, { eventType: bookings.bookingRescheduled.type, actionEvent: { body } });
    await signed.deliver(webhooks, { eventType: bookings.bookingCreated.type, createdEvent: { entity: wireBooking } });
    const data = rescheduled[0]!.data;
    expect(data.previousStartDate).toEqual(new Date('2026-03-01T10:00:00.000Z'));
    expect(data.previousEndDate).toBeInstanceOf(Date);
    expect(data.booking?.startDate).toBeInstanceOf(Date);
    expect(created[0]!.entity.createdDate).toBeInstanceOf(Date);
  });

  it('use the platform event types', () => {
    const types = [
      bookings.bookingCreated,
      bookings.bookingUpdated,
      bookings.bookingCanceled,
      bookings.bookingConfirmed,
      bookings.bookingDeclined,
      bookings.bookingRescheduled,
      bookings.bookingNumberOfParticipantsUpdated,
    ].map((e) => e.type);
    expect(types).toEqual(
      ['created', 'updated', 'canceled', 'confirmed', 'declined', 'rescheduled', 'number_of_participants_updated'].map(
        (s) => `wix.bookings.v2.booking_${s}`,
      ),
    );
  });
});
