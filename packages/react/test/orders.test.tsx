import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOfflineOrder } from '@frontdesk/orders';
import { DEMO_COUPON_CODE, DEMO_MEMBER_ID, DEMO_PLAN_IDS } from '@frontdesk/emulator';
import { scopeOf } from '../src/index.js';
import {
  orderKeys,
  orderQueries,
  useCancelOrder,
  useCheckoutOrder,
  useCreateOfflineOrder,
  useCreateOnlineOrder,
  useCreatePlanCheckout,
  useManagementOrder,
  useManagementOrders,
  useManagementOrdersInfinite,
  useMarkAsPaid,
  useMemberOrder,
  useMemberOrders,
  useMemberOrdersInfinite,
  useOfflineOrderPreview,
  useOnlineOrderPreview,
  usePauseOrder,
  usePostponeEndDate,
  usePricePreview,
  useRequestCancellation,
  useRequestCancellationOptimistic,
  useResumeOrder,
  useSuspenseManagementOrder,
  useSuspenseManagementOrders,
  useSuspenseManagementOrdersInfinite,
  useSuspenseMemberOrder,
  useSuspenseMemberOrders,
  useSuspenseMemberOrdersInfinite,
  useSuspenseOfflineOrderPreview,
  useSuspenseOnlineOrderPreview,
  useSuspensePricePreview,
} from '../src/orders/index.js';
import {
  freshQueryClient,
  oauthClient,
  ownerClient,
  recordingFetch,
  recordingOwner,
  renderSuspenseHook,
  signInAs,
  useEmulator,
  renderWithProvider,
} from './helpers.js';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { DEMO_CLIENT_ID } from '@frontdesk/emulator';

const env = useEmulator();

/** Two paid, active orders of the demo member (yearly and 3-month plans), created by the owner. */
async function seedOrders(): Promise<{ yearly: string; threeMonths: string }> {
  const owner = ownerClient();
  const yearly = await createOfflineOrder(owner, DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID, { paid: true });
  const threeMonths = await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID, { paid: true });
  return { yearly: yearly.order.id, threeMonths: threeMonths.order.id };
}

/** The demo member's client, recording its requests. */
async function member() {
  const { fetch, calls } = recordingFetch();
  const client = createClient({ fetch, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage(), flowStorage: memoryStorage() }) });
  await signInAs(env.emulator, client, DEMO_MEMBER_ID);
  calls.length = 0;
  return { client, calls };
}

describe('member order hooks', () => {
  it('useMemberOrders, useMemberOrder and useMemberOrdersInfinite, with Date fields, in the member scope', async () => {
    const ids = await seedOrders();
    const { client } = await member();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        list: useMemberOrders({ orderStatuses: ['ACTIVE'] }),
        one: useMemberOrder(ids.yearly),
        pages: useMemberOrdersInfinite({ limit: 1 }),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.list.data && result.current.one.data && result.current.pages.data).toBeTruthy());
    expect(result.current.list.data?.items.map((o) => o.id).sort()).toEqual([ids.yearly, ids.threeMonths].sort());
    expect(result.current.one.data).toMatchObject({ id: ids.yearly, status: 'ACTIVE', planId: DEMO_PLAN_IDS.yearly });
    expect(result.current.one.data?.startDate).toBeInstanceOf(Date);
    expect(result.current.one.data?.currentCycle?.startedDate).toBeInstanceOf(Date);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.hasNextPage).toBe(false);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.queryKey[1] === scopeOf(client)),
    ).toBe(true);
    expect(scopeOf(client)).toMatch(/^member:/);
  });

  it('Suspense variants of the member hooks', async () => {
    const ids = await seedOrders();
    const { client } = await member();
    const queryClient = freshQueryClient();
    expect((await renderSuspenseHook(() => useSuspenseMemberOrder(ids.threeMonths), client, queryClient)).current.data.id).toBe(
      ids.threeMonths,
    );
    expect((await renderSuspenseHook(() => useSuspenseMemberOrders(), client, queryClient)).current.data.items).toHaveLength(2);
    expect((await renderSuspenseHook(() => useSuspenseMemberOrdersInfinite({ limit: 1 }), client, queryClient)).current.hasNextPage).toBe(
      true,
    );
    const preview = await renderSuspenseHook(() => useSuspenseOnlineOrderPreview(DEMO_PLAN_IDS.monthly), client, queryClient);
    expect(preview.current.data.order?.planId).toBe(DEMO_PLAN_IDS.monthly);
  });

  it('previews: online (member), offline (owner), price (anyone)', async () => {
    const { client } = await member();
    const memberView = renderWithProvider(() => useOnlineOrderPreview(DEMO_PLAN_IDS.yearly, { couponCode: DEMO_COUPON_CODE }), client);
    const owner = ownerClient();
    const ownerView = renderWithProvider(() => useOfflineOrderPreview(DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID), owner);
    const visitor = oauthClient();
    const visitorView = renderWithProvider(() => usePricePreview(DEMO_PLAN_IDS.yearly, { couponCode: DEMO_COUPON_CODE }), visitor);
    await waitFor(() =>
      expect(memberView.result.current.data && ownerView.result.current.data && visitorView.result.current.data).toBeTruthy(),
    );
    expect(memberView.result.current.data?.order?.startDate).toBeInstanceOf(Date);
    expect(ownerView.result.current.data?.purchaseLimitExceeded).toBe(false);
    expect(visitorView.result.current.data).toBeDefined();
    expect((await renderSuspenseHook(() => useSuspensePricePreview(DEMO_PLAN_IDS.free), visitor)).current.data).toBeDefined();
    expect(
      (await renderSuspenseHook(() => useSuspenseOfflineOrderPreview(DEMO_PLAN_IDS.free, DEMO_MEMBER_ID), owner)).current.data.order,
    ).toBeDefined();
    // A visitor asking for the member preview: a typed 403, not retried.
    const refused = renderWithProvider(() => useOnlineOrderPreview(DEMO_PLAN_IDS.yearly), visitor);
    await waitFor(() => expect(refused.result.current.error?.name).toBe('PermissionError'));
    expect(refused.result.current.failureCount).toBe(1);
  });
});

describe('member order mutations', () => {
  it('useCreateOnlineOrder: writes the new order, refetches the member lists only', async () => {
    await seedOrders();
    const { client, calls } = await member();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(() => ({ list: useMemberOrders(), buy: useCreateOnlineOrder() }), client, queryClient);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));
    calls.length = 0;
    const { order } = await act(() => result.current.buy.mutateAsync({ planId: DEMO_PLAN_IDS.free, options: { submissionId: 'sub-1' } }));
    expect(calls).toEqual(['POST /pricing-plans/v2/checkout/orders/online', 'GET /pricing-plans/v2/member/orders']);
    expect(result.current.list.data?.items.map((o) => o.id)).toContain(order.id);
    expect(queryClient.getQueryData(orderQueries.memberDetail(client, order.id).queryKey)?.status).toBe(order.status);
  });

  it('useRequestCancellation: the order and the member lists refetch', async () => {
    const ids = await seedOrders();
    const { client, calls } = await member();
    const { result } = renderWithProvider(
      () => ({
        order: useMemberOrder(ids.yearly),
        other: useMemberOrder(ids.threeMonths),
        list: useMemberOrders(),
        cancel: useRequestCancellation(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.order.data && result.current.other.data && result.current.list.data).toBeTruthy());
    calls.length = 0;
    await act(() => result.current.cancel.mutateAsync({ id: ids.yearly, effectiveAt: 'IMMEDIATELY' }));
    expect(result.current.order.data?.status).toBe('CANCELED');
    expect(result.current.list.data?.items.find((o) => o.id === ids.yearly)?.status).toBe('CANCELED');
    expect([...calls].sort()).toEqual(
      [
        `POST /pricing-plans/v2/member/orders/${ids.yearly}/cancel`,
        `GET /pricing-plans/v2/member/orders/${ids.yearly}`,
        'GET /pricing-plans/v2/member/orders',
      ].sort(),
    );
  });

  it('useRequestCancellationOptimistic: shows the cancellation at once, then the server state', async () => {
    const ids = await seedOrders();
    const { client } = await member();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        order: useMemberOrder(ids.yearly),
        list: useMemberOrders(),
        pages: useMemberOrdersInfinite({ limit: 5 }),
        cancel: useRequestCancellationOptimistic(),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.order.data && result.current.list.data && result.current.pages.data).toBeTruthy());
    env.emulator.faults.inject({ path: `/pricing-plans/v2/member/orders/${ids.yearly}/cancel`, delayMs: 300 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.cancel.mutateAsync({ id: ids.yearly, effectiveAt: 'IMMEDIATELY' });
    });
    await waitFor(() => expect(result.current.order.data?.status).toBe('CANCELED'));
    expect(result.current.cancel.isPending).toBe(true);
    expect(result.current.order.data?.cancellation?.requestedDate).toBeInstanceOf(Date);
    expect(result.current.list.data?.items.find((o) => o.id === ids.yearly)?.status).toBe('CANCELED');
    expect(result.current.pages.data?.pages[0]?.items.find((o) => o.id === ids.yearly)?.status).toBe('CANCELED');
    expect(result.current.list.data?.items.find((o) => o.id === ids.threeMonths)?.status).toBe('ACTIVE');
    await act(() => done);
    await waitFor(() => expect(result.current.cancel.isSuccess).toBe(true));
    expect(result.current.order.data?.status).toBe('CANCELED');
    expect(result.current.order.data?.cancellation?.cause).toBe('MEMBER_ACTION');
  });

  it('useRequestCancellationOptimistic: rolls back the order and the lists when the server refuses', async () => {
    const ids = await seedOrders();
    const { client } = await member();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({ order: useMemberOrder(ids.yearly), list: useMemberOrders(), cancel: useRequestCancellationOptimistic() }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.order.data && result.current.list.data).toBeTruthy());
    const before = { order: result.current.order.data, list: result.current.list.data };
    env.emulator.faults.inject({ path: `/pricing-plans/v2/member/orders/${ids.yearly}/cancel`, delayMs: 300, status: 500 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.cancel.mutateAsync({ id: ids.yearly, effectiveAt: 'NEXT_PAYMENT_DATE' }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.order.data?.autoRenewCanceled).toBe(true));
    expect((await act(() => done)) as Error).toMatchObject({ name: 'ServerError' });
    await waitFor(() => expect(result.current.cancel.isError).toBe(true));
    expect(result.current.order.data?.autoRenewCanceled).toBeFalsy();
    expect(result.current.order.data).toEqual(before.order);
    expect(result.current.list.data).toEqual(before.list);
  });

  it('useCheckoutOrder reads the order of the return URL; idle without one', async () => {
    const ids = await seedOrders();
    const { client } = await member();
    const { result } = renderWithProvider(
      () => ({
        back: useCheckoutOrder(`http://localhost:3000/thanks?planOrderId=${ids.yearly}`),
        none: useCheckoutOrder('http://localhost:3000/plans'),
      }),
      client,
    );
    await waitFor(() => expect(result.current.back.query.data?.id).toBe(ids.yearly));
    expect(result.current.back.planOrderId).toBe(ids.yearly);
    expect(result.current.none.planOrderId).toBeUndefined();
    expect(result.current.none.query.fetchStatus).toBe('idle');
  });

  it('useCreatePlanCheckout creates the hosted checkout and navigates there', async () => {
    const { client } = await member();
    const visited: string[] = [];
    const { result } = renderWithProvider(() => useCreatePlanCheckout({ navigate: (url) => visited.push(url) }), client);
    const checkout = await act(() =>
      result.current.mutateAsync({
        planId: DEMO_PLAN_IDS.monthly,
        thankYouPageUrl: `${location.origin}/thanks`,
        postFlowUrl: `${location.origin}/plans`,
      }),
    );
    expect(visited).toEqual([checkout.url]);
    expect(checkout.url).toMatch(/^https?:\/\//);
  });
});

describe('owner order hooks', () => {
  it('useManagementOrder(s), infinite and Suspense variants', async () => {
    const ids = await seedOrders();
    const client = ownerClient();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        one: useManagementOrder(ids.yearly),
        list: useManagementOrders({ buyerIds: [DEMO_MEMBER_ID] }),
        pages: useManagementOrdersInfinite({ limit: 1 }),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.one.data && result.current.list.data && result.current.pages.data).toBeTruthy());
    expect(result.current.one.data?.order.startDate).toBeInstanceOf(Date);
    expect(result.current.list.data?.items).toHaveLength(2);
    expect(result.current.pages.hasNextPage).toBe(true);
    expect((await renderSuspenseHook(() => useSuspenseManagementOrder(ids.threeMonths), client, queryClient)).current.data.order.id).toBe(
      ids.threeMonths,
    );
    expect((await renderSuspenseHook(() => useSuspenseManagementOrders(), client, queryClient)).current.data.items).toHaveLength(2);
    expect(
      (await renderSuspenseHook(() => useSuspenseManagementOrdersInfinite({ limit: 5 }), client, queryClient)).current.data.pages,
    ).toHaveLength(1);
  });

  it('each owner action invalidates that order and the lists, nothing else', async () => {
    const ids = await seedOrders();
    const { client, calls } = recordingOwner();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        yearly: useManagementOrder(ids.yearly),
        other: useManagementOrder(ids.threeMonths),
        list: useManagementOrders(),
        create: useCreateOfflineOrder(),
        pause: usePauseOrder(),
        resume: useResumeOrder(),
        postpone: usePostponeEndDate(),
        cancel: useCancelOrder(),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.yearly.data && result.current.other.data && result.current.list.data).toBeTruthy());
    const expectCalls = (write: string, id = ids.yearly) =>
      expect([...calls].sort()).toEqual([write, `GET /pricing-plans/v2/orders/${id}`, 'GET /pricing-plans/v2/orders'].sort());

    calls.length = 0;
    await act(() => result.current.pause.mutateAsync(ids.yearly));
    expectCalls(`POST /pricing-plans/v2/orders/${ids.yearly}/pause`);
    expect(result.current.yearly.data?.order.status).toBe('PAUSED');

    calls.length = 0;
    await act(() => result.current.resume.mutateAsync(ids.yearly));
    expectCalls(`POST /pricing-plans/v2/orders/${ids.yearly}/resume`);
    expect(result.current.yearly.data?.order.status).toBe('ACTIVE');

    calls.length = 0;
    // A 3-month pass has an end date to postpone.
    const endDate = new Date(result.current.other.data!.order.endDate!.getTime() + 30 * 86_400_000);
    await act(() => result.current.postpone.mutateAsync({ id: ids.threeMonths, endDate }));
    expectCalls(`PATCH /pricing-plans/v2/orders/${ids.threeMonths}`, ids.threeMonths);
    expect(result.current.other.data?.order.endDate?.toISOString()).toBe(endDate.toISOString());

    // An unpaid offline order, marked as paid.
    const unpaid = await createOfflineOrder(ownerClient(), DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID, { paid: false });
    const view = renderWithProvider(() => ({ order: useManagementOrder(unpaid.order.id), paid: useMarkAsPaid() }), client, queryClient);
    await waitFor(() => expect(view.result.current.order.data?.order.lastPaymentStatus).toBe('UNPAID'));
    calls.length = 0;
    await act(() => view.result.current.paid.mutateAsync(unpaid.order.id));
    expectCalls(`POST /pricing-plans/v2/orders/${unpaid.order.id}/mark-as-paid`, unpaid.order.id);
    expect(view.result.current.order.data?.order.lastPaymentStatus).toBe('PAID');

    calls.length = 0;
    await act(() => result.current.cancel.mutateAsync({ id: ids.yearly, effectiveAt: 'IMMEDIATELY' }));
    expectCalls(`POST /pricing-plans/v2/orders/${ids.yearly}/cancel`);
    expect(result.current.yearly.data?.order.status).toBe('CANCELED');

    calls.length = 0;
    const created = await act(() => result.current.create.mutateAsync({ planId: DEMO_PLAN_IDS.free, memberId: DEMO_MEMBER_ID }));
    expect(calls).toEqual(['POST /pricing-plans/v2/checkout/orders/offline', 'GET /pricing-plans/v2/orders']);
    expect(queryClient.getQueryData(orderKeys.managementDetail(scopeOf(client), created.order.id))).toEqual(created);
    expect(result.current.list.data?.items.map((o) => o.id)).toContain(created.order.id);
  });
});
