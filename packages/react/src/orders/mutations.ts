import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { createRedirectSession } from '@frontdesk/identity';
import {
  cancelOrder,
  createOfflineOrder,
  createOnlineOrder,
  createPlanCheckout,
  markAsPaid,
  pauseOrder,
  postponeEndDate,
  requestCancellation,
  resumeOrder,
  type CancellationEffectiveAt,
  type CreateOfflineOrderOptions,
  type CreateOnlineOrderOptions,
  type Order,
  type PlanCheckout,
  type PlanCheckoutOptions,
} from '@frontdesk/orders';
import { applyWrite, defineMutation, mutationKey, type CallResult, type FrontdeskMutationOptions } from '../build.js';
import { orderKeys } from './queries.js';
import type { PageData } from '../page-data.js';
import { scopeOf } from '../scope.js';

const DOMAIN = 'orders';

/** The variables of a cancellation: the order and when it takes effect. */
export interface CancellationVariables {
  id: string;
  effectiveAt: CancellationEffectiveAt;
}

/** The variables of {@link useCreateOnlineOrder}. */
export interface CreateOnlineOrderVariables {
  planId: string;
  options?: CreateOnlineOrderOptions;
}

/** The variables of {@link useCreateOfflineOrder}. */
export interface CreateOfflineOrderVariables {
  planId: string;
  memberId: string;
  options?: CreateOfflineOrderOptions;
}

/** The variables of {@link usePostponeEndDate}. */
export interface PostponeEndDateVariables {
  id: string;
  endDate: Date | string;
}

/** The variables of {@link useCreatePlanCheckout}: the plan and the checkout's callback URLs. */
export interface PlanCheckoutVariables extends PlanCheckoutOptions {
  planId: string;
}

/** Every cached view of one order in a scope (member and management, any field set). */
const orderViews = (scope: string, id: string): QueryKey[] => [orderKeys.memberDetail(scope, id), orderKeys.managementDetail(scope, id)];
/** Every order list of a scope (all filters, plain and infinite). */
const orderLists = (scope: string): QueryKey[] => [orderKeys.memberList(scope), orderKeys.managementList(scope)];

/** An owner action on one order: that order and the lists change. */
const managementAction = <C extends Parameters<typeof defineMutation>[0]['call'], V extends { id: string } | string>(
  call: C,
  args: (variables: V) => Readonly<Parameters<C> extends [unknown, ...infer A] ? A : never>,
) =>
  defineMutation({
    domain: DOMAIN,
    call,
    args: args as never,
    invalidates: (scope, variables: V) => [
      ...orderViews(scope, typeof variables === 'string' ? variables : variables.id),
      ...orderLists(scope),
    ],
  });

/**
 * `mutationOptions` builders for the orders calls. Each invalidates exactly the order it changes (in
 * every view of the current scope) and the order lists; creations also write the new order into its
 * detail query. `requestCancellationOptimistic` shows the cancellation at once and rolls back on error.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(orderMutations.requestCancellation(client));
 * mutate({ id: orderId, effectiveAt: 'NEXT_PAYMENT_DATE' });
 * ```
 */
export const orderMutations = {
  /** `requestCancellation(id, effectiveAt)` (member): the order and the member's lists refetch. */
  requestCancellation: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: requestCancellation,
    args: ({ id, effectiveAt }: CancellationVariables) => [id, effectiveAt] as const,
    invalidates: (scope, { id }) => [orderKeys.memberDetail(scope, id), orderKeys.memberList(scope)],
  }),
  /** `requestCancellation` with an optimistic update of the order and the lists, rolled back on error. */
  requestCancellationOptimistic: requestCancellationOptimistic,
  /** `createOnlineOrder(planId, options)`: writes the order into its member detail; the lists refetch. */
  createOnlineOrder: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createOnlineOrder,
    args: ({ planId, options }: CreateOnlineOrderVariables) => [planId, options] as const,
    update: (queryClient, scope, _variables, { order }) => queryClient.setQueryData(orderKeys.memberDetail(scope, order.id), order),
    invalidates: orderLists,
  }),
  /** `createOfflineOrder(planId, memberId, options)` (site owner): writes the management detail; the lists refetch. */
  createOfflineOrder: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createOfflineOrder,
    args: ({ planId, memberId, options }: CreateOfflineOrderVariables) => [planId, memberId, options] as const,
    update: (queryClient, scope, _variables, data) => queryClient.setQueryData(orderKeys.managementDetail(scope, data.order.id), data),
    invalidates: orderLists,
  }),
  /** `cancelOrder(id, effectiveAt)` (site owner): that order and the lists refetch. */
  cancelOrder: /* @__PURE__ */ managementAction(cancelOrder, ({ id, effectiveAt }: CancellationVariables) => [id, effectiveAt] as const),
  /** `postponeEndDate(id, endDate)` (site owner): that order and the lists refetch. */
  postponeEndDate: /* @__PURE__ */ managementAction(postponeEndDate, ({ id, endDate }: PostponeEndDateVariables) => [id, endDate] as const),
  /** `markAsPaid(id)` (site owner): that order and the lists refetch. */
  markAsPaid: /* @__PURE__ */ managementAction(markAsPaid, (id: string) => [id] as const),
  /** `pauseOrder(id)` (site owner): that order and the lists refetch. */
  pauseOrder: /* @__PURE__ */ managementAction(pauseOrder, (id: string) => [id] as const),
  /** `resumeOrder(id)` (site owner): that order and the lists refetch. */
  resumeOrder: /* @__PURE__ */ managementAction(resumeOrder, (id: string) => [id] as const),
  /** `createPlanCheckout(planId, options)`: the hosted checkout's URL (nothing is cached until payment). */
  planCheckout: (client: FrontdeskClient<any>): FrontdeskMutationOptions<PlanCheckout, PlanCheckoutVariables> => ({
    mutationKey: mutationKey(client, DOMAIN, 'createPlanCheckout'),
    mutationFn: ({ planId, ...options }) => createPlanCheckout(client, planId, { ...options, createRedirectSession }),
    retry: false,
  }),
};

/** What the optimistic cancellation remembers to roll back. */
export interface CancellationSnapshot {
  previous: Array<[QueryKey, unknown]>;
}

/** How a cancellation shows before the server confirms it. */
function cancelled(order: Order, effectiveAt: CancellationEffectiveAt, now: Date): Order {
  if (effectiveAt === 'NEXT_PAYMENT_DATE') return { ...order, autoRenewCanceled: true };
  return {
    ...order,
    status: 'CANCELED',
    cancellation: { ...order.cancellation, requestedDate: now, cause: 'MEMBER_ACTION', effectiveAt },
  } as Order;
}

/** Applies `change` to the order `id` in a list's data: a page, or the pages of an infinite query. */
function inList(data: unknown, id: string, change: (order: Order) => Order): unknown {
  const page = (p: PageData<Order>): PageData<Order> =>
    p.items.some((o) => o.id === id) ? { ...p, items: p.items.map((o) => (o.id === id ? change(o) : o)) } : p;
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    const infinite = data as InfiniteData<PageData<Order>>;
    return { ...infinite, pages: infinite.pages.map(page) };
  }
  return 'items' in data ? page(data as PageData<Order>) : data;
}

/**
 * `requestCancellation` with an optimistic update: the member's order (every cached view) and every
 * member order list show the cancellation at once (`CANCELED`, or `autoRenewCanceled` for
 * `NEXT_PAYMENT_DATE`); on error the previous data is put back; either way the order and the lists
 * refetch afterwards.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(orderMutations.requestCancellationOptimistic(client));
 * ```
 */
export function requestCancellationOptimistic(
  client: FrontdeskClient<any>,
): FrontdeskMutationOptions<CallResult<typeof requestCancellation>, CancellationVariables, CancellationSnapshot> {
  const targets = (variables: CancellationVariables) => {
    const scope = scopeOf(client);
    return { detail: orderKeys.memberDetail(scope, variables.id), lists: orderKeys.memberList(scope) };
  };
  const restore = (queryClient: QueryClient, snapshot: CancellationSnapshot | undefined) => {
    for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
  };
  return {
    mutationKey: mutationKey(client, DOMAIN, 'requestCancellation'),
    mutationFn: ({ id, effectiveAt }) => requestCancellation(client, id, effectiveAt),
    retry: false,
    onMutate: async (variables, { client: queryClient }) => {
      const { detail, lists } = targets(variables);
      // A refetch finishing now would overwrite the optimistic data with the old state.
      await Promise.all([queryClient.cancelQueries({ queryKey: detail }), queryClient.cancelQueries({ queryKey: lists })]);
      const previous = [...queryClient.getQueriesData({ queryKey: detail }), ...queryClient.getQueriesData({ queryKey: lists })];
      const now = new Date();
      const change = (order: Order) => cancelled(order, variables.effectiveAt, now);
      queryClient.setQueriesData<Order>({ queryKey: detail }, (order) => (order ? change(order) : order));
      queryClient.setQueriesData({ queryKey: lists }, (data: unknown) => inList(data, variables.id, change));
      return { previous };
    },
    onError: (_error, _variables, snapshot, { client: queryClient }) => restore(queryClient, snapshot),
    onSettled: async (_data, _error, variables, _snapshot, { client: queryClient }) => {
      const { detail, lists } = targets(variables);
      await applyWrite(queryClient, scopeOf(client), variables, undefined as never, { invalidates: () => [detail, lists] });
    },
  };
}
