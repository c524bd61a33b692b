import { invalidArgument } from '../errors.js';
import { dataItem, type DataCollection } from './data.js';
import type { OwnerCall } from './owner-dispatch.js';

/**
 * The owner actions the dashboard offers, per collection (`POST /_emulator/dashboard/actions/{collection}/{id}/{action}`).
 */
export const DASHBOARD_ACTIONS = {
  members: ['approve', 'block'],
  bookings: ['confirm', 'decline', 'cancel'],
  orders: ['pause', 'resume', 'cancel'],
} as const satisfies Partial<Record<DataCollection, readonly string[]>>;

/**
 * A collection that has {@link DASHBOARD_ACTIONS}.
 */
export type ActionCollection = keyof typeof DASHBOARD_ACTIONS;

const encode = encodeURIComponent;

// A booking change (`POST .../bookings/{id}/<verb>`) names the revision it applies to: the booking's
// current one (404 when there is no such booking).
function bookingChange(verb: 'confirm' | 'decline' | 'cancel') {
  return async (asOwner: OwnerCall, id: string) => {
    const { revision } = await dataItem(asOwner, 'bookings', id);
    return asOwner('POST', `/_api/bookings-service/v2/bookings/${encode(id)}/${verb}`, { revision });
  };
}

// Each action is the owner's own API call (the route an owner's HTTP request reaches).
const RUN: {
  [C in ActionCollection]: Record<(typeof DASHBOARD_ACTIONS)[C][number], (asOwner: OwnerCall, id: string) => Promise<unknown>>;
} = {
  members: {
    approve: (asOwner, id) => asOwner('POST', `/members/v1/members/${encode(id)}/approve`, {}),
    block: (asOwner, id) => asOwner('POST', `/members/v1/members/${encode(id)}/block`, {}),
  },
  bookings: { confirm: bookingChange('confirm'), decline: bookingChange('decline'), cancel: bookingChange('cancel') },
  orders: {
    pause: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/pause`, {}),
    resume: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/resume`, {}),
    cancel: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/cancel`, { effectiveAt: 'IMMEDIATELY' }),
  },
};

/**
 * Runs an owner action through the platform's own route (its rules, events, webhooks and emails)
 * and returns the entity afterwards, as the Data view shows it. A refused action throws the
 * platform's own error; an unknown collection or action is a 400.
 */
export async function runDashboardAction(
  asOwner: OwnerCall,
  collection: string | undefined,
  id: string,
  action: string | undefined,
): Promise<Record<string, unknown>> {
  const actions = Object.hasOwn(DASHBOARD_ACTIONS, collection ?? '') ? RUN[collection as ActionCollection] : undefined;
  if (!actions) {
    throw invalidArgument(`No actions on ${collection}: use one of ${Object.keys(DASHBOARD_ACTIONS).join(', ')}`, {
      collection: collection ?? null,
    });
  }
  const run = Object.hasOwn(actions, action ?? '')
    ? (actions as Record<string, (asOwner: OwnerCall, id: string) => Promise<unknown>>)[action!]
    : undefined;
  if (!run) {
    throw invalidArgument(`Unknown action on ${collection}: use one of ${Object.keys(actions).join(', ')}`, { action: action ?? null });
  }
  await run(asOwner, id);
  return dataItem(asOwner, collection as ActionCollection, id);
}
