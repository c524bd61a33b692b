import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '@frontdesk/emulator';
import { fact, pickFirstOpenTime, startBookingApp, text, type StorefrontHarness } from './harness.js';

// The emulator's dashboard beside the booking app, in real Chromium: a member books a service the
// studio approves by hand, the developer confirms the booking from the dashboard's calendar, and the
// app's confirmation page (its React Query) shows it confirmed without a reload. The dashboard is
// served by the emulator the app runs against (its app is packages/emulator/dist/dashboard-app.js:
// `npm run build` first).

const STALE_MS = 30_000; // the app's query staleTime (src/main.tsx)

let h: StorefrontHarness;

beforeAll(async () => {
  h = await startBookingApp();
});
afterAll(() => h?.close());

describe('the emulator dashboard beside the booking app', () => {
  it("confirms a pending booking from the dashboard's calendar; the app shows it confirmed without a reload", () =>
    h.run(
      'dashboard confirms',
      async (t) => {
        const { page, context } = t;
        // The app's own clock, so its cached booking can be made stale without waiting (see below).
        await page.clock.install();
        await t.goto('/services/intro-consultation/book');
        await page.getByRole('link', { name: 'Log in to book as a member' }).click();
        await page.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
        await page.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
        await page.getByLabel('Password').press('Enter');
        await t.waitForStore('/services/intro-consultation/book');
        await page.getByText(`Booking as ${DEMO_MEMBER_EMAIL}`).waitFor();
        const { day } = await pickFirstOpenTime(page);
        await page.getByRole('button', { name: 'Book now' }).click();
        await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
        expect(await text(fact(page, 'Status'))).toBe("Awaiting the studio's approval");

        // The developer opens the dashboard's calendar at that day, in another tab.
        const dashboard = await context.newPage();
        await dashboard.goto(`${h.emulatorUrl}/#/calendar/${day}`);
        const booking = dashboard.getByRole('button', { name: /^Demo Member/ });
        await booking.waitFor();
        const entry = dashboard.locator('.entry').filter({ has: booking });
        expect(await text(entry.locator('.booking-status'))).toBe('PENDING');
        await booking.click();
        await dashboard.getByRole('button', { name: 'Confirm booking of Demo Member' }).click();
        await dashboard.getByText('Confirm: done.').waitFor();
        await expect.poll(() => text(entry.locator('.booking-status')), { timeout: 10_000 }).toBe('CONFIRMED');

        // Back in the app's tab: once its query is stale (the app keeps bookings 30 s), coming back to
        // the tab refetches it (React Query's refetch on focus), and the page shows the new status.
        await page.bringToFront();
        await page.clock.fastForward(STALE_MS + 1000);
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        await expect.poll(() => text(fact(page, 'Status')), { timeout: 10_000 }).toBe('Confirmed');
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' } },
    ));
});
