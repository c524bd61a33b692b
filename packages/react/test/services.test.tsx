import { act, waitFor } from '@testing-library/react';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, DEMO_POLICY_IDS, DEMO_SERVICE_IDS, DEMO_SITE_ID, DEMO_STAFF_RESOURCE_IDS } from '@frontdesk/emulator';
import { scopeOf } from '../src/index.js';
import {
  serviceKeys,
  serviceQueries,
  useCloneService,
  useCreateService,
  useDeleteService,
  useDisablePricingPlansForService,
  useEnablePricingPlansForService,
  useSearchServices,
  useSearchServicesInfinite,
  useService,
  useServiceCategories,
  useServiceCount,
  useServiceLocations,
  useServicePolicies,
  useServices,
  useServicesInfinite,
  useSetCustomSlug,
  useSetServiceLocations,
  useSuspenseService,
  useSuspenseServiceCategories,
  useSuspenseServiceCount,
  useSuspenseServiceLocations,
  useSuspenseSearchServices,
  useSuspenseServicePolicies,
  useSuspenseServices,
  useSuspenseServicesInfinite,
  useUpdateService,
} from '../src/services/index.js';
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

describe('service keys and builders', () => {
  it('are hierarchical per scope and domain', () => {
    const client = ownerClient();
    expect(serviceQueries.detail(client, 's1').queryKey).toEqual(['frontdesk', OWNER, 'services', 'detail', 's1']);
    expect(serviceQueries.queryInfinite(client).queryKey).toEqual(['frontdesk', OWNER, 'services', 'query', 'infinite']);
    expect(serviceKeys.all('visitor')).toEqual(['frontdesk', 'visitor', 'services']);
    expect(serviceQueries.all(client)).toEqual({ queryKey: ['frontdesk', OWNER, 'services'] });
  });
});

describe('catalogue hooks (visitors)', () => {
  it('useService, useServices, useServicesInfinite, useServiceCount, policies, locations and categories', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(
      () => ({
        service: useService(DEMO_SERVICE_IDS.mindfulnessCourse, { conditionalFields: ['STAFF_MEMBER_DETAILS'] }),
        services: useServices({ filter: { type: 'APPOINTMENT' } }),
        pages: useServicesInfinite({ paging: { limit: 3 } }),
        count: useServiceCount({ filter: { type: 'CLASS' } }),
        policies: useServicePolicies({ filter: { 'bookingPolicy.id': DEMO_POLICY_IDS.classes } }),
        locations: useServiceLocations(),
        categories: useServiceCategories({ filter: { services: { type: 'COURSE' } } }),
      }),
      client,
    );
    await waitFor(() => expect(Object.values(result.current).every((r) => r.data !== undefined)).toBe(true));
    expect(result.current.service.data?.schedule?.firstSessionStart).toBeInstanceOf(Date);
    expect(result.current.service.data?.staffMemberDetails?.staffMembers?.[0]?.name).toBe('Maya Chen');
    expect(result.current.services.data?.items.map((s) => s.name).sort()).toEqual(['Intro Consultation', 'Private Yoga Session']);
    expect(result.current.count.data?.count).toBe(1);
    expect(result.current.policies.data?.items[0]?.bookingPolicy?.name).toBe('Class policy');
    expect(result.current.locations.data?.businessLocations?.locations?.[0]?.business?.address?.geocode?.latitude).toBe(40.7193);
    expect(result.current.categories.data?.categories?.map((c) => c.name)).toEqual(['Courses']);
    expect(result.current.pages.hasNextPage).toBe(true);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.hasNextPage).toBe(false);
  });

  it('Suspense variants', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    const service = await renderSuspenseHook(() => useSuspenseService(DEMO_SERVICE_IDS.vinyasaClass), client, queryClient);
    expect(service.sawFallback).toBe(true);
    expect(service.current.data.name).toBe('Vinyasa Flow');
    expect(
      (await renderSuspenseHook(() => useSuspenseServices({ paging: { limit: 2 } }), client, queryClient)).current.data.items,
    ).toHaveLength(2);
    expect(
      (await renderSuspenseHook(() => useSuspenseServicesInfinite({ paging: { limit: 2 } }), client, queryClient)).current.data.pages[0]
        ?.items,
    ).toHaveLength(2);
    expect((await renderSuspenseHook(() => useSuspenseServiceCount(), client, queryClient)).current.data.count).toBe(4);
    expect((await renderSuspenseHook(() => useSuspenseServicePolicies({}), client, queryClient)).current.data.items).toHaveLength(2);
    expect(
      (await renderSuspenseHook(() => useSuspenseServiceLocations(), client, queryClient)).current.data.businessLocations?.exists,
    ).toBe(true);
    expect((await renderSuspenseHook(() => useSuspenseServiceCategories(), client, queryClient)).current.data.categories).toHaveLength(3);
  });

  it('useService waits for an id given as skipToken', async () => {
    const { client, calls } = recordingOwner();
    const { result } = renderWithProvider(() => useService(skipToken), client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });
});

describe('owner service mutations', () => {
  const massage = {
    type: 'APPOINTMENT' as const,
    name: 'Massage',
    payment: { rateType: 'FIXED', fixed: { price: { value: '90', currency: 'USD' } }, options: { online: true } },
    schedule: { availabilityConstraints: { sessionDurations: [60] } },
    staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
  };

  it('create, update, set locations, pricing plans and slug write the detail and refresh the lists', async () => {
    const { client, calls } = recordingOwner();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        count: useServiceCount(),
        create: useCreateService(),
        update: useUpdateService(),
        locations: useSetServiceLocations(),
        enable: useEnablePricingPlansForService(),
        disable: useDisablePricingPlansForService(),
        slug: useSetCustomSlug(),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.count.data?.count).toBe(4));
    const created = await act(() => result.current.create.mutateAsync(massage));
    await waitFor(() => expect(result.current.count.data?.count).toBe(5));
    const detailKey = serviceQueries.detail(client, created.id!).queryKey;
    expect(queryClient.getQueryData(detailKey)?.name).toBe('Massage');
    await act(() =>
      result.current.update.mutateAsync({
        id: created.id!,
        service: { revision: created.revision!, name: 'Massage+' },
        options: { mask: ['name'] },
      }),
    );
    expect(queryClient.getQueryData(detailKey)?.revision).toBe('2');
    await act(() => result.current.locations.mutateAsync({ id: created.id!, locations: [{ type: 'CUSTOMER' }] }));
    expect(queryClient.getQueryData(detailKey)?.locations?.[0]?.type).toBe('CUSTOMER');
    await act(() => result.current.enable.mutateAsync({ id: created.id!, pricingPlanIds: [DEMO_PLAN_IDS.monthly] }));
    expect(queryClient.getQueryData(detailKey)?.payment?.pricingPlanIds).toEqual([DEMO_PLAN_IDS.monthly]);
    await act(() => result.current.disable.mutateAsync({ id: created.id!, pricingPlanIds: [DEMO_PLAN_IDS.monthly] }));
    expect(queryClient.getQueryData(detailKey)?.payment?.pricingPlanIds).toEqual([]);
    await act(() => result.current.slug.mutateAsync({ id: created.id!, slug: 'deep-massage' }));
    expect(queryClient.getQueryData(detailKey)?.mainSlug?.name).toBe('deep-massage');
    expect(calls.filter((c) => c === 'POST /_api/bookings/v2/services/count').length).toBeGreaterThanOrEqual(2);
  });

  it('clone and delete refresh the lists; a stale revision is a typed ConflictError', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(
      () => ({ count: useServiceCount(), clone: useCloneService(), remove: useDeleteService(), update: useUpdateService() }),
      client,
    );
    await waitFor(() => expect(result.current.count.data?.count).toBe(4));
    const { service } = await act(() => result.current.clone.mutateAsync(DEMO_SERVICE_IDS.vinyasaClass));
    await waitFor(() => expect(result.current.count.data?.count).toBe(5));
    await act(() => result.current.remove.mutateAsync(service!.id!));
    await waitFor(() => expect(result.current.count.data?.count).toBe(4));
    await act(async () => {
      await result.current.update
        .mutateAsync({ id: DEMO_SERVICE_IDS.vinyasaClass, service: { revision: '9', name: 'X' } })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.update.error?.name).toBe('ConflictError'));
  });

  it('useSearchServices keeps services and aggregations (plain, Suspense, infinite); creating a service refetches the search', async () => {
    const { client, calls } = recordingOwner();
    const queryClient = freshQueryClient();
    const types = {
      name: 'types',
      type: 'VALUE' as const,
      fieldPath: 'type',
      value: { sortType: 'VALUE' as const, sortDirection: 'ASC' as const },
    };
    const { result } = renderWithProvider(
      () => ({
        search: useSearchServices({ aggregations: [types] }),
        pages: useSearchServicesInfinite({ cursorPaging: { limit: 3 }, aggregations: [types] }),
        create: useCreateService(),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.search.data && result.current.pages.data).toBeTruthy());
    const counts = (data: typeof result.current.search.data) =>
      data?.aggregationData?.results?.[0]?.values?.results?.map((bucket) => [bucket.value, bucket.count]);
    expect(result.current.search.data?.services).toHaveLength(4);
    expect(result.current.search.data?.pagingMetadata?.count).toBe(4);
    expect(counts(result.current.search.data)).toEqual([
      ['APPOINTMENT', 2],
      ['CLASS', 1],
      ['COURSE', 1],
    ]);
    expect(serviceQueries.search(client, { aggregations: [types] }).queryKey).toEqual([
      'frontdesk',
      OWNER,
      'services',
      'search',
      { aggregations: [types] },
    ]);
    expect(serviceKeys.searchInfinite(OWNER)).toEqual(['frontdesk', OWNER, 'services', 'search', 'infinite']);

    const firstPage = result.current.pages.data?.pages[0];
    expect(firstPage?.services).toHaveLength(3);
    expect(counts(firstPage)).toEqual([
      ['APPOINTMENT', 2],
      ['CLASS', 1],
      ['COURSE', 1],
    ]);
    expect(result.current.pages.hasNextPage).toBe(true);
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2));
    expect(result.current.pages.data?.pages[1]?.services).toHaveLength(1);
    expect(result.current.pages.hasNextPage).toBe(false);

    const searches = () => calls.filter((c) => c === 'POST /_api/bookings/v2/services/search').length;
    const before = searches();
    await act(() => result.current.create.mutateAsync(massage));
    await waitFor(() => expect(result.current.search.data?.services).toHaveLength(5));
    expect(counts(result.current.search.data)).toEqual([
      ['APPOINTMENT', 3],
      ['CLASS', 1],
      ['COURSE', 1],
    ]);
    expect(searches()).toBeGreaterThan(before);
    expect(
      queryClient.getQueryState(serviceQueries.searchInfinite(client, { cursorPaging: { limit: 3 }, aggregations: [types] }).queryKey)
        ?.dataUpdateCount,
    ).toBeGreaterThan(1);

    const suspense = await renderSuspenseHook(
      () => useSuspenseSearchServices({ search: { expression: 'yoga flow' }, aggregations: [types] }),
      oauthClient(),
      freshQueryClient(),
    );
    expect(suspense.current.data.services.map((s) => s.name)).toEqual(['Private Yoga Session', 'Vinyasa Flow']);
    expect(counts(suspense.current.data)).toEqual([
      ['APPOINTMENT', 1],
      ['CLASS', 1],
    ]);
  });

  it('a visitor cannot create services', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => useCreateService(), client);
    await act(async () => {
      await result.current.mutateAsync(massage).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.name).toBe('PermissionError'));
    expect(scopeOf(client)).toBe('visitor');
  });
});
