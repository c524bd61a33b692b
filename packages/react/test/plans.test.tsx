import { act, waitFor } from '@testing-library/react';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, DEMO_SITE_ID } from '@frontdesk/emulator';
import { scopeOf } from '../src/index.js';
import {
  planKeys,
  planQueries,
  useArchivePlan,
  useClearPrimary,
  useCreatePlan,
  useMakePlanPrimary,
  usePlan,
  usePlans,
  usePlansInfinite,
  usePlanStats,
  usePublicPlanList,
  usePublicPlanListInfinite,
  usePublicPlans,
  usePublicPlansInfinite,
  useSetPlanVisibility,
  useSuspensePlan,
  useSuspensePlans,
  useSuspensePlansInfinite,
  useSuspensePlanStats,
  useSuspensePublicPlanList,
  useSuspensePublicPlanListInfinite,
  useSuspensePublicPlans,
  useSuspensePublicPlansInfinite,
  useUpdatePlan,
} from '../src/plans/index.js';
import {
  freshQueryClient,
  oauthClient,
  ownerClient,
  recordingOwner,
  renderSuspenseHook,
  useEmulator,
  renderWithProvider,
} from './helpers.js';

useEmulator();
const OWNER = `owner:${DEMO_SITE_ID}`;
const PUBLIC_IDS = [DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.yearly, DEMO_PLAN_IDS.free];

describe('plan keys and builders', () => {
  it('are hierarchical per scope and domain', () => {
    const client = ownerClient();
    expect(planQueries.detail(client, 'p1').queryKey).toEqual(['frontdesk', OWNER, 'plans', 'detail', 'p1']);
    expect(planQueries.publicQuery(client, { paging: { limit: 2 } }).queryKey).toEqual([
      'frontdesk',
      OWNER,
      'plans',
      'publicQuery',
      { paging: { limit: 2 } },
    ]);
    expect(planQueries.publicQueryInfinite(client).queryKey).toEqual(['frontdesk', OWNER, 'plans', 'publicQuery', 'infinite']);
    expect(planQueries.stats(client).queryKey).toEqual(planKeys.stats(OWNER));
    expect(planKeys.all('visitor')).toEqual(['frontdesk', 'visitor', 'plans']);
    expect(planQueries.all(client)).toEqual({ queryKey: ['frontdesk', OWNER, 'plans'] });
    expect(typeof planQueries.all().predicate).toBe('function');
  });
});

describe('select', () => {
  it('usePublicPlans gives what select returns; the cache keeps the whole page', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => usePublicPlans(undefined, { select: (page) => page.items.map((plan) => plan.id).sort() }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([...PUBLIC_IDS].sort());
    const cached = queryClient.getQueryData(planQueries.publicQuery(client).queryKey);
    expect(cached?.items).toHaveLength(3);
    expect(cached?.totalCount).toBe(3);
  });

  it('works in the infinite and Suspense hooks too', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () =>
        usePublicPlansInfinite(
          { paging: { limit: 2 } },
          { select: (data) => data.pages.flatMap((page) => page.items.map((plan) => plan.id)) },
        ),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect([...(result.current.data ?? [])].sort()).toEqual([...PUBLIC_IDS].sort());

    const suspense = await renderSuspenseHook(
      () => useSuspensePublicPlans(undefined, { select: (page) => page.totalCount }),
      client,
      queryClient,
    );
    expect(suspense.current.data).toBe(3);
  });
});

describe('public plan hooks (visitors)', () => {
  it('usePublicPlans returns a typed page with Date fields', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => usePublicPlans({ sort: [{ fieldName: 'createdDate', order: 'ASC' }] }), client);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.items.map((p) => p.id).sort()).toEqual([...PUBLIC_IDS].sort());
    expect(result.current.data?.items[0]?.createdDate).toBeInstanceOf(Date);
    expect(result.current.data?.totalCount).toBe(3);
  });

  it('usePublicPlansInfinite pages with offsets', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => usePublicPlansInfinite({ paging: { limit: 2 } }), client);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.pages.flatMap((p) => p.items.map((plan) => plan.id)).sort()).toEqual([...PUBLIC_IDS].sort());
  });

  it('usePublicPlanList and usePublicPlanListInfinite list in the site order', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(
      () => ({ one: usePublicPlanList({ planIds: [DEMO_PLAN_IDS.yearly] }), pages: usePublicPlanListInfinite({ limit: 1 }) }),
      client,
    );
    await waitFor(() => expect(result.current.one.data && result.current.pages.data).toBeDefined());
    expect(result.current.one.data?.items.map((p) => p.name)).toEqual(['Annual Membership']);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.data?.pageParams).toEqual([null, { offset: 1 }]);
  });

  it('Suspense variants of the public hooks', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    const plans = await renderSuspenseHook(() => useSuspensePublicPlans({ paging: { limit: 10 } }), client, queryClient);
    expect(plans.sawFallback).toBe(true);
    expect(plans.current.data.items).toHaveLength(3);
    const infinite = await renderSuspenseHook(() => useSuspensePublicPlansInfinite({ paging: { limit: 2 } }), client, queryClient);
    expect(infinite.current.data.pages[0]?.items).toHaveLength(2);
    const list = await renderSuspenseHook(() => useSuspensePublicPlanList({ limit: 5 }), client, queryClient);
    expect(list.current.data.items[0]?.updatedDate).toBeInstanceOf(Date);
    const listPages = await renderSuspenseHook(() => useSuspensePublicPlanListInfinite({ limit: 5 }), client, queryClient);
    expect(listPages.current.data.pages[0]?.items).toHaveLength(3);
  });

  it('a visitor cannot read owner calls: the 403 is typed and not retried', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => usePlanStats(), client);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.name).toBe('PermissionError');
    expect(result.current.failureCount).toBe(1);
  });
});

describe('owner plan hooks', () => {
  it('usePlan, usePlans, usePlansInfinite and usePlanStats', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(
      () => ({
        plan: usePlan(DEMO_PLAN_IDS.threeMonths),
        plans: usePlans({ public: 'HIDDEN' }),
        pages: usePlansInfinite({ limit: 3 }),
        stats: usePlanStats(),
      }),
      client,
    );
    await waitFor(() =>
      expect(result.current.plan.data && result.current.plans.data && result.current.pages.data && result.current.stats.data).toBeTruthy(),
    );
    expect(result.current.plan.data?.name).toBe('3-Month Intro Pass');
    expect(result.current.plan.data?.createdDate).toBeInstanceOf(Date);
    expect(result.current.plans.data?.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.threeMonths]);
    expect(result.current.stats.data?.totalPlans).toBe(4);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.hasNextPage).toBe(false);
  });

  it('usePlan waits for an id given as skipToken', async () => {
    const { client, calls } = recordingOwner();
    const { result } = renderWithProvider(() => usePlan(skipToken), client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('Suspense variants of the owner hooks', async () => {
    const client = ownerClient();
    const queryClient = freshQueryClient();
    expect((await renderSuspenseHook(() => useSuspensePlan(DEMO_PLAN_IDS.free), client, queryClient)).current.data.name).toBe('Community');
    expect((await renderSuspenseHook(() => useSuspensePlans(), client, queryClient)).current.data.items).toHaveLength(4);
    expect((await renderSuspenseHook(() => useSuspensePlansInfinite({ limit: 2 }), client, queryClient)).current.hasNextPage).toBe(true);
    expect((await renderSuspenseHook(() => useSuspensePlanStats(), client, queryClient)).current.data.totalPlans).toBe(4);
  });
});

describe('plan mutations invalidate exactly what they change', () => {
  function renderOwnerView() {
    const { client, calls } = recordingOwner();
    const queryClient = freshQueryClient();
    const view = renderWithProvider(
      () => ({
        monthly: usePlan(DEMO_PLAN_IDS.monthly),
        yearly: usePlan(DEMO_PLAN_IDS.yearly),
        publicPlans: usePublicPlans(),
        publicList: usePublicPlanList(),
        plans: usePlans({ archived: 'ARCHIVED_AND_ACTIVE' }),
        stats: usePlanStats(),
        create: useCreatePlan(),
        update: useUpdatePlan(),
        visibility: useSetPlanVisibility(),
        primary: useMakePlanPrimary(),
        clear: useClearPrimary(),
        archive: useArchivePlan(),
      }),
      client,
      queryClient,
    );
    const loaded = async () => {
      await waitFor(() => {
        const c = view.result.current;
        expect(c.monthly.data && c.yearly.data && c.publicPlans.data && c.publicList.data && c.plans.data && c.stats.data).toBeTruthy();
      });
      calls.length = 0;
    };
    return { ...view, client, calls, queryClient, loaded };
  }
  const sorted = (calls: string[]) => [...calls].sort();

  it('useCreatePlan: writes the new detail, refetches the lists and the stats', async () => {
    const view = renderOwnerView();
    await view.loaded();
    const created = await act(() =>
      view.result.current.create.mutateAsync({
        name: 'Gold',
        pricing: { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } },
      }),
    );
    expect(sorted(view.calls)).toEqual(
      sorted([
        'POST /pricing-plans/v2/plans',
        'POST /pricing-plans/v2/plans/public/query',
        'GET /pricing-plans/v2/plans/public',
        'GET /pricing-plans/v2/plans',
        'GET /pricing-plans/v2/plans/stats',
      ]),
    );
    expect(view.result.current.stats.data?.totalPlans).toBe(5);
    expect(view.result.current.plans.data?.items.map((p) => p.name)).toContain('Gold');
    expect(view.queryClient.getQueryData(planQueries.detail(view.client, created.id).queryKey)?.name).toBe('Gold');
  });

  it('useUpdatePlan: the detail shows the response, the lists refetch, the stats do not', async () => {
    const view = renderOwnerView();
    await view.loaded();
    await act(() =>
      view.result.current.update.mutateAsync({ plan: { id: DEMO_PLAN_IDS.monthly, name: 'Monthly+' }, options: { mask: ['name'] } }),
    );
    expect(view.result.current.monthly.data?.name).toBe('Monthly+');
    expect(sorted(view.calls)).toEqual(
      sorted([
        `PATCH /pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}`,
        'POST /pricing-plans/v2/plans/public/query',
        'GET /pricing-plans/v2/plans/public',
        'GET /pricing-plans/v2/plans',
      ]),
    );
    expect(view.result.current.publicPlans.data?.items.find((p) => p.id === DEMO_PLAN_IDS.monthly)?.name).toBe('Monthly+');
  });

  it('useSetPlanVisibility and useArchivePlan: the public lists change', async () => {
    const view = renderOwnerView();
    await view.loaded();
    await act(() => view.result.current.visibility.mutateAsync({ id: DEMO_PLAN_IDS.yearly, visible: false }));
    expect(view.result.current.yearly.data?.public).toBe(false);
    expect(view.result.current.publicPlans.data?.items.map((p) => p.id)).not.toContain(DEMO_PLAN_IDS.yearly);
    expect(view.calls).not.toContain(`GET /pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`);
    view.calls.length = 0;
    await act(() => view.result.current.archive.mutateAsync(DEMO_PLAN_IDS.free));
    expect(view.result.current.publicList.data?.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.monthly]);
    expect(view.calls).not.toContain('GET /pricing-plans/v2/plans/stats');
  });

  it('useMakePlanPrimary and useClearPrimary: every plan detail refetches (the old primary changed too)', async () => {
    const view = renderOwnerView();
    await view.loaded();
    expect(view.result.current.monthly.data?.primary).toBe(true);
    await act(() => view.result.current.primary.mutateAsync(DEMO_PLAN_IDS.yearly));
    expect(view.result.current.yearly.data?.primary).toBe(true);
    expect(view.result.current.monthly.data?.primary).toBeFalsy();
    expect(view.calls).toContain(`GET /pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}`);
    await act(() => view.result.current.clear.mutateAsync());
    expect(view.result.current.yearly.data?.primary).toBeFalsy();
    expect(view.calls).not.toContain('GET /pricing-plans/v2/plans/stats');
  });

  it('a visitor mutation error is typed and leaves the cache alone', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => useArchivePlan(), client);
    await act(async () => {
      await result.current.mutateAsync(DEMO_PLAN_IDS.free).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.name).toBe('PermissionError'));
    expect(scopeOf(client)).toBe('visitor');
  });
});
