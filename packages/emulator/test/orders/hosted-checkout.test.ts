import { describe, expect, it } from 'vitest';
import { HOSTED_CHECKOUT_PATH } from '../../src/domains/orders/checkout.js';
import { DEMO_PLAN_IDS, type Emulator } from '../../src/index.js';
import { CookieJar, csrfOf, postForm, registerRedirectUris } from '../identity/helpers.js';
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

  it("a visitor sees the plan and its price, then the app's own login page when loginUrl is given, and cannot pay", async () => {
    const emulator = newEmulator();
    const session = await openCheckout(emulator, await visitor(emulator));
    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Annual Membership');
    expect(html).toContain('$290.00 every year, until canceled');
    expect(html).toContain('href="https://shop.example/login?wixMemberLoggedIn=false"');
    expect(html).not.toContain('name="password"');
    expect(html).not.toMatch(/value="pay"/);
    expect((await submit(emulator, session.id, 'pay')).status).toBe(401);
    expect(eventTypes(emulator)).toEqual([]);
  });

  it('a visitor signs in on the page (no loginUrl), continues as that member and pays; one who signs up, too', async () => {
    const emulator = newEmulator();
    await call(emulator, 'POST', '/_emulator/identity/members', { email: 'ann@example.com', password: 'S3cret-Passw0rd' });
    const { loginUrl: _custom, ...withoutLogin } = callbacks;
    const open = async () => {
      const created = await call(
        emulator,
        'POST',
        REDIRECT,
        { paidPlansCheckout: { planId: DEMO_PLAN_IDS.yearly }, callbacks: withoutLogin },
        await visitor(emulator),
      );
      return created.body.redirectSession as { id: string; fullUrl: string };
    };
    const session = await open();
    const jar = new CookieJar();
    const summary = await jar.take(await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    expect(summary).toContain('$290.00 every year, until canceled');
    expect(summary).toMatch(/<h2 id="sign-in-title">Sign in<\/h2>/);
    expect(summary).not.toMatch(/value="pay"/);
    // A wrong password: the form again, with the reason, and nothing signed in.
    const wrong = await postForm(
      emulator,
      HOSTED_CHECKOUT_PATH,
      { session: session.id, csrf: csrfOf(summary), action: 'login', email: 'ann@example.com', password: 'nope-nope' },
      jar.with(),
    );
    expect(wrong.status).toBe(401);
    const again = await jar.take(wrong).text();
    expect(again).toContain('role="alert"');
    expect(jar.cookies.has('fd_session')).toBe(false);
    const signedIn = jar.take(
      await postForm(
        emulator,
        HOSTED_CHECKOUT_PATH,
        { session: session.id, csrf: csrfOf(again), action: 'login', email: 'ann@example.com', password: 'S3cret-Passw0rd' },
        jar.with(),
      ),
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(`${HOSTED_CHECKOUT_PATH}?session=${session.id}`);
    expect(jar.cookies.has('fd_session')).toBe(true);
    const paid = await submit(emulator, session.id, 'pay', jar);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.searchParams.get('status')).toBe('SUCCESS');
    const order = (await call(emulator, 'GET', `/pricing-plans/v2/orders/${back.searchParams.get('planOrderId')}`)).body.order;
    const ann = emulator.identity.findMember('ann@example.com')!;
    expect(order).toMatchObject({ status: 'ACTIVE', buyer: { memberId: ann.id } });

    // Sign-up on the way: a new member, who then pays.
    const second = await open();
    const newcomer = new CookieJar();
    const signupPage = await newcomer.take(await emulator.fetch(`${second.fullUrl}&mode=signup`, { headers: newcomer.with() })).text();
    expect(signupPage).toMatch(/<h2 id="sign-in-title">Create an account<\/h2>/);
    const joined = newcomer.take(
      await postForm(
        emulator,
        HOSTED_CHECKOUT_PATH,
        {
          session: second.id,
          csrf: csrfOf(signupPage),
          action: 'signup',
          email: 'new@example.com',
          password: 'S3cret-Passw0rd',
          nickname: 'New',
        },
        newcomer.with(),
      ),
    );
    expect(joined.status).toBe(303);
    expect((await submit(emulator, second.id, 'pay', newcomer)).status).toBe(303);
    const newMember = emulator.identity.findMember('new@example.com')!;
    const { body } = await call(emulator, 'GET', `/pricing-plans/v2/orders?buyerIds=${newMember.id}`);
    expect(body.orders.map((o: { status: string }) => o.status)).toEqual(['ACTIVE']);
  });

  it('a sign-up that needs the emailed code shows the code step on the page, then continues', async () => {
    const emulator = newEmulator();
    await call(emulator, 'POST', '/_emulator/identity/policy', { requireEmailVerification: true });
    const { loginUrl: _custom, ...withoutLogin } = callbacks;
    const created = await call(
      emulator,
      'POST',
      REDIRECT,
      { paidPlansCheckout: { planId: DEMO_PLAN_IDS.yearly }, callbacks: withoutLogin },
      await visitor(emulator),
    );
    const session = created.body.redirectSession as { id: string; fullUrl: string };
    const jar = new CookieJar();
    const form = await jar.take(await emulator.fetch(`${session.fullUrl}&mode=signup`, { headers: jar.with() })).text();
    const pending = jar.take(
      await postForm(
        emulator,
        HOSTED_CHECKOUT_PATH,
        { session: session.id, csrf: csrfOf(form), action: 'signup', email: 'code@example.com', password: 'S3cret-Passw0rd' },
        jar.with(),
      ),
    );
    expect(pending.status).toBe(200);
    const step = await pending.text();
    expect(step).toContain('Verify your email');
    const code = (await call(emulator, 'GET', '/_emulator/outbox?to=code@example.com')).body.messages.at(-1).code as string;
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(step)![1]!;
    const verified = jar.take(
      await postForm(
        emulator,
        HOSTED_CHECKOUT_PATH,
        { session: session.id, csrf: csrfOf(step), action: 'verify', stateToken, code },
        jar.with(),
      ),
    );
    expect(verified.status).toBe(303);
    expect(await (await emulator.fetch(session.fullUrl, { headers: jar.with() })).text()).toMatch(/value="pay"/);
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
    // Without her cookie, the same link shows the plan and the sign-in, not her order, and cannot pay.
    const stranger = await emulator.fetch(lured.fullUrl);
    expect(stranger.status).toBe(200);
    const html = await stranger.text();
    expect(html).not.toMatch(/<code>[0-9a-f-]{36}<\/code>/);
    expect(html).not.toMatch(/value="pay"/);
    expect((await submit(emulator, lured.id, 'pay')).status).toBe(401);
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
