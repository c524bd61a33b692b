'use client';

import { mutationHook } from '../hooks.js';
import { planMutations } from './mutations.js';

/**
 * Creates a plan (site owner); the plan lists and stats refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreatePlan();
 * mutate({ name: 'Gold', pricing: { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } } });
 * ```
 */
export const useCreatePlan = /* @__PURE__ */ mutationHook(planMutations.create);

/**
 * Updates a plan (site owner); its detail shows the result, the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdatePlan();
 * mutate({ plan: { id: planId, name: 'Gold+' }, options: { mask: ['name'] } });
 * ```
 */
export const useUpdatePlan = /* @__PURE__ */ mutationHook(planMutations.update);

/**
 * Shows or hides a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetPlanVisibility();
 * mutate({ id: planId, visible: false });
 * ```
 */
export const useSetPlanVisibility = /* @__PURE__ */ mutationHook(planMutations.setVisibility);

/**
 * Makes a plan the primary one (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMakePlanPrimary();
 * mutate(planId);
 * ```
 */
export const useMakePlanPrimary = /* @__PURE__ */ mutationHook(planMutations.makePrimary);

/**
 * Removes the primary mark from every plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useClearPrimary();
 * mutate();
 * ```
 */
export const useClearPrimary = /* @__PURE__ */ mutationHook(planMutations.clearPrimary);

/**
 * Archives a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useArchivePlan();
 * mutate(planId);
 * ```
 */
export const useArchivePlan = /* @__PURE__ */ mutationHook(planMutations.archive);
