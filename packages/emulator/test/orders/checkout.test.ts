import { describe, expect, it } from 'vitest';
import { getMember } from '../../src/domains/members/store.js';
import { DEMO_PLAN_IDS, pricingPlans } from '../../src/index.js';
import { call, codeOf, DAY, eventTypes, events, member, newEmulator, T0, visitor } from '../plans/helpers.js';

const ONLINE = '/pricing-plans/v2/checkout/orders/online';
const OFFLINE = '/pricing-plans/v2/checkout/orders/offline';
const iso = (ms: number) => new Date(ms).toISOString();
const t0 = Date.parse(T0);

describe('createOnlineOrder', () => {
  it('creates a DRAFT order for the calling member with the plan snapshot; paying makes it ACTIVE', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const { status, body } = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly }, ann.headers);
    expect(status).toBe(200);
    const contactId = getMember(emulator.state, 'ann')!.contactId;
    expect(body.order).toMatchObject({
      planId: DEMO_PLAN_IDS.yearly,
      buyer: { memberId: 'ann', contactId },
      type: 'ONLINE',
      status: 'DRAFT',
      lastPaymentStatus: 'UNPAID',
      autoRenewCanceled: false,
      startDate: T0,
      planName: 'Annual Membership',
      planPrice: '290',
      pausePeriods: [],
      cycles: [],
      createdDate: T0,
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'YEAR' }, cycleCount: 0 },
        prices: [{ duration: { cycleFrom: 1 }, price: { subtotal: '290', discount: '0', total: '290', currency: 'USD' } }],
      },
      priceDetails: { subtotal: '290', discount: '0', total: '290', planPrice: '290', currency: 'USD' },
    });
    expect(body.order).not.toHaveProperty('endDate');
    expect(body.order).not.toHaveProperty('currentCycle');
    expect(eventTypes(emulator)).toEqual(['order_created']);
    expect((await call(emulator, 'GET', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`)).body.plan.hasOrders).toBe(true);

    const paid = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${body.order.id}/pay`, {});
    expect(paid.body.order).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'PAID',
      currentCycle: { index: 1, startedDate: T0, endedDate: '2027-03-01T09:00:00.000Z' },
      cycles: [{ index: 1, startedDate: T0, endedDate: '2027-03-01T09:00:00.000Z' }],
    });
    expect(paid.body.order.wixPayOrderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(eventTypes(emulator)).toEqual(['order_created', 'order_purchased', 'order_started', 'order_cycle_started', 'order_updated']);
    const purchased = events(emulator).find((e) => e.type === 'order_purchased')!;
    expect(purchased.identity).toEqual({ identityType: 'MEMBER', memberId: 'ann' });
    expect(events(emulator).find((e) => e.type === 'order_cycle_started')!.data).toMatchObject({
      cycleNumber: 1,
      order: { id: body.order.id },
    });
  });

  it('a free plan skips DRAFT: ACTIVE at once, NOT_APPLICABLE, no Wix Pay order', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const { body } = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.free }, ann.headers);
    expect(body.order).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'NOT_APPLICABLE',
      currentCycle: { index: 1, startedDate: T0 },
    });
    expect(body.order).not.toHaveProperty('wixPayOrderId');
    expect(body.order).not.toHaveProperty('autoRenewCanceled');
    expect(body.order).not.toHaveProperty('endDate');
    expect(body.order.currentCycle).not.toHaveProperty('endedDate');
    expect(eventTypes(emulator)).toEqual(['order_created', 'order_purchased', 'order_started', 'order_cycle_started']);
    expect(events(emulator)[0]!.data.status).toBe('ACTIVE');
  });

  it('a plan with a free trial starts in cycle 0 with payment PENDING, then cycle 1 is charged', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const order = pricingPlans(emulator).createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', pay: true });
    expect(order).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'PENDING',
      freeTrialDays: 7,
      currentCycle: { index: 0, startedDate: T0, endedDate: iso(t0 + 7 * DAY) },
    });
    emulator.clock.advance(7 * DAY);
    const { body } = await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`);
    expect(body.order).toMatchObject({
      lastPaymentStatus: 'PAID',
      currentCycle: { index: 1, startedDate: iso(t0 + 7 * DAY), endedDate: '2026-04-08T09:00:00.000Z' },
    });
  });

  it('honours the start date rules: future only where allowed (PENDING once paid), never in the past', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const future = iso(t0 + 10 * DAY);
    const later = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, startDate: future }, ann.headers);
    expect(later.body.order).toMatchObject({ status: 'DRAFT', startDate: future });
    const paid = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${later.body.order.id}/pay`, {});
    expect(paid.body.order.status).toBe('PENDING');
    expect(paid.body.order).not.toHaveProperty('currentCycle');
    const refused = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, startDate: future }, ann.headers);
    expect([refused.status, codeOf(refused.body)]).toEqual([428, 'buyer_can_not_pick_future_start_date']);
    const past = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, startDate: iso(t0 - DAY) }, ann.headers);
    expect([past.status, codeOf(past.body)]).toEqual([428, 'invalid_start_date']);
    const garbage = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, startDate: 'soon' }, ann.headers);
    expect(garbage.status).toBe(400);
    const nearlyNow = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, startDate: iso(t0 + 5_000) }, ann.headers);
    expect(nearlyNow.body.order.startDate).toBe(T0);
  });

  it('needs a member: visitors get 403 MEMBER_REQUIRED, the owner buys on behalf of a member', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const asVisitor = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly }, await visitor(emulator));
    expect([asVisitor.status, codeOf(asVisitor.body)]).toEqual([403, 'MEMBER_REQUIRED']);
    const noBuyer = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly });
    expect([noBuyer.status, codeOf(noBuyer.body)]).toEqual([400, 'MEMBER_REQUIRED']);
    const onBehalf = await call(emulator, 'POST', ONLINE, {
      planId: DEMO_PLAN_IDS.yearly,
      onBehalf: { memberId: 'ann', orderMethod: 'MOTO' },
    });
    expect(onBehalf.body.order).toMatchObject({ buyer: { memberId: 'ann' }, orderMethod: 'MOTO', status: 'DRAFT' });
    const pos = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, onBehalf: { memberId: 'ann', orderMethod: 'POS' } });
    expect([pos.status, codeOf(pos.body)]).toEqual([400, 'RECURRING_POS_UNSUPPORTED']);
    const unknownMethod = await call(emulator, 'POST', ONLINE, {
      planId: DEMO_PLAN_IDS.yearly,
      onBehalf: { memberId: 'ann', orderMethod: 'FAX' },
    });
    expect([unknownMethod.status, codeOf(unknownMethod.body)]).toEqual([400, 'UNKNOWN_ORDER_METHOD']);
    const ghost = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, onBehalf: { memberId: 'ghost' } });
    expect([ghost.status, codeOf(ghost.body)]).toEqual([404, 'member_not_found']);
    expect((await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly }, {})).status).toBe(401);
  });

  it('refuses unknown and archived plans', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const missing = await call(emulator, 'POST', ONLINE, { planId: 'nope' }, ann.headers);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'plan_not_found']);
    const none = await call(emulator, 'POST', ONLINE, {}, ann.headers);
    expect(none.status).toBe(400);
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`, {});
    const archived = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly }, ann.headers);
    expect([archived.status, codeOf(archived.body)]).toEqual([428, 'archived_plan']);
  });

  it('enforces maxPurchasesPerBuyer (drafts do not count; offline orders ignore it)', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const plan = DEMO_PLAN_IDS.threeMonths;
    const first = await call(emulator, 'POST', ONLINE, { planId: plan }, ann.headers);
    const second = await call(emulator, 'POST', ONLINE, { planId: plan }, ann.headers);
    expect(second.status).toBe(200);
    await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${first.body.order.id}/pay`, {});
    const third = await call(emulator, 'POST', ONLINE, { planId: plan }, ann.headers);
    expect([third.status, codeOf(third.body)]).toEqual([428, 'purchases_limit_reached']);
    const paySecond = await call(emulator, 'POST', `/_emulator/pricing-plans/orders/${second.body.order.id}/pay`, {});
    expect([paySecond.status, codeOf(paySecond.body)]).toEqual([428, 'purchases_limit_reached']);
    const preview = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/preview-online', { planId: plan }, ann.headers);
    expect(preview.body).toEqual({ purchaseLimitExceeded: true });
    const offline = await call(emulator, 'POST', OFFLINE, { planId: plan, memberId: 'ann' });
    expect(offline.status).toBe(200);
    const offlinePreview = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/preview-offline', {
      planId: plan,
      memberId: 'ann',
    });
    expect(offlinePreview.body.purchaseLimitExceeded).toBe(true);
    expect(offlinePreview.body.order).toBeDefined();
    const bob = member(emulator, 'bob');
    expect((await call(emulator, 'POST', ONLINE, { planId: plan }, bob.headers)).status).toBe(200);
  });

  it('is idempotent by submissionId', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const a = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, submissionId: 'sub-1' }, ann.headers);
    const b = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, submissionId: 'sub-1' }, ann.headers);
    expect(b.body.order.id).toBe(a.body.order.id);
    expect(a.body.order.formData).toEqual({ submissionId: 'sub-1' });
    expect(eventTypes(emulator)).toEqual(['order_created']);
    expect(pricingPlans(emulator).listOrders()).toHaveLength(1);
    const other = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, submissionId: 'sub-1' }, ann.headers);
    expect([other.status, codeOf(other.body)]).toEqual([409, 'submission_id_already_used']);
    const offline1 = await call(emulator, 'POST', OFFLINE, {
      planId: DEMO_PLAN_IDS.yearly,
      memberId: 'ann',
      submissionId: 'sub-2',
      paid: true,
    });
    const offline2 = await call(emulator, 'POST', OFFLINE, {
      planId: DEMO_PLAN_IDS.yearly,
      memberId: 'ann',
      submissionId: 'sub-2',
      paid: true,
    });
    expect(offline2.body.order.id).toBe(offline1.body.order.id);
  });
});

describe('createOfflineOrder', () => {
  it('is PENDING or ACTIVE by start date whether paid or not; no cycle_started at its first start', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const paid = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', paid: true });
    expect(paid.body.order).toMatchObject({ type: 'OFFLINE', status: 'ACTIVE', lastPaymentStatus: 'PAID', currentCycle: { index: 1 } });
    expect(eventTypes(emulator)).toEqual(['order_created', 'order_purchased', 'order_started']);
    const unpaid = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' });
    expect(unpaid.body.order).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'UNPAID' });
    const future = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', startDate: iso(t0 + 3 * DAY) });
    expect(future.body.order.status).toBe('PENDING');
    const free = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.free, memberId: 'ann', paid: true });
    expect(free.body.order.lastPaymentStatus).toBe('NOT_APPLICABLE');
  });

  it('may start in the past: the cycles and the end that passed are applied at once', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const { body } = await call(emulator, 'POST', OFFLINE, {
      planId: DEMO_PLAN_IDS.threeMonths,
      memberId: 'ann',
      paid: true,
      startDate: '2025-11-01T09:00:00.000Z',
    });
    expect(body.order).toMatchObject({
      status: 'ENDED',
      endDate: '2026-02-01T09:00:00.000Z',
      cycles: [{ index: 1, startedDate: '2025-11-01T09:00:00.000Z', endedDate: '2026-02-01T09:00:00.000Z' }],
    });
    expect(body.order).not.toHaveProperty('currentCycle');
    expect(eventTypes(emulator)).toEqual(['order_created', 'order_purchased', 'order_started', 'order_ended']);
  });

  it('needs the owner and an existing member', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    expect((await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' }, ann.headers)).status).toBe(403);
    const noMember = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly });
    expect(noMember.status).toBe(400);
    const ghost = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ghost' });
    expect([ghost.status, codeOf(ghost.body)]).toEqual([400, 'MEMBER_DOESNT_EXIST']);
    const badPaid = await call(emulator, 'POST', OFFLINE, { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', paid: 'yes' });
    expect(badPaid.status).toBe(400);
  });
});

describe('previews and coupons', () => {
  it('previews an online order for a member without saving anything', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const { status, body } = await call(
      emulator,
      'POST',
      '/pricing-plans/v2/checkout/orders/preview-online',
      { planId: DEMO_PLAN_IDS.yearly },
      ann.headers,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      purchaseLimitExceeded: false,
      order: {
        id: '00000000-0000-0000-0000-000000000000',
        subscriptionId: '00000000-0000-0000-0000-000000000000',
        status: 'ACTIVE',
        buyer: { memberId: 'ann' },
      },
    });
    expect(pricingPlans(emulator).listOrders()).toEqual([]);
    expect(eventTypes(emulator)).toEqual([]);
    const asVisitor = await call(
      emulator,
      'POST',
      '/pricing-plans/v2/checkout/orders/preview-online',
      { planId: DEMO_PLAN_IDS.yearly },
      await visitor(emulator),
    );
    expect([asVisitor.status, codeOf(asVisitor.body)]).toEqual([403, 'MEMBER_REQUIRED']);
    const offline = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/preview-offline', {
      planId: DEMO_PLAN_IDS.yearly,
      memberId: 'ann',
      startDate: '2026-04-01T00:00:00.000Z',
    });
    expect(offline.body).toMatchObject({
      purchaseLimitExceeded: false,
      order: { type: 'OFFLINE', status: 'PENDING', startDate: '2026-04-01T00:00:00.000Z' },
    });
    expect(
      (
        await call(
          emulator,
          'POST',
          '/pricing-plans/v2/checkout/orders/preview-offline',
          { planId: DEMO_PLAN_IDS.yearly, memberId: 'ann' },
          ann.headers,
        )
      ).status,
    ).toBe(403);
  });

  it('previews prices for anyone, with coupons configured over HTTP or in process', async () => {
    const emulator = newEmulator();
    const headers = await visitor(emulator);
    const preview = (body: unknown) => call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/price-preview', body, headers);
    expect((await preview({ planId: DEMO_PLAN_IDS.monthly })).body).toEqual({
      prices: [{ duration: { cycleFrom: 1 }, price: { subtotal: '29', discount: '0', total: '29', currency: 'USD', proration: '0' } }],
    });
    expect((await call(emulator, 'POST', '/_emulator/coupons', { code: 'SPRING10', discountPercent: 10 }, {})).status).toBe(200);
    const percent = await preview({ planId: DEMO_PLAN_IDS.yearly, couponCode: 'spring10' });
    expect(percent.body.prices[0].price).toMatchObject({
      subtotal: '290',
      discount: '29',
      total: '261',
      coupon: { code: 'SPRING10', amount: '29' },
    });
    pricingPlans(emulator).coupons.add({ code: 'FIVE', discountAmount: '5', firstCycleOnly: true });
    const first = await preview({ planId: DEMO_PLAN_IDS.monthly, couponCode: 'FIVE' });
    expect(first.body.prices).toEqual([
      { duration: { cycleFrom: 1, numberOfCycles: 1 }, price: expect.objectContaining({ subtotal: '29', discount: '5', total: '24' }) },
      { duration: { cycleFrom: 2 }, price: { subtotal: '29', discount: '0', total: '29', currency: 'USD', proration: '0' } },
    ]);
    const single = await preview({ planId: DEMO_PLAN_IDS.threeMonths, couponCode: 'WELCOME10' });
    expect(single.body.prices).toEqual([
      { duration: { cycleFrom: 1, numberOfCycles: 1 }, price: expect.objectContaining({ total: '67.50', discount: '7.50' }) },
    ]);
    expect((await call(emulator, 'GET', '/_emulator/coupons', undefined, {})).body.coupons.map((c: any) => c.code).sort()).toEqual([
      'FIVE',
      'SPRING10',
      'WELCOME10',
    ]);
  });

  it('answers each coupon error with its code, status 428 and { couponCode, planId }', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const pp = pricingPlans(emulator);
    pp.coupons.add({ code: 'OFF', discountPercent: 10, disabled: true });
    pp.coupons.add({ code: 'LATER', discountPercent: 10, startsAt: iso(t0 + DAY) });
    pp.coupons.add({ code: 'OLD', discountPercent: 10, expiresAt: iso(t0 - DAY) });
    pp.coupons.add({ code: 'MONTHLY', discountPercent: 10, planIds: [DEMO_PLAN_IDS.monthly] });
    pp.coupons.add({ code: 'ONCE', discountPercent: 10, usageLimit: 1 });
    pp.coupons.add({ code: 'MINE', discountPercent: 10, limitPerCustomer: 1 });
    const buy = (couponCode: string, planId: string = DEMO_PLAN_IDS.yearly) =>
      call(emulator, 'POST', ONLINE, { planId, couponCode }, ann.headers);
    for (const [code, expected] of [
      ['NOPE', 'ERROR_COUPON_DOES_NOT_EXIST'],
      ['OFF', 'ERROR_COUPON_IS_DISABLED'],
      ['LATER', 'ERROR_COUPON_IS_NOT_ACTIVE_YET'],
      ['OLD', 'ERROR_COUPON_HAS_EXPIRED'],
      ['MONTHLY', 'ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN'],
    ]) {
      const { status, body } = await buy(code!);
      expect([code, status, body.details.applicationError]).toEqual([
        code,
        428,
        expect.objectContaining({ code: expected, data: { couponCode: code, planId: DEMO_PLAN_IDS.yearly } }),
      ]);
    }
    const free = await buy('WELCOME10', DEMO_PLAN_IDS.free);
    expect(codeOf(free.body)).toBe('ERROR_INVALID_SUBTOTAL');
    pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', couponCode: 'ONCE', pay: true });
    const bob = member(emulator, 'bob');
    const used = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, couponCode: 'ONCE' }, bob.headers);
    expect(codeOf(used.body)).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: 'ann', couponCode: 'MINE', type: 'OFFLINE' });
    expect(codeOf((await buy('MINE')).body)).toBe('ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED');
    expect((await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.monthly, couponCode: 'MINE' }, bob.headers)).status).toBe(200);
    const preview = await call(
      emulator,
      'POST',
      '/pricing-plans/v2/checkout/orders/price-preview',
      { planId: DEMO_PLAN_IDS.yearly, couponCode: 'OLD' },
      ann.headers,
    );
    expect(codeOf(preview.body)).toBe('ERROR_COUPON_HAS_EXPIRED');
    const offlinePreview = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/preview-offline', {
      planId: DEMO_PLAN_IDS.yearly,
      memberId: 'ann',
      couponCode: 'NOPE',
    });
    expect(codeOf(offlinePreview.body)).toBe('ERROR_COUPON_DOES_NOT_EXIST');
  });

  it('applies a coupon to the order and its priceDetails', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const { body } = await call(emulator, 'POST', ONLINE, { planId: DEMO_PLAN_IDS.yearly, couponCode: 'WELCOME10' }, ann.headers);
    expect(body.order.pricing.prices[0].price).toMatchObject({
      subtotal: '290',
      discount: '29',
      total: '261',
      coupon: { code: 'WELCOME10', amount: '29' },
    });
    expect(body.order.priceDetails).toMatchObject({ subtotal: '290', discount: '29', total: '261', coupon: { code: 'WELCOME10' } });
  });

  it('manages coupons over HTTP: validation, delete one, delete all', async () => {
    const emulator = newEmulator();
    const bad = await call(emulator, 'POST', '/_emulator/coupons', { code: 'X', discountPercent: 10, discountAmount: '1' }, {});
    expect(bad.status).toBe(400);
    expect((await call(emulator, 'POST', '/_emulator/coupons', { code: 'X', discountPercent: 150 }, {})).status).toBe(400);
    expect((await call(emulator, 'DELETE', '/_emulator/coupons/welcome10', undefined, {})).status).toBe(200);
    expect((await call(emulator, 'DELETE', '/_emulator/coupons/welcome10', undefined, {})).status).toBe(404);
    await call(emulator, 'POST', '/_emulator/coupons', { code: 'A', discountAmount: 2 }, {});
    await call(emulator, 'DELETE', '/_emulator/coupons', undefined, {});
    expect((await call(emulator, 'GET', '/_emulator/coupons', undefined, {})).body).toEqual({ coupons: [] });
  });
});
