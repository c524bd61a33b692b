import { describe, expect, it } from 'vitest';
import type { ApiError } from '@frontdesk/core';
import {
  cancelBooking,
  confirmBooking,
  confirmOrDeclineBooking,
  createBooking,
  declineBooking,
  queryAvailability,
  rescheduleBooking,
  updateNumberOfParticipants,
  type BookingStatus,
} from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const STATUSES: BookingStatus[] = ['CREATED', 'PENDING', 'CONFIRMED', 'WAITING_LIST', 'CANCELED', 'DECLINED'];
type Op = 'confirm' | 'decline' | 'confirmOrDecline' | 'cancel' | 'reschedule' | 'updateNumberOfParticipants';

// platform-rules 2.2-2.3: the status each operation accepts and what it produces; otherwise the error.
const EXPECTED: Record<Op, Partial<Record<BookingStatus, string>>> = {
  confirm: { CREATED: 'CONFIRMED', PENDING: 'CONFIRMED', WAITING_LIST: 'CONFIRMED' },
  decline: { CREATED: 'DECLINED', PENDING: 'DECLINED', WAITING_LIST: 'DECLINED' },
  confirmOrDecline: { CREATED: 'CONFIRMED', PENDING: 'CONFIRMED', WAITING_LIST: 'CONFIRMED' },
  cancel: { CREATED: 'CANCELED', PENDING: 'CANCELED', CONFIRMED: 'CANCELED', WAITING_LIST: 'CANCELED' },
  reschedule: { CREATED: 'CREATED', PENDING: 'PENDING', CONFIRMED: 'CONFIRMED' },
  updateNumberOfParticipants: { CREATED: 'CREATED', PENDING: 'PENDING', CONFIRMED: 'CONFIRMED' },
};
const REFUSAL: Record<Op, string> = {
  confirm: '428 INVALID_BOOKING_STATUS',
  decline: '428 INVALID_BOOKING_STATUS',
  confirmOrDecline: '428 INVALID_BOOKING_STATUS',
  cancel: '428 VALIDATION_FAILURE',
  reschedule: '428 VALIDATION_FAILURE',
  updateNumberOfParticipants: '428 VALIDATION_FAILURE',
};
const cases = (Object.keys(EXPECTED) as Op[]).flatMap((op) =>
  STATUSES.map((status) => ({ op, status, outcome: EXPECTED[op][status] ?? REFUSAL[op] })),
);

describe('every allowed and refused transition of a class booking', () => {
  const { owner, emulator, mark, bookingEventsSince } = useEmulator();

  it.each(cases)('$op on $status -> $outcome', async ({ op, status, outcome }) => {
    const week = (day: string) => ({ serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: `${day}T00:00:00`, endDate: `${day}T23:59:00` });
    const [session] = (await queryAvailability(owner, { filter: week('2026-03-03') })).availabilityEntries!;
    const [next] = (await queryAvailability(owner, { filter: week('2026-03-10') })).availabilityEntries!;
    const { booking } = await createBooking(owner, { bookedEntity: { slot: session!.slot! }, totalParticipants: 2 });
    // Put the booking in the status under test (WAITING_LIST bookings come from the Waitlist API).
    const record = (emulator.state.domains.bookings as { bookings: Record<string, { booking: { status: string } }> }).bookings[
      booking.id!
    ]!;
    record.booking.status = status;
    const id = booking.id!;
    const run = {
      confirm: () => confirmBooking(owner, id, '1'),
      decline: () => declineBooking(owner, id, '1'),
      confirmOrDecline: () => confirmOrDeclineBooking(owner, id),
      cancel: () => cancelBooking(owner, id, { revision: '1' }),
      // The class policy does not let customers reschedule; the owner overrides it.
      reschedule: () => rescheduleBooking(owner, id, next!.slot!, { revision: '1', flowControlSettings: { ignoreReschedulePolicy: true } }),
      updateNumberOfParticipants: () => updateNumberOfParticipants(owner, id, { revision: '1', totalParticipants: 3 }),
    }[op];
    const before = mark();
    const result = await run().then(
      (r) => r.booking,
      (e: ApiError) => `${e.status} ${e.code}`,
    );
    if (typeof result === 'string') {
      expect(result).toBe(outcome);
      expect(bookingEventsSince(before)).toEqual([]);
      expect(record.booking.status).toBe(status);
    } else {
      expect(result.status).toBe(outcome);
      expect(result.revision).toBe('2');
      expect(bookingEventsSince(before).at(-1)).toBe('updated');
    }
  });

  it('the class policy refuses a reschedule without the owner override (BOOKING_POLICY_VIOLATION)', async () => {
    const [session] = (
      await queryAvailability(owner, {
        filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' },
      })
    ).availabilityEntries!;
    const [next] = (
      await queryAvailability(owner, {
        filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-10T00:00:00', endDate: '2026-03-11T00:00:00' },
      })
    ).availabilityEntries!;
    const { booking } = await createBooking(owner, { bookedEntity: { slot: session!.slot! } });
    const error = (await rescheduleBooking(owner, booking.id!, next!.slot!, { revision: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(`${error.status} ${error.code}`).toBe('428 BOOKING_POLICY_VIOLATION');
  });
});
