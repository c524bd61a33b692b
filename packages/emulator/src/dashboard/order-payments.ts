import type { PlatformError } from '../errors.js';
import { listEntities } from './data.js';
import type { OwnerCall } from './owner-dispatch.js';

type Entity = Record<string, any>;

/**
 * The earliest upcoming payment of an ACTIVE recurring pricing-plan order (a subscription whose
 * auto-renewal is on and whose current cycle ends before the order does), as the owner's order list
 * shows the orders; `undefined` when there is none.
 */
export async function nextOrderPayment(asOwner: OwnerCall, now: Date): Promise<Date | undefined> {
  let orders: Entity[];
  try {
    orders = await listEntities(asOwner, 'orders');
  } catch (error) {
    // An emulator without the orders domain has no payments to come.
    if ((error as PlatformError).status === 404) return undefined;
    throw error;
  }
  let earliest: number | undefined;
  for (const order of orders) {
    if (order.status !== 'ACTIVE' || !order.priceDetails?.subscription || order.autoRenewCanceled === true) continue;
    const due = Date.parse(order.currentCycle?.endedDate ?? '');
    if (Number.isNaN(due) || due <= now.getTime()) continue;
    const ends = Date.parse(order.endDate ?? '');
    if (!Number.isNaN(ends) && ends <= due) continue;
    if (earliest === undefined || due < earliest) earliest = due;
  }
  return earliest === undefined ? undefined : new Date(earliest);
}

/**
 * Applies the clock-driven pricing-plan order transitions (starts, renewals, ends) up to the clock
 * now, through the platform's own `POST /_emulator/pricing-plans/sync`: a clock move shows its
 * renewals (and sends their webhooks) at once instead of on the next order read. Returns the number
 * of transitions (0 without the orders domain).
 */
export async function applyClockTransitions(asOwner: OwnerCall): Promise<number> {
  try {
    const { transitions } = (await asOwner('POST', '/_emulator/pricing-plans/sync', {})) as { transitions?: number };
    return transitions ?? 0;
  } catch (error) {
    if ((error as PlatformError).status === 404) return 0;
    throw error;
  }
}
