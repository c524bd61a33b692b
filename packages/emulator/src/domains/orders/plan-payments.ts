import type { RouteContext } from '../../routing/types.js';
import { ordersState } from './state.js';
import { bringOrdersUpToDate } from './sync.js';

/*
 * What other domains ask of orders: which of a member's orders can pay for something now (a booking
 * paid with a pricing plan, platform-rules 2.7: MEMBERSHIP needs an active order of one of the
 * service's `pricingPlanIds`).
 */

/** A member's order that can pay for a booking now: its id and its plan. */
export interface PlanPayment {
  orderId: string;
  planId: string;
  planName: string;
}

/**
 * The member's ACTIVE orders of one of `planIds`, oldest first, after bringing the orders up to the
 * clock (an order that ended or started since the last request is seen as it is now).
 *
 * @example
 * ```ts
 * const usable = activePlanOrders(ctx, memberId, service.payment.pricingPlanIds ?? []);
 * ```
 */
export function activePlanOrders(ctx: RouteContext, memberId: string, planIds: readonly string[]): PlanPayment[] {
  if (planIds.length === 0) return [];
  bringOrdersUpToDate(ctx.state, ctx.clock, ctx.services.webhooks, ctx.store);
  return Object.values(ordersState(ctx.state).orders)
    .filter((order) => order.buyer.memberId === memberId && order.status === 'ACTIVE' && planIds.includes(order.planId))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
    .map((order) => ({ orderId: order.id, planId: order.planId, planName: order.planName }));
}
