import * as z from 'zod/mini';
import { oneOf, strictOptions, type FilterOperators } from '@frontdesk/core';
import { PublicPlanSortField, SortOrder } from './enums.js';

/*
 * The typed query of `queryPublicPlans` (wire.md "Bodies and values": `{query: {filter, sort,
 * paging}}`). Filterable and sortable fields: id, primary, createdDate, updatedDate, slug
 * (platform-rules 1.6), with the platform's operators.
 */

/**
 * A filter on public plans: a value (equality) or operators per field, combined with `$and`, `$or`,
 * `$not`. Dates may be `Date`s; they are sent as ISO-8601 text.
 *
 * @example
 * ```ts
 * const filter: PublicPlanFilter = { $or: [{ primary: true }, { slug: { $startsWith: 'gold' } }] };
 * ```
 */
export interface PublicPlanFilter {
  id?: string | FilterOperators<string>;
  primary?: boolean | FilterOperators<boolean>;
  createdDate?: Date | string | FilterOperators<Date | string>;
  updatedDate?: Date | string | FilterOperators<Date | string>;
  slug?: string | FilterOperators<string>;
  $and?: PublicPlanFilter[];
  $or?: PublicPlanFilter[];
  $not?: PublicPlanFilter;
}

/**
 * A public plans query. `paging` defaults to `{ offset: 0, limit: 50 }`.
 *
 * @example
 * ```ts
 * const query: PublicPlanQuery = {
 *   filter: { primary: false },
 *   sort: [{ fieldName: 'createdDate', order: 'DESC' }],
 *   paging: { limit: 10 },
 * };
 * ```
 */
export interface PublicPlanQuery {
  filter?: PublicPlanFilter;
  sort?: { fieldName: PublicPlanSortField; order?: SortOrder }[];
  paging?: { offset?: number; limit?: number };
}

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Validates a {@link PublicPlanQuery} (internal): the filter is checked to be an object and sent as written. */
export const PublicPlanQuerySchema = strictOptions({
  filter: z.optional(z.custom<PublicPlanFilter>(isPlainObject, 'must be a filter object')),
  sort: z.optional(
    z.array(
      z.object({
        fieldName: oneOf(PublicPlanSortField),
        order: z.optional(oneOf(SortOrder)),
      }),
    ),
  ),
  paging: z.optional(
    strictOptions({
      offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
      limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
    }),
  ),
});

/**
 * The default paging of a public plans query (seed section 9).
 */
export const DEFAULT_PLANS_PAGING = { offset: 0, limit: 50 } as const;
