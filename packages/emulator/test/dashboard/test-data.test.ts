import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, type Emulator } from '../../src/index.js';
import { call, member } from '../plans/helpers.js';

// The dashboard's test data and logs (docs/emulator.md, "Dashboard API"): member edits, slots,
// bookings and offline orders made through the platform's own routes, signing a browser in as a
// member, the webhook events log, the requests log's search, paging and faults, and the clock in
// exports. Every effect is checked through the platform API.

/** A frozen emulator on Monday 2026-03-02 09:00 UTC (04:00 in the business's America/New_York). */
const mondayEmulator = (): Emulator => createEmulator({ clock: '2026-03-02T09:00:00.000Z', onError: (error) => console.error(error) });
const dashboard = (emulator: Emulator, method: string, path: string, body?: unknown) => call(emulator, method, path, body, {});
const codeOf = (body: any) => body?.details?.applicationError?.code;

async function firstSlot(emulator: Emulator, serviceId = DEMO_SERVICE_IDS.privateSession, from = '2026-03-03'): Promise<any> {
  const answer = await dashboard(emulator, 'GET', `/_emulator/dashboard/slots?serviceId=${serviceId}&from=${from}&days=1`);
  expect(answer.status).toBe(200);
  expect(answer.body.timeZone).toBe('America/New_York');
  return answer.body.slots.find((slot: any) => slot.bookable);
}

describe('members from the dashboard', () => {
  it('edits the names and moves the status through the owner routes; a bad status is a 400 naming it', async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    const edited = await dashboard(emulator, 'POST', '/_emulator/dashboard/members/ann', {
      firstName: 'Ann',
      lastName: 'Lee',
      status: 'BLOCKED',
    });
    expect(edited.status).toBe(200);
    const owner = await call(emulator, 'GET', '/members/v1/members/ann?fieldsets=FULL');
    expect(owner.body.member).toMatchObject({ status: 'BLOCKED', contact: { firstName: 'Ann', lastName: 'Lee' } });
    expect(edited.body.item.status).toBe('BLOCKED');
    expect(edited.body.actions).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'approve', allowed: true })]));

    const bad = await dashboard(emulator, 'POST', '/_emulator/dashboard/members/ann', { status: 'SUPERHERO' });
    expect([bad.status, bad.body.details.validationError.fieldViolations[0].field]).toEqual([400, 'status']);
  });

  it('signs a browser in on the hosted pages with a cookie, never a token in the answer', async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    const signed = await dashboard(emulator, 'POST', '/_emulator/dashboard/members/ann/browser-session', {});
    expect(signed.status).toBe(200);
    expect(signed.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(JSON.stringify(signed.body)).toBe(JSON.stringify({ memberId: 'ann' }));
  });
});

describe('bookings and orders from the dashboard', () => {
  it("books a slot for a member as their own booking, and the email's time is the slot's in the business's zone", async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    const slot = await firstSlot(emulator);
    const booked = await dashboard(emulator, 'POST', '/_emulator/dashboard/bookings', {
      bookedEntity: slot.bookedEntity,
      memberId: 'ann',
      notify: true,
    });
    expect(booked.status).toBe(200);
    const owner = await call(emulator, 'POST', '/_api/bookings-reader/v2/extended-bookings/query', {
      query: { filter: { id: booked.body.item.id } },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.extendedBookings[0].booking).toMatchObject({
      startDate: slot.start,
      createdBy: { memberId: 'ann' },
      contactDetails: { email: 'ann@example.com' },
    });
    const { messages } = (await dashboard(emulator, 'GET', '/_emulator/outbox')).body;
    const email = messages.find((message: any) => message.bookingId === booked.body.item.id);
    // 14:00 UTC on March 3 is 9:00 AM in New York.
    expect(slot.start).toBe('2026-03-03T14:00:00.000Z');
    expect(email.text).toContain('Tuesday, March 3, 2026 at 9:00 AM');

    const calendar = (await dashboard(emulator, 'GET', '/_emulator/dashboard/calendar')).body;
    expect(calendar.days[0].date).toBe('2026-03-02');
    expect(calendar.entries.map((entry: any) => [entry.start, entry.day, entry.full])).toEqual([
      ['2026-03-03T14:00:00.000Z', '2026-03-03', false],
    ]);
  });

  it('books for a guest, and refuses a member who is not approved or a booking without a customer', async () => {
    const emulator = mondayEmulator();
    const slot = await firstSlot(emulator);
    const guest = await dashboard(emulator, 'POST', '/_emulator/dashboard/bookings', {
      bookedEntity: slot.bookedEntity,
      contact: { firstName: 'Gus', email: 'gus@example.com' },
    });
    expect(guest.status).toBe(200);
    expect(guest.body.item.contactDetails).toMatchObject({ firstName: 'Gus', email: 'gus@example.com' });
    const nobody = await dashboard(emulator, 'POST', '/_emulator/dashboard/bookings', { bookedEntity: slot.bookedEntity });
    expect(nobody.status).toBe(400);
    member(emulator, 'bo');
    await dashboard(emulator, 'POST', '/_emulator/dashboard/members/bo', { status: 'BLOCKED' });
    const next = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession, '2026-03-04');
    const blocked = await dashboard(emulator, 'POST', '/_emulator/dashboard/bookings', { bookedEntity: next.bookedEntity, memberId: 'bo' });
    expect([blocked.status, codeOf(blocked.body)]).toEqual([428, 'INVALID_MEMBER_STATUS']);
  });

  it('sells a plan as an offline order, seen by the owner API', async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    const sold = await dashboard(emulator, 'POST', '/_emulator/dashboard/orders', {
      planId: DEMO_PLAN_IDS.monthly,
      memberId: 'ann',
      paid: true,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.members.ann).toMatchObject({ email: 'ann@example.com' });
    const owner = await call(emulator, 'GET', `/pricing-plans/v2/orders/${sold.body.item.id}`);
    expect(owner.body.order).toMatchObject({ planId: DEMO_PLAN_IDS.monthly, buyer: { memberId: 'ann' }, status: 'ACTIVE' });
    const detail = await dashboard(emulator, 'GET', '/_emulator/dashboard/data/members/ann');
    expect(detail.body.related.orders.map((order: any) => order.id)).toEqual([sold.body.item.id]);
  });
});

describe('logs', () => {
  it('lists emitted events with no endpoint registered, decoded, newest first and paged', async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    for (const memberId of ['ann']) {
      await dashboard(emulator, 'POST', '/_emulator/dashboard/orders', { planId: DEMO_PLAN_IDS.monthly, memberId, paid: true });
    }
    const all = (await dashboard(emulator, 'GET', '/_emulator/dashboard/events')).body;
    expect(all.total).toBeGreaterThan(1);
    expect(all.items[0].seq).toBe(all.total);
    expect(all.items.every((event: any) => event.deliveries === 0)).toBe(true);
    const created = all.items.find((event: any) => event.eventType === 'wix.pricing_plans.v2.order_created');
    expect(created.event.data.createdEvent.entity.buyer.memberId).toBe('ann');
    const page = (await dashboard(emulator, 'GET', '/_emulator/dashboard/events?limit=1&offset=1')).body;
    expect(page.items.map((event: any) => event.seq)).toEqual([all.total - 1]);
    const narrowed = (await dashboard(emulator, 'GET', '/_emulator/dashboard/events?eventType=order_created')).body;
    expect(narrowed.items.map((event: any) => event.eventType)).toEqual(['wix.pricing_plans.v2.order_created']);
  });

  it('finds a request by its id, pages the log, and marks an injected fault with the body it was sent', async () => {
    const emulator = mondayEmulator();
    await dashboard(emulator, 'POST', '/_emulator/faults', {
      path: '/pricing-plans/v2/checkout/orders/offline',
      kind: 'error',
      status: 503,
      times: 1,
    });
    const faulted = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/offline', {
      planId: DEMO_PLAN_IDS.monthly,
      memberId: 'x',
    });
    expect(faulted.status).toBe(503);
    const id = faulted.headers.get('x-wix-request-id')!;
    await call(emulator, 'GET', '/pricing-plans/v2/plans');
    const found = (await dashboard(emulator, 'GET', `/_emulator/dashboard/requests?q=${id}`)).body;
    expect(found.requests.map((request: any) => request.id)).toEqual([id]);
    expect(found.requests[0].fault).toMatchObject({ kind: 'error', status: 503 });
    const detail = (await dashboard(emulator, 'GET', `/_emulator/dashboard/requests/${id}`)).body.request;
    expect(JSON.parse(detail.requestBody)).toEqual({ planId: DEMO_PLAN_IDS.monthly, memberId: 'x' });
    // Newest first: the plans read, the faulted call, the fault rule's own POST.
    const page = (await dashboard(emulator, 'GET', '/_emulator/dashboard/requests?limit=1&offset=1')).body;
    expect([page.total, page.requests.map((request: any) => request.id)]).toEqual([3, [id]]);
  });
});

describe('large state files', () => {
  it('imports a state file over 1 MiB (up to 32 MiB): 3,000 members, paged by 100', async () => {
    const emulator = mondayEmulator();
    member(emulator, 'ann');
    const state = (await dashboard(emulator, 'GET', '/_emulator/state')).body;
    const ann = state.domains.members.members.ann;
    for (let index = 0; index < 3000; index++) {
      const id = `clone-${index}`;
      state.domains.members.members[id] = { ...ann, id, loginEmail: `clone${index}@example.com` };
    }
    const text = JSON.stringify(state);
    expect(text.length).toBeGreaterThan(1_048_576);
    const imported = await emulator.fetch('/_emulator/dashboard/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    expect(imported.status).toBe(200);
    const page = (await dashboard(emulator, 'GET', '/_emulator/dashboard/data/members?offset=3000&limit=100')).body;
    expect([page.total, page.items.length]).toEqual([3002, 2]);
  });
});

describe('the clock in exports', () => {
  it('exports the clock with the state, and an import puts it back', async () => {
    const emulator = mondayEmulator();
    await dashboard(emulator, 'POST', '/_emulator/clock', { advanceMs: 86_400_000 });
    const exported = (await dashboard(emulator, 'GET', '/_emulator/state')).body;
    expect(exported.clock).toMatchObject({ now: '2026-03-03T09:00:00.000Z', real: false });
    await dashboard(emulator, 'POST', '/_emulator/clock', { set: '2027-01-01T00:00:00.000Z' });
    const imported = await dashboard(emulator, 'POST', '/_emulator/dashboard/import', exported);
    expect(imported.body.clock.now).toBe('2026-03-03T09:00:00.000Z');
    expect((await dashboard(emulator, 'GET', '/_emulator/clock')).body.now).toBe('2026-03-03T09:00:00.000Z');
  });
});
