import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { PeriodUnit, SortOrder } from '@frontdesk/core';

/*
 * The plan enums, each declared once: the constant object (`PeriodUnit.MONTH`), the type of its
 * values, and (through core's `oneOf`) the argument validator, all come from one list.
 */

/**
 * `listPlans` filter on archiving. The platform's default is `ACTIVE` (not archived).
 */
export const ArchivedFilter = /* @__PURE__ */ enumeration(['ACTIVE', 'ARCHIVED', 'ARCHIVED_AND_ACTIVE']);
/** One of the {@link ArchivedFilter} values. */
export type ArchivedFilter = EnumValue<typeof ArchivedFilter>;

/**
 * `listPlans` filter on visibility. The platform's default is `PUBLIC_AND_HIDDEN`.
 */
export const PublicFilter = /* @__PURE__ */ enumeration(['PUBLIC_AND_HIDDEN', 'PUBLIC', 'HIDDEN']);
/** One of the {@link PublicFilter} values. */
export type PublicFilter = EnumValue<typeof PublicFilter>;

/**
 * When a plan's additional fee is charged (`pricing.feeConfigs[].appliedAt`).
 */
export const ChargeEvent = /* @__PURE__ */ enumeration(['FIRST_PAYMENT']);
/** One of the {@link ChargeEvent} values. */
export type ChargeEvent = EnumValue<typeof ChargeEvent>;

/**
 * The fields public plans can be filtered and sorted by (`queryPublicPlans`).
 */
export const PublicPlanSortField = /* @__PURE__ */ enumeration(['id', 'primary', 'createdDate', 'updatedDate', 'slug']);
/** One of the {@link PublicPlanSortField} values. */
export type PublicPlanSortField = EnumValue<typeof PublicPlanSortField>;
