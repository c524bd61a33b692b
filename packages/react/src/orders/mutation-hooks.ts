'use client';

import { mutationHook, redirectingMutationHook } from '../hooks.js';
import { orderMutations, requestCancellationOptimistic } from './mutations.js';

/**
 * Asks to cancel one of the signed-in member's orders; the order and the member's lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useRequestCancellation();
 * mutate({ id: order.id, effectiveAt: 'NEXT_PAYMENT_DATE' });
 * ```
 */
export const useRequestCancellation = /* @__PURE__ */ mutationHook(orderMutations.requestCancellation);

/**
 * {@link useRequestCancellation} that shows the cancellation at once and rolls it back on error.
 *
 * @example
 * ```tsx
 * const { mutate } = useRequestCancellationOptimistic({ onError: () => toast('Could not cancel') });
 * mutate({ id: order.id, effectiveAt: 'IMMEDIATELY' });
 * ```
 */
export const useRequestCancellationOptimistic = /* @__PURE__ */ mutationHook(requestCancellationOptimistic);

/**
 * Buys a plan for the signed-in member (`createOnlineOrder`); the order lists refetch. Pass a
 * `submissionId` to make retries safe.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateOnlineOrder();
 * const { order } = await mutateAsync({ planId, options: { submissionId: crypto.randomUUID() } });
 * ```
 */
export const useCreateOnlineOrder = /* @__PURE__ */ mutationHook(orderMutations.createOnlineOrder);

/**
 * Records an offline order for a member (site owner); the order lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreateOfflineOrder();
 * mutate({ planId, memberId, options: { paid: true } });
 * ```
 */
export const useCreateOfflineOrder = /* @__PURE__ */ mutationHook(orderMutations.createOfflineOrder);

/**
 * Cancels any order (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelOrder();
 * mutate({ id: orderId, effectiveAt: 'IMMEDIATELY' });
 * ```
 */
export const useCancelOrder = /* @__PURE__ */ mutationHook(orderMutations.cancelOrder);

/**
 * Moves an order's end date later (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = usePostponeEndDate();
 * mutate({ id: orderId, endDate: new Date('2026-12-31') });
 * ```
 */
export const usePostponeEndDate = /* @__PURE__ */ mutationHook(orderMutations.postponeEndDate);

/**
 * Marks an offline order as paid (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMarkAsPaid();
 * mutate(orderId);
 * ```
 */
export const useMarkAsPaid = /* @__PURE__ */ mutationHook(orderMutations.markAsPaid);

/**
 * Pauses an active order (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = usePauseOrder();
 * mutate(orderId);
 * ```
 */
export const usePauseOrder = /* @__PURE__ */ mutationHook(orderMutations.pauseOrder);

/**
 * Resumes a paused order (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useResumeOrder();
 * mutate(orderId);
 * ```
 */
export const useResumeOrder = /* @__PURE__ */ mutationHook(orderMutations.resumeOrder);

/**
 * Starts the platform's hosted checkout for a plan: creates the checkout session, then sends the
 * browser there (`location.assign`), unless `navigate` says otherwise (`false` to only get the URL).
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useCreatePlanCheckout();
 * mutate({ planId, thankYouPageUrl: `${location.origin}/thanks`, postFlowUrl: `${location.origin}/plans` });
 * ```
 */
export const useCreatePlanCheckout = /* @__PURE__ */ redirectingMutationHook(orderMutations.planCheckout, (checkout) => checkout.url);
