import { beforeEach, describe, expect, it } from 'vitest';
import { isNotFoundError, isPermissionError, type ApiError } from '@frontdesk/core';
import { createRedirectSession } from '@frontdesk/identity';
import { DEMO_CLIENT_ID, DEMO_PLAN_IDS, DEMO_MEMBER_ID } from '@frontdesk/emulator';
import {
  createOfflineOrder,
  createOnlineOrder,
  createPlanCheckout,
  getCheckoutOrder,
  managementGetOrder,
  memberGetOrder,
  memberListOrders,
  requestCancellation,
} from '../src/index.js';
import { rejectionOf, T0, useEmulator } from '@frontdesk/test-support';

const { owner, visitor, member, mark, eventsSince, addMember, pay, recordRequests, emulator } = useEmulator();
const order = (suffix: string) => `wix.pricing_plans.v2.order_${suffix}`;

async function activeOrder(planId: string, memberId = DEMO_MEMBER_ID) {
  const { order: created } = await createOnlineOrder(member(memberId), planId);
  if (created.status === 'DRAFT') await pay(created.id);
  return created.id;
}

describe("a member's orders", () => {
  it('gets an own order with every date as a Date', async () => {
    const id = await activeOrder(DEMO_PLAN_IDS.yearly);
    const got = await memberGetOrder(member(DEMO_MEMBER_ID), id, { fieldSet: 'FULL' });
    expect(got).toMatchObject({ id, status: 'ACTIVE', planName: 'Annual Membership', lastPaymentStatus: 'PAID' });
    expect(got.startDate).toEqual(new Date(T0));
    expect(got.createdDate).toBeInstanceOf(Date);
    expect(got.currentCycle?.endedDate).toBeInstanceOf(Date);
  });

  it("does not see another member's order", async () => {
    const other = addMember('member-two@frontdesk.test');
    const id = await activeOrder(DEMO_PLAN_IDS.yearly, other);
    const error = await rejectionOf<ApiError>(memberGetOrder(member(DEMO_MEMBER_ID), id));
    expect(isNotFoundError(error)).toBe(true);
    expect((await memberListOrders(member(DEMO_MEMBER_ID))).items).toEqual([]);
    expect((await memberListOrders(member(other))).items.map((o) => o.id)).toEqual([id]);
  });

  it('is for members: visitors are refused', async () => {
    expect(isPermissionError(await rejectionOf(memberListOrders(visitor())))).toBe(true);
  });

  it('lists with filters, sorting (.r form) and paging', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const yearly = await activeOrder(DEMO_PLAN_IDS.yearly);
    emulator.clock.advance(60_000);
    const free = await activeOrder(DEMO_PLAN_IDS.free);
    emulator.clock.advance(60_000);
    const { order: draft } = await createOnlineOrder(buyer, DEMO_PLAN_IDS.monthly);

    const active = await memberListOrders(buyer, { orderStatuses: ['ACTIVE'] });
    expect(active.items.map((o) => o.id).sort()).toEqual([yearly, free].sort());
    expect((await memberListOrders(buyer, { planIds: [DEMO_PLAN_IDS.monthly] })).items.map((o) => o.id)).toEqual([draft.id]);
    expect((await memberListOrders(buyer, { paymentStatuses: ['NOT_APPLICABLE'] })).items.map((o) => o.id)).toEqual([free]);

    const seen = recordRequests();
    const newest = await memberListOrders(buyer, { sorting: { fieldName: 'createdDate', order: 'DESC' }, limit: 2 });
    expect(seen[0]).toBe('GET /pricing-plans/v2/member/orders');
    expect(newest.items.map((o) => o.id)).toEqual([draft.id, free]);
    expect(newest.totalCount).toBe(3);
    const rest = await newest.next();
    expect(rest.items.map((o) => o.id)).toEqual([yearly]);
    expect(rest.items[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('lists through the long-GET fallback POST', async () => {
    const id = await activeOrder(DEMO_PLAN_IDS.yearly);
    const planIds = [
      ...Array.from({ length: 99 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      DEMO_PLAN_IDS.yearly,
    ];
    const seen = recordRequests();
    const page = await memberListOrders(member(DEMO_MEMBER_ID), { planIds, sorting: { fieldName: 'endDate' } });
    expect(seen).toEqual(['POST /pricing-plans/v2/member/orders']);
    expect(page.items.map((o) => o.id)).toEqual([id]);
    expect(page.items[0]!.startDate).toBeInstanceOf(Date);
  });
});

describe('requestCancellation', () => {
  it('cancels at the next payment date: still ACTIVE with autoRenewCanceled, then CANCELED when the cycle ends', async () => {
    const id = await activeOrder(DEMO_PLAN_IDS.yearly);
    const buyer = member(DEMO_MEMBER_ID);
    const m = mark();
    expect(await requestCancellation(buyer, id, 'NEXT_PAYMENT_DATE')).toEqual({});
    const pending = await memberGetOrder(buyer, id);
    expect(pending).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true });
    expect(eventsSince(m)).toEqual([order('auto_renew_canceled'), order('updated')]);

    emulator.clock.set(new Date(pending.currentCycle!.endedDate!.getTime() + 1000));
    const m2 = mark();
    // A fresh token: the first one expired while the clock moved on.
    const canceled = await memberGetOrder(member(DEMO_MEMBER_ID), id);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' } });
    expect(canceled.cancellation?.requestedDate).toEqual(new Date(T0));
    expect(canceled.currentCycle).toBeUndefined();
    expect(eventsSince(m2)).toEqual(expect.arrayContaining([order('canceled'), order('ended')]));
  });

  it('cancels immediately', async () => {
    const id = await activeOrder(DEMO_PLAN_IDS.yearly);
    const m = mark();
    await requestCancellation(member(DEMO_MEMBER_ID), id, 'IMMEDIATELY');
    const { order: canceled } = await managementGetOrder(owner, id);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'IMMEDIATELY' } });
    expect(eventsSince(m)).toEqual([order('canceled'), order('ended'), order('updated')]);
  });

  it("is refused when the plan does not let buyers cancel, and for another member's order", async () => {
    const { order: intro } = await createOfflineOrder(owner, DEMO_PLAN_IDS.threeMonths, DEMO_MEMBER_ID);
    const error = await rejectionOf<ApiError>(requestCancellation(member(DEMO_MEMBER_ID), intro.id, 'IMMEDIATELY'));
    expect(error).toMatchObject({ status: 428, code: 'CANCELLATION_NOT_ALLOWED' });

    const mine = await activeOrder(DEMO_PLAN_IDS.yearly);
    expect(
      isNotFoundError(await rejectionOf(requestCancellation(member(addMember('member-two@frontdesk.test')), mine, 'IMMEDIATELY'))),
    ).toBe(true);
  });
});

/** Submits the hosted checkout form as the browser does: the page first (its anti-forgery token and cookie), then the form. */
async function submitCheckout(url: string, action: string): Promise<Response> {
  const page = await fetch(url);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return fetch(new URL('/_emulator/hosted/checkout', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ session: new URL(url).searchParams.get('session')!, csrf, action }).toString(),
    redirect: 'manual',
  });
}

describe('hosted checkout for headless stores', () => {
  // The shop's callbacks return to its own origin: it registered its redirect URI.
  beforeEach(() => emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: ['https://shop.example/callback'] }));

  it('creates the checkout session, pays on the hosted page and reads the order back from the return URL', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const { url, session } = await createPlanCheckout(buyer, DEMO_PLAN_IDS.yearly, {
      createRedirectSession,
      thankYouPageUrl: 'https://shop.example/thanks',
      postFlowUrl: 'https://shop.example/plans',
    });
    expect(new URL(url).pathname).toBe('/_emulator/hosted/checkout');
    expect(session.id).toEqual(expect.any(String));

    const pageResponse = await fetch(url);
    expect(pageResponse.status).toBe(200);
    const submit = await submitCheckout(url, 'pay');
    expect(submit.status).toBe(303);
    const back = submit.headers.get('location')!;
    expect(back.startsWith('https://shop.example/thanks?')).toBe(true);

    const bought = await getCheckoutOrder(buyer, back);
    expect(bought).toMatchObject({ planId: DEMO_PLAN_IDS.yearly, status: 'ACTIVE', lastPaymentStatus: 'PAID' });
    expect(bought?.startDate).toBeInstanceOf(Date);
  });

  it('resolves no order when the buyer leaves the checkout', async () => {
    const buyer = member(DEMO_MEMBER_ID);
    const { url } = await createPlanCheckout(buyer, DEMO_PLAN_IDS.yearly, {
      createRedirectSession,
      thankYouPageUrl: 'https://shop.example/thanks',
      postFlowUrl: 'https://shop.example/plans',
    });
    const submit = await submitCheckout(url, 'cancel');
    const back = submit.headers.get('location')!;
    expect(back.startsWith('https://shop.example/plans?')).toBe(true);
    expect(await getCheckoutOrder(buyer, back)).toBeUndefined();
  });

  it('is refused by the platform for an archived plan', async () => {
    await owner.request({ method: 'POST', path: `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive` });
    const error = await rejectionOf<ApiError>(
      createPlanCheckout(member(DEMO_MEMBER_ID), DEMO_PLAN_IDS.yearly, {
        createRedirectSession,
        thankYouPageUrl: 'https://shop.example/thanks',
      }),
    );
    expect(error).toMatchObject({ status: 428, code: 'archived_plan' });
  });
});
