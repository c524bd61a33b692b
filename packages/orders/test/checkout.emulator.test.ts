import { describe, expect, it } from 'vitest';
import {
  isApiError,
  isConflictError,
  isNotFoundError,
  isPermissionError,
  isValidationError,
  type ApiError,
  type ValidationError,
} from '@frontdesk/core';
import { DEMO_COUPON_CODE, DEMO_PLAN_IDS, DEMO_MEMBER_ID } from '@frontdesk/emulator';
import {
  createOfflineOrder,
  createOnlineOrder,
  getOfflineOrderPreview,
  getOnlineOrderPreview,
  getPricePreview,
  managementGetOrder,
} from '../src/index.js';
import { rejectionOf, T0, useEmulator } from '@frontdesk/test-support';

const { owner, visitor, member, mark, eventsSince, pay, emulator } = useEmulator();
const DAY = 24 * 60 * 60 * 1000;
const order = (suffix: string) => `wix.pricing_plans.v2.order_${suffix}`;

describe('price previews (anyone)', () => {
  it('previews a plan price, with and without a coupon', async () => {
    const { prices } = await getPricePreview(visitor(), DEMO_PLAN_IDS.yearly);
    expect(prices?.[0]).toMatchObject({ duration: { cycleFrom: 1 }, price: { subtotal: '290', total: '290', currency: 'USD' } });

    const discounted = await getPricePreview(visitor(), DEMO_PLAN_IDS.yearly, { couponCode: DEMO_COUPON_CODE });
    expect(discounted.prices?.[0]?.price).toMatchObject({
      subtotal: '290',
      discount: '29',
      total: '261',
      coupon: { code: DEMO_COUPON_CODE },
    });
  });

  it('refuses an unknown coupon and an unknown plan', async () => {
    const coupon = await rejectionOf<ApiError>(getPricePreview(visitor(), DEMO_PLAN_IDS.yearly, { couponCode: 'NOPE' }));
    expect(isApiError(coupon)).toBe(true);
    expect(coupon).toMatchObject({ code: 'ERROR_COUPON_DOES_NOT_EXIST', data: { couponCode: 'NOPE', planId: DEMO_PLAN_IDS.yearly } });
    expect(isNotFoundError(await rejectionOf(getPricePreview(visitor(), 'nope')))).toBe(true);
  });
});

describe('online order preview (member)', () => {
  it('previews the order the member would get, saving nothing', async () => {
    const preview = await getOnlineOrderPreview(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly, { couponCode: DEMO_COUPON_CODE });
    expect(preview.purchaseLimitExceeded).toBe(false);
    expect(preview.order).toMatchObject({ planId: DEMO_PLAN_IDS.yearly, buyer: { memberId: DEMO_MEMBER_ID }, type: 'ONLINE' });
    expect(preview.order?.startDate).toEqual(new Date(T0));
    expect(emulator.webhooks.events()).toHaveLength(0);
  });

  it('is for members only', async () => {
    const error = await rejectionOf<ApiError>(getOnlineOrderPreview(visitor(), DEMO_PLAN_IDS.yearly));
    expect(isPermissionError(error)).toBe(true);
    expect(error.code).toBe('MEMBER_REQUIRED');
  });

  it('reports a reached purchase limit without an order', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID);
    expect(await getOnlineOrderPreview(buyer, DEMO_PLAN_IDS.threeMonths)).toEqual({ purchaseLimitExceeded: true });
  });
});

describe('createOnlineOrder', () => {
  it('creates a DRAFT order for a paid plan; paying makes it ACTIVE with the platform events', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const m = mark();
    const { order: draft } = await createOnlineOrder(buyer, DEMO_PLAN_IDS.yearly);
    expect(draft).toMatchObject({ status: 'DRAFT', type: 'ONLINE', planId: DEMO_PLAN_IDS.yearly, planName: 'Annual Membership' });
    expect(draft.buyer?.memberId).toBe(DEMO_MEMBER_ID);
    expect(draft.createdDate).toEqual(new Date(T0));
    expect(eventsSince(m)).toEqual([order('created')]);

    const m2 = mark();
    await pay(draft.id);
    const { order: paid } = await managementGetOrder(owner, draft.id);
    expect(paid).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'PAID' });
    expect(paid.currentCycle?.index).toBe(1);
    expect(paid.currentCycle?.startedDate).toEqual(new Date(T0));
    expect(eventsSince(m2)).toEqual([order('purchased'), order('started'), order('cycle_started'), order('updated')]);
  });

  it('starts a free plan at once (NOT_APPLICABLE), without a draft', async () => {
    const m = mark();
    const { order: free } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.free);
    expect(free).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'NOT_APPLICABLE' });
    expect(free.endDate).toBeUndefined();
    expect(eventsSince(m)).toEqual(expect.arrayContaining([order('created'), order('purchased'), order('started')]));
  });

  it('takes a future start date where the plan allows it: PENDING once paid', async () => {
    const start = new Date(Date.parse(T0) + 10 * DAY);
    const { order: draft } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.monthly, { startDate: start });
    expect(draft.startDate).toEqual(start);
    await pay(draft.id);
    const { order: pending } = await managementGetOrder(owner, draft.id);
    expect(pending.status).toBe('PENDING');
    expect(pending.currentCycle).toBeUndefined();
  });

  it('refuses a future start date where the plan does not allow it', async () => {
    const error = await rejectionOf<ApiError>(
      createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly, { startDate: new Date(Date.parse(T0) + 10 * DAY) }),
    );
    expect(error.code).toBe('buyer_can_not_pick_future_start_date');
  });

  it('refuses archived plans, unknown plans and visitors', async () => {
    await owner.request({ method: 'POST', path: `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive` });
    expect(await rejectionOf(createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly))).toMatchObject({ code: 'archived_plan' });
    expect(isNotFoundError(await rejectionOf(createOnlineOrder(member(DEMO_MEMBER_ID), 'nope')))).toBe(true);
    expect(await rejectionOf(createOnlineOrder(visitor(), DEMO_PLAN_IDS.free))).toMatchObject({ code: 'MEMBER_REQUIRED' });
  });

  it('enforces the purchase limit of one per buyer', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const { order: first } = await createOnlineOrder(buyer, DEMO_PLAN_IDS.threeMonths);
    await pay(first.id);
    expect(await rejectionOf(createOnlineOrder(buyer, DEMO_PLAN_IDS.threeMonths))).toMatchObject({ code: 'purchases_limit_reached' });
  });

  it('lets the owner buy on behalf of a member, and requires onBehalf otherwise', async () => {
    expect(await rejectionOf(createOnlineOrder(owner, DEMO_PLAN_IDS.free))).toMatchObject({ code: 'MEMBER_REQUIRED' });
    const { order: bought } = await createOnlineOrder(owner, DEMO_PLAN_IDS.yearly, {
      onBehalf: { memberId: DEMO_MEMBER_ID, orderMethod: 'MOTO' },
    });
    expect(bought).toMatchObject({ buyer: { memberId: DEMO_MEMBER_ID }, orderMethod: 'MOTO', status: 'DRAFT' });
  });

  it('returns the same order for the same submissionId', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const { order: first } = await createOnlineOrder(buyer, DEMO_PLAN_IDS.yearly, { submissionId: 'sub-1' });
    const { order: again } = await createOnlineOrder(buyer, DEMO_PLAN_IDS.yearly, { submissionId: 'sub-1' });
    expect(again.id).toBe(first.id);
    expect(first.formData?.submissionId).toBe('sub-1');
    expect(isConflictError(await rejectionOf(createOnlineOrder(buyer, DEMO_PLAN_IDS.free, { submissionId: 'sub-1' })))).toBe(true);
  });
});

describe('offline orders (owner)', () => {
  it('creates an ACTIVE, UNPAID offline order with created, purchased and started events', async () => {
    const m = mark();
    const { order: offline } = await createOfflineOrder(owner, DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID);
    expect(offline).toMatchObject({ type: 'OFFLINE', status: 'ACTIVE', lastPaymentStatus: 'UNPAID' });
    expect(eventsSince(m)).toEqual([order('created'), order('purchased'), order('started')]);
  });

  it('records a paid offline order with a future start as PENDING and paid', async () => {
    const startDate = '2026-04-01T00:00:00.000Z';
    const { order: offline } = await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID, { paid: true, startDate });
    expect(offline).toMatchObject({ status: 'PENDING', lastPaymentStatus: 'PAID' });
    expect(offline.startDate).toEqual(new Date(startDate));
  });

  it('refuses an unknown member with MEMBER_DOESNT_EXIST, and members calling it', async () => {
    const error = await rejectionOf<ValidationError>(createOfflineOrder(owner, DEMO_PLAN_IDS.yearly, 'nobody'));
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations[0]).toMatchObject({ field: 'memberId', ruleName: 'MEMBER_DOESNT_EXIST', argument: 'memberId' });
    expect(isPermissionError(await rejectionOf(createOfflineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID)))).toBe(
      true,
    );
  });

  it('previews an offline order and reports the purchase limit without enforcing it', async () => {
    const before = await getOfflineOrderPreview(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID);
    expect(before.purchaseLimitExceeded).toBe(false);
    expect(before.order?.type).toBe('OFFLINE');
    await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID);
    const after = await getOfflineOrderPreview(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID);
    expect(after.purchaseLimitExceeded).toBe(true);
    // The limit does not apply to offline orders.
    await expect(createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID)).resolves.toBeDefined();
  });
});
