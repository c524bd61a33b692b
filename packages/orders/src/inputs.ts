import * as z from 'zod/mini';
import { nonEmptyString, oneOf, strictOptions, wireTimestamp } from '@frontdesk/core';
import { FieldSet, OrderMethod, OrderSortField, OrderStatus, PaymentStatus, SortOrder } from './enums.js';

/*
 * The order calls' argument schemas (internal), for their development-only `inputs`: each is built
 * when a call first runs, and a production build drops them with zod. Options objects are strict: an
 * unknown key is an input error rather than something silently not sent. Dates are the encodings'
 * (below, every build): a `Date` or an ISO string goes out as `2026-03-01T09:00:00.000Z`.
 */

/** A key whose value the call's `encode` checks and converts (a date): known here, checked there. */
const encoded = () => z.optional(z.unknown());

/** Options of `memberGetOrder` and `managementGetOrder`. */
export const getOrderOptionsSchema = () => strictOptions({ fieldSet: z.optional(oneOf(FieldSet)) });

const orderSortingSchema = () =>
  strictOptions({
    fieldName: z.optional(oneOf(OrderSortField)),
    order: z.optional(oneOf(SortOrder)),
  });

const listShape = () => ({
  planIds: z.optional(z.array(nonEmptyString())),
  autoRenewCanceled: z.optional(z.boolean()),
  orderStatuses: z.optional(z.array(oneOf(OrderStatus))),
  paymentStatuses: z.optional(z.array(oneOf(PaymentStatus))),
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
  sorting: z.optional(orderSortingSchema()),
  fieldSet: z.optional(oneOf(FieldSet)),
});

/** Options of `memberListOrders`. */
export const memberListOrdersOptionsSchema = () => strictOptions(listShape());

/** Options of `managementListOrders`: the member filters plus `buyerIds`. */
export const managementListOrdersOptionsSchema = () =>
  strictOptions({
    ...listShape(),
    buyerIds: z.optional(z.array(nonEmptyString())),
  });

/** Options of `createOnlineOrder`. */
export const createOnlineOrderOptionsSchema = () =>
  strictOptions({
    startDate: encoded(),
    couponCode: z.optional(z.string()),
    onBehalf: z.optional(strictOptions({ memberId: nonEmptyString(), orderMethod: z.optional(oneOf(OrderMethod)) })),
    submissionId: z.optional(z.string()),
  });

/** Options of `createOfflineOrder`. */
export const createOfflineOrderOptionsSchema = () =>
  strictOptions({
    startDate: encoded(),
    paid: z.optional(z.boolean()),
    couponCode: z.optional(z.string()),
    submissionId: z.optional(z.string()),
  });

/** Options of `getOnlineOrderPreview` and `getOfflineOrderPreview`. */
export const orderPreviewOptionsSchema = () =>
  strictOptions({
    startDate: encoded(),
    couponCode: z.optional(z.string()),
  });

/** Options of `getPricePreview`. */
export const pricePreviewOptionsSchema = () => strictOptions({ couponCode: z.optional(z.string()) });

/** The options with a `startDate` (checkout and previews): it goes out in wire form. */
export const startDateEncoding = { startDate: wireTimestamp };

/** The list calls' parameters in the order they go on the wire (listShape's order, then `buyerIds`). */
const LIST_PARAMETERS = [
  'planIds',
  'autoRenewCanceled',
  'orderStatuses',
  'paymentStatuses',
  'limit',
  'offset',
  'sorting',
  'fieldSet',
  'buyerIds',
];

/** The payload of the list calls: their options, in the wire's parameter order (keys it does not name after them). */
export function listPayload({ options }: Record<string, unknown>): Record<string, unknown> {
  const given = (options ?? {}) as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const key of [...LIST_PARAMETERS, ...Object.keys(given)])
    if (given[key] !== undefined && !(key in payload)) payload[key] = given[key];
  return payload;
}
