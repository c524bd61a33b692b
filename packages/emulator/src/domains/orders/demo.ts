import type { OrdersState } from './types.js';

/**
 * The demo coupon code (seed `'demo'`): 10% off every plan.
 *
 * @example
 * ```ts
 * await createOnlineOrder(client, DEMO_PLAN_IDS.yearly, { couponCode: DEMO_COUPON_CODE });
 * ```
 */
export const DEMO_COUPON_CODE = 'WELCOME10';

/**
 * The demo orders state: no orders, one coupon (`WELCOME10`, 10% off).
 */
export function demoOrdersState(): OrdersState {
  return {
    orders: {},
    coupons: {
      [DEMO_COUPON_CODE]: {
        id: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c10',
        code: DEMO_COUPON_CODE,
        discountPercent: 10,
        createdDate: '2026-01-05T10:00:00.000Z',
      },
    },
    checkouts: {},
  };
}
