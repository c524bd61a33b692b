import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@frontdesk/bookings';
import { scopeOf } from '../src/index.js';
import {
  bookingKeys,
  bookingQueries,
  useAvailability,
  useCancelBooking,
  useCancelBookingOptimistic,
  useCreateBooking,
  useExtendedBookingCount,
  useExtendedBookings,
  useExtendedBookingsInfinite,
  useMultiSlotAvailability,
  useRescheduleBooking,
  useScheduleAvailability,
  useSuspenseAvailability,
  useSuspenseExtendedBookingCount,
  useSuspenseExtendedBookings,
  useSuspenseExtendedBookingsInfinite,
  useSuspenseScheduleAvailability,
} from '../src/bookings/index.js';
import {
  SERVICES,
  COURSE_SCHEDULE,
  MONDAY,
  AVAILABILITY,
  LIST,
  COUNT,
  yogaMonday,
  consultMonday,
  openSlots,
  slot,
  book,
  member,
} from './bookings-fixtures.js';
import { freshQueryClient, oauthClient, ownerClient, renderSuspenseHook, useEmulator, renderWithProvider } from './helpers.js';

const env = useEmulator();

describe('bookings query hooks', () => {
  it('useAvailability, useScheduleAvailability and useMultiSlotAvailability for a visitor', async () => {
    const visitor = oauthClient();
    const { result } = renderWithProvider(
      () => ({
        slots: useAvailability({ filter: { ...yogaMonday.filter, bookable: true } }, { slotsPerDay: 3 }),
        course: useScheduleAvailability(COURSE_SCHEDULE),
        chains: useMultiSlotAvailability({
          from: '2026-03-02T00:00:00',
          to: '2026-03-03T00:00:00',
          timeZone: 'America/New_York',
          location: { locationType: 'OWNER_BUSINESS' },
          slots: [{ serviceId: SERVICES.privateSession }, { serviceId: SERVICES.consultation }],
        }),
      }),
      visitor,
    );
    await waitFor(() => expect(result.current.slots.data && result.current.course.data && result.current.chains.data).toBeTruthy());
    expect(result.current.slots.data?.availabilityEntries).toHaveLength(3);
    expect(result.current.slots.data?.availabilityEntries?.[0]?.slot?.startDate).toBe('2026-03-02T09:00:00');
    expect(result.current.course.data?.availability?.openSpots).toBe(12);
    expect(result.current.chains.data?.items[0]?.nestedSlots).toHaveLength(2);
    const suspended = await renderSuspenseHook(() => useSuspenseAvailability(consultMonday), visitor);
    expect(suspended.current.data.availabilityEntries?.length).toBeGreaterThan(0);
    expect(
      (await renderSuspenseHook(() => useSuspenseScheduleAvailability(COURSE_SCHEDULE), visitor)).current.data.availability?.totalSpots,
    ).toBe(12);
  });

  it("useExtendedBookings, useExtendedBookingsInfinite and useExtendedBookingCount: the member's own bookings, in the member scope", async () => {
    const { client } = await member(env);
    const mine = [await book(client, SERVICES.privateSession, 0), await book(client, SERVICES.privateSession, 1)];
    await book(ownerClient(), SERVICES.privateSession, 2); // not the member's
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        list: useExtendedBookings({}, { withBookingAllowedActions: true }),
        pages: useExtendedBookingsInfinite({ cursorPaging: { limit: 1 } }),
        count: useExtendedBookingCount({ filter: { status: 'CREATED' } }),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.list.data && result.current.pages.data && result.current.count.data).toBeTruthy());
    expect(result.current.list.data?.items.map((x) => x.booking?.id).sort()).toEqual(mine.map((b) => b.id).sort());
    expect(result.current.list.data?.items[0]?.allowedActions?.cancel).toBe(true);
    expect(result.current.list.data?.items[0]?.booking?.startDate).toBeInstanceOf(Date);
    expect(result.current.count.data).toEqual({ count: 2 });
    expect(result.current.pages.hasNextPage).toBe(true);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.data?.pages.flatMap((p) => p.items.map((x) => x.booking?.id)).sort()).toEqual(mine.map((b) => b.id).sort());
    expect(scopeOf(client)).toMatch(/^member:/);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.queryKey[1] === scopeOf(client) && q.queryKey[2] === 'bookings'),
    ).toBe(true);

    expect((await renderSuspenseHook(() => useSuspenseExtendedBookings(), client, queryClient)).current.data.items).toHaveLength(2);
    expect((await renderSuspenseHook(() => useSuspenseExtendedBookingCount(), client, queryClient)).current.data.count).toBe(2);
    expect(
      (await renderSuspenseHook(() => useSuspenseExtendedBookingsInfinite({ cursorPaging: { limit: 5 } }), client, queryClient)).current
        .data.pages,
    ).toHaveLength(1);
  });

  it('keys: the infinite variant and every filter share the extendedBookings prefix; availabilityOf matches by service', () => {
    const owner = ownerClient();
    const scope = scopeOf(owner);
    expect(bookingQueries.extendedBookings(owner, { filter: { status: 'CONFIRMED' } }).queryKey).toEqual([
      'frontdesk',
      scope,
      'bookings',
      'extendedBookings',
      { filter: { status: 'CONFIRMED' } },
    ]);
    expect(bookingQueries.extendedBookingsInfinite(owner).queryKey.slice(0, 5)).toEqual([
      ...bookingKeys.extendedBookings(scope),
      'infinite',
    ]);
    const filter = bookingKeys.availabilityOf(scope, [SERVICES.privateSession]);
    const matches = (queryKey: readonly unknown[]) => filter.predicate!({ queryKey } as never);
    expect(matches(bookingQueries.availability(owner, yogaMonday).queryKey)).toBe(true);
    expect(
      matches(
        bookingQueries.availability(owner, { filter: { ...MONDAY, serviceId: [SERVICES.consultation, SERVICES.privateSession] } }).queryKey,
      ),
    ).toBe(true);
    expect(matches(bookingQueries.availability(owner, consultMonday).queryKey)).toBe(false);
    expect(matches(bookingQueries.multiSlotAvailabilityInfinite(owner, { slots: [{ serviceId: SERVICES.privateSession }] }).queryKey)).toBe(
      true,
    );
    expect(matches(bookingQueries.scheduleAvailability(owner, COURSE_SCHEDULE).queryKey)).toBe(false);
    expect(
      bookingKeys.availabilityOf(scope, [], [COURSE_SCHEDULE]).predicate!({
        queryKey: bookingQueries.scheduleAvailability(owner, COURSE_SCHEDULE).queryKey,
      } as never),
    ).toBe(true);
  });
});

describe('bookings mutations (member)', () => {
  it("useCancelBooking: the booking updates in the lists; the member's bookings, count and that service's availability refetch, nothing else", async () => {
    const { client, calls } = await member(env);
    const booking = await book(client);
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        list: useExtendedBookings(),
        count: useExtendedBookingCount(),
        yoga: useAvailability(yogaMonday),
        consult: useAvailability(consultMonday),
        cancel: useCancelBooking(),
      }),
      client,
      queryClient,
    );
    await waitFor(() =>
      expect(result.current.list.data && result.current.count.data && result.current.yoga.data && result.current.consult.data).toBeTruthy(),
    );
    const openBefore = openSlots(result.current.yoga.data)!;
    calls.length = 0;
    const done = await act(() => result.current.cancel.mutateAsync({ id: booking.id!, options: { revision: booking.revision! } }));
    expect(done.booking.status).toBe('CANCELED');
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${booking.id}/cancel`, LIST, COUNT, AVAILABILITY].sort());
    expect(result.current.list.data?.items[0]?.booking).toMatchObject({ id: booking.id, status: 'CANCELED', revision: '2' });
    expect(openSlots(result.current.yoga.data)).toBe(openBefore + 1);
    // The consultation's availability was left alone.
    expect(queryClient.getQueryState(bookingQueries.availability(client, consultMonday).queryKey)?.isInvalidated).toBe(false);
  });

  it('useCreateBooking: the new booking appears; the lists and that service availability refetch', async () => {
    const { client, calls } = await member(env);
    const { result } = renderWithProvider(
      () => ({ list: useExtendedBookings(), yoga: useAvailability(yogaMonday), create: useCreateBooking() }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data).toBeTruthy());
    expect(result.current.list.data?.items).toHaveLength(0);
    const openBefore = openSlots(result.current.yoga.data)!;
    const entry = result.current.yoga.data!.availabilityEntries!.find((e) => e.bookable)!;
    calls.length = 0;
    const { booking } = await act(() =>
      result.current.create.mutateAsync({ booking: { bookedEntity: { slot: entry.slot! }, contactDetails: { firstName: 'Ada' } } }),
    );
    expect([...calls].sort()).toEqual(['POST /_api/bookings-service/v2/bookings', LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items.map((x) => x.booking?.id)).toEqual([booking.id]);
    expect(openSlots(result.current.yoga.data)).toBe(openBefore - 1);
  });

  it('useRescheduleBooking: moves the booking, its service availability refetches', async () => {
    const { client, calls } = await member(env);
    const booking = await book(client);
    const { result } = renderWithProvider(
      () => ({ list: useExtendedBookings(), yoga: useAvailability(yogaMonday), move: useRescheduleBooking() }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data).toBeTruthy());
    const next = await slot(SERVICES.privateSession, 2);
    calls.length = 0;
    await act(() => result.current.move.mutateAsync({ id: booking.id!, slot: next, options: { revision: booking.revision! } }));
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${booking.id}/reschedule`, LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items[0]?.booking?.bookedEntity?.slot?.startDate).toBe(next.startDate);
  });

  it('useCancelBookingOptimistic: CANCELED at once in plain and infinite lists, then the server state', async () => {
    const { client } = await member(env);
    const [first, second] = [await book(client, SERVICES.privateSession, 0), await book(client, SERVICES.privateSession, 1)];
    const { result } = renderWithProvider(
      () => ({
        list: useExtendedBookings(),
        pages: useExtendedBookingsInfinite({ cursorPaging: { limit: 5 } }),
        cancel: useCancelBookingOptimistic(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.pages.data).toBeTruthy());
    env.emulator.faults.inject({ path: `/_api/bookings-service/v2/bookings/${first!.id}/cancel`, delayMs: 300 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.cancel.mutateAsync({ id: first!.id!, options: { revision: first!.revision! } });
    });
    const find = (items: Array<{ booking?: Booking }> | undefined, id: string) => items?.find((x) => x.booking?.id === id)?.booking;
    await waitFor(() => expect(find(result.current.list.data?.items, first!.id!)?.status).toBe('CANCELED'));
    expect(result.current.cancel.isPending).toBe(true);
    expect(find(result.current.list.data?.items, first!.id!)?.revision).toBe('1');
    expect(find(result.current.pages.data?.pages[0]?.items, first!.id!)?.status).toBe('CANCELED');
    expect(find(result.current.list.data?.items, second!.id!)?.status).toBe('CREATED');
    await act(() => done);
    await waitFor(() => expect(result.current.cancel.isSuccess).toBe(true));
    expect(find(result.current.list.data?.items, first!.id!)).toMatchObject({ status: 'CANCELED', revision: '2' });
  });

  it('useCancelBookingOptimistic: rolls back the lists when the server refuses', async () => {
    const { client } = await member(env);
    const booking = await book(client);
    const { result } = renderWithProvider(
      () => ({ list: useExtendedBookings(), pages: useExtendedBookingsInfinite(), cancel: useCancelBookingOptimistic() }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.pages.data).toBeTruthy());
    const before = { list: result.current.list.data, pages: result.current.pages.data?.pages };
    env.emulator.faults.inject({ path: `/_api/bookings-service/v2/bookings/${booking.id}/cancel`, delayMs: 300, status: 500 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.cancel.mutateAsync({ id: booking.id!, options: { revision: booking.revision! } }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.list.data?.items[0]?.booking?.status).toBe('CANCELED'));
    expect(result.current.pages.data?.pages[0]?.items[0]?.booking?.status).toBe('CANCELED');
    expect((await act(() => done)) as Error).toMatchObject({ name: 'ServerError' });
    await waitFor(() => expect(result.current.cancel.isError).toBe(true));
    expect(result.current.list.data).toEqual(before.list);
    expect(result.current.pages.data?.pages).toEqual(before.pages);
    expect(result.current.list.data?.items[0]?.booking?.status).toBe('CREATED');
  });
});
