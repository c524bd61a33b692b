import * as z from 'zod/mini';
import { timestampInput } from '@frontdesk/core';
import { ArchivedFilterSchema, ChargeEventSchema, PeriodUnitSchema, PublicFilterSchema } from './enums.js';

/*
 * Request schemas. Entities are loose objects (fields this version does not know pass through);
 * dates accept a `Date` or an ISO string and go out as `2026-03-01T09:00:00.000Z`.
 */

const nonEmpty = () => z.string().check(z.minLength(1, 'must be a non-empty string'));
const nullish = <S extends z.core.$ZodType>(schema: S) => z.optional(z.nullable(schema));
const count = () => z.int().check(z.minimum(0, 'must be 0 or more'));

const DurationInputSchema = z.looseObject({
  count: nullish(z.int()),
  unit: z.optional(PeriodUnitSchema),
});

/**
 * The pricing of a plan to create or update: one pricing model plus `price` and `freeTrialDays`.
 *
 * @example
 * ```ts
 * const pricing: PricingInput = { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } };
 * ```
 */
export const PricingInputSchema = z.looseObject({
  subscription: z.optional(
    z.looseObject({ cycleDuration: z.optional(DurationInputSchema), cycleCount: nullish(z.int()) }),
  ),
  singlePaymentForDuration: z.optional(DurationInputSchema),
  singlePaymentUnlimited: nullish(z.boolean()),
  price: z.optional(z.looseObject({ value: z.optional(z.string()), currency: z.optional(z.string()) })),
  freeTrialDays: nullish(z.int()),
  feeConfigs: z.optional(
    z.array(
      z.looseObject({
        fee: z.optional(z.looseObject({ name: z.optional(z.string()), amount: z.optional(z.string()) })),
        appliedAt: z.optional(ChargeEventSchema),
      }),
    ),
  ),
});
/**
 * The type of {@link PricingInputSchema}.
 *
 * @example
 * ```ts
 * const pricing: PricingInput = { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } };
 * ```
 */
export type PricingInput = z.input<typeof PricingInputSchema>;

const planInputFields = {
  name: nullish(z.string()),
  description: nullish(z.string()),
  perks: z.optional(z.looseObject({ values: z.optional(z.array(z.string())) })),
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

/**
 * A plan to create: `name` and `pricing` are required.
 *
 * @example
 * ```ts
 * const plan: CreatePlanInput = {
 *   name: 'Gold',
 *   pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 }, price: { value: '19.99', currency: 'USD' } },
 * };
 * ```
 */
export const CreatePlanInputSchema = z.looseObject({
  ...planInputFields,
  name: z.string(),
  pricing: PricingInputSchema,
});
/**
 * The type of {@link CreatePlanInputSchema}.
 *
 * @example
 * ```ts
 * const plan: CreatePlanInput = {
 *   name: 'Gold',
 *   pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 }, price: { value: '19.99', currency: 'USD' } },
 * };
 * ```
 */
export type CreatePlanInput = z.input<typeof CreatePlanInputSchema>;

/**
 * A plan update: the plan's `id` plus the fields to change.
 *
 * @example
 * ```ts
 * const change: UpdatePlanInput = { id: planId, description: 'Now with sauna access' };
 * ```
 */
export const UpdatePlanInputSchema = z.looseObject({ ...planInputFields, id: nonEmpty() });
/**
 * The type of {@link UpdatePlanInputSchema}.
 *
 * @example
 * ```ts
 * const change: UpdatePlanInput = { id: planId, description: 'Now with sauna access' };
 * ```
 */
export type UpdatePlanInput = z.input<typeof UpdatePlanInputSchema>;

/**
 * Options of `updatePlan`: `mask` lists the field paths to update (sent comma-joined as
 * `fieldMask`); without it the platform updates the fields present in the plan.
 *
 * @example
 * ```ts
 * await updatePlan(client, { id, name: 'Gold+', description: null }, { mask: ['name', 'description'] });
 * ```
 */
export const UpdatePlanOptionsSchema = z.pipe(
  z.strictObject(
    { mask: z.optional(z.array(nonEmpty()).check(z.minLength(1, 'must list at least one field path'))) },
    { error: unknownKeys },
  ),
  z.transform((options: { mask?: string[] | undefined }) =>
    options.mask ? { fieldMask: options.mask.join(',') } : {},
  ),
);
/**
 * The type of {@link UpdatePlanOptionsSchema}.
 *
 * @example
 * ```ts
 * await updatePlan(client, { id, name: 'Gold+', description: null }, { mask: ['name', 'description'] });
 * ```
 */
export type UpdatePlanOptions = z.input<typeof UpdatePlanOptionsSchema>;

/**
 * Options of `listPublicPlans`. The platform lists up to 75 plans when `limit` is not given.
 *
 * @example
 * ```ts
 * await listPublicPlans(client, { limit: 10, planIds: [goldId, silverId] });
 * ```
 */
export const ListPublicPlansOptionsSchema = z.strictObject(
  {
    limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
    offset: z.optional(count()),
    planIds: z.optional(z.array(nonEmpty())),
  },
  { error: unknownKeys },
);
/**
 * The type of {@link ListPublicPlansOptionsSchema}.
 *
 * @example
 * ```ts
 * await listPublicPlans(client, { limit: 10, planIds: [goldId, silverId] });
 * ```
 */
export type ListPublicPlansOptions = z.input<typeof ListPublicPlansOptionsSchema>;

/**
 * Options of `listPlans`: filters on archiving (default `ACTIVE`) and visibility (default
 * `PUBLIC_AND_HIDDEN`), paging, and plan ids.
 *
 * @example
 * ```ts
 * await listPlans(client, { archived: 'ARCHIVED_AND_ACTIVE', public: 'HIDDEN' });
 * ```
 */
export const ListPlansOptionsSchema = z.strictObject(
  {
    archived: z.optional(ArchivedFilterSchema),
    public: z.optional(PublicFilterSchema),
    limit: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
    offset: z.optional(count()),
    planIds: z.optional(z.array(nonEmpty())),
  },
  { error: unknownKeys },
);
/**
 * The type of {@link ListPlansOptionsSchema}.
 *
 * @example
 * ```ts
 * await listPlans(client, { archived: 'ARCHIVED_AND_ACTIVE', public: 'HIDDEN' });
 * ```
 */
export type ListPlansOptions = z.input<typeof ListPlansOptionsSchema>;

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
