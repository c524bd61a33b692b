import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { PeriodUnit, SortOrder } from '@frontdesk/core';

/*
 * The order enums of the seed's section 3. Each is declared once, as its list of values: the
 * constant object (`OrderStatus.ACTIVE`), the type (the union of the values) and, through core's
 * `oneOf`, the argument validator come from it.
 */

/**
 * How an order was made: online by the buyer, offline by the owner, or through an external provider.
 */
export const OrderType = /* @__PURE__ */ enumeration(['ONLINE', 'OFFLINE', 'EXTERNAL']);
/** One of the {@link OrderType} values. */
export type OrderType = EnumValue<typeof OrderType>;

/**
 * How a checkout made on the buyer's behalf was taken: mail/telephone order or point of sale.
 */
export const OrderMethod = /* @__PURE__ */ enumeration(['MOTO', 'POS']);
/** One of the {@link OrderMethod} values. */
export type OrderMethod = EnumValue<typeof OrderMethod>;

/**
 * An order's status: `DRAFT` (not paid yet), `PENDING` (bought, starts later), `ACTIVE`, `PAUSED`,
 * `ENDED` (ran its length), `CANCELED`.
 */
export const OrderStatus = /* @__PURE__ */ enumeration(['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED']);
/** One of the {@link OrderStatus} values. */
export type OrderStatus = EnumValue<typeof OrderStatus>;

/**
 * The status of an order's last payment (`lastPaymentStatus`). `PENDING`: billing set up, nothing
 * charged yet (a free trial); `NOT_APPLICABLE`: nothing to pay.
 */
export const PaymentStatus = /* @__PURE__ */ enumeration(['PAID', 'REFUNDED', 'FAILED', 'UNPAID', 'PENDING', 'NOT_APPLICABLE']);
/** One of the {@link PaymentStatus} values. */
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/**
 * Why an order was canceled (`cancellation.cause`).
 */
export const CancellationCause = /* @__PURE__ */ enumeration([
  'OWNER_ACTION',
  'MEMBER_ACTION',
  'PAYMENT_FAILURE',
  'PAYMENT_SETUP_FAILURE',
  'UNKNOWN',
]);
/** One of the {@link CancellationCause} values. */
export type CancellationCause = EnumValue<typeof CancellationCause>;

/**
 * When a cancellation takes effect. One-time (single-payment) orders can only be canceled
 * `IMMEDIATELY`.
 */
export const CancellationEffectiveAt = /* @__PURE__ */ enumeration(['IMMEDIATELY', 'NEXT_PAYMENT_DATE']);
/** One of the {@link CancellationEffectiveAt} values. */
export type CancellationEffectiveAt = EnumValue<typeof CancellationEffectiveAt>;

/**
 * Why an order cannot be paused (suspended); also the `data.reason` of a refused `pauseOrder`.
 *
 * @example
 * ```ts
 * if (error.data?.reason === ReasonNotSuspendable.TRIAL) show('Orders cannot be paused during a free trial');
 * ```
 */
export const ReasonNotSuspendable = /* @__PURE__ */ enumeration([
  'PENDING',
  'TRIAL',
  'CANCELED',
  'ENDED',
  'NOT_STARTED',
  'ALREADY_SUSPENDED',
  'OLD_STRIPE',
]);
/** One of the {@link ReasonNotSuspendable} values. */
export type ReasonNotSuspendable = EnumValue<typeof ReasonNotSuspendable>;

/**
 * Which fields an order read returns: `BASIC` (default) leaves out the checkout form's submission
 * data, `FULL` includes it.
 */
export const FieldSet = /* @__PURE__ */ enumeration(['BASIC', 'FULL']);
/** One of the {@link FieldSet} values. */
export type FieldSet = EnumValue<typeof FieldSet>;

/**
 * The fields an order list can be sorted by: `createdDate` (the default) or `endDate`.
 */
export const OrderSortField = /* @__PURE__ */ enumeration(['createdDate', 'endDate']);
/** One of the {@link OrderSortField} values. */
export type OrderSortField = EnumValue<typeof OrderSortField>;

/**
 * Status of a pause period: `ACTIVE` while the order is paused, `ENDED` once resumed.
 */
export const PausePeriodStatus = /* @__PURE__ */ enumeration(['ACTIVE', 'ENDED']);
/** One of the {@link PausePeriodStatus} values. */
export type PausePeriodStatus = EnumValue<typeof PausePeriodStatus>;
