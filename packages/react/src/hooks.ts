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
  type UseSuspenseInfiniteQueryResult,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import type { FrontdeskInfiniteQueryOptions, FrontdeskMutationOptions, FrontdeskQueryOptions } from './build.js';
import { useFrontdeskContext } from './context.js';
import type { FrontdeskQueryKey } from './keys.js';
import type { PageData, PageParam } from './page-data.js';
import { isIdentityReady, whenIdentityReady } from './scope.js';

/**
 * Options a query hook accepts besides its arguments: everything `useQuery` takes except the key, the
 * query function and `select` (use the builder with `useQuery` for `select`).
 *
 * @example
 * ```tsx
 * usePlan(planId, { staleTime: 60_000, enabled: open });
 * ```
 */
export type QueryHookOptions<TData> = Omit<
  UseQueryOptions<TData, FrontdeskError, TData, FrontdeskQueryKey>,
  'queryKey' | 'queryFn' | 'select'
>;

/**
 * Options a Suspense query hook accepts (no `enabled`, `placeholderData` or `throwOnError`: Suspense
 * decides those).
 *
 * @example
 * ```tsx
 * useSuspensePlan(planId, { staleTime: 60_000 });
 * ```
 */
export type SuspenseQueryHookOptions<TData> = Omit<QueryHookOptions<TData>, 'enabled' | 'placeholderData' | 'throwOnError'>;

/**
 * Options an infinite query hook accepts besides its arguments (`maxPages`, `staleTime`, `enabled`...).
 *
 * @example
 * ```tsx
 * usePublicPlansInfinite({ paging: { limit: 12 } }, { maxPages: 5 });
 * ```
 */
export type InfiniteQueryHookOptions<TItem> = Omit<
  UseInfiniteQueryOptions<PageData<TItem>, FrontdeskError, InfiniteData<PageData<TItem>, PageParam>, FrontdeskQueryKey, PageParam>,
  'queryKey' | 'queryFn' | 'select' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

/**
 * Options a Suspense infinite query hook accepts.
 *
 * @example
 * ```tsx
 * useSuspensePublicPlansInfinite(query, { maxPages: 5 });
 * ```
 */
export type SuspenseInfiniteQueryHookOptions<TItem> = Omit<InfiniteQueryHookOptions<TItem>, 'enabled' | 'placeholderData' | 'throwOnError'>;

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
 * is loaded, and any `skipToken` argument disables the query. The base of every query hook.
 *
 * @example
 * ```tsx
 * export function usePlan(id: string | SkipToken, options?: QueryHookOptions<Plan>) {
 *   return useFrontdeskQuery((client) => planQueries.detail(client, id as string), options, hasSkipToken([id]));
 * }
 * ```
 */
export function useFrontdeskQuery<TData>(
  build: (client: FrontdeskClient<any>) => FrontdeskQueryOptions<TData>,
  options?: QueryHookOptions<TData>,
  skip = false,
): UseQueryResult<TData, FrontdeskError> {
  const { client, queryClient, ready } = useFrontdeskContext();
  const built = build(client);
  const isReady = ready || isIdentityReady(client);
  return useQuery(
    {
      ...built,
      ...options,
      ...(skip ? { queryFn: skipToken } : {}),
      enabled: isReady && !skip ? (options?.enabled ?? true) : false,
    } as FrontdeskQueryOptions<TData>,
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
export function useFrontdeskSuspenseQuery<TData>(
  build: (client: FrontdeskClient<any>) => FrontdeskQueryOptions<TData>,
  options?: SuspenseQueryHookOptions<TData>,
): UseSuspenseQueryResult<TData, FrontdeskError> {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseQuery({ ...build(client), ...options }, queryClient);
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
export function useFrontdeskInfiniteQuery<TItem>(
  build: (client: FrontdeskClient<any>) => FrontdeskInfiniteQueryOptions<TItem>,
  options?: InfiniteQueryHookOptions<TItem>,
  skip = false,
): UseInfiniteQueryResult<InfiniteData<PageData<TItem>, PageParam>, FrontdeskError> {
  const { client, queryClient, ready } = useFrontdeskContext();
  const built = build(client);
  const isReady = ready || isIdentityReady(client);
  return useInfiniteQuery(
    {
      ...built,
      ...options,
      ...(skip ? { queryFn: skipToken } : {}),
      enabled: isReady && !skip ? (options?.enabled ?? true) : false,
    } as FrontdeskInfiniteQueryOptions<TItem>,
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
export function useFrontdeskSuspenseInfiniteQuery<TItem>(
  build: (client: FrontdeskClient<any>) => FrontdeskInfiniteQueryOptions<TItem>,
  options?: SuspenseInfiniteQueryHookOptions<TItem>,
): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<TItem>, PageParam>, FrontdeskError> {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return useSuspenseInfiniteQuery({ ...build(client), ...options }, queryClient);
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
