import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import { createPlanInput, listPlansOptions, planEncoding, updatePlanInput, updatePlanOptions } from './inputs.js';
import type {
  CreatePlanInput,
  EmptyResponse,
  ListPlansOptions,
  Plan,
  PlanResponse,
  PlansResponse,
  PlanStats,
  UpdatePlanInput,
  UpdatePlanOptions,
} from './types.js';
import { EmptyResponseWire, PlanResponseWire, PlansResponseWire, PlanStatsWire } from './wire.gen.js';

/*
 * The site owner's plan calls (wire.md rows 90-98). Reads return hidden and archived plans too.
 */

/**
 * Gets any plan by id: public, hidden or archived. Site owner only. Throws a `NotFoundError`
 * (`plan_not_found`) for an unknown id.
 *
 * @example
 * ```ts
 * const plan = await getPlan(client, planId);
 * console.log(plan.name, plan.archived, plan.updatedDate?.toISOString());
 * ```
 * @function
 */
export const getPlan: PlatformCall<[id: string], Plan> = /* @__PURE__ */ defineCall({
  name: 'getPlan',
  method: 'GET',
  path: '/pricing-plans/v2/plans/{id}',
  args: [{ name: 'id', placement: 'path' }],
  response: PlanResponseWire,
  unwrap: 'plan',
});

/**
 * Lists plans for the site owner, filtered by archiving (default `ACTIVE`) and visibility (default
 * `PUBLIC_AND_HIDDEN`); returns a `Page` of `Plan`s. Many `planIds` switch to a POST with a JSON body.
 *
 * @example
 * ```ts
 * const page = await listPlans(client, { archived: 'ARCHIVED_AND_ACTIVE', limit: 20 });
 * for await (const plan of page) console.log(plan.name, plan.archived);
 * ```
 * @function
 */
export const listPlans: PlatformCall<[options?: ListPlansOptions], Page<Plan, PlansResponse>> = /* @__PURE__ */ defineCall({
  name: 'listPlans',
  method: 'GET',
  path: '/pricing-plans/v2/plans',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(listPlansOptions()) }),
  response: PlansResponseWire,
  page: { kind: 'offset', items: 'plans', metadata: 'pagingMetadata', paging: '' },
  longGetFallback: true,
});

/**
 * Counts the site's plans, archived ones included. Site owner only.
 *
 * @example
 * ```ts
 * const { totalPlans } = await getPlanStats(client);
 * ```
 * @function
 */
export const getPlanStats: PlatformCall<[], PlanStats> = /* @__PURE__ */ defineCall({
  name: 'getPlanStats',
  method: 'GET',
  path: '/pricing-plans/v2/plans/stats',
  args: [],
  response: PlanStatsWire,
});

/**
 * Creates a plan (public by default, not primary) and returns it. Needs a `name` and exactly one
 * pricing model. Not retried (it has no idempotency key). Site owner only.
 *
 * @example
 * ```ts
 * const plan = await createPlan(client, {
 *   name: 'Gold',
 *   pricing: {
 *     subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
 *     price: { value: '19.99', currency: 'USD' },
 *     freeTrialDays: 7,
 *   },
 *   buyerCanCancel: true,
 * });
 * ```
 * @function
 */
export const createPlan: PlatformCall<[plan: CreatePlanInput], Plan> = /* @__PURE__ */ defineCall({
  name: 'createPlan',
  method: 'POST',
  path: '/pricing-plans/v2/plans',
  args: [{ name: 'plan', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { plan: createPlanInput() }),
  encode: { plan: planEncoding },
  response: PlanResponseWire,
  unwrap: 'plan',
});

/**
 * Updates a plan and returns it: `updatePlan(client, id, plan, options?)`, as the official
 * `updatePlan(_id, plan)`. The id goes in the path and in the body's plan. With `mask`, only the
 * listed field paths change (sent comma-joined as `fieldMask` in the body). Existing orders keep the
 * terms they were bought under. Site owner only.
 *
 * @example
 * ```ts
 * const plan = await updatePlan(client, planId, { name: 'Gold+', buyerCanCancel: true }, {
 *   mask: ['name', 'buyerCanCancel'],
 * });
 * ```
 * @function
 */
export const updatePlan: PlatformCall<[id: string, plan: UpdatePlanInput, options?: UpdatePlanOptions], Plan> = /* @__PURE__ */ defineCall({
  name: 'updatePlan',
  method: 'PATCH',
  path: '/pricing-plans/v2/plans/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'plan', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { plan: updatePlanInput(), options: z.optional(updatePlanOptions()) }),
  encode: { plan: planEncoding },
  payload: ({ id, plan, options }) => {
    const { mask } = (options ?? {}) as UpdatePlanOptions;
    return { plan: { ...(plan as object), id }, ...(mask ? { fieldMask: mask.join(',') } : {}) };
  },
  response: PlanResponseWire,
  unwrap: 'plan',
});

/**
 * Shows (`true`) or hides (`false`) a plan on the site; returns `{ plan }`. Existing orders are not
 * affected. Site owner only.
 *
 * @example
 * ```ts
 * const { plan } = await setPlanVisibility(client, planId, false);
 * plan.public; // false
 * ```
 * @function
 */
export const setPlanVisibility: PlatformCall<[id: string, visible: boolean], PlanResponse> = /* @__PURE__ */ defineCall({
  name: 'setPlanVisibility',
  method: 'PUT',
  path: '/pricing-plans/v2/plans/{id}/visibility',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'visible', placement: 'field' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { visible: z.boolean() }),
  response: PlanResponseWire,
});

/**
 * Marks a plan as the site's primary (highlighted) plan; the previous primary plan loses the mark.
 * Returns `{ plan }`. Site owner only.
 *
 * @example
 * ```ts
 * const { plan } = await makePlanPrimary(client, planId);
 * ```
 * @function
 */
export const makePlanPrimary: PlatformCall<[id: string], PlanResponse> = /* @__PURE__ */ defineCall({
  name: 'makePlanPrimary',
  method: 'POST',
  path: '/pricing-plans/v2/plans/{id}/make-primary',
  args: [{ name: 'id', placement: 'path' }],
  response: PlanResponseWire,
});

/**
 * Removes the primary mark from every plan. Site owner only.
 *
 * @example
 * ```ts
 * await clearPrimary(client);
 * ```
 * @function
 */
export const clearPrimary: PlatformCall<[], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'clearPrimary',
  method: 'POST',
  path: '/pricing-plans/v2/plans/clear-primary',
  args: [],
  response: EmptyResponseWire,
});

/**
 * Archives a plan, for good: it is hidden and can no longer be bought; existing orders keep
 * running. Returns `{ plan }`. A second archive fails with `already_archived`. Site owner only.
 *
 * @example
 * ```ts
 * const { plan } = await archivePlan(client, planId);
 * plan.archived; // true
 * ```
 * @function
 */
export const archivePlan: PlatformCall<[id: string], PlanResponse> = /* @__PURE__ */ defineCall({
  name: 'archivePlan',
  method: 'POST',
  path: '/pricing-plans/v2/plans/{id}/archive',
  args: [{ name: 'id', placement: 'path' }],
  response: PlanResponseWire,
});
