import { describe, expect, it } from 'vitest';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { orders, plans } from '@wix/pricing-plans';
import { redirects } from '@wix/redirects';
import { DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, DEMO_REDIRECT_URIS } from '@frontdesk/emulator';
import { authorizeSilently, formOf, HostedBrowser, useEmulator } from './emulator';

/*
 * The plans side of an official-SDK app: a visitor picks a plan and opens the platform's hosted plan
 * checkout with the official `createRedirectSession`; the page shows the plan and its price first,
 * then a sign-in on the way; signed in, the visitor pays, comes back to the app's thank-you page with
 * the order id, signs in silently (`wixMemberLoggedIn=true`) and finds the order in My plans.
 */

useEmulator();

const APP = new URL(DEMO_REDIRECT_URIS[0]!).origin;

describe('an official-SDK plans app on the hosted plan checkout', () => {
  it('a visitor sees the plan, signs in on the page, pays, and finds the order among their orders', async () => {
    const client = createClient({ modules: { plans, orders, redirects }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const { items } = await client.plans.queryPublicPlans().find();
    const annual = items.find((plan) => plan.name === 'Annual Membership')!;
    const { redirectSession } = await client.redirects.createRedirectSession({
      paidPlansCheckout: { planId: annual._id! },
      callbacks: { thankYouPageUrl: `${APP}/thanks`, postFlowUrl: `${APP}/plans` },
    });
    const fullUrl = redirectSession!.fullUrl!;
    const browser = new HostedBrowser();
    const summary = await browser.open(fullUrl);
    expect(summary.status).toBe(200);
    expect(summary.html).toContain('Annual Membership');
    expect(summary.html).toContain('$290.00 every year, until canceled');
    const signIn = formOf(summary.html, 'name="password"');
    const signedIn = await browser.post(new URL(signIn.action, fullUrl).href, {
      ...signIn.fields,
      action: 'login',
      email: DEMO_MEMBER_EMAIL,
      password: DEMO_MEMBER_PASSWORD,
    });
    expect(signedIn.status).toBe(303);
    const checkout = await browser.open(fullUrl);
    const pay = formOf(checkout.html, 'value="pay"');
    const paid = await browser.post(new URL(pay.action, fullUrl).href, { ...pay.fields, action: 'pay' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${APP}/thanks`);
    const orderId = back.searchParams.get('planOrderId')!;
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
    await authorizeSilently(client, browser);
    const { orders: mine } = await client.orders.memberListOrders();
    expect(mine?.map((order) => [order._id, order.status, order.buyer?.memberId])).toEqual([[orderId, 'ACTIVE', DEMO_MEMBER_ID]]);
  });
});
