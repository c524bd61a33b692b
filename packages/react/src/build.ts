import {
  infiniteQueryOptions,
  queryOptions,
  type DataTag,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UnusedSkipTokenInfiniteOptions,
  type UnusedSkipTokenOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { CallDeclaration, FrontdeskClient, FrontdeskError, Page } from '@frontdesk/core';
import { frontdeskRetry, frontdeskRetryDelay } from './defaults.js';
import { IdentityChangedError } from './errors.js';
import { callKey, KEY_ROOT, type FrontdeskQueryKey, type KeyedBuilder } from './keys.js';
import { nextPageParam, toPageData, withPageParam, type PageData, type PageParam } from './page-data.js';
import { identityAuthOf, isMemberScope, scopeOf, whenIdentityReady } from './scope.js';

/** Any declared Frontdesk call (`defineCall`): `name(client, ...args)` with its `declaration`. */
export type AnyCall = ((client: FrontdeskClient<any>, ...args: any[]) => Promise<unknown>) & {
  readonly declaration: CallDeclaration;
};

/** The positional arguments of a call, after the client. */
export type CallArgs<C> = C extends (client: FrontdeskClient<any>, ...args: infer A) => Promise<unknown> ? A : never;

/** What a call resolves to. */
export type CallResult<C> = C extends (...args: any[]) => Promise<infer R> ? R : never;

/** The item type of a paged call. */
export type PageItem<C> = CallResult<C> extends Page<infer T, any> ? T : never;

/** The query data of a call: {@link PageData} for paged calls, `null` in place of `undefined`. */
export type CallData<C> =
  CallResult<C> extends Page<infer T, any>
    ? PageData<T>
    : undefined extends CallResult<C>
      ? Exclude<CallResult<C>, undefined> | null
      : CallResult<C>;

/**
 * What every query builder returns: `queryOptions` for `useQuery`, `useSuspenseQuery`,
 * `prefetchQuery`, `ensureQueryData`..., with a key tagged with the data and error types (so
 * `queryClient.getQueryData(options.queryKey)` is typed).
 */
export type FrontdeskQueryOptions<TData> = UnusedSkipTokenOptions<TData, FrontdeskError, TData, FrontdeskQueryKey> & {
  queryKey: DataTag<FrontdeskQueryKey, TData, FrontdeskError>;
};

/** What every infinite query builder returns (`infiniteQueryOptions` over {@link PageData} pages). */
export type FrontdeskInfiniteQueryOptions<TItem> = UnusedSkipTokenInfiniteOptions<
  PageData<TItem>,
  FrontdeskError,
  InfiniteData<PageData<TItem>, PageParam>,
  FrontdeskQueryKey,
  PageParam
> & {
  queryKey: DataTag<FrontdeskQueryKey, InfiniteData<PageData<TItem>>, FrontdeskError>;
};

/** A mutation key: `['frontdesk', scope, domain, callName]`. */
export type FrontdeskMutationKey = readonly [typeof KEY_ROOT, string, string, string];

/** What every mutation builder returns (`mutationOptions` for `useMutation`). */
export type FrontdeskMutationOptions<TData, TVariables, TOnMutateResult = unknown> = UseMutationOptions<
  TData,
  FrontdeskError,
  TVariables,
  TOnMutateResult
> & { mutationKey: FrontdeskMutationKey };

/** A query builder made by {@link defineQuery}: `(client, ...args) => queryOptions`, plus its key factory. */
export interface QueryBuilder<C extends AnyCall> {
  (client: FrontdeskClient<any>, ...args: CallArgs<C>): FrontdeskQueryOptions<CallData<C>>;
  /** The query key for a scope and the call's arguments (fewer arguments give a prefix). */
  key(scope: string, ...args: Partial<CallArgs<C>>): FrontdeskQueryKey;
}

/** An infinite query builder made by {@link defineInfiniteQuery}. */
export interface InfiniteQueryBuilder<C extends AnyCall> {
  (client: FrontdeskClient<any>, ...args: CallArgs<C>): FrontdeskInfiniteQueryOptions<PageItem<C>>;
  /** The query key for a scope and the call's arguments. */
  key(scope: string, ...args: Partial<CallArgs<C>>): FrontdeskQueryKey;
}

/**
 * Runs `run` for the identity the key was built for, or refuses. The stored identity is loaded first;
 * if the client acts for someone else by then, or a member signs in or out while the call is in flight,
 * an {@link IdentityChangedError} is thrown so one identity's data is never cached under another's key.
 *
 * @example
 * ```ts
 * const plan = await runInScope(client, scopeOf(client), () => getPlan(client, id));
 * ```
 */
export async function runInScope<T>(client: FrontdeskClient<any>, keyScope: string, run: () => Promise<T>): Promise<T> {
  const identity = identityAuthOf(client);
  if (!identity) return run();
  await whenIdentityReady(client);
  const before = identity.identityScope();
  const current = scopeOf(client);
  if (current !== keyScope) throw new IdentityChangedError(keyScope, current);
  const result = await run();
  const after = identity.identityScope();
  // Visitor to visitor (including the first anonymous token) shares one scope; a member involved does not.
  if (after !== before && (isMemberScope(before) || isMemberScope(after))) {
    throw new IdentityChangedError(keyScope, scopeOf(client));
  }
  return result;
}

/** Converts a call's result to query data (`PageData` for pages, `null` for `undefined`). */
function toData(declaration: CallDeclaration, result: unknown): unknown {
  if (declaration.page && result && typeof result === 'object') return toPageData(result as Page<unknown, unknown>);
  return result === undefined ? null : result;
}

/**
 * The client a query function calls with: the query's `signal` (so unmounting or cancelling aborts
 * the request) and no transport retries. TanStack's policy (`frontdeskRetry`: 3 retries of 5xx,
 * 408, 429 and network errors, exponential backoff capped at 30 s) is the only retry loop for reads,
 * so the two never multiply.
 */
function queryClientFor(client: FrontdeskClient<any>, signal: AbortSignal): FrontdeskClient<any> {
  return client.with({ signal, retry: false });
}

/**
 * Turns a declared read call into a query builder: `(client, ...args) => queryOptions` with the key
 * `['frontdesk', scope, domain, kind, ...args]`, a query function that forwards `signal`, and the
 * Frontdesk retry policy. The shape every domain's `xxxQueries` follows.
 *
 * @example
 * ```ts
 * const detail = defineQuery('plans', 'detail', getPlan);
 * const { data } = useQuery(detail(client, planId));
 * detail.key(scopeOf(client), planId); // ['frontdesk', 'visitor', 'plans', 'detail', planId]
 * ```
 */
export function defineQuery<C extends AnyCall>(domain: string, kind: string, call: C): QueryBuilder<C> {
  const build = (client: FrontdeskClient<any>, ...args: CallArgs<C>) => {
    const scope = scopeOf(client);
    return queryOptions<CallData<C>, FrontdeskError, CallData<C>, FrontdeskQueryKey>({
      queryKey: callKey(scope, domain, kind, args),
      queryFn: ({ signal }) =>
        runInScope(client, scope, async () => toData(call.declaration, await call(queryClientFor(client, signal), ...args))) as Promise<
          CallData<C>
        >,
      retry: frontdeskRetry,
      retryDelay: frontdeskRetryDelay,
    });
  };
  build.key = (scope: string, ...args: unknown[]) => callKey(scope, domain, kind, args);
  return withArity(build, call) as QueryBuilder<C>;
}

/**
 * The marker after the kind that tells an infinite query's key from the plain one's.
 *
 * @example
 * ```ts
 * planQueries.publicQueryInfinite(client).queryKey; // ['frontdesk', 'visitor', 'plans', 'publicQuery', INFINITE]
 * ```
 */
export const INFINITE = 'infinite';

/**
 * Turns a declared paged call into an infinite query builder: pages are fetched with their own
 * offset or cursor (the page parameter), never with `Page.next()`, so each page request carries the
 * query's `signal` and refetches replay exactly the pages shown. The key is
 * `['frontdesk', scope, domain, kind, 'infinite', ...args]`.
 *
 * @example
 * ```ts
 * const publicQueryInfinite = defineInfiniteQuery('plans', 'publicQuery', queryPublicPlans);
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(publicQueryInfinite(client, { paging: { limit: 12 } }));
 * ```
 */
export function defineInfiniteQuery<C extends AnyCall>(domain: string, kind: string, call: C): InfiniteQueryBuilder<C> {
  if (!call.declaration.page) throw new TypeError(`${call.declaration.name} is not a paged call`);
  const build = (client: FrontdeskClient<any>, ...args: CallArgs<C>) => {
    const scope = scopeOf(client);
    return infiniteQueryOptions<
      PageData<PageItem<C>>,
      FrontdeskError,
      InfiniteData<PageData<PageItem<C>>, PageParam>,
      FrontdeskQueryKey,
      PageParam
    >({
      queryKey: callKey(scope, domain, kind, [INFINITE, ...args]),
      queryFn: ({ signal, pageParam }) =>
        runInScope(client, scope, async () => {
          const pageArgs = withPageParam(call.declaration, args, pageParam);
          const page = (await call(queryClientFor(client, signal), ...pageArgs)) as Page<PageItem<C>, unknown>;
          return toPageData(page);
        }),
      initialPageParam: null,
      getNextPageParam: (last) => nextPageParam(last),
      retry: frontdeskRetry,
      retryDelay: frontdeskRetryDelay,
    });
  };
  build.key = (scope: string, ...args: unknown[]) => callKey(scope, domain, kind, [INFINITE, ...args]);
  return withArity(build, call) as InfiniteQueryBuilder<C>;
}

/**
 * Gives a builder the `length` a hand-written `(client, ...callArgs)` function has: the client and
 * each of the call's positional arguments. The hook factories (`queryHook`...) read it to find the
 * hook options after the call's arguments.
 */
function withArity<B extends (...args: any[]) => unknown>(build: B, call: AnyCall): B {
  return Object.defineProperty(build, 'length', { value: 1 + call.declaration.args.length });
}

/** How a write call becomes a mutation: its variables, and the cache entries it changes. */
export interface MutationSpec<C extends AnyCall, TVariables> {
  /** The domain of the mutation key. */
  domain: string;
  call: C;
  /** The call's positional arguments from the mutation's variables (return them `as const`). */
  args: (variables: TVariables) => Readonly<CallArgs<C>>;
  /** Writes the response into the cache (`setQueryData`) before invalidation. */
  update?: (queryClient: QueryClient, scope: string, variables: TVariables, data: CallResult<C>) => void;
  /** The query keys (or key prefixes) the write makes stale; they are invalidated after success. */
  invalidates?: (scope: string, variables: TVariables, data: CallResult<C>) => readonly QueryKey[];
}

/** A mutation builder made by {@link defineMutation}. */
export type MutationBuilder<C extends AnyCall, TVariables> = (
  client: FrontdeskClient<any>,
) => FrontdeskMutationOptions<CallResult<C>, TVariables>;

/**
 * Turns a declared write call into a mutation builder: `(client) => mutationOptions` whose `onSuccess`
 * writes the response into the cache and invalidates exactly the queries the write affects (and
 * resolves once the active ones have refetched). Mutations are not retried by TanStack; core already
 * retries the idempotent ones (creates with a `submissionId`).
 *
 * @example
 * ```ts
 * const archive = defineMutation({
 *   domain: 'plans',
 *   call: archivePlan,
 *   args: (id: string) => [id] as const,
 *   invalidates: (scope) => [domainKey(scope, 'plans')],
 * });
 * const { mutate } = useMutation(archive(client));
 * ```
 */
export function defineMutation<C extends AnyCall, TVariables>(spec: MutationSpec<C, TVariables>): MutationBuilder<C, TVariables> {
  return (client) => ({
    mutationKey: mutationKey(client, spec.domain, spec.call.declaration.name),
    mutationFn: (variables: TVariables) => spec.call(client, ...spec.args(variables)) as Promise<CallResult<C>>,
    retry: false,
    onSuccess: async (data, variables, _onMutateResult, context) => {
      await applyWrite(context.client, scopeOf(client), variables, data, spec);
    },
  });
}

/**
 * Applies a successful write to the cache: `update`, then `invalidates` (awaited, so the mutation
 * settles once the active queries show the server's state).
 *
 * @example
 * ```ts
 * await applyWrite(queryClient, scopeOf(client), id, undefined, spec);
 * ```
 */
export async function applyWrite<C extends AnyCall, TVariables>(
  queryClient: QueryClient,
  scope: string,
  variables: TVariables,
  data: CallResult<C>,
  spec: Pick<MutationSpec<C, TVariables>, 'update' | 'invalidates'>,
): Promise<void> {
  spec.update?.(queryClient, scope, variables, data);
  const keys = spec.invalidates?.(scope, variables, data) ?? [];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A mutation's `update` for a write that returns an entity: the entity (`pick` finds it in the
 * response) is written into `detail`'s query for its id, so the detail shows it without a refetch.
 */
export function writeDetail<T>(detail: KeyedBuilder, pick: (data: T) => { id?: string | undefined } | undefined) {
  return (queryClient: QueryClient, scope: string, _variables: unknown, data: T): void => {
    const entity = pick(data);
    if (entity?.id) queryClient.setQueryData(detail.key(scope, entity.id), entity);
  };
}

/**
 * The mutation builder factory of a domain's writes that return its entity: each write puts the
 * entity (`entityOf` finds it in the response; by default the response is the entity) into `detail`'s
 * query, then invalidates `refetch` (by default the domain's `invalidates`).
 *
 * @example
 * ```ts
 * const planWrite = entityWrites<Plan>('plans', planQueries.detail, (scope) => [planKeys.list(scope)]);
 * const archive = planWrite(archivePlan, (id: string) => [id] as const, (data) => data.plan);
 * ```
 */
export function entityWrites<E extends { id?: string | undefined }>(
  domain: string,
  detail: KeyedBuilder,
  invalidates: (scope: string) => readonly QueryKey[],
) {
  return <C extends AnyCall, V>(
    call: C,
    args: (variables: V) => Readonly<CallArgs<C>>,
    entityOf: (data: CallResult<C>) => E | undefined = (data) => data as E,
    refetch: (scope: string) => readonly QueryKey[] = invalidates,
  ): MutationBuilder<C, V> => defineMutation({ domain, call, args, update: writeDetail(detail, entityOf), invalidates: refetch });
}

/**
 * The mutation key of a call for a client: `['frontdesk', scope, domain, callName]`.
 *
 * @example
 * ```ts
 * useIsMutating({ mutationKey: mutationKey(client, 'orders', 'requestCancellation') });
 * ```
 */
export function mutationKey(client: FrontdeskClient<any>, domain: string, name: string): FrontdeskMutationKey {
  return [KEY_ROOT, scopeOf(client), domain, name];
}
