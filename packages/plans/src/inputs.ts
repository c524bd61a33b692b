import * as z from 'zod/mini';
import { nonEmptyString, oneOf, strictOptions, timestampInput } from '@frontdesk/core';
import { ArchivedFilter, ChargeEvent, PeriodUnit, PublicFilter, PublicPlanSortField, SortOrder } from './enums.js';
import type { PublicPlanFilter } from './types.js';

/*
 * Argument validators (internal: the calls run them before sending). Plans are loose objects: fields
 * this version does not know pass through, and the platform validates the body; what is checked
 * here is what the platform would refuse with a less readable error (a missing name or pricing, an
 * enum value, a date, a count). Dates accept a `Date` or an ISO string and go out as
 * `2026-03-01T09:00:00.000Z`.
 */

const nullish = <S extends z.core.$ZodType>(schema: S) => z.optional(z.nullable(schema));
const count = () => z.int().check(z.minimum(0, 'must be 0 or more'));

const DurationInputSchema = z.looseObject({ count: nullish(z.int()), unit: z.optional(oneOf(PeriodUnit)) });

/**
 * The pricing of a plan to create or update: its models' counts and enum values are checked; the
 * price and fee amounts are decimal strings the platform validates.
 */
const PricingInputSchema = z.looseObject({
  subscription: z.optional(z.looseObject({ cycleDuration: z.optional(DurationInputSchema), cycleCount: nullish(z.int()) })),
  singlePaymentForDuration: z.optional(DurationInputSchema),
  singlePaymentUnlimited: nullish(z.boolean()),
  freeTrialDays: nullish(z.int()),
  feeConfigs: z.optional(z.array(z.looseObject({ appliedAt: z.optional(oneOf(ChargeEvent)) }))),
});

const planInputFields = {
  name: nullish(z.string()),
  description: nullish(z.string()),
  perks: z.optional(z.looseObject({})),
  pricing: z.optional(PricingInputSchema),
  public: nullish(z.boolean()),
  maxPurchasesPerBuyer: nullish(z.int()),
  allowFutureStartDate: nullish(z.boolean()),
  buyerCanCancel: nullish(z.boolean()),
  termsAndConditions: nullish(z.string()),
  clientData: z.optional(z.record(z.string(), z.string())),
  formId: nullish(z.string()),
  // Read-only on the platform; accepted so that a plan read earlier can be sent back as it is.
  createdDate: z.optional(timestampInput()),
  updatedDate: z.optional(timestampInput()),
};

/** `createPlan`'s plan: `name` and `pricing` are required. */
export const CreatePlanInputSchema = z.looseObject({ ...planInputFields, name: z.string(), pricing: PricingInputSchema });

/** `updatePlan`'s plan: the fields to change (the id is the first argument; one in here is ignored). */
export const UpdatePlanInputSchema = z.looseObject({ ...planInputFields, id: z.optional(z.string()) });

/** `updatePlan`'s options: `mask` goes out comma-joined as `fieldMask`. */
export const UpdatePlanOptionsSchema = z.pipe(
  strictOptions({ mask: z.optional(z.array(nonEmptyString()).check(z.minLength(1, 'must list at least one field path'))) }),
  z.transform((options: { mask?: string[] | undefined }) => (options.mask ? { fieldMask: options.mask.join(',') } : {})),
);

const pagingFields = {
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  offset: z.optional(count()),
  planIds: z.optional(z.array(nonEmptyString())),
};

/** `listPublicPlans`'s options. */
export const ListPublicPlansOptionsSchema = strictOptions(pagingFields);

/** `listPlans`'s options: the public list's plus the archiving and visibility filters. */
export const ListPlansOptionsSchema = strictOptions({
  archived: z.optional(oneOf(ArchivedFilter)),
  public: z.optional(oneOf(PublicFilter)),
  ...pagingFields,
});

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Validates a `PublicPlanQuery` (internal): the filter is checked to be an object and sent as written. */
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
