import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError, isNotFoundError, isPermissionError, isValidationError, type ApiError } from '@frontdesk/core';
import { DEMO_PLAN_IDS, DEMO_MEMBER_ID } from '@frontdesk/emulator';
import {
  cancelOrder,
  createOfflineOrder,
  createOnlineOrder,
  managementGetOrder,
  managementListOrders,
  markAsPaid,
  orderCanceled,
  orderCreated,
  orderCycleStarted,
  orderEnded,
  orderMarkedAsPaid,
  orderPaused,
  orderUpdated,
  pauseOrder,
  postponeEndDate,
  resumeOrder,
} from '../src/index.js';
import { collectEvents, emulatorWebhookHandler, rejectionOf, T0, useEmulator } from '@frontdesk/test-support';

const { emulator, server, owner, member, mark, eventsSince, addMember, pay, recordRequests } = useEmulator();
const DAY = 24 * 60 * 60 * 1000;
const order = (suffix: string) => `wix.pricing_plans.v2.order_${suffix}`;
const get = async (id: string) => (await managementGetOrder(owner, id)).order;

const offline = async (planId: string, options: { paid?: boolean; startDate?: string } = {}) =>
  (await createOfflineOrder(owner, planId, DEMO_MEMBER_ID, options)).order;

describe('managementGetOrder and managementListOrders', () => {
  it('reads any order; unknown ids are NotFoundError; members are refused', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    expect(await get(created.id)).toMatchObject({ id: created.id, type: 'OFFLINE' });
    expect(isNotFoundError(await rejectionOf(managementGetOrder(owner, 'nope')))).toBe(true);
    expect(isPermissionError(await rejectionOf(managementGetOrder(member(DEMO_MEMBER_ID), created.id)))).toBe(true);
  });

  it('lists by buyer, status and payment status, sorted and paged', async () => {
    const other = addMember('member-two@frontdesk.test');
    const mine = await offline(DEMO_PLAN_IDS.yearly);
    emulator.clock.advance(60_000);
    const theirs = (await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, other, { paid: true })).order;

    expect((await managementListOrders(owner, { buyerIds: [other] })).items.map((o) => o.id)).toEqual([theirs.id]);
    expect((await managementListOrders(owner, { paymentStatuses: ['UNPAID'] })).items.map((o) => o.id)).toEqual([mine.id]);
    expect((await managementListOrders(owner, { orderStatuses: ['ACTIVE'] })).totalCount).toBe(2);

    const newestFirst = await managementListOrders(owner);
    expect(newestFirst.items.map((o) => o.id)).toEqual([theirs.id, mine.id]);
    const byEnd = await managementListOrders(owner, { sorting: { fieldName: 'endDate', order: 'ASC' }, limit: 1 });
    expect(byEnd.items.map((o) => o.id)).toEqual([theirs.id]);
    const all = [];
    for await (const o of byEnd) all.push(o.id);
    expect(all).toEqual([theirs.id, mine.id]);
  });

  it('lists through the long-GET fallback POST', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    const buyerIds = [...Array.from({ length: 99 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), DEMO_MEMBER_ID];
    const seen = recordRequests();
    const page = await managementListOrders(owner, { buyerIds });
    expect(seen).toEqual(['POST /pricing-plans/v2/orders']);
    expect(page.items.map((o) => o.id)).toEqual([created.id]);
  });
});

describe('markAsPaid', () => {
  it('marks an unpaid offline order as paid, once', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    const m = mark();
    expect(await markAsPaid(owner, created.id)).toEqual({});
    expect((await get(created.id)).lastPaymentStatus).toBe('PAID');
    expect(eventsSince(m)).toEqual([order('marked_as_paid'), order('updated')]);
    expect(await rejectionOf(markAsPaid(owner, created.id))).toMatchObject({ status: 428, code: 'ORDER_ALREADY_PAID' });
  });

  it('refuses online orders', async () => {
    const { order: online } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly);
    expect(await rejectionOf(markAsPaid(owner, online.id))).toMatchObject({ code: 'NOT_OFFLINE_ORDER' });
  });
});

describe('pauseOrder and resumeOrder', () => {
  it('pauses an active order and resumes it, moving the end date by the paused time', async () => {
    const created = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true });
    const endBefore = created.endDate!;
    const m = mark();
    await pauseOrder(owner, created.id);
    const paused = await get(created.id);
    expect(paused.status).toBe('PAUSED');
    expect(paused.pausePeriods).toEqual([{ status: 'ACTIVE', pauseDate: new Date(T0) }]);
    expect(eventsSince(m)).toEqual([order('paused'), order('updated')]);

    emulator.clock.advance(2 * DAY);
    const m2 = mark();
    await resumeOrder(owner, created.id);
    const resumed = await get(created.id);
    expect(resumed.status).toBe('ACTIVE');
    expect(resumed.pausePeriods?.[0]).toEqual({ status: 'ENDED', pauseDate: new Date(T0), resumeDate: new Date(Date.parse(T0) + 2 * DAY) });
    expect(resumed.endDate!.getTime() - endBefore.getTime()).toBe(2 * DAY);
    expect(eventsSince(m2)).toEqual([order('resumed'), order('updated')]);
  });

  it('refuses to pause with the reason: already paused, free trial, not started, not paid', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    await pauseOrder(owner, created.id);
    const again = await rejectionOf<ApiError>(pauseOrder(owner, created.id));
    expect(isApiError(again)).toBe(true);
    expect(again).toMatchObject({ status: 428, code: 'ORDER_NOT_SUSPENDABLE', data: { reason: 'ALREADY_SUSPENDED' } });

    const { order: trial } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.monthly);
    await pay(trial.id);
    expect((await get(trial.id)).currentCycle?.index).toBe(0);
    expect(await rejectionOf(pauseOrder(owner, trial.id))).toMatchObject({ data: { reason: 'TRIAL' } });

    const later = await offline(DEMO_PLAN_IDS.threeMonths, { startDate: '2026-04-01T00:00:00.000Z' });
    expect(await rejectionOf(pauseOrder(owner, later.id))).toMatchObject({ data: { reason: 'NOT_STARTED' } });

    const { order: draft } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly);
    expect(await rejectionOf(pauseOrder(owner, draft.id))).toMatchObject({ data: { reason: 'PENDING' } });
  });

  it('refuses to resume an order that is not paused', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    expect(await rejectionOf(resumeOrder(owner, created.id))).toMatchObject({ status: 428, code: 'ORDER_NOT_PAUSED' });
  });
});

describe('postponeEndDate', () => {
  it('moves the end date later', async () => {
    const created = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true });
    const later = new Date(created.endDate!.getTime() + 10 * DAY);
    const m = mark();
    expect(await postponeEndDate(owner, created.id, later)).toEqual({});
    expect((await get(created.id)).endDate).toEqual(later);
    expect(eventsSince(m)).toEqual([order('end_date_postponed'), order('updated')]);
  });

  it('refuses an earlier date, a paused order and an until-canceled order', async () => {
    const created = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true });
    const earlier = new Date(created.endDate!.getTime() - DAY);
    expect(await rejectionOf(postponeEndDate(owner, created.id, earlier))).toMatchObject({ status: 428, code: 'INVALID_END_DATE' });
    await pauseOrder(owner, created.id);
    expect(await rejectionOf(postponeEndDate(owner, created.id, new Date('2030-01-01')))).toMatchObject({ code: 'ORDER_IS_PAUSED' });
    const unlimited = await offline(DEMO_PLAN_IDS.yearly);
    expect(unlimited.endDate).toBeUndefined();
    expect(await rejectionOf(postponeEndDate(owner, unlimited.id, new Date('2030-01-01')))).toMatchObject({
      code: 'ORDER_HAS_NO_END_DATE',
    });
  });
});

describe('cancelOrder', () => {
  it('cancels immediately with OWNER_ACTION; a second cancel is refused', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly, { paid: true });
    const m = mark();
    expect(await cancelOrder(owner, created.id, 'IMMEDIATELY')).toEqual({});
    const canceled = await get(created.id);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancellation: { cause: 'OWNER_ACTION', effectiveAt: 'IMMEDIATELY' } });
    expect(canceled.cancellation?.requestedDate).toEqual(new Date(T0));
    expect(canceled.currentCycle).toBeUndefined();
    expect(eventsSince(m)).toEqual([order('canceled'), order('ended'), order('updated')]);
    expect(await rejectionOf(cancelOrder(owner, created.id, 'IMMEDIATELY'))).toMatchObject({ status: 428, code: 'INVALID_ORDER_STATUS' });
  });

  it('cancels a recurring order at the next payment date: auto-renew off now, CANCELED when the cycle ends', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly, { paid: true });
    const m = mark();
    await cancelOrder(owner, created.id, 'NEXT_PAYMENT_DATE');
    const pending = await get(created.id);
    expect(pending).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true });
    expect(eventsSince(m)).toEqual([order('auto_renew_canceled'), order('updated')]);
    expect(await rejectionOf(cancelOrder(owner, created.id, 'NEXT_PAYMENT_DATE'))).toMatchObject({ code: 'AUTO_RENEW_ALREADY_CANCELED' });

    emulator.clock.set(new Date(pending.currentCycle!.endedDate!.getTime() + 1000));
    const m2 = mark();
    expect((await get(created.id)).status).toBe('CANCELED');
    expect(eventsSince(m2)).toEqual(expect.arrayContaining([order('canceled'), order('ended')]));
  });

  it('takes only IMMEDIATELY for a single-payment order; a draft is canceled without ending', async () => {
    const single = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true });
    expect(await rejectionOf(cancelOrder(owner, single.id, 'NEXT_PAYMENT_DATE'))).toMatchObject({ code: 'INVALID_EFFECTIVE_AT' });

    const { order: draft } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly);
    const m = mark();
    await cancelOrder(owner, draft.id, 'IMMEDIATELY');
    expect(eventsSince(m)).toEqual([order('canceled'), order('updated')]);
  });

  it('refuses a missing effectiveAt on the platform side too', async () => {
    const created = await offline(DEMO_PLAN_IDS.yearly);
    const error = await rejectionOf(owner.request({ method: 'POST', path: `/pricing-plans/v2/orders/${created.id}/cancel`, body: {} }));
    expect(isValidationError(error)).toBe(true);
  });
});

describe('the clock-driven lifecycle', () => {
  it('starts a PENDING offline order on its start date (order_started, no cycle_started)', async () => {
    const created = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true, startDate: '2026-03-05T00:00:00.000Z' });
    expect(created.status).toBe('PENDING');
    emulator.clock.set('2026-03-05T00:00:01.000Z');
    const m = mark();
    expect((await get(created.id)).status).toBe('ACTIVE');
    expect(eventsSince(m)).toEqual([order('started'), order('updated')]);
  });

  it('starts a paid online order with order_started and order_cycle_started', async () => {
    const { order: draft } = await createOnlineOrder(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.monthly, {
      startDate: '2026-03-05T00:00:00.000Z',
    });
    await pay(draft.id);
    emulator.clock.set('2026-03-05T00:00:01.000Z');
    const m = mark();
    expect((await get(draft.id)).status).toBe('ACTIVE');
    expect(eventsSince(m)).toEqual(expect.arrayContaining([order('started'), order('cycle_started')]));
  });

  it('ends a single-payment order at its end date', async () => {
    const created = await offline(DEMO_PLAN_IDS.threeMonths, { paid: true });
    emulator.clock.set(new Date(created.endDate!.getTime() + 1000));
    const m = mark();
    const ended = await get(created.id);
    expect(ended.status).toBe('ENDED');
    expect(ended.currentCycle).toBeUndefined();
    expect(eventsSince(m)).toEqual([order('ended'), order('updated')]);
  });
});

describe('order webhooks, verified', () => {
  it('delivers signed order events that the typed definitions decode', async () => {
    const webhooks = await emulatorWebhookHandler(emulator);
    const [createdEvents, updated, paid, paused, ended, cycles, canceled] = collectEvents(
      webhooks,
      orderCreated,
      orderUpdated,
      orderMarkedAsPaid,
      orderPaused,
      orderEnded,
      orderCycleStarted,
      orderCanceled,
    );
    const statuses: number[] = [];
    // Each delivery is verified when it arrives (its token lives an hour on the emulator clock).
    server.use(
      http.post('https://hooks.test/orders', async ({ request }) => {
        const response = await webhooks.handleRequest(request);
        statuses.push(response.status);
        return response;
      }),
    );
    emulator.webhooks.subscribe({ url: 'https://hooks.test/orders' });

    const created = await offline(DEMO_PLAN_IDS.yearly);
    await markAsPaid(owner, created.id);
    await pauseOrder(owner, created.id);
    await resumeOrder(owner, created.id);
    const cycleEnd = (await get(created.id)).currentCycle!.endedDate!;
    await emulator.webhooks.settled();
    emulator.clock.set(new Date(cycleEnd.getTime() + 1000));
    await get(created.id); // brings the order up to the clock: the second cycle starts
    await cancelOrder(owner, created.id, 'IMMEDIATELY');
    await emulator.webhooks.settled();

    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(createdEvents[0]!.entity).toMatchObject({ id: created.id, type: 'OFFLINE', status: 'ACTIVE' });
    expect(createdEvents[0]!.entity.startDate).toEqual(new Date(T0));
    expect(createdEvents[0]!.metadata.eventTime).toEqual(new Date(T0));
    expect(paused[0]!.data.order?.pausePeriods?.[0]?.pauseDate).toEqual(new Date(T0));
    expect(cycles.map((c) => c.data.cycleNumber)).toEqual([2]);
    expect(cycles[0]!.data.order?.currentCycle?.startedDate).toBeInstanceOf(Date);
    expect(canceled[0]!.data.order?.cancellation).toMatchObject({ cause: 'OWNER_ACTION', effectiveAt: 'IMMEDIATELY' });
    expect(canceled[0]!.data.order?.cancellation?.requestedDate).toEqual(new Date(cycleEnd.getTime() + 1000));
    expect(ended).toHaveLength(1);
    expect(paid).toHaveLength(1);
    expect(updated.at(-1)!.entity.status).toBe('CANCELED');
  });
});
