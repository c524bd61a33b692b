import * as z from 'zod/mini';
import { nonEmptyString, oneOf, strictOptions, wireTimestamp } from '@frontdesk/core';
import { ArchivedFilter, ChargeEvent, PeriodUnit, PublicFilter, PublicPlanSortField, SortOrder } from './enums.js';

/*
 * The calls' argument schemas (internal), for their development-only `inputs`: each is built when a
 * call first runs, and a production build drops them with zod. Plans are loose objects: fields this
 * version does not know pass through, and the platform validates the body; what is checked here is
 * what the platform would refuse with a less readable error (a missing name or pricing, an enum
 * value, a count). Dates are not checked here: the encodings below turn them into wire form (a
 * `Date` or an ISO string goes out as `2026-03-01T09:00:00.000Z`) in every build.
 */

const nullish = <S extends z.core.$ZodType>(schema: S) => z.optional(z.nullable(schema));
const count = () => z.int().check(z.minimum(0, 'must be 0 or more'));

const durationInput = () => z.looseObject({ count: nullish(z.int()), unit: z.optional(oneOf(PeriodUnit)) });

/**
 * The pricing of a plan to create or update: its models' counts and enum values are checked; the
 * price and fee amounts are decimal strings the platform validates.
 */
const pricingInput = () =>
  z.looseObject({
    subscription: z.optional(z.looseObject({ cycleDuration: z.optional(durationInput()), cycleCount: nullish(z.int()) })),
    singlePaymentForDuration: z.optional(durationInput()),
    singlePaymentUnlimited: nullish(z.boolean()),
    freeTrialDays: nullish(z.int()),
    feeConfigs: z.optional(z.array(z.looseObject({ appliedAt: z.optional(oneOf(ChargeEvent)) }))),
  });

const planInputFields = () => ({
  name: nullish(z.string()),
  description: nullish(z.string()),
  perks: z.optional(z.looseObject({})),
  pricing: z.optional(pricingInput()),
  public: nullish(z.boolean()),
  maxPurchasesPerBuyer: nullish(z.int()),
  allowFutureStartDate: nullish(z.boolean()),
  buyerCanCancel: nullish(z.boolean()),
  termsAndConditions: nullish(z.string()),
  clientData: z.optional(z.record(z.string(), z.string())),
  formId: nullish(z.string()),
});

/** `createPlan`'s plan: `name` and `pricing` are required. */
export const createPlanInput = () => z.looseObject({ ...planInputFields(), name: z.string(), pricing: pricingInput() });

/** `updatePlan`'s plan: the fields to change (the id is the first argument; one in here is ignored). */
export const updatePlanInput = () => z.looseObject({ ...planInputFields(), id: z.optional(z.string()) });

/** `updatePlan`'s options: `mask` goes out comma-joined as `fieldMask` (the call's payload). */
export const updatePlanOptions = () =>
  strictOptions({ mask: z.optional(z.array(nonEmptyString()).check(z.minLength(1, 'must list at least one field path'))) });

const pagingFields = () => ({
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  offset: z.optional(count()),
  planIds: z.optional(z.array(nonEmptyString())),
});

/** `listPublicPlans`'s options. */
export const listPublicPlansOptions = () => strictOptions(pagingFields());

/** `listPlans`'s options: the public list's plus the archiving and visibility filters. */
export const listPlansOptions = () =>
  strictOptions({ archived: z.optional(oneOf(ArchivedFilter)), public: z.optional(oneOf(PublicFilter)), ...pagingFields() });

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A `PublicPlanQuery`: the filter is checked to be an object and sent as written. */
export const publicPlanQuery = () =>
  strictOptions({
    filter: z.optional(z.custom(isPlainObject, 'must be a filter object')),
    sort: z.optional(z.array(z.object({ fieldName: oneOf(PublicPlanSortField), order: z.optional(oneOf(SortOrder)) }))),
    paging: z.optional(
      strictOptions({
        offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
        limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
      }),
    ),
  });

/**
 * A plan body's wire form (every build): its read-only dates, accepted so that a plan read earlier
 * can be sent back as it is.
 */
export const planEncoding = { createdDate: wireTimestamp, updatedDate: wireTimestamp };
