import type { FilterOperators } from '@frontdesk/core';
import type { ArchivedFilter, ChargeEvent, PeriodUnit, PublicFilter, PublicPlanSortField, SortOrder } from './enums.js';

/*
 * The pricing plan entities, response bodies and call inputs, as plain types taken from the
 * platform's published plan declarations. Field names are the wire names (`id`, `createdDate`);
 * `Date` fields are decoded from ISO text. `scripts/gen-wire.mjs` generates `wire.gen.ts` from this
 * file: rerun it after any change here.
 */

/** A length of time: `count` units (the platform supports `count: 1` for payment cycles). */
export interface Duration {
  count?: number;
  unit?: PeriodUnit;
}

/** A recurring pricing model: one payment cycle and the number of cycles. */
export interface Recurrence {
  cycleDuration?: Duration;
  /** `0`: until canceled. */
  cycleCount?: number;
}

/** An amount of money: a decimal string (`"19.99"`) and an ISO-4217 currency. */
export interface Money {
  value?: string;
  currency?: string;
}

/** An additional fee of a plan (a setup fee, for example) and when it is charged. */
export interface FeeConfig {
  /** `amount` is a decimal string, in the plan's currency. */
  fee?: { name?: string; amount?: string };
  appliedAt?: ChargeEvent;
}

/**
 * A plan's price and payment schedule: exactly one pricing model (`subscription`,
 * `singlePaymentForDuration` or `singlePaymentUnlimited`) plus `price` and `freeTrialDays`.
 */
export interface Pricing {
  subscription?: Recurrence;
  singlePaymentForDuration?: Duration;
  singlePaymentUnlimited?: boolean;
  price?: Money;
  freeTrialDays?: number;
  feeConfigs?: FeeConfig[];
}

/** What a plan includes, as text lines (a wrapper, so an empty list differs from none on update). */
export interface Perks {
  values?: string[];
}

/**
 * A pricing plan as visitors and members see it (`listPublicPlans`, `queryPublicPlans`): no
 * `public`, `archived` or `hasOrders`.
 */
export interface PublicPlan {
  id: string;
  name?: string;
  description?: string;
  perks?: Perks;
  pricing?: Pricing;
  /** The site's highlighted plan (read-only; see `makePlanPrimary`). */
  primary?: boolean;
  createdDate?: Date;
  updatedDate?: Date;
  /** Read-only, derived from the name. */
  slug?: string;
  maxPurchasesPerBuyer?: number;
  allowFutureStartDate?: boolean;
  buyerCanCancel?: boolean;
  termsAndConditions?: string;
  clientData?: Record<string, string>;
  formId?: string;
}

/**
 * A pricing plan as the site owner sees it (`getPlan`, `listPlans`, writes). `archived`, `primary`,
 * `hasOrders`, `slug` and the dates are read-only.
 */
export interface Plan extends PublicPlan {
  public?: boolean;
  archived?: boolean;
  hasOrders?: boolean;
}

/** Offset paging metadata of list and query responses. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string; prev?: string };
  hasNext?: boolean;
}

/** Response of `listPublicPlans` and `queryPublicPlans` (available as `page.response`). */
export interface PublicPlansResponse {
  plans?: PublicPlan[];
  pagingMetadata?: PagingMetadata;
}

/** Response of `listPlans` (available as `page.response`). */
export interface PlansResponse {
  plans?: Plan[];
  pagingMetadata?: PagingMetadata;
}

/**
 * A response carrying one plan: `setPlanVisibility`, `makePlanPrimary`, `archivePlan` return it as
 * is; `getPlan`, `createPlan` and `updatePlan` return its `plan`.
 */
export interface PlanResponse {
  plan: Plan;
}

/** Response of `getPlanStats`. */
export interface PlanStats {
  totalPlans?: number;
}

/** The empty response of calls that return nothing (`clearPrimary`). */
export type EmptyResponse = Record<string, never>;

/** The body of the plan action events (`planBuyerCanCancelUpdated`, `planArchived`). */
export interface PlanActionBody {
  plan?: Plan;
}

/**
 * The pricing of a plan to create or update: one pricing model plus `price` and `freeTrialDays`.
 * `null` clears a field on update; fields this version does not know are sent as written.
 */
export interface PricingInput {
  subscription?: { cycleDuration?: DurationInput; cycleCount?: number | null; [key: string]: unknown };
  singlePaymentForDuration?: DurationInput;
  singlePaymentUnlimited?: boolean | null;
  price?: { value?: string; currency?: string; [key: string]: unknown };
  freeTrialDays?: number | null;
  feeConfigs?: {
    fee?: { name?: string; amount?: string; [key: string]: unknown };
    appliedAt?: ChargeEvent;
    [key: string]: unknown;
  }[];
  [key: string]: unknown;
}

/** A {@link Duration} to send: `count` may be `null` to clear it. */
type DurationInput = { count?: number | null; unit?: PeriodUnit; [key: string]: unknown };

/**
 * The plan fields a write sends (`null` clears a field on update). The read-only dates are accepted
 * (and ignored by the platform) so that a plan read earlier can be sent back as it is.
 */
interface PlanFieldsInput {
  name?: string | null;
  description?: string | null;
  perks?: { values?: string[]; [key: string]: unknown };
  pricing?: PricingInput;
  public?: boolean | null;
  maxPurchasesPerBuyer?: number | null;
  allowFutureStartDate?: boolean | null;
  buyerCanCancel?: boolean | null;
  termsAndConditions?: string | null;
  clientData?: Record<string, string>;
  formId?: string | null;
  /** Read-only: sent as ISO-8601 text (an ISO string is accepted too). */
  createdDate?: Date;
  /** Read-only: sent as ISO-8601 text (an ISO string is accepted too). */
  updatedDate?: Date;
}

/**
 * A plan to create: `name` and `pricing` are required. Fields this version does not know are sent
 * as written.
 */
export interface CreatePlanInput extends Omit<PlanFieldsInput, 'name' | 'pricing'> {
  name: string;
  pricing: PricingInput;
  [key: string]: unknown;
}

/**
 * A plan update: the fields to change (`null` clears a field); the plan's id is `updatePlan`'s first
 * argument (an `id` in here is ignored: the first argument wins). Fields this version does not know
 * are sent as written.
 */
export interface UpdatePlanInput extends PlanFieldsInput {
  id?: string;
  [key: string]: unknown;
}

/**
 * Options of `updatePlan`: `mask` lists the field paths to update (sent comma-joined as
 * `fieldMask`); without it the platform updates the fields present in the plan.
 */
export interface UpdatePlanOptions {
  mask?: string[];
}

/** Options of `listPublicPlans`. The platform lists up to 75 plans when `limit` is not given. */
export interface ListPublicPlansOptions {
  limit?: number;
  offset?: number;
  planIds?: string[];
}

/**
 * Options of `listPlans`: filters on archiving (default `ACTIVE`) and visibility (default
 * `PUBLIC_AND_HIDDEN`), paging, and plan ids.
 */
export interface ListPlansOptions extends ListPublicPlansOptions {
  archived?: ArchivedFilter;
  public?: PublicFilter;
}

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
