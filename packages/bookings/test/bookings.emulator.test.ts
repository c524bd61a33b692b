import { describe, expect, it } from 'vitest';
import { isConflictError, isPermissionError, isValidationError, type ApiError, type FrontdeskClient } from '@frontdesk/core';
import {
  bulkConfirmOrDeclineBooking,
  bulkCreateBooking,
  cancelBooking,
  confirmBooking,
  confirmOrDeclineBooking,
  createBooking,
  declineBooking,
  queryAvailability,
  queryExtendedBookings,
  rescheduleBooking,
  updateExtendedFields,
  updateNumberOfParticipants,
  withRevisionRetry,
  type Booking,
  type Slot,
} from '../src/index.js';
import { errorCodeOf, useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
const TUESDAY = { startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' };
const HOUR = 3_600_000;

describe('bookings against the emulator', () => {
  const { owner, visitor, member, emulator, mark, bookingEventsSince } = useEmulator();
  const slots = async (serviceId: string, day = MONDAY): Promise<Slot[]> =>
    (await queryAvailability(owner, { filter: { serviceId, ...day } })).availabilityEntries!.map((e) => e.slot!);
  const book = async (
    client: FrontdeskClient = owner,
    serviceId: string = DEMO_SERVICE_IDS.privateSession,
    index = 0,
    extra: Record<string, unknown> = {},
  ): Promise<Booking> =>
    (
      await createBooking(client, {
        bookedEntity: { slot: (await slots(serviceId, serviceId === DEMO_SERVICE_IDS.vinyasaClass ? TUESDAY : MONDAY))[index]! },
        contactDetails: { firstName: 'Ada' },
        ...extra,
      })
    ).booking;

  describe('createBooking', () => {
    it('creates a CREATED booking: revision 1, UNDEFINED payment, Date fields, local slot times, the caller as creator, booking_created', async () => {
      const before = mark();
      const booking = await book(visitor());
      expect(booking).toMatchObject({
        status: 'CREATED',
        revision: '1',
        paymentStatus: 'UNDEFINED',
        totalParticipants: 1,
        bookedEntity: { title: 'Private Yoga Session', tags: ['INDIVIDUAL'] },
      });
      expect(booking.startDate).toEqual(new Date('2026-03-02T14:00:00.000Z'));
      expect(booking.bookedEntity?.slot).toMatchObject({
        startDate: '2026-03-02T09:00:00',
        timezone: 'America/New_York',
        resource: { name: 'Maya Chen' },
      });
      expect(booking.createdBy?.anonymousVisitorId).toBeTruthy();
      expect(bookingEventsSince(before)).toEqual(['created']);
    });

    it('lets only the owner create CONFIRMED and use flowControlSettings', async () => {
      expect((await book(owner, DEMO_SERVICE_IDS.privateSession, 0, { status: 'CONFIRMED' })).status).toBe('CONFIRMED');
      expect((await book(visitor(), DEMO_SERVICE_IDS.privateSession, 1, { status: 'CONFIRMED' })).status).toBe('CREATED');
      const [slot] = await slots(DEMO_SERVICE_IDS.privateSession);
      const error = await createBooking(
        visitor(),
        { bookedEntity: { slot: slot! } },
        { flowControlSettings: { skipAvailabilityValidation: true } },
      ).catch((e: unknown) => e);
      expect(isPermissionError(error)).toBe(true);
    });

    it('refuses a taken slot (SLOT_NOT_AVAILABLE), unless the owner skips the availability check (doubleBooked)', async () => {
      const [slot] = await slots(DEMO_SERVICE_IDS.privateSession);
      await createBooking(owner, { bookedEntity: { slot: slot! } });
      expect(await errorCodeOf(createBooking(visitor(), { bookedEntity: { slot: slot! } }))).toBe('428 SLOT_NOT_AVAILABLE');
      const { booking } = await createBooking(
        owner,
        { bookedEntity: { slot: slot! } },
        { flowControlSettings: { skipAvailabilityValidation: true } },
      );
      expect(booking.doubleBooked).toBe(true);
    });

    it('refuses a slot outside working hours, an unknown schedule and a missing location type', async () => {
      const [slot] = await slots(DEMO_SERVICE_IDS.privateSession);
      expect(
        await errorCodeOf(
          createBooking(owner, { bookedEntity: { slot: { ...slot!, startDate: '2026-03-02T07:00:00', endDate: '2026-03-02T08:00:00' } } }),
        ),
      ).toBe('428 SLOT_NOT_AVAILABLE');
      expect(
        await errorCodeOf(createBooking(owner, { bookedEntity: { slot: { scheduleId: 'nope', startDate: 'x', endDate: 'y' } } })),
      ).toBe('404 SCHEDULE_NOT_FOUND');
      const error = await createBooking(owner, { bookedEntity: { slot: { ...slot!, location: {} } } }).catch((e: unknown) => e);
      expect(isValidationError(error)).toBe(true);
    });

    it('applies the booking window: too early and too late are BOOKING_POLICY_VIOLATION', async () => {
      const far = await slots(DEMO_SERVICE_IDS.privateSession, { startDate: '2026-04-06T00:00:00', endDate: '2026-04-07T00:00:00' });
      const error = (await createBooking(visitor(), { bookedEntity: { slot: far[0]! } }).catch((e: unknown) => e)) as ApiError;
      expect(`${error.status} ${error.code}`).toBe('428 BOOKING_POLICY_VIOLATION');
      expect(error.data).toMatchObject({ tooEarlyToBook: true, tooLateToBook: false });
      emulator.clock.set('2026-03-02T13:00:00.000Z'); // one hour before the 09:00 (New York) slot
      const [soon] = (
        await queryAvailability(owner, {
          filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY, bookingPolicyViolations: { tooLateToBook: true } },
        })
      ).availabilityEntries!.map((e) => e.slot);
      expect(soon?.startDate).toBe('2026-03-02T09:00:00');
      expect((await createBooking(visitor(), { bookedEntity: { slot: soon! } }).catch((e: ApiError) => e.data)) as object).toMatchObject({
        tooLateToBook: true,
      });
      expect(
        (await createBooking(owner, { bookedEntity: { slot: soon! } }, { flowControlSettings: { skipAvailabilityValidation: true } }))
          .booking.status,
      ).toBe('CREATED');
    });

    it('class sessions: capacity and the participants limit of the policy', async () => {
      const before = mark();
      const booking = await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 3 });
      expect(booking.bookedEntity).toMatchObject({ tags: ['GROUP'], slot: { startDate: '2026-03-03T18:00:00' } });
      expect(booking.bookedEntity?.slot?.eventId).toMatch(/20260303$/);
      expect(bookingEventsSince(before)).toEqual(['created']);
      expect(await errorCodeOf(book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 4 }))).toBe('400 VALIDATION_FAILURE');
      await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 3 });
      await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 3 });
      expect(await errorCodeOf(book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 2 }))).toBe(
        '428 SESSION_CAPACITY_EXCEEDED',
      );
      expect((await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 1 })).status).toBe('CREATED');
    });

    it('courses: the whole schedule is booked, within its capacity', async () => {
      const schedule = { scheduleId: 'a1000000-0000-4000-8000-000000000004', serviceId: DEMO_SERVICE_IDS.mindfulnessCourse };
      const { booking } = await createBooking(owner, { bookedEntity: { schedule }, totalParticipants: 1 });
      expect(booking.bookedEntity).toMatchObject({
        tags: ['COURSE'],
        schedule: { firstSessionStart: '2026-03-04T19:00:00', lastSessionEnd: '2026-04-08T20:30:00' },
      });
      expect(booking.startDate).toEqual(new Date('2026-03-05T00:00:00.000Z'));
    });
  });

  describe('status transitions and revisions', () => {
    it('confirm: CREATED -> CONFIRMED with payment status; revision +1; confirmed + updated events', async () => {
      const created = await book();
      const before = mark();
      const { booking } = await confirmBooking(owner, created.id!, '1', { paymentStatus: 'PAID' });
      expect(booking).toMatchObject({ status: 'CONFIRMED', revision: '2', paymentStatus: 'PAID' });
      expect(booking.bookedEntity?.slot?.eventId).toBeTruthy();
      expect(bookingEventsSince(before)).toEqual(['confirmed', 'updated']);
    });

    it('decline: CREATED -> DECLINED; DECLINED and CANCELED accept neither confirm nor decline', async () => {
      const created = await book();
      const { booking } = await declineBooking(owner, created.id!, '1');
      expect(booking).toMatchObject({ status: 'DECLINED', revision: '2' });
      expect(await errorCodeOf(confirmBooking(owner, created.id!, '2'))).toBe('428 INVALID_BOOKING_STATUS');
      expect(await errorCodeOf(declineBooking(owner, created.id!, '2'))).toBe('428 INVALID_BOOKING_STATUS');
      const other = await book(owner, DEMO_SERVICE_IDS.privateSession, 1);
      await cancelBooking(owner, other.id!, { revision: '1' });
      expect(await errorCodeOf(confirmBooking(owner, other.id!, '2'))).toBe('428 INVALID_BOOKING_STATUS');
      expect(await errorCodeOf(cancelBooking(owner, other.id!, { revision: '2' }))).toBe('428 VALIDATION_FAILURE');
    });

    it('CONFIRMED cannot be confirmed or declined again, but can be canceled', async () => {
      const created = await book(owner, DEMO_SERVICE_IDS.privateSession, 0, { status: 'CONFIRMED' });
      expect(await errorCodeOf(confirmBooking(owner, created.id!, '1'))).toBe('428 INVALID_BOOKING_STATUS');
      expect(await errorCodeOf(declineBooking(owner, created.id!, '1'))).toBe('428 INVALID_BOOKING_STATUS');
      expect((await cancelBooking(owner, created.id!, { revision: '1' })).booking.status).toBe('CANCELED');
    });

    it('a stale revision is a 409 ConflictError that says so; withRevisionRetry re-reads and retries once', async () => {
      const created = await book();
      await updateExtendedFields(owner, created.id!, '@acme/crm', { namespaceData: { tier: 'gold' } });
      const error = (await confirmBooking(owner, created.id!, '1').catch((e: unknown) => e)) as ApiError;
      expect(isConflictError(error)).toBe(true);
      expect(error.code).toBe('BOOKING_REVISION_MISMATCH');
      expect(error.message).toMatch(/revision 1 is stale.*revision 2/);
      const { booking } = await withRevisionRetry(owner, created.id!, (revision) => confirmBooking(owner, created.id!, revision), '1');
      expect(booking).toMatchObject({ status: 'CONFIRMED', revision: '3' });
    });

    it('confirm, decline, cancel and reschedule need the site owner, members act only on their own bookings', async () => {
      const mine = await book(member('ann'));
      expect(mine.createdBy?.memberId).toBe('ann');
      expect(isPermissionError(await confirmBooking(member('ann'), mine.id!, '1').catch((e: unknown) => e))).toBe(true);
      expect(isPermissionError(await cancelBooking(member('bob'), mine.id!, { revision: '1' }).catch((e: unknown) => e))).toBe(true);
      expect((await cancelBooking(member('ann'), mine.id!, { revision: '1' })).booking).toMatchObject({
        status: 'CANCELED',
        revision: '2',
      });
    });

    it('cancel: frees the slot, sets canceledDate, emits canceled + updated; the cancellation policy applies within 24 hours', async () => {
      const created = await book();
      const before = mark();
      const { booking } = await cancelBooking(owner, created.id!, { revision: '1' });
      expect(booking.canceledDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
      expect(bookingEventsSince(before)).toEqual(['canceled', 'updated']);
      expect((await book()).status).toBe('CREATED'); // the same slot is free again
      emulator.clock.set('2026-03-02T00:00:00.000Z'); // 14 hours before the 09:00 (New York) slot
      const late = await book(owner, DEMO_SERVICE_IDS.privateSession, 1, {}).catch(() => undefined);
      const target = late ?? (await book(owner, DEMO_SERVICE_IDS.privateSession, 2));
      expect(await errorCodeOf(cancelBooking(owner, target.id!, { revision: '1' }))).toBe('428 BOOKING_POLICY_VIOLATION');
      expect(
        (await cancelBooking(owner, target.id!, { revision: '1', flowControlSettings: { ignoreCancellationPolicy: true } })).booking.status,
      ).toBe('CANCELED');
    });

    it('reschedule: moves the booking, revision +1, rescheduled carries the previous dates; a taken slot is refused', async () => {
      const all = await slots(DEMO_SERVICE_IDS.privateSession);
      const created = (await createBooking(owner, { bookedEntity: { slot: all[0]! } })).booking;
      await createBooking(owner, { bookedEntity: { slot: all[2]! } });
      expect(await errorCodeOf(rescheduleBooking(owner, created.id!, all[2]!, { revision: '1' }))).toBe('428 SLOT_NOT_AVAILABLE');
      const before = mark();
      const { booking } = await rescheduleBooking(owner, created.id!, all[1]!, { revision: '1' });
      expect(booking).toMatchObject({ revision: '2', status: 'CREATED', bookedEntity: { slot: { startDate: '2026-03-02T10:15:00' } } });
      expect(bookingEventsSince(before)).toEqual(['rescheduled', 'updated']);
      const event = emulator.webhooks.events().at(-2)!;
      const inner = JSON.parse(JSON.parse(event.envelope).data);
      expect(inner.actionEvent.body).toMatchObject({
        previousStartDate: '2026-03-02T14:00:00.000Z',
        previousEndDate: '2026-03-02T15:00:00.000Z',
        booking: { revision: '2' },
      });
      expect((await book(owner, DEMO_SERVICE_IDS.privateSession, 0)).status).toBe('CREATED'); // the old slot is free
      expect(await errorCodeOf(rescheduleBooking(owner, created.id!, all[3]!, { revision: '1' }))).toBe('409 BOOKING_REVISION_MISMATCH');
    });

    it('course bookings cannot be rescheduled', async () => {
      const { booking } = await createBooking(owner, {
        bookedEntity: { schedule: { scheduleId: 'a1000000-0000-4000-8000-000000000004', serviceId: DEMO_SERVICE_IDS.mindfulnessCourse } },
      });
      expect(await errorCodeOf(rescheduleBooking(owner, booking.id!, {}, { revision: '1' }))).toBe('428 VALIDATION_FAILURE');
    });
  });

  describe('confirmOrDeclineBooking', () => {
    it('confirms a booking with room, leaves a manual-approval service PENDING', async () => {
      const created = await book();
      expect((await confirmOrDeclineBooking(owner, created.id!, { paymentStatus: 'PAID' })).booking).toMatchObject({
        status: 'CONFIRMED',
        paymentStatus: 'PAID',
        revision: '2',
      });
      const before = mark();
      const consult = await book(owner, DEMO_SERVICE_IDS.consultation);
      expect((await confirmOrDeclineBooking(owner, consult.id!)).booking.status).toBe('PENDING');
      expect(bookingEventsSince(before)).toEqual(['created', 'markedAsPending', 'updated']);
      expect((await confirmBooking(owner, consult.id!, '2')).booking.status).toBe('CONFIRMED');
    });

    it('declines an unpaid double booking, keeps a paid one and flags it doubleBooked', async () => {
      const [slot] = await slots(DEMO_SERVICE_IDS.privateSession);
      const first = (await createBooking(visitor(), { bookedEntity: { slot: slot! } })).booking;
      const second = (
        await createBooking(visitor(), {
          bookedEntity: { slot: { ...slot!, startDate: '2026-03-02T10:15:00', endDate: '2026-03-02T11:15:00' } },
        })
      ).booking;
      // The owner overbooks both slots with Maya (saved skip flag: never declined).
      await createBooking(owner, { bookedEntity: { slot: slot! } }, { flowControlSettings: { skipAvailabilityValidation: true } });
      await createBooking(
        owner,
        { bookedEntity: { slot: { ...slot!, startDate: '2026-03-02T10:15:00', endDate: '2026-03-02T11:15:00' } } },
        { flowControlSettings: { skipAvailabilityValidation: true } },
      );
      expect((await confirmOrDeclineBooking(owner, first.id!, { paymentStatus: 'EXEMPT' })).booking.status).toBe('DECLINED');
      expect((await confirmOrDeclineBooking(owner, second.id!, { paymentStatus: 'PAID' })).booking).toMatchObject({
        status: 'CONFIRMED',
        doubleBooked: true,
      });
      expect(await errorCodeOf(confirmOrDeclineBooking(owner, first.id!))).toBe('428 INVALID_BOOKING_STATUS');
    });

    it('bulk: one result per booking; the same booking twice is DUPLICATED_BOOKINGS', async () => {
      const a = await book();
      const b = await book(owner, DEMO_SERVICE_IDS.privateSession, 1);
      const { results, bulkActionMetadata } = await bulkConfirmOrDeclineBooking(
        owner,
        [{ bookingId: a.id!, paymentStatus: 'PAID' }, { bookingId: b.id! }, { bookingId: 'nope' }],
        { returnEntity: true },
      );
      expect(results?.map((r) => [r.itemMetadata?.success, r.item?.status, r.itemMetadata?.error?.code])).toEqual([
        [true, 'CONFIRMED', undefined],
        [true, 'CONFIRMED', undefined],
        [false, undefined, 'BOOKING_NOT_FOUND'],
      ]);
      expect(bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
      expect(await errorCodeOf(bulkConfirmOrDeclineBooking(owner, [{ bookingId: a.id! }, { bookingId: a.id! }]))).toBe(
        '400 DUPLICATED_BOOKINGS',
      );
    });
  });

  describe('bulk create, participants and extended fields', () => {
    it('bulkCreateBooking: an unavailable item fails on its own', async () => {
      const all = await slots(DEMO_SERVICE_IDS.privateSession);
      const before = mark();
      const { results, bulkActionMetadata } = await bulkCreateBooking(
        owner,
        [
          { booking: { bookedEntity: { slot: all[0]! } } },
          { booking: { bookedEntity: { slot: all[0]! } } },
          { booking: { bookedEntity: { slot: all[1]! } } },
        ],
        { returnFullEntity: true },
      );
      expect(results?.map((r) => r.itemMetadata?.success)).toEqual([true, false, true]);
      expect(results?.[1]?.itemMetadata?.error?.code).toBe('SLOT_NOT_AVAILABLE');
      expect(results?.[0]?.item?.startDate).toBeInstanceOf(Date);
      expect(bulkActionMetadata?.totalSuccesses).toBe(2);
      expect(bookingEventsSince(before)).toEqual(['created', 'created']);
      expect(
        isPermissionError(await bulkCreateBooking(visitor(), [{ booking: { bookedEntity: { slot: all[2]! } } }]).catch((e: unknown) => e)),
      ).toBe(true);
    });

    it('updateNumberOfParticipants: classes only, within capacity, emits number_of_participants_updated', async () => {
      const booking = await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 2 });
      const before = mark();
      expect((await updateNumberOfParticipants(owner, booking.id!, { revision: '1', totalParticipants: 3 })).booking).toMatchObject({
        totalParticipants: 3,
        revision: '2',
      });
      expect(bookingEventsSince(before)).toEqual(['number_of_participants_updated', 'updated']);
      await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 3 });
      await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 3 });
      const last = await book(owner, DEMO_SERVICE_IDS.vinyasaClass, 0, { totalParticipants: 1 });
      expect(await errorCodeOf(updateNumberOfParticipants(owner, last.id!, { revision: '1', totalParticipants: 2 }))).toBe(
        '428 SESSION_CAPACITY_EXCEEDED',
      );
      const appointment = await book();
      expect(await errorCodeOf(updateNumberOfParticipants(owner, appointment.id!, { revision: '1', totalParticipants: 2 }))).toBe(
        '428 VALIDATION_FAILURE',
      );
      expect(await errorCodeOf(updateNumberOfParticipants(owner, booking.id!, { revision: '1', totalParticipants: 1 }))).toBe(
        '409 BOOKING_REVISION_MISMATCH',
      );
    });

    it('updateExtendedFields replaces one namespace, revision +1, booking_updated', async () => {
      const booking = await book();
      const before = mark();
      expect(await updateExtendedFields(owner, booking.id!, '@acme/crm', { namespaceData: { tier: 'gold' } })).toEqual({
        namespace: '@acme/crm',
        namespaceData: { tier: 'gold' },
      });
      expect(bookingEventsSince(before)).toEqual(['updated']);
      const page = await queryExtendedBookings(owner, { filter: { id: booking.id } });
      expect(page.items[0]?.booking).toMatchObject({ revision: '2', extendedFields: { namespaces: { '@acme/crm': { tier: 'gold' } } } });
    });
  });

  it('keeps time zones: a booking made from a Europe/London slot lands at the same instant', async () => {
    const london = (
      await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY } }, { timezone: 'Europe/London' })
    ).availabilityEntries!;
    expect(london[0]!.slot).toMatchObject({ startDate: '2026-03-02T14:00:00', timezone: 'Europe/London' });
    const { booking } = await createBooking(owner, { bookedEntity: { slot: london[0]!.slot! } });
    expect(booking.startDate).toEqual(new Date('2026-03-02T14:00:00.000Z'));
    expect(booking.bookedEntity?.slot).toMatchObject({ startDate: '2026-03-02T14:00:00', timezone: 'Europe/London' });
    expect(Date.parse(booking.endDate!.toISOString()) - Date.parse(booking.startDate!.toISOString())).toBe(HOUR);
  });
});
