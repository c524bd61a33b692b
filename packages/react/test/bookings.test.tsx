import { act, renderHook, waitFor } from '@testing-library/react';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createClient, memoryStorage, oauth, type FrontdeskClient } from '@frontdesk/core';
import { createBooking, createMultiServiceBooking, getMultiServiceBooking, queryAvailability, type AvailabilityQuery, type Booking, type SlotInput } from '@frontdesk/bookings';
import { DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import {
  bookingKeys,
  bookingQueries,
  scopeOf,
  useAvailability,
  useSuspenseMultiSlotAvailabilityInfinite,
  useSuspenseMultiSlotAvailability,
  useSuspenseMultiServiceBookingAvailability,
  useSuspenseMultiServiceBookingAllowedActions,
  useSuspenseMultiServiceBooking,
  useRescheduleMultiServiceBooking,
  useRemoveBookingsFromMultiServiceBooking,
  useMultiSlotAvailabilityInfinite,
  useMultiServiceBookingAvailability,
  useMarkMultiServiceBookingAsPending,
  useDeclineMultiServiceBooking,
  useAddBookingsToMultiServiceBooking,
  useBulkConfirmOrDeclineBooking,
  useBulkCreateBooking,
  useCancelBooking,
  useCancelBookingOptimistic,
  useCancelMultiServiceBooking,
  useConfirmBooking,
  useConfirmMultiServiceBooking,
  useConfirmOrDeclineBooking,
  useCreateBooking,
  useCreateMultiServiceBooking,
  useDeclineBooking,
  useExtendedBookingCount,
  useExtendedBookings,
  useExtendedBookingsInfinite,
  useMultiServiceBooking,
  useMultiServiceBookingAllowedActions,
  useMultiSlotAvailability,
  useRescheduleBooking,
  useScheduleAvailability,
  useSuspenseAvailability,
  useSuspenseExtendedBookingCount,
  useSuspenseExtendedBookings,
  useSuspenseExtendedBookingsInfinite,
  useSuspenseScheduleAvailability,
  useUpdateExtendedFields,
  useUpdateNumberOfParticipants,
} from '../src/index.js';
import { freshQueryClient, oauthClient, ownerClient, recordingFetch, recordingOwner, renderSuspenseHook, signInAs, useEmulator, wrapper } from './helpers.js';

const env = useEmulator();

const SERVICES = DEMO_SERVICE_IDS;
const COURSE_SCHEDULE = 'a1000000-0000-4000-8000-000000000004';
const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
const TUESDAY = { startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' };
const AVAILABILITY = 'POST /availability-calendar/v1/availability/query';
const LIST = 'POST /_api/bookings-reader/v2/extended-bookings/query';
const COUNT = 'POST /_api/bookings-reader/v2/extended-bookings/count';
const yogaMonday: AvailabilityQuery = { filter: { serviceId: SERVICES.privateSession, ...MONDAY } };
const consultMonday: AvailabilityQuery = { filter: { serviceId: SERVICES.consultation, ...MONDAY } };
const base = { timezone: 'America/New_York', location: { locationType: 'OWNER_BUSINESS' as const } };
const yoga = (start: string, end: string): SlotInput => ({ serviceId: SERVICES.privateSession, scheduleId: 'a1000000-0000-4000-8000-000000000001', startDate: `2026-03-02T${start}:00`, endDate: `2026-03-02T${end}:00`, ...base });
const consult = (start: string, end: string): SlotInput => ({ serviceId: SERVICES.consultation, scheduleId: 'a1000000-0000-4000-8000-000000000002', startDate: `2026-03-02T${start}:00`, endDate: `2026-03-02T${end}:00`, ...base });

/** The `index`th slot of a service on a day. */
async function slot(serviceId: string, index = 0, day = MONDAY) {
  const { availabilityEntries = [] } = await queryAvailability(ownerClient(), { filter: { serviceId, ...day, bookable: true } });
  return availabilityEntries[index]!.slot!;
}

/** Books a slot as `client` (the owner by default). */
async function book(client: FrontdeskClient<any> = ownerClient(), serviceId: string = SERVICES.privateSession, index = 0): Promise<Booking> {
  const day = serviceId === SERVICES.vinyasaClass ? TUESDAY : MONDAY;
  return (await createBooking(client, { bookedEntity: { slot: await slot(serviceId, index, day) }, contactDetails: { firstName: 'Ada' } })).booking;
}

/** The demo member's client, recording its requests. */
async function member() {
  const { fetch, calls } = recordingFetch();
  const client = createClient({ fetch, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage(), flowStorage: memoryStorage() }) });
  await signInAs(env.emulator, client, DEMO_MEMBER_ID);
  calls.length = 0;
  return { client, calls };
}

const openSlots = (data: { availabilityEntries?: Array<{ bookable?: boolean }> } | undefined) => data?.availabilityEntries?.filter((e) => e.bookable).length;

describe('bookings query hooks', () => {
  it('useAvailability, useScheduleAvailability and useMultiSlotAvailability for a visitor', async () => {
    const visitor = oauthClient();
    const { result } = renderHook(
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
      { wrapper: wrapper(visitor, freshQueryClient()) },
    );
    await waitFor(() => expect(result.current.slots.data && result.current.course.data && result.current.chains.data).toBeTruthy());
    expect(result.current.slots.data?.availabilityEntries).toHaveLength(3);
    expect(result.current.slots.data?.availabilityEntries?.[0]?.slot?.startDate).toBe('2026-03-02T09:00:00');
    expect(result.current.course.data?.availability?.openSpots).toBe(12);
    expect(result.current.chains.data?.items[0]?.nestedSlots).toHaveLength(2);
    const suspended = await renderSuspenseHook(() => useSuspenseAvailability(consultMonday), visitor);
    expect(suspended.current.data.availabilityEntries?.length).toBeGreaterThan(0);
    expect((await renderSuspenseHook(() => useSuspenseScheduleAvailability(COURSE_SCHEDULE), visitor)).current.data.availability?.totalSpots).toBe(12);
  });

  it("useExtendedBookings, useExtendedBookingsInfinite and useExtendedBookingCount: the member's own bookings, in the member scope", async () => {
    const { client } = await member();
    const mine = [await book(client, SERVICES.privateSession, 0), await book(client, SERVICES.privateSession, 1)];
    await book(ownerClient(), SERVICES.privateSession, 2); // not the member's
    const queryClient = freshQueryClient();
    const { result } = renderHook(
      () => ({
        list: useExtendedBookings({}, { withBookingAllowedActions: true }),
        pages: useExtendedBookingsInfinite({ cursorPaging: { limit: 1 } }),
        count: useExtendedBookingCount({ filter: { status: 'CREATED' } }),
      }),
      { wrapper: wrapper(client, queryClient) },
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
    expect(queryClient.getQueryCache().getAll().every((q) => q.queryKey[1] === scopeOf(client) && q.queryKey[2] === 'bookings')).toBe(true);

    expect((await renderSuspenseHook(() => useSuspenseExtendedBookings(), client, queryClient)).current.data.items).toHaveLength(2);
    expect((await renderSuspenseHook(() => useSuspenseExtendedBookingCount(), client, queryClient)).current.data.count).toBe(2);
    expect((await renderSuspenseHook(() => useSuspenseExtendedBookingsInfinite({ cursorPaging: { limit: 5 } }), client, queryClient)).current.data.pages).toHaveLength(1);
  });

  it('keys: the infinite variant and every filter share the extendedBookings prefix; availabilityOf matches by service', () => {
    const owner = ownerClient();
    const scope = scopeOf(owner);
    expect(bookingQueries.extendedBookings(owner, { filter: { status: 'CONFIRMED' } }).queryKey).toEqual(['frontdesk', scope, 'bookings', 'extendedBookings', { filter: { status: 'CONFIRMED' } }]);
    expect(bookingQueries.extendedBookingsInfinite(owner).queryKey.slice(0, 5)).toEqual([...bookingKeys.extendedBookings(scope), 'infinite']);
    const filter = bookingKeys.availabilityOf(scope, [SERVICES.privateSession]);
    const matches = (queryKey: readonly unknown[]) => filter.predicate!({ queryKey } as never);
    expect(matches(bookingQueries.availability(owner, yogaMonday).queryKey)).toBe(true);
    expect(matches(bookingQueries.availability(owner, { filter: { ...MONDAY, serviceId: [SERVICES.consultation, SERVICES.privateSession] } }).queryKey)).toBe(true);
    expect(matches(bookingQueries.availability(owner, consultMonday).queryKey)).toBe(false);
    expect(matches(bookingQueries.multiSlotAvailabilityInfinite(owner, { slots: [{ serviceId: SERVICES.privateSession }] }).queryKey)).toBe(true);
    expect(matches(bookingQueries.scheduleAvailability(owner, COURSE_SCHEDULE).queryKey)).toBe(false);
    expect(bookingKeys.availabilityOf(scope, [], [COURSE_SCHEDULE]).predicate!({ queryKey: bookingQueries.scheduleAvailability(owner, COURSE_SCHEDULE).queryKey } as never)).toBe(true);
  });
});

describe('bookings mutations (member)', () => {
  it("useCancelBooking: the booking updates in the lists; the member's bookings, count and that service's availability refetch, nothing else", async () => {
    const { client, calls } = await member();
    const booking = await book(client);
    const queryClient = freshQueryClient();
    const { result } = renderHook(
      () => ({
        list: useExtendedBookings(),
        count: useExtendedBookingCount(),
        yoga: useAvailability(yogaMonday),
        consult: useAvailability(consultMonday),
        cancel: useCancelBooking(),
      }),
      { wrapper: wrapper(client, queryClient) },
    );
    await waitFor(() => expect(result.current.list.data && result.current.count.data && result.current.yoga.data && result.current.consult.data).toBeTruthy());
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
    const { client, calls } = await member();
    const { result } = renderHook(() => ({ list: useExtendedBookings(), yoga: useAvailability(yogaMonday), create: useCreateBooking() }), {
      wrapper: wrapper(client, freshQueryClient()),
    });
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data).toBeTruthy());
    expect(result.current.list.data?.items).toHaveLength(0);
    const openBefore = openSlots(result.current.yoga.data)!;
    const entry = result.current.yoga.data!.availabilityEntries!.find((e) => e.bookable)!;
    calls.length = 0;
    const { booking } = await act(() => result.current.create.mutateAsync({ booking: { bookedEntity: { slot: entry.slot! }, contactDetails: { firstName: 'Ada' } } }));
    expect([...calls].sort()).toEqual(['POST /_api/bookings-service/v2/bookings', LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items.map((x) => x.booking?.id)).toEqual([booking.id]);
    expect(openSlots(result.current.yoga.data)).toBe(openBefore - 1);
  });

  it('useRescheduleBooking: moves the booking, its service availability refetches', async () => {
    const { client, calls } = await member();
    const booking = await book(client);
    const { result } = renderHook(() => ({ list: useExtendedBookings(), yoga: useAvailability(yogaMonday), move: useRescheduleBooking() }), {
      wrapper: wrapper(client, freshQueryClient()),
    });
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data).toBeTruthy());
    const next = await slot(SERVICES.privateSession, 2);
    calls.length = 0;
    await act(() => result.current.move.mutateAsync({ id: booking.id!, slot: next, options: { revision: booking.revision! } }));
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${booking.id}/reschedule`, LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items[0]?.booking?.bookedEntity?.slot?.startDate).toBe(next.startDate);
  });

  it('useCancelBookingOptimistic: CANCELED at once in plain and infinite lists, then the server state', async () => {
    const { client } = await member();
    const [first, second] = [await book(client, SERVICES.privateSession, 0), await book(client, SERVICES.privateSession, 1)];
    const { result } = renderHook(
      () => ({ list: useExtendedBookings(), pages: useExtendedBookingsInfinite({ cursorPaging: { limit: 5 } }), cancel: useCancelBookingOptimistic() }),
      { wrapper: wrapper(client, freshQueryClient()) },
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
    const { client } = await member();
    const booking = await book(client);
    const { result } = renderHook(
      () => ({ list: useExtendedBookings(), pages: useExtendedBookingsInfinite(), cancel: useCancelBookingOptimistic() }),
      { wrapper: wrapper(client, freshQueryClient()) },
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

describe('bookings mutations (site owner)', () => {
  it('confirm, decline, confirm-or-decline, participants, extended fields: each refetches exactly the affected queries', async () => {
    const { client, calls } = recordingOwner();
    const [a, b, c] = [await book(ownerClient(), SERVICES.privateSession, 0), await book(ownerClient(), SERVICES.privateSession, 1), await book(ownerClient(), SERVICES.privateSession, 2)];
    const klass = await book(ownerClient(), SERVICES.vinyasaClass);
    const queryClient = freshQueryClient();
    const { result } = renderHook(
      () => ({
        list: useExtendedBookings(),
        yoga: useAvailability(yogaMonday),
        classes: useAvailability({ filter: { serviceId: SERVICES.vinyasaClass, ...TUESDAY } }),
        confirm: useConfirmBooking(),
        decline: useDeclineBooking(),
        confirmOrDecline: useConfirmOrDeclineBooking(),
        participants: useUpdateNumberOfParticipants(),
        fields: useUpdateExtendedFields(),
      }),
      { wrapper: wrapper(client, queryClient) },
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data && result.current.classes.data).toBeTruthy());
    const status = (id: string) => result.current.list.data?.items.find((x) => x.booking?.id === id)?.booking;
    const classQuery = bookingQueries.availability(client, { filter: { serviceId: SERVICES.vinyasaClass, ...TUESDAY } }).queryKey;

    calls.length = 0;
    await act(() => result.current.confirm.mutateAsync({ id: a.id!, revision: a.revision!, options: { paymentStatus: 'PAID' } }));
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${a.id}/confirm`, LIST, AVAILABILITY].sort());
    expect(status(a.id!)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });

    calls.length = 0;
    await act(() => result.current.decline.mutateAsync({ id: b.id!, revision: b.revision! }));
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${b.id}/decline`, LIST, AVAILABILITY].sort());
    expect(status(b.id!)?.status).toBe('DECLINED');

    calls.length = 0;
    await act(() => result.current.confirmOrDecline.mutateAsync({ id: c.id! }));
    expect([...calls].sort()).toEqual([`POST /bookings/v2/confirmation/${c.id}:confirmOrDecline`, LIST, AVAILABILITY].sort());
    expect(status(c.id!)?.status).toBe('CONFIRMED');

    const spotsBefore = result.current.classes.data!.availabilityEntries![0]!.openSpots!;
    calls.length = 0;
    await act(() => result.current.participants.mutateAsync({ id: klass.id!, options: { revision: klass.revision!, totalParticipants: 3 } }));
    expect([...calls].sort()).toEqual([`POST /_api/bookings-service/v2/bookings/${klass.id}/update_number_of_participants`, LIST, AVAILABILITY].sort());
    expect(status(klass.id!)?.totalParticipants).toBe(3);
    expect(result.current.classes.data!.availabilityEntries![0]!.openSpots).toBe(spotsBefore - 2);
    expect(queryClient.getQueryState(bookingQueries.availability(client, yogaMonday).queryKey)?.isInvalidated).toBe(false);

    calls.length = 0;
    await act(() => result.current.fields.mutateAsync({ id: a.id!, namespace: '@acme/crm', options: { namespaceData: { tier: 'gold' } } }));
    expect(calls).toEqual([`POST /_api/bookings-service/v2/bookings/${a.id}/update_extended_fields`, LIST]);
    expect(status(a.id!)?.extendedFields?.namespaces?.['@acme/crm']).toEqual({ tier: 'gold' });
    expect(queryClient.getQueryState(classQuery)?.isInvalidated).toBe(false);
  });

  it('bulk create and bulk confirm-or-decline refetch the lists and those services availability', async () => {
    const { client, calls } = recordingOwner();
    const { result } = renderHook(
      () => ({ list: useExtendedBookings(), yoga: useAvailability(yogaMonday), consult: useAvailability(consultMonday), create: useBulkCreateBooking(), settle: useBulkConfirmOrDeclineBooking() }),
      { wrapper: wrapper(client, freshQueryClient()) },
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data && result.current.consult.data).toBeTruthy());
    const slots = [await slot(SERVICES.privateSession, 0), await slot(SERVICES.privateSession, 1)];
    calls.length = 0;
    const created = await act(() =>
      result.current.create.mutateAsync({ createBookingsInfo: slots.map((s) => ({ booking: { bookedEntity: { slot: s } } })), options: { returnFullEntity: true } }),
    );
    expect([...calls].sort()).toEqual(['POST /bookings/v2/bulk/bookings/create', LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items).toHaveLength(2);
    const ids = created.results!.map((r) => r.item!.id!);
    calls.length = 0;
    await act(() => result.current.settle.mutateAsync({ details: ids.map((bookingId) => ({ bookingId })) }));
    // Without returned entities the services are read from the cached lists: still only the yoga availability.
    expect([...calls].sort()).toEqual(['POST /bookings/v2/bulk/bookings/confirmOrDecline', LIST, AVAILABILITY].sort());
    expect(result.current.list.data?.items.map((x) => x.booking?.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
  });

  it('multi-service: create, read, confirm and cancel; the multi-service booking and both services availability refetch', async () => {
    const { client, calls } = recordingOwner();
    const { result } = renderHook(
      () => {
        const create = useCreateMultiServiceBooking();
        const id = create.data?.multiServiceBooking.id;
        return {
          create,
          id,
          list: useExtendedBookings(),
          yoga: useAvailability(yogaMonday),
          consult: useAvailability(consultMonday),
          msb: useMultiServiceBooking(id ?? skipToken),
          actions: useMultiServiceBookingAllowedActions(id ? [id] : skipToken),
          confirm: useConfirmMultiServiceBooking(),
          cancel: useCancelMultiServiceBooking(),
        };
      },
      { wrapper: wrapper(client, freshQueryClient()) },
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data && result.current.consult.data).toBeTruthy());
    calls.length = 0;
    await act(() => result.current.create.mutateAsync({ bookings: [{ bookedEntity: { slot: yoga('09:00', '10:00') } }, { bookedEntity: { slot: consult('10:00', '10:30') } }], options: { returnFullEntity: true } }));
    expect(calls.filter((c) => c === AVAILABILITY)).toHaveLength(2);
    expect(calls).toContain(LIST);
    const id = result.current.id!;
    await waitFor(() => expect(result.current.msb.data?.bookings).toHaveLength(2));
    await waitFor(() => expect(result.current.actions.data?.results?.[0]?.item?.cancel).toBe(true));
    expect(result.current.list.data?.items).toHaveLength(2);

    const infos = result.current.msb.data!.bookings!.map((x) => ({ bookingId: x.bookingId!, revision: x.booking!.revision! }));
    calls.length = 0;
    await act(() => result.current.confirm.mutateAsync({ id, options: { confirmBookingsInfo: infos } }));
    expect(calls).toContain(`GET /_api/bookings-service/v2/multi_service_bookings/${id}`);
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.status)).toEqual(['CONFIRMED', 'CONFIRMED']);

    calls.length = 0;
    await act(() => result.current.cancel.mutateAsync({ id }));
    expect([...calls].sort()).toEqual(
      [
        `POST /_api/bookings-service/v2/multi_service_bookings/${id}/cancel`,
        `GET /_api/bookings-service/v2/multi_service_bookings/${id}`,
        'POST /bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions',
        LIST,
        AVAILABILITY,
        AVAILABILITY,
      ].sort(),
    );
    expect(result.current.list.data?.items.map((x) => x.booking?.status)).toEqual(['CANCELED', 'CANCELED']);
  });

  it('multi-service: reschedule, add and remove bookings, mark as pending, decline; reads and their Suspense twins', async () => {
    const owner = ownerClient();
    const { client, calls } = recordingOwner();
    const { multiServiceBooking } = await createMultiServiceBooking(owner, [{ bookedEntity: { slot: yoga('09:00', '10:00') } }, { bookedEntity: { slot: consult('10:00', '10:30') } }]);
    const id = multiServiceBooking.id!;
    const infos = async () => (await getMultiServiceBooking(owner, id)).bookings!.map((b) => ({ bookingId: b.bookingId!, revision: b.booking!.revision! }));
    const chains = { from: '2026-03-02T00:00:00', to: '2026-03-03T00:00:00', timeZone: 'America/New_York', location: { locationType: 'OWNER_BUSINESS' as const }, slots: [{ serviceId: SERVICES.privateSession }, { serviceId: SERVICES.consultation }] };
    const queryClient = freshQueryClient();
    const { result } = renderHook(
      () => ({
        msb: useMultiServiceBooking(id),
        availability: useMultiServiceBookingAvailability(id),
        chains: useMultiSlotAvailabilityInfinite({ ...chains, cursorPaging: { limit: 2 } }),
        consult: useAvailability(consultMonday),
        reschedule: useRescheduleMultiServiceBooking(),
        pending: useMarkMultiServiceBookingAsPending(),
        decline: useDeclineMultiServiceBooking(),
        add: useAddBookingsToMultiServiceBooking(),
        remove: useRemoveBookingsFromMultiServiceBooking(),
      }),
      { wrapper: wrapper(client, queryClient) },
    );
    await waitFor(() => expect(result.current.msb.data && result.current.availability.data && result.current.chains.data && result.current.consult.data).toBeTruthy());
    expect(result.current.availability.data).toMatchObject({ bookable: true });
    expect(result.current.chains.data?.pages[0]?.items).toHaveLength(2);
    expect(result.current.chains.hasNextPage).toBe(true);

    const [a, b] = await infos();
    calls.length = 0;
    await act(() => result.current.reschedule.mutateAsync({ id, rescheduleBookingsInfo: [{ ...a!, slot: yoga('11:30', '12:30') }, { ...b!, slot: consult('12:30', '13:00') }] }));
    expect(calls).toEqual(
      expect.arrayContaining([`GET /_api/bookings-service/v2/multi_service_bookings/${id}`, `POST /_api/bookings-service/v2/multi_service_bookings/${id}/get_availability`, AVAILABILITY, 'POST /v1/availability/multislot']),
    );
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.bookedEntity?.slot?.startDate)).toEqual(['2026-03-02T11:30:00', '2026-03-02T12:30:00']);

    // A standalone booking right after the package, added to it and removed again.
    const extra = (await createBooking(owner, { bookedEntity: { slot: consult('13:00', '13:30') } })).booking;
    await act(() => result.current.add.mutateAsync({ id, options: { bookings: [{ bookingId: extra.id!, revision: extra.revision! }] } }));
    expect(result.current.msb.data?.bookings).toHaveLength(3);
    const all = await infos();
    calls.length = 0;
    await act(() => result.current.remove.mutateAsync({ id, options: { bookings: [all[2]!] } }));
    // Adding and removing do not change spots: no availability refetch.
    expect(calls).not.toContain(AVAILABILITY);
    expect(result.current.msb.data?.bookings).toHaveLength(2);

    const current = await infos();
    await act(() => result.current.pending.mutateAsync({ id, options: { markAsPendingBookingsInfo: current, flowControlSettings: { skipPendingApprovalServiceValidation: true } as never } }));
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.status)).toEqual(['PENDING', 'PENDING']);

    const remaining = await infos();
    calls.length = 0;
    await act(() => result.current.decline.mutateAsync({ id, options: { declineBookingsInfo: remaining } }));
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.status)).toEqual(['DECLINED', 'DECLINED']);
    expect(calls).toContain(AVAILABILITY);

    expect((await renderSuspenseHook(() => useSuspenseMultiServiceBooking(id), client, queryClient)).current.data.bookings).toHaveLength(2);
    expect((await renderSuspenseHook(() => useSuspenseMultiServiceBookingAvailability(id), client, queryClient)).current.data).toBeDefined();
    expect((await renderSuspenseHook(() => useSuspenseMultiServiceBookingAllowedActions([id]), client, queryClient)).current.data.results).toHaveLength(1);
    expect((await renderSuspenseHook(() => useSuspenseMultiSlotAvailability(chains), client, queryClient)).current.data.items.length).toBeGreaterThan(0);
    expect((await renderSuspenseHook(() => useSuspenseMultiSlotAvailabilityInfinite(chains), client, queryClient)).current.data.pages).toHaveLength(1);
  });
});
