import * as z from 'zod/mini';
import { timestamp } from '@frontdesk/core';
import { ChargeEventSchema, PeriodUnitSchema } from './enums.js';

/*
 * Response (entity) schemas of pricing plans, from the platform's published plan type declarations.
 * Field names are the wire names (`id`, `createdDate`); `timestamp()` marks the fields decoded to
 * `Date`. Request schemas live in `inputs.ts`.
 */

/**
 * A length of time: `count` units (the platform supports `count: 1` for payment cycles).
 *
 * @example
 * ```ts
 * const oneMonth: Duration = { count: 1, unit: 'MONTH' };
 * ```
 */
export const DurationSchema = z.object({
  count: z.optional(z.number()),
  unit: z.optional(PeriodUnitSchema),
});
/**
 * The type of {@link DurationSchema}.
 *
 * @example
 * ```ts
 * const oneMonth: Duration = { count: 1, unit: 'MONTH' };
 * ```
 */
export type Duration = z.infer<typeof DurationSchema>;

/**
 * A recurring pricing model: `cycleDuration` is one payment cycle, `cycleCount` the number of
 * cycles (`0`: until canceled).
 *
 * @example
 * ```ts
 * const yearOfMonths: Recurrence = { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 };
 * ```
 */
export const RecurrenceSchema = z.object({
  cycleDuration: z.optional(DurationSchema),
  cycleCount: z.optional(z.number()),
});
/**
 * The type of {@link RecurrenceSchema}.
 *
 * @example
 * ```ts
 * const yearOfMonths: Recurrence = { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 };
 * ```
 */
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/**
 * An amount of money: a decimal string (`"19.99"`) and an ISO-4217 currency.
 *
 * @example
 * ```ts
 * const price: Money = { value: '19.99', currency: 'USD' };
 * ```
 */
export const MoneySchema = z.object({
  value: z.optional(z.string()),
  currency: z.optional(z.string()),
});
/**
 * The type of {@link MoneySchema}.
 *
 * @example
 * ```ts
 * const price: Money = { value: '19.99', currency: 'USD' };
 * ```
 */
export type Money = z.infer<typeof MoneySchema>;

/**
 * An additional fee of a plan (a setup fee, for example) and when it is charged.
 *
 * @example
 * ```ts
 * const setup: FeeConfig = { fee: { name: 'Setup', amount: '5' }, appliedAt: 'FIRST_PAYMENT' };
 * ```
 */
export const FeeConfigSchema = z.object({
  fee: z.optional(z.object({ name: z.optional(z.string()), amount: z.optional(z.string()) })),
  appliedAt: z.optional(ChargeEventSchema),
});
/**
 * The type of {@link FeeConfigSchema}.
 *
 * @example
 * ```ts
 * const setup: FeeConfig = { fee: { name: 'Setup', amount: '5' }, appliedAt: 'FIRST_PAYMENT' };
 * ```
 */
export type FeeConfig = z.infer<typeof FeeConfigSchema>;

/**
 * A plan's price and payment schedule: exactly one pricing model (`subscription`,
 * `singlePaymentForDuration` or `singlePaymentUnlimited`) plus `price` and `freeTrialDays`.
 *
 * @example
 * ```ts
 * const pricing: Pricing = {
 *   subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
 *   price: { value: '19.99', currency: 'USD' },
 *   freeTrialDays: 7,
 * };
 * ```
 */
export const PricingSchema = z.object({
  subscription: z.optional(RecurrenceSchema),
  singlePaymentForDuration: z.optional(DurationSchema),
  singlePaymentUnlimited: z.optional(z.boolean()),
  price: z.optional(MoneySchema),
  freeTrialDays: z.optional(z.number()),
  feeConfigs: z.optional(z.array(FeeConfigSchema)),
});
/**
 * The type of {@link PricingSchema}.
 *
 * @example
 * ```ts
 * const pricing: Pricing = {
 *   subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
 *   price: { value: '19.99', currency: 'USD' },
 *   freeTrialDays: 7,
 * };
 * ```
 */
export type Pricing = z.infer<typeof PricingSchema>;

/**
 * What a plan includes, as text lines (a wrapper, so an empty list differs from none on update).
 *
 * @example
 * ```ts
 * const perks: Perks = { values: ['Unlimited classes', 'Free mat'] };
 * ```
 */
export const PerksSchema = z.object({ values: z.optional(z.array(z.string())) });
/**
 * The type of {@link PerksSchema}.
 *
 * @example
 * ```ts
 * const perks: Perks = { values: ['Unlimited classes', 'Free mat'] };
 * ```
 */
export type Perks = z.infer<typeof PerksSchema>;

const commonPlanFields = {
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  perks: z.optional(PerksSchema),
  pricing: z.optional(PricingSchema),
  primary: z.optional(z.boolean()),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  slug: z.optional(z.string()),
  maxPurchasesPerBuyer: z.optional(z.number()),
  allowFutureStartDate: z.optional(z.boolean()),
  buyerCanCancel: z.optional(z.boolean()),
  termsAndConditions: z.optional(z.string()),
  clientData: z.optional(z.record(z.string(), z.string())),
  formId: z.optional(z.string()),
};

/**
 * A pricing plan as the site owner sees it (`getPlan`, `listPlans`, writes). `archived`, `primary`,
 * `hasOrders`, `slug` and the dates are read-only.
 *
 * @example
 * ```ts
 * const plan: Plan = await getPlan(client, planId);
 * plan.createdDate; // a Date
 * ```
 */
export const PlanSchema = z.object({
  ...commonPlanFields,
  public: z.optional(z.boolean()),
  archived: z.optional(z.boolean()),
  hasOrders: z.optional(z.boolean()),
});
/**
 * The type of {@link PlanSchema}.
 *
 * @example
 * ```ts
 * const plan: Plan = await getPlan(client, planId);
 * plan.createdDate; // a Date
 * ```
 */
export type Plan = z.infer<typeof PlanSchema>;

/**
 * A pricing plan as visitors and members see it (`listPublicPlans`, `queryPublicPlans`): no
 * `public`, `archived` or `hasOrders`.
 *
 * @example
 * ```ts
 * const page = await listPublicPlans(client);
 * const first: PublicPlan | undefined = page.items[0];
 * ```
 */
export const PublicPlanSchema = z.object(commonPlanFields);
/**
 * The type of {@link PublicPlanSchema}.
 *
 * @example
 * ```ts
 * const page = await listPublicPlans(client);
 * const first: PublicPlan | undefined = page.items[0];
 * ```
 */
export type PublicPlan = z.infer<typeof PublicPlanSchema>;

/**
 * Offset paging metadata of list and query responses.
 *
 * @example
 * ```ts
 * const { total } = (await listPlans(client)).response.pagingMetadata ?? {};
 * ```
 */
export const PagingMetadataSchema = z.object({
  count: z.optional(z.number()),
  offset: z.optional(z.number()),
  total: z.optional(z.number()),
  tooManyToCount: z.optional(z.boolean()),
  cursors: z.optional(z.object({ next: z.optional(z.string()), prev: z.optional(z.string()) })),
  hasNext: z.optional(z.boolean()),
});
/**
 * The type of {@link PagingMetadataSchema}.
 *
 * @example
 * ```ts
 * const { total } = (await listPlans(client)).response.pagingMetadata ?? {};
 * ```
 */
export type PagingMetadata = z.infer<typeof PagingMetadataSchema>;

/**
 * Response of `listPublicPlans` and `queryPublicPlans` (available as `page.response`).
 *
 * @example
 * ```ts
 * const body: PublicPlansResponse = (await listPublicPlans(client)).response;
 * ```
 */
export const PublicPlansResponseSchema = z.object({
  plans: z.optional(z.array(PublicPlanSchema)),
  pagingMetadata: z.optional(PagingMetadataSchema),
});
/**
 * The type of {@link PublicPlansResponseSchema}.
 *
 * @example
 * ```ts
 * const body: PublicPlansResponse = (await listPublicPlans(client)).response;
 * ```
 */
export type PublicPlansResponse = z.infer<typeof PublicPlansResponseSchema>;

/**
 * Response of `listPlans` (available as `page.response`).
 *
 * @example
 * ```ts
 * const body: PlansResponse = (await listPlans(client)).response;
 * ```
 */
export const PlansResponseSchema = z.object({
  plans: z.optional(z.array(PlanSchema)),
  pagingMetadata: z.optional(PagingMetadataSchema),
});
/**
 * The type of {@link PlansResponseSchema}.
 *
 * @example
 * ```ts
 * const body: PlansResponse = (await listPlans(client)).response;
 * ```
 */
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/**
 * A response carrying one plan: `setPlanVisibility`, `makePlanPrimary`, `archivePlan` return it as
 * is; `getPlan`, `createPlan` and `updatePlan` return its `plan`.
 *
 * @example
 * ```ts
 * const { plan }: PlanResponse = await archivePlan(client, planId);
 * ```
 */
export const PlanResponseSchema = z.object({ plan: PlanSchema });
/**
 * The type of {@link PlanResponseSchema}.
 *
 * @example
 * ```ts
 * const { plan }: PlanResponse = await archivePlan(client, planId);
 * ```
 */
export type PlanResponse = z.infer<typeof PlanResponseSchema>;

/**
 * Response of `getPlanStats`.
 *
 * @example
 * ```ts
 * const { totalPlans }: PlanStats = await getPlanStats(client);
 * ```
 */
export const PlanStatsSchema = z.object({ totalPlans: z.optional(z.number()) });
/**
 * The type of {@link PlanStatsSchema}.
 *
 * @example
 * ```ts
 * const { totalPlans }: PlanStats = await getPlanStats(client);
 * ```
 */
export type PlanStats = z.infer<typeof PlanStatsSchema>;

/**
 * The empty response of calls that return nothing (`clearPrimary`).
 *
 * @example
 * ```ts
 * const nothing: EmptyResponse = await clearPrimary(client);
 * ```
 */
export const EmptyResponseSchema = z.object({});
/**
 * The type of {@link EmptyResponseSchema}.
 *
 * @example
 * ```ts
 * const nothing: EmptyResponse = await clearPrimary(client);
 * ```
 */
export type EmptyResponse = z.infer<typeof EmptyResponseSchema>;
