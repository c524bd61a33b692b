import { failedPrecondition, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import { isMoneyValue } from '../plans/api.js';
import { ordersState } from './state.js';
import type { CouponRecord } from './types.js';
import { own } from '../../util/safe-keys.js';
import { parseInstant } from '../../util/dates.js';

/**
 * The emulator's coupon table and the coupon checks of checkout and previews (platform-rules §6.6).
 */

/**
 * What `POST /_emulator/coupons` and `pricingPlans(emulator).coupons.add` accept.
 */
export type CouponInput = Omit<CouponRecord, 'id' | 'createdDate' | 'discountAmount'> & { discountAmount?: string | number; id?: string };

const isoOrUndefined = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Number.isNaN(parseInstant(value))) {
    throw validationError([{ field, description: 'must be an ISO-8601 date-time from 1970 to 9999', violatedRule: 'FORMAT' }]);
  }
  return new Date(value as string).toISOString();
};

/**
 * Adds (or replaces) a coupon. `code` is 1-20 characters, matched case-insensitively; exactly one of
 * `discountPercent` (0-100) and `discountAmount` (a decimal) is required.
 */
export function addCoupon(state: EmulatorState, input: Partial<CouponInput>, now: Date): CouponRecord {
  const violations = [];
  if (typeof input.code !== 'string' || input.code.trim().length < 1 || input.code.trim().length > 20) {
    violations.push({ field: 'code', description: 'must be 1-20 characters', violatedRule: 'FORMAT' });
  }
  const hasPercent = input.discountPercent !== undefined && input.discountPercent !== null;
  const amount = typeof input.discountAmount === 'number' ? String(input.discountAmount) : input.discountAmount;
  const hasAmount = amount !== undefined && amount !== null;
  if (hasPercent === hasAmount)
    violations.push({
      field: 'discountPercent',
      description: 'give exactly one of discountPercent and discountAmount',
      violatedRule: 'ONE_OF',
    });
  if (hasPercent && (typeof input.discountPercent !== 'number' || input.discountPercent < 0 || input.discountPercent > 100)) {
    violations.push({ field: 'discountPercent', description: 'must be a number from 0 to 100', violatedRule: 'MAX' });
  }
  if (hasAmount && !isMoneyValue(amount))
    violations.push({ field: 'discountAmount', description: 'must be a decimal amount', violatedRule: 'DECIMAL_VALUE' });
  if (input.planIds !== undefined && (!Array.isArray(input.planIds) || input.planIds.some((id) => typeof id !== 'string'))) {
    violations.push({ field: 'planIds', description: 'must be a list of plan ids', violatedRule: 'FORMAT' });
  }
  for (const field of ['usageLimit', 'limitPerCustomer'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && (!Number.isInteger(value) || (value as number) < 0)) {
      violations.push({ field, description: 'must be a non-negative integer', violatedRule: 'MIN' });
    }
  }
  if (violations.length) throw validationError(violations);
  const startsAt = isoOrUndefined(input.startsAt, 'startsAt');
  const expiresAt = isoOrUndefined(input.expiresAt, 'expiresAt');
  const code = input.code!.trim();
  const coupon: CouponRecord = {
    id: input.id ?? newId(),
    code,
    ...(hasPercent ? { discountPercent: input.discountPercent! } : { discountAmount: amount! }),
    ...(input.planIds ? { planIds: [...input.planIds] } : {}),
    ...(input.firstCycleOnly ? { firstCycleOnly: true } : {}),
    ...(input.disabled ? { disabled: true } : {}),
    ...(startsAt ? { startsAt } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    ...(input.usageLimit !== undefined && input.usageLimit !== null ? { usageLimit: input.usageLimit } : {}),
    ...(input.limitPerCustomer !== undefined && input.limitPerCustomer !== null ? { limitPerCustomer: input.limitPerCustomer } : {}),
    createdDate: now.toISOString(),
  };
  ordersState(state).coupons[code.toUpperCase()] = coupon;
  return coupon;
}

/**
 * Finds the coupon for a code and checks it for a plan and buyer, throwing the platform's coupon
 * errors (428, data `{ couponCode, planId }`): `ERROR_COUPON_DOES_NOT_EXIST`, `_IS_DISABLED`,
 * `_IS_NOT_ACTIVE_YET`, `_HAS_EXPIRED`, `_NOT_APPLICABLE_FOR_PLAN`, `_USAGE_EXCEEDED`,
 * `_LIMIT_PER_CUSTOMER_EXCEEDED`.
 */
export function checkCoupon(state: EmulatorState, code: string, planId: string, memberId: string | undefined, now: Date): CouponRecord {
  const { coupons, orders } = ordersState(state);
  const coupon = own(coupons, code.trim().toUpperCase());
  const fail = (errorCode: string, description: string): never => {
    throw failedPrecondition(errorCode, description, { couponCode: code, planId });
  };
  if (!coupon) return fail('ERROR_COUPON_DOES_NOT_EXIST', `Coupon "${code}" does not exist`);
  if (coupon.disabled) fail('ERROR_COUPON_IS_DISABLED', `Coupon "${code}" is disabled`);
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now.getTime())
    fail('ERROR_COUPON_IS_NOT_ACTIVE_YET', `Coupon "${code}" is not active yet`);
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) fail('ERROR_COUPON_HAS_EXPIRED', `Coupon "${code}" has expired`);
  if (coupon.planIds && !coupon.planIds.includes(planId))
    fail('ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN', `Coupon "${code}" does not apply to this plan`);
  const uses = Object.values(orders).filter((o) => o.status !== 'DRAFT' && o.couponCode?.toUpperCase() === coupon.code.toUpperCase());
  if (coupon.usageLimit !== undefined && uses.length >= coupon.usageLimit)
    fail('ERROR_COUPON_USAGE_EXCEEDED', `Coupon "${code}" has been used up`);
  if (
    coupon.limitPerCustomer !== undefined &&
    memberId &&
    uses.filter((o) => o.buyer.memberId === memberId).length >= coupon.limitPerCustomer
  ) {
    fail('ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED', `Coupon "${code}" was already used by this buyer`);
  }
  return coupon;
}
