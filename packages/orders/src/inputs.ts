import * as z from 'zod/mini';
import { nonEmptyString, oneOf, timestampInput } from '@frontdesk/core';
import { FieldSet, OrderMethod, OrderSortField, OrderStatus, PaymentStatus, SortOrder } from './enums.js';

/*
 * Validators of the order calls' arguments (internal: the calls run them before sending). Options
 * objects are strict: an unknown key is an input error rather than something silently not sent.
 * Dates accept a `Date` or an ISO string. Their types are the interfaces of `types.ts`.
 */

/** Error text for unknown option keys (instead of zod's "Invalid input"). */
function unknownKeys(issue: { code?: string; keys?: string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' ? `has unknown option(s): ${(issue.keys ?? []).join(', ')}` : undefined;
}

const options = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: unknownKeys });

/** Options of `memberGetOrder` and `managementGetOrder`. */
export const GetOrderOptionsSchema = options({ fieldSet: z.optional(oneOf(FieldSet)) });

const OrderSortingSchema = options({
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
export const MemberListOrdersOptionsSchema = options(listShape);

/** Options of `managementListOrders`: the member filters plus `buyerIds`. */
export const ManagementListOrdersOptionsSchema = options({
  ...listShape,
  buyerIds: z.optional(z.array(nonEmptyString())),
});

/** Options of `createOnlineOrder`. */
export const CreateOnlineOrderOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
  onBehalf: z.optional(options({ memberId: nonEmptyString(), orderMethod: z.optional(oneOf(OrderMethod)) })),
  submissionId: z.optional(z.string()),
});

/** Options of `createOfflineOrder`. */
export const CreateOfflineOrderOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  paid: z.optional(z.boolean()),
  couponCode: z.optional(z.string()),
  submissionId: z.optional(z.string()),
});

/** Options of `getOnlineOrderPreview` and `getOfflineOrderPreview`. */
export const OrderPreviewOptionsSchema = options({
  startDate: z.optional(timestampInput()),
  couponCode: z.optional(z.string()),
});

/** Options of `getPricePreview`. */
export const PricePreviewOptionsSchema = options({ couponCode: z.optional(z.string()) });
