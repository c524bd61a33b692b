import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, pricingPlans, type Emulator } from '../../src/index.js';
import { toBase64Url } from '../../src/ids.js';
import { call, codeOf, DAY, member, newEmulator, T0, visitor } from '../plans/helpers.js';

async function seedOrders(emulator: Emulator) {
  const ann = member(emulator, 'ann');
  const bob = member(emulator, 'bob');
  const pp = pricingPlans(emulator);
  const a1 = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', pay: true });
  emulator.clock.advance(60_000);
  const a2 = pp.createOrder({ planId: DEMO_PLAN_IDS.threeMonths, memberId: 'ann', type: 'OFFLINE', submissionId: 'form-1' });
  emulator.clock.advance(60_000);
  const a3 = pp.createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann' });
  emulator.clock.advance(60_000);
  const b1 = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'bob', type: 'OFFLINE', paid: true });
  await call(emulator, 'POST', `/pricing-plans/v2/orders/${a1.id}/cancel`, { effectiveAt: 'NEXT_PAYMENT_DATE' });
  return { ann, bob, a1, a2, a3, b1 };
}

const ids = (body: any) => body.orders.map((o: any) => o.id);

describe('member orders', () => {
  it('memberGetOrder reads only the caller’s own orders ({ order }); fieldSet FULL adds the form data', async () => {
    const emulator = newEmulator();
    const { ann, bob, a2 } = await seedOrders(emulator);
    const own = await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${a2.id}?id=${a2.id}`, undefined, ann.headers);
    expect(own.status).toBe(200);
    expect(own.body.order).toMatchObject({ id: a2.id, formData: { submissionId: 'form-1' } });
    expect(own.body.order.formData).not.toHaveProperty('submissionData');
    const full = await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${a2.id}?fieldSet=FULL`, undefined, ann.headers);
    expect(full.body.order.formData).toEqual({ submissionId: 'form-1', submissionData: {} });
    const other = await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${a2.id}`, undefined, bob.headers);
    expect([other.status, codeOf(other.body)]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${a2.id}`, undefined, await visitor(emulator))).status).toBe(403);
    expect((await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${a2.id}?fieldSet=ALL`, undefined, ann.headers)).status).toBe(400);
  });

  it('memberListOrders lists the caller’s orders (createdDate ASC by default) with the typed filters', async () => {
    const emulator = newEmulator();
    const { ann, bob, a1, a2, a3, b1 } = await seedOrders(emulator);
    const list = (query = '') => call(emulator, 'GET', `/pricing-plans/v2/member/orders${query}`, undefined, ann.headers);
    const all = await list();
    expect(ids(all.body)).toEqual([a1.id, a2.id, a3.id]);
    expect(all.body.pagingMetadata).toEqual({ count: 3, offset: 0, total: 3, tooManyToCount: false, hasNext: false });
    expect(ids((await list(`?planIds=${DEMO_PLAN_IDS.yearly}`)).body)).toEqual([a1.id]);
    expect(ids((await list('?orderStatuses=DRAFT')).body)).toEqual([a3.id]);
    expect(ids((await list('?orderStatuses=DRAFT&orderStatuses=ACTIVE')).body)).toEqual([a1.id, a2.id, a3.id]);
    expect(ids((await list('?paymentStatuses=UNPAID')).body)).toEqual([a2.id, a3.id]);
    expect(ids((await list('?autoRenewCanceled=true')).body)).toEqual([a1.id]);
    expect(ids((await list('?autoRenewCanceled=false')).body)).toEqual([a2.id, a3.id]);
    expect(ids((await list('?limit=1&offset=1')).body)).toEqual([a2.id]);
    expect(ids((await list('?buyerIds=bob')).body)).toEqual([a1.id, a2.id, a3.id]);
    expect(ids((await call(emulator, 'GET', '/pricing-plans/v2/member/orders', undefined, bob.headers)).body)).toEqual([b1.id]);
    expect((await list('?limit=51')).status).toBe(400);
    expect((await list('?orderStatuses=LOST')).status).toBe(400);
  });

  it('decodes the `.r` complex form (sorting) and accepts the long-GET fallback POST', async () => {
    const emulator = newEmulator();
    const { ann, a1, a2, a3 } = await seedOrders(emulator);
    const payload = { orderStatuses: ['ACTIVE', 'DRAFT'], sorting: { fieldName: 'createdDate', order: 'DESC' }, limit: 2 };
    const complex = await call(
      emulator,
      'GET',
      `/pricing-plans/v2/member/orders?.r=${toBase64Url(JSON.stringify(payload))}`,
      undefined,
      ann.headers,
    );
    expect(ids(complex.body)).toEqual([a3.id, a2.id]);
    expect(complex.body.pagingMetadata).toMatchObject({ count: 2, total: 3, hasNext: true });
    const fallback = await call(emulator, 'POST', '/pricing-plans/v2/member/orders', { ...payload, limit: 50 }, ann.headers);
    expect(ids(fallback.body)).toEqual([a3.id, a2.id, a1.id]);
    const dotted = await call(emulator, 'GET', '/pricing-plans/v2/member/orders?sorting.fieldName=endDate', undefined, ann.headers);
    expect(ids(dotted.body)).toEqual([a2.id, a1.id, a3.id]);
    const bad = await call(emulator, 'POST', '/pricing-plans/v2/member/orders', { sorting: { fieldName: 'planName' } }, ann.headers);
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'invalid_sort_field']);
  });
});

describe('management orders', () => {
  it('managementGetOrder reads any order for the owner', async () => {
    const emulator = newEmulator();
    const { ann, b1 } = await seedOrders(emulator);
    const { status, body } = await call(emulator, 'GET', `/pricing-plans/v2/orders/${b1.id}`);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ id: b1.id, buyer: { memberId: 'bob' }, status: 'ACTIVE', startDate: '2026-03-01T09:03:00.000Z' });
    expect((await call(emulator, 'GET', `/pricing-plans/v2/orders/${b1.id}`, undefined, ann.headers)).status).toBe(403);
    expect(codeOf((await call(emulator, 'GET', '/pricing-plans/v2/orders/nope')).body)).toBe('ORDER_NOT_FOUND');
  });

  it('managementListOrders lists every order (createdDate DESC by default) with buyerIds and the other filters', async () => {
    const emulator = newEmulator();
    const { a1, a2, a3, b1 } = await seedOrders(emulator);
    const list = async (query = '') => ids((await call(emulator, 'GET', `/pricing-plans/v2/orders${query}`)).body);
    expect(await list()).toEqual([b1.id, a3.id, a2.id, a1.id]);
    expect(await list('?buyerIds=bob')).toEqual([b1.id]);
    expect(await list(`?buyerIds=ann&planIds=${DEMO_PLAN_IDS.yearly}`)).toEqual([a1.id]);
    expect(await list('?paymentStatuses=PAID')).toEqual([b1.id, a1.id]);
    expect(await list('?sorting.fieldName=createdDate')).toEqual([a1.id, a2.id, a3.id, b1.id]);
    const fallback = await call(emulator, 'POST', '/pricing-plans/v2/orders', { buyerIds: ['ann'], orderStatuses: ['DRAFT'] });
    expect(ids(fallback.body)).toEqual([a3.id]);
    const complex = await call(
      emulator,
      'GET',
      `/pricing-plans/v2/orders?.r=${toBase64Url(JSON.stringify({ buyerIds: ['bob', 'ann'], sorting: { fieldName: 'createdDate', order: 'ASC' }, limit: 1, offset: 3 }))}`,
    );
    expect(ids(complex.body)).toEqual([b1.id]);
    expect(complex.body.pagingMetadata).toEqual({ count: 1, offset: 3, total: 4, tooManyToCount: false, hasNext: false });
    const member1 = member(emulator, 'carl');
    expect((await call(emulator, 'GET', '/pricing-plans/v2/orders', undefined, member1.headers)).status).toBe(403);
  });

  it('reads are consistent with the clock after it moves', async () => {
    const emulator = newEmulator();
    const { a2 } = await seedOrders(emulator);
    emulator.clock.advance(100 * DAY);
    const { body } = await call(emulator, 'GET', `/pricing-plans/v2/orders?orderStatuses=ENDED`);
    expect(ids(body)).toEqual([a2.id]);
    expect(body.orders[0].endDate).toBe('2026-06-01T09:01:00.000Z');
    expect(T0).toBe('2026-03-01T09:00:00.000Z');
  });
});
