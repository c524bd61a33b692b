import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { queryExtendedBookings } from '@frontdesk/bookings';
import {
  DEMO_API_KEY,
  DEMO_CATEGORY_IDS,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_MEMBER_PASSWORD,
  DEMO_SITE_ID,
} from '@frontdesk/emulator';
import {
  expectBookingMails,
  fact,
  fitsWidth,
  pickFirstOpenTime,
  startBookingApp,
  text,
  type StoreTest,
  type StorefrontHarness,
} from './harness.js';

// The booking app's customer side (examples/booking-app) in real Chromium: browse services, book an
// appointment as a visitor, a class session as a member, a course; the confirmation page. Each test
// starts from the emulator's demo seed (real clock) in a fresh browser context and saves its last
// page as test-results/browser/booking-app-<name>.png.

const CREATE_BOOKING = 'POST /_api/bookings-service/v2/bookings';

let h: StorefrontHarness;

beforeAll(async () => {
  h = await startBookingApp();
});
afterAll(() => h?.close());

/** The owner's client (API key): reads every booking, to check what the app created. */
const owner = () => createClient({ baseUrl: h.emulatorUrl, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });

/** The booking with this id, as the platform has it. */
async function platformBooking(id: string) {
  const page = await queryExtendedBookings(owner(), { filter: { id }, cursorPaging: { limit: 1 } });
  const booking = page.items[0]?.booking;
  expect(booking, `booking ${id} in the emulator`).toBeDefined();
  return booking!;
}

/** The booking id from a confirmation page's address. */
const bookingIdOf = (url: URL): string => decodeURIComponent(/^\/bookings\/([^/]+)\/confirmation$/.exec(url.pathname)![1]!);

/** Waits for the confirmation page of any booking and returns its id. */
async function confirmationId(t: StoreTest): Promise<string> {
  await t.page.waitForURL((url) => /^\/bookings\/[^/]+\/confirmation$/.test(url.pathname));
  await t.page.getByRole('heading', { level: 1 }).waitFor();
  return bookingIdOf(new URL(t.page.url()));
}

describe('booking app (customer side) in Chromium', () => {
  it('browses services: category and type filters in the URL survive a reload; a service page with its details and policy', () =>
    h.run('browse services', async (t) => {
      const { page } = t;
      await t.goto('/');
      const list = page.getByRole('list', { name: 'Services' });
      await list.getByRole('heading', { name: 'Private Yoga Session' }).waitFor();
      // Customers see no staff link; the footer names the booking app.
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).toEqual([
        'Services',
        'Log in',
        'Create account',
      ]);
      expect(await text(page.locator('.site-footer'))).toContain('A headless booking app built with Frontdesk.');
      expect(await list.getByRole('heading').allInnerTexts()).toEqual([
        'Private Yoga Session',
        'Intro Consultation',
        'Vinyasa Flow',
        'Mindfulness Course',
      ]);
      const card = await text(page.getByRole('article', { name: 'Private Yoga Session' }));
      for (const part of ['Appointment', 'One-on-one practice', '$60', '1 hr', 'Private sessions']) expect(card).toContain(part);
      expect(await text(page.getByRole('article', { name: 'Intro Consultation' }))).toContain('Free');

      // Type: classes only; the URL says so and a reload keeps it.
      await page.getByLabel('Type').selectOption('CLASS');
      await t.waitForStore('/?type=CLASS');
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Services"] h2').length === 1);
      expect(await list.getByRole('heading').allInnerTexts()).toEqual(['Vinyasa Flow']);
      await page.reload();
      await list.getByRole('heading', { name: 'Vinyasa Flow' }).waitFor();
      expect(await list.getByRole('heading').count()).toBe(1);
      expect(await page.getByLabel('Type').inputValue()).toBe('CLASS');

      // Category on top of the type: nothing matches; then the category alone.
      await page.getByLabel('Category').selectOption({ label: 'Private sessions' });
      await t.waitForStore(`/?type=CLASS&category=${DEMO_CATEGORY_IDS.private}`);
      await page.getByText('No services match these filters.').waitFor();
      await page.getByLabel('Type').selectOption('');
      await t.waitForStore(`/?category=${DEMO_CATEGORY_IDS.private}`);
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Services"] h2').length === 2);
      await page.reload();
      await list.getByRole('heading', { name: 'Intro Consultation' }).waitFor();
      expect(await list.getByRole('heading').allInnerTexts()).toEqual(['Private Yoga Session', 'Intro Consultation']);
      expect(await page.getByLabel('Category').inputValue()).toBe(DEMO_CATEGORY_IDS.private);

      // A service's page, by slug: price, length, staff, location and the policy in words.
      await page.getByRole('link', { name: 'Details of Private Yoga Session' }).click();
      await t.waitForStore('/services/private-yoga-session');
      const details = page.getByRole('region', { name: 'Details' });
      await page.getByText('Maya Chen, Leo Park').waitFor();
      expect(await text(fact(details, 'Price'))).toBe('$60');
      expect(await text(fact(details, 'Payment'))).toBe('Pay online or at the studio.');
      expect(await text(fact(details, 'Duration'))).toBe('1 hr');
      expect(await text(fact(details, 'Staff'))).toBe('Maya Chen, Leo Park');
      expect(await text(fact(details, 'Location'))).toBe('Bedford Ave Studio, 120 Bedford Ave, Brooklyn, NY 11211, USA');
      const policy = await text(page.getByRole('region', { name: 'Booking policy' }));
      for (const line of [
        'Book up to 30 days ahead, at least 2 hours before the start.',
        'Cancel online up to 24 hours before the start.',
        'Reschedule online up to 24 hours before the start.',
      ]) {
        expect(policy).toContain(line);
      }
      expect(await page.getByRole('link', { name: 'Book Private Yoga Session' }).getAttribute('href')).toBe(
        '/services/private-yoga-session/book',
      );

      // The consultation is approved by hand; the class has a group size and a waitlist.
      await t.goto('/services/intro-consultation');
      await page.getByText('The studio approves each booking').waitFor();
      await t.goto('/services/vinyasa-flow');
      expect(await text(page.getByRole('region', { name: 'Booking policy' }))).toContain('Book for up to 3 people at once.');
      await t.goto('/services/no-such-service');
      await page.getByRole('heading', { name: 'Service not available' }).waitFor();
      expect(t.consoleErrors).toEqual([]);
    }));

  it('shows loading, error and retry states when the platform fails', () =>
    h.run('error states', async (t) => {
      const { page } = t;
      // The services query fails four times (the first try and the three automatic retries).
      h.emulator.faults.inject({ method: 'POST', path: '/_api/bookings/v2/services/query', status: 500, times: 4 });
      await t.goto('/?type=COURSE');
      await page.getByText('Having trouble reaching the store. Retrying…').waitFor();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await text(alert)).toContain('Something went wrong on our side. Please try again in a moment.');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('list', { name: 'Services' }).getByRole('heading', { name: 'Mindfulness Course' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);

      // Availability fails on the booking page: explained where the times would be, with a retry.
      h.emulator.faults.inject({ method: 'POST', path: '/availability-calendar/v1/availability/query', status: 404, times: 1 });
      await t.goto('/services/private-yoga-session/book');
      await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('list', { name: 'Days' }).waitFor();
      expect(t.consoleErrors).toEqual([]);
    }));

  it('books an appointment as a visitor: service, day and time in the own time zone, form, confirmation that survives a reload', () =>
    h.run(
      'visitor appointment',
      async (t) => {
        const { page } = t;
        await t.goto('/');
        await page.getByRole('link', { name: 'Details of Private Yoga Session' }).click();
        await t.waitForStore('/services/private-yoga-session');
        await page.getByRole('link', { name: 'Book Private Yoga Session' }).click();
        await t.waitForStore('/services/private-yoga-session/book');
        expect(await text(page.locator('.zone-note'))).toBe('Times are shown in your time zone: Europe/London.');
        expect(await page.getByRole('link', { name: 'Log in to book as a member' }).getAttribute('href')).toBe(
          '/login?next=%2Fservices%2Fprivate-yoga-session%2Fbook',
        );

        const { label } = await pickFirstOpenTime(page);
        // The day and time are in the URL (London wall time); the form's heading has the focus.
        const chosen = new URL(page.url());
        const time = chosen.searchParams.get('time')!;
        expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect(chosen.searchParams.get('date')).toBe(time.slice(0, 10));
        await page.waitForFunction(() => document.activeElement?.id === 'details-title');
        const summary = page.getByRole('region', { name: 'Your booking' });
        expect(await text(fact(summary, 'When'))).toContain(label);
        const staff = await text(fact(summary, 'With'));
        expect(['Maya Chen', 'Leo Park']).toContain(staff);

        // The form checks itself first: a missing name and a bad email are explained, focus on the first.
        await page.getByLabel('Email').fill('not-an-email');
        await page.getByRole('button', { name: 'Book now' }).click();
        expect(await page.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
        expect(
          await text(
            page.locator(
              `#${await page
                .getByLabel('Email')
                .getAttribute('aria-describedby')
                .then((ids) => ids!.split(' ').at(-1))}`,
            ),
          ),
        ).toBe('Please enter a valid email address, like name@example.com.');
        expect(t.apiCalls).not.toContain(CREATE_BOOKING);

        await page.getByLabel('First name').fill('Ada');
        await page.getByLabel('Last name (optional)').fill('Lovelace');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
        // A double click books once.
        await page.getByRole('button', { name: 'Book now' }).dblclick();
        const id = await confirmationId(t);
        expect(t.apiCalls.filter((call) => call === CREATE_BOOKING)).toHaveLength(1);

        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        const check = async () => {
          expect(await text(fact(page, 'What'))).toBe('Private Yoga Session');
          expect(await text(fact(page, 'When'))).toContain(label);
          expect(await text(fact(page, 'Time zone'))).toBe('Europe/London');
          expect(await text(fact(page, 'With'))).toBe(staff);
          expect(await text(fact(page, 'Name'))).toBe('Ada Lovelace');
          expect(await text(fact(page, 'Status'))).toBe('Confirmed');
          expect(await text(fact(page, 'Where'))).toContain('Bedford Ave Studio');
        };
        await check();

        // The platform has it: the chosen slot (London time), the visitor's contact, no member.
        const booking = await platformBooking(id);
        expect(booking.bookedEntity?.slot?.startDate).toBe(time);
        expect(booking.bookedEntity?.slot?.timezone).toBe('Europe/London');
        expect(booking.bookedEntity?.slot?.resource?.name).toBe(staff);
        expect(booking.contactDetails).toMatchObject({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
        });
        expect(booking.createdBy?.anonymousVisitorId).toBeTruthy();
        expect(booking.createdBy?.memberId).toBeUndefined();
        // The app's checkout completed it, and the customer was emailed.
        expect(booking.status).toBe('CONFIRMED');
        await expectBookingMails(h, 'ada@example.com', ['booking-confirmed'], 'Private Yoga Session');

        // A reload shows the same confirmation (kept in this tab; a visitor cannot read bookings back).
        await page.reload();
        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        await check();
        expect(t.apiCalls.some((call) => call.includes('extended-bookings'))).toBe(false);
        expect(t.apiCalls.some((call) => call.includes('confirmOrDecline'))).toBe(false);
        const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
        expect(stored).not.toMatch(/token|fd_at_|fd_rt_/i);

        // Another tab has nothing to show a visitor, and says why.
        const other = await t.context.newPage();
        await other.goto(h.app.url(new URL(page.url()).pathname));
        await other.getByRole('heading', { name: 'Booking details not available here' }).waitFor();
        await other.close();
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { timezoneId: 'Europe/London' } },
    ));

  it('books a class session as a signed-in member, logging in from the booking page; the confirmation is read back', () =>
    h.run(
      'member class',
      async (t) => {
        const { page } = t;
        await t.goto('/services/vinyasa-flow/book');
        await page.getByRole('link', { name: 'Log in to book as a member' }).click();
        await t.waitForStore('/login?next=%2Fservices%2Fvinyasa-flow%2Fbook');
        await page.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
        await page.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
        await page.getByLabel('Password').press('Enter');
        await t.waitForStore('/services/vinyasa-flow/book');
        await page.getByText(`Booking as ${DEMO_MEMBER_EMAIL}`).waitFor();
        expect(await text(page.locator('.zone-note'))).toBe('Times are shown in your time zone: Asia/Tokyo.');

        // Sessions of the next weeks: the ones within the 14-day window are open, later ones say when booking opens.
        const sessions = page.getByRole('list', { name: 'Sessions' });
        await sessions.getByRole('button').first().waitFor();
        const all = await sessions.getByRole('button').allInnerTexts();
        expect(all.some((s) => /10 spots left/.test(s) && /with Leo Park/.test(s))).toBe(true);
        expect(all.some((s) => /Booking opens 14 days before/.test(s))).toBe(true);
        const session = sessions.getByRole('button', { disabled: false }).first();
        const when = await text(session.locator('.session-when'));
        await session.click();
        const eventId = new URL(page.url()).searchParams.get('session');
        expect(eventId).toBeTruthy();

        // The member's details are filled in.
        await page.waitForFunction(
          () => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === 'demo@frontdesk.test',
        );
        expect(await page.getByLabel('First name').inputValue()).toBe('Demo');
        expect(await page.getByLabel('Last name (optional)').inputValue()).toBe('Member');
        await page.getByLabel('Number of people').fill('2');
        await page.getByRole('button', { name: 'Book now' }).click();
        const id = await confirmationId(t);
        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        expect(await text(fact(page, 'People'))).toBe('2');
        expect(await text(fact(page, 'When'))).toContain(when.split(', ').at(-1)!.split(' – ')[0]!);
        expect(await text(fact(page, 'Time zone'))).toBe('Asia/Tokyo');

        const booking = await platformBooking(id);
        expect(booking.createdBy?.memberId).toBe(DEMO_MEMBER_ID);
        expect(booking.bookedEntity?.slot?.eventId).toBe(eventId);
        expect(booking.totalParticipants).toBe(2);
        expect(booking.contactDetails?.email).toBe(DEMO_MEMBER_EMAIL);
        expect(booking.status).toBe('CONFIRMED');
        await expectBookingMails(h, DEMO_MEMBER_EMAIL, ['booking-confirmed'], 'Vinyasa Flow');

        // After a reload the member's booking is read back from the platform too.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('extended-bookings/query')));
        expect(await text(fact(page, 'What'))).toBe('Vinyasa Flow');
        await page.getByRole('link', { name: 'Go to My bookings' }).waitFor();

        // In a new tab (no saved confirmation) a member still sees it, from the platform.
        const other = await t.context.newPage();
        await other.goto(h.app.url(new URL(page.url()).pathname));
        await other.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        expect(await text(fact(other, 'What'))).toBe('Vinyasa Flow');
        expect(await text(fact(other, 'People'))).toBe('2');
        await other.close();
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { timezoneId: 'Asia/Tokyo' } },
    ));

  it('on a phone: a time taken meanwhile in another tab is explained, then another time books', () =>
    h.run(
      'taken slot on a phone',
      async (t) => {
        const { page } = t;
        await t.goto('/');
        await page.getByRole('list', { name: 'Services' }).getByRole('heading').first().waitFor();
        await fitsWidth(page);
        await t.goto('/services/private-yoga-session');
        await page.getByRole('region', { name: 'Booking policy' }).waitFor();
        await fitsWidth(page);
        await t.goto('/services/private-yoga-session/book');
        await pickFirstOpenTime(page);
        await page.getByRole('heading', { name: 'Your details' }).waitFor();
        await fitsWidth(page);
        const url = page.url();
        const staff = await text(fact(page.getByRole('region', { name: 'Your booking' }), 'With'));

        // Someone else (another tab) books that exact slot first.
        const other = await t.context.newPage();
        await other.goto(url);
        await other.getByLabel('First name').fill('Grace');
        await other.getByLabel('Email').fill('grace@example.com');
        await other.getByRole('button', { name: 'Book now' }).click();
        await other.waitForURL((u) => u.pathname.endsWith('/confirmation'));
        await other.close();

        await page.getByLabel('First name').fill('Ada');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByRole('button', { name: 'Book now' }).click();
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await text(alert)).toBe('Sorry, this time was just booked by someone else. Please choose another time.');
        await page.waitForFunction(() => document.activeElement?.closest('div')?.querySelector('#retake-error') !== null);
        expect(new URL(page.url()).searchParams.get('time')).toBeNull();
        await fitsWidth(page);

        // The typed details are kept; another time books.
        await pickFirstOpenTime(page);
        expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
        await page.getByRole('button', { name: 'Book now' }).click();
        await confirmationId(t);
        await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
        await fitsWidth(page);
        expect(staff).toBeTruthy();

        // A link to the time Grace took says it is gone, rather than showing nothing.
        await page.goto(url);
        await page.getByText(/^Sorry, the time you chose \(.+\) is no longer available\. Please choose another time\.$/).waitFor();
        expect(await page.getByRole('heading', { name: 'Your details' }).count()).toBe(0);
        // Days without open times look (and are) disabled.
        const empty = page.getByRole('list', { name: 'Days' }).getByRole('button', { pressed: false }).filter({ hasText: 'No times' });
        for (const day of await empty.all()) expect(await day.isDisabled()).toBe(true);
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, timezoneId: 'America/New_York' } },
    ));

  it('books a service the studio approves by hand: the confirmation says it awaits approval', () =>
    h.run('manual approval', async (t) => {
      const { page } = t;
      await t.goto('/services/intro-consultation/book');
      await pickFirstOpenTime(page);
      await page.getByText('The studio approves each booking; you will hear from them.').waitFor();
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByRole('button', { name: 'Book now' }).click();
      const id = await confirmationId(t);
      await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
      expect(await text(page.getByRole('main'))).toContain(
        "Your booking is awaiting the studio's approval. We will email you at ada@example.com once the studio confirms it.",
      );
      expect(await text(fact(page, 'Status'))).toBe("Awaiting the studio's approval");
      expect(await text(fact(page, 'With'))).toBe('Maya Chen');
      expect((await platformBooking(id)).status).toBe('PENDING');
      await expectBookingMails(h, 'ada@example.com', ['booking-pending'], 'Intro Consultation');
      expect(t.consoleErrors).toEqual([]);
    }));

  it('books a whole course before it starts; once started, the course says it can no longer be booked', () =>
    h.run(
      'course',
      async (t) => {
        const { page } = t;
        // The course runs on Wednesdays from 2026-03-04: open its booking window on the platform's clock.
        h.emulator.clock.set('2026-02-20T15:00:00.000Z');
        await t.goto('/services/mindfulness-course/book');
        const summary = page.getByRole('region', { name: 'The whole course' });
        await fact(summary, 'Open spots').waitFor();
        expect(await text(fact(summary, 'Open spots'))).toBe('12 of 12');
        expect(await text(fact(summary, 'When'))).toContain('March 4, 2026');
        await page.getByLabel('First name').fill('Ada');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByRole('button', { name: 'Book the course' }).click();
        const id = await confirmationId(t);
        expect(await text(fact(page, 'What'))).toBe('Mindfulness Course');
        expect(await text(fact(page, 'When'))).toContain('March 4, 2026');
        const booking = await platformBooking(id);
        expect(booking.bookedEntity?.schedule?.serviceId).toBeTruthy();
        expect(booking.bookedEntity?.tags).toEqual(['COURSE']);

        h.emulator.clock.set('2026-03-20T15:00:00.000Z');
        await t.goto('/services/mindfulness-course/book');
        await page.getByText('This course has already started, so it can no longer be booked online.').waitFor();
        expect(await page.getByRole('button', { name: 'Book the course' }).count()).toBe(0);
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { timezoneId: 'America/New_York' } },
    ));
});
