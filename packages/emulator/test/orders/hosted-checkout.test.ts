import { describe, expect, it } from 'vitest';
import { HOSTED_CHECKOUT_PATH } from '../../src/domains/orders/checkout.js';
import { DEMO_PLAN_IDS, type Emulator } from '../../src/index.js';
import { CookieJar, postForm, registerRedirectUris } from '../identity/helpers.js';
import { call, codeOf, eventTypes, member, newEmulator as plainEmulator, T0, visitor } from '../plans/helpers.js';

const REDIRECT = '/_api/redirects-api/v1/redirect-session';
const callbacks = {
  thankYouPageUrl: 'https://shop.example/thanks',
  postFlowUrl: 'https://shop.example/plans',
  loginUrl: 'https://shop.example/login',
};

// The shop's callbacks go back to its own origin: it registered its redirect URI.
function newEmulator(): Emulator {
  const emulator = plainEmulator();
  registerRedirectUris(emulator, ['https://shop.example/callback']);
  return emulator;
}

async function openCheckout(
  emulator: Emulator,
  headers: Record<string, string>,
  planId: string = DEMO_PLAN_IDS.yearly,
  extra: Record<string, unknown> = {},
) {
  const { status, body } = await call(emulator, 'POST', REDIRECT, { paidPlansCheckout: { planId }, callbacks, ...extra }, headers);
  expect(status).toBe(200);
  return body.redirectSession as { id: string; fullUrl: string };
}

// Submits the checkout form as the browser does: opens the page (its anti-forgery token and cookie), then POSTs.
async function submit(emulator: Emulator, session: string, action: string, jar = new CookieJar()) {
  const page = jar.take(await emulator.fetch(`${HOSTED_CHECKOUT_PATH}?session=${session}`, { headers: jar.with() }));
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  return postForm(emulator, HOSTED_CHECKOUT_PATH, { session, action, ...(csrf ? { csrf } : {}) }, jar.with());
}

describe('paidPlansCheckout redirect sessions and the hosted checkout page', () => {
  it('shows the plan and price to the member, creates the draft, and a test payment returns to the thank-you page with the order id', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const session = await openCheckout(emulator, ann.headers, DEMO_PLAN_IDS.yearly, {
      preferences: { additionalQueryParameters: { lang: 'en' } },
    });
    const url = new URL(session.fullUrl);
    expect(url.pathname).toBe(HOSTED_CHECKOUT_PATH);
    expect(url.searchParams.get('session')).toBe(session.id);

    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Annual Membership');
    expect(html).toContain('$290.00 every year, until canceled');
    expect(html).toMatch(/<button class="primary" type="submit" name="action" value="pay">Pay \$290\.00<\/button>/);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="http/);
    const orderId = /<code>([0-9a-f-]{36})<\/code>/.exec(html)![1]!;
    expect((await call(emulator, 'GET', `/pricing-plans/v2/orders/${orderId}`)).body.order).toMatchObject({
      status: 'DRAFT',
      buyer: { memberId: 'ann' },
    });
    await emulator.fetch(session.fullUrl);
    expect(eventTypes(emulator)).toEqual(['order_created']);

    const paid = await submit(emulator, session.id, 'pay');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://shop.example/thanks');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      planOrderId: orderId,
      orderId,
      status: 'SUCCESS',
      wixMemberLoggedIn: 'true',
    });
    const { body } = await call(emulator, 'GET', `/pricing-plans/v2/member/orders/${orderId}`, undefined, ann.headers);
    expect(body.order).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'PAID', startDate: T0 });
    expect(eventTypes(emulator)).toEqual(['order_created', 'order_purchased', 'order_started', 'order_cycle_started', 'order_updated']);

    const reopened = await emulator.fetch(session.fullUrl);
    expect(reopened.status).toBe(409);
    expect(await reopened.text()).toContain('already purchased');
  });

  it("shows the start date in the buyer's words (English, UTC), not as an ISO date", async () => {
    const emulator = newEmulator();
    // Late on November 26 in UTC: already November 27 east of Greenwich; the page says the UTC date.
    emulator.clock.set('2026-11-26T23:30:00.000Z');
    const ann = member(emulator, 'ann');
    const session = await openCheckout(emulator, ann.headers);
    const html = await (await emulator.fetch(session.fullUrl)).text();
    expect(html).toMatch(/<dt><strong>Starts<\/strong><\/dt><dd><time datetime="2026-11-26T23:30:00.000Z">November 26, 2026<\/time><\/dd>/);
    expect(html).not.toContain('<dd>2026-11-26</dd>');
  });

  it('a failed payment keeps the order DRAFT (payment FAILED) and returns to postFlowUrl; cancel returns too', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const session = await openCheckout(emulator, ann.headers, DEMO_PLAN_IDS.monthly);
    const failed = await submit(emulator, session.id, 'fail');
    expect(failed.status).toBe(303);
    const location = new URL(failed.headers.get('location')!);
    expect(location.pathname).toBe('/plans');
    expect(location.searchParams.get('status')).toBe('FAILED');
    const orderId = location.searchParams.get('orderId')!;
    expect((await call(emulator, 'GET', `/pricing-plans/v2/orders/${orderId}`)).body.order).toMatchObject({
      status: 'DRAFT',
      lastPaymentStatus: 'FAILED',
    });
    const retry = await (await emulator.fetch(session.fullUrl)).text();
    expect(retry).toContain('role="alert"');
    expect(retry).toContain(orderId);
    const canceled = await submit(emulator, session.id, 'cancel');
    const back = new URL(canceled.headers.get('location')!);
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId, status: 'CANCELED', wixMemberLoggedIn: 'true' });
    expect((await call(emulator, 'GET', `/pricing-plans/v2/orders/${orderId}`)).body.order.status).toBe('DRAFT');
    const paid = await submit(emulator, session.id, 'pay');
    expect(new URL(paid.headers.get('location')!).searchParams.get('planOrderId')).toBe(orderId);
    expect((await call(emulator, 'GET', `/pricing-plans/v2/orders/${orderId}`)).body.order).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'PENDING',
      currentCycle: { index: 0 },
    });
  });

  it('a visitor is asked to sign in (401 page with the loginUrl link) and cannot pay', async () => {
    const emulator = newEmulator();
    const session = await openCheckout(emulator, await visitor(emulator));
    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('Sign in to continue');
    expect(html).toContain('href="https://shop.example/login?wixMemberLoggedIn=false"');
    expect((await submit(emulator, session.id, 'pay')).status).toBe(401);
    expect(eventTypes(emulator)).toEqual([]);
  });

  it('a forged POST (session=…&action=pay without the page’s token, or from another browser) is refused and changes nothing', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    // The victim is signed in on the hosted pages; the attacker made a checkout link (as a visitor) and got her to open it,
    // and her own app opened another one with her token.
    const victim = new CookieJar();
    victim.cookies.set('fd_session', emulator.identity.createSession('ann'));
    const lured = await openCheckout(emulator, await visitor(emulator));
    const own = await openCheckout(emulator, ann.headers);
    const page = victim.take(await emulator.fetch(lured.fullUrl, { headers: victim.with() }));
    expect(page.status).toBe(200);
    const ownPage = victim.take(await emulator.fetch(own.fullUrl, { headers: victim.with() }));
    const events = eventTypes(emulator);
    const orders = JSON.stringify(emulator.state.domains.orders);
    const refused = (response: Response) => {
      expect([401, 403]).toContain(response.status);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    };
    // The attacker's cookieless POSTs.
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: lured.id, action: 'pay' }));
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay' }));
    // With a page's token but not its browser's cookie (or another browser's), or her cookie without the token.
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    const ownCsrf = /name="csrf" value="([^"]+)"/.exec(await ownPage.text())![1]!;
    const otherBrowser = { cookie: `fd_csrf=fd_cb_${'0'.repeat(43)}` };
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: lured.id, action: 'pay', csrf }));
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay', csrf: ownCsrf }));
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay', csrf: ownCsrf }, otherBrowser));
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay' }, victim.with()));
    refused(await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay', csrf }, victim.with()));
    expect(eventTypes(emulator)).toEqual(events);
    expect(JSON.stringify(emulator.state.domains.orders)).toBe(orders);
    // Her own browser, from the page, pays.
    const paid = await postForm(emulator, HOSTED_CHECKOUT_PATH, { session: own.id, action: 'pay', csrf: ownCsrf }, victim.with());
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).searchParams.get('status')).toBe('SUCCESS');
  });

  it('the page is for the member of this browser: the link opened by one member gives no one else her checkout', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const lured = await openCheckout(emulator, await visitor(emulator));
    const ann = new CookieJar();
    ann.cookies.set('fd_session', emulator.identity.createSession('ann'));
    expect((await emulator.fetch(lured.fullUrl, { headers: ann.with() })).status).toBe(200);
    // Without her cookie, the same link shows the sign-in notice, not her order.
    const stranger = await emulator.fetch(lured.fullUrl);
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain('name="csrf"');
  });

  it('sends the browser back only to callbacks still registered for the client', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const session = await openCheckout(emulator, ann.headers);
    emulator.services.upsertOAuthClient({ id: 'demo-storefront', redirectUris: [] });
    const paid = await submit(emulator, session.id, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.headers.get('location')).toBeNull();
    expect(await paid.text()).toContain('Purchase complete');
    const refused = await call(emulator, 'POST', REDIRECT, { paidPlansCheckout: { planId: DEMO_PLAN_IDS.yearly }, callbacks }, ann.headers);
    expect(refused.status).toBe(400);
  });

  it('refuses hidden, archived and unknown plans when the session is created, and a plan archived since on the page', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const create = (planId: string) => call(emulator, 'POST', REDIRECT, { paidPlansCheckout: { planId }, callbacks }, ann.headers);
    expect(codeOf((await create(DEMO_PLAN_IDS.threeMonths)).body)).toBe('hidden_plan');
    expect((await create('nope')).status).toBe(404);
    expect((await call(emulator, 'POST', REDIRECT, { paidPlansCheckout: {} }, ann.headers)).status).toBe(400);
    const bad = await call(
      emulator,
      'POST',
      REDIRECT,
      { paidPlansCheckout: { planId: DEMO_PLAN_IDS.yearly }, callbacks: { thankYouPageUrl: 'javascript:alert(1)' } },
      ann.headers,
    );
    expect(bad.status).toBe(400);
    const session = await openCheckout(emulator, ann.headers);
    await call(emulator, 'POST', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}/archive`, {});
    expect(codeOf((await create(DEMO_PLAN_IDS.yearly)).body)).toBe('archived_plan');
    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('no longer available');
  });

  it('shows a clear page for an unknown session and a platform error (purchase limit) on the page', async () => {
    const emulator = newEmulator();
    const ann = member(emulator, 'ann');
    const unknown = await emulator.fetch(`${HOSTED_CHECKOUT_PATH}?session=nope`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('invalid or has expired');
    const limited = (
      await call(emulator, 'POST', '/pricing-plans/v2/plans', {
        plan: { name: 'Once', maxPurchasesPerBuyer: 1, pricing: { singlePaymentUnlimited: true, price: { value: '5', currency: 'USD' } } },
      })
    ).body.plan;
    const first = await openCheckout(emulator, ann.headers, limited.id);
    await submit(emulator, first.id, 'pay');
    const second = await openCheckout(emulator, ann.headers, limited.id);
    const page = await emulator.fetch(second.fullUrl);
    expect(page.status).toBe(428);
    expect(await page.text()).toContain('purchase limit');
    expect((await submit(emulator, second.id, 'dance')).status).toBe(400);
  });
});
