/**
 * Wire shapes of pricing plans (v2), as the emulator stores and serves them (platform-rules §6.1).
 */

/**
 * A period unit of a plan duration.
 */
export type PeriodUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/**
 * A duration: `count` units.
 */
export interface PlanDuration {
  count?: number;
  unit?: PeriodUnit;
}

/**
 * A monetary amount: a decimal string and an ISO-4217 currency.
 */
export interface Money {
  value?: string;
  currency?: string;
}

/**
 * A plan's pricing: exactly one model (`subscription`, `singlePaymentForDuration`,
 * `singlePaymentUnlimited`), the price and the free trial.
 */
export interface PlanPricing {
  subscription?: { cycleDuration?: PlanDuration; cycleCount?: number };
  singlePaymentForDuration?: PlanDuration;
  singlePaymentUnlimited?: boolean;
  price?: Money;
  freeTrialDays?: number;
  feeConfigs?: Array<{ fee?: { name?: string; amount?: string }; appliedAt?: 'FIRST_PAYMENT' }>;
}

/**
 * A pricing plan (owner view): every field of the v2 `Plan`.
 */
export interface Plan {
  id: string;
  name: string;
  description?: string;
  perks: { values: string[] };
  pricing: PlanPricing;
  public: boolean;
  archived: boolean;
  primary: boolean;
  hasOrders: boolean;
  createdDate: string;
  updatedDate: string;
  slug: string;
  maxPurchasesPerBuyer: number;
  allowFutureStartDate: boolean;
  buyerCanCancel: boolean;
  termsAndConditions?: string;
  clientData?: Record<string, string>;
  formId?: string;
}

/**
 * The public view of a plan (no `public`, `archived`, `hasOrders` or internal `clientData`).
 */
export type PublicPlan = Omit<Plan, 'public' | 'archived' | 'hasOrders' | 'clientData'>;

/**
 * The plans domain state (`state.domains.plans`): plans by id, in the dashboard's arrangement order.
 */
export interface PlansState {
  plans: Record<string, Plan>;
}

declare module '../../state/types.js' {
  interface DomainStates {
    plans: PlansState;
  }
}

/** The entity FQDN of plan events. */
export const PLAN_FQDN = 'wix.pricing_plans.v2.plan';
