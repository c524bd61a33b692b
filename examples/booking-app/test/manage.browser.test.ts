import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiKey, createClient, staticToken } from '@frontdesk/core';
import { confirmBooking, confirmOrDeclineBooking, createBooking, queryAttendance, queryAvailability, queryExtendedBookings, updateExtendedFields, type SlotAvailability } from '@frontdesk/bookings';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, DEMO_POLICY_IDS, DEMO_SERVICE_IDS, DEMO_SITE_ID, servicesAdmin } from '@frontdesk/emulator';
import { addDays, today, zonedInstant } from '../src/format.js';
import { STAFF_HEADER } from '../src/staff-constants.js';
import { fact, fitsWidth, startBookingApp, TEST_STAFF_PASSCODE, text, type StoreTest, type StorefrontHarness } from './harness.js';

// My bookings, reschedule and the staff view of examples/booking-app in real Chromium (the
// production build against the standalone emulator). The bookings each test needs are made through
// the SDK (as the demo member, confirmed by the owner), not through the booking pages. Browsers run
// in the studio's time zone. The staff proxy's own unit tests are in staff-proxy.test.ts.

const ZONE = 'America/New_York';
const CONTEXT = { context: { timezoneId: ZONE } };
let h: StorefrontHarness;

beforeAll(async () => {
  h = await startBookingApp();
});
afterAll(() => h?.close());

const owner = () => createClient({ baseUrl: h.emulatorUrl, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
const member = () =>
  createClient({ baseUrl: h.emulatorUrl, auth: staticToken(h.emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId: DEMO_MEMBER_ID }).access_token) });

const startOf = (entry: SlotAvailability) => zonedInstant(entry.slot!.startDate!, entry.slot!.timezone ?? ZONE);

/** Open slots of a service in the next three weeks that start at least `hours` from now. */
async function openSlots(serviceId: string, hours: number): Promise<SlotAvailability[]> {
  const from = today(ZONE);
  const { availabilityEntries = [] } = await queryAvailability(owner(), { filter: { serviceId, startDate: `${from}T00:00:00`, endDate: `${addDays(from, 21)}T00:00:00`, bookable: true } }, { timezone: ZONE });
  return availabilityEntries.filter((e) => e.bookable && startOf(e).getTime() > Date.now() + hours * 3600_000);
}

/** Books `entry` as the demo member; `confirm` has the owner confirm it (the platform's payment step). */
async function bookAsMember(entry: SlotAvailability, confirm = true) {
  const { booking } = await createBooking(member(), {
    bookedEntity: { slot: entry.slot! },
    contactDetails: { firstName: 'Demo', lastName: 'Member', email: DEMO_MEMBER_EMAIL },
    totalParticipants: 1,
  });
  if (!confirm) return booking;
  return (await confirmBooking(owner(), booking.id!, booking.revision!)).booking;
}

async function logIn(t: StoreTest, next = '/my-bookings'): Promise<void> {
  await t.goto(`/login?next=${encodeURIComponent(next)}`);
  await t.page.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
  await t.page.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
  await t.page.getByLabel('Password').press('Enter');
  await t.waitForStore(next);
}

const card = (page: Page, title: string) => page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: title });

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

describe('booking app: my bookings, reschedule, staff view', () => {
  it('a member reschedules a booking to another open slot, after a stale-revision retry', () =>
    h.run(
      'reschedule',
      async (t) => {
        const { page } = t;
        const [slot] = await openSlots(DEMO_SERVICE_IDS.privateSession, 50);
        const booking = await bookAsMember(slot!);
        await logIn(t);
        await card(page, 'Private Yoga Session').waitFor();
        expect(await text(fact(card(page, 'Private Yoga Session'), 'Status'))).toBe('Confirmed');

        await page.getByRole('link', { name: 'Reschedule Private Yoga Session' }).click();
        await t.waitForStore(`/my-bookings/${booking.id}/reschedule`);
        const choice = page.getByRole('radio').first();
        await choice.check();
        const picked = (await choice.locator('xpath=..').innerText()).trim();
        await page.setViewportSize({ width: 375, height: 800 });
        await fitsWidth(page);

        // The studio changes the booking meanwhile: the page explains, reloads it, and the retry goes through.
        await updateExtendedFields(owner(), booking.id!, '@studio/notes', { namespaceData: { note: 'prefers the window spot' } });
        await page.getByRole('button', { name: 'Move my booking' }).click();
        expect(await text(page.getByRole('alert'))).toContain('This booking changed in the meantime');
        await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'));
        await page.getByRole('button', { name: 'Move my booking' }).click();
        await t.waitForStore('/my-bookings');
        const notice = await text(page.getByRole('status').filter({ hasText: 'is moved to' }));
        expect(notice).toContain(picked.split(' with ')[0]!);

        const moved = (await queryExtendedBookings(owner(), { filter: { id: booking.id } })).items[0]!.booking!;
        expect(moved.bookedEntity?.slot?.startDate).not.toBe(slot!.slot!.startDate);
        expect(moved.status).toBe('CONFIRMED');
        expect(t.consoleErrors).toEqual([]);
      },
      CONTEXT,
    ));

  it('a member cancels within the policy; a canceled booking and a passed policy window say why not', () =>
    h.run(
      'cancel and reasons',
      async (t) => {
        const { page } = t;
        const [first] = await openSlots(DEMO_SERVICE_IDS.privateSession, 50);
        await bookAsMember(first!);
        await logIn(t);
        const yoga = card(page, 'Private Yoga Session');
        const booking = (await queryExtendedBookings(owner(), {})).items[0]!.booking!;
        // Refused once (slowly): shown as canceled at once, then rolled back with the reason.
        h.emulator.faults.inject({
          path: `/_api/bookings-service/v2/bookings/${booking.id}/cancel`,
          delayMs: 400,
          status: 428,
          body: { message: 'Failed precondition', details: { applicationError: { code: 'BOOKING_POLICY_VIOLATION', description: 'too late to cancel' } } },
        });
        await yoga.getByRole('button', { name: 'Cancel Private Yoga Session' }).click();
        await yoga.getByRole('button', { name: 'Yes, cancel it' }).click();
        await expectText(fact(yoga, 'Status'), 'Canceled');
        await expectText(fact(yoga, 'Status'), 'Confirmed');
        expect(await text(yoga.getByRole('alert'))).toContain('We could not cancel this booking.');

        await yoga.getByRole('button', { name: 'Cancel Private Yoga Session' }).click();
        await yoga.getByRole('button', { name: 'Yes, cancel it' }).click();
        await page.getByRole('status').filter({ hasText: 'is canceled' }).waitFor();
        await expectText(fact(yoga, 'Status'), 'Canceled');
        expect(await text(yoga)).toContain('This booking is already canceled.');
        expect(await yoga.getByRole('button', { name: 'Cancel booking' }).isDisabled()).toBe(true);
        expect((await queryExtendedBookings(owner(), {})).items[0]!.booking!.status).toBe('CANCELED');

        // The studio's policy now closes online changes 60 days before the start: the reason is shown.
        servicesAdmin(h.emulator).updatePolicy(DEMO_POLICY_IDS.standard, {
          revision: '1',
          cancellationPolicy: { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: 86_400, allowAnonymous: true },
          reschedulePolicy: { enabled: false, limitLatestReschedule: false, latestRescheduleInMinutes: 1440, allowAnonymous: true },
        } as never);
        const [later] = await openSlots(DEMO_SERVICE_IDS.consultation, 50);
        await bookAsMember(later!);
        await page.reload();
        const consult = card(page, 'Intro Consultation');
        // The reasons need the service's policy, which loads after the bookings.
        await consult.getByText('The policy window has passed').waitFor();
        const words = await text(consult);
        expect(words).toContain('The policy window has passed: online cancellation closes 60 days before the start');
        expect(words).toContain("The studio's policy does not allow online rescheduling.");
        expect(await consult.getByRole('button', { name: 'Cancel booking' }).isDisabled()).toBe(true);

        // A phone-width screen: nothing scrolls sideways.
        await page.setViewportSize({ width: 375, height: 800 });
        await fitsWidth(page);

        // The tab is in the URL.
        await page.getByRole('link', { name: 'Past' }).click();
        await t.waitForStore('/my-bookings?tab=past');
        await page.getByText('You have no past bookings yet.').waitFor();
        expect(t.consoleErrors).toEqual([]);
      },
      CONTEXT,
    ));

  it('the staff confirms a PENDING booking and marks attendance, through the staff proxy only', () =>
    h.run(
      'staff view',
      async (t) => {
        const { page } = t;
        const received = recordResponses(t);
        const [slot] = await openSlots(DEMO_SERVICE_IDS.consultation, 3);
        const created = await bookAsMember(slot!, false);
        // Manual approval: the checkout's confirm-or-decline leaves it PENDING for the studio.
        expect((await confirmOrDeclineBooking(owner(), created.id!)).booking.status).toBe('PENDING');
        const day = today(ZONE, startOf(slot!));

        await t.goto(`/staff?day=${day}`);
        const call = (path: string, init: { method?: string; header?: boolean } = {}) =>
          page.evaluate(
            async ({ path, method, header, name }) => {
              const response = await fetch(path, { method, headers: { 'content-type': 'application/json', ...(header ? { [name]: '1' } : {}) }, ...(method === 'POST' ? { body: '{}' } : {}) });
              return { status: response.status, body: await response.text() };
            },
            { path, method: init.method ?? 'POST', header: init.header ?? true, name: STAFF_HEADER },
          );
        // Without a staff session, or without the staff header, the proxy refuses.
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
        const row = list.getByRole('article').filter({ hasText: 'Intro Consultation' });
        await row.waitFor();
        expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe(day);
        expect(await text(fact(row, 'Status'))).toBe('Waiting for approval');
        expect(await text(fact(row, 'Customer'))).toBe(`Demo Member (${DEMO_MEMBER_EMAIL})`);
        await row.getByRole('button', { name: /^Confirm Intro Consultation/ }).click();
        await expectText(fact(row, 'Status'), 'Confirmed');
        await row.getByRole('button', { name: 'Mark Demo Member as attended' }).click();
        await expectText(fact(row, 'Attendance'), 'Attended');
        expect(await row.getByRole('button', { name: 'Mark Demo Member as attended' }).getAttribute('aria-pressed')).toBe('true');

        // With a session: still nothing outside the allowlist; the cookie is out of the page's reach.
        expect((await call(`/staff-api/_api/bookings-service/v2/bookings/${created.id}/cancel`)).body).toContain('STAFF_CALL_NOT_ALLOWED');
        expect((await call('/staff-api/_emulator/state', { method: 'GET' })).status).toBe(403);
        expect((await call('/staff-api/bookings/bookings-attendance/query')).status).toBe(403);
        expect((await call('/staff-api/_api/bookings-reader/v2/extended-bookings/query?x=1')).status).toBe(403);
        expect(await page.evaluate(() => document.cookie)).not.toContain('fd_staff');

        const booking = (await queryExtendedBookings(owner(), { filter: { id: created.id } })).items[0]!.booking!;
        expect(booking.status).toBe('CONFIRMED');
        expect((await queryAttendance(owner(), { filter: { bookingId: created.id } })).items[0]?.status).toBe('ATTENDED');

        await page.setViewportSize({ width: 375, height: 800 });
        await fitsWidth(page);

        // A day without bookings; then leave the staff view.
        await page.getByRole('button', { name: 'Next day' }).click();
        await t.waitForStore(`/staff?day=${addDays(day, 1)}`);
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

/** Waits until a locator's text is `expected`. */
async function expectText(locator: ReturnType<Page['locator']>, expected: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^\\s*${expected}\\s*$`) }).waitFor();
}
