import { linkActiveSubscriptions } from '../members/api.js';
import type { DomainModule } from '../types.js';
import { registerOrderAdminRoutes } from './admin.js';
import { registerCheckout } from './checkout.js';
import { registerOrderRoutes } from './routes.js';
import { hasActiveSubscription } from './state.js';
import type { OrdersState } from './types.js';

/**
 * The pricing-plan orders domain (platform-rules §6.3-6.7): checkout and previews, member and
 * management order routes, the clock-driven lifecycle, coupons, the `paidPlansCheckout` hosted
 * checkout, and the `/_emulator` test hooks. Its state is `state.domains.orders`.
 */
export const ordersDomain: DomainModule = {
  name: 'orders',
  initialState: (): OrdersState => ({ orders: {}, coupons: {}, checkouts: {} }),
  register(domain) {
    linkActiveSubscriptions(hasActiveSubscription);
    registerOrderRoutes(domain);
    registerOrderAdminRoutes(domain);
    registerCheckout(domain);
  },
};

export { pricingPlans } from './pricing-plans.js';
export type { CreateOrderInput, PricingPlansApi, PricingPlansHost } from './pricing-plans.js';
