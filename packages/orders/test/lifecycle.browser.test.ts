import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient, oauth, type AuthChangeEvent } from '@frontdesk/core';
import { createWebhookHandler, type WebhookEvent } from '@frontdesk/core/webhooks';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_PLAN_IDS, DEMO_SITE_ID } from '@frontdesk/emulator';
import { createRedirectSession, register } from '@frontdesk/identity';
import { queryPublicPlans } from '@frontdesk/plans';
import {
  createPlanCheckout,
  getCheckoutOrder,
  managementGetOrder,
  memberGetOrder,
  orderEvents,
  pauseOrder,
  requestCancellation,
  resumeOrder,
  type Order,
} from '@frontdesk/orders';
import { SCREENSHOT_DIR, startBrowserHarness, type BrowserHarness } from '../../identity/test/browser/harness.js';

// The plans-and-orders story end to end, in real Chromium against the standalone emulator: the
// store's server side (this Node process) uses the SDK over HTTP; the buyer's browser only visits
// the platform's hosted checkout and the store's thank-you page (./browser/thanks-app.ts).

const T0 = '2026-03-01T09:00:00.000Z';
const DAY = 86_400_000;
const ORDER_EVENT = 'wix.pricing_plans.v2.order_';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({
    entry: new URL('./browser/thanks-app.ts', import.meta.url),
    title: 'Frontdesk Demo Studio',
    emulator: { clock: T0 }, // frozen: only the test moves it
  });
});
afterAll(() => h?.close());

/** A verified, decoded order webhook as the store's receiver saw it. */
interface Received {
  type: string;
  orderId: string | undefined;
  status: string | undefined;
  identity: string | undefined;
  cycleNumber?: unknown;
}

/**
 * The store's webhook endpoint on a loopback port: every delivery goes through the SDK's
 * `createWebhookHandler` (RS256 signature, expiry on the emulator's clock, typed order events).
 */
async function startWebhookReceiver(publicKey: string, now: () => Date) {
  const received: Received[] = [];
  const refused: string[] = [];
  const webhooks = createWebhookHandler({ publicKey, now, onError: (error) => refused.push(String(error)) });
  const record = (event: WebhookEvent): void => {
    const order = (event.kind === 'action' ? (event.data as { order?: Order }).order : event.entity) as Order | undefined;
    const { identityType, memberId } = event.metadata.identity;
    received.push({
      type: event.type.slice(ORDER_EVENT.length),
      orderId: order?.id,
      status: order?.status,
      identity: memberId ? `${identityType}:${memberId}` : identityType,
      ...(event.kind === 'action' && 'cycleNumber' in (event.data as object)
        ? { cycleNumber: (event.data as { cycleNumber?: unknown }).cycleNumber }
        : {}),
    });
  };
  for (const definition of orderEvents) webhooks.on(definition, record);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
        method: req.method ?? 'POST',
        headers: { 'content-type': String(req.headers['content-type'] ?? 'text/plain') },
        body: Buffer.concat(chunks),
      });
      void webhooks.handleRequest(request).then(async (response) => {
        res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'text/plain' }).end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, refused, close };
}

describe('paid plans: from the catalogue to the end of the order', () => {
  it('a visitor buys a plan through the hosted checkout; the owner pauses and resumes it; the member cancels at the next payment date; the cycle ends', () =>
    h.run(
      async (t) => {
        const { emulator } = h;
        const emulatorOrigin = new URL(h.emulatorUrl).origin;
        const receiver = await startWebhookReceiver(await emulator.webhooks.publicKeyPem(), () => emulator.clock.now());
        try {
          emulator.webhooks.subscribe({ url: receiver.url, eventTypes: orderEvents.map((definition) => definition.type) });
          // Deliveries are signed with the emulator's clock and expire an hour later: let the ones
          // queued so far arrive before jumping ahead (a real endpoint receives them at once).
          const later = async (move: () => void) => {
            await emulator.webhooks.settled();
            move();
          };

          // The store's server: one oauth() client per visitor (it becomes the member's on sign-in),
          // and the owner's API-key client. The thank-you page is on the store's origin.
          const shop = createClient({
            baseUrl: h.emulatorUrl,
            auth: oauth({ clientId: DEMO_CLIENT_ID, allowedRedirectOrigins: [h.app.origin] }),
          });
          const owner = createClient({ baseUrl: h.emulatorUrl, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
          const authEvents: string[] = [];
          shop.auth.onChange((event: AuthChangeEvent) => authEvents.push(`${event.type}:${event.role}`));

          // 1. The visitor lists the public plans (the hidden intro pass is not among them).
          const plans = await queryPublicPlans(shop, { sort: [{ fieldName: 'createdDate', order: 'ASC' }] });
          expect(plans.items.map((plan) => plan.name)).toEqual(['Monthly Membership', 'Annual Membership', 'Community']);
          expect(shop.auth.role()).toBe('visitor');
          const plan = plans.items.find((p) => p.slug === 'annual-membership')!;
          expect(plan).toMatchObject({
            id: DEMO_PLAN_IDS.yearly,
            pricing: {
              subscription: { cycleDuration: { count: 1, unit: 'YEAR' }, cycleCount: 0 },
              price: { value: '290', currency: 'USD' },
            },
          });
          expect(plan.pricing?.freeTrialDays ?? 0).toBe(0); // no trial: paid today, pausable at once

          // 2. Registers (policy none → SUCCESS) and the server completes the sign-in with the API key.
          const signedIn = await register(
            shop,
            { email: 'ada.buyer@example.com', password: 'S3cret-Passw0rd', profile: { firstName: 'Ada', lastName: 'Buyer' } },
            { complete: { apiKey: DEMO_API_KEY } },
          );
          expect(signedIn.loginState).toBe('SUCCESS');
          if (signedIn.loginState !== 'SUCCESS') throw new Error('unreachable');
          const memberId = signedIn.identity!.id!;
          expect(signedIn.tokens?.refreshToken.role).toBe('member');
          expect(shop.auth.loggedIn()).toBe(true);
          expect(authEvents).toEqual(['visitor-created:visitor', 'signed-in:member']);

          // 3. The hosted checkout: a paid-plans redirect session created with the member's token.
          const checkout = await createPlanCheckout(shop, plan.id!, {
            createRedirectSession,
            thankYouPageUrl: h.app.url('/thanks'),
            postFlowUrl: h.app.url('/plans'),
          });
          const checkoutUrl = new URL(checkout.url);
          expect(checkoutUrl.origin).toBe(emulatorOrigin);
          expect(checkoutUrl.pathname).toBe('/_emulator/hosted/checkout');

          // 4. The buyer's browser: the platform's page, then pay like a person would.
          const page = t.page;
          await page.goto(checkout.url);
          await page.getByRole('heading', { name: 'Annual Membership' }).waitFor();
          const pay = page.getByRole('button', { name: 'Pay $290.00' });
          await pay.waitFor();
          expect(await page.locator('dd').first().innerText()).toBe('$290.00 every year, until canceled');
          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          await page.screenshot({ path: join(SCREENSHOT_DIR, 'orders-lifecycle-checkout.png'), fullPage: true });
          await pay.click();

          // 5. Back on the store's thank-you page with the order id.
          await t.waitForApp(page, '/thanks');
          const back = await t.call<{ planOrderId?: string; memberLoggedIn?: boolean }>(page, 'checkoutReturn');
          expect(back.memberLoggedIn).toBe(true);
          const orderId = back.planOrderId!;
          expect(orderId).toEqual(expect.any(String));
          expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Thank you for your purchase');
          expect(await page.getByLabel('Order number').innerText()).toBe(orderId);
          await page.screenshot({ path: join(SCREENSHOT_DIR, 'orders-lifecycle-thank-you.png'), fullPage: true });

          // 6. The server reads the order as the member, from the return URL: ACTIVE and paid.
          const bought = await getCheckoutOrder(shop, page.url());
          expect(bought).toMatchObject({
            id: orderId,
            planId: plan.id,
            planName: 'Annual Membership',
            buyer: { memberId },
            type: 'ONLINE',
            status: 'ACTIVE',
            lastPaymentStatus: 'PAID',
            autoRenewCanceled: false,
            startDate: new Date(T0),
            currentCycle: { index: 1, startedDate: new Date(T0), endedDate: new Date('2027-03-01T09:00:00.000Z') },
          });
          expect(bought?.endDate).toBeUndefined(); // until canceled

          // 7. A month later the owner pauses it for two weeks, then resumes it.
          await later(() => emulator.clock.advance(30 * DAY));
          await pauseOrder(owner, orderId);
          expect((await managementGetOrder(owner, orderId)).order).toMatchObject({
            status: 'PAUSED',
            pausePeriods: [{ status: 'ACTIVE', pauseDate: new Date('2026-03-31T09:00:00.000Z') }],
          });
          // The member's access token expired on the platform's clock meanwhile (4 h): the SDK
          // renews it with the refresh token, and the member stays signed in.
          expect((await memberGetOrder(shop, orderId)).status).toBe('PAUSED');
          expect(authEvents).toEqual(['visitor-created:visitor', 'signed-in:member', 'refreshed:member']);

          await later(() => emulator.clock.advance(14 * DAY));
          await resumeOrder(owner, orderId);
          const resumed = await memberGetOrder(shop, orderId);
          expect(resumed).toMatchObject({
            status: 'ACTIVE',
            pausePeriods: [
              { status: 'ENDED', pauseDate: new Date('2026-03-31T09:00:00.000Z'), resumeDate: new Date('2026-04-14T09:00:00.000Z') },
            ],
            // the paused time is added to the cycle
            currentCycle: { index: 1, endedDate: new Date('2027-03-15T09:00:00.000Z') },
          });

          // 8. The member cancels at the next payment date: still ACTIVE until the cycle ends.
          await requestCancellation(shop, orderId, 'NEXT_PAYMENT_DATE');
          const canceling = await memberGetOrder(shop, orderId);
          expect(canceling).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true, currentCycle: { index: 1 } });

          // 9. The clock passes the cycle's end: no renewal, the order is over.
          await later(() => emulator.clock.set('2027-03-15T10:00:00.000Z'));
          const over = await memberGetOrder(shop, orderId);
          // platform-rules §6.4: "ACTIVE + autoRenewCanceled ──current cycle ends──► CANCELED"
          // (order_canceled + order_ended); ENDED is for an order that ran its full length.
          expect(over).toMatchObject({
            status: 'CANCELED',
            endDate: new Date('2027-03-15T09:00:00.000Z'),
            cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
          });
          expect(over.currentCycle).toBeUndefined();
          expect(shop.auth.loggedIn()).toBe(true);
          // (renewed once after each jump; never downgraded to a visitor)
          expect(authEvents).toEqual(['visitor-created:visitor', 'signed-in:member', ...Array(3).fill('refreshed:member')]);

          // 10. Every order event reached the store's endpoint signed, and verified there.
          await emulator.webhooks.settled();
          expect(receiver.refused).toEqual([]);
          const deliveries = emulator.webhooks.deliveries();
          expect(deliveries.every((d) => d.ok && d.status === 200)).toBe(true);
          const emitted = emulator.webhooks.events().filter((e) => e.eventType.startsWith(ORDER_EVENT));
          expect(deliveries.map((d) => d.eventId)).toEqual(emitted.map((e) => e.id));

          // In order, each with the order as it then was and who caused it: the buyer, the owner
          // (WIX_USER), the Pricing Plans app for what the clock did.
          const buyer = `MEMBER:${memberId}`;
          expect(
            receiver.received.map(({ type, status, identity, cycleNumber }) => [
              type,
              status,
              identity,
              ...(cycleNumber === undefined ? [] : [cycleNumber]),
            ]),
          ).toEqual([
            ['created', 'DRAFT', buyer], // opening the checkout page
            ['purchased', 'PENDING', buyer], // paid...
            ['started', 'ACTIVE', buyer], // ...and started at once
            ['cycle_started', 'ACTIVE', buyer, 1],
            ['updated', 'ACTIVE', buyer],
            ['paused', 'PAUSED', 'WIX_USER'],
            ['updated', 'PAUSED', 'WIX_USER'],
            ['resumed', 'ACTIVE', 'WIX_USER'],
            ['updated', 'ACTIVE', 'WIX_USER'],
            ['auto_renew_canceled', 'ACTIVE', buyer],
            ['updated', 'ACTIVE', buyer],
            ['canceled', 'CANCELED', 'APP'],
            ['ended', 'CANCELED', 'APP'],
            ['updated', 'CANCELED', 'APP'],
          ]);
          expect(receiver.received.every((e) => e.orderId === orderId)).toBe(true);
        } finally {
          await receiver.close();
        }
      },
      { startAt: null, timeoutMs: 45_000 },
    ));
});
