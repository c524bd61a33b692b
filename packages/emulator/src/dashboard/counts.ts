import type { EmulatorState } from '../state/types.js';

/**
 * How many records each main domain holds, as the dashboard's overview shows them.
 */
export interface DomainCounts {
  plans: number;
  orders: number;
  members: number;
  services: number;
  bookings: number;
}

// The collection `key` of domain `name` (records by id); 0 when the domain or the collection is missing.
function size(state: EmulatorState, name: string, key: string): number {
  const domain = (state.domains as Record<string, unknown>)[name];
  const collection = domain && typeof domain === 'object' ? (domain as Record<string, unknown>)[key] : undefined;
  return collection && typeof collection === 'object' ? Object.keys(collection).length : 0;
}

/**
 * Counts the plans, orders, members, services and bookings (single-service bookings and the
 * children of multi-service ones alike: one per booking record) of a state.
 */
export function domainCounts(state: EmulatorState): DomainCounts {
  return {
    plans: size(state, 'plans', 'plans'),
    orders: size(state, 'orders', 'orders'),
    members: size(state, 'members', 'members'),
    services: size(state, 'services', 'services'),
    bookings: size(state, 'bookings', 'bookings'),
  };
}
