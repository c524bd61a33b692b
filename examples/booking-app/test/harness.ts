import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_API_KEY, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_SITE_ID } from '@frontdesk/emulator';
import { startStorefront, text, type StoreTest, type StorefrontHarness } from '../../plans-storefront/test/harness.js';
import { createCheckout } from '../server/checkout.js';
import { DEMO_STAFF_PASSCODE, createStaffProxy } from '../server/staff-proxy.js';

export { fact, fitsWidth, text, type StoreTest, type StorefrontHarness } from '../../plans-storefront/test/harness.js';

/**
 * The staff passcode of the browser tests (the app's server side holds it, as in production). The
 * dev server (`STOREFRONT_TEST_SERVER=dev`) runs the app's own plugin, which reads STAFF_PASSCODE.
 */
export const TEST_STAFF_PASSCODE =
  process.env.STOREFRONT_TEST_SERVER === 'dev' ? (process.env.STAFF_PASSCODE ?? DEMO_STAFF_PASSCODE) : 'staff-test-passcode';

/**
 * The booking app's browser-test world: the emulator (demo seed), the app's production build served
 * from memory behind the app's own server routes (the staff proxy `/staff-api/*` and the checkout
 * `/checkout-api/*`, with the demo admin key), and
 * Chromium (the plans storefront's harness, pointed at this app).
 *
 * @example
 * ```ts
 * const h = await startBookingApp();
 * await h.run('browse', async (t) => { await t.goto('/'); });
 * await h.close();
 * ```
 */
export function startBookingApp(): Promise<StorefrontHarness> {
  return startStorefront({
    appRoot: fileURLToPath(new URL('..', import.meta.url)),
    label: 'booking-app',
    middleware: (emulatorUrl) => {
      const platform = { baseUrl: emulatorUrl, apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID };
      const staff = createStaffProxy({ ...platform, passcode: TEST_STAFF_PASSCODE });
      const checkout = createCheckout(platform);
      return (request, response, next) => staff(request, response, () => checkout(request, response, next));
    },
  });
}

/** Logs in as the demo member with the app's own form, landing on `next`. */
export async function logInAsDemoMember(t: StoreTest, next: string): Promise<void> {
  await t.goto(`/login?next=${encodeURIComponent(next)}`);
  await t.page.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
  await t.page.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
  await t.page.getByLabel('Password').press('Enter');
  await t.waitForStore(next);
}

/** A booking email in the emulator's outbox (the contract of `GET /_emulator/outbox?to=`). */
export interface BookingMail {
  kind: 'booking-confirmed' | 'booking-pending' | 'booking-rescheduled' | 'booking-canceled' | 'booking-declined';
  to: string;
  subject: string;
  bookingId: string;
}

/** The booking emails sent to `to` so far, oldest first (other emails, such as sign-in codes, left out). */
export async function bookingMails(h: StorefrontHarness, to: string): Promise<BookingMail[]> {
  const response = await fetch(`${h.emulatorUrl}/_emulator/outbox?${new URLSearchParams({ to })}`);
  const { messages } = (await response.json()) as { messages: (Partial<BookingMail> & { kind: string })[] };
  return messages.filter((m): m is BookingMail => m.kind.startsWith('booking-'));
}

/**
 * Waits until the booking emails to `to` are exactly `kinds`, in order, each about `service` (in its
 * subject) and addressed to `to`; returns them.
 */
export async function expectBookingMails(
  h: StorefrontHarness,
  to: string,
  kinds: BookingMail['kind'][],
  service: string,
): Promise<BookingMail[]> {
  await expect.poll(async () => (await bookingMails(h, to)).map((m) => m.kind), { timeout: 5000, interval: 100 }).toEqual(kinds);
  const mails = await bookingMails(h, to);
  for (const mail of mails) {
    expect(mail.to.toLowerCase()).toBe(to.toLowerCase());
    expect(mail.subject).toContain(service);
    expect(mail.bookingId).toBeTruthy();
  }
  return mails;
}

/**
 * On an appointment's booking page: skips `laterWeeks` weeks, picks the first day with open times
 * (this week or a later one), then its first time. Returns the time's label and the day
 * (`YYYY-MM-DD`, from the address).
 */
export async function pickFirstOpenTime(page: Page, laterWeeks = 0): Promise<{ label: string; day: string }> {
  const days = page.getByRole('list', { name: 'Days' });
  for (let week = 0; week < 5 + laterWeeks; week++) {
    await days.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const open = days.getByRole('button').filter({ hasNotText: 'No times' });
    if (week >= laterWeeks && (await open.count()) > 0) {
      await open.first().click();
      const time = page
        .getByRole('list', { name: /^Open times on / })
        .getByRole('button')
        .first();
      await time.waitFor();
      const label = await text(time);
      await time.click();
      await page.waitForURL((url) => url.searchParams.has('time'));
      return { label, day: new URL(page.url()).searchParams.get('date')! };
    }
    const before = page.url();
    await page.getByRole('button', { name: 'Later days →' }).click();
    await page.waitForURL((url) => url.href !== before);
  }
  throw new Error('no open appointment time in the next weeks');
}
