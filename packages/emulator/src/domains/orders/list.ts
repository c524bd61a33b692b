import { validationError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import { pagingMetadata, readBoolean, readEnum, readInt, readStringList } from '../../query/offset-paging.js';
import { ordersState } from './state.js';
import type { Order, OrderRecord, OrderStatus, PaymentStatus } from './types.js';
import { orderEndDate, orderView } from './view.js';

/**
 * memberListOrders / managementListOrders (platform-rules §6.7): typed filters, offset paging (limit
 * 1-50, default 50), `sorting { fieldName: createdDate | endDate, order }` and `fieldSet`.
 */

const STATUSES: OrderStatus[] = ['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED'];
const PAYMENTS: PaymentStatus[] = ['PAID', 'REFUNDED', 'FAILED', 'UNPAID', 'PENDING', 'NOT_APPLICABLE'];
const FIELD_SETS = ['UNKNOWN_SET', 'BASIC', 'FULL'] as const;

/** Query keys that decode to arrays even with one value. */
export const LIST_ARRAYS = ['planIds', 'buyerIds', 'orderStatuses', 'paymentStatuses'];

/**
 * Reads `fieldSet` (BASIC when absent or UNKNOWN_SET).
 */
export function readFieldSet(value: unknown): 'BASIC' | 'FULL' {
  return readEnum(value, 'fieldSet', FIELD_SETS) === 'FULL' ? 'FULL' : 'BASIC';
}

function readEnumList<T extends string>(value: unknown, field: string, allowed: readonly T[]): T[] | undefined {
  const list = readStringList(value, field);
  list?.forEach((item, i) => {
    readEnum(item, `${field}[${i}]`, allowed);
  });
  return list as T[] | undefined;
}

/**
 * Lists orders: `memberId` restricts to one buyer (the member routes); `buyerIds` is honoured for the
 * owner only. Default order: `createdDate` DESC for management, ASC for members; a `sorting` whose
 * `order` is missing sorts ASC.
 */
export function listOrders(
  state: EmulatorState,
  input: Record<string, any>,
  now: Date,
  scope: { memberId?: string },
): { orders: Order[]; pagingMetadata: ReturnType<typeof pagingMetadata> } {
  const planIds = readStringList(input.planIds, 'planIds');
  const buyerIds = scope.memberId === undefined ? readStringList(input.buyerIds, 'buyerIds') : undefined;
  const autoRenewCanceled = readBoolean(input.autoRenewCanceled, 'autoRenewCanceled');
  const orderStatuses = readEnumList(input.orderStatuses, 'orderStatuses', STATUSES);
  const paymentStatuses = readEnumList(input.paymentStatuses, 'paymentStatuses', PAYMENTS);
  const limit = readPageSize(input.limit, 'limit', PAGE_SIZES.listOrders);
  const offset = readInt(input.offset, 'offset', { min: 0 }) ?? 0;
  const fieldSet = readFieldSet(input.fieldSet);
  let sorting = input.sorting;
  if (typeof sorting === 'string') {
    try {
      sorting = JSON.parse(sorting);
    } catch {
      sorting = { fieldName: sorting };
    }
  }
  if (Array.isArray(sorting)) sorting = sorting[0];
  let fieldName: 'createdDate' | 'endDate' = 'createdDate';
  let descending = scope.memberId === undefined;
  if (sorting && typeof sorting === 'object') {
    if (sorting.fieldName !== undefined && sorting.fieldName !== '') {
      if (sorting.fieldName !== 'createdDate' && sorting.fieldName !== 'endDate') {
        throw validationError([
          { field: 'sorting.fieldName', description: 'must be createdDate or endDate', ruleName: 'invalid_sort_field' },
        ]);
      }
      fieldName = sorting.fieldName;
      descending = false;
    }
    const order = readEnum(sorting.order, 'sorting.order', ['ASC', 'DESC']);
    if (order) descending = order === 'DESC';
  }

  const matches = (record: OrderRecord) =>
    (scope.memberId === undefined || record.buyer.memberId === scope.memberId) &&
    (!planIds || planIds.includes(record.planId)) &&
    (!buyerIds || buyerIds.includes(record.buyer.memberId)) &&
    (autoRenewCanceled === undefined || (record.autoRenewCanceled ?? false) === autoRenewCanceled) &&
    (!orderStatuses || orderStatuses.includes(record.status)) &&
    (!paymentStatuses || paymentStatuses.includes(record.lastPaymentStatus));
  // Sorted by keys read once per order, and only the page's orders are turned into views: listing
  // thousands of orders page by page stays linear per page.
  // Orders without an end date (valid until canceled) sort after those with one.
  const sorted = Object.values(ordersState(state).orders)
    .filter(matches)
    .map((record) => ({
      record,
      key: Date.parse((fieldName === 'endDate' ? orderEndDate(record, now) : record.createdDate) ?? '9999-12-31T00:00:00Z'),
      created: Date.parse(record.createdDate),
    }));
  sorted.sort((a, b) => (a.key - b.key || a.created - b.created || (a.record.id < b.record.id ? -1 : 1)) * (descending ? -1 : 1));
  const page = sorted.slice(offset, offset + limit).map(({ record }) => orderView(record, now, fieldSet));
  return { orders: page, pagingMetadata: pagingMetadata(page.length, offset, sorted.length) };
}
