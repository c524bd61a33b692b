import * as z from 'zod/mini';

/*
 * The order enums of the seed's section 3, each as a const object (for values) and a zod schema.
 */

/**
 * A zod enum whose error reads `must be one of A, B, C` (the default message says only "Invalid input").
 *
 * @example
 * ```ts
 * const UnitSchema = enumOf(['DAY', 'WEEK']);
 * ```
 */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/**
 * How an order was made: online by the buyer, offline by the owner, or through an external provider.
 *
 * @example
 * ```ts
 * if (order.type === OrderType.OFFLINE) await markAsPaid(client, order.id!);
 * ```
 */
export const OrderType = { ONLINE: 'ONLINE', OFFLINE: 'OFFLINE', EXTERNAL: 'EXTERNAL' } as const;
/**
 * One of the {@link OrderType} values.
 *
 * @example
 * ```ts
 * if (order.type === OrderType.OFFLINE) await markAsPaid(client, order.id!);
 * ```
 */
export type OrderType = (typeof OrderType)[keyof typeof OrderType];
/**
 * Zod schema of {@link OrderType}.
 *
 * @example
 * ```ts
 * OrderTypeSchema.parse('ONLINE');
 * ```
 */
export const OrderTypeSchema = enumOf(['ONLINE', 'OFFLINE', 'EXTERNAL']);

/**
 * How a checkout made on the buyer's behalf was taken: mail/telephone order or point of sale.
 *
 * @example
 * ```ts
 * await createOnlineOrder(client, planId, { onBehalf: { memberId, orderMethod: OrderMethod.POS } });
 * ```
 */
export const OrderMethod = { MOTO: 'MOTO', POS: 'POS' } as const;
/**
 * One of the {@link OrderMethod} values.
 *
 * @example
 * ```ts
 * await createOnlineOrder(client, planId, { onBehalf: { memberId, orderMethod: OrderMethod.POS } });
 * ```
 */
export type OrderMethod = (typeof OrderMethod)[keyof typeof OrderMethod];
/**
 * Zod schema of {@link OrderMethod}.
 *
 * @example
 * ```ts
 * OrderMethodSchema.parse('MOTO');
 * ```
 */
export const OrderMethodSchema = enumOf(['MOTO', 'POS']);

/**
 * An order's status: `DRAFT` (not paid yet), `PENDING` (bought, starts later), `ACTIVE`, `PAUSED`,
 * `ENDED` (ran its length), `CANCELED`.
 *
 * @example
 * ```ts
 * const usable = order.status === OrderStatus.ACTIVE;
 * ```
 */
export const OrderStatus = {
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  ENDED: 'ENDED',
  CANCELED: 'CANCELED',
} as const;
/**
 * One of the {@link OrderStatus} values.
 *
 * @example
 * ```ts
 * const usable = order.status === OrderStatus.ACTIVE;
 * ```
 */
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/**
 * Zod schema of {@link OrderStatus}.
 *
 * @example
 * ```ts
 * OrderStatusSchema.parse('ACTIVE');
 * ```
 */
export const OrderStatusSchema = enumOf(['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED']);

/**
 * The status of an order's last payment (`lastPaymentStatus`). `PENDING`: billing set up, nothing
 * charged yet (a free trial); `NOT_APPLICABLE`: nothing to pay.
 *
 * @example
 * ```ts
 * if (order.lastPaymentStatus === PaymentStatus.UNPAID) remind(order.buyer?.memberId);
 * ```
 */
export const PaymentStatus = {
  PAID: 'PAID',
  REFUNDED: 'REFUNDED',
  FAILED: 'FAILED',
  UNPAID: 'UNPAID',
  PENDING: 'PENDING',
  NOT_APPLICABLE: 'NOT_APPLICABLE',
} as const;
/**
 * One of the {@link PaymentStatus} values.
 *
 * @example
 * ```ts
 * if (order.lastPaymentStatus === PaymentStatus.UNPAID) remind(order.buyer?.memberId);
 * ```
 */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
/**
 * Zod schema of {@link PaymentStatus}.
 *
 * @example
 * ```ts
 * PaymentStatusSchema.parse('PAID');
 * ```
 */
export const PaymentStatusSchema = enumOf(['PAID', 'REFUNDED', 'FAILED', 'UNPAID', 'PENDING', 'NOT_APPLICABLE']);

/**
 * Why an order was canceled (`cancellation.cause`).
 *
 * @example
 * ```ts
 * const byBuyer = order.cancellation?.cause === CancellationCause.MEMBER_ACTION;
 * ```
 */
export const CancellationCause = {
  OWNER_ACTION: 'OWNER_ACTION',
  MEMBER_ACTION: 'MEMBER_ACTION',
  PAYMENT_FAILURE: 'PAYMENT_FAILURE',
  PAYMENT_SETUP_FAILURE: 'PAYMENT_SETUP_FAILURE',
  UNKNOWN: 'UNKNOWN',
} as const;
/**
 * One of the {@link CancellationCause} values.
 *
 * @example
 * ```ts
 * const byBuyer = order.cancellation?.cause === CancellationCause.MEMBER_ACTION;
 * ```
 */
export type CancellationCause = (typeof CancellationCause)[keyof typeof CancellationCause];
/**
 * Zod schema of {@link CancellationCause}.
 *
 * @example
 * ```ts
 * CancellationCauseSchema.parse('OWNER_ACTION');
 * ```
 */
export const CancellationCauseSchema = enumOf([
  'OWNER_ACTION',
  'MEMBER_ACTION',
  'PAYMENT_FAILURE',
  'PAYMENT_SETUP_FAILURE',
  'UNKNOWN',
]);

/**
 * When a cancellation takes effect. One-time (single-payment) orders can only be canceled
 * `IMMEDIATELY`.
 *
 * @example
 * ```ts
 * await cancelOrder(client, orderId, CancellationEffectiveAt.NEXT_PAYMENT_DATE);
 * ```
 */
export const CancellationEffectiveAt = { IMMEDIATELY: 'IMMEDIATELY', NEXT_PAYMENT_DATE: 'NEXT_PAYMENT_DATE' } as const;
/**
 * One of the {@link CancellationEffectiveAt} values.
 *
 * @example
 * ```ts
 * await cancelOrder(client, orderId, CancellationEffectiveAt.NEXT_PAYMENT_DATE);
 * ```
 */
export type CancellationEffectiveAt = (typeof CancellationEffectiveAt)[keyof typeof CancellationEffectiveAt];
/**
 * Zod schema of {@link CancellationEffectiveAt}.
 *
 * @example
 * ```ts
 * CancellationEffectiveAtSchema.parse('IMMEDIATELY');
 * ```
 */
export const CancellationEffectiveAtSchema = enumOf(['IMMEDIATELY', 'NEXT_PAYMENT_DATE']);

/**
 * Why an order cannot be paused (suspended); also the `data.reason` of a refused `pauseOrder`.
 *
 * @example
 * ```ts
 * if (error.data?.reason === ReasonNotSuspendable.TRIAL) show('Orders cannot be paused during a free trial');
 * ```
 */
export const ReasonNotSuspendable = {
  PENDING: 'PENDING',
  TRIAL: 'TRIAL',
  CANCELED: 'CANCELED',
  ENDED: 'ENDED',
  NOT_STARTED: 'NOT_STARTED',
  ALREADY_SUSPENDED: 'ALREADY_SUSPENDED',
  OLD_STRIPE: 'OLD_STRIPE',
} as const;
/**
 * One of the {@link ReasonNotSuspendable} values.
 *
 * @example
 * ```ts
 * if (error.data?.reason === ReasonNotSuspendable.TRIAL) show('Orders cannot be paused during a free trial');
 * ```
 */
export type ReasonNotSuspendable = (typeof ReasonNotSuspendable)[keyof typeof ReasonNotSuspendable];
/**
 * Zod schema of {@link ReasonNotSuspendable}.
 *
 * @example
 * ```ts
 * ReasonNotSuspendableSchema.parse('TRIAL');
 * ```
 */
export const ReasonNotSuspendableSchema = enumOf([
  'PENDING',
  'TRIAL',
  'CANCELED',
  'ENDED',
  'NOT_STARTED',
  'ALREADY_SUSPENDED',
  'OLD_STRIPE',
]);

/**
 * Which fields an order read returns: `BASIC` (default) leaves out the checkout form's submission
 * data, `FULL` includes it.
 *
 * @example
 * ```ts
 * await managementGetOrder(client, orderId, { fieldSet: FieldSet.FULL });
 * ```
 */
export const FieldSet = { BASIC: 'BASIC', FULL: 'FULL' } as const;
/**
 * One of the {@link FieldSet} values.
 *
 * @example
 * ```ts
 * await managementGetOrder(client, orderId, { fieldSet: FieldSet.FULL });
 * ```
 */
export type FieldSet = (typeof FieldSet)[keyof typeof FieldSet];
/**
 * Zod schema of {@link FieldSet}.
 *
 * @example
 * ```ts
 * FieldSetSchema.parse('FULL');
 * ```
 */
export const FieldSetSchema = enumOf(['BASIC', 'FULL']);

/**
 * Sort direction of an order list.
 *
 * @example
 * ```ts
 * await managementListOrders(client, { sorting: { fieldName: 'endDate', order: SortOrder.ASC } });
 * ```
 */
export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const;
/**
 * One of the {@link SortOrder} values.
 *
 * @example
 * ```ts
 * await managementListOrders(client, { sorting: { fieldName: 'endDate', order: SortOrder.ASC } });
 * ```
 */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
/**
 * Zod schema of {@link SortOrder}.
 *
 * @example
 * ```ts
 * SortOrderSchema.parse('DESC');
 * ```
 */
export const SortOrderSchema = enumOf(['ASC', 'DESC']);

/**
 * Units of an order's payment cycle or duration.
 *
 * @example
 * ```ts
 * const monthly = order.pricing?.subscription?.cycleDuration?.unit === PeriodUnit.MONTH;
 * ```
 */
export const PeriodUnit = { DAY: 'DAY', WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;
/**
 * One of the {@link PeriodUnit} values.
 *
 * @example
 * ```ts
 * const monthly = order.pricing?.subscription?.cycleDuration?.unit === PeriodUnit.MONTH;
 * ```
 */
export type PeriodUnit = (typeof PeriodUnit)[keyof typeof PeriodUnit];
/**
 * Zod schema of {@link PeriodUnit}.
 *
 * @example
 * ```ts
 * PeriodUnitSchema.parse('YEAR');
 * ```
 */
export const PeriodUnitSchema = enumOf(['DAY', 'WEEK', 'MONTH', 'YEAR']);

/**
 * Status of a pause period: `ACTIVE` while the order is paused, `ENDED` once resumed.
 *
 * @example
 * ```ts
 * const pausedNow = order.pausePeriods?.some((p) => p.status === PausePeriodStatus.ACTIVE);
 * ```
 */
export const PausePeriodStatus = { ACTIVE: 'ACTIVE', ENDED: 'ENDED' } as const;
/**
 * One of the {@link PausePeriodStatus} values.
 *
 * @example
 * ```ts
 * const pausedNow = order.pausePeriods?.some((p) => p.status === PausePeriodStatus.ACTIVE);
 * ```
 */
export type PausePeriodStatus = (typeof PausePeriodStatus)[keyof typeof PausePeriodStatus];
/**
 * Zod schema of {@link PausePeriodStatus}.
 *
 * @example
 * ```ts
 * PausePeriodStatusSchema.parse('ENDED');
 * ```
 */
export const PausePeriodStatusSchema = enumOf(['ACTIVE', 'ENDED']);
