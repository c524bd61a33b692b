import { act, waitFor } from '@testing-library/react';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createBooking, createMultiServiceBooking, getMultiServiceBooking } from '@frontdesk/bookings';
import {
  bookingQueries,
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
  useCancelMultiServiceBooking,
  useConfirmBooking,
  useConfirmMultiServiceBooking,
  useConfirmOrDeclineBooking,
  useCreateMultiServiceBooking,
  useDeclineBooking,
  useExtendedBookings,
  useMultiServiceBooking,
  useMultiServiceBookingAllowedActions,
  useUpdateExtendedFields,
  useUpdateNumberOfParticipants,
} from '../src/bookings/index.js';
import { SERVICES, TUESDAY, AVAILABILITY, LIST, yogaMonday, consultMonday, yoga, consult, slot, book } from './bookings-fixtures.js';
import { freshQueryClient, ownerClient, recordingOwner, renderSuspenseHook, useEmulator, renderWithProvider } from './helpers.js';

// The bookings hooks a site owner uses (confirm, decline, bulk, multi-service); the member's are in bookings.test.tsx.
useEmulator(); // the in-process emulator (msw), reset before each test

describe('bookings mutations (site owner)', () => {
  it('confirm, decline, confirm-or-decline, participants, extended fields: each refetches exactly the affected queries', async () => {
    const { client, calls } = recordingOwner();
    const [a, b, c] = [
      await book(ownerClient(), SERVICES.privateSession, 0),
      await book(ownerClient(), SERVICES.privateSession, 1),
      await book(ownerClient(), SERVICES.privateSession, 2),
    ];
    const klass = await book(ownerClient(), SERVICES.vinyasaClass);
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
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
      client,
      queryClient,
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
    await act(() =>
      result.current.participants.mutateAsync({ id: klass.id!, options: { revision: klass.revision!, totalParticipants: 3 } }),
    );
    expect([...calls].sort()).toEqual(
      [`POST /_api/bookings-service/v2/bookings/${klass.id}/update_number_of_participants`, LIST, AVAILABILITY].sort(),
    );
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
    const { result } = renderWithProvider(
      () => ({
        list: useExtendedBookings(),
        yoga: useAvailability(yogaMonday),
        consult: useAvailability(consultMonday),
        create: useBulkCreateBooking(),
        settle: useBulkConfirmOrDeclineBooking(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data && result.current.consult.data).toBeTruthy());
    const slots = [await slot(SERVICES.privateSession, 0), await slot(SERVICES.privateSession, 1)];
    calls.length = 0;
    const created = await act(() =>
      result.current.create.mutateAsync({
        createBookingsInfo: slots.map((s) => ({ booking: { bookedEntity: { slot: s } } })),
        options: { returnFullEntity: true },
      }),
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
    const { result } = renderWithProvider(() => {
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
    }, client);
    await waitFor(() => expect(result.current.list.data && result.current.yoga.data && result.current.consult.data).toBeTruthy());
    calls.length = 0;
    await act(() =>
      result.current.create.mutateAsync({
        bookings: [{ bookedEntity: { slot: yoga('09:00', '10:00') } }, { bookedEntity: { slot: consult('10:00', '10:30') } }],
        options: { returnFullEntity: true },
      }),
    );
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
    const { multiServiceBooking } = await createMultiServiceBooking(owner, [
      { bookedEntity: { slot: yoga('09:00', '10:00') } },
      { bookedEntity: { slot: consult('10:00', '10:30') } },
    ]);
    const id = multiServiceBooking.id!;
    const infos = async () =>
      (await getMultiServiceBooking(owner, id)).bookings!.map((b) => ({ bookingId: b.bookingId!, revision: b.booking!.revision! }));
    const chains = {
      from: '2026-03-02T00:00:00',
      to: '2026-03-03T00:00:00',
      timeZone: 'America/New_York',
      location: { locationType: 'OWNER_BUSINESS' as const },
      slots: [{ serviceId: SERVICES.privateSession }, { serviceId: SERVICES.consultation }],
    };
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
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
      client,
      queryClient,
    );
    await waitFor(() =>
      expect(
        result.current.msb.data && result.current.availability.data && result.current.chains.data && result.current.consult.data,
      ).toBeTruthy(),
    );
    expect(result.current.availability.data).toMatchObject({ bookable: true });
    expect(result.current.chains.data?.pages[0]?.items).toHaveLength(2);
    expect(result.current.chains.hasNextPage).toBe(true);

    const [a, b] = await infos();
    calls.length = 0;
    await act(() =>
      result.current.reschedule.mutateAsync({
        id,
        rescheduleBookingsInfo: [
          { ...a!, slot: yoga('11:30', '12:30') },
          { ...b!, slot: consult('12:30', '13:00') },
        ],
      }),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        `GET /_api/bookings-service/v2/multi_service_bookings/${id}`,
        `POST /_api/bookings-service/v2/multi_service_bookings/${id}/get_availability`,
        AVAILABILITY,
        'POST /v1/availability/multislot',
      ]),
    );
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.bookedEntity?.slot?.startDate)).toEqual([
      '2026-03-02T11:30:00',
      '2026-03-02T12:30:00',
    ]);

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
    await act(() =>
      result.current.pending.mutateAsync({
        id,
        options: { markAsPendingBookingsInfo: current, flowControlSettings: { skipPendingApprovalServiceValidation: true } as never },
      }),
    );
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.status)).toEqual(['PENDING', 'PENDING']);

    const remaining = await infos();
    calls.length = 0;
    await act(() => result.current.decline.mutateAsync({ id, options: { declineBookingsInfo: remaining } }));
    expect(result.current.msb.data?.bookings?.map((x) => x.booking?.status)).toEqual(['DECLINED', 'DECLINED']);
    expect(calls).toContain(AVAILABILITY);

    expect((await renderSuspenseHook(() => useSuspenseMultiServiceBooking(id), client, queryClient)).current.data.bookings).toHaveLength(2);
    expect(
      (await renderSuspenseHook(() => useSuspenseMultiServiceBookingAvailability(id), client, queryClient)).current.data,
    ).toBeDefined();
    expect(
      (await renderSuspenseHook(() => useSuspenseMultiServiceBookingAllowedActions([id]), client, queryClient)).current.data.results,
    ).toHaveLength(1);
    expect(
      (await renderSuspenseHook(() => useSuspenseMultiSlotAvailability(chains), client, queryClient)).current.data.items.length,
    ).toBeGreaterThan(0);
    expect(
      (await renderSuspenseHook(() => useSuspenseMultiSlotAvailabilityInfinite(chains), client, queryClient)).current.data.pages,
    ).toHaveLength(1);
  });
});
