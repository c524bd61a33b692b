import type { FieldViolation } from '../../errors.js';
import { isRecord } from '../../util/values.js';

/**
 * Plan validation (platform-rules §6.1): the rule names of createPlan / updatePlan as field violations.
 */

const UNITS = new Set(['DAY', 'WEEK', 'MONTH', 'YEAR']);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^\d+(\.\d{1,3})?$/;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Whether a value is a decimal money string the platform accepts (≥ 0, < 1e12, at most 3 decimals).
 */
export function isMoneyValue(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value) && Number(value) < 1e12;
}

function text(out: FieldViolation[], field: string, value: unknown, min: number, max: number, blankRule?: string): void {
  if (value === undefined || value === null) {
    if (min > 0)
      out.push({ field, description: 'is required', violatedRule: 'REQUIRED_FIELD', ...(blankRule ? { ruleName: blankRule } : {}) });
    return;
  }
  if (typeof value !== 'string') {
    out.push({ field, description: 'must be a string', violatedRule: 'FORMAT' });
    return;
  }
  if (blankRule && value.trim() === '') {
    out.push({ field, description: 'must not be blank', ruleName: blankRule });
    return;
  }
  if (value.length < min) out.push({ field, description: `must be at least ${min} characters`, violatedRule: 'MIN_LENGTH' });
  if (value.length > max) out.push({ field, description: `must be at most ${max} characters`, violatedRule: 'MAX_LENGTH' });
}

function duration(
  out: FieldViolation[],
  field: string,
  value: unknown,
  mode: 'create' | 'update',
  tooShortRule: string,
  countMax: number,
  countRule: string,
): void {
  if (!isRecord(value)) {
    out.push({ field, description: 'is required', ruleName: mode === 'update' ? 'duration_missing' : tooShortRule });
    return;
  }
  const unitRule = mode === 'update' ? 'INVALID_DURATION_UNIT' : 'invalid_duration_unit';
  if (!UNITS.has(value.unit))
    out.push({ field: `${field}.unit`, description: 'must be one of DAY, WEEK, MONTH, YEAR', ruleName: unitRule });
  if (value.count === undefined || value.count === null || (isInt(value.count) && value.count < 1)) {
    out.push({ field: `${field}.count`, description: 'must be at least 1', ruleName: tooShortRule });
  } else if (!isInt(value.count) || value.count > countMax) {
    out.push({
      field: `${field}.count`,
      description: countMax === 1 ? 'must be 1 (the only supported value)' : `must be an integer up to ${countMax}`,
      ruleName: countRule,
    });
  }
}

function pricing(out: FieldViolation[], value: unknown, mode: 'create' | 'update'): void {
  if (!isRecord(value)) {
    out.push({ field: 'plan.pricing', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
    return;
  }
  const models = ['subscription', 'singlePaymentForDuration', 'singlePaymentUnlimited'].filter(
    (key) => value[key] !== undefined && value[key] !== null && value[key] !== false,
  );
  if (models.length === 0) {
    out.push({
      field: 'plan.pricing',
      description: 'needs one pricing model: subscription, singlePaymentForDuration or singlePaymentUnlimited',
      ruleName: 'INVALID_SINGLE_PAYMENT_WITHOUT_DURATION',
    });
  } else if (models.length > 1) {
    out.push({
      field: 'plan.pricing',
      description: `must have exactly one pricing model (got ${models.join(', ')})`,
      violatedRule: 'ONE_OF',
    });
  }
  const model = models.length === 1 ? models[0] : undefined;
  if (model === 'subscription') {
    const sub = value.subscription;
    if (!isRecord(sub)) out.push({ field: 'plan.pricing.subscription', description: 'must be an object', violatedRule: 'FORMAT' });
    else {
      duration(
        out,
        'plan.pricing.subscription.cycleDuration',
        sub.cycleDuration,
        mode,
        'RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT',
        1,
        'PERIOD_AMOUNT_OUT_OF_RANGE',
      );
      const count = sub.cycleCount ?? 0;
      if (!isInt(count) || count < 0 || count > 2000) {
        out.push({
          field: 'plan.pricing.subscription.cycleCount',
          description: 'must be an integer from 0 (until canceled) to 2000',
          ruleName: 'RECURRING_PLAN_CYCLE_COUNT_INVALID',
        });
      }
    }
    if (value.price === undefined || value.price === null) {
      out.push({
        field: 'plan.pricing.price',
        description: 'is required for a subscription',
        ruleName: mode === 'update' ? 'price_missing' : 'RECURRING_PLAN_PAYMENT_PRICE_MISSING',
      });
    }
  }
  if (model === 'singlePaymentForDuration') {
    duration(
      out,
      'plan.pricing.singlePaymentForDuration',
      value.singlePaymentForDuration,
      mode,
      'SINGLE_PAYMENT_DURATION_TOO_SHORT',
      2000,
      'SINGLE_PAYMENT_CYCLE_COUNT_INVALID',
    );
  }
  if (model === 'singlePaymentUnlimited' && value.singlePaymentUnlimited !== true) {
    out.push({
      field: 'plan.pricing.singlePaymentUnlimited',
      description: 'must be true',
      ruleName: 'INVALID_SINGLE_PAYMENT_WITHOUT_DURATION',
    });
  }
  if (value.price !== undefined && value.price !== null) {
    if (!isRecord(value.price))
      out.push({ field: 'plan.pricing.price', description: 'must be an object { value, currency }', violatedRule: 'FORMAT' });
    else {
      if (!isMoneyValue(value.price.value)) {
        out.push({
          field: 'plan.pricing.price.value',
          description: 'must be a decimal string ≥ 0 and < 1e12 with at most 3 decimals',
          violatedRule: 'DECIMAL_VALUE',
        });
      }
      if (typeof value.price.currency !== 'string' || !/^[A-Z]{3}$/.test(value.price.currency)) {
        out.push({ field: 'plan.pricing.price.currency', description: 'must be an ISO-4217 currency code', violatedRule: 'FORMAT' });
      }
    }
  }
  const trial = value.freeTrialDays;
  if (trial !== undefined && trial !== null) {
    if (!isInt(trial) || trial < 0 || trial > 999) {
      out.push({ field: 'plan.pricing.freeTrialDays', description: 'must be an integer from 0 to 999', violatedRule: 'MAX' });
    } else if (trial > 0 && model !== undefined && model !== 'subscription') {
      out.push({
        field: 'plan.pricing.freeTrialDays',
        description: 'is available for subscriptions only',
        ruleName: mode === 'update' ? 'free_trial_not_supported' : 'SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED',
      });
    }
  }
  if (value.feeConfigs !== undefined) {
    if (!Array.isArray(value.feeConfigs))
      out.push({ field: 'plan.pricing.feeConfigs', description: 'must be an array', violatedRule: 'FORMAT' });
    else
      value.feeConfigs.forEach((config: any, i: number) => {
        const name = config?.fee?.name;
        if (typeof name !== 'string' || name.trim() === '') {
          out.push({ field: `plan.pricing.feeConfigs[${i}].fee.name`, description: 'must not be blank', ruleName: 'PLAN_FEE_NAME_BLANK' });
        } else if (name.length > 40) {
          out.push({
            field: `plan.pricing.feeConfigs[${i}].fee.name`,
            description: 'must be at most 40 characters',
            violatedRule: 'MAX_LENGTH',
          });
        }
        if (!isMoneyValue(config?.fee?.amount) || Number(config.fee.amount) <= 0) {
          out.push({
            field: `plan.pricing.feeConfigs[${i}].fee.amount`,
            description: 'must be a decimal string > 0',
            violatedRule: 'DECIMAL_VALUE',
          });
        }
      });
  }
}

/**
 * Validates a whole plan (the created plan, or the updated plan after merging), returning its field
 * violations: the platform's rule names (`PLAN_NAME_BLANK`, `RECURRING_PLAN_PAYMENT_PRICE_MISSING`,
 * ...) in `ruleName`, generic checks (length, format) in `violatedRule`. Update uses the update rule
 * names where they differ (`INVALID_DURATION_UNIT`, `duration_missing`, `price_missing`, `free_trial_not_supported`).
 */
export function validatePlan(plan: Record<string, any>, mode: 'create' | 'update'): FieldViolation[] {
  const out: FieldViolation[] = [];
  text(out, 'plan.name', plan.name, 1, 50, 'PLAN_NAME_BLANK');
  text(out, 'plan.description', plan.description, 0, 450);
  text(out, 'plan.termsAndConditions', plan.termsAndConditions, 0, 3000);
  if (plan.perks !== undefined && plan.perks !== null) {
    const values = plan.perks.values;
    if (!isRecord(plan.perks) || (values !== undefined && !Array.isArray(values))) {
      out.push({ field: 'plan.perks', description: 'must be { values: string[] }', violatedRule: 'FORMAT' });
    } else if (Array.isArray(values)) {
      if (values.length > 500)
        out.push({ field: 'plan.perks.values', description: 'must have at most 500 items', violatedRule: 'MAX_SIZE' });
      values.forEach((perk: unknown, i: number) => {
        text(out, `plan.perks.values[${i}]`, perk, 1, 1400);
      });
    }
  }
  pricing(out, plan.pricing, mode);
  for (const flag of ['public', 'allowFutureStartDate', 'buyerCanCancel'] as const) {
    if (plan[flag] !== undefined && plan[flag] !== null && typeof plan[flag] !== 'boolean') {
      out.push({ field: `plan.${flag}`, description: 'must be a boolean', violatedRule: 'FORMAT' });
    }
  }
  const max = plan.maxPurchasesPerBuyer;
  if (max !== undefined && max !== null && (!isInt(max) || max < 0 || max > 1)) {
    out.push({ field: 'plan.maxPurchasesPerBuyer', description: 'must be 0 (no limit) or 1', violatedRule: 'MAX' });
  }
  if (plan.formId !== undefined && plan.formId !== null && (typeof plan.formId !== 'string' || !GUID.test(plan.formId))) {
    out.push({ field: 'plan.formId', description: 'must be a GUID', violatedRule: 'FORMAT' });
  }
  if (plan.clientData !== undefined && plan.clientData !== null) {
    const entries = isRecord(plan.clientData) ? Object.entries(plan.clientData) : undefined;
    if (!entries || entries.length > 10 || entries.some(([, v]) => typeof v !== 'string')) {
      out.push({ field: 'plan.clientData', description: 'must be at most 10 string values', ruleName: 'client_data_is_invalid' });
    }
  }
  return out;
}
