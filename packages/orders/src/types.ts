import type {
  CancellationCause,
  CancellationEffectiveAt,
  FieldSet,
  OrderMethod,
  OrderSortField,
  OrderStatus,
  OrderType,
  PausePeriodStatus,
  PaymentStatus,
  PeriodUnit,
  SortOrder,
} from './enums.js';

/*
 * The order entities, responses and call options, as plain types (from the platform's published
 * order declarations). Field names are the wire names. `Date` fields arrive as ISO text and are
 * decoded per `wire.gen.ts` (generated from this file: `node scripts/gen-wire.mjs orders`).
 */

/** A length of time: `count` units (a payment cycle, or a single payment's duration). */
export interface Duration {
  count?: number;
  unit?: PeriodUnit;
}

/** A recurring payment: every `cycleDuration`, `cycleCount` times (left out when unlimited). */
export interface Recurrence {
  cycleDuration?: Duration;
  cycleCount?: number;
}

/** A coupon applied to an order; `amount` is a decimal string. */
export interface Coupon {
  code?: string;
  amount?: string;
  id?: string;
}

/** A tax applied to an order (only when the site has tax configured). Rate and amount are decimal strings. */
export interface Tax {
  name?: string;
  includedInPrice?: boolean;
  rate?: string;
  amount?: string;
}

/** A fee added to a price, e.g. a setup fee; `amount` is a decimal string. */
export interface Fee {
  name?: string;
  amount?: string;
}

/** The price of one span of payment cycles. Amounts are decimal strings. */
export interface Price {
  subtotal?: string;
  coupon?: Coupon;
  discount?: string;
  tax?: Tax;
  total?: string;
  currency?: string;
  fees?: Fee[];
  proration?: string;
}

/** The cycles a {@link SpannedPrice} applies to: from cycle `cycleFrom`, for `numberOfCycles` cycles. */
export interface PriceDuration {
  cycleFrom?: number;
  /** Left out for unlimited subscriptions; `1` for single payments. */
  numberOfCycles?: number;
}

/** A price applied over a span of payment cycles (`duration`). */
export interface SpannedPrice {
  duration?: PriceDuration;
  price?: Price;
}

/** The order's pricing model as bought (one of the three), and its `prices`. */
export interface OrderPricing {
  subscription?: Recurrence;
  singlePaymentForDuration?: Duration;
  singlePaymentUnlimited?: boolean;
  prices?: SpannedPrice[];
}

/** Deprecated price summary of an order (use `pricing`); still returned by the platform. */
export interface PriceDetails {
  subscription?: Recurrence;
  singlePaymentForDuration?: Duration;
  singlePaymentUnlimited?: boolean;
  subtotal?: string;
  discount?: string;
  tax?: Tax;
  total?: string;
  planPrice?: string;
  currency?: string;
  freeTrialDays?: number;
  coupon?: Coupon;
}

/** A payment cycle: index `0` is the free trial, then `1..n`. */
export interface OrderCycle {
  index?: number;
  startedDate?: Date;
  endedDate?: Date;
}

/** A period during which the order was (or is) paused. */
export interface PausePeriod {
  status?: PausePeriodStatus;
  pauseDate?: Date;
  resumeDate?: Date;
}

/** Why and when an order was canceled; present only on `CANCELED` orders. */
export interface Cancellation {
  requestedDate?: Date;
  cause?: CancellationCause;
  effectiveAt?: CancellationEffectiveAt;
}

/** The buyer of an order. */
export interface Buyer {
  memberId?: string;
  contactId?: string;
}

/** The checkout form submitted with an order. */
export interface OrderFormData {
  formId?: string;
  submissionId?: string;
  /** The form's answers; only with `fieldSet: 'FULL'`. */
  submissionData?: Record<string, unknown>;
}

/**
 * A pricing-plan order: who bought which plan, how it is priced, its status and dates. `endDate`
 * is left out while an until-canceled order is active; `currentCycle` when the order is canceled,
 * ended or not started; `autoRenewCanceled` for single-payment orders.
 */
export interface Order {
  id: string;
  planId: string;
  subscriptionId?: string;
  wixPayOrderId?: string;
  buyer?: Buyer;
  /** @deprecated Use `pricing`. */
  priceDetails?: PriceDetails;
  pricing?: OrderPricing;
  type: OrderType;
  orderMethod?: OrderMethod;
  status: OrderStatus;
  autoRenewCanceled?: boolean;
  cancellation?: Cancellation;
  lastPaymentStatus: PaymentStatus;
  startDate?: Date;
  endDate?: Date;
  pausePeriods?: PausePeriod[];
  freeTrialDays?: number;
  /** The earliest date the order can end (before it, a cancellation waits). */
  earliestEndDate?: Date;
  currentCycle?: OrderCycle;
  cycles?: OrderCycle[];
  planName?: string;
  planDescription?: string;
  planPrice?: string;
  createdDate?: Date;
  updatedDate?: Date;
  formData?: OrderFormData;
}

/**
 * A response carrying one order: `createOnlineOrder`, `createOfflineOrder` and
 * `managementGetOrder` return it as is; `memberGetOrder` returns its `order`.
 */
export interface OrderResponse {
  order: Order;
}

/** Offset paging metadata of order lists. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  hasNext?: boolean;
}

/** Response of `memberListOrders` and `managementListOrders` (available as `page.response`). */
export interface OrdersResponse {
  orders?: Order[];
  pagingMetadata?: PagingMetadata;
}

/**
 * Response of `getOnlineOrderPreview` and `getOfflineOrderPreview`. An online preview has no
 * `order` when the member already reached the plan's purchase limit.
 */
export interface OrderPreview {
  order?: Order;
  purchaseLimitExceeded?: boolean;
}

/**
 * Response of `getPricePreview`: the prices in the shape of `order.pricing.prices` (and the
 * deprecated `price` summary).
 */
export interface PricePreview {
  prices?: SpannedPrice[];
  price?: PriceDetails;
}

/** The empty response of order actions (cancel, pause, resume, mark as paid, postpone). */
export type EmptyResponse = Record<string, never>;

/** The body of the order action events (`order_purchased`, `order_paused`...): the order. */
export interface OrderActionData {
  order?: Order;
}

/** The body of the `order_cycle_started` event: the order and the cycle that started. */
export interface OrderCycleStartedData {
  order?: Order;
  /** `0` during a free trial, then `1..n`. */
  cycleNumber?: number;
}

/** Options of `memberGetOrder` and `managementGetOrder`. */
export interface GetOrderOptions {
  /** `FULL` adds the checkout form's answers (`formData.submissionData`); default `BASIC`. */
  fieldSet?: FieldSet;
}

/** How an order list is sorted: by `createdDate` (the default) or `endDate`. */
export interface OrderSorting {
  fieldName?: OrderSortField;
  order?: SortOrder;
}

/**
 * Options of `memberListOrders`: typed filters (no query language), offset paging (at most 50 per
 * page) and sorting.
 */
export interface MemberListOrdersOptions {
  planIds?: string[];
  autoRenewCanceled?: boolean;
  orderStatuses?: OrderStatus[];
  paymentStatuses?: PaymentStatus[];
  /** Page size, 1 or more (the platform caps it at 50). */
  limit?: number;
  offset?: number;
  sorting?: OrderSorting;
  fieldSet?: FieldSet;
}

/** Options of `managementListOrders`: the member filters plus `buyerIds` (member ids). */
export interface ManagementListOrdersOptions extends MemberListOrdersOptions {
  buyerIds?: string[];
}

/** Buying on a member's behalf (`createOnlineOrder` as the site owner). */
export interface OnBehalf {
  memberId: string;
  orderMethod?: OrderMethod;
}

/**
 * Options of `createOnlineOrder`. `onBehalf.memberId` buys for a member (required when the caller
 * is not that member); `submissionId` makes the call safe to retry.
 */
export interface CreateOnlineOrderOptions {
  /** A `Date` or an ISO-8601 string. */
  startDate?: Date | string;
  couponCode?: string;
  onBehalf?: OnBehalf;
  submissionId?: string;
}

/** Options of `createOfflineOrder`: `paid` (default `false`) sets the payment status. */
export interface CreateOfflineOrderOptions {
  /** A `Date` or an ISO-8601 string. */
  startDate?: Date | string;
  paid?: boolean;
  couponCode?: string;
  submissionId?: string;
}

/** Options of `getOnlineOrderPreview` and `getOfflineOrderPreview`. */
export interface OrderPreviewOptions {
  /** A `Date` or an ISO-8601 string. */
  startDate?: Date | string;
  couponCode?: string;
}

/** Options of `getPricePreview`. */
export interface PricePreviewOptions {
  couponCode?: string;
}
