import { describe, expect, it } from 'vitest';
import { isApiError, isNotFoundError, isPermissionError, isValidationError, type ApiError, type ValidationError } from '@frontdesk/core';
import { DEMO_PLAN_IDS } from '@frontdesk/emulator';
import {
  archivePlan,
  clearPrimary,
  createPlan,
  getPlan,
  getPlanStats,
  listPlans,
  listPublicPlans,
  makePlanPrimary,
  planArchived,
  planBuyerCanCancelUpdated,
  planCreated,
  planUpdated,
  queryPublicPlans,
  setPlanVisibility,
  updatePlan,
  type CreatePlanInput,
} from '../src/index.js';
import { captureDeliveries, decodeDeliveries, rejectionOf, T0, useEmulator } from '@frontdesk/test-support';

const { emulator, server, owner, visitor, mark, eventsSince, recordRequests } = useEmulator();

const gold: CreatePlanInput = {
  name: 'Gold',
  description: 'All classes',
  perks: { values: ['Unlimited classes'] },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
    freeTrialDays: 7,
  },
  buyerCanCancel: false,
};

describe('public catalogue (visitor)', () => {
  it('lists only public, non-archived plans as PublicPlans with Date fields', async () => {
    const page = await listPublicPlans(visitor());
    const ids = page.items.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.yearly, DEMO_PLAN_IDS.free]));
    expect(ids).not.toContain(DEMO_PLAN_IDS.threeMonths);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.items[0]).not.toHaveProperty('archived');
    expect(page.totalCount).toBe(3);
  });

  it('lists the given planIds, ignoring unknown ones, and pages', async () => {
    const page = await listPublicPlans(visitor(), { planIds: [DEMO_PLAN_IDS.yearly, 'nope', DEMO_PLAN_IDS.monthly], limit: 1 });
    expect(page.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(next.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.monthly]);
    expect(next.hasNext()).toBe(false);
  });

  it('takes the long-GET fallback POST for hundreds of plan ids', async () => {
    const many = [...Array.from({ length: 99 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), DEMO_PLAN_IDS.free];
    const client = visitor();
    await client.auth.getAccessToken();
    const seen = recordRequests();
    const page = await listPublicPlans(client, { planIds: many });
    expect(seen).toEqual(['POST /pricing-plans/v2/plans/public']);
    expect(page.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.free]);
    expect(page.items[0]!.updatedDate).toBeInstanceOf(Date);
  });

  it('queries with filter, sort and paging', async () => {
    const primary = await queryPublicPlans(visitor(), { filter: { primary: true } });
    expect(primary.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.monthly]);

    const sorted = await queryPublicPlans(visitor(), { sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 2 } });
    expect(sorted.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.free, DEMO_PLAN_IDS.yearly]);
    expect(sorted.totalCount).toBe(3);
    const all = [];
    for await (const plan of sorted) all.push(plan.id);
    expect(all).toEqual([DEMO_PLAN_IDS.free, DEMO_PLAN_IDS.yearly, DEMO_PLAN_IDS.monthly]);

    const since = await queryPublicPlans(visitor(), {
      filter: { createdDate: { $gt: new Date('2026-01-05T10:05:00.000Z') }, slug: { $startsWith: 'comm' } },
    });
    expect(since.items.map((p) => p.slug)).toEqual(['community']);
  });

  it('refuses an out-of-range page size with the platform rule', async () => {
    const error = await rejectionOf<ValidationError>(queryPublicPlans(visitor(), { paging: { limit: 500 } }));
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations[0]).toMatchObject({ field: 'query.paging.limit', argument: 'query' });
  });

  it('does not let visitors read management routes', async () => {
    expect(isPermissionError(await rejectionOf(getPlan(visitor(), DEMO_PLAN_IDS.monthly)))).toBe(true);
    expect(isPermissionError(await rejectionOf(listPlans(visitor())))).toBe(true);
    expect(isPermissionError(await rejectionOf(createPlan(visitor(), gold)))).toBe(true);
  });
});

describe('plan management (owner)', () => {
  it('reads any plan, lists with filters and counts', async () => {
    const hidden = await getPlan(owner, DEMO_PLAN_IDS.threeMonths);
    expect(hidden).toMatchObject({ id: DEMO_PLAN_IDS.threeMonths, public: false, archived: false });
    expect(hidden.createdDate).toEqual(new Date('2026-01-05T10:10:00.000Z'));

    const onlyHidden = await listPlans(owner, { public: 'HIDDEN' });
    expect(onlyHidden.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.threeMonths]);
    expect((await listPlans(owner)).totalCount).toBe(4);
    expect(await getPlanStats(owner)).toEqual({ totalPlans: 4 });
  });

  it('creates a plan (public, not primary) and emits plan_created', async () => {
    const m = mark();
    const plan = await createPlan(owner, gold);
    expect(plan).toMatchObject({ name: 'Gold', public: true, archived: false, primary: false, hasOrders: false });
    expect(plan.id).toEqual(expect.any(String));
    expect(plan.createdDate).toEqual(new Date(T0));
    expect(plan.slug).toEqual(expect.any(String));
    expect(eventsSince(m)).toEqual(['wix.pricing_plans.plan_created']);
    expect(await getPlan(owner, plan.id)).toEqual(plan);
    expect(await getPlanStats(owner)).toEqual({ totalPlans: 5 });
  });

  it('refuses an invalid plan with the platform rule names', async () => {
    const error = await rejectionOf<ValidationError>(createPlan(owner, { ...gold, name: '' }));
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations.map((v) => v.field)).toContain('plan.name');
    expect(error.fieldViolations.every((v) => v.argument === 'plan')).toBe(true);
    expect(error.message).toMatch(/^INVALID_ARGUMENT: "plan\.name"/);

    const unpriced = await rejectionOf<ValidationError>(
      createPlan(owner, { name: 'x', pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 1 } } }),
    );
    expect(isValidationError(unpriced)).toBe(true);
  });

  it('updates with a field mask (only masked paths change) and without one; emits plan_updated', async () => {
    const plan = await createPlan(owner, gold);
    const m = mark();
    const masked = await updatePlan(owner, plan.id, { name: 'Gold+', description: 'ignored' }, { mask: ['name'] });
    expect(masked.name).toBe('Gold+');
    expect(masked.description).toBe('All classes');
    const cleared = await updatePlan(owner, plan.id, { description: null }, { mask: ['description'] });
    expect(cleared.description).toBeUndefined();
    const merged = await updatePlan(owner, plan.id, { termsAndConditions: 'No refunds.' });
    expect(merged).toMatchObject({ name: 'Gold+', termsAndConditions: 'No refunds.' });
    expect(merged.updatedDate).toBeInstanceOf(Date);
    expect(eventsSince(m)).toEqual(['wix.pricing_plans.plan_updated', 'wix.pricing_plans.plan_updated', 'wix.pricing_plans.plan_updated']);
  });

  it('emits plan_buyer_can_cancel_updated when buyerCanCancel changes', async () => {
    const plan = await createPlan(owner, gold);
    const m = mark();
    await updatePlan(owner, plan.id, { buyerCanCancel: true }, { mask: ['buyerCanCancel'] });
    expect(eventsSince(m)).toEqual(['wix.pricing_plans.plan_updated', 'wix.pricing_plans.plan_buyer_can_cancel_updated']);
  });

  it('hides and shows a plan', async () => {
    const m = mark();
    const { plan } = await setPlanVisibility(owner, DEMO_PLAN_IDS.yearly, false);
    expect(plan.public).toBe(false);
    expect((await listPublicPlans(visitor())).items.map((p) => p.id)).not.toContain(DEMO_PLAN_IDS.yearly);
    expect((await setPlanVisibility(owner, DEMO_PLAN_IDS.yearly, true)).plan.public).toBe(true);
    expect(eventsSince(m)).toEqual(['wix.pricing_plans.plan_updated', 'wix.pricing_plans.plan_updated']);
  });

  it('moves the primary mark and clears it', async () => {
    const m = mark();
    const { plan } = await makePlanPrimary(owner, DEMO_PLAN_IDS.yearly);
    expect(plan.primary).toBe(true);
    expect((await getPlan(owner, DEMO_PLAN_IDS.monthly)).primary).toBe(false);
    expect(eventsSince(m)).toContain('wix.pricing_plans.plan_updated');

    expect(await clearPrimary(owner)).toEqual({});
    const { items } = await listPlans(owner, { archived: 'ARCHIVED_AND_ACTIVE' });
    expect(items.some((p) => p.primary)).toBe(false);
  });

  it('refuses to make a hidden plan primary', async () => {
    const error = await rejectionOf<ApiError>(makePlanPrimary(owner, DEMO_PLAN_IDS.threeMonths));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 428, code: 'set_primary_not_supported' });
  });

  it('archives a plan for good: hidden, not updatable, a second archive is refused', async () => {
    const m = mark();
    const { plan } = await archivePlan(owner, DEMO_PLAN_IDS.yearly);
    expect(plan).toMatchObject({ archived: true, public: false });
    expect(eventsSince(m)).toEqual(['wix.pricing_plans.plan_plan_archived', 'wix.pricing_plans.plan_updated']);

    expect((await listPlans(owner)).items.map((p) => p.id)).not.toContain(DEMO_PLAN_IDS.yearly);
    expect((await listPlans(owner, { archived: 'ARCHIVED' })).items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);

    expect(await rejectionOf(archivePlan(owner, DEMO_PLAN_IDS.yearly))).toMatchObject({ status: 428, code: 'already_archived' });
    expect(await rejectionOf(setPlanVisibility(owner, DEMO_PLAN_IDS.yearly, true))).toMatchObject({ code: 'set_visibility_not_supported' });
    const update = await rejectionOf<ValidationError>(updatePlan(owner, DEMO_PLAN_IDS.yearly, { name: 'x' }));
    expect(isValidationError(update)).toBe(true);
    expect(update.fieldViolations[0]).toMatchObject({ ruleName: 'update_not_supported' });
  });

  it('answers unknown plans with NotFoundError plan_not_found', async () => {
    for (const call of [
      getPlan(owner, 'nope'),
      updatePlan(owner, 'nope', { name: 'x' }),
      setPlanVisibility(owner, 'nope', true),
      makePlanPrimary(owner, 'nope'),
      archivePlan(owner, 'nope'),
    ]) {
      const error = await rejectionOf(call);
      expect(isNotFoundError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'plan_not_found' });
    }
  });

  it('lists with the long-GET fallback POST (not mistaken for createPlan)', async () => {
    const many = Array.from({ length: 99 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const before = await getPlanStats(owner);
    const seen = recordRequests();
    const page = await listPlans(owner, { planIds: [...many, DEMO_PLAN_IDS.threeMonths] });
    expect(seen).toEqual(['POST /pricing-plans/v2/plans']);
    expect(page.items.map((p) => p.id)).toEqual([DEMO_PLAN_IDS.threeMonths]);
    expect(await getPlanStats(owner)).toEqual(before);
  });
});

describe('plan webhooks, verified', () => {
  it('delivers signed plan events that createWebhookHandler verifies and decodes', async () => {
    const bodies = captureDeliveries({ emulator, server }, 'https://hooks.test/plans');

    const plan = await createPlan(owner, gold);
    await updatePlan(owner, plan.id, { buyerCanCancel: true });
    await archivePlan(owner, plan.id);
    await emulator.webhooks.settled();

    const [created, updated, canCancel, archived] = await decodeDeliveries(
      emulator,
      bodies,
      planCreated,
      planUpdated,
      planBuyerCanCancelUpdated,
      planArchived,
    );

    expect(created).toHaveLength(1);
    expect(created[0]!.entity).toMatchObject({ id: plan.id, name: 'Gold' });
    expect(created[0]!.entity.createdDate).toEqual(new Date(T0));
    expect(created[0]!.metadata.eventTime).toEqual(new Date(T0));
    expect(canCancel[0]!.data.plan?.buyerCanCancel).toBe(true);
    expect(archived[0]!.data.plan?.archived).toBe(true);
    expect(archived[0]!.metadata.entityId).toBe(plan.id);
    expect(updated.at(-1)!.entity.archived).toBe(true);
  });
});
