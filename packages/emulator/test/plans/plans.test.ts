import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, pricingPlans } from '../../src/index.js';
import { call, codeOf, createPlan, eventTypes, events, gold, member, newEmulator, T0, visitor } from './helpers.js';

describe('createPlan', () => {
  it('creates a plan with the defaults, a unique slug and a plan_created event', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    expect(plan).toMatchObject({
      name: 'Gold',
      public: true,
      archived: false,
      primary: false,
      hasOrders: false,
      slug: 'gold',
      createdDate: T0,
      updatedDate: T0,
      maxPurchasesPerBuyer: 1,
      buyerCanCancel: true,
      pricing: gold.pricing,
    });
    expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await createPlan(emulator, { ...gold, public: false })).slug).toBe('gold-2');
    const created = events(emulator).filter((e) => e.type === 'plan_created');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ entityId: plan.id, identity: { identityType: 'WIX_USER' }, data: plan });
  });

  it('defaults allowFutureStartDate, buyerCanCancel and maxPurchasesPerBuyer', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, {
      name: 'Drop-in',
      pricing: { singlePaymentForDuration: { count: 1, unit: 'DAY' }, price: { value: '15', currency: 'USD' } },
    });
    expect(plan).toMatchObject({ allowFutureStartDate: false, buyerCanCancel: false, maxPurchasesPerBuyer: 0, perks: { values: [] } });
  });

  it.each([
    [{ ...gold, name: '  ' }, 'plan.name', 'PLAN_NAME_BLANK'],
    [{ ...gold, name: undefined }, 'plan.name', 'PLAN_NAME_BLANK'],
    [{ ...gold, pricing: { ...gold.pricing, price: undefined } }, 'plan.pricing.price', 'RECURRING_PLAN_PAYMENT_PRICE_MISSING'],
    [
      { ...gold, pricing: { ...gold.pricing, subscription: { cycleDuration: { count: 0, unit: 'MONTH' }, cycleCount: 1 } } },
      'plan.pricing.subscription.cycleDuration.count',
      'RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT',
    ],
    [
      { ...gold, pricing: { ...gold.pricing, subscription: { cycleDuration: { count: 2, unit: 'MONTH' }, cycleCount: 1 } } },
      'plan.pricing.subscription.cycleDuration.count',
      'PERIOD_AMOUNT_OUT_OF_RANGE',
    ],
    [
      { ...gold, pricing: { ...gold.pricing, subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 2001 } } },
      'plan.pricing.subscription.cycleCount',
      'RECURRING_PLAN_CYCLE_COUNT_INVALID',
    ],
    [
      { ...gold, pricing: { ...gold.pricing, subscription: { cycleDuration: { count: 1, unit: 'FORTNIGHT' }, cycleCount: 1 } } },
      'plan.pricing.subscription.cycleDuration.unit',
      'invalid_duration_unit',
    ],
    [
      { name: 'X', pricing: { singlePaymentForDuration: { count: 0, unit: 'DAY' }, price: { value: '1', currency: 'USD' } } },
      'plan.pricing.singlePaymentForDuration.count',
      'SINGLE_PAYMENT_DURATION_TOO_SHORT',
    ],
    [
      { name: 'X', pricing: { singlePaymentForDuration: { count: 2001, unit: 'DAY' }, price: { value: '1', currency: 'USD' } } },
      'plan.pricing.singlePaymentForDuration.count',
      'SINGLE_PAYMENT_CYCLE_COUNT_INVALID',
    ],
    [
      { name: 'X', pricing: { singlePaymentUnlimited: true, price: { value: '1', currency: 'USD' }, freeTrialDays: 3 } },
      'plan.pricing.freeTrialDays',
      'SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED',
    ],
    [{ name: 'X', pricing: { price: { value: '1', currency: 'USD' } } }, 'plan.pricing', 'INVALID_SINGLE_PAYMENT_WITHOUT_DURATION'],
    [
      {
        name: 'X',
        pricing: {
          singlePaymentUnlimited: true,
          price: { value: '1', currency: 'USD' },
          feeConfigs: [{ fee: { name: '', amount: '5' }, appliedAt: 'FIRST_PAYMENT' }],
        },
      },
      'plan.pricing.feeConfigs[0].fee.name',
      'PLAN_FEE_NAME_BLANK',
    ],
    [{ name: 'X', pricing: { singlePaymentUnlimited: true }, clientData: { a: 1 } }, 'plan.clientData', 'client_data_is_invalid'],
  ])('refuses an invalid plan with its rule name (%#)', async (plan, field, ruleName) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan });
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations).toContainEqual(expect.objectContaining({ field, ruleName }));
    expect(body.message).toMatch(/^INVALID_ARGUMENT: "/);
    expect(eventTypes(emulator)).toEqual([]);
  });

  it('reports generic violations (length, format, pricing required) sorted by field', async () => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', '/pricing-plans/v2/plans', {
      plan: { name: 'x'.repeat(51), description: 'd'.repeat(451), maxPurchasesPerBuyer: 2 },
    });
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual([
      'plan.description',
      'plan.maxPurchasesPerBuyer',
      'plan.name',
      'plan.pricing',
    ]);
  });

  it('is for the owner only', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    expect((await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan: gold }, ann.headers)).status).toBe(403);
    expect((await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan: gold }, await visitor(emulator))).status).toBe(403);
    const anonymous = await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan: gold }, {});
    expect(anonymous.status).toBe(401);
    expect(codeOf(anonymous.body)).toBe('UNAUTHENTICATED');
  });
});

describe('getPlan and getPlanStats', () => {
  it('reads any plan (hidden and archived too) for the owner; 404 plan_not_found otherwise', async () => {
    const emulator = newEmulator();
    const hidden = await call(emulator, 'GET', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.threeMonths}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.plan).toMatchObject({ id: DEMO_PLAN_IDS.threeMonths, public: false, archived: false, hasOrders: false });
    const missing = await call(emulator, 'GET', '/pricing-plans/v2/plans/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError).toMatchObject({ code: 'plan_not_found' });
    const ann = member(emulator, 'ann');
    expect((await call(emulator, 'GET', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}`, undefined, ann.headers)).status).toBe(403);
  });

  it('counts every plan, archived included', async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'GET', '/pricing-plans/v2/plans/stats')).body).toEqual({ totalPlans: 4 });
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`, {});
    expect((await call(emulator, 'GET', '/pricing-plans/v2/plans/stats')).body).toEqual({ totalPlans: 4 });
  });
});

describe('updatePlan', () => {
  it('applies only the masked paths when `mask` is in the query string', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    emulator.clock.advance(60_000);
    const { status, body } = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}?mask=name,pricing.price`, {
      plan: { id: plan.id, name: 'Gold+', description: 'ignored', pricing: { price: { value: '24.99', currency: 'USD' } } },
    });
    expect(status).toBe(200);
    expect(body.plan).toMatchObject({ name: 'Gold+', description: 'All classes', slug: 'gold', updatedDate: '2026-03-01T09:01:00.000Z' });
    expect(body.plan.pricing).toEqual({ ...gold.pricing, price: { value: '24.99', currency: 'USD' } });
  });

  it('takes the mask from the body too (comma-joined or a list), and clears masked fields absent from the plan', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    const a = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: { termsAndConditions: 'New terms', name: 'Nope' },
      mask: 'termsAndConditions,description',
    });
    expect(a.body.plan).toMatchObject({ name: 'Gold', termsAndConditions: 'New terms' });
    expect(a.body.plan.description).toBeUndefined();
    const b = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, { plan: { name: 'Platinum' }, fieldMask: ['plan.name'] });
    expect(b.body.plan.name).toBe('Platinum');
  });

  it('without a mask, sets every field sent (objects merged) and switching the pricing model drops the old one', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    const { body } = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: { id: 'ignored', hasOrders: true, pricing: { singlePaymentUnlimited: true, freeTrialDays: 0 } },
    });
    expect(body.plan.id).toBe(plan.id);
    expect(body.plan.hasOrders).toBe(false);
    expect(body.plan.pricing).toEqual({ singlePaymentUnlimited: true, price: { value: '19.99', currency: 'USD' }, freeTrialDays: 0 });
  });

  it('validates the result with the update rule names', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    const unit = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: { pricing: { subscription: { cycleDuration: { unit: 'DECADE' } } } },
    });
    expect(unit.status).toBe(400);
    expect(codeOf(unit.body)).toBe('INVALID_DURATION_UNIT');
    const trial = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: { pricing: { singlePaymentUnlimited: true } },
    });
    expect(codeOf(trial.body)).toBe('free_trial_not_supported');
    const name = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, { plan: { name: '' } });
    expect(codeOf(name.body)).toBe('PLAN_NAME_BLANK');
  });

  it('emits plan_updated, and plan_buyer_can_cancel_updated when buyerCanCancel changes', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, gold);
    await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, { plan: { name: 'Gold 2' } });
    await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, { plan: { buyerCanCancel: false } });
    expect(eventTypes(emulator)).toEqual(['plan_created', 'plan_updated', 'plan_updated', 'plan_buyer_can_cancel_updated']);
    const action = events(emulator).at(-1)!;
    expect(action.data.plan).toMatchObject({ id: plan.id, buyerCanCancel: false });
  });

  it('leaves existing orders on the terms they were bought under', async () => {
    const emulator = newEmulator();
    const plan = await createPlan(emulator, { ...gold, maxPurchasesPerBuyer: 0 });
    member(emulator, 'ann');
    const order = pricingPlans(emulator).createOrder({ planId: plan.id, memberId: 'ann', type: 'OFFLINE', paid: true });
    await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: {
        name: 'Gold (new)',
        pricing: { subscription: { cycleDuration: { count: 1, unit: 'YEAR' }, cycleCount: 1 }, price: { value: '200', currency: 'USD' } },
      },
    });
    const { body } = await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`);
    expect(body.order).toMatchObject({
      planName: 'Gold',
      planPrice: '19.99',
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 } },
    });
    expect(body.order.endDate).toBe(order.endDate);
  });

  it('refuses an archived plan (update_not_supported) and an unknown one (plan_not_found)', async () => {
    const emulator = newEmulator();
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`, {});
    const archived = await call(emulator, 'PATCH', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`, { plan: { name: 'Again' } });
    expect(archived.status).toBe(400);
    expect(codeOf(archived.body)).toBe('update_not_supported');
    const missing = await call(emulator, 'PATCH', '/pricing-plans/v2/plans/nope', { plan: { name: 'Again' } });
    expect(missing.status).toBe(404);
    expect(codeOf(missing.body)).toBe('plan_not_found');
  });
});

describe('visibility, primary and archive', () => {
  it('setPlanVisibility hides and shows a plan (hiding the primary clears it) and emits plan_updated', async () => {
    const emulator = newEmulator();
    const hide = await call(emulator, 'PUT', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/visibility`, {
      id: DEMO_PLAN_IDS.monthly,
      visible: false,
    });
    expect(hide.status).toBe(200);
    expect(hide.body.plan).toMatchObject({ public: false, primary: false });
    const show = await call(emulator, 'PUT', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/visibility`, { visible: true });
    expect(show.body.plan.public).toBe(true);
    expect(eventTypes(emulator)).toEqual(['plan_updated', 'plan_updated']);
    const invalid = await call(emulator, 'PUT', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/visibility`, { visible: 'yes' });
    expect(invalid.status).toBe(400);
  });

  it('makePlanPrimary keeps exactly one primary plan and refuses hidden or archived plans', async () => {
    const emulator = newEmulator();
    const made = await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/make-primary`, {});
    expect(made.body.plan.primary).toBe(true);
    const { body } = await call(emulator, 'GET', '/pricing-plans/v2/plans?archived=ARCHIVED_AND_ACTIVE');
    expect(body.plans.filter((p: any) => p.primary).map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);
    expect(events(emulator).map((e) => [e.type, e.entityId])).toEqual([
      ['plan_updated', DEMO_PLAN_IDS.monthly],
      ['plan_updated', DEMO_PLAN_IDS.yearly],
    ]);
    const hidden = await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.threeMonths}/make-primary`, {});
    expect(hidden.status).toBe(428);
    expect(codeOf(hidden.body)).toBe('set_primary_not_supported');
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.free}/archive`, {});
    const archived = await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.free}/make-primary`, {});
    expect(codeOf(archived.body)).toBe('set_primary_not_supported');
  });

  it('clearPrimary leaves no primary plan', async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'POST', '/pricing-plans/v2/plans/clear-primary', {})).body).toEqual({});
    const { body } = await call(emulator, 'GET', '/pricing-plans/v2/plans');
    expect(body.plans.some((p: any) => p.primary)).toBe(false);
    expect(eventTypes(emulator)).toEqual(['plan_updated']);
  });

  it('archivePlan is irreversible: public := false, already_archived the second time, no visibility change', async () => {
    const emulator = newEmulator();
    const archived = await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/archive`, {});
    expect(archived.status).toBe(200);
    expect(archived.body.plan).toMatchObject({ archived: true, public: false, primary: false });
    expect(eventTypes(emulator)).toEqual(['plan_plan_archived', 'plan_updated']);
    expect(events(emulator)[0]!.data.plan.archived).toBe(true);
    const again = await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/archive`, {});
    expect(again.status).toBe(428);
    expect(again.body.details.applicationError).toMatchObject({ code: 'already_archived' });
    const visible = await call(emulator, 'PUT', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.monthly}/visibility`, { visible: true });
    expect(visible.status).toBe(428);
    expect(codeOf(visible.body)).toBe('set_visibility_not_supported');
  });

  it('plan actions are for the owner only', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    for (const [method, path] of [
      ['POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`],
      ['POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/make-primary`],
      ['POST', '/pricing-plans/v2/plans/clear-primary'],
      ['PUT', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/visibility`],
      ['PATCH', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`],
      ['GET', '/pricing-plans/v2/plans/stats'],
    ] as const) {
      const response = await call(emulator, method, path, method === 'GET' ? undefined : {}, ann.headers);
      expect([path, response.status, codeOf(response.body)]).toEqual([path, 403, 'PERMISSION_DENIED']);
    }
  });
});
