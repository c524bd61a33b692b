import type { PlatformError } from '../../errors.js';
import type { RouteContext } from '../../routing/types.js';
import { own } from '../../util/safe-keys.js';
import { ordersState } from './state.js';
import { bringOrdersUpToDate } from './sync.js';
import { ownerOrderActionRefusals } from './transitions.js';

/** An order action of the site owner's management routes. */
export type OwnerOrderAction = 'pause' | 'resume' | 'cancel' | 'markAsPaid';

/**
 * What the site owner may do to an order now (`pause`, `resume`, `cancel` IMMEDIATELY,
 * `markAsPaid`), each with the platform error its route would answer (`undefined`: allowed), after
 * bringing the orders up to the clock; `undefined` for an unknown order. The checks are the
 * routes' own (`transitions.ts`), not a copy.
 *
 * @example
 * ```ts
 * const refusals = ownerOrderActions(ctx, orderId);
 * const canPause = refusals !== undefined && refusals.pause === undefined;
 * ```
 */
export function ownerOrderActions(ctx: RouteContext, orderId: string): Record<OwnerOrderAction, PlatformError | undefined> | undefined {
  bringOrdersUpToDate(ctx.state, ctx.clock, ctx.services.webhooks, ctx.store);
  const record = own(ordersState(ctx.state).orders, orderId);
  return record ? ownerOrderActionRefusals(record) : undefined;
}
