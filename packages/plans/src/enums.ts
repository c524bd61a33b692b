import * as z from 'zod/mini';

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
 * Units of a plan's payment cycle or duration.
 *
 * @example
 * ```ts
 * const monthly = { count: 1, unit: PeriodUnit.MONTH };
 * ```
 */
export const PeriodUnit = { DAY: 'DAY', WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;
/**
 * One of the {@link PeriodUnit} values.
 *
 * @example
 * ```ts
 * const monthly = { count: 1, unit: PeriodUnit.MONTH };
 * ```
 */
export type PeriodUnit = (typeof PeriodUnit)[keyof typeof PeriodUnit];
/**
 * Zod schema of {@link PeriodUnit}.
 *
 * @example
 * ```ts
 * PeriodUnitSchema.parse('MONTH');
 * ```
 */
export const PeriodUnitSchema = enumOf(['DAY', 'WEEK', 'MONTH', 'YEAR']);

/**
 * `listPlans` filter on archiving. The platform's default is `ACTIVE` (not archived).
 *
 * @example
 * ```ts
 * await listPlans(client, { archived: ArchivedFilter.ARCHIVED_AND_ACTIVE });
 * ```
 */
export const ArchivedFilter = {
  ACTIVE: 'ACTIVE',
  ARCHIVED: 'ARCHIVED',
  ARCHIVED_AND_ACTIVE: 'ARCHIVED_AND_ACTIVE',
} as const;
/**
 * One of the {@link ArchivedFilter} values.
 *
 * @example
 * ```ts
 * await listPlans(client, { archived: ArchivedFilter.ARCHIVED_AND_ACTIVE });
 * ```
 */
export type ArchivedFilter = (typeof ArchivedFilter)[keyof typeof ArchivedFilter];
/**
 * Zod schema of {@link ArchivedFilter}.
 *
 * @example
 * ```ts
 * ArchivedFilterSchema.parse('ARCHIVED');
 * ```
 */
export const ArchivedFilterSchema = enumOf(['ACTIVE', 'ARCHIVED', 'ARCHIVED_AND_ACTIVE']);

/**
 * `listPlans` filter on visibility. The platform's default is `PUBLIC_AND_HIDDEN`.
 *
 * @example
 * ```ts
 * await listPlans(client, { public: PublicFilter.HIDDEN });
 * ```
 */
export const PublicFilter = { PUBLIC_AND_HIDDEN: 'PUBLIC_AND_HIDDEN', PUBLIC: 'PUBLIC', HIDDEN: 'HIDDEN' } as const;
/**
 * One of the {@link PublicFilter} values.
 *
 * @example
 * ```ts
 * await listPlans(client, { public: PublicFilter.HIDDEN });
 * ```
 */
export type PublicFilter = (typeof PublicFilter)[keyof typeof PublicFilter];
/**
 * Zod schema of {@link PublicFilter}.
 *
 * @example
 * ```ts
 * PublicFilterSchema.parse('PUBLIC');
 * ```
 */
export const PublicFilterSchema = enumOf(['PUBLIC_AND_HIDDEN', 'PUBLIC', 'HIDDEN']);

/**
 * When a plan's additional fee is charged (`pricing.feeConfigs[].appliedAt`).
 *
 * @example
 * ```ts
 * const setupFee = { fee: { name: 'Setup', amount: '5' }, appliedAt: ChargeEvent.FIRST_PAYMENT };
 * ```
 */
export const ChargeEvent = { FIRST_PAYMENT: 'FIRST_PAYMENT' } as const;
/**
 * One of the {@link ChargeEvent} values.
 *
 * @example
 * ```ts
 * const setupFee = { fee: { name: 'Setup', amount: '5' }, appliedAt: ChargeEvent.FIRST_PAYMENT };
 * ```
 */
export type ChargeEvent = (typeof ChargeEvent)[keyof typeof ChargeEvent];
/**
 * Zod schema of {@link ChargeEvent}.
 *
 * @example
 * ```ts
 * ChargeEventSchema.parse('FIRST_PAYMENT');
 * ```
 */
export const ChargeEventSchema = enumOf(['FIRST_PAYMENT']);

/**
 * Sort direction of a public plans query.
 *
 * @example
 * ```ts
 * await queryPublicPlans(client, { sort: [{ fieldName: 'createdDate', order: SortOrder.DESC }] });
 * ```
 */
export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const;
/**
 * One of the {@link SortOrder} values.
 *
 * @example
 * ```ts
 * await queryPublicPlans(client, { sort: [{ fieldName: 'createdDate', order: SortOrder.DESC }] });
 * ```
 */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
/**
 * Zod schema of {@link SortOrder}.
 *
 * @example
 * ```ts
 * SortOrderSchema.parse('ASC');
 * ```
 */
export const SortOrderSchema = enumOf(['ASC', 'DESC']);
