import * as z from 'zod/mini';
import { timestampInput } from '@frontdesk/core';
import {
  FieldSetSchema,
  OrderMethodSchema,
  OrderStatusSchema,
  PaymentStatusSchema,
  SortOrderSchema,
  enumOf,
} from './enums.js';

/*
 * Request schemas of the order calls. Options objects are strict: an unknown key is an input error
 * rather than something silently not sent. Dates accept a `Date` or an ISO string.
 */

/**
 * Error text for unknown option keys (instead of zod's "Invalid input").
 *
 * @example
 * ```ts
 * const Options = z.strictObject({ limit: z.optional(z.int()) }, { error: unknownKeys });
 * ```
 */
export function unknownKeys(issue: { code?: string; keys?: string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' ? `has unknown option(s): ${(issue.keys ?? []).join(', ')}` : undefined;
}

/**
 * A non-empty string (ids).
 *
 * @example
 * ```ts
 * const Args = z.object({ planId: nonEmpty() });
 * ```
 */
export const nonEmpty = () => z.string().check(z.minLength(1, 'must be a non-empty string'));

const options = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: unknownKeys });

/**
 * Options of `memberGetOrder` and `managementGetOrder`.
 *
 * @example
 * ```ts
 * const withForm: GetOrderOptions = { fieldSet: 'FULL' };
 * ```
 */
export const GetOrderOptionsSchema = options({ fieldSet: z.optional(FieldSetSchema) });
/**
 * The type of {@link GetOrderOptionsSchema}.
 *
 * @example
 * ```ts
 * const withForm: GetOrderOptions = { fieldSet: 'FULL' };
 * ```
 */
export type GetOrderOptions = z.input<typeof GetOrderOptionsSchema>;

/**
 * How an order list is sorted: by `createdDate` (the default) or `endDate`.
 *
 * @example
 * ```ts
 * const sorting: OrderSorting = { fieldName: 'endDate', order: 'ASC' };
 * ```
 */
export const OrderSortingSchema = options({
  fieldName: z.optional(enumOf(['createdDate', 'endDate'])),
  order: z.optional(SortOrderSchema),
});
/**
 * The type of {@link OrderSortingSchema}.
 *
 * @example
 * ```ts
 * const sorting: OrderSorting = { fieldName: 'endDate', order: 'ASC' };
 * ```
 */
export type OrderSorting = z.input<typeof OrderSortingSchema>;

const listShape = {
  planIds: z.optional(z.array(nonEmpty())),
  autoRenewCanceled: z.optional(z.boolean()),
  orderStatuses: z.optional(z.array(OrderStatusSchema)),
  paymentStatuses: z.optional(z.array(PaymentStatusSchema)),
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
  sorting: z.optional(OrderSortingSchema),
  fieldSet: z.optional(FieldSetSchema),
};

/**
 * Options of `memberListOrders`: typed filters (no query language), offset paging (at most 50 per
 * page) and sorting.
 *
 * @example
 * ```ts
 * const options: MemberListOrdersOptions = { orderStatuses: ['ACTIVE', 'PAUSED'], limit: 10 };
 * ```
 */
export const MemberListOrdersOptionsSchema = options(listShape);
/**
 * The type of {@link MemberListOrdersOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: MemberListOrdersOptions = { orderStatuses: ['ACTIVE', 'PAUSED'], limit: 10 };
 * ```
 */
export type MemberListOrdersOptions = z.input<typeof MemberListOrdersOptionsSchema>;

/**
 * Options of `managementListOrders`: the member filters plus `buyerIds` (member ids).
 *
 * @example
 * ```ts
 * const options: ManagementListOrdersOptions = { buyerIds: [memberId], paymentStatuses: ['UNPAID'] };
 * ```
 */
export const ManagementListOrdersOptionsSchema = options({ ...listShape, buyerIds: z.optional(z.array(nonEmpty())) });
/**
 * The type of {@link ManagementListOrdersOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: ManagementListOrdersOptions = { buyerIds: [memberId], paymentStatuses: ['UNPAID'] };
 * ```
 */
export type ManagementListOrdersOptions = z.input<typeof ManagementListOrdersOptionsSchema>;

/**
 * Options of `createOnlineOrder`. `onBehalf.memberId` buys for a member (required when the caller
 * is not that member); `submissionId` makes the call safe to retry.
 *
 * @example
 * ```ts
 * const options: CreateOnlineOrderOptions = { startDate: new Date('2026-04-01'), couponCode: 'SPRING10', submissionId };
 * ```
 */
export const CreateOnlineOrderOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
  onBehalf: z.optional(options({ memberId: nonEmpty(), orderMethod: z.optional(OrderMethodSchema) })),
  submissionId: z.optional(z.string()),
});
/**
 * The type of {@link CreateOnlineOrderOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: CreateOnlineOrderOptions = { startDate: new Date('2026-04-01'), couponCode: 'SPRING10', submissionId };
 * ```
 */
export type CreateOnlineOrderOptions = z.input<typeof CreateOnlineOrderOptionsSchema>;

/**
 * Options of `createOfflineOrder`: `paid` (default `false`) sets the payment status.
 *
 * @example
 * ```ts
 * const options: CreateOfflineOrderOptions = { paid: true, startDate: '2026-04-01T00:00:00Z' };
 * ```
 */
export const CreateOfflineOrderOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  paid: z.optional(z.boolean()),
  couponCode: z.optional(z.string()),
  submissionId: z.optional(z.string()),
});
/**
 * The type of {@link CreateOfflineOrderOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: CreateOfflineOrderOptions = { paid: true, startDate: '2026-04-01T00:00:00Z' };
 * ```
 */
export type CreateOfflineOrderOptions = z.input<typeof CreateOfflineOrderOptionsSchema>;

/**
 * Options of `getOnlineOrderPreview` and `getOfflineOrderPreview`.
 *
 * @example
 * ```ts
 * const options: OrderPreviewOptions = { startDate: new Date(), couponCode: 'SPRING10' };
 * ```
 */
export const OrderPreviewOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
});
/**
 * The type of {@link OrderPreviewOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: OrderPreviewOptions = { startDate: new Date(), couponCode: 'SPRING10' };
 * ```
 */
export type OrderPreviewOptions = z.input<typeof OrderPreviewOptionsSchema>;

/**
 * Options of `getPricePreview`.
 *
 * @example
 * ```ts
 * const options: PricePreviewOptions = { couponCode: 'SPRING10' };
 * ```
 */
export const PricePreviewOptionsSchema = options({ couponCode: z.optional(z.string()) });
/**
 * The type of {@link PricePreviewOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: PricePreviewOptions = { couponCode: 'SPRING10' };
 * ```
 */
export type PricePreviewOptions = z.input<typeof PricePreviewOptionsSchema>;
