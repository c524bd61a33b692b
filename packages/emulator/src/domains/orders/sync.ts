import type { Clock } from '../../clock.js';
import type { StateStore } from '../../state/store.js';
import type { EmulatorState } from '../../state/types.js';
import type { EventIdentity } from '../../webhooks/envelope.js';
import type { Webhooks } from '../../webhooks/webhooks.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
import type { Emit } from '../plans/api.js';
import { syncOrders } from './lifecycle.js';

/**
 * The identity of clock-driven order events (starts, cycles, ends): the Pricing Plans app, not the
 * caller whose request happened to bring the orders up to date.
 */
export const PRICING_PLANS_APP_IDENTITY: EventIdentity = { identityType: 'APP', appId: '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3' };

/**
 * An emitter that sends at once (not tied to a route's success), as the Pricing Plans app.
 */
export function systemEmit(webhooks: Webhooks): Emit {
  return (eventType, event) => webhooks.emit(eventType, { ...event, identity: event.identity ?? PRICING_PLANS_APP_IDENTITY });
}

/**
 * Brings every order up to the clock (see `syncOrders`), marking the state dirty when anything changed.
 */
export function bringOrdersUpToDate(state: EmulatorState, clock: Clock, webhooks: Webhooks, store: StateStore): number {
  const applied = syncOrders(state, clock.now(), systemEmit(webhooks));
  if (applied > 0) store.markDirty();
  return applied;
}

/**
 * Wraps a route handler so that orders are brought up to the clock first (reads after
 * `clock.advance` see started, renewed and ended orders; their events are sent once).
 */
export function synced<T = Record<string, any>>(handler: RouteHandler<T>): RouteHandler<T> {
  return (ctx: RouteContext<T>) => {
    bringOrdersUpToDate(ctx.state, ctx.clock, ctx.services.webhooks, ctx.store);
    return handler(ctx);
  };
}

/**
 * An emitter whose events carry a member's identity (the buyer paying at the hosted checkout).
 */
export function memberEmit(emit: Emit, memberId: string): Emit {
  return (eventType, event) => emit(eventType, { ...event, identity: { identityType: 'MEMBER', memberId } });
}
