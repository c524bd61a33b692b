import type { Clock } from '../../clock.js';
import type { StateStore } from '../../state/store.js';
import type { Webhooks } from '../../webhooks/webhooks.js';
import { archivePlan, createPlan, findPlan, type Emit, type Plan } from '../plans/api.js';
import { addCoupon, type CouponInput } from './coupons.js';
import { createOrder } from './create.js';
import { ordersState, requireOrder } from './state.js';
import { bringOrdersUpToDate, memberEmit, PRICING_PLANS_APP_IDENTITY } from './sync.js';
import { cancelOrder, payOrder } from './transitions.js';
import type { CancellationCause, CouponRecord, Order } from './types.js';
import { orderView } from './view.js';
import { clone } from '../../state/clone.js';

/** What {@link pricingPlans} needs from an emulator (an `Emulator` has all of it). */
export interface PricingPlansHost {
  store: StateStore;
  clock: Clock;
  webhooks: Webhooks;
}

/**
 * An order to create through {@link PricingPlansApi.createOrder}.
 */
export interface CreateOrderInput {
  planId: string;
  memberId: string;
  /** Default `'ONLINE'`: a paid plan's order is a DRAFT until {@link PricingPlansApi.payOrder}. */
  type?: 'ONLINE' | 'OFFLINE';
  /** Offline orders: paid or not (default false). */
  paid?: boolean;
  /** Default: now. Offline orders may start in the past (their cycles and end are then applied at once). */
  startDate?: Date | string;
  couponCode?: string;
  submissionId?: string;
  /** Online orders: pay the draft at once (default false). */
  pay?: boolean;
}

/**
 * The pricing-plans test API of an emulator: plans, orders and coupons without HTTP. Every call
 * brings orders up to the clock first and emits the same webhooks as the routes (as the site owner,
 * or the buyer for payments).
 */
export interface PricingPlansApi {
  /** Creates a plan (as createPlan: validated, `plan_created`). */
  createPlan(plan: Record<string, unknown>): Plan;
  /** Archives a plan. */
  archivePlan(planId: string): Plan;
  /** The stored plan (owner view), or `undefined`. */
  getPlan(planId: string): Plan | undefined;
  /** Creates an order (platform checks included; `maxPurchasesPerBuyer` applies to online orders). */
  createOrder(input: CreateOrderInput): Order;
  /** Pays a DRAFT online order (as the hosted checkout does), or fails its payment. */
  payOrder(orderId: string, outcome?: 'SUCCESS' | 'FAILED'): Order;
  /** Cancels an order now with any cause (e.g. `PAYMENT_FAILURE`, which no route can give). */
  cancelOrder(orderId: string, cause?: CancellationCause): Order;
  /** The order as the API serves it now. */
  getOrder(orderId: string, fieldSet?: 'BASIC' | 'FULL'): Order;
  /** Every order, as served now. */
  listOrders(): Order[];
  /** Applies the clock-driven transitions now (starts, new cycles, ends); returns how many. */
  sync(): number;
  coupons: {
    add(input: Partial<CouponInput> & { code: string }): CouponRecord;
    list(): CouponRecord[];
    remove(code: string): boolean;
    clear(): void;
  };
}

/**
 * The pricing-plans test API of an emulator (see {@link PricingPlansApi}).
 *
 * @example
 * ```ts
 * const pp = pricingPlans(emulator);
 * const plan = pp.createPlan({ name: 'Gold', pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 }, price: { value: '20', currency: 'USD' } } });
 * ```
 */
export function pricingPlans(host: PricingPlansHost): PricingPlansApi {
  const { store, clock, webhooks } = host;
  const asOwner: Emit = (eventType, event) =>
    webhooks.emit(eventType, { ...event, identity: event.identity ?? { identityType: 'WIX_USER' } });
  const run = <T>(fn: () => T): T => {
    bringOrdersUpToDate(store.data, clock, webhooks, store);
    return store.mutate(() => fn());
  };
  const view = (id: string, fieldSet: 'BASIC' | 'FULL' = 'BASIC') => orderView(requireOrder(store.data, id), clock.now(), fieldSet);
  return {
    createPlan: (plan) => run(() => clone(createPlan(store.data, plan, clock.now(), asOwner))),
    archivePlan: (planId) => run(() => clone(archivePlan(store.data, planId, clock.now(), asOwner))),
    getPlan: (planId) => clone(findPlan(store.data, planId)),
    createOrder: (input) =>
      run(() => {
        const startDate = input.startDate instanceof Date ? input.startDate.toISOString() : input.startDate;
        const type = input.type ?? 'ONLINE';
        const emit = type === 'ONLINE' ? memberEmit(asOwner, input.memberId) : asOwner;
        const { record } = createOrder(
          store.data,
          {
            type,
            planId: input.planId,
            memberId: input.memberId,
            startDate,
            couponCode: input.couponCode,
            submissionId: input.submissionId,
            paid: input.paid ?? false,
          },
          clock.now(),
          emit,
        );
        if (input.pay && record.status === 'DRAFT')
          payOrder(store.data, record, clock.now(), memberEmit(asOwner, input.memberId), 'SUCCESS');
        return view(record.id);
      }),
    payOrder: (orderId, outcome = 'SUCCESS') =>
      run(() => {
        const record = requireOrder(store.data, orderId);
        payOrder(store.data, record, clock.now(), memberEmit(asOwner, record.buyer.memberId), outcome);
        return view(orderId);
      }),
    cancelOrder: (orderId, cause = 'OWNER_ACTION') =>
      run(() => {
        const emit: Emit = cause === 'OWNER_ACTION' ? asOwner : (t, e) => webhooks.emit(t, { ...e, identity: PRICING_PLANS_APP_IDENTITY });
        cancelOrder(requireOrder(store.data, orderId), 'IMMEDIATELY', cause, clock.now(), emit);
        return view(orderId);
      }),
    getOrder: (orderId, fieldSet) => run(() => view(orderId, fieldSet)),
    listOrders: () => run(() => Object.keys(ordersState(store.data).orders).map((id) => view(id))),
    sync: () => bringOrdersUpToDate(store.data, clock, webhooks, store),
    coupons: {
      add: (input) => store.mutate((state) => addCoupon(state, input, clock.now())),
      list: () => clone(Object.values(ordersState(store.data).coupons)),
      remove: (code) =>
        store.mutate((state) => {
          const { coupons } = ordersState(state);
          const existed = code.toUpperCase() in coupons;
          delete coupons[code.toUpperCase()];
          return existed;
        }),
      clear: () =>
        store.mutate((state) => {
          ordersState(state).coupons = {};
        }),
    },
  };
}
