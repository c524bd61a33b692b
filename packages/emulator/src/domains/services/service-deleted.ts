import type { RouteContext } from '../../routing/types.js';

/**
 * What another domain does when a service is deleted without
 * `preserveFutureSessionsWithParticipants` (its future sessions are canceled): bookings cancels the
 * service's future bookings. Handed in at startup, so services depends on no domain that books it.
 */
export type ServiceDeletedHook = (ctx: Pick<RouteContext, 'state' | 'clock' | 'emit'>, serviceId: string) => void;

const hooks = new Set<ServiceDeletedHook>();

/**
 * Registers what to do when a service is deleted with its future sessions (idempotent: registering
 * the same function twice runs it once).
 */
export function onServiceDeleted(hook: ServiceDeletedHook): void {
  hooks.add(hook);
}

/**
 * Runs every registered {@link ServiceDeletedHook} for a deleted service.
 */
export function serviceDeleted(ctx: Pick<RouteContext, 'state' | 'clock' | 'emit'>, serviceId: string): void {
  for (const hook of hooks) hook(ctx, serviceId);
}
