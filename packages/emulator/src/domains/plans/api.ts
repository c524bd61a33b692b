/*
 * The plans domain's API for other domains: the only module of plans that orders (orders of plans)
 * and services (services paid with plans) import. Plans depends on no other domain.
 */

export { DEMO_PLAN_IDS } from './demo.js';
export { archivePlan, createPlan } from './plans.js';
export type { Emit } from './plans.js';
export { assertPurchasable, findPlan, isListed, requirePlan } from './state.js';
export type { Money, PeriodUnit, Plan, PlanDuration } from './types.js';
export { isMoneyValue } from './validation.js';
