/**
 * `@frontdesk/plans`: paid pricing plans. Public listing for storefronts (`queryPublicPlans`,
 * `listPublicPlans`) and the site owner's plan management, plus typed plan webhook events.
 */
export { queryPublicPlans, listPublicPlans } from './public-plans.js';
export {
  archivePlan,
  clearPrimary,
  createPlan,
  getPlan,
  getPlanStats,
  listPlans,
  makePlanPrimary,
  setPlanVisibility,
  updatePlan,
} from './plans.js';
export { planArchived, planBuyerCanCancelUpdated, planCreated, planUpdated } from './events.js';
export { ArchivedFilter, ChargeEvent, PeriodUnit, PublicFilter, PublicPlanSortField, SortOrder } from './enums.js';
export type {
  CreatePlanInput,
  Duration,
  EmptyResponse,
  FeeConfig,
  ListPlansOptions,
  ListPublicPlansOptions,
  Money,
  PagingMetadata,
  Perks,
  Plan,
  PlanActionBody,
  PlanResponse,
  PlanStats,
  PlansResponse,
  Pricing,
  PricingInput,
  PublicPlan,
  PublicPlansResponse,
  Recurrence,
  UpdatePlanInput,
  UpdatePlanOptions,
} from './types.js';
export type { FilterOperators } from '@frontdesk/core';
export type { PublicPlanFilter, PublicPlanQuery } from './types.js';
