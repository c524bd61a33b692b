import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBooking, queryAvailability } from '@frontdesk/bookings';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import { useAvailability, useExtendedBookings, useSetAttendance } from '../src/bookings/index.js';
import { ownerClient, recordingOwner, useEmulator, renderWithProvider } from './helpers.js';

useEmulator();

const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
const LIST = 'POST /_api/bookings-reader/v2/extended-bookings/query';
const COUNT = 'POST /_api/bookings-reader/v2/extended-bookings/count';

describe('useSetAttendance (site owner)', () => {
  it('sets attendance and refetches the extended bookings only, not availability', async () => {
    const { availabilityEntries = [] } = await queryAvailability(ownerClient(), {
      filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY, bookable: true },
    });
    const { booking } = await createBooking(ownerClient(), { bookedEntity: { slot: availabilityEntries[0]!.slot! } });
    const { client, calls } = recordingOwner();
    const { result } = renderWithProvider(
      () => ({
        list: useExtendedBookings({}, { withBookingAttendanceInfo: true }),
        slots: useAvailability({ filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY } }),
        set: useSetAttendance(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.slots.data).toBeTruthy());
    expect(result.current.list.data?.items[0]?.attendance?.status).toBe('NOT_SET');
    calls.length = 0;
    const data = await act(() => result.current.set.mutateAsync({ attendance: { bookingId: booking.id!, status: 'ATTENDED' } }));
    expect(data.attendance).toMatchObject({ bookingId: booking.id, status: 'ATTENDED' });
    await waitFor(() => expect(result.current.list.data?.items[0]?.attendance?.status).toBe('ATTENDED'));
    expect(calls).toContain('POST /bookings/bookings-attendance/set');
    expect(calls).toContain(LIST);
    expect(calls.filter((c) => c !== LIST && c !== COUNT && c !== 'POST /bookings/bookings-attendance/set')).toEqual([]);
  });
});
