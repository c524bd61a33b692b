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
import { go, type Navigate } from './auth/navigate.js';
import type { FrontdeskInfiniteQueryOptions, FrontdeskMutationOptions, FrontdeskQueryOptions } from './build.js';
import { useFrontdeskContext } from './context.js';
import type { FrontdeskQueryKey } from './keys.js';
import type { PageData, PageParam } from './page-data.js';
import { isIdentityReady, whenIdentityReady } from './scope.js';

/**
 * The data a hook gives: what `select` returns when it is passed, else the query data. A hook's
 * `TData` is inferred from `select`; without one it stays `unknown` for this type (as in
 * `ReturnType<typeof usePlan>`), which means the query data.
 */
export type Selected<TQueryData, TData> = unknown extends TData ? TQueryData : TData;

/**
 * The data of an infinite query: its pages ({@link PageData}) and page parameters.
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
 */
export type SuspenseInfiniteQueryHookOptions<TItem, TData = InfinitePages<TItem>> = Omit<
  InfiniteQueryHookOptions<TItem, TData>,
  'enabled' | 'placeholderData' | 'throwOnError'
>;

/**
 * What a query hook returns: `useQuery`'s result over the selected data (see {@link Selected}).
 */
export type QueryHookResult<TQueryData, TData = TQueryData> = UseQueryResult<Selected<TQueryData, TData>, FrontdeskError>;

/**
 * What a Suspense query hook returns.
 */
export type SuspenseQueryHookResult<TQueryData, TData = TQueryData> = UseSuspenseQueryResult<Selected<TQueryData, TData>, FrontdeskError>;

/**
 * What an infinite query hook returns.
 */
export type InfiniteQueryHookResult<TItem, TData = InfinitePages<TItem>> = UseInfiniteQueryResult<
  Selected<InfinitePages<TItem>, TData>,
  FrontdeskError
>;

/**
 * What a Suspense infinite query hook returns.
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

/** What a builder gives a read hook: TanStack options, or a hook's own options (with `enabled`). */
type AnyOptions = { enabled?: unknown };

/**
 * The options a read hook passes to TanStack: the builder's, then the caller's; the query waits
 * (disabled) until the stored identity is loaded, and a `skipToken` argument disables it.
 */
function useReadOptions(build: (client: FrontdeskClient<any>) => object, options: AnyOptions | undefined, skip: boolean) {
  const { client, queryClient, ready } = useFrontdeskContext();
  const isReady = ready || isIdentityReady(client);
  const merged = {
    ...build(client),
    ...options,
    ...(skip ? { queryFn: skipToken } : {}),
    enabled: isReady && !skip ? (options?.enabled ?? true) : false,
  };
  return { merged, queryClient };
}

/** The options a Suspense hook passes to TanStack: it suspends until the stored identity is loaded. */
function useSuspenseOptions(build: (client: FrontdeskClient<any>) => object, options: object | undefined) {
  const { client, queryClient, ready } = useFrontdeskContext();
  if (!ready && !isIdentityReady(client)) throw whenIdentityReady(client);
  return { merged: { ...build(client), ...options }, queryClient };
}

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
  const { merged, queryClient } = useReadOptions(build, options, skip);
  return useQuery(merged as UseQueryOptions<TQueryData, FrontdeskError, Selected<TQueryData, TData>, FrontdeskQueryKey>, queryClient);
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
  const { merged, queryClient } = useSuspenseOptions(build, options);
  return useSuspenseQuery(
    merged as UseSuspenseQueryOptions<TQueryData, FrontdeskError, Selected<TQueryData, TData>, FrontdeskQueryKey>,
    queryClient,
  );
}

/**
 * {@link useFrontdeskInfiniteQuery} over any page type (`TPage`), for builders whose pages are not
 * {@link PageData} (the services search keeps its aggregations on each page).
 */
export function useInfinitePagesQuery<TPage, TSelected>(
  build: (client: FrontdeskClient<any>) => object,
  options: AnyOptions | undefined,
  skip: boolean,
): UseInfiniteQueryResult<TSelected, FrontdeskError> {
  const { merged, queryClient } = useReadOptions(build, options, skip);
  return useInfiniteQuery(merged as UseInfiniteQueryOptions<TPage, FrontdeskError, TSelected, FrontdeskQueryKey, PageParam>, queryClient);
}

/** The Suspense counterpart of {@link useInfinitePagesQuery}. */
export function useSuspenseInfinitePagesQuery<TPage, TSelected>(
  build: (client: FrontdeskClient<any>) => object,
  options: object | undefined,
): UseSuspenseInfiniteQueryResult<TSelected, FrontdeskError> {
  const { merged, queryClient } = useSuspenseOptions(build, options);
  return useSuspenseInfiniteQuery(
    merged as UseSuspenseInfiniteQueryOptions<TPage, FrontdeskError, TSelected, FrontdeskQueryKey, PageParam>,
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
  return useInfinitePagesQuery<PageData<TItem>, Selected<InfinitePages<TItem>, TData>>(build, options, skip);
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
  return useSuspenseInfinitePagesQuery<PageData<TItem>, Selected<InfinitePages<TItem>, TData>>(build, options);
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

/*
 * Each domain's hooks are one declaration each: `export const usePlan = queryHook(detail, 1)`. A
 * hook takes its builder's arguments, then the hook options (`select`, `staleTime`, `enabled`...),
 * and returns what `useQuery` (or its Suspense or infinite form) does. The hooks that take
 * `skipToken` have a named type ({@link QueryHook}, {@link InfiniteQueryHook}): a declaration file
 * can refer to an interface by name, whereas an inline type would have to name TanStack's
 * `skipToken` symbol in every domain's module (TS2527).
 */

/** `'0' | '1' | ... | 'N-1'`: the tuple indices below `N`. */
type IndexBelow<N extends number, Seen extends unknown[] = []> = Seen['length'] extends N
  ? never
  : `${Seen['length']}` | IndexBelow<N, [...Seen, unknown]>;

/** A builder's arguments, the first `N` of them also taking `skipToken` (labels and optionality kept). */
type SkipLeading<A extends readonly unknown[], N extends number> = { [K in keyof A]: K extends IndexBelow<N> ? A[K] | SkipToken : A[K] };

/**
 * A query hook that takes `skipToken`: the builder's arguments `A` (the first `N` of them also
 * `skipToken`, which keeps the query waiting, disabled), then the hook options.
 */
export type QueryHook<A extends unknown[], TQueryData, N extends number = 0> = <TData = TQueryData>(
  ...args: [...SkipLeading<A, N>, hookOptions?: QueryHookOptions<TQueryData, TData>]
) => QueryHookResult<TQueryData, TData>;

/** An infinite query hook that takes `skipToken` (see {@link QueryHook}). */
export type InfiniteQueryHook<A extends unknown[], TItem, N extends number = 0> = <TData = InfinitePages<TItem>>(
  ...args: [...SkipLeading<A, N>, hookOptions?: InfiniteQueryHookOptions<TItem, TData>]
) => InfiniteQueryHookResult<TItem, TData>;

/**
 * The call's arguments and the hook options of a hook's arguments: the options follow the builder's
 * own arguments (its `length` counts the client, then each argument).
 */
function splitArgs(build: { length: number }, args: readonly unknown[]): [callArgs: unknown[], options: any] {
  const count = build.length - 1;
  return [args.slice(0, count), args[count]];
}

/**
 * A query hook for a builder: `(...builderArgs, hookOptions?)` runs `useFrontdeskQuery`; the first
 * `skippable` arguments also take `skipToken` (the hook waits, disabled, while one is given).
 *
 * @example
 * ```ts
 * export const usePlan = queryHook(planQueries.detail, 1); // usePlan(id | skipToken, hookOptions?)
 * ```
 */
export function queryHook<A extends unknown[], TQueryData, const N extends number = 0>(
  build: (client: FrontdeskClient<any>, ...args: A) => FrontdeskQueryOptions<TQueryData>,
  skippable?: N,
): QueryHook<A, TQueryData, N> {
  return <TData = TQueryData>(
    ...args: [...SkipLeading<A, N>, hookOptions?: QueryHookOptions<TQueryData, TData>]
  ): QueryHookResult<TQueryData, TData> => {
    const [callArgs, options] = splitArgs(build, args);
    return useFrontdeskQuery((client) => build(client, ...(callArgs as A)), options, hasSkipToken(callArgs.slice(0, skippable ?? 0)));
  };
}

/**
 * The Suspense query hook for a builder: `(...builderArgs, hookOptions?)` runs `useFrontdeskSuspenseQuery`.
 *
 * @example
 * ```ts
 * export const useSuspensePlan = suspenseQueryHook(planQueries.detail); // useSuspensePlan(id, hookOptions?)
 * ```
 */
export function suspenseQueryHook<A extends unknown[], TQueryData>(
  build: (client: FrontdeskClient<any>, ...args: A) => FrontdeskQueryOptions<TQueryData>,
) {
  return <TData = TQueryData>(
    ...args: [...A, hookOptions?: SuspenseQueryHookOptions<TQueryData, TData>]
  ): SuspenseQueryHookResult<TQueryData, TData> => {
    const [callArgs, options] = splitArgs(build, args);
    return useFrontdeskSuspenseQuery((client) => build(client, ...(callArgs as A)), options);
  };
}

/**
 * The infinite query hook for an infinite builder (see {@link queryHook}).
 *
 * @example
 * ```ts
 * export const usePlansInfinite = infiniteQueryHook(planQueries.listInfinite, 1); // (options | skipToken, hookOptions?)
 * ```
 */
export function infiniteQueryHook<A extends unknown[], TItem, const N extends number = 0>(
  build: (client: FrontdeskClient<any>, ...args: A) => FrontdeskInfiniteQueryOptions<TItem>,
  skippable?: N,
): InfiniteQueryHook<A, TItem, N> {
  return <TData = InfinitePages<TItem>>(
    ...args: [...SkipLeading<A, N>, hookOptions?: InfiniteQueryHookOptions<TItem, TData>]
  ): InfiniteQueryHookResult<TItem, TData> => {
    const [callArgs, options] = splitArgs(build, args);
    return useFrontdeskInfiniteQuery(
      (client) => build(client, ...(callArgs as A)),
      options,
      hasSkipToken(callArgs.slice(0, skippable ?? 0)),
    );
  };
}

/**
 * The Suspense infinite query hook for an infinite builder.
 *
 * @example
 * ```ts
 * export const useSuspensePlansInfinite = suspenseInfiniteQueryHook(planQueries.listInfinite);
 * ```
 */
export function suspenseInfiniteQueryHook<A extends unknown[], TItem>(
  build: (client: FrontdeskClient<any>, ...args: A) => FrontdeskInfiniteQueryOptions<TItem>,
) {
  return <TData = InfinitePages<TItem>>(
    ...args: [...A, hookOptions?: SuspenseInfiniteQueryHookOptions<TItem, TData>]
  ): SuspenseInfiniteQueryHookResult<TItem, TData> => {
    const [callArgs, options] = splitArgs(build, args);
    return useFrontdeskSuspenseInfiniteQuery((client) => build(client, ...(callArgs as A)), options);
  };
}

/**
 * The mutation hook for a mutation builder: `(options?)` runs `useFrontdeskMutation`.
 *
 * @example
 * ```ts
 * export const useArchivePlan = mutationHook(planMutations.archive); // useArchivePlan(options?)
 * ```
 */
export function mutationHook<TData, TVariables, TOnMutateResult = unknown>(
  build: (client: FrontdeskClient<any>) => FrontdeskMutationOptions<TData, TVariables, TOnMutateResult>,
) {
  return (options?: MutationHookOptions<TData, TVariables>): UseMutationResult<TData, FrontdeskError, TVariables, TOnMutateResult> =>
    useFrontdeskMutation(build, options);
}

/**
 * The mutation hook of a write that sends the browser somewhere (the hosted login, logout or
 * checkout): after your `onSuccess`, it goes to `urlOf(result)`, unless the `navigate` option says
 * otherwise (`false` to only get the URL).
 *
 * @example
 * ```ts
 * export const useLogout = redirectingMutationHook(identityMutations.logout, (result) => result.logoutUrl);
 * ```
 */
export function redirectingMutationHook<TData, TVariables>(
  build: (client: FrontdeskClient<any>) => FrontdeskMutationOptions<TData, TVariables>,
  urlOf: (result: TData) => string,
) {
  return (
    options?: MutationHookOptions<TData, TVariables> & { navigate?: Navigate },
  ): UseMutationResult<TData, FrontdeskError, TVariables> => {
    const { navigate, ...rest } = options ?? {};
    return useFrontdeskMutation(build, {
      ...rest,
      onSuccess: async (result, ...more) => {
        await rest.onSuccess?.(result, ...more);
        go(urlOf(result), navigate);
      },
    });
  };
}
