'use client';

import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
  type InfiniteData,
  type SkipToken,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseInfiniteQueryOptions,
  type UseSuspenseInfiniteQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import type { FrontdeskInfiniteQueryOptions, FrontdeskMutationOptions, FrontdeskQueryOptions } from './build.js';
import { useFrontdeskContext } from './context.js';
import type { FrontdeskQueryKey } from './keys.js';
import type { PageData, PageParam } from './page-data.js';
import { isIdentityReady, whenIdentityReady } from './scope.js';

/**
 * The data a hook gives: what `select` returns when it is passed, else the query data. A hook's
 * `TData` is inferred from `select`; without one it stays `unknown` for this type (as in
 * `ReturnType<typeof usePlan>`), which means the query data.
 *
 * @example
 * ```ts
 * type Names = Selected<PageData<PublicPlan>, string[]>; // string[]
 * type Page = Selected<PageData<PublicPlan>, unknown>; // PageData<PublicPlan>
 * ```
 */
export type Selected<TQueryData, TData> = unknown extends TData ? TQueryData : TData;

/**
 * The data of an infinite query: its pages ({@link PageData}) and page parameters.
 *
 * @example
 * ```ts
 * const pages: InfinitePages<PublicPlan> | undefined = usePublicPlansInfinite().data;
 * ```
 */
export type InfinitePages<TItem> = InfiniteData<PageData<TItem>, PageParam>;

/**
 * Options a query hook accepts besides its arguments: everything `useQuery` takes except the key and
 * the query function. `select` picks or derives the data the hook gives (`TData`, inferred from it);
 * the cache keeps the whole query data.
 *
 * @example
 * ```tsx
 * usePlan(planId, { staleTime: 60_000, enabled: open });
 * const { data: names } = usePublicPlans(query, { select: (page) => page.items.map((plan) => plan.name) });
 * ```
 */
export type QueryHookOptions<TQueryData, TData = TQueryData> = Omit<
  UseQueryOptions<TQueryData, FrontdeskError, TData, FrontdeskQueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * Options a Suspense query hook accepts (no `enabled`, `placeholderData` or `throwOnError`: Suspense
 * decides those).
 *
 * @example
 * ```tsx
 * useSuspensePlan(planId, { staleTime: 60_000, select: (plan) => plan.name });
 * ```
 */
export type SuspenseQueryHookOptions<TQueryData, TData = TQueryData> = Omit<
  QueryHookOptions<TQueryData, TData>,
  'enabled' | 'placeholderData' | 'throwOnError'
>;

/**
 * Options an infinite query hook accepts besides its arguments (`maxPages`, `staleTime`, `enabled`,
 * `select`...).
 *
 * @example
 * ```tsx
 * usePublicPlansInfinite({ paging: { limit: 12 } }, { maxPages: 5 });
 * usePublicPlansInfinite(query, { select: (data) => data.pages.flatMap((page) => page.items) });
 * ```
 */
export type InfiniteQueryHookOptions<TItem, TData = InfinitePages<TItem>> = Omit<
  UseInfiniteQueryOptions<PageData<TItem>, FrontdeskError, TData, FrontdeskQueryKey, PageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

/**
 * Options a Suspense infinite query hook accepts.
 *
 * @example
 * ```tsx
 * useSuspensePublicPlansInfinite(query, { maxPages: 5 });
 * ```
 */
export type SuspenseInfiniteQueryHookOptions<TItem, TData = InfinitePages<TItem>> = Omit<
  InfiniteQueryHookOptions<TItem, TData>,
  'enabled' | 'placeholderData' | 'throwOnError'
>;

/**
 * What a query hook returns: `useQuery`'s result over the selected data (see {@link Selected}).
 *
 * @example
 * ```ts
 * const result: QueryHookResult<Plan> = usePlan(planId);
 * ```
 */
export type QueryHookResult<TQueryData, TData = TQueryData> = UseQueryResult<Selected<TQueryData, TData>, FrontdeskError>;

/**
 * What a Suspense query hook returns.
 *
 * @example
 * ```ts
 * const result: SuspenseQueryHookResult<Plan, string> = useSuspensePlan(planId, { select: (plan) => plan.name });
 * ```
 */
export type SuspenseQueryHookResult<TQueryData, TData = TQueryData> = UseSuspenseQueryResult<Selected<TQueryData, TData>, FrontdeskError>;

/**
 * What an infinite query hook returns.
 *
 * @example
 * ```ts
 * const result: InfiniteQueryHookResult<PublicPlan> = usePublicPlansInfinite(query);
 * ```
 */
export type InfiniteQueryHookResult<TItem, TData = InfinitePages<TItem>> = UseInfiniteQueryResult<
  Selected<InfinitePages<TItem>, TData>,
  FrontdeskError
>;

/**
 * What a Suspense infinite query hook returns.
 *
 * @example
 * ```ts
 * const result: SuspenseInfiniteQueryHookResult<PublicPlan> = useSuspensePublicPlansInfinite(query);
 * ```
 */
export type SuspenseInfiniteQueryHookResult<TItem, TData = InfinitePages<TItem>> = UseSuspenseInfiniteQueryResult<
  Selected<InfinitePages<TItem>, TData>,
  FrontdeskError
>;

/**
 * Options a mutation hook accepts: everything `useMutation` takes except the key and the function.
 * Your `onSuccess`, `onError` and `onSettled` run after the hook's own cache updates.
 *
 * @example
 * ```tsx
 * useArchivePlan({ onSuccess: () => toast('Archived') });
 * ```
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, FrontdeskError, TVariables, unknown>,
  'mutationKey' | 'mutationFn' | 'onMutate'
>;

/**
 * Whether any argument asks to skip the query (`skipToken`).
 *
 * @example
 * ```ts
 * useFrontdeskQuery((client) => planQueries.detail(client, id as string), options, hasSkipToken([id]));
 * ```
 */
export function hasSkipToken(args: readonly unknown[]): boolean {
  return args.some((arg) => arg === skipToken);
}

/** Replaces `SkipToken` arguments by their real types (for building the options when not skipped). */
export type Skippable<A extends readonly unknown[]> = { [K in keyof A]: A[K] | SkipToken };

/**
 * Runs a query builder with the provider's client: queries wait (disabled) until the stored identity
 * is loaded, and any `skipToken` argument disables the query. The base of every query hook: `select`
 * in the options gives the hook its data type (`TData`), as with `useQuery`.
 *
 * @example
 * ```tsx
 * export function usePlan<TData = Plan>(id: string | SkipToken, options?: QueryHookOptions<Plan, TData>) {
 *   return useFrontdeskQuery((client) => planQueries.detail(client, id as string), options, hasSkipToken([id]));
 * }
 * const { data: name } = usePlan(planId, { select: (plan) => plan.name }); // string | undefined
 * ```
 */
export function useFrontdeskQuery<TQueryData, TData = TQueryData>(
  build: (client: FrontdeskClient<any>) => FrontdeskQueryOptions<TQueryData>,
  options?: QueryHookOptions<TQueryData, TData>,
  skip = false,
): QueryHookResult<TQueryData, TData> {
  const { client, queryClient, ready } = useFrontdeskContext();
  const built = build(client);
  const isReady = ready || isIdentityReady(client);
  return useQuery(
    {
      ...built,
      ...options,
      ...(skip ? { queryFn: skipToken } : {}),
      enabled: isReady && !skip ? (options?.enabled ?? true) : false,
    } as UseQueryOptions<TQueryData, FrontdeskError, Selected<TQueryData, TData>, FrontdeskQueryKey>,
    queryClient,
  );
}

/**
 * The Suspense counterpart of {@link useFrontdeskQuery}: suspends until the stored identity is loaded,
 * then until the data is there.
 *
 * @example
 * ```tsx
 * export function useSuspensePlan(id: string) {
 *   return useFrontdeskSuspenseQuery((client) => planQueries.detail(client, id));
 * }
 * ```
 */
export function useFrontdeskSuspenseQuery<TQueryData, TData = TQueryData>(
  build: (client: FrontdeskClient<any>) => FrontdeskQueryOptions<TQueryData>,
  options?: SuspenseQueryHookOptions<TQueryData, TData>,
): SuspenseQueryHookResult<TQueryData, TData> {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseQuery(
    { ...build(client), ...options } as UseSuspenseQueryOptions<TQueryData, FrontdeskError, Selected<TQueryData, TData>, FrontdeskQueryKey>,
    queryClient,
  );
}

/**
 * Runs an infinite query builder with the provider's client (see {@link useFrontdeskQuery}).
 *
 * @example
 * ```tsx
 * export function usePublicPlansInfinite(query?: PlansQuery) {
 *   return useFrontdeskInfiniteQuery((client) => planQueries.publicQueryInfinite(client, query));
 * }
 * ```
 */
export function useFrontdeskInfiniteQuery<TItem, TData = InfinitePages<TItem>>(
  build: (client: FrontdeskClient<any>) => FrontdeskInfiniteQueryOptions<TItem>,
  options?: InfiniteQueryHookOptions<TItem, TData>,
  skip = false,
): InfiniteQueryHookResult<TItem, TData> {
  const { client, queryClient, ready } = useFrontdeskContext();
  const built = build(client);
  const isReady = ready || isIdentityReady(client);
  return useInfiniteQuery(
    {
      ...built,
      ...options,
      ...(skip ? { queryFn: skipToken } : {}),
      enabled: isReady && !skip ? (options?.enabled ?? true) : false,
    } as UseInfiniteQueryOptions<PageData<TItem>, FrontdeskError, Selected<InfinitePages<TItem>, TData>, FrontdeskQueryKey, PageParam>,
    queryClient,
  );
}

/**
 * The Suspense counterpart of {@link useFrontdeskInfiniteQuery}.
 *
 * @example
 * ```tsx
 * export function useSuspensePublicPlansInfinite(query?: PlansQuery) {
 *   return useFrontdeskSuspenseInfiniteQuery((client) => planQueries.publicQueryInfinite(client, query));
 * }
 * ```
 */
export function useFrontdeskSuspenseInfiniteQuery<TItem, TData = InfinitePages<TItem>>(
  build: (client: FrontdeskClient<any>) => FrontdeskInfiniteQueryOptions<TItem>,
  options?: SuspenseInfiniteQueryHookOptions<TItem, TData>,
): SuspenseInfiniteQueryHookResult<TItem, TData> {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseInfiniteQuery(
    { ...build(client), ...options } as UseSuspenseInfiniteQueryOptions<
      PageData<TItem>,
      FrontdeskError,
      Selected<InfinitePages<TItem>, TData>,
      FrontdeskQueryKey,
      PageParam
    >,
    queryClient,
  );
}

/**
 * Runs a mutation builder with the provider's client. The builder's cache updates run first; your
 * `onSuccess`/`onError`/`onSettled` run after them.
 *
 * @example
 * ```tsx
 * export function useArchivePlan(options?: MutationHookOptions<void, string>) {
 *   return useFrontdeskMutation(planMutations.archive, options);
 * }
 * ```
 */
export function useFrontdeskMutation<TData, TVariables, TOnMutateResult>(
  build: (client: FrontdeskClient<any>) => FrontdeskMutationOptions<TData, TVariables, TOnMutateResult>,
  options?: MutationHookOptions<TData, TVariables>,
): UseMutationResult<TData, FrontdeskError, TVariables, TOnMutateResult> {
  const { client, queryClient } = useFrontdeskContext();
  const built = build(client);
  return useMutation<TData, FrontdeskError, TVariables, TOnMutateResult>(
    {
      ...(options as UseMutationOptions<TData, FrontdeskError, TVariables, TOnMutateResult>),
      mutationKey: built.mutationKey,
      mutationFn: built.mutationFn,
      onMutate: built.onMutate,
      retry: options?.retry ?? built.retry,
      onSuccess: async (...args) => {
        await built.onSuccess?.(...args);
        await options?.onSuccess?.(...(args as unknown as Parameters<NonNullable<typeof options.onSuccess>>));
      },
      onError: async (...args) => {
        await built.onError?.(...args);
        await options?.onError?.(...(args as unknown as Parameters<NonNullable<typeof options.onError>>));
      },
      onSettled: async (...args) => {
        await built.onSettled?.(...args);
        await options?.onSettled?.(...(args as unknown as Parameters<NonNullable<typeof options.onSettled>>));
      },
    },
    queryClient,
  );
}
