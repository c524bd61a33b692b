import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import { archivePlan, clearPrimary, createPlan, makePlanPrimary, setPlanVisibility, updatePlan, type Plan } from '@frontdesk/plans';
import { defineMutation, type CallArgs, type CallResult, type MutationBuilder } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { DOMAIN, detail, list, publicList, publicQuery, stats } from './queries.js';

const lists = (scope: string) => [publicQuery.key(scope), publicList.key(scope), list.key(scope)];
const details = (scope: string) => [detail.key(scope)];
const setDetail =
  <T>(pick: (data: T) => Plan | undefined) =>
  (queryClient: { setQueryData: (key: readonly unknown[], data: Plan) => unknown }, scope: string, _variables: unknown, data: T) => {
    const plan = pick(data);
    if (plan?.id) queryClient.setQueryData(detail.key(scope, plan.id), plan);
  };

/**
 * `mutationOptions` builders for the plan management calls (site owner). Each writes the returned
 * plan into its detail query and invalidates exactly the lists (and stats) it changes.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(planMutations.archive(client));
 * mutate(planId);
 * ```
 */
export const planMutations: {
  /** `createPlan(plan)`: writes the new plan's detail; the lists and the stats refetch. */
  create: MutationBuilder<typeof createPlan, CallArgs<typeof createPlan>[0]>;
  /** `updatePlan(plan.id, plan, options)`: writes the detail; the lists refetch. */
  update: MutationBuilder<typeof updatePlan, UpdatePlanVariables>;
  /** `setPlanVisibility(id, visible)`: writes the detail; the lists refetch. */
  setVisibility: MutationBuilder<typeof setPlanVisibility, { id: string; visible: boolean }>;
  /** `makePlanPrimary(id)`: the previous primary plan changes too, so every detail and list refetches. */
  makePrimary: MutationBuilder<typeof makePlanPrimary, string>;
  /** `clearPrimary()`: every detail and list refetches. */
  clearPrimary: MutationBuilder<typeof clearPrimary, void>;
  /** `archivePlan(id)`: writes the detail; the lists refetch. */
  archive: MutationBuilder<typeof archivePlan, string>;
} = {
  create: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createPlan,
    args: (plan: CallArgs<typeof createPlan>[0]) => [plan] as const,
    update: /* @__PURE__ */ setDetail((plan: CallResult<typeof createPlan>) => plan),
    invalidates: (scope) => [...lists(scope), stats.key(scope)],
  }),
  update: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: updatePlan,
    args: ({ plan, options }: UpdatePlanVariables) => [plan.id, plan, options] as const,
    update: /* @__PURE__ */ setDetail((plan: CallResult<typeof updatePlan>) => plan),
    invalidates: lists,
  }),
  setVisibility: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: setPlanVisibility,
    args: ({ id, visible }: { id: string; visible: boolean }) => [id, visible] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof setPlanVisibility>) => data.plan),
    invalidates: lists,
  }),
  makePrimary: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: makePlanPrimary,
    args: (id: string) => [id] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof makePlanPrimary>) => data.plan),
    invalidates: (scope) => [...details(scope), ...lists(scope)],
  }),
  clearPrimary: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: clearPrimary,
    args: (_: void) => [] as const,
    invalidates: (scope) => [...details(scope), ...lists(scope)],
  }),
  archive: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: archivePlan,
    args: (id: string) => [id] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof archivePlan>) => data.plan),
    invalidates: lists,
  }),
};

/** The variables of {@link useUpdatePlan}: the plan with its `id` (sent as `updatePlan`'s first argument) and the options. */
export interface UpdatePlanVariables {
  plan: CallArgs<typeof updatePlan>[1] & { id: string };
  options?: CallArgs<typeof updatePlan>[2];
}

type Mutation<C extends (...args: any[]) => any, V> = UseMutationResult<CallResult<C>, FrontdeskError, V>;

/**
 * Creates a plan (site owner); the plan lists and stats refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreatePlan();
 * mutate({ name: 'Gold', pricing: { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } } });
 * ```
 */
export function useCreatePlan(
  options?: MutationHookOptions<CallResult<typeof createPlan>, CallArgs<typeof createPlan>[0]>,
): Mutation<typeof createPlan, CallArgs<typeof createPlan>[0]> {
  return useFrontdeskMutation(planMutations.create, options);
}

/**
 * Updates a plan (site owner); its detail shows the result, the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdatePlan();
 * mutate({ plan: { id: planId, name: 'Gold+' }, options: { mask: ['name'] } });
 * ```
 */
export function useUpdatePlan(
  options?: MutationHookOptions<CallResult<typeof updatePlan>, UpdatePlanVariables>,
): Mutation<typeof updatePlan, UpdatePlanVariables> {
  return useFrontdeskMutation(planMutations.update, options);
}

/**
 * Shows or hides a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetPlanVisibility();
 * mutate({ id: planId, visible: false });
 * ```
 */
export function useSetPlanVisibility(
  options?: MutationHookOptions<CallResult<typeof setPlanVisibility>, { id: string; visible: boolean }>,
): Mutation<typeof setPlanVisibility, { id: string; visible: boolean }> {
  return useFrontdeskMutation(planMutations.setVisibility, options);
}

/**
 * Makes a plan the primary one (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMakePlanPrimary();
 * mutate(planId);
 * ```
 */
export function useMakePlanPrimary(
  options?: MutationHookOptions<CallResult<typeof makePlanPrimary>, string>,
): Mutation<typeof makePlanPrimary, string> {
  return useFrontdeskMutation(planMutations.makePrimary, options);
}

/**
 * Removes the primary mark from every plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useClearPrimary();
 * mutate();
 * ```
 */
export function useClearPrimary(options?: MutationHookOptions<CallResult<typeof clearPrimary>, void>): Mutation<typeof clearPrimary, void> {
  return useFrontdeskMutation(planMutations.clearPrimary, options);
}

/**
 * Archives a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useArchivePlan();
 * mutate(planId);
 * ```
 */
export function useArchivePlan(
  options?: MutationHookOptions<CallResult<typeof archivePlan>, string>,
): Mutation<typeof archivePlan, string> {
  return useFrontdeskMutation(planMutations.archive, options);
}
