import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS } from '../../src/index.js';
import { call, codeOf, createPlan, gold, member, newEmulator, visitor } from './helpers.js';

const PUBLIC_IDS = [DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.yearly, DEMO_PLAN_IDS.free];

describe('the demo catalogue', () => {
  it('has a monthly plan with a trial and perks (primary), a yearly plan, a hidden 3-month pass and a free plan', async () => {
    const emulator = newEmulator();
    const { body } = await call(emulator, 'GET', '/pricing-plans/v2/plans');
    const byId = Object.fromEntries(body.plans.map((p: any) => [p.id, p]));
    expect(byId[DEMO_PLAN_IDS.monthly]).toMatchObject({
      primary: true,
      public: true,
      pricing: { subscription: { cycleDuration: { unit: 'MONTH' } }, freeTrialDays: 7 },
    });
    expect(byId[DEMO_PLAN_IDS.monthly].perks.values.length).toBeGreaterThan(0);
    expect(byId[DEMO_PLAN_IDS.yearly].pricing.subscription.cycleDuration.unit).toBe('YEAR');
    expect(byId[DEMO_PLAN_IDS.threeMonths]).toMatchObject({
      public: false,
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' } },
    });
    expect(byId[DEMO_PLAN_IDS.free]).toMatchObject({ pricing: { singlePaymentUnlimited: true, price: { value: '0' } } });
    expect(body.plans.filter((p: any) => p.primary)).toHaveLength(1);
  });
});

describe('listPublicPlans', () => {
  it('lists public, non-archived plans as PublicPlan for visitors, members and the owner', async () => {
    const emulator = newEmulator();
    for (const headers of [await visitor(emulator), member(emulator, 'ann').headers, undefined]) {
      const { status, body } = await call(emulator, 'GET', '/pricing-plans/v2/plans/public', undefined, headers);
      expect(status).toBe(200);
      expect(body.plans.map((p: any) => p.id)).toEqual(PUBLIC_IDS);
      expect(body.pagingMetadata).toEqual({ count: 3, offset: 0, total: 3, tooManyToCount: false, hasNext: false });
      for (const plan of body.plans) {
        expect(plan).not.toHaveProperty('public');
        expect(plan).not.toHaveProperty('archived');
        expect(plan).not.toHaveProperty('hasOrders');
      }
    }
    expect((await call(emulator, 'GET', '/pricing-plans/v2/plans/public', undefined, {})).status).toBe(401);
  });

  it('pages with limit and offset, keeps the planIds order and ignores unknown or hidden ids', async () => {
    const emulator = newEmulator();
    const headers = await visitor(emulator);
    const page = await call(emulator, 'GET', '/pricing-plans/v2/plans/public?limit=1&offset=1', undefined, headers);
    expect(page.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);
    expect(page.body.pagingMetadata).toEqual({ count: 1, offset: 1, total: 3, tooManyToCount: false, hasNext: true });
    const ids = [DEMO_PLAN_IDS.free, 'unknown', DEMO_PLAN_IDS.threeMonths, DEMO_PLAN_IDS.monthly];
    const picked = await call(
      emulator,
      'GET',
      `/pricing-plans/v2/plans/public?${ids.map((id) => `planIds=${id}`).join('&')}`,
      undefined,
      headers,
    );
    expect(picked.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.free, DEMO_PLAN_IDS.monthly]);
    const one = await call(emulator, 'GET', `/pricing-plans/v2/plans/public?planIds=${DEMO_PLAN_IDS.yearly}`, undefined, headers);
    expect(one.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);
    const tooMany = await call(emulator, 'GET', '/pricing-plans/v2/plans/public?limit=101', undefined, headers);
    expect(tooMany.status).toBe(400);
  });

  it('defaults to 75 per page and accepts the long-GET fallback POST', async () => {
    const emulator = newEmulator();
    for (let i = 0; i < 80; i++)
      await createPlan(emulator, { name: `Plan ${i}`, pricing: { singlePaymentUnlimited: true, price: { value: '1', currency: 'USD' } } });
    const headers = await visitor(emulator);
    const first = await call(emulator, 'GET', '/pricing-plans/v2/plans/public', undefined, headers);
    expect(first.body.pagingMetadata).toMatchObject({ count: 75, total: 83, hasNext: true });
    const ids = Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).concat(
      DEMO_PLAN_IDS.yearly,
    );
    const fallback = await call(emulator, 'POST', '/pricing-plans/v2/plans/public', { planIds: ids.slice(-100), limit: 10 }, headers);
    expect(fallback.status).toBe(200);
    expect(fallback.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.yearly]);
  });
});

describe('queryPublicPlans', () => {
  it('filters, sorts and pages public plans', async () => {
    const emulator = newEmulator();
    const headers = await visitor(emulator);
    const q = (query: unknown) => call(emulator, 'POST', '/pricing-plans/v2/plans/public/query', { query }, headers);
    expect((await q({})).body.plans.map((p: any) => p.id)).toEqual(PUBLIC_IDS);
    expect((await q({ filter: { primary: true } })).body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.monthly]);
    expect(
      (await q({ filter: { id: { $in: [DEMO_PLAN_IDS.free, DEMO_PLAN_IDS.threeMonths] } } })).body.plans.map((p: any) => p.id),
    ).toEqual([DEMO_PLAN_IDS.free]);
    expect((await q({ filter: { slug: { $startsWith: 'ANNUAL' } } })).body.plans.map((p: any) => p.slug)).toEqual(['annual-membership']);
    expect((await q({ filter: { createdDate: { $gte: '2026-01-05T10:05:00.000Z' } } })).body.plans.map((p: any) => p.id)).toEqual([
      DEMO_PLAN_IDS.yearly,
      DEMO_PLAN_IDS.free,
    ]);
    expect((await q({ filter: { $or: [{ primary: true }, { slug: 'community' }] } })).body.plans).toHaveLength(2);
    expect((await q({ filter: { $not: { primary: true } } })).body.plans).toHaveLength(2);
    const sorted = await q({ sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 2, offset: 0 } });
    expect(sorted.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.free, DEMO_PLAN_IDS.yearly]);
    expect(sorted.body.pagingMetadata).toEqual({ count: 2, offset: 0, total: 3, tooManyToCount: false, hasNext: true });
    expect(sorted.body.plans[0]).not.toHaveProperty('public');
  });

  it('refuses a paging limit out of range (PAGING_LIMIT_OUT_OF_RANGE) and unknown filter fields', async () => {
    const emulator = newEmulator();
    const headers = await visitor(emulator);
    for (const limit of [0, 101]) {
      const { status, body } = await call(
        emulator,
        'POST',
        '/pricing-plans/v2/plans/public/query',
        { query: { paging: { limit } } },
        headers,
      );
      expect(status).toBe(400);
      expect(body.details.validationError.fieldViolations[0]).toMatchObject({
        field: 'query.paging.limit',
        ruleName: 'PAGING_LIMIT_OUT_OF_RANGE',
      });
    }
    const unknown = await call(emulator, 'POST', '/pricing-plans/v2/plans/public/query', { query: { filter: { name: 'Gold' } } }, headers);
    expect(unknown.status).toBe(400);
    const operator = await call(
      emulator,
      'POST',
      '/pricing-plans/v2/plans/public/query',
      { query: { filter: { slug: { $regex: 'x' } } } },
      headers,
    );
    expect(operator.status).toBe(400);
  });
});

describe('listPlans', () => {
  it('filters by archived (default ACTIVE) and public (default PUBLIC_AND_HIDDEN)', async () => {
    const emulator = newEmulator();
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`, {});
    const ids = async (query: string) => (await call(emulator, 'GET', `/pricing-plans/v2/plans${query}`)).body.plans.map((p: any) => p.id);
    expect(await ids('')).toEqual([DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.threeMonths, DEMO_PLAN_IDS.free]);
    expect(await ids('?archived=ARCHIVED')).toEqual([DEMO_PLAN_IDS.yearly]);
    expect(await ids('?archived=ARCHIVED_AND_ACTIVE')).toHaveLength(4);
    expect(await ids('?public=HIDDEN')).toEqual([DEMO_PLAN_IDS.threeMonths]);
    expect(await ids('?public=PUBLIC')).toEqual([DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.free]);
    expect(await ids('?archived=ARCHIVED_AND_ACTIVE&public=HIDDEN')).toEqual([DEMO_PLAN_IDS.yearly, DEMO_PLAN_IDS.threeMonths]);
    expect(await ids(`?planIds=${DEMO_PLAN_IDS.free}&planIds=${DEMO_PLAN_IDS.monthly}&limit=1`)).toEqual([DEMO_PLAN_IDS.free]);
    const full = await call(emulator, 'GET', '/pricing-plans/v2/plans?limit=2&offset=1');
    expect(full.body.pagingMetadata).toEqual({ count: 2, offset: 1, total: 3, tooManyToCount: false, hasNext: false });
    expect(full.body.plans[0]).toHaveProperty('hasOrders');
  });

  it('refuses unknown filter values with INVALID_ARCHIVE_FILTER / INVALID_VISIBLE_FILTER', async () => {
    const emulator = newEmulator();
    expect(codeOf((await call(emulator, 'GET', '/pricing-plans/v2/plans?archived=ALL')).body)).toBe('INVALID_ARCHIVE_FILTER');
    expect(codeOf((await call(emulator, 'GET', '/pricing-plans/v2/plans?public=SECRET')).body)).toBe('INVALID_VISIBLE_FILTER');
  });

  it('tells the long-GET fallback POST from createPlan by the `plan` key', async () => {
    const emulator = newEmulator();
    const listed = await call(emulator, 'POST', '/pricing-plans/v2/plans', { public: 'HIDDEN', planIds: [DEMO_PLAN_IDS.threeMonths] });
    expect(listed.status).toBe(200);
    expect(listed.body.plans.map((p: any) => p.id)).toEqual([DEMO_PLAN_IDS.threeMonths]);
    const empty = await call(emulator, 'POST', '/pricing-plans/v2/plans', {});
    expect(empty.body.plans).toHaveLength(4);
    const created = await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan: gold });
    expect(created.body.plan.name).toBe('Gold');
  });

  it('is for the owner only', async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'GET', '/pricing-plans/v2/plans', undefined, await visitor(emulator))).status).toBe(403);
  });
});

describe('GraphQL', () => {
  it('serves the public plans and one plan (hidden ones to the owner only)', async () => {
    const emulator = newEmulator();
    const headers = await visitor(emulator);
    const query = `query($id: ID!) { plans(limit: 2) { id name perks primary pricing { price { value currency } freeTrialDays subscription { cycleDuration { unit } } } } plan(id: $id) { id name } }`;
    const asVisitor = await call(emulator, 'POST', '/graphql/v1', { query, variables: { id: DEMO_PLAN_IDS.threeMonths } }, headers);
    expect(asVisitor.body.errors).toBeUndefined();
    expect(asVisitor.body.data.plans).toHaveLength(2);
    expect(asVisitor.body.data.plans[0]).toMatchObject({
      id: DEMO_PLAN_IDS.monthly,
      primary: true,
      pricing: { price: { value: '29', currency: 'USD' }, freeTrialDays: 7 },
    });
    expect(asVisitor.body.data.plan).toBeNull();
    const asOwner = await call(emulator, 'POST', '/graphql/v1', { query, variables: { id: DEMO_PLAN_IDS.threeMonths } });
    expect(asOwner.body.data.plan).toEqual({ id: DEMO_PLAN_IDS.threeMonths, name: '3-Month Intro Pass' });
  });
});
