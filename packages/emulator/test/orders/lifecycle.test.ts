import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, pricingPlans, type Emulator } from '../../src/index.js';
import { call, codeOf, createPlan, DAY, eventTypes, events, member, memberHeaders, newEmulator, T0, visitor } from '../plans/helpers.js';

const t0 = Date.parse(T0);
const iso = (ms: number) => new Date(ms).toISOString();
const order = async (emulator: Emulator, id: string) => (await call(emulator, 'GET', `/pricing-plans/v2/orders/${id}`)).body.order;
const action = (emulator: Emulator, id: string, name: string, body: unknown = {}, headers?: Record<string, string>) =>
  call(emulator, 'POST', `/pricing-plans/v2/orders/${id}/${name}`, body, headers);
const quarterly = {
  name: 'Quarter',
  pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 3 }, price: { value: '20', currency: 'USD' } },
  buyerCanCancel: true,
};
const goldTrial = {
  name: 'Gold',
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
    freeTrialDays: 7,
  },
  buyerCanCancel: true,
};

async function setup(planInput?: Record<string, unknown>) {
  const emulator = newEmulator();
  const ann = member(emulator, 'ann');
  const pp = pricingPlans(emulator);
  const planId = planInput ? (await createPlan(emulator, planInput)).id : DEMO_PLAN_IDS.yearly;
  emulator.webhooks.clearLog();
  return { emulator, ann, pp, planId };
}

describe('pause and resume', () => {
  it('pauses an ACTIVE order (pause period recorded) and resumes it: end and later cycles move back by the paused time', async () => {
    const { emulator, pp, planId } = await setup(quarterly);
    const created = pp.createOrder({ planId, memberId: 'ann', type: 'OFFLINE', paid: true });
    expect(created.endDate).toBe('2026-06-01T09:00:00.000Z');
    emulator.webhooks.clearLog();
    emulator.clock.advance(10 * DAY);
    expect((await action(emulator, created.id, 'pause')).body).toEqual({});
    const paused = await order(emulator, created.id);
    expect(paused).toMatchObject({
      status: 'PAUSED',
      pausePeriods: [{ status: 'ACTIVE', pauseDate: iso(t0 + 10 * DAY) }],
      currentCycle: { index: 1 },
    });
    emulator.clock.advance(5 * DAY);
    await action(emulator, created.id, 'resume');
    const resumed = await order(emulator, created.id);
    expect(resumed).toMatchObject({
      status: 'ACTIVE',
      pausePeriods: [{ status: 'ENDED', pauseDate: iso(t0 + 10 * DAY), resumeDate: iso(t0 + 15 * DAY) }],
      endDate: '2026-06-06T09:00:00.000Z',
      earliestEndDate: '2026-06-06T09:00:00.000Z',
      currentCycle: { index: 1, startedDate: T0, endedDate: '2026-04-06T09:00:00.000Z' },
    });
    expect(eventTypes(emulator)).toEqual(['order_paused', 'order_updated', 'order_resumed', 'order_updated']);
    emulator.clock.set('2026-04-06T08:59:00.000Z');
    expect((await order(emulator, created.id)).currentCycle.index).toBe(1);
    emulator.clock.set('2026-04-06T09:00:00.000Z');
    expect((await order(emulator, created.id)).currentCycle).toEqual({
      index: 2,
      startedDate: '2026-04-06T09:00:00.000Z',
      endedDate: '2026-05-06T09:00:00.000Z',
    });
  });

  it('does not advance a PAUSED order with the clock', async () => {
    const { emulator, pp, planId } = await setup(quarterly);
    const created = pp.createOrder({ planId, memberId: 'ann', type: 'OFFLINE', paid: true });
    await action(emulator, created.id, 'pause');
    emulator.clock.advance(200 * DAY);
    const paused = await order(emulator, created.id);
    expect(paused).toMatchObject({ status: 'PAUSED', currentCycle: { index: 1 } });
    expect(paused.endDate).toBe(iso(Date.parse('2026-06-01T09:00:00.000Z') + 200 * DAY));
  });

  it('refuses to pause with the reason an order cannot be suspended, and to resume an order that is not paused', async () => {
    const { emulator, pp } = await setup();
    const reason = async (id: string) => {
      const { status, body } = await action(emulator, id, 'pause');
      expect(status).toBe(428);
      expect(body.details.applicationError.code).toBe('ORDER_NOT_SUSPENDABLE');
      return body.details.applicationError.data.reason;
    };
    const draft = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    expect(await reason(draft.id)).toBe('PENDING');
    const future = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE', startDate: iso(t0 + DAY) });
    expect(await reason(future.id)).toBe('NOT_STARTED');
    const trial = pp.createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', pay: true });
    expect(await reason(trial.id)).toBe('TRIAL');
    const active = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE' });
    await action(emulator, active.id, 'pause');
    expect(await reason(active.id)).toBe('ALREADY_SUSPENDED');
    await action(emulator, active.id, 'cancel', { effectiveAt: 'IMMEDIATELY' });
    expect(await reason(active.id)).toBe('CANCELED');
    const ended = pp.createOrder({
      planId: DEMO_PLAN_IDS.threeMonths,
      memberId: 'ann',
      type: 'OFFLINE',
      startDate: '2025-01-01T00:00:00.000Z',
    });
    expect(await reason(ended.id)).toBe('ENDED');
    const resume = await action(emulator, trial.id, 'resume');
    expect([resume.status, codeOf(resume.body)]).toEqual([428, 'ORDER_NOT_PAUSED']);
    const missing = await action(emulator, 'nope', 'pause');
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});

describe('cancelOrder (owner)', () => {
  it('IMMEDIATELY: CANCELED now, with the cancellation, the end date set and no current cycle', async () => {
    const { emulator, pp } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', pay: true });
    emulator.webhooks.clearLog();
    emulator.clock.advance(DAY);
    expect((await action(emulator, created.id, 'cancel', { effectiveAt: 'IMMEDIATELY' })).status).toBe(200);
    const canceled = await order(emulator, created.id);
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      cancellation: { requestedDate: iso(t0 + DAY), cause: 'OWNER_ACTION', effectiveAt: 'IMMEDIATELY' },
      endDate: iso(t0 + DAY),
      cycles: [{ index: 1, startedDate: T0, endedDate: iso(t0 + DAY) }],
    });
    expect(canceled).not.toHaveProperty('currentCycle');
    expect(eventTypes(emulator)).toEqual(['order_canceled', 'order_ended', 'order_updated']);
    const again = await action(emulator, created.id, 'cancel', { effectiveAt: 'IMMEDIATELY' });
    expect([again.status, codeOf(again.body)]).toEqual([428, 'INVALID_ORDER_STATUS']);
  });

  it('cancels drafts, pending and paused orders too', async () => {
    const { emulator, pp } = await setup();
    const draft = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    emulator.webhooks.clearLog();
    await action(emulator, draft.id, 'cancel', { effectiveAt: 'IMMEDIATELY' });
    expect(eventTypes(emulator)).toEqual(['order_canceled', 'order_updated']);
    const pending = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE', startDate: iso(t0 + DAY) });
    expect((await action(emulator, pending.id, 'cancel', { effectiveAt: 'IMMEDIATELY' })).status).toBe(200);
    const paused = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE' });
    await action(emulator, paused.id, 'pause');
    await action(emulator, paused.id, 'cancel', { effectiveAt: 'IMMEDIATELY' });
    expect((await order(emulator, paused.id)).pausePeriods).toEqual([{ status: 'ENDED', pauseDate: T0, resumeDate: T0 }]);
    expect((await action(emulator, paused.id, 'cancel', {})).status).toBe(400);
  });

  it('NEXT_PAYMENT_DATE: stays ACTIVE with autoRenewCanceled, then is canceled when the cycle ends (events once)', async () => {
    const { emulator, pp } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', pay: true });
    emulator.webhooks.clearLog();
    emulator.clock.advance(30 * DAY);
    await action(emulator, created.id, 'cancel', { effectiveAt: 'NEXT_PAYMENT_DATE' });
    const pending = await order(emulator, created.id);
    expect(pending).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true, currentCycle: { index: 1 } });
    expect(pending).not.toHaveProperty('cancellation');
    expect(eventTypes(emulator)).toEqual(['order_auto_renew_canceled', 'order_updated']);
    const twice = await action(emulator, created.id, 'cancel', { effectiveAt: 'NEXT_PAYMENT_DATE' });
    expect([twice.status, codeOf(twice.body)]).toEqual([428, 'AUTO_RENEW_ALREADY_CANCELED']);
    emulator.clock.set('2027-03-01T09:00:00.000Z');
    const canceled = await order(emulator, created.id);
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      endDate: '2027-03-01T09:00:00.000Z',
      cancellation: { requestedDate: iso(t0 + 30 * DAY), cause: 'OWNER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
    });
    await order(emulator, created.id);
    expect(eventTypes(emulator)).toEqual(['order_auto_renew_canceled', 'order_updated', 'order_canceled', 'order_ended', 'order_updated']);
    expect(events(emulator).at(-1)!.identity).toMatchObject({ identityType: 'APP' });
  });

  it('refuses NEXT_PAYMENT_DATE for single-payment and not-started orders (INVALID_EFFECTIVE_AT)', async () => {
    const { emulator, pp } = await setup();
    const single = pp.createOrder({ planId: DEMO_PLAN_IDS.threeMonths, memberId: 'ann', type: 'OFFLINE' });
    const a = await action(emulator, single.id, 'cancel', { effectiveAt: 'NEXT_PAYMENT_DATE' });
    expect([a.status, codeOf(a.body)]).toEqual([428, 'INVALID_EFFECTIVE_AT']);
    const future = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE', startDate: iso(t0 + DAY) });
    expect(codeOf((await action(emulator, future.id, 'cancel', { effectiveAt: 'NEXT_PAYMENT_DATE' })).body)).toBe('INVALID_EFFECTIVE_AT');
  });

  it('management is for the owner only', async () => {
    const { emulator, pp, ann } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE' });
    for (const name of ['pause', 'resume', 'cancel', 'mark-as-paid']) {
      expect((await action(emulator, created.id, name, { effectiveAt: 'IMMEDIATELY' }, ann.headers)).status).toBe(403);
    }
    expect(
      (
        await call(
          emulator,
          'PATCH',
          `/pricing-plans/v2/orders/${created.id}`,
          { endDate: '2030-01-01T00:00:00.000Z' },
          await visitor(emulator),
        )
      ).status,
    ).toBe(403);
  });
});

describe('requestCancellation (member)', () => {
  it('cancels the member’s own order with cause MEMBER_ACTION; another member gets 404', async () => {
    const { emulator, pp, ann } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', pay: true });
    const bob = member(emulator, 'bob');
    const other = await call(
      emulator,
      'POST',
      `/pricing-plans/v2/member/orders/${created.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY' },
      bob.headers,
    );
    expect([other.status, codeOf(other.body)]).toEqual([404, 'ORDER_NOT_FOUND']);
    emulator.webhooks.clearLog();
    const mine = await call(
      emulator,
      'POST',
      `/pricing-plans/v2/member/orders/${created.id}/cancel`,
      { id: created.id, effectiveAt: 'IMMEDIATELY' },
      ann.headers,
    );
    expect([mine.status, mine.body]).toEqual([200, {}]);
    expect((await order(emulator, created.id)).cancellation).toMatchObject({ cause: 'MEMBER_ACTION', effectiveAt: 'IMMEDIATELY' });
    expect(events(emulator)[0]!.identity).toEqual({ identityType: 'MEMBER', memberId: 'ann' });
    expect(
      (
        await call(
          emulator,
          'POST',
          `/pricing-plans/v2/member/orders/${created.id}/cancel`,
          { effectiveAt: 'IMMEDIATELY' },
          await visitor(emulator),
        )
      ).status,
    ).toBe(403);
  });

  it('is refused when the plan does not let buyers cancel (CANCELLATION_NOT_ALLOWED)', async () => {
    const { emulator, pp, ann } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.threeMonths, memberId: 'ann', pay: true });
    const { status, body } = await call(
      emulator,
      'POST',
      `/pricing-plans/v2/member/orders/${created.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY' },
      ann.headers,
    );
    expect([status, codeOf(body)]).toEqual([428, 'CANCELLATION_NOT_ALLOWED']);
  });

  it('during the free trial, keeps access until the trial ends (and is never charged)', async () => {
    const { emulator, pp } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', pay: true });
    emulator.clock.advance(2 * DAY);
    const response = await call(
      emulator,
      'POST',
      `/pricing-plans/v2/member/orders/${created.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY' },
      memberHeaders(emulator, 'ann'),
    );
    expect(response.status).toBe(200);
    expect(await order(emulator, created.id)).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true, currentCycle: { index: 0 } });
    emulator.clock.advance(5 * DAY);
    const ended = await order(emulator, created.id);
    expect(ended).toMatchObject({
      status: 'CANCELED',
      endDate: iso(t0 + 7 * DAY),
      lastPaymentStatus: 'PENDING',
      cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
    });
    expect(ended.cycles.map((c: any) => c.index)).toEqual([0]);
  });
});

describe('markAsPaid and postponeEndDate', () => {
  it('marks an unpaid offline order as paid, once', async () => {
    const { emulator, pp } = await setup();
    const unpaid = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE' });
    emulator.webhooks.clearLog();
    expect((await action(emulator, unpaid.id, 'mark-as-paid')).status).toBe(200);
    expect(await order(emulator, unpaid.id)).toMatchObject({ lastPaymentStatus: 'PAID', status: 'ACTIVE' });
    expect(eventTypes(emulator)).toEqual(['order_marked_as_paid', 'order_updated']);
    expect(codeOf((await action(emulator, unpaid.id, 'mark-as-paid')).body)).toBe('ORDER_ALREADY_PAID');
    const online = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    expect(codeOf((await action(emulator, online.id, 'mark-as-paid')).body)).toBe('NOT_OFFLINE_ORDER');
    const free = pp.createOrder({ planId: DEMO_PLAN_IDS.free, memberId: 'ann', type: 'OFFLINE' });
    expect(codeOf((await action(emulator, free.id, 'mark-as-paid')).body)).toBe('PAYMENT_NOT_APPLICABLE');
  });

  it('postpones the end date of an order that has one; the order then ends at the new date', async () => {
    const { emulator, pp, planId } = await setup(quarterly);
    const created = pp.createOrder({ planId, memberId: 'ann', type: 'OFFLINE', paid: true });
    emulator.webhooks.clearLog();
    const patch = (endDate: unknown) => call(emulator, 'PATCH', `/pricing-plans/v2/orders/${created.id}`, { id: created.id, endDate });
    expect((await patch('2026-07-01T09:00:00.000Z')).body).toEqual({});
    expect(await order(emulator, created.id)).toMatchObject({
      endDate: '2026-07-01T09:00:00.000Z',
      earliestEndDate: '2026-06-01T09:00:00.000Z',
    });
    expect(eventTypes(emulator)).toEqual(['order_end_date_postponed', 'order_updated']);
    expect(codeOf((await patch('2026-06-15T00:00:00.000Z')).body)).toBe('INVALID_END_DATE');
    expect((await patch(undefined)).status).toBe(400);
    emulator.clock.set('2026-06-15T00:00:00.000Z');
    const extended = await order(emulator, created.id);
    expect(extended).toMatchObject({ status: 'ACTIVE', currentCycle: { index: 3, endedDate: '2026-07-01T09:00:00.000Z' } });
    await action(emulator, created.id, 'pause');
    expect(codeOf((await patch('2026-08-01T09:00:00.000Z')).body)).toBe('ORDER_IS_PAUSED');
    await action(emulator, created.id, 'resume');
    emulator.clock.set('2026-07-01T09:00:00.000Z');
    expect((await order(emulator, created.id)).status).toBe('ENDED');
    expect(codeOf((await patch('2026-08-01T09:00:00.000Z')).body)).toBe('INVALID_ORDER_STATUS');
    const unlimited = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE' });
    const none = await call(emulator, 'PATCH', `/pricing-plans/v2/orders/${unlimited.id}`, { endDate: '2030-01-01T00:00:00.000Z' });
    expect([none.status, codeOf(none.body)]).toEqual([428, 'ORDER_HAS_NO_END_DATE']);
  });
});

describe('the clock', () => {
  it('runs the trial, every cycle and the end of a finite subscription, each event once', async () => {
    const { emulator, pp, planId } = await setup(goldTrial);
    const created = pp.createOrder({ planId, memberId: 'ann', pay: true });
    expect(created).toMatchObject({
      endDate: '2027-03-08T09:00:00.000Z',
      earliestEndDate: '2027-03-08T09:00:00.000Z',
      currentCycle: { index: 0 },
    });
    emulator.clock.set('2026-05-20T00:00:00.000Z');
    const mid = await order(emulator, created.id);
    expect(mid.currentCycle).toEqual({ index: 3, startedDate: '2026-05-08T09:00:00.000Z', endedDate: '2026-06-08T09:00:00.000Z' });
    expect(mid.cycles.map((c: any) => c.index)).toEqual([0, 1, 2, 3]);
    expect(mid.cycles[1]).toEqual({ index: 1, startedDate: '2026-03-08T09:00:00.000Z', endedDate: '2026-04-08T09:00:00.000Z' });
    emulator.clock.set('2028-01-01T00:00:00.000Z');
    const ended = await order(emulator, created.id);
    expect(ended).toMatchObject({ status: 'ENDED', endDate: '2027-03-08T09:00:00.000Z' });
    expect(ended).not.toHaveProperty('currentCycle');
    expect(ended.cycles).toHaveLength(13);
    await order(emulator, created.id);
    await call(emulator, 'GET', '/pricing-plans/v2/orders');
    const cycleNumbers = events(emulator)
      .filter((e) => e.type === 'order_cycle_started')
      .map((e) => e.data.cycleNumber);
    expect(cycleNumbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(eventTypes(emulator).filter((t) => t === 'order_ended')).toHaveLength(1);
  });

  it('starts PENDING orders at their start date (online: started + cycle_started; offline: started only)', async () => {
    const { emulator, pp } = await setup();
    const start = iso(t0 + 3 * DAY);
    const online = pp.createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', startDate: start, pay: true });
    const offline = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', type: 'OFFLINE', startDate: start });
    expect([online.status, offline.status]).toEqual(['PENDING', 'PENDING']);
    emulator.webhooks.clearLog();
    emulator.clock.advance(3 * DAY);
    expect(pricingPlans(emulator).sync()).toBe(2);
    expect(events(emulator).map((e) => [e.type, e.entityId])).toEqual([
      ['order_started', online.id],
      ['order_cycle_started', online.id],
      ['order_updated', online.id],
      ['order_started', offline.id],
      ['order_updated', offline.id],
    ]);
    expect((await order(emulator, online.id)).currentCycle).toMatchObject({ index: 0, startedDate: start });
    expect((await call(emulator, 'POST', '/_emulator/pricing-plans/sync', {}, {})).body).toEqual({ transitions: 0 });
  });

  it('moves a draft paid after its start date to the payment time (order_start_date_changed)', async () => {
    const { emulator, pp } = await setup();
    const draft = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    emulator.clock.advance(DAY);
    emulator.webhooks.clearLog();
    const paid = pp.payOrder(draft.id);
    expect(paid).toMatchObject({ status: 'ACTIVE', startDate: iso(t0 + DAY) });
    expect(eventTypes(emulator)).toEqual([
      'order_start_date_changed',
      'order_purchased',
      'order_started',
      'order_cycle_started',
      'order_updated',
    ]);
  });

  it('a failed payment leaves the order DRAFT with lastPaymentStatus FAILED', async () => {
    const { emulator, pp } = await setup();
    const draft = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    emulator.webhooks.clearLog();
    const failed = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${draft.id}/pay`, { outcome: 'FAILED' }, {});
    expect(failed.body.order).toMatchObject({ status: 'DRAFT', lastPaymentStatus: 'FAILED' });
    expect(eventTypes(emulator)).toEqual(['order_updated']);
    const paid = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${draft.id}/pay`, {}, {});
    expect(paid.body.order.status).toBe('ACTIVE');
    const again = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${draft.id}/pay`, {}, {});
    expect([again.status, codeOf(again.body)]).toEqual([428, 'INVALID_ORDER_STATUS']);
  });

  it('cancels with a billing cause through the in-process API', async () => {
    const { pp } = await setup();
    const created = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', pay: true });
    expect(pp.cancelOrder(created.id, 'PAYMENT_FAILURE')).toMatchObject({ status: 'CANCELED', cancellation: { cause: 'PAYMENT_FAILURE' } });
  });
});
