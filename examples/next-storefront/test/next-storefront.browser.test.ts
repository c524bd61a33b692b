import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '@frontdesk/emulator';
import { TOKENS_COOKIE } from '../lib/config.js';
import { startNextStore, type NextHarness } from './harness.js';

// The Next.js storefront (examples/next-storefront) in real Chromium: its production build
// (`next build`, once for this file) served by `next start` against the in-process emulator. Each
// test starts from the emulator's demo seed in a fresh browser context.

const HOSTED_LOGIN = '/_emulator/hosted/login';
const HOSTED_CHECKOUT = '/_emulator/hosted/checkout';

let h: NextHarness;

beforeAll(async () => {
  h = await startNextStore();
  console.info(`next build: ${h.buildMs} ms`);
});
afterAll(() => h?.close());

const onStore = (path: string) => (url: URL) => url.origin === h.origin && url.pathname === path;
const onEmulator = (path: string) => (url: URL) => url.origin === new URL(h.emulatorUrl).origin && url.pathname === path;

interface StoredTokens {
  accessToken: { value: string; expiresAt: number };
  refreshToken: { value: string; role: string };
}

describe('Next.js storefront in Chromium', () => {
  it('server-renders the plans (in the HTML before any JavaScript), then hydrates them without a request', () =>
    h.run('server-rendered plans', async ({ page, context, consoleErrors }) => {
      // The server's HTML itself: the plans are there, not a loading state.
      const response = await fetch(h.url('/'));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Choose your plan');
      expect(html).toContain('Monthly Membership');
      expect(html).not.toContain('Loading the plans');

      const browserCalls: string[] = [];
      context.on('request', (request) => {
        if (onEmulator(new URL(request.url()).pathname)(new URL(request.url()))) browserCalls.push(request.url());
      });
      await page.goto(h.url('/'));
      const list = page.getByRole('list', { name: 'Plans' });
      await list.getByRole('heading', { name: 'Monthly Membership' }).waitFor();
      // `updatedDate` is a Date after hydration (the page formats it with toISOString()).
      await page.getByText(/Prices as of \d{4}-\d\d-\d\d\./).waitFor();
      // Hydrated: React took over the server's markup (a link navigates on the client) ...
      await list.getByRole('link', { name: 'See details of Monthly Membership' }).click();
      await page.waitForURL(onStore('/plans/monthly-membership'));
      await page.getByRole('heading', { level: 1, name: 'Monthly Membership' }).waitFor();
      // ... and the browser fetched nothing from the platform: the data came with the page.
      expect(browserCalls).toEqual([]);
      expect(await page.getByRole('link', { name: 'Log in to buy' }).getAttribute('href')).toBe(
        '/login?next=%2Fplans%2Fmonthly-membership',
      );
      expect(consoleErrors).toEqual([]);
    }));

  it('signs in through the hosted login into an HttpOnly session cookie, renews it, buys a plan, signs out', () =>
    h.run('sign in, checkout, sign out', async ({ page, context, consoleErrors }) => {
      const tokensCookie = async () => (await context.cookies(h.origin)).find((cookie) => cookie.name === TOKENS_COOKIE);
      const tokensOf = (value: string) => JSON.parse(decodeURIComponent(value)) as StoredTokens;

      await page.goto(h.url('/plans/annual-membership'));
      await page.getByRole('link', { name: 'Log in to buy' }).click();
      await page.waitForURL(onEmulator(HOSTED_LOGIN));
      await page.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
      await page.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back through /callback?code=&state= (a route handler), then where the member was going.
      await page.waitForURL(onStore('/plans/annual-membership'));
      await page.getByText(`Signed in as ${DEMO_MEMBER_EMAIL}`).waitFor();

      // The session is an HTTP-only cookie: the page's scripts cannot read it, nor any token.
      const cookie = await tokensCookie();
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const tokens = tokensOf(cookie!.value);
      expect(tokens.refreshToken.role).toBe('member');
      expect(await page.evaluate(() => document.cookie)).not.toContain('frontdesk');
      const html = await page.content();
      expect(html).not.toContain(tokens.accessToken.value);
      expect(html).not.toContain(tokens.refreshToken.value);

      // An access token about to expire: the proxy renews it before the page renders, and sets the cookie.
      const expiring = { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) + 10 } };
      await context.addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify(expiring)) }]);
      await page.goto(h.url('/account'));
      await page.getByRole('heading', { name: 'My account' }).waitFor();
      await page.getByText(`Signed in as ${DEMO_MEMBER_EMAIL}`).waitFor();
      const renewed = tokensOf((await tokensCookie())!.value);
      expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
      expect(renewed.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
      expect(renewed.refreshToken.role).toBe('member');

      // The hosted checkout, started by the server with the member's token.
      await page.goto(h.url('/plans/annual-membership'));
      await page.getByRole('button', { name: 'Buy Annual Membership' }).click();
      await page.waitForURL(onEmulator(HOSTED_CHECKOUT));
      await page.getByRole('button', { name: 'Pay $290.00' }).click();
      await page.waitForURL(onStore('/thank-you'));
      await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
      expect(await page.getByRole('main').innerText()).toContain('Annual Membership');
      await page.goto(h.url('/account'));
      await page
        .getByRole('list', { name: 'My plans' })
        .getByText(/Annual Membership/)
        .waitFor();

      // Sign out: through the platform's logout page, back home as a visitor, the session cookie gone.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(onStore('/'));
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await tokensCookie()).toBeUndefined();
      expect(consoleErrors).toEqual([]);
    }));
});
