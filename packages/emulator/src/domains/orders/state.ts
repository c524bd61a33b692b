import { createHash } from 'node:crypto';
import { notFound } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import type { OrderRecord, OrdersState } from './types.js';
import { own } from '../../util/safe-keys.js';

/**
 * The orders domain state, with any missing collection created (a seed may give only `coupons`).
 */
export function ordersState(state: EmulatorState): OrdersState {
  const current = (state.domains.orders ?? {}) as Partial<OrdersState>;
  current.orders ??= {};
  current.coupons ??= {};
  current.checkouts ??= {};
  state.domains.orders = current as OrdersState;
  return current as OrdersState;
}

/**
 * The order with this id, or a 404 `ORDER_NOT_FOUND`. With `memberId`, another member's order is
 * also "not found" (members see only their own orders).
 */
export function requireOrder(state: EmulatorState, id: unknown, memberId?: string): OrderRecord {
  const record = own(ordersState(state).orders, id);
  if (!record || (memberId !== undefined && record.buyer.memberId !== memberId)) {
    throw notFound('Order not found', 'ORDER_NOT_FOUND', { orderId: id ?? null });
  }
  return record;
}

/**
 * A stable GUID derived from a name (for a member's contact id when the members domain has none).
 */
export function stableGuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const HOLDING_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'PENDING', 'PAUSED']);

/**
 * Whether the member has an order that is ACTIVE, PENDING or PAUSED (platform-rules §8.3: such
 * members cannot be blocked or deleted). Reads without creating the orders state. The members
 * domain asks it through the check the orders domain links when it registers.
 */
export function hasActiveSubscription(state: EmulatorState, memberId: string): boolean {
  const orders = (state.domains.orders as Partial<OrdersState> | undefined)?.orders;
  if (!orders) return false;
  return Object.values(orders).some((order) => order.buyer?.memberId === memberId && HOLDING_STATUSES.has(order.status ?? ''));
}
