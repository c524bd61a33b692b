import * as z from 'zod/mini';
import { arg, defineCall } from '@frontdesk/core';
import {
  CreatePlanInputSchema,
  ListPlansOptionsSchema,
  UpdatePlanInputSchema,
  UpdatePlanOptionsSchema,
} from './inputs.js';
import {
  EmptyResponseSchema,
  PlanResponseSchema,
  PlanStatsSchema,
  PlansResponseSchema,
} from './schemas.js';

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
export const getPlan = defineCall({
  name: 'getPlan',
  method: 'GET',
  path: '/pricing-plans/v2/plans/{id}',
  args: [arg.path('id')],
  response: PlanResponseSchema,
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
export const listPlans = defineCall({
  name: 'listPlans',
  method: 'GET',
  path: '/pricing-plans/v2/plans',
  args: [arg.spread('options', z.optional(ListPlansOptionsSchema))],
  response: PlansResponseSchema,
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
export const getPlanStats = defineCall({
  name: 'getPlanStats',
  method: 'GET',
  path: '/pricing-plans/v2/plans/stats',
  args: [],
  response: PlanStatsSchema,
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
export const createPlan = defineCall({
  name: 'createPlan',
  method: 'POST',
  path: '/pricing-plans/v2/plans',
  args: [arg.field('plan', CreatePlanInputSchema)],
  response: PlanResponseSchema,
  unwrap: 'plan',
});

/**
 * Updates a plan (its `id` is in the plan) and returns it. With `mask`, only the listed field paths
 * change (sent comma-joined as `fieldMask` in the body). Existing orders keep the terms they were
 * bought under. Site owner only.
 *
 * @example
 * ```ts
 * const plan = await updatePlan(client, { id: planId, name: 'Gold+', buyerCanCancel: true }, {
 *   mask: ['name', 'buyerCanCancel'],
 * });
 * ```
 * @function
 */
export const updatePlan = defineCall({
  name: 'updatePlan',
  method: 'PATCH',
  path: '/pricing-plans/v2/plans/{id}',
  params: { id: 'plan.id' },
  args: [arg.field('plan', UpdatePlanInputSchema), arg.spread('options', z.optional(UpdatePlanOptionsSchema))],
  response: PlanResponseSchema,
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
export const setPlanVisibility = defineCall({
  name: 'setPlanVisibility',
  method: 'PUT',
  path: '/pricing-plans/v2/plans/{id}/visibility',
  args: [arg.path('id'), arg.field('visible', z.boolean())],
  response: PlanResponseSchema,
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
export const makePlanPrimary = defineCall({
  name: 'makePlanPrimary',
  method: 'POST',
  path: '/pricing-plans/v2/plans/{id}/make-primary',
  args: [arg.path('id')],
  response: PlanResponseSchema,
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
export const clearPrimary = defineCall({
  name: 'clearPrimary',
  method: 'POST',
  path: '/pricing-plans/v2/plans/clear-primary',
  args: [],
  response: EmptyResponseSchema,
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
export const archivePlan = defineCall({
  name: 'archivePlan',
  method: 'POST',
  path: '/pricing-plans/v2/plans/{id}/archive',
  args: [arg.path('id')],
  response: PlanResponseSchema,
});
