import { archivePlan, clearPrimary, createPlan, makePlanPrimary, setPlanVisibility, updatePlan, type Plan } from '@frontdesk/plans';
import type { QueryKey } from '@tanstack/react-query';
import { defineMutation, entityWrites, type CallArgs } from '../build.js';
import { DOMAIN, detail, list, publicList, publicQuery, stats } from './queries.js';

const lists = (scope: string): QueryKey[] => [publicQuery.key(scope), publicList.key(scope), list.key(scope)];
const details = (scope: string): QueryKey[] => [detail.key(scope)];
/** A write that returns the plan: its detail is written, then the lists (or what it says) refetch. */
const planWrite = /* @__PURE__ */ entityWrites<Plan>(DOMAIN, detail, lists);

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
export const planMutations = {
  /** `createPlan(plan)`: writes the new plan's detail; the lists and the stats refetch. */
  create: /* @__PURE__ */ planWrite(
    createPlan,
    (plan: CallArgs<typeof createPlan>[0]) => [plan] as const,
    (plan) => plan,
    (scope) => [...lists(scope), stats.key(scope)],
  ),
  /** `updatePlan(plan.id, plan, options)`: writes the detail; the lists refetch. */
  update: /* @__PURE__ */ planWrite(
    updatePlan,
    ({ plan, options }: UpdatePlanVariables) => [plan.id, plan, options] as const,
    (plan) => plan,
  ),
  /** `setPlanVisibility(id, visible)`: writes the detail; the lists refetch. */
  setVisibility: /* @__PURE__ */ planWrite(
    setPlanVisibility,
    ({ id, visible }: { id: string; visible: boolean }) => [id, visible] as const,
    (data) => data.plan,
  ),
  /** `makePlanPrimary(id)`: the previous primary plan changes too, so every detail and list refetches. */
  makePrimary: /* @__PURE__ */ planWrite(
    makePlanPrimary,
    (id: string) => [id] as const,
    (data) => data.plan,
    (scope) => [...details(scope), ...lists(scope)],
  ),
  /** `clearPrimary()`: every detail and list refetches. */
  clearPrimary: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: clearPrimary,
    args: (_: void) => [] as const,
    invalidates: (scope) => [...details(scope), ...lists(scope)],
  }),
  /** `archivePlan(id)`: writes the detail; the lists refetch. */
  archive: /* @__PURE__ */ planWrite(
    archivePlan,
    (id: string) => [id] as const,
    (data) => data.plan,
  ),
};

/** The variables of {@link useUpdatePlan}: the plan with its `id` (sent as `updatePlan`'s first argument) and the options. */
export interface UpdatePlanVariables {
  plan: CallArgs<typeof updatePlan>[1] & { id: string };
  options?: CallArgs<typeof updatePlan>[2];
}
