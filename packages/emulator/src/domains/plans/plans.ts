import { failedPrecondition, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import { planEvent, plansState, requirePlan, uniqueSlug } from './state.js';
import type { Plan } from './types.js';
import { applyPlanUpdate } from './update.js';
import { validatePlan } from './validation.js';
import { clone } from '../../state/clone.js';
import { isRecord } from '../../util/values.js';

/**
 * The plan actions of platform-rules §6.2, shared by the routes and the in-process API. Each takes
 * the state, the time and an `emit` for the events it causes; refusals throw platform errors.
 */

/** Emits one webhook event (the route's `ctx.emit`, or the webhooks service). */
export type Emit = (eventType: string, event: EmitInput) => unknown;

function touch(plan: Plan, now: Date): void {
  plan.updatedDate = now.toISOString();
}

/**
 * createPlan: validates, fills the defaults (`public` true, `archived`/`primary`/`hasOrders` false),
 * gives the plan a unique slug and emits `plan_created`.
 */
export function createPlan(state: EmulatorState, input: unknown, now: Date, emit: Emit, id: string = newId()): Plan {
  if (!isRecord(input)) throw validationError([{ field: 'plan', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const violations = validatePlan(input, 'create');
  if (violations.length) throw validationError(violations);
  const { plans } = plansState(state);
  const taken = new Set(Object.values(plans).map((p) => p.slug));
  const iso = now.toISOString();
  const plan: Plan = {
    id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    perks: { values: [...(input.perks?.values ?? [])] },
    pricing: clone(input.pricing),
    public: input.public ?? true,
    archived: false,
    primary: false,
    hasOrders: false,
    createdDate: iso,
    updatedDate: iso,
    slug: uniqueSlug(input.name, taken),
    maxPurchasesPerBuyer: input.maxPurchasesPerBuyer ?? 0,
    allowFutureStartDate: input.allowFutureStartDate ?? false,
    buyerCanCancel: input.buyerCanCancel ?? false,
    ...(input.termsAndConditions ? { termsAndConditions: input.termsAndConditions } : {}),
    ...(input.clientData ? { clientData: { ...input.clientData } } : {}),
    ...(input.formId ? { formId: input.formId } : {}),
  };
  if (plan.pricing.singlePaymentUnlimited === false) delete plan.pricing.singlePaymentUnlimited;
  plans[plan.id] = plan;
  emit(...planEvent('created', plan));
  return plan;
}

/**
 * updatePlan: applies the patch (honouring the field mask), validates the result and emits
 * `plan_updated` (plus `plan_buyer_can_cancel_updated` when `buyerCanCancel` changed). Existing
 * orders keep the terms they were bought under (they hold their own snapshot). An archived plan
 * cannot be updated (`update_not_supported`).
 */
export function updatePlan(state: EmulatorState, id: string, patch: unknown, mask: string[] | undefined, now: Date, emit: Emit): Plan {
  const plan = requirePlan(state, id);
  if (!isRecord(patch)) throw validationError([{ field: 'plan', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  if (plan.archived) {
    throw validationError([{ field: 'plan.id', description: 'an archived plan cannot be updated', ruleName: 'update_not_supported' }]);
  }
  const next = applyPlanUpdate(plan, patch, mask);
  const violations = validatePlan(next, 'update');
  if (violations.length) throw validationError(violations);
  if (next.public === false && plan.primary) next.primary = false;
  const buyerCanCancelChanged = Boolean(next.buyerCanCancel) !== Boolean(plan.buyerCanCancel);
  touch(next, now);
  plansState(state).plans[id] = next;
  emit(...planEvent('updated', next));
  if (buyerCanCancelChanged) emit(...planEvent('buyer_can_cancel_updated', next));
  return next;
}

/**
 * setPlanVisibility: `public := visible` (an archived plan: `set_visibility_not_supported`). Hiding
 * the primary plan also clears `primary`. Emits `plan_updated`.
 */
export function setPlanVisibility(state: EmulatorState, id: string, visible: unknown, now: Date, emit: Emit): Plan {
  if (typeof visible !== 'boolean')
    throw validationError([{ field: 'visible', description: 'must be a boolean', violatedRule: 'REQUIRED_FIELD' }]);
  const plan = requirePlan(state, id);
  if (plan.archived)
    throw failedPrecondition('set_visibility_not_supported', 'The visibility of an archived plan cannot be changed', { planId: id });
  if (plan.public === visible) return plan;
  plan.public = visible;
  if (!visible) plan.primary = false;
  touch(plan, now);
  emit(...planEvent('updated', plan));
  return plan;
}

/**
 * makePlanPrimary: the plan becomes the only primary one (the previous primary loses it). An
 * archived or hidden plan cannot be primary (`set_primary_not_supported`). Emits `plan_updated`
 * for every plan that changed.
 */
export function makePlanPrimary(state: EmulatorState, id: string, now: Date, emit: Emit): Plan {
  const plan = requirePlan(state, id);
  if (plan.archived || !plan.public) {
    throw failedPrecondition('set_primary_not_supported', `An ${plan.archived ? 'archived' : 'hidden'} plan cannot be made primary`, {
      planId: id,
    });
  }
  if (plan.primary) return plan;
  for (const other of Object.values(plansState(state).plans)) {
    if (other.primary) {
      other.primary = false;
      touch(other, now);
      emit(...planEvent('updated', other));
    }
  }
  plan.primary = true;
  touch(plan, now);
  emit(...planEvent('updated', plan));
  return plan;
}

/**
 * clearPrimary: no plan is primary any more (`plan_updated` for the one that was).
 */
export function clearPrimary(state: EmulatorState, now: Date, emit: Emit): void {
  for (const plan of Object.values(plansState(state).plans)) {
    if (!plan.primary) continue;
    plan.primary = false;
    touch(plan, now);
    emit(...planEvent('updated', plan));
  }
}

/**
 * archivePlan: irreversible; `archived := true`, `public := false` (and `primary := false`). A second
 * archive is refused (`already_archived`). Emits `plan_plan_archived` and `plan_updated`.
 */
export function archivePlan(state: EmulatorState, id: string, now: Date, emit: Emit): Plan {
  const plan = requirePlan(state, id);
  if (plan.archived) throw failedPrecondition('already_archived', 'The plan is already archived', { planId: id });
  plan.archived = true;
  plan.public = false;
  plan.primary = false;
  touch(plan, now);
  emit(...planEvent('plan_archived', plan));
  emit(...planEvent('updated', plan));
  return plan;
}
