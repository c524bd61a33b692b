import { ownerBookingActions } from '../domains/bookings/api.js';
import { ownerModeration } from '../domains/members/api.js';
import { ownerOrderActions } from '../domains/orders/api.js';
import { invalidArgument, type PlatformError } from '../errors.js';
import type { RouteContext } from '../routing/types.js';
import { dataItem, type DataCollection } from './data.js';
import type { OwnerCall } from './owner-dispatch.js';

/**
 * The owner actions the dashboard offers, per collection (`POST /_emulator/dashboard/actions/{collection}/{id}/{action}`).
 */
export const DASHBOARD_ACTIONS = {
  members: ['approve', 'block', 'disconnect'],
  bookings: ['confirm', 'decline', 'cancel'],
  orders: ['pause', 'resume', 'cancel', 'markAsPaid'],
} as const satisfies Partial<Record<DataCollection, readonly string[]>>;

/**
 * A collection that has {@link DASHBOARD_ACTIONS}.
 */
export type ActionCollection = keyof typeof DASHBOARD_ACTIONS;

/**
 * Whether an owner action is possible on an entity now: `allowed`, else `reason` (the message the
 * platform's route would answer, or why it would change nothing).
 */
export interface ActionAvailability {
  action: string;
  allowed: boolean;
  reason?: string;
}

/**
 * What an action call may add: `notify` sends the booking's customer the platform's notification
 * (`participantNotification.notifyParticipants`) for a booking action.
 */
export interface ActionOptions {
  notify?: boolean;
}

const encode = encodeURIComponent;

// A booking change (`POST .../bookings/{id}/<verb>`) names the revision it applies to: the booking's
// current one (404 when there is no such booking).
function bookingChange(verb: 'confirm' | 'decline' | 'cancel') {
  return async (asOwner: OwnerCall, id: string, options: ActionOptions) => {
    const { revision } = await dataItem(asOwner, 'bookings', id);
    return asOwner('POST', `/_api/bookings-service/v2/bookings/${encode(id)}/${verb}`, {
      revision,
      ...(options.notify ? { participantNotification: { notifyParticipants: true } } : {}),
    });
  };
}

type Run = (asOwner: OwnerCall, id: string, options: ActionOptions) => Promise<unknown>;

// Each action is the owner's own API call (the route an owner's HTTP request reaches).
const RUN: { [C in ActionCollection]: Record<(typeof DASHBOARD_ACTIONS)[C][number], Run> } = {
  members: {
    approve: (asOwner, id) => asOwner('POST', `/members/v1/members/${encode(id)}/approve`, {}),
    block: (asOwner, id) => asOwner('POST', `/members/v1/members/${encode(id)}/block`, {}),
    disconnect: (asOwner, id) => asOwner('POST', `/members/v1/members/${encode(id)}/disconnect`, {}),
  },
  bookings: { confirm: bookingChange('confirm'), decline: bookingChange('decline'), cancel: bookingChange('cancel') },
  orders: {
    pause: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/pause`, {}),
    resume: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/resume`, {}),
    cancel: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/cancel`, { effectiveAt: 'IMMEDIATELY' }),
    markAsPaid: (asOwner, id) => asOwner('POST', `/pricing-plans/v2/orders/${encode(id)}/mark-as-paid`, {}),
  },
};

/** The status each member action leads to. */
export const MODERATED_STATUS = { approve: 'APPROVED', block: 'BLOCKED', disconnect: 'OFFLINE' } as const;

const isActionCollection = (collection: string | undefined): collection is ActionCollection =>
  Object.hasOwn(DASHBOARD_ACTIONS, collection ?? '');

const refused = (action: string, refusal: PlatformError | undefined): ActionAvailability =>
  refusal ? { action, allowed: false, reason: refusal.message } : { action, allowed: true };

/**
 * Which of the collection's {@link DASHBOARD_ACTIONS} the entity allows now, from the domain's own
 * checks (the ones its routes make: `ownerModeration`, `ownerBookingActions`, `ownerOrderActions`),
 * not a copy of them. A member's action that would change nothing (already APPROVED, BLOCKED or
 * OFFLINE) is not allowed either. Empty for a collection without actions or an unknown id.
 */
export function actionAvailability(ctx: RouteContext, collection: DataCollection, id: string): ActionAvailability[] {
  const now = ctx.clock.now();
  if (collection === 'members') {
    const outcomes = ownerModeration(ctx.state, id, now);
    if (!outcomes) return [];
    return DASHBOARD_ACTIONS.members.map((action) => {
      const outcome = outcomes[action];
      if (outcome === 'changes') return { action, allowed: true };
      const reason = outcome === 'unchanged' ? `The member is already ${MODERATED_STATUS[action]}` : outcome.message;
      return { action, allowed: false, reason };
    });
  }
  if (collection === 'bookings') {
    const refusals = ownerBookingActions(ctx.state, id, now);
    return refusals ? DASHBOARD_ACTIONS.bookings.map((action) => refused(action, refusals[action])) : [];
  }
  if (collection === 'orders') {
    const refusals = ownerOrderActions(ctx, id);
    return refusals ? DASHBOARD_ACTIONS.orders.map((action) => refused(action, refusals[action])) : [];
  }
  return [];
}

/**
 * Runs an owner action through the platform's own route (its rules, events, webhooks and emails).
 * A refused action throws the platform's own error; an unknown collection or action is a 400.
 */
export async function runDashboardAction(
  asOwner: OwnerCall,
  collection: string | undefined,
  id: string,
  action: string | undefined,
  options: ActionOptions = {},
): Promise<ActionCollection> {
  if (!isActionCollection(collection)) {
    throw invalidArgument(`No actions on ${collection}: use one of ${Object.keys(DASHBOARD_ACTIONS).join(', ')}`, {
      collection: collection ?? null,
    });
  }
  const actions: Record<string, Run> = RUN[collection];
  const run = Object.hasOwn(actions, action ?? '') ? actions[action!] : undefined;
  if (!run) {
    throw invalidArgument(`Unknown action on ${collection}: use one of ${Object.keys(actions).join(', ')}`, { action: action ?? null });
  }
  await run(asOwner, id, options);
  return collection;
}
