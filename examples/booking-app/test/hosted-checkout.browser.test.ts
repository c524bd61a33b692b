import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER_EMAIL } from '@frontdesk/emulator';
import {
  expectBookingMails,
  fact,
  logInAsDemoMember,
  pickFirstOpenTime,
  startBookingApp,
  text,
  type StoreTest,
  type StorefrontHarness,
} from './harness.js';

// The booking app on the platform's hosted bookings checkout, in real Chromium (the production
// build, the standalone emulator), by clicking only: pick a time, "Continue to checkout", pay on the
// platform's page (as a member; as a visitor who creates an account there), back in the app, the
// booking in My bookings and its email in the emulator's outbox. No API call moves anything forward.

const ZONE = 'America/New_York';
const CONTEXT = { context: { timezoneId: ZONE } };
const YOGA = 'Private Yoga Session';
const HOSTED_CHECKOUT = '/_emulator/hosted/bookings-checkout';
let h: StorefrontHarness;

beforeAll(async () => {
  h = await startBookingApp();
});
afterAll(() => h?.close());

/** From a chosen time: "Continue to checkout", on to the platform's page. */
async function continueToCheckout(t: StoreTest): Promise<void> {
  await t.page.getByRole('button', { name: 'Continue to checkout' }).click();
  await t.waitForEmulator(HOSTED_CHECKOUT);
  await t.page.getByRole('heading', { level: 2, name: YOGA }).waitFor();
}

/** On the platform's page, with the details filled in: pays online and books; back in the app on the confirmation, its booking id. */
async function payOnline(t: StoreTest): Promise<string> {
  const { page } = t;
  await page.getByRole('radio', { name: /^Pay online now/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL((url) => url.origin === h.app.origin && /^\/bookings\/[^/]+\/confirmation$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
}

/** My bookings, from the confirmation's link: the booking is listed, confirmed. */
async function inMyBookings(t: StoreTest, when: string): Promise<void> {
  const { page } = t;
  await page.getByRole('link', { name: 'Go to My bookings' }).click();
  await t.waitForStore('/my-bookings');
  const yoga = page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: YOGA });
  await fact(yoga, 'Status')
    .filter({ hasText: /^\s*Confirmed\s*$/ })
    .waitFor();
  expect(await text(fact(yoga, 'When'))).toContain(when);
}

/** The platform page's field (by its label) inside the section or form named `region`. */
const inRegion = (page: Page, region: string) => page.getByRole('region', { name: region });

describe('booking app on the hosted bookings checkout, by clicking', () => {
  it('a member picks a time, pays on the hosted page with the details filled in, and finds the booking in My bookings', () =>
    h.run(
      'hosted checkout member',
      async (t) => {
        const { page } = t;
        await logInAsDemoMember(t, '/services/private-yoga-session/book');
        const picked = await pickFirstOpenTime(page, 1);
        await continueToCheckout(t);
        // The platform's page: the slot in the customer's zone, the member's details, the payment options.
        const when = await text(fact(page, 'When'));
        expect(when).toContain(`(${ZONE})`);
        expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_MEMBER_EMAIL);
        expect(await page.getByRole('region', { name: 'Sign in' }).count()).toBe(0);
        expect(await page.getByRole('radio', { name: /^Pay in person/ }).count()).toBe(1);
        await page.getByLabel('First name').fill('Demo');
        const id = await payOnline(t);
        expect(await text(fact(page, 'Status'))).toBe('Confirmed');
        await inMyBookings(t, picked.label);
        const [mail] = await expectBookingMails(h, DEMO_MEMBER_EMAIL, ['booking-confirmed'], YOGA);
        expect(mail!.bookingId).toBe(id);
        expect(t.consoleErrors).toEqual([]);
      },
      CONTEXT,
    ));

  it('a visitor creates an account on the hosted page, pays, comes back signed in and finds the booking in My bookings', () =>
    h.run(
      'hosted checkout visitor',
      async (t) => {
        const { page } = t;
        const email = 'quinn@example.com';
        await t.goto('/services/private-yoga-session/book');
        const picked = await pickFirstOpenTime(page, 1);
        await continueToCheckout(t);
        // A visitor: the slot, then sign in (or create an account) or book as a guest.
        await inRegion(page, 'Sign in').waitFor();
        await inRegion(page, 'Sign in').getByRole('link', { name: 'Create an account' }).click();
        const signup = inRegion(page, 'Create an account');
        await signup.getByLabel('Email').fill(email);
        await signup.getByLabel('Password').fill('S3cret-Passw0rd');
        await signup.getByRole('button', { name: 'Create account and continue' }).click();
        // The site asks new members to confirm their email: the code is in the emulator's outbox.
        const verify = inRegion(page, 'Verify your email');
        await verify.waitFor();
        await verify.getByLabel('Verification code').fill((await h.mail(email, 'verification-code')).code!);
        await verify.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { level: 2, name: 'Your details' }).waitFor();
        expect(await page.getByLabel('Email').inputValue()).toBe(email);
        await page.getByLabel('First name').fill('Quinn');
        const id = await payOnline(t);
        // Signed in on the platform's page: the app signed in too, without a page of its own.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).waitFor();
        await inMyBookings(t, picked.label);
        const [mail] = await expectBookingMails(h, email, ['booking-confirmed'], YOGA);
        expect(mail!.bookingId).toBe(id);
        expect(t.consoleErrors).toEqual([]);
      },
      CONTEXT,
    ));
});
