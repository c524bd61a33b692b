import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_API_KEY, DEMO_MEMBER_EMAIL, DEMO_POLICY_IDS, servicesAdmin } from '@frontdesk/emulator';
import { STAFF_HEADER } from '../src/staff-constants.js';
import {
  expectBookingMails,
  fact,
  fitsWidth,
  logInAsDemoMember,
  pickFirstOpenTime,
  startBookingApp,
  TEST_STAFF_PASSCODE,
  text,
  type StoreTest,
  type StorefrontHarness,
} from './harness.js';

// The main job end to end, in real Chromium (the production build, its server routes, the
// standalone emulator), by clicking only: a member books, reschedules and cancels; guests request a
// service the studio approves by hand, and the staff confirms one, declines the other and marks
// attendance. No owner API call moves anything forward: the app's own checkout completes each
// booking, and every email the customers get is checked in the emulator's outbox. Browsers run in
// the studio's time zone. The server routes' own tests are staff-proxy.test.ts and checkout.test.ts.

const ZONE = 'America/New_York';
const CONTEXT = { context: { timezoneId: ZONE } };
const YOGA = 'Private Yoga Session';
const CONSULTATION = 'Intro Consultation';
let h: StorefrontHarness;

beforeAll(async () => {
  h = await startBookingApp();
});
afterAll(() => h?.close());

/** On a booking page with the form shown: fills in a guest's details (or keeps a member's) and books; returns the confirmation's booking id. */
async function book(t: StoreTest, guest?: { first: string; email: string }): Promise<string> {
  const { page } = t;
  if (guest) {
    await page.getByLabel('First name').fill(guest.first);
    await page.getByLabel('Email').fill(guest.email);
  } else {
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === email,
      DEMO_MEMBER_EMAIL,
    );
  }
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL((url) => /^\/bookings\/[^/]+\/confirmation$/.test(url.pathname));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
}

const upcoming = (page: Page) => page.getByRole('list', { name: 'Upcoming bookings' });

/** Waits until a locator's text is `expected`. */
async function expectText(locator: Locator, expected: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^\\s*${expected}\\s*$`) }).waitFor();
}

/** Everything the browser received (bodies and headers), to check no secret ever reached it. */
function recordResponses(t: StoreTest): () => Promise<string> {
  const seen: Promise<string>[] = [];
  t.context.on('response', (response) => {
    seen.push(
      response
        .text()
        .catch(() => '')
        .then(async (body) => `${response.url()}\n${JSON.stringify(await response.allHeaders())}\n${body}`),
    );
  });
  return async () => (await Promise.all(seen)).join('\n');
}

describe('booking app: the main job, by clicking', () => {
  it('a member books, reschedules and cancels; each step is emailed; a closed policy window is one short note', () =>
    h.run(
      'member journey',
      async (t) => {
        const { page } = t;
        await logInAsDemoMember(t, '/services/private-yoga-session/book');
        expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).count()).toBe(0);
        // A week ahead: well inside the policy's windows (online changes close 24 hours before).
        const first = await pickFirstOpenTime(page, 1);
        const id = await book(t);
        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        expect(await text(fact(page, 'Status'))).toBe('Confirmed');

        await page.getByRole('link', { name: 'Go to My bookings' }).click();
        await t.waitForStore('/my-bookings');
        const yoga = upcoming(page).getByRole('article', { name: YOGA });
        await expectText(fact(yoga, 'Status'), 'Confirmed');
        expect(await text(fact(yoga, 'When'))).toContain(first.label);
        // Both actions are allowed: buttons only, no disabled ones, no explanations.
        expect(await yoga.locator('button:disabled').count()).toBe(0);
        expect(await yoga.locator('.note').count()).toBe(0);

        await yoga.getByRole('link', { name: `Reschedule ${YOGA}` }).click();
        await t.waitForStore(`/my-bookings/${id}/reschedule`);
        // Times that would close online changes at once say so; the first one that would not is picked.
        await page.getByRole('radio').first().waitFor();
        const notes = await page.locator('.slot-choice .window-note').allInnerTexts();
        expect(notes.every((n) => /^Too close to (cancel|move)/.test(n))).toBe(true);
        const choice = page.locator('label.slot-choice:not(:has(.window-note))').first();
        await choice.getByRole('radio').check();
        const picked = (await text(choice)).split(' with ')[0]!;
        await page.getByText(/^After the move you can cancel online until /).waitFor();
        await page.getByRole('button', { name: 'Move my booking' }).click();
        await t.waitForStore('/my-bookings');
        expect(await text(page.getByRole('status').filter({ hasText: 'is moved to' }))).toContain(picked);
        await expectText(fact(yoga, 'Status'), 'Confirmed');
        expect(await text(fact(yoga, 'When'))).toContain(picked);

        // A phone: nothing scrolls sideways and a booking takes a few short lines.
        await page.setViewportSize({ width: 390, height: 844 });
        await fitsWidth(page);
        expect((await yoga.boundingBox())!.height).toBeLessThan(240);

        await yoga.getByRole('button', { name: `Cancel ${YOGA}` }).click();
        await yoga.getByRole('button', { name: 'Yes, cancel it' }).click();
        await page.getByRole('status').filter({ hasText: 'is canceled' }).waitFor();
        // A canceled booking leaves Upcoming for "Past and canceled".
        await page.getByText('You have no upcoming bookings.').waitFor();
        await page.getByRole('link', { name: 'Past and canceled' }).click();
        await t.waitForStore('/my-bookings?tab=past');
        const canceled = page.getByRole('list', { name: 'Past and canceled bookings' }).getByRole('article', { name: YOGA });
        await expectText(fact(canceled, 'Status'), 'Canceled');
        expect(await canceled.getByRole('button').count()).toBe(0);
        expect(await canceled.getByRole('link').count()).toBe(0);

        const mails = await expectBookingMails(
          h,
          DEMO_MEMBER_EMAIL,
          ['booking-confirmed', 'booking-rescheduled', 'booking-canceled'],
          YOGA,
        );
        expect(mails.every((m) => m.bookingId === id)).toBe(true);

        // The studio now closes online cancellation 60 days ahead and allows no rescheduling: a new
        // booking shows one short note instead of buttons, and no closing date before it was made.
        servicesAdmin(h.emulator).updatePolicy(DEMO_POLICY_IDS.standard, {
          revision: '1',
          cancellationPolicy: { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: 86_400, allowAnonymous: true },
          reschedulePolicy: { enabled: false, limitLatestReschedule: false, latestRescheduleInMinutes: 1440, allowAnonymous: true },
        } as never);
        await page.setViewportSize({ width: 1280, height: 800 });
        await t.goto('/services/private-yoga-session/book');
        await pickFirstOpenTime(page, 1);
        await book(t);
        await page.getByRole('link', { name: 'Go to My bookings' }).click();
        await t.waitForStore('/my-bookings');
        const closed = upcoming(page).getByRole('article', { name: YOGA });
        const note = closed.locator('.note');
        await note.waitFor();
        expect(await text(note)).toBe(
          "Online cancellation closes 60 days before the start; rescheduling isn't offered by the studio. Please contact the studio.",
        );
        expect(await closed.getByRole('button').count()).toBe(0);
        expect(await closed.getByRole('link').count()).toBe(0);
        expect(t.consoleErrors).toEqual([]);
      },
      CONTEXT,
    ));

  it('guests request a service the studio approves by hand; the staff confirms one, declines the other, marks attendance', () =>
    h.run(
      'approval journey',
      async (t) => {
        const { page } = t;
        const received = recordResponses(t);
        const ada = { first: 'Ada', email: 'ada@example.com' };
        const grace = { first: 'Grace', email: 'grace@example.com' };

        await t.goto('/');
        await page.getByRole('link', { name: `Details of ${CONSULTATION}` }).click();
        await page.getByRole('link', { name: `Book ${CONSULTATION}` }).click();
        const adaTime = await pickFirstOpenTime(page);
        await book(t, ada);
        await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
        expect(await text(fact(page, 'Status'))).toBe("Awaiting the studio's approval");

        // A pending request holds its time: the next guest gets another one.
        await t.goto('/services/intro-consultation/book');
        const graceTime = await pickFirstOpenTime(page);
        expect(`${graceTime.day} ${graceTime.label}`).not.toBe(`${adaTime.day} ${adaTime.label}`);
        await book(t, grace);
        await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();

        // The staff view: by its address (customers have no link to it), behind the passcode.
        await t.goto('/staff');
        const call = (path: string, init: { method?: string; header?: boolean } = {}) =>
          page.evaluate(
            async ({ path, method, header, name }) => {
              const response = await fetch(path, {
                method,
                headers: { 'content-type': 'application/json', ...(header ? { [name]: '1' } : {}) },
                ...(method === 'POST' ? { body: '{}' } : {}),
              });
              return { status: response.status, body: await response.text() };
            },
            { path, method: init.method ?? 'POST', header: init.header ?? true, name: STAFF_HEADER },
          );
        const noSession = await call('/staff-api/_api/bookings-reader/v2/extended-bookings/query');
        expect(noSession.status).toBe(401);
        expect(noSession.body).toContain('STAFF_SESSION_REQUIRED');
        expect((await call('/staff-api/session', { header: false })).status).toBe(403);

        await page.getByLabel('Staff passcode').fill('not-the-passcode');
        await page.getByRole('button', { name: 'Open the staff view' }).click();
        await page.getByText('Wrong staff passcode. Please try again.').waitFor();
        await page.getByLabel('Staff passcode').fill(TEST_STAFF_PASSCODE);
        await page.getByRole('button', { name: 'Open the staff view' }).click();

        const list = page.getByRole('list', { name: 'Bookings of the day' });
        const showDay = async (day: string) => {
          await page.getByLabel('Day', { exact: true }).fill(day);
          await t.waitForStore(`/staff?day=${day}`);
        };
        await showDay(graceTime.day);
        const graceRow = list.getByRole('article').filter({ hasText: grace.email });
        await expectText(fact(graceRow, 'Status'), 'Waiting for approval');
        await graceRow.getByRole('button', { name: `Decline ${CONSULTATION} for Grace` }).click();
        await expectText(fact(graceRow, 'Status'), 'Declined');

        await showDay(adaTime.day);
        const adaRow = list.getByRole('article').filter({ hasText: ada.email });
        await expectText(fact(adaRow, 'Status'), 'Waiting for approval');
        expect(await text(fact(adaRow, 'Customer'))).toBe(`Ada (${ada.email})`);
        await adaRow.getByRole('button', { name: `Confirm ${CONSULTATION} for Ada` }).click();
        await expectText(fact(adaRow, 'Status'), 'Confirmed');
        await adaRow.getByRole('button', { name: 'Mark Ada as attended' }).click();
        await expectText(fact(adaRow, 'Attendance'), 'Attended');
        expect(await adaRow.getByRole('button', { name: 'Mark Ada as attended' }).getAttribute('aria-pressed')).toBe('true');

        await expectBookingMails(h, ada.email, ['booking-pending', 'booking-confirmed'], CONSULTATION);
        await expectBookingMails(h, grace.email, ['booking-pending', 'booking-declined'], CONSULTATION);

        // With a session: still nothing outside the allowlist; the cookie is out of the page's reach.
        expect((await call('/staff-api/_api/bookings-service/v2/bookings/x/cancel')).body).toContain('STAFF_CALL_NOT_ALLOWED');
        expect((await call('/staff-api/_emulator/state', { method: 'GET' })).status).toBe(403);
        expect((await call('/staff-api/bookings/bookings-attendance/query')).status).toBe(403);
        expect(await page.evaluate(() => document.cookie)).not.toContain('fd_staff');

        // A phone: the day's navigation stays on one line ("Next day" unbroken), nothing scrolls sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await fitsWidth(page);
        const next = page.getByRole('button', { name: 'Next day' });
        const previous = page.getByRole('button', { name: 'Previous day' });
        const [nextBox, previousBox] = [(await next.boundingBox())!, (await previous.boundingBox())!];
        expect(nextBox.height).toBeLessThan(50);
        expect(Math.abs(nextBox.y - previousBox.y)).toBeLessThan(2);
        await next.click();
        await page.getByRole('button', { name: 'Leave the staff view' }).click();
        await page.getByLabel('Staff passcode').waitFor();
        expect((await call('/staff-api/_api/bookings-reader/v2/extended-bookings/query')).status).toBe(401);

        const everything = await received();
        expect(everything).not.toContain(DEMO_API_KEY);
        expect(await page.content()).not.toContain(DEMO_API_KEY);
        expect(t.consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      },
      CONTEXT,
    ));

  it('refuses a cross-site request even with the staff header', async () => {
    const response = await fetch(h.app.url('/staff-api/session'), {
      method: 'POST',
      headers: { origin: 'http://evil.example', [STAFF_HEADER]: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ passcode: TEST_STAFF_PASSCODE }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
