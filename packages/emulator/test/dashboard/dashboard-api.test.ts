import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_MEMBER_ID, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, type Emulator } from '../../src/index.js';
import { privateSessionSlot } from '../helpers.js';
import { call, DAY, member, T0 } from '../plans/helpers.js';

const BOOKINGS = '/_api/bookings-service/v2/bookings';
const OFFLINE = '/pricing-plans/v2/checkout/orders/offline';

/** A frozen emulator on Monday 2026-03-02 09:00 UTC. */
function mondayEmulator(): Emulator {
  return createEmulator({ clock: '2026-03-02T09:00:00.000Z', onError: (error) => console.error(error) });
}

async function createBooking(emulator: Emulator, startDate: string, endDate: string, firstName = 'Ann'): Promise<any> {
  const created = await call(emulator, 'POST', BOOKINGS, {
    booking: {
      bookedEntity: { slot: privateSessionSlot(startDate, endDate) },
      contactDetails: { firstName, lastName: 'Lee', email: `${firstName.toLowerCase()}@example.com` },
    },
  });
  expect(created.status).toBe(200);
  return created.body.booking;
}

async function monthlyOrder(emulator: Emulator, memberId = 'ann'): Promise<any> {
  member(emulator, memberId);
  const created = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.monthly, memberId, paid: true });
  expect(created.status).toBe(200);
  return created.body.order;
}

const codeOf = (body: any) => body?.details?.applicationError?.code;

describe('GET /_emulator/dashboard/data/{collection}', () => {
  it('lists each collection as the owner API returns it, newest first, with q and limit', async () => {
    const emulator = mondayEmulator();
    const plans = await call(emulator, 'GET', '/_emulator/dashboard/data/plans', undefined, {});
    expect(plans.status).toBe(200);
    const owner = await call(emulator, 'GET', '/pricing-plans/v2/plans?archived=ARCHIVED_AND_ACTIVE');
    expect(plans.body.total).toBe(owner.body.plans.length);
    for (const plan of owner.body.plans) expect(plans.body.items).toContainEqual(plan);
    const times = plans.body.items.map((plan: any) => Date.parse(plan.createdDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const limited = await call(emulator, 'GET', '/_emulator/dashboard/data/plans?limit=1', undefined, {});
    expect(limited.body.items).toHaveLength(1);
    expect(limited.body.total).toBe(plans.body.total);

    const searched = await call(emulator, 'GET', '/_emulator/dashboard/data/plans?q=MONTHLY%20membership', undefined, {});
    expect(searched.body.items.map((plan: any) => plan.id)).toEqual([DEMO_PLAN_IDS.monthly]);
    expect(searched.body.total).toBe(1);

    for (const collection of ['members', 'services', 'orders', 'bookings']) {
      const answer = await call(emulator, 'GET', `/_emulator/dashboard/data/${collection}`, undefined, {});
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(answer.body.items.length);
    }
    const services = await call(emulator, 'GET', '/_emulator/dashboard/data/services', undefined, {});
    expect(services.body.total).toBe(4);
  });

  it('shows bookings and orders, and one entity by id (404 NOT_FOUND when missing)', async () => {
    const emulator = mondayEmulator();
    const booking = await createBooking(emulator, '2026-03-03T10:00:00', '2026-03-03T11:00:00');
    const order = await monthlyOrder(emulator);
    const bookings = await call(emulator, 'GET', '/_emulator/dashboard/data/bookings', undefined, {});
    expect(bookings.body).toMatchObject({ total: 1, items: [{ id: booking.id, status: booking.status }] });
    const orders = await call(emulator, 'GET', '/_emulator/dashboard/data/orders', undefined, {});
    expect(orders.body.items.map((item: any) => item.id)).toEqual([order.id]);

    const one = await call(emulator, 'GET', `/_emulator/dashboard/data/orders/${order.id}`, undefined, {});
    const owner = await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`);
    expect(one.body).toMatchObject({ item: owner.body.order });
    expect(one.body.members.ann).toMatchObject({ id: 'ann', email: expect.stringContaining('@') });
    expect(one.body.actions.map((action: any) => [action.action, action.allowed])).toEqual(
      expect.arrayContaining([
        ['cancel', true],
        ['resume', false],
      ]),
    );
    const memberItem = await call(emulator, 'GET', `/_emulator/dashboard/data/members/${DEMO_MEMBER_ID}`, undefined, {});
    expect(memberItem.body.item.id).toBe(DEMO_MEMBER_ID);
    const bookingItem = await call(emulator, 'GET', `/_emulator/dashboard/data/bookings/${booking.id}`, undefined, {});
    expect(bookingItem.body.item.id).toBe(booking.id);

    const missing = await call(emulator, 'GET', '/_emulator/dashboard/data/orders/no-such-order', undefined, {});
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'NOT_FOUND']);
    const missingBooking = await call(emulator, 'GET', '/_emulator/dashboard/data/bookings/nope', undefined, {});
    expect([missingBooking.status, codeOf(missingBooking.body)]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 400 for an unknown collection or a bad limit, and keeps its own calls out of the requests log', async () => {
    const emulator = mondayEmulator();
    const unknown = await call(emulator, 'GET', '/_emulator/dashboard/data/coupons', undefined, {});
    expect([unknown.status, codeOf(unknown.body)]).toEqual([400, 'INVALID_ARGUMENT']);
    expect((await call(emulator, 'GET', '/_emulator/dashboard/data/coupons/x', undefined, {})).status).toBe(400);
    for (const limit of ['0', '501', 'abc']) {
      expect((await call(emulator, 'GET', `/_emulator/dashboard/data/plans?limit=${limit}`, undefined, {})).status).toBe(400);
    }
    expect((await call(emulator, 'GET', '/_emulator/dashboard/data/plans?limit=500', undefined, {})).status).toBe(200);
    const { requests } = (await call(emulator, 'GET', '/_emulator/dashboard/requests', undefined, {})).body;
    expect(requests.filter((request: any) => !request.path.startsWith('/_emulator/dashboard/'))).toEqual([]);
  });
});

describe('POST /_emulator/dashboard/actions/{collection}/{id}/{action}', () => {
  it("runs the owner's booking actions with the platform's rules, events and errors", async () => {
    const emulator = mondayEmulator();
    const booking = await createBooking(emulator, '2026-03-03T10:00:00', '2026-03-03T11:00:00');
    emulator.webhooks.clearLog();
    const confirmed = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${booking.id}/confirm`, {}, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.item).toMatchObject({ id: booking.id, status: 'CONFIRMED' });
    const types = emulator.webhooks.events().map((event) => event.eventType);
    expect(types).toContain('wix.bookings.v2.booking_confirmed');
    const identity = JSON.parse(JSON.parse(emulator.webhooks.events()[0]!.envelope).identity);
    expect(identity.identityType).toBe('WIX_USER');

    const canceled = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${booking.id}/cancel`, {}, {});
    expect(canceled.body.item.status).toBe('CANCELED');
    const again = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${booking.id}/cancel`, {}, {});
    const direct = await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/cancel`, { revision: canceled.body.item.revision });
    expect([again.status, codeOf(again.body)]).toEqual([direct.status, codeOf(direct.body)]);
    expect(again.status).toBeGreaterThanOrEqual(400);

    const other = await createBooking(emulator, '2026-03-04T10:00:00', '2026-03-04T11:00:00', 'Bo');
    const declined = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${other.id}/decline`, {}, {});
    expect(declined.body.item.status).toBe('DECLINED');
    const missing = await call(emulator, 'POST', '/_emulator/dashboard/actions/bookings/nope/confirm', {}, {});
    expect(missing.status).toBe(404);
  });

  it('pauses, resumes and cancels orders, and approves and blocks members', async () => {
    const emulator = mondayEmulator();
    const order = await monthlyOrder(emulator);
    // Out of the free trial (7 days) first: a trial order cannot be paused.
    emulator.clock.advance(8 * DAY);
    const paused = await call(emulator, 'POST', `/_emulator/dashboard/actions/orders/${order.id}/pause`, {}, {});
    expect(paused.status).toBe(200);
    expect(paused.body.item.status).toBe('PAUSED');
    const pausedAgain = await call(emulator, 'POST', `/_emulator/dashboard/actions/orders/${order.id}/pause`, {}, {});
    const direct = await call(emulator, 'POST', `/pricing-plans/v2/orders/${order.id}/pause`, {});
    expect([pausedAgain.status, codeOf(pausedAgain.body)]).toEqual([direct.status, codeOf(direct.body)]);
    const resumed = await call(emulator, 'POST', `/_emulator/dashboard/actions/orders/${order.id}/resume`, {}, {});
    expect(resumed.body.item.status).toBe('ACTIVE');
    const canceled = await call(emulator, 'POST', `/_emulator/dashboard/actions/orders/${order.id}/cancel`, {}, {});
    expect(canceled.body.item.status).toBe('CANCELED');

    const blocked = await call(emulator, 'POST', `/_emulator/dashboard/actions/members/${DEMO_MEMBER_ID}/block`, {}, {});
    expect(blocked.status).toBe(200);
    expect(blocked.body.item.status).toBe('BLOCKED');
    const approved = await call(emulator, 'POST', `/_emulator/dashboard/actions/members/${DEMO_MEMBER_ID}/approve`, {}, {});
    expect(approved.body.item.status).toBe('APPROVED');
  });

  it('answers 400 for an unknown collection or action', async () => {
    const emulator = mondayEmulator();
    const collection = await call(emulator, 'POST', '/_emulator/dashboard/actions/plans/x/archive', {}, {});
    expect([collection.status, codeOf(collection.body)]).toEqual([400, 'INVALID_ARGUMENT']);
    const action = await call(emulator, 'POST', `/_emulator/dashboard/actions/members/${DEMO_MEMBER_ID}/delete`, {}, {});
    expect([action.status, codeOf(action.body)]).toEqual([400, 'INVALID_ARGUMENT']);
    const inherited = await call(emulator, 'POST', `/_emulator/dashboard/actions/members/${DEMO_MEMBER_ID}/toString`, {}, {});
    expect(inherited.status).toBe(400);
  });
});

describe('GET /_emulator/dashboard/calendar', () => {
  it("groups the week's bookings by slot and column, with capacity and booked participants", async () => {
    const emulator = mondayEmulator();
    const first = await createBooking(emulator, '2026-03-03T10:00:00', '2026-03-03T11:00:00');
    await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${first.id}/cancel`, {}, {});
    const second = await createBooking(emulator, '2026-03-03T10:00:00', '2026-03-03T11:00:00', 'Bo');
    await createBooking(emulator, '2026-03-12T10:00:00', '2026-03-12T11:00:00', 'Cy'); // next week

    const calendar = await call(emulator, 'GET', '/_emulator/dashboard/calendar', undefined, {});
    expect(calendar.status).toBe(200);
    // The business's zone (America/New_York): local midnights, and the DST change of March 8.
    expect(calendar.body.timeZone).toBe('America/New_York');
    expect(calendar.body.from).toBe('2026-03-02T05:00:00.000Z');
    expect(calendar.body.to).toBe('2026-03-09T04:00:00.000Z');
    expect(calendar.body.days.map((day: any) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const names = calendar.body.columns.map((column: any) => column.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(calendar.body.columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Leo Park', kind: 'staff' }),
        expect.objectContaining({ name: 'Maya Chen', kind: 'staff' }),
      ]),
    );
    expect(calendar.body.entries).toHaveLength(1);
    const [entry] = calendar.body.entries;
    expect(entry).toMatchObject({
      serviceId: DEMO_SERVICE_IDS.privateSession,
      serviceName: 'Private Yoga Session',
      start: second.startDate,
      capacity: 1,
      booked: 1,
      // A one-to-one slot with its booking is not "full".
      full: false,
      day: '2026-03-03',
    });
    expect(calendar.body.columns.map((column: any) => column.id)).toContain(entry.columnId);
    expect(entry.bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, status: 'CANCELED', participants: 1, name: 'Ann Lee' }),
        expect.objectContaining({ id: second.id, name: 'Bo Lee' }),
      ]),
    );

    const later = await call(emulator, 'GET', '/_emulator/dashboard/calendar?from=2026-03-09&days=14&timeZone=UTC', undefined, {});
    expect(later.body.to).toBe('2026-03-23T00:00:00.000Z');
    expect(later.body.entries.map((e: any) => e.bookings[0].name)).toEqual(['Cy Lee']);
  });

  it('answers 400 for days outside 1..14 or a bad from', async () => {
    const emulator = mondayEmulator();
    for (const query of ['days=0', 'days=15', 'days=x', 'from=yesterday']) {
      const answer = await call(emulator, 'GET', `/_emulator/dashboard/calendar?${query}`, undefined, {});
      expect([answer.status, codeOf(answer.body)]).toEqual([400, 'INVALID_ARGUMENT']);
    }
  });
});

describe('clock and summary', () => {
  it('reports the start time, resets to it, and goes back to real time when it started real', async () => {
    const emulator = createEmulator({ clock: T0 });
    const moved = await call(emulator, 'POST', '/_emulator/clock', { advanceMs: DAY }, {});
    expect(moved.body).toEqual({ now: '2026-03-02T09:00:00.000Z', real: false, start: T0 });
    const reset = await call(emulator, 'POST', '/_emulator/clock', { reset: true }, {});
    expect(reset.body).toEqual({ now: T0, real: false, start: T0 });
    const summary = await call(emulator, 'GET', '/_emulator/dashboard/summary', undefined, {});
    expect(summary.body.clock).toMatchObject({ now: T0, start: T0 });
    expect(summary.body).toMatchObject({ nextOrderPayment: null, access: 'open' });

    const real = createEmulator();
    await call(real, 'POST', '/_emulator/clock', { set: T0 }, {});
    const back = await call(real, 'POST', '/_emulator/clock', { reset: true }, {});
    expect(back.body).toMatchObject({ real: true, start: null });
  });

  it('moves to the next order payment and renews at once; a day across a payment renews too', async () => {
    const emulator = createEmulator({ clock: T0 });
    const order = await monthlyOrder(emulator);
    const none = createEmulator({ clock: T0 });
    const refused = await call(none, 'POST', '/_emulator/clock', { to: 'next-order-payment' }, {});
    expect([refused.status, codeOf(refused.body)]).toEqual([400, 'NO_UPCOMING_PAYMENT']);

    const summary = await call(emulator, 'GET', '/_emulator/dashboard/summary', undefined, {});
    const due = summary.body.nextOrderPayment as string;
    expect(Date.parse(due)).toBeGreaterThan(Date.parse(T0));
    const before = (await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`)).body.order.currentCycle.index;
    emulator.webhooks.clearLog();
    const moved = await call(emulator, 'POST', '/_emulator/clock', { to: 'next-order-payment' }, {});
    expect(moved.body).toEqual({ now: due, real: false, start: T0 });
    // Renewed at once: the cycle event was sent by the move itself, before any order read.
    expect(emulator.webhooks.events().map((event) => event.eventType)).toContain('wix.pricing_plans.v2.order_cycle_started');
    const after = (await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`)).body.order.currentCycle.index;
    expect(after).toBe(before + 1);

    // A day's advance across the following payment renews as well.
    const next = (await call(emulator, 'GET', '/_emulator/dashboard/summary', undefined, {})).body.nextOrderPayment as string;
    await call(emulator, 'POST', '/_emulator/clock', { set: new Date(Date.parse(next) - DAY / 2).toISOString() }, {});
    emulator.webhooks.clearLog();
    await call(emulator, 'POST', '/_emulator/clock', { advanceMs: DAY }, {});
    expect(emulator.webhooks.events().map((event) => event.eventType)).toContain('wix.pricing_plans.v2.order_cycle_started');
  });

  it('refuses an unknown clock target', async () => {
    const emulator = createEmulator({ clock: T0 });
    const answer = await call(emulator, 'POST', '/_emulator/clock', { to: 'tomorrow' }, {});
    expect([answer.status, codeOf(answer.body)]).toEqual([400, 'INVALID_ARGUMENT']);
  });

  it('emulator.reset() clears the requests log', async () => {
    const emulator = createEmulator({ clock: T0 });
    await call(emulator, 'GET', '/_emulator/clock', undefined, {});
    expect((await call(emulator, 'GET', '/_emulator/dashboard/requests', undefined, {})).body.requests).not.toEqual([]);
    emulator.reset();
    expect((await call(emulator, 'GET', '/_emulator/dashboard/requests', undefined, {})).body.requests).toEqual([]);
  });
});

describe('with a data folder', () => {
  it('runs actions and clock moves inside the calling request, kept across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-dashboard-'));
    try {
      const emulator = createEmulator({ clock: '2026-03-02T09:00:00.000Z', dataDir });
      const booking = await createBooking(emulator, '2026-03-03T10:00:00', '2026-03-03T11:00:00');
      const confirmed = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${booking.id}/confirm`, {}, {});
      expect(confirmed.body.item.status).toBe('CONFIRMED');
      // A refused action changes nothing.
      const refused = await call(emulator, 'POST', `/_emulator/dashboard/actions/bookings/${booking.id}/decline`, {}, {});
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect((await call(emulator, 'POST', '/_emulator/clock', { advanceMs: DAY }, {})).status).toBe(200);
      expect((await call(emulator, 'GET', '/_emulator/dashboard/calendar', undefined, {})).body.entries).toHaveLength(1);
      await emulator.close();
      const reopened = createEmulator({ clock: '2026-03-02T09:00:00.000Z', dataDir });
      const item = await call(reopened, 'GET', `/_emulator/dashboard/data/bookings/${booking.id}`, undefined, {});
      expect(item.body.item.status).toBe('CONFIRMED');
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
