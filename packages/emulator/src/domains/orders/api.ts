/*
 * The orders domain's API for other domains. Orders depends on plans, members and identity (each
 * through its api.ts) and gives members its active-subscription check at startup (orders/index.ts).
 * Bookings asks it which of a member's orders can pay for a booking (a pricing-plan payment).
 */

export { activePlanOrders } from './plan-payments.js';
export type { PlanPayment } from './plan-payments.js';
export { ownerOrderActions } from './owner-actions.js';
export type { OwnerOrderAction } from './owner-actions.js';
