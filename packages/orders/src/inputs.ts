import * as z from 'zod/mini';
import { nonEmptyString, oneOf, strictOptions, timestampInput } from '@frontdesk/core';
import { FieldSet, OrderMethod, OrderSortField, OrderStatus, PaymentStatus, SortOrder } from './enums.js';

/*
 * Validators of the order calls' arguments (internal: the calls run them before sending). Options
 * objects are strict: an unknown key is an input error rather than something silently not sent.
 * Dates accept a `Date` or an ISO string. Their types are the interfaces of `types.ts`.
 */

/** Options of `memberGetOrder` and `managementGetOrder`. */
export const GetOrderOptionsSchema = strictOptions({ fieldSet: z.optional(oneOf(FieldSet)) });

const OrderSortingSchema = strictOptions({
  fieldName: z.optional(oneOf(OrderSortField)),
  order: z.optional(oneOf(SortOrder)),
});

const listShape = {
  planIds: z.optional(z.array(nonEmptyString())),
  autoRenewCanceled: z.optional(z.boolean()),
  orderStatuses: z.optional(z.array(oneOf(OrderStatus))),
  paymentStatuses: z.optional(z.array(oneOf(PaymentStatus))),
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
  sorting: z.optional(OrderSortingSchema),
  fieldSet: z.optional(oneOf(FieldSet)),
};

/** Options of `memberListOrders`. */
export const MemberListOrdersOptionsSchema = strictOptions(listShape);

/** Options of `managementListOrders`: the member filters plus `buyerIds`. */
export const ManagementListOrdersOptionsSchema = strictOptions({
  ...listShape,
  buyerIds: z.optional(z.array(nonEmptyString())),
});

/** Options of `createOnlineOrder`. */
export const CreateOnlineOrderOptionsSchema = strictOptions({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
  onBehalf: z.optional(strictOptions({ memberId: nonEmptyString(), orderMethod: z.optional(oneOf(OrderMethod)) })),
  submissionId: z.optional(z.string()),
});

/** Options of `createOfflineOrder`. */
export const CreateOfflineOrderOptionsSchema = strictOptions({
  startDate: z.optional(timestampInput()),
  paid: z.optional(z.boolean()),
  couponCode: z.optional(z.string()),
  submissionId: z.optional(z.string()),
});

/** Options of `getOnlineOrderPreview` and `getOfflineOrderPreview`. */
export const OrderPreviewOptionsSchema = strictOptions({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
});

/** Options of `getPricePreview`. */
export const PricePreviewOptionsSchema = strictOptions({ couponCode: z.optional(z.string()) });
