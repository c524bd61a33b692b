import { describe, expect, it } from 'vitest';
import { isInputError, isNotFoundError, isServerError } from '@frontdesk/core';
import {
  archivePlan,
  clearPrimary,
  createPlan,
  getPlan,
  getPlanStats,
  listPlans,
  makePlanPrimary,
  setPlanVisibility,
  updatePlan,
} from '../src/index.js';
import { json, recordingClient } from '@frontdesk/test-support';

const BASE = 'https://www.wixapis.com/pricing-plans/v2/plans';

const wirePlan = {
  id: 'p1',
  name: 'Gold',
  description: 'All classes',
  perks: { values: ['Unlimited classes', 'Free mat'] },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
    freeTrialDays: 7,
  },
  public: true,
  archived: false,
  primary: false,
  hasOrders: true,
  slug: 'gold',
  createdDate: '2025-11-20T08:15:30.123Z',
  updatedDate: '2025-12-01T10:00:00.000Z',
};

const newPlan = {
  name: 'Gold',
  description: 'All classes',
  perks: { values: ['Unlimited classes', 'Free mat'] },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' as const }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
    freeTrialDays: 7,
  },
  public: true,
  maxPurchasesPerBuyer: 1,
  allowFutureStartDate: true,
  buyerCanCancel: true,
  termsAndConditions: 'No refunds.',
};

describe('getPlan', () => {
  it('GETs the plan by id and returns it unwrapped, dates decoded', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    const plan = await getPlan(client, 'p1');
    expect(requests[0]).toMatchObject({ method: 'GET', query: '' });
    expect(requests[0]!.url.href).toBe(`${BASE}/p1`);
    expect(requests[0]!.headers).toMatchObject({ authorization: 'KEY', 'wix-site-id': 'SITE' });
    expect(plan.name).toBe('Gold');
    expect(plan.createdDate).toEqual(new Date('2025-11-20T08:15:30.123Z'));
    expect(plan.updatedDate).toBeInstanceOf(Date);
  });

  it('percent-encodes the id and refuses an empty one', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    await getPlan(client, 'a/b c');
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/plans/a%2Fb%20c');
    await expect(getPlan(client, '')).rejects.toThrow('Invalid argument: "id" must be a non-empty string');
    expect(requests).toHaveLength(1);
  });

  it('maps a 404 to NotFoundError with the platform code', async () => {
    const { client } = recordingClient(() =>
      json({ message: 'Plan not found', details: { applicationError: { code: 'plan_not_found', description: 'Plan not found' } } }, 404),
    );
    const error = await getPlan(client, 'nope').catch((e: unknown) => e);
    expect(isNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'plan_not_found', status: 404, requestId: 'req-1' });
  });
});

describe('listPlans', () => {
  it('sends the filters and paging as plain parameters (as the recorded sample)', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [wirePlan], pagingMetadata: { count: 1, offset: 0, total: 1 } }));
    const page = await listPlans(client, { archived: 'ACTIVE', public: 'PUBLIC', limit: 20, offset: 0, planIds: ['a', 'b'] });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/plans');
    expect(requests[0]!.query).toBe('archived=ACTIVE&public=PUBLIC&limit=20&offset=0&planIds=a&planIds=b');
    expect(page.items[0]!.archived).toBe(false);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.totalCount).toBe(1);
  });

  it('falls back to a POST on the same path for very long id lists', async () => {
    const many = Array.from({ length: 200 }, (_, i) => `plan-id-${String(i).padStart(20, '0')}`);
    const { client, requests } = recordingClient(() => json({ plans: [wirePlan] }));
    const page = await listPlans(client, { archived: 'ARCHIVED_AND_ACTIVE', planIds: many });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.href).toBe(BASE);
    expect(requests[0]!.body).toEqual({ archived: 'ARCHIVED_AND_ACTIVE', planIds: many });
    // A fallback body carries no `plan`, which is how the platform tells it from createPlan.
    expect(requests[0]!.body).not.toHaveProperty('plan');
    expect(page.items[0]!.updatedDate).toBeInstanceOf(Date);
  });

  it('refuses filter values outside the enums', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error not an ArchivedFilter
    await expect(listPlans(client, { archived: 'ALL' })).rejects.toThrow(
      'Invalid argument: "options.archived" must be one of ACTIVE, ARCHIVED, ARCHIVED_AND_ACTIVE',
    );
    expect(requests).toHaveLength(0);
  });

  it('sends the path id even when the plan carries another one, without mutating the plan', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    const changes = { id: 'stale', name: 'Gold+' };
    await updatePlan(client, 'p1', changes);
    expect(requests[0]!.url.href).toBe(`${BASE}/p1`);
    expect(requests[0]!.body).toEqual({ plan: { id: 'p1', name: 'Gold+' } });
    expect(changes).toEqual({ id: 'stale', name: 'Gold+' });
  });
});

describe('getPlanStats', () => {
  it('GETs the stats path', async () => {
    const { client, requests } = recordingClient(() => json({ totalPlans: 4 }));
    expect(await getPlanStats(client)).toEqual({ totalPlans: 4 });
    expect(requests[0]).toMatchObject({ method: 'GET', query: '' });
    expect(requests[0]!.url.href).toBe(`${BASE}/stats`);
  });
});

describe('createPlan', () => {
  it('POSTs { plan } (as the recorded sample) and returns the created plan', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    const snapshot = structuredClone(newPlan);
    const plan = await createPlan(client, newPlan);
    expect(requests[0]).toMatchObject({ method: 'POST', query: '' });
    expect(requests[0]!.url.href).toBe(BASE);
    expect(requests[0]!.body).toEqual({ plan: newPlan });
    expect(newPlan).toEqual(snapshot);
    expect(plan.id).toBe('p1');
    expect(plan.createdDate).toBeInstanceOf(Date);
  });

  it('sends dates of a plan read earlier as ISO-8601 and leaves the caller object alone', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    const copy = { ...newPlan, createdDate: new Date('2025-11-20T08:15:30.123Z') };
    await createPlan(client, copy);
    expect((requests[0]!.body as { plan: Record<string, unknown> }).plan.createdDate).toBe('2025-11-20T08:15:30.123Z');
    expect(copy.createdDate).toBeInstanceOf(Date);
  });

  it('passes fields this version does not know through', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    await createPlan(client, { ...newPlan, futureField: { a: 1 } });
    expect((requests[0]!.body as { plan: Record<string, unknown> }).plan.futureField).toEqual({ a: 1 });
  });

  it('needs a name and pricing, and is never retried (no idempotency key)', async () => {
    const { client, requests } = recordingClient(() => json({ message: 'busy' }, 503));
    // @ts-expect-error pricing is required
    await expect(createPlan(client, { name: 'x' })).rejects.toThrow('Invalid argument: "plan.pricing" is required');
    expect(requests).toHaveLength(0);
    await expect(createPlan(client, newPlan)).rejects.toSatisfy(isServerError);
    expect(requests).toHaveLength(1);
  });

  it('refuses a bad period unit before sending', async () => {
    const { client } = recordingClient();
    const bad = { ...newPlan, pricing: { singlePaymentForDuration: { count: 1, unit: 'FORTNIGHT' } } };
    // @ts-expect-error not a PeriodUnit
    await expect(createPlan(client, bad)).rejects.toThrow(
      '"plan.pricing.singlePaymentForDuration.unit" must be one of DAY, WEEK, MONTH, YEAR',
    );
  });
});

describe('updatePlan', () => {
  it('takes the official (id, plan): PATCHes /plans/{id} with the id in the plan and no mask', async () => {
    const { client, requests } = recordingClient(() => json({ plan: { ...wirePlan, name: 'Gold+' } }));
    const plan = await updatePlan(client, 'p1', { name: 'Gold+' });
    expect(requests[0]).toMatchObject({ method: 'PATCH', query: '' });
    expect(requests[0]!.url.href).toBe(`${BASE}/p1`);
    expect(requests[0]!.body).toEqual({ plan: { id: 'p1', name: 'Gold+' } });
    expect(plan.name).toBe('Gold+');
    expect(plan.updatedDate).toBeInstanceOf(Date);
  });

  it('sends the mask comma-joined as fieldMask in the body, and null to clear a field', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    const options = { mask: ['name', 'description', 'pricing.price'] };
    await updatePlan(client, 'p1', { name: 'Gold+', description: null }, options);
    expect(requests[0]!.body).toEqual({
      plan: { id: 'p1', name: 'Gold+', description: null },
      fieldMask: 'name,description,pricing.price',
    });
    expect(requests[0]!.query).toBe('');
    expect(options.mask).toEqual(['name', 'description', 'pricing.price']);
  });

  it('needs the plan id and a non-empty mask', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error id is required
    await expect(updatePlan(client, { name: 'x' })).rejects.toSatisfy(isInputError);
    await expect(updatePlan(client, '', { name: 'x' })).rejects.toThrow('"id" must be a non-empty string');
    await expect(updatePlan(client, 'p1', {}, { mask: [] })).rejects.toThrow('"options.mask" must list at least one field path');
    expect(requests).toHaveLength(0);
  });
});

describe('plan actions', () => {
  it('setPlanVisibility PUTs { visible } and returns { plan }', async () => {
    const { client, requests } = recordingClient(() => json({ plan: { ...wirePlan, public: false } }));
    const { plan } = await setPlanVisibility(client, 'p1', false);
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { visible: false } });
    expect(requests[0]!.url.href).toBe(`${BASE}/p1/visibility`);
    expect(plan?.public).toBe(false);
    expect(plan?.createdDate).toBeInstanceOf(Date);
  });

  it('setPlanVisibility is retried (a PUT) and refuses a non-boolean', async () => {
    const { client, requests } = recordingClient([() => json({}, 503), () => json({ plan: wirePlan })]);
    await setPlanVisibility(client, 'p1', true);
    expect(requests).toHaveLength(2);
    // @ts-expect-error visible is a boolean
    await expect(setPlanVisibility(client, 'p1', 'yes')).rejects.toThrow('"visible" must be a boolean');
  });

  it('makePlanPrimary, archivePlan POST an empty body and return { plan }', async () => {
    const { client, requests } = recordingClient(() => json({ plan: wirePlan }));
    expect((await makePlanPrimary(client, 'p1')).plan?.updatedDate).toBeInstanceOf(Date);
    expect((await archivePlan(client, 'p1')).plan?.id).toBe('p1');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/pricing-plans/v2/plans/p1/make-primary', {}],
      ['POST', '/pricing-plans/v2/plans/p1/archive', {}],
    ]);
  });

  it('clearPrimary POSTs {} (as the recorded sample) and takes no argument', async () => {
    const { client, requests } = recordingClient(() => json({}));
    expect(await clearPrimary(client)).toEqual({});
    expect(requests[0]).toMatchObject({ method: 'POST', body: {} });
    expect(requests[0]!.url.href).toBe(`${BASE}/clear-primary`);
    // @ts-expect-error no arguments
    await expect(clearPrimary(client, 'p1')).rejects.toSatisfy(isInputError);
  });
});
