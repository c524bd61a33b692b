import { defineEvent } from '@frontdesk/core/webhooks';
import { PlanActionBodyWire, PlanWire } from './wire.gen.js';

/*
 * Plan webhook events (platform-rules 1.4). Register them on a webhook handler from
 * `@frontdesk/core/webhooks`; dates in the plan arrive as `Date`s.
 */

/**
 * A plan was created; `event.entity` is the plan.
 */
export const planCreated = /* @__PURE__ */ defineEvent('wix.pricing_plans.plan_created', { kind: 'created', schema: PlanWire });

/**
 * A plan changed (update, visibility, primary mark, archive); `event.entity` is the current plan.
 */
export const planUpdated = /* @__PURE__ */ defineEvent('wix.pricing_plans.plan_updated', { kind: 'updated', schema: PlanWire });

/**
 * A plan's `buyerCanCancel` changed; `event.data.plan` is the plan.
 */
export const planBuyerCanCancelUpdated = /* @__PURE__ */ defineEvent('wix.pricing_plans.plan_buyer_can_cancel_updated', {
  kind: 'action',
  schema: PlanActionBodyWire,
});

/**
 * A plan was archived (the platform's type is `plan_plan_archived`); `event.data.plan` is the plan.
 */
export const planArchived = /* @__PURE__ */ defineEvent('wix.pricing_plans.plan_plan_archived', {
  kind: 'action',
  schema: PlanActionBodyWire,
});
