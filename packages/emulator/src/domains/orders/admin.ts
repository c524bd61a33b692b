import { invalidArgument, notFound } from '../../errors.js';
import type { RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { addCoupon } from './coupons.js';
import { ordersState, requireOrder } from './state.js';
import { bringOrdersUpToDate, memberEmit, synced } from './sync.js';
import { payOrder } from './transitions.js';
import { orderView } from './view.js';
import { own } from '../../util/safe-keys.js';

const PUBLIC: RouteOptions = { roles: 'public' };

/**
 * The emulator's own pricing-plans test hooks (no credentials, like every `/_emulator` route):
 * - `POST /_emulator/coupons` `{ code, discountPercent | discountAmount, planIds?, firstCycleOnly?,
 *   disabled?, startsAt?, expiresAt?, usageLimit?, limitPerCustomer? }` → `{ coupon }`;
 *   `GET /_emulator/coupons`; `DELETE /_emulator/coupons/{code}`; `DELETE /_emulator/coupons`;
 * - `POST /_emulator/pricing-plans/orders/{id}/pay` `{ outcome?: 'SUCCESS' | 'FAILED' }`: pays a
 *   DRAFT online order as the hosted checkout would → `{ order }`;
 * - `POST /_emulator/pricing-plans/sync`: applies the clock-driven transitions now → `{ transitions }`.
 */
export function registerOrderAdminRoutes(domain: DomainRegistrar): void {
  domain.route('GET', '/_emulator/coupons', ({ state }) => ({ coupons: Object.values(ordersState(state).coupons) }), PUBLIC);
  domain.route('POST', '/_emulator/coupons', ({ input, state, clock }) => ({ coupon: addCoupon(state, input, clock.now()) }), PUBLIC);
  domain.route(
    'DELETE',
    '/_emulator/coupons/{code}',
    ({ params, state }) => {
      const { coupons } = ordersState(state);
      const key = params.code!.toUpperCase();
      if (!own(coupons, key)) throw notFound('Coupon not found', 'NOT_FOUND', { code: params.code });
      delete coupons[key];
      return {};
    },
    PUBLIC,
  );
  domain.route(
    'DELETE',
    '/_emulator/coupons',
    ({ state }) => {
      ordersState(state).coupons = {};
      return {};
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/pricing-plans/orders/{id}/pay',
    synced(({ params, input, state, clock, emit }) => {
      const outcome = input.outcome ?? 'SUCCESS';
      if (outcome !== 'SUCCESS' && outcome !== 'FAILED') throw invalidArgument('outcome must be SUCCESS or FAILED');
      const record = requireOrder(state, params.id);
      // The buyer pays: the events carry the member's identity.
      const asBuyer = memberEmit(emit, record.buyer.memberId);
      payOrder(state, record, clock.now(), asBuyer, outcome);
      return { order: orderView(record, clock.now()) };
    }),
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/pricing-plans/sync',
    ({ state, clock, services, store }) => ({ transitions: bringOrdersUpToDate(state, clock, services.webhooks, store) }),
    PUBLIC,
  );
}
