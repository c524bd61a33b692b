import * as z from 'zod/mini';
import { timestamp } from '@frontdesk/core';
import {
  CancellationCauseSchema,
  CancellationEffectiveAtSchema,
  OrderMethodSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  PausePeriodStatusSchema,
  PaymentStatusSchema,
  PeriodUnitSchema,
} from './enums.js';

/*
 * The order entity, from the platform's published order type declarations. Field names are the
 * wire names; `timestamp()` marks every date decoded to `Date` (start, end, earliest end, created,
 * updated, cancellation request, pause periods, cycles).
 */

const DurationSchema = z.object({ count: z.optional(z.number()), unit: z.optional(PeriodUnitSchema) });
const RecurrenceSchema = z.object({ cycleDuration: z.optional(DurationSchema), cycleCount: z.optional(z.number()) });

/**
 * A coupon applied to an order.
 *
 * @example
 * ```ts
 * const saved = order.pricing?.prices?.[0]?.price?.coupon?.amount;
 * ```
 */
export const CouponSchema = z.object({
  code: z.optional(z.string()),
  amount: z.optional(z.string()),
  id: z.optional(z.string()),
});
/**
 * The type of {@link CouponSchema}.
 *
 * @example
 * ```ts
 * const saved = order.pricing?.prices?.[0]?.price?.coupon?.amount;
 * ```
 */
export type Coupon = z.infer<typeof CouponSchema>;

/**
 * A tax applied to an order (only when the site has tax configured).
 *
 * @example
 * ```ts
 * const rate = order.pricing?.prices?.[0]?.price?.tax?.rate; // "7.00"
 * ```
 */
export const TaxSchema = z.object({
  name: z.optional(z.string()),
  includedInPrice: z.optional(z.boolean()),
  rate: z.optional(z.string()),
  amount: z.optional(z.string()),
});
/**
 * The type of {@link TaxSchema}.
 *
 * @example
 * ```ts
 * const rate = order.pricing?.prices?.[0]?.price?.tax?.rate; // "7.00"
 * ```
 */
export type Tax = z.infer<typeof TaxSchema>;

/**
 * The price of one span of payment cycles. Amounts are decimal strings.
 *
 * @example
 * ```ts
 * const total: string | undefined = price.total; // "17.99"
 * ```
 */
export const PriceSchema = z.object({
  subtotal: z.optional(z.string()),
  coupon: z.optional(CouponSchema),
  discount: z.optional(z.string()),
  tax: z.optional(TaxSchema),
  total: z.optional(z.string()),
  currency: z.optional(z.string()),
  fees: z.optional(z.array(z.object({ name: z.optional(z.string()), amount: z.optional(z.string()) }))),
  proration: z.optional(z.string()),
});
/**
 * The type of {@link PriceSchema}.
 *
 * @example
 * ```ts
 * const total: string | undefined = price.total; // "17.99"
 * ```
 */
export type Price = z.infer<typeof PriceSchema>;

/**
 * A price applied from cycle `duration.cycleFrom` for `duration.numberOfCycles` cycles (left out
 * for unlimited subscriptions; `1` for single payments).
 *
 * @example
 * ```ts
 * const { prices } = await getPricePreview(client, planId);
 * const first: SpannedPrice | undefined = prices?.[0];
 * ```
 */
export const SpannedPriceSchema = z.object({
  duration: z.optional(
    z.object({ cycleFrom: z.optional(z.number()), numberOfCycles: z.optional(z.number()) }),
  ),
  price: z.optional(PriceSchema),
});
/**
 * The type of {@link SpannedPriceSchema}.
 *
 * @example
 * ```ts
 * const { prices } = await getPricePreview(client, planId);
 * const first: SpannedPrice | undefined = prices?.[0];
 * ```
 */
export type SpannedPrice = z.infer<typeof SpannedPriceSchema>;

/**
 * The order's pricing model as bought, and its `prices`.
 *
 * @example
 * ```ts
 * const recurring = order.pricing?.subscription !== undefined;
 * ```
 */
export const OrderPricingSchema = z.object({
  subscription: z.optional(RecurrenceSchema),
  singlePaymentForDuration: z.optional(DurationSchema),
  singlePaymentUnlimited: z.optional(z.boolean()),
  prices: z.optional(z.array(SpannedPriceSchema)),
});
/**
 * The type of {@link OrderPricingSchema}.
 *
 * @example
 * ```ts
 * const recurring = order.pricing?.subscription !== undefined;
 * ```
 */
export type OrderPricing = z.infer<typeof OrderPricingSchema>;

/**
 * Deprecated price summary of an order (use `pricing`); still returned by the platform.
 *
 * @example
 * ```ts
 * const legacyTotal = order.priceDetails?.total;
 * ```
 */
export const PriceDetailsSchema = z.object({
  subscription: z.optional(RecurrenceSchema),
  singlePaymentForDuration: z.optional(DurationSchema),
  singlePaymentUnlimited: z.optional(z.boolean()),
  subtotal: z.optional(z.string()),
  discount: z.optional(z.string()),
  tax: z.optional(TaxSchema),
  total: z.optional(z.string()),
  planPrice: z.optional(z.string()),
  currency: z.optional(z.string()),
  freeTrialDays: z.optional(z.number()),
  coupon: z.optional(CouponSchema),
});
/**
 * The type of {@link PriceDetailsSchema}.
 *
 * @example
 * ```ts
 * const legacyTotal = order.priceDetails?.total;
 * ```
 */
export type PriceDetails = z.infer<typeof PriceDetailsSchema>;

/**
 * A payment cycle: index `0` is the free trial, then `1..n`.
 *
 * @example
 * ```ts
 * const renewsOn: Date | undefined = order.currentCycle?.endedDate;
 * ```
 */
export const OrderCycleSchema = z.object({
  index: z.optional(z.number()),
  startedDate: z.optional(timestamp()),
  endedDate: z.optional(timestamp()),
});
/**
 * The type of {@link OrderCycleSchema}.
 *
 * @example
 * ```ts
 * const renewsOn: Date | undefined = order.currentCycle?.endedDate;
 * ```
 */
export type OrderCycle = z.infer<typeof OrderCycleSchema>;

/**
 * A period during which the order was (or is) paused.
 *
 * @example
 * ```ts
 * const open = order.pausePeriods?.find((p) => p.status === 'ACTIVE');
 * ```
 */
export const PausePeriodSchema = z.object({
  status: z.optional(PausePeriodStatusSchema),
  pauseDate: z.optional(timestamp()),
  resumeDate: z.optional(timestamp()),
});
/**
 * The type of {@link PausePeriodSchema}.
 *
 * @example
 * ```ts
 * const open = order.pausePeriods?.find((p) => p.status === 'ACTIVE');
 * ```
 */
export type PausePeriod = z.infer<typeof PausePeriodSchema>;

/**
 * Why and when an order was canceled; present only on `CANCELED` orders.
 *
 * @example
 * ```ts
 * const { cause, effectiveAt, requestedDate } = order.cancellation ?? {};
 * ```
 */
export const CancellationSchema = z.object({
  requestedDate: z.optional(timestamp()),
  cause: z.optional(CancellationCauseSchema),
  effectiveAt: z.optional(CancellationEffectiveAtSchema),
});
/**
 * The type of {@link CancellationSchema}.
 *
 * @example
 * ```ts
 * const { cause, effectiveAt, requestedDate } = order.cancellation ?? {};
 * ```
 */
export type Cancellation = z.infer<typeof CancellationSchema>;

/**
 * The buyer of an order.
 *
 * @example
 * ```ts
 * const memberId = order.buyer?.memberId;
 * ```
 */
export const BuyerSchema = z.object({ memberId: z.optional(z.string()), contactId: z.optional(z.string()) });
/**
 * The type of {@link BuyerSchema}.
 *
 * @example
 * ```ts
 * const memberId = order.buyer?.memberId;
 * ```
 */
export type Buyer = z.infer<typeof BuyerSchema>;

/**
 * The checkout form submitted with an order; `submissionData` only with `fieldSet: 'FULL'`.
 *
 * @example
 * ```ts
 * const answers = (await memberGetOrder(client, id, { fieldSet: 'FULL' })).formData?.submissionData;
 * ```
 */
export const OrderFormDataSchema = z.object({
  formId: z.optional(z.string()),
  submissionId: z.optional(z.string()),
  submissionData: z.optional(z.record(z.string(), z.unknown())),
});
/**
 * The type of {@link OrderFormDataSchema}.
 *
 * @example
 * ```ts
 * const answers = (await memberGetOrder(client, id, { fieldSet: 'FULL' })).formData?.submissionData;
 * ```
 */
export type OrderFormData = z.infer<typeof OrderFormDataSchema>;

/**
 * A pricing-plan order: who bought which plan, how it is priced, its status and dates. `endDate`
 * is left out while an until-canceled order is active; `currentCycle` when the order is canceled,
 * ended or not started; `autoRenewCanceled` for single-payment orders.
 *
 * @example
 * ```ts
 * const order: Order = await memberGetOrder(client, orderId);
 * if (order.status === 'ACTIVE') console.log('valid until', order.endDate ?? 'canceled');
 * ```
 */
export const OrderSchema = z.object({
  id: z.string(),
  planId: z.string(),
  subscriptionId: z.optional(z.string()),
  wixPayOrderId: z.optional(z.string()),
  buyer: z.optional(BuyerSchema),
  priceDetails: z.optional(PriceDetailsSchema),
  pricing: z.optional(OrderPricingSchema),
  type: OrderTypeSchema,
  orderMethod: z.optional(OrderMethodSchema),
  status: OrderStatusSchema,
  autoRenewCanceled: z.optional(z.boolean()),
  cancellation: z.optional(CancellationSchema),
  lastPaymentStatus: PaymentStatusSchema,
  startDate: z.optional(timestamp()),
  endDate: z.optional(timestamp()),
  pausePeriods: z.optional(z.array(PausePeriodSchema)),
  freeTrialDays: z.optional(z.number()),
  earliestEndDate: z.optional(timestamp()),
  currentCycle: z.optional(OrderCycleSchema),
  cycles: z.optional(z.array(OrderCycleSchema)),
  planName: z.optional(z.string()),
  planDescription: z.optional(z.string()),
  planPrice: z.optional(z.string()),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  formData: z.optional(OrderFormDataSchema),
});
/**
 * The type of {@link OrderSchema}.
 *
 * @example
 * ```ts
 * const order: Order = await memberGetOrder(client, orderId);
 * if (order.status === 'ACTIVE') console.log('valid until', order.endDate ?? 'canceled');
 * ```
 */
export type Order = z.infer<typeof OrderSchema>;
