import type { Money, PeriodUnit, PlanDuration } from '../plans/api.js';

/**
 * Wire shapes of pricing-plan orders (platform-rules §6.3) and what the emulator stores about them.
 */

/** Order statuses. */
export type OrderStatus = 'DRAFT' | 'PENDING' | 'ACTIVE' | 'PAUSED' | 'ENDED' | 'CANCELED';
/** `lastPaymentStatus` values. */
export type PaymentStatus = 'PAID' | 'REFUNDED' | 'FAILED' | 'UNPAID' | 'PENDING' | 'NOT_APPLICABLE';
/** Cancellation causes. */
export type CancellationCause = 'OWNER_ACTION' | 'MEMBER_ACTION' | 'PAYMENT_FAILURE' | 'PAYMENT_SETUP_FAILURE' | 'UNKNOWN';
/** When a cancellation takes effect. */
export type EffectiveAt = 'IMMEDIATELY' | 'NEXT_PAYMENT_DATE';

/**
 * One price of `pricing.prices[]`: which cycles it applies to, and the amounts.
 */
export interface SpannedPrice {
  duration: { cycleFrom: number; numberOfCycles?: number };
  price: {
    subtotal: string;
    coupon?: { code: string; amount: string; id: string };
    discount: string;
    total: string;
    currency: string;
    /** A decimal amount; always answered (`'0'` when nothing is prorated). */
    proration?: string;
    fees?: Array<{ name: string; amount: string }>;
  };
}

/**
 * The order's pricing: the model as bought and its prices.
 */
export interface OrderPricing {
  subscription?: { cycleDuration?: PlanDuration; cycleCount?: number };
  singlePaymentForDuration?: PlanDuration;
  singlePaymentUnlimited?: boolean;
  prices: SpannedPrice[];
}

/**
 * A pause period of an order.
 */
export interface PausePeriod {
  status: 'ACTIVE' | 'ENDED';
  pauseDate: string;
  resumeDate?: string;
}

/**
 * An order cycle: `index` 0 is the free trial, then 1..n.
 */
export interface OrderCycle {
  index: number;
  startedDate: string;
  endedDate?: string;
}

/**
 * A cancellation: when it was asked for, why, and when it takes effect.
 */
export interface Cancellation {
  requestedDate: string;
  cause: CancellationCause;
  effectiveAt: EffectiveAt;
}

/**
 * The order as served on the wire (computed at a given time from what the emulator stores about the order).
 */
export interface Order {
  id: string;
  planId: string;
  subscriptionId: string;
  wixPayOrderId?: string;
  buyer: { memberId: string; contactId: string };
  priceDetails: Record<string, unknown>;
  pricing: OrderPricing;
  type: 'ONLINE' | 'OFFLINE' | 'EXTERNAL';
  orderMethod?: 'MOTO' | 'POS';
  status: OrderStatus;
  autoRenewCanceled?: boolean;
  cancellation?: Cancellation;
  lastPaymentStatus: PaymentStatus;
  startDate: string;
  endDate?: string;
  pausePeriods: PausePeriod[];
  freeTrialDays?: number;
  earliestEndDate?: string;
  currentCycle?: OrderCycle;
  cycles: OrderCycle[];
  planName: string;
  planDescription: string;
  planPrice: string;
  createdDate: string;
  updatedDate: string;
  formData?: { formId?: string; submissionId?: string; submissionData?: Record<string, unknown> };
}

/**
 * What the emulator stores per order: the wire fields that do not depend on time, plus the schedule
 * bookkeeping from which the rest (`endDate`, `cycles`, `currentCycle`, ...) is computed.
 */
export interface OrderRecord {
  id: string;
  planId: string;
  subscriptionId: string;
  wixPayOrderId?: string;
  buyer: { memberId: string; contactId: string };
  pricing: OrderPricing;
  type: 'ONLINE' | 'OFFLINE' | 'EXTERNAL';
  orderMethod?: 'MOTO' | 'POS';
  status: OrderStatus;
  lastPaymentStatus: PaymentStatus;
  autoRenewCanceled?: boolean;
  cancellation?: Cancellation;
  startDate: string;
  pausePeriods: PausePeriod[];
  freeTrialDays?: number;
  planName: string;
  planDescription: string;
  planPrice: string;
  currency: string;
  couponCode?: string;
  createdDate: string;
  updatedDate: string;
  formData?: { formId?: string; submissionId?: string; submissionData?: Record<string, unknown> };
  /** Schedule bookkeeping (not on the wire). */
  schedule: {
    /** Index of the latest cycle whose start was processed (0 = trial); absent before the start. */
    cycleIndex?: number;
    /** Milliseconds added to the end by postponeEndDate (in un-paused time). */
    extensionMs: number;
    /** NEXT_PAYMENT_DATE cancellation: the cycle at whose end the order is canceled, and the cancellation then recorded. */
    cancelAtCycleEnd?: { cycle: number; cancellation: Cancellation };
    /** When the order ended or was canceled. */
    terminalAt?: string;
  };
}

/**
 * A coupon configured in the emulator (`POST /_emulator/coupons`, `pricingPlans(emulator).coupons.add`).
 */
export interface CouponRecord {
  id: string;
  code: string;
  /** Percent off each price (0-100); or `discountAmount`. */
  discountPercent?: number;
  /** Fixed amount off each price (a decimal string); or `discountPercent`. */
  discountAmount?: string;
  /** Only these plans (default: every plan): else `ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN`. */
  planIds?: string[];
  /** Only the first paid cycle of a subscription is discounted. */
  firstCycleOnly?: boolean;
  /** `ERROR_COUPON_IS_DISABLED`. */
  disabled?: boolean;
  /** Before this time: `ERROR_COUPON_IS_NOT_ACTIVE_YET`. */
  startsAt?: string;
  /** From this time: `ERROR_COUPON_HAS_EXPIRED`. */
  expiresAt?: string;
  /** Purchases (non-draft orders) allowed in all: else `ERROR_COUPON_USAGE_EXCEEDED`. */
  usageLimit?: number;
  /** Purchases allowed per buyer: else `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`. */
  limitPerCustomer?: number;
  createdDate: string;
}

/**
 * A hosted checkout (the `paidPlansCheckout` redirect session): who opened it, for which plan, where to return.
 */
export interface CheckoutRecord {
  id: string;
  planId: string;
  /** The member who created the redirect session (absent: a visitor, who is asked to sign in). */
  memberId?: string;
  callbacks: Record<string, string>;
  /** `paidPlansCheckout.checkoutData`, passed back to `planListUrl`. */
  checkoutData?: string;
  /** The draft order, created when the member opens the page. */
  orderId?: string;
  outcome?: 'SUCCESS' | 'FAILED' | 'CANCELED';
  createdDate: string;
}

/**
 * The orders domain state (`state.domains.orders`).
 */
export interface OrdersState {
  orders: Record<string, OrderRecord>;
  /** Coupons by code (upper case). */
  coupons: Record<string, CouponRecord>;
  checkouts: Record<string, CheckoutRecord>;
}

declare module '../../state/types.js' {
  interface DomainStates {
    orders: OrdersState;
  }
}

export type { Money, PeriodUnit };

/** The entity FQDN of order events. */
export const ORDER_FQDN = 'wix.pricing_plans.v2.order';
