import { describe, expect, it } from 'vitest';
import { isNotFoundError } from '@frontdesk/core';
import {
  addBookingsToMultiServiceBooking,
  bulkGetMultiServiceBookingAllowedActions,
  cancelBooking,
  cancelMultiServiceBooking,
  confirmMultiServiceBooking,
  createBooking,
  createMultiServiceBooking,
  declineMultiServiceBooking,
  getMultiServiceBooking,
  getMultiServiceBookingAvailability,
  markMultiServiceBookingAsPending,
  queryAvailability,
  removeBookingsFromMultiServiceBooking,
  rescheduleMultiServiceBooking,
  type SlotInput,
} from '../src/index.js';
import { consult, errorCodeOf, useEmulator, yoga } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

describe('multi-service bookings against the emulator', () => {
  const { owner, member, mark, bookingEventsSince } = useEmulator();
  const make = async () => {
    const { multiServiceBooking } = await createMultiServiceBooking(
      member('ann'),
      [{ bookedEntity: { slot: yoga('09:00', '10:00') } }, { bookedEntity: { slot: consult('10:00', '10:30') } }],
      { returnFullEntity: true },
    );
    return multiServiceBooking;
  };
  const infos = async (id: string) =>
    (await getMultiServiceBooking(owner, id)).bookings!.map((b) => ({ bookingId: b.bookingId!, revision: b.booking!.revision! }));
  const statuses = async (id: string) =>
    (await getMultiServiceBooking(owner, id)).bookings!.map((b) => `${b.booking?.status}@${b.booking?.revision}`);

  it('creates 2-8 back-to-back appointments, all CREATED and tagged with the multi-service booking', async () => {
    const before = mark();
    const msb = await make();
    expect(msb.bookings).toHaveLength(2);
    for (const { booking } of msb.bookings!) {
      expect(booking).toMatchObject({
        status: 'CREATED',
        revision: '1',
        formId: '00000000-0000-0000-0000-000000000000',
        multiServiceBookingInfo: { id: msb.id, type: 'SEQUENTIAL_BOOKINGS' },
      });
    }
    expect(bookingEventsSince(before)).toEqual(['created', 'created']);
    const got = await getMultiServiceBooking(member('ann'), msb.id!);
    expect(got.bookings?.map((b) => b.booking?.startDate?.toISOString())).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z']);
    await expect(getMultiServiceBooking(member('bob'), msb.id!)).rejects.toSatisfy(isNotFoundError);
  });

  it('is all or nothing: one bad item (count, gap, class, taken slot) stores nothing', async () => {
    // The owner books the slots in one multi-service booking; the error's "<status> <code>".
    const refusal = (...slots: SlotInput[]) =>
      errorCodeOf(
        createMultiServiceBooking(
          owner,
          slots.map((slot) => ({ bookedEntity: { slot } })),
        ),
      );
    expect(await refusal(yoga('09:00', '10:00'))).toBe('400 VALIDATION_FAILURE');
    expect(await refusal(yoga('09:00', '10:00'), consult('10:30', '11:00'))).toBe('400 VALIDATION_FAILURE');
    await createBooking(owner, { bookedEntity: { slot: consult('10:00', '10:30') } });
    const openYoga = async () =>
      (
        await queryAvailability(owner, {
          filter: {
            serviceId: DEMO_SERVICE_IDS.privateSession,
            startDate: '2026-03-02T00:00:00',
            endDate: '2026-03-03T00:00:00',
            bookable: true,
          },
        })
      ).availabilityEntries!.length;
    const openBefore = await openYoga();
    const before = mark();
    expect(await refusal(yoga('09:00', '10:00'), consult('10:00', '10:30'))).toBe('428 SLOT_NOT_AVAILABLE');
    expect(bookingEventsSince(before)).toEqual([]);
    expect(await openYoga()).toBe(openBefore);
  });

  it('mark as pending, confirm and decline need every child with its current revision, all or nothing', async () => {
    const msb = await make();
    const current = await infos(msb.id!);
    expect(await errorCodeOf(markMultiServiceBookingAsPending(owner, msb.id!, { markAsPendingBookingsInfo: current }))).toBe(
      '428 NOT_PENDING_APPROVAL_SERVICE',
    );
    expect(await statuses(msb.id!)).toEqual(['CREATED@1', 'CREATED@1']);
    expect(await errorCodeOf(confirmMultiServiceBooking(owner, msb.id!, { confirmBookingsInfo: current.slice(0, 1) }))).toBe(
      '400 NOT_ALL_BOOKINGS_WERE_SENT',
    );
    expect(
      await errorCodeOf(
        confirmMultiServiceBooking(owner, msb.id!, { confirmBookingsInfo: [current[0]!, { ...current[1]!, revision: '7' }] }),
      ),
    ).toBe('409 BOOKING_REVISION_MISMATCH');
    const before = mark();
    await markMultiServiceBookingAsPending(owner, msb.id!, {
      markAsPendingBookingsInfo: current,
      flowControlSettings: { skipPendingApprovalServiceValidation: true },
    } as never);
    expect(await statuses(msb.id!)).toEqual(['PENDING@2', 'PENDING@2']);
    await confirmMultiServiceBooking(owner, msb.id!, {
      confirmBookingsInfo: (await infos(msb.id!)).map((i) => ({ ...i, paymentStatus: 'PAID' as const })),
    });
    expect(await statuses(msb.id!)).toEqual(['CONFIRMED@3', 'CONFIRMED@3']);
    expect(bookingEventsSince(before)).toEqual([
      'markedAsPending',
      'updated',
      'markedAsPending',
      'updated',
      'confirmed',
      'updated',
      'confirmed',
      'updated',
    ]);
    expect(await errorCodeOf(confirmMultiServiceBooking(owner, msb.id!, { confirmBookingsInfo: await infos(msb.id!) }))).toBe(
      '428 ALL_BOOKINGS_ARE_ALREADY_CONFIRMED',
    );
    expect(await errorCodeOf(declineMultiServiceBooking(owner, msb.id!, { declineBookingsInfo: await infos(msb.id!) }))).toBe(
      '428 INVALID_BOOKING_STATUS',
    );
  });

  it('decline turns every child DECLINED', async () => {
    const msb = await make();
    await declineMultiServiceBooking(owner, msb.id!, { declineBookingsInfo: await infos(msb.id!) });
    expect(await statuses(msb.id!)).toEqual(['DECLINED@2', 'DECLINED@2']);
  });

  it('children are canceled through the package only (members: their own)', async () => {
    const msb = await make();
    const [first] = await infos(msb.id!);
    expect(await errorCodeOf(cancelBooking(owner, first!.bookingId, { revision: '1' }))).toBe(
      '428 NOT_ALLOWED_TO_UPDATE_BOOKING_IN_MULTI_SERVICE_BOOKING',
    );
    await expect(cancelMultiServiceBooking(member('bob'), msb.id!)).rejects.toSatisfy(isNotFoundError);
    const { multiServiceBooking } = await cancelMultiServiceBooking(member('ann'), msb.id!, { returnFullEntity: true });
    expect(multiServiceBooking.bookings?.map((b) => b.booking?.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(await errorCodeOf(cancelMultiServiceBooking(owner, msb.id!))).toBe('428 ALL_BOOKINGS_ARE_ALREADY_CANCELED');
  });

  it('reschedules every child to new back-to-back slots, or none', async () => {
    const msb = await make();
    const [a, b] = await infos(msb.id!);
    expect(
      await errorCodeOf(
        rescheduleMultiServiceBooking(owner, msb.id!, [
          { ...a!, slot: yoga('11:30', '12:30') },
          { ...b!, slot: consult('13:00', '13:30') },
        ]),
      ),
    ).toBe('400 VALIDATION_FAILURE');
    expect(await statuses(msb.id!)).toEqual(['CREATED@1', 'CREATED@1']);
    const before = mark();
    await rescheduleMultiServiceBooking(owner, msb.id!, [
      { ...a!, slot: yoga('11:30', '12:30') },
      { ...b!, slot: consult('12:30', '13:00') },
    ]);
    const got = await getMultiServiceBooking(owner, msb.id!);
    expect(got.bookings?.map((x) => x.booking?.bookedEntity?.slot?.startDate)).toEqual(['2026-03-02T11:30:00', '2026-03-02T12:30:00']);
    expect(bookingEventsSince(before)).toEqual(['rescheduled', 'updated', 'rescheduled', 'updated']);
  });

  it('availability and allowed actions of the package', async () => {
    const msb = await make();
    expect(await getMultiServiceBookingAvailability(owner, msb.id!)).toMatchObject({
      bookable: true,
      remainingCapacity: 1,
      policyViolations: { tooEarlyToBook: false, tooLateToBook: false },
    });
    const first = await bulkGetMultiServiceBookingAllowedActions(owner, [msb.id!, 'nope']);
    expect(first.results?.map((r) => r.item ?? r.itemMetadata?.error?.code)).toEqual([
      { cancel: true, reschedule: false },
      'MULTI_SERVICE_BOOKING_NOT_FOUND',
    ]);
    await confirmMultiServiceBooking(owner, msb.id!, { confirmBookingsInfo: await infos(msb.id!) });
    expect((await bulkGetMultiServiceBookingAllowedActions(member('ann'), [msb.id!])).results?.[0]?.item).toEqual({
      cancel: true,
      reschedule: true,
    });
  });

  it('adds a standalone booking at the end and removes bookings from the ends; one left deletes the package', async () => {
    const msb = await make();
    const extra = (await createBooking(owner, { bookedEntity: { slot: consult('10:30', '11:00') } })).booking;
    const { bookings } = await addBookingsToMultiServiceBooking(owner, msb.id!, {
      bookings: [{ bookingId: extra.id!, revision: '1' }],
      returnFullEntity: true,
    });
    expect(bookings?.[0]?.booking).toMatchObject({ revision: '2', multiServiceBookingInfo: { id: msb.id } });
    expect(
      await errorCodeOf(addBookingsToMultiServiceBooking(owner, msb.id!, { bookings: [{ bookingId: extra.id!, revision: '2' }] })),
    ).toBe('428 MULTI_SERVICE_BOOKING_ALREADY_INCLUDES_BOOKING');
    const all = await infos(msb.id!);
    expect(all).toHaveLength(3);
    expect(await errorCodeOf(removeBookingsFromMultiServiceBooking(owner, msb.id!, { bookings: [all[1]!] }))).toBe(
      '400 VALIDATION_FAILURE',
    );
    await removeBookingsFromMultiServiceBooking(owner, msb.id!, { bookings: [all[2]!] });
    expect(await infos(msb.id!)).toHaveLength(2);
    await removeBookingsFromMultiServiceBooking(owner, msb.id!, { bookings: [(await infos(msb.id!))[0]!] });
    await expect(getMultiServiceBooking(owner, msb.id!)).rejects.toSatisfy(isNotFoundError);
    expect((await cancelBooking(owner, all[1]!.bookingId, { revision: '2' })).booking.status).toBe('CANCELED'); // standalone again
  });
});
