import { failedPrecondition, notFound } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import { PLAN_FQDN, type Plan, type PlansState, type PublicPlan } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/**
 * The plans domain state, created (empty) when missing, e.g. in a state saved before this domain existed.
 */
export function plansState(state: EmulatorState): PlansState {
  const current = state.domains.plans as PlansState | undefined;
  if (current && typeof current === 'object' && current.plans) return current;
  const created: PlansState = { plans: {} };
  state.domains.plans = created;
  return created;
}

/**
 * The stored plan with this id (owner view, archived ones included), or `undefined`.
 */
export function findPlan(state: EmulatorState, id: unknown): Plan | undefined {
  return own(plansState(state).plans, id);
}

/**
 * The plan with this id, or a 404 `plan_not_found`.
 */
export function requirePlan(state: EmulatorState, id: unknown): Plan {
  const plan = findPlan(state, id);
  if (!plan) throw notFound('Plan not found', 'plan_not_found', { planId: id ?? null });
  return plan;
}

/**
 * A plan without the owner-only fields, as listPublicPlans/queryPublicPlans return it.
 */
export function toPublicPlan(plan: Plan): PublicPlan {
  const { public: _public, archived: _archived, hasOrders: _hasOrders, clientData: _clientData, ...rest } = plan;
  return clone(rest);
}

/**
 * Whether visitors and members see (and may buy through checkout) the plan: public and not archived.
 */
export function isListed(plan: Plan): boolean {
  return plan.public && !plan.archived;
}

/**
 * A URL slug from a plan name, unique among the site's plans (`gold`, `gold-2`, ...).
 */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'plan';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Refuses a plan that can no longer be bought (archived): 428 `archived_plan`.
 */
export function assertPurchasable(plan: Plan): void {
  if (plan.archived) throw failedPrecondition('archived_plan', 'The plan is archived and can no longer be purchased', { planId: plan.id });
}

/**
 * The plan event bodies of platform-rules §1.4 (`plan_created`, `plan_updated` carry the entity;
 * `plan_buyer_can_cancel_updated` and `plan_plan_archived` are action events with `{ plan }`).
 */
export function planEvent(kind: 'created' | 'updated' | 'buyer_can_cancel_updated' | 'plan_archived', plan: Plan): [string, EmitInput] {
  const entity = clone(plan);
  const base = { entityFqdn: PLAN_FQDN, slug: kind, entityId: plan.id };
  const eventType = `wix.pricing_plans.plan_${kind}`;
  if (kind === 'created') return [eventType, { ...base, createdEvent: { entity } }];
  if (kind === 'updated') return [eventType, { ...base, updatedEvent: { currentEntity: entity } }];
  return [eventType, { ...base, actionEvent: { body: { plan: entity } } }];
}
