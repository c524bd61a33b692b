import { applicationError, validationError } from '../../errors.js';
import type { Caller, RouteContext, RouteOptions } from '../../routing/types.js';
import { findPlan } from '../plans/api.js';
import type { DomainRegistrar } from '../types.js';
import { createOrder, previewOrder, pricePreview, type OrderRequest } from './create.js';
import { LIST_ARRAYS, listOrders, readFieldSet } from './list.js';
import { requireOrder } from './state.js';
import { synced } from './sync.js';
import { cancelOrder, markAsPaid, pauseOrder, postponeEndDate, resumeOrder } from './transitions.js';
import type { EffectiveAt, Order } from './types.js';
import { orderView } from './view.js';
import { isRecord } from '../../util/values.js';

const ANYONE: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const MEMBER: RouteOptions = { roles: ['member', 'owner'] };
const OWNER: RouteOptions = { roles: ['owner'] };

// The buyer of an online order: the calling member, or `onBehalf.memberId` for the owner.
function onlineBuyer(caller: Caller, input: Record<string, any>): Pick<OrderRequest, 'memberId' | 'orderMethod'> {
  const onBehalf = isRecord(input.onBehalf) ? input.onBehalf : undefined;
  const method = onBehalf?.orderMethod;
  if (method !== undefined && method !== null && method !== 'UNKNOWN' && method !== 'MOTO' && method !== 'POS') {
    throw validationError([{ field: 'onBehalf.orderMethod', description: 'must be MOTO or POS', ruleName: 'UNKNOWN_ORDER_METHOD' }]);
  }
  const orderMethod = method === 'MOTO' || method === 'POS' ? { orderMethod: method as 'MOTO' | 'POS' } : {};
  if (caller.role === 'member') return { memberId: caller.memberId };
  if (caller.role === 'owner' && typeof onBehalf?.memberId === 'string' && onBehalf.memberId !== '')
    return { memberId: onBehalf.memberId, ...orderMethod };
  if (caller.role === 'owner')
    throw applicationError(400, 'MEMBER_REQUIRED', 'onBehalf.memberId is required when the caller is not a member');
  throw applicationError(403, 'MEMBER_REQUIRED', 'Only a signed-in member can buy a plan');
}

/** The buyer of an offline order (or its preview): the `memberId` the owner sends, which is required. */
function offlineBuyer(input: Record<string, any>): string {
  if (typeof input.memberId !== 'string' || input.memberId === '') {
    throw validationError([{ field: 'memberId', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  }
  return input.memberId;
}

/** The fields an online and an offline order request share, as sent. */
function orderFields(input: Record<string, any>): Pick<OrderRequest, 'planId' | 'startDate' | 'couponCode' | 'submissionId'> {
  return { planId: input.planId, startDate: input.startDate, couponCode: input.couponCode, submissionId: input.submissionId };
}

/** Creates the order and answers it as served. */
function placeOrder(ctx: Pick<RouteContext, 'state' | 'clock' | 'emit'>, request: OrderRequest): { order: Order } {
  const { record } = createOrder(ctx.state, request, ctx.clock.now(), ctx.emit);
  return { order: orderView(record, ctx.clock.now()) };
}

function readEffectiveAt(value: unknown): EffectiveAt {
  if (value !== 'IMMEDIATELY' && value !== 'NEXT_PAYMENT_DATE') {
    throw validationError([
      { field: 'effectiveAt', description: 'must be IMMEDIATELY or NEXT_PAYMENT_DATE', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  return value;
}

const memberScope = (caller: Caller) => (caller.role === 'member' ? caller.memberId : undefined);

/**
 * Registers the order routes of wire.md rows 73-87 (platform-rules §6.3-6.7): checkout and previews,
 * the member's own orders, and order management for the owner. Every route first brings the orders
 * up to the emulator clock.
 */
export function registerOrderRoutes(domain: DomainRegistrar): void {
  // Checkout and previews.
  domain.route(
    'POST',
    '/pricing-plans/v2/checkout/orders/online',
    synced((ctx) => placeOrder(ctx, { type: 'ONLINE', ...orderFields(ctx.input), ...onlineBuyer(ctx.caller, ctx.input) })),
    ANYONE,
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/checkout/orders/offline',
    synced((ctx) => {
      const memberId = offlineBuyer(ctx.input);
      return placeOrder(ctx, { type: 'OFFLINE', ...orderFields(ctx.input), memberId, paid: ctx.input.paid });
    }),
    OWNER,
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/checkout/orders/preview-online',
    synced(({ input, caller, state, clock }) => {
      if (caller.role !== 'member') throw applicationError(403, 'MEMBER_REQUIRED', 'The online order preview is for a signed-in member');
      return previewOrder(
        state,
        { type: 'ONLINE', planId: input.planId, memberId: caller.memberId, startDate: input.startDate, couponCode: input.couponCode },
        clock.now(),
      );
    }),
    ANYONE,
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/checkout/orders/preview-offline',
    synced(({ input, state, clock }) => {
      const memberId = offlineBuyer(input);
      return previewOrder(
        state,
        { type: 'OFFLINE', planId: input.planId, memberId, startDate: input.startDate, couponCode: input.couponCode },
        clock.now(),
      );
    }),
    OWNER,
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/checkout/orders/price-preview',
    ({ input, state, clock }) => pricePreview(state, input.planId, input.couponCode, clock.now()),
    ANYONE,
  );

  // The member's own orders.
  domain.route(
    'GET',
    '/pricing-plans/v2/member/orders/{id}',
    synced(({ params, input, caller, state, clock }) => ({
      order: orderView(requireOrder(state, params.id, memberScope(caller)), clock.now(), readFieldSet(input.fieldSet)),
    })),
    MEMBER,
  );
  domain.route(
    'GET',
    '/pricing-plans/v2/member/orders',
    synced(({ input, caller, state, clock }) =>
      listOrders(state, input, clock.now(), caller.role === 'member' ? { memberId: caller.memberId } : {}),
    ),
    { ...MEMBER, fallbackPost: true, arrays: LIST_ARRAYS },
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/member/orders/{id}/cancel',
    synced(({ params, input, caller, state, clock, emit }) => {
      let effectiveAt = readEffectiveAt(input.effectiveAt);
      const record = requireOrder(state, params.id, memberScope(caller));
      const plan = findPlan(state, record.planId);
      if (caller.role === 'member' && !plan?.buyerCanCancel) {
        throw applicationError(428, 'CANCELLATION_NOT_ALLOWED', 'The plan does not let buyers cancel', {
          orderId: record.id,
          planId: record.planId,
        });
      }
      // A buyer canceling during the free trial keeps access until the trial ends and is never billed.
      if (record.status === 'ACTIVE' && record.schedule.cycleIndex === 0) effectiveAt = 'NEXT_PAYMENT_DATE';
      cancelOrder(record, effectiveAt, caller.role === 'member' ? 'MEMBER_ACTION' : 'OWNER_ACTION', clock.now(), emit);
      return {};
    }),
    MEMBER,
  );

  // Management.
  domain.route(
    'GET',
    '/pricing-plans/v2/orders/{id}',
    synced(({ params, input, state, clock }) => ({
      order: orderView(requireOrder(state, params.id), clock.now(), readFieldSet(input.fieldSet)),
    })),
    OWNER,
  );
  domain.route(
    'GET',
    '/pricing-plans/v2/orders',
    synced(({ input, state, clock }) => listOrders(state, input, clock.now(), {})),
    {
      ...OWNER,
      fallbackPost: true,
      arrays: LIST_ARRAYS,
    },
  );
  domain.route(
    'PATCH',
    '/pricing-plans/v2/orders/{id}',
    synced(({ params, input, state, clock, emit }) => {
      postponeEndDate(requireOrder(state, params.id), input.endDate, clock.now(), emit);
      return {};
    }),
    OWNER,
  );
  domain.route(
    'POST',
    '/pricing-plans/v2/orders/{id}/cancel',
    synced(({ params, input, state, clock, emit }) => {
      const effectiveAt = readEffectiveAt(input.effectiveAt);
      cancelOrder(requireOrder(state, params.id), effectiveAt, 'OWNER_ACTION', clock.now(), emit);
      return {};
    }),
    OWNER,
  );
  const action = (path: string, run: typeof markAsPaid) =>
    domain.route(
      'POST',
      `/pricing-plans/v2/orders/{id}/${path}`,
      synced(({ params, state, clock, emit }) => {
        run(requireOrder(state, params.id), clock.now(), emit);
        return {};
      }),
      OWNER,
    );
  action('mark-as-paid', markAsPaid);
  action('pause', pauseOrder);
  action('resume', resumeOrder);
}
