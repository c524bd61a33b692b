import { describe, expect, it } from 'vitest';
import { HOSTED_BOOKINGS_CHECKOUT_PATH } from '../../src/domains/bookings/checkout.js';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_MEMBER_PASSWORD,
  DEMO_PLAN_IDS,
  DEMO_SERVICE_IDS,
  type Emulator,
} from '../../src/index.js';
import { CookieJar, csrfOf, postForm, registerRedirectUris } from '../identity/helpers.js';
import { call, eventTypes, memberHeaders, newEmulator as plainEmulator, visitor } from '../plans/helpers.js';

/*
 * The hosted bookings checkout (`bookingsCheckout` redirect sessions, platform-rules 7.7 and 2.7):
 * the slot on a page, the customer's details and payment, the booking made as the platform makes
 * it, the email, and the way back to the app with the booking id.
 */

const REDIRECT = '/_api/redirects-api/v1/redirect-session';
const QUERY = '/availability-calendar/v1/availability/query';
const callbacks = {
  postFlowUrl: 'https://studio.example/services',
  thankYouPageUrl: 'https://studio.example/thanks',
  bookingsServiceListUrl: 'https://studio.example/services',
  planListUrl: 'https://studio.example/plans',
};

function newEmulator(): Emulator {
  const emulator = plainEmulator();
  registerRedirectUris(emulator, ['https://studio.example/callback']);
  return emulator;
}

// The first bookable entry availability gives for a service on a day (as an app would pick it).
async function firstSlot(emulator: Emulator, serviceId: string, day = '2026-03-02', timezone = 'America/New_York') {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const { body } = await call(emulator, 'POST', QUERY, {
    query: { filter: { serviceId: [serviceId], startDate: `${day}T00:00:00`, endDate: `${next}T00:00:00`, bookable: true } },
    timezone,
  });
  const entry = body.availabilityEntries[0];
  if (!entry) throw new Error(`no bookable slot of ${serviceId} on ${day}`);
  return entry;
}

async function openCheckout(
  emulator: Emulator,
  headers: Record<string, string>,
  slotAvailability: unknown,
  extra: Record<string, unknown> = {},
) {
  const { status, body } = await call(emulator, 'POST', REDIRECT, { bookingsCheckout: { slotAvailability }, callbacks, ...extra }, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.redirectSession as { id: string; fullUrl: string };
}

// Opens the page in a browser (its cookie jar) and posts the booking form with the page's token.
async function book(emulator: Emulator, session: { id: string; fullUrl: string }, fields: Record<string, string>, jar = new CookieJar()) {
  const html = await jar.take(await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
  const form = /<form method="post" action="\/_emulator\/hosted\/bookings-checkout" aria-labelledby="details-title">[\s\S]*?<\/form>/.exec(
    html,
  )?.[0];
  if (!form) throw new Error(`no booking form: ${html.slice(0, 400)}`);
  return jar.take(
    await postForm(
      emulator,
      HOSTED_BOOKINGS_CHECKOUT_PATH,
      { session: session.id, csrf: csrfOf(form), action: 'book', ...fields },
      jar.with(),
    ),
  );
}

const bookings = (emulator: Emulator) => Object.values((emulator.state.domains.bookings as { bookings: Record<string, any> }).bookings);
const outbox = async (emulator: Emulator, to: string) =>
  (await call(emulator, 'GET', `/_emulator/outbox?to=${encodeURIComponent(to)}`)).body.messages;

describe('bookingsCheckout redirect sessions and the hosted bookings checkout', () => {
  it('a member sees the slot with their details filled in, pays online, and is sent back with the booking id', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession, '2026-03-02', 'Europe/London');
    const session = await openCheckout(emulator, memberHeaders(emulator, DEMO_MEMBER_ID), entry, {
      bookingsCheckout: { slotAvailability: entry, timezone: 'Europe/London' },
    });
    expect(new URL(session.fullUrl).pathname).toBe(HOSTED_BOOKINGS_CHECKOUT_PATH);
    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('Private Yoga Session');
    // In the customer's zone, and in the business's.
    expect(html).toContain('Monday, March 2, 2026 at 2:00 PM (Europe/London)');
    expect(html).toContain('Monday, March 2, 2026 at 9:00 AM (America/New_York)');
    expect(html).toContain('$60.00');
    expect(html).toContain(`value="${DEMO_MEMBER_EMAIL}"`);
    expect(html).toContain('Pay online now: $60.00');
    expect(html).toContain('Pay in person: $60.00');
    expect(html).not.toContain('id="sign-in-title"');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="http/);

    const done = await book(emulator, session, { firstName: 'Demo', email: DEMO_MEMBER_EMAIL, payment: 'online' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://studio.example/thanks');
    const bookingId = back.searchParams.get('bookingId')!;
    expect(Object.fromEntries(back.searchParams)).toEqual({ bookingId, status: 'SUCCESS', wixMemberLoggedIn: 'true' });
    const stored = bookings(emulator).find((r) => r.booking.id === bookingId)!.booking;
    expect(stored).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
      createdBy: { memberId: DEMO_MEMBER_ID },
      contactDetails: { firstName: 'Demo', email: DEMO_MEMBER_EMAIL },
      startDate: '2026-03-02T14:00:00.000Z',
    });
    expect(eventTypes(emulator, 'wix.bookings.v2.booking')).toEqual([
      'wix.bookings.v2.booking_created',
      'wix.bookings.v2.booking_confirmed',
      'wix.bookings.v2.booking_updated',
    ]);
    const [mail] = await outbox(emulator, DEMO_MEMBER_EMAIL);
    expect(mail).toMatchObject({ kind: 'booking-confirmed', bookingId });
    // The member reads it back; the link cannot book twice.
    const mine = await call(
      emulator,
      'POST',
      '/_api/bookings-reader/v2/extended-bookings/query',
      { query: {} },
      memberHeaders(emulator, DEMO_MEMBER_ID),
    );
    expect(mine.body.extendedBookings.map((e: any) => e.booking.id)).toContain(bookingId);
    const again = await emulator.fetch(session.fullUrl);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already booked');
  });

  it('a visitor books as a guest (pays in person) with the contact details typed', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession);
    const session = await openCheckout(emulator, await visitor(emulator), entry);
    const html = await (await emulator.fetch(session.fullUrl)).text();
    expect(html).toContain('Book as a guest');
    expect(html).toMatch(/<h2 id="sign-in-title">Sign in<\/h2>/);
    const done = await book(emulator, session, {
      firstName: 'Gus',
      lastName: 'Guest',
      email: 'gus@example.com',
      phone: '555-0100',
      payment: 'inPerson',
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('false');
    const stored = bookings(emulator).find((r) => r.booking.id === back.searchParams.get('bookingId'))!.booking;
    expect(stored).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'NOT_PAID', selectedPaymentOption: 'OFFLINE' });
    expect(stored.createdBy.anonymousVisitorId).toEqual(expect.any(String));
    expect(stored.contactDetails).toEqual({ firstName: 'Gus', lastName: 'Guest', email: 'gus@example.com', phone: '555-0100' });
    expect((await outbox(emulator, 'gus@example.com')).map((m: any) => m.kind)).toEqual(['booking-confirmed']);
  });

  it('a visitor signs in on the page and books as that member', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession);
    const session = await openCheckout(emulator, await visitor(emulator), entry);
    const jar = new CookieJar();
    const html = await jar.take(await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    const signInForm = /<section aria-labelledby="sign-in-title">[\s\S]*?<\/section>/.exec(html)![0];
    const signedIn = jar.take(
      await postForm(
        emulator,
        HOSTED_BOOKINGS_CHECKOUT_PATH,
        { session: session.id, csrf: csrfOf(signInForm), action: 'login', email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
        jar.with(),
      ),
    );
    expect(signedIn.status).toBe(303);
    const asMember = await (await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    expect(asMember).toContain(`value="${DEMO_MEMBER_EMAIL}"`);
    expect(asMember).toContain('Your details');
    const done = await book(emulator, session, { firstName: 'Demo', email: DEMO_MEMBER_EMAIL, payment: 'online' }, jar);
    const back = new URL(done.headers.get('location')!);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
    const stored = bookings(emulator).find((r) => r.booking.id === back.searchParams.get('bookingId'))!.booking;
    expect(stored.createdBy.memberId).toBe(DEMO_MEMBER_ID);
  });

  it('a service approved by hand ends PENDING (free: EXEMPT), and the customer is told', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.consultation);
    const session = await openCheckout(emulator, await visitor(emulator), entry);
    const html = await (await emulator.fetch(session.fullUrl)).text();
    expect(html).toContain('No payment needed');
    const done = await book(emulator, session, { firstName: 'Pat', email: 'pat@example.com', payment: 'free' });
    const id = new URL(done.headers.get('location')!).searchParams.get('bookingId');
    const stored = bookings(emulator).find((r) => r.booking.id === id)!.booking;
    expect(stored).toMatchObject({ status: 'PENDING', paymentStatus: 'EXEMPT' });
    expect((await outbox(emulator, 'pat@example.com')).map((m: any) => m.kind)).toEqual(['booking-pending']);
  });

  it('pays with a plan only with an ACTIVE order of one of the service plans; the booking is PAID (MEMBERSHIP)', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.vinyasaClass, '2026-03-03');
    const member = memberHeaders(emulator, DEMO_MEMBER_ID);
    const first = await openCheckout(emulator, member, entry);
    const without = await (await emulator.fetch(first.fullUrl)).text();
    expect(without).not.toContain('Use my plan');
    expect(without).toContain('None of your plans covers this service.');
    expect(without).toContain(
      `href="https://studio.example/plans?planIds=${DEMO_PLAN_IDS.monthly}%2C${DEMO_PLAN_IDS.yearly}&#38;wixMemberLoggedIn=true"`,
    );
    const order = await call(emulator, 'POST', '/pricing-plans/v2/checkout/orders/offline', {
      planId: DEMO_PLAN_IDS.yearly,
      memberId: DEMO_MEMBER_ID,
      paid: true,
    });
    const orderId = order.body.order.id as string;
    // A plan the member does not hold is refused (the form names the choice), nothing booked.
    const forged = await book(emulator, first, { firstName: 'Demo', email: DEMO_MEMBER_EMAIL, payment: 'plan:not-an-order' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Choose how you would like to pay.');
    expect(bookings(emulator)).toHaveLength(0);
    const withPlan = await (await emulator.fetch(first.fullUrl)).text();
    expect(withPlan).toContain('Use my plan: Annual Membership');
    const done = await book(emulator, first, { firstName: 'Demo', email: DEMO_MEMBER_EMAIL, payment: `plan:${orderId}` });
    expect(done.status).toBe(303);
    const [stored] = bookings(emulator);
    expect(stored.booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', selectedPaymentOption: 'MEMBERSHIP' });
  });

  it('a time taken meanwhile is said on the page and nothing is booked', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession);
    const session = await openCheckout(emulator, await visitor(emulator), entry);
    const jar = new CookieJar();
    const html = await jar.take(await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    const form =
      /<form method="post" action="\/_emulator\/hosted\/bookings-checkout" aria-labelledby="details-title">[\s\S]*?<\/form>/.exec(html)![0];
    // Someone else takes the same staff member's hour.
    const taken = await call(emulator, 'POST', '/_api/bookings-service/v2/bookings', { booking: { bookedEntity: { slot: entry.slot } } });
    expect(taken.status).toBe(200);
    const before = JSON.stringify(emulator.state.domains.bookings);
    const outboxBefore = (await outbox(emulator, 'late@example.com')).length;
    const refused = await postForm(
      emulator,
      HOSTED_BOOKINGS_CHECKOUT_PATH,
      { session: session.id, csrf: csrfOf(form), action: 'book', firstName: 'Late', email: 'late@example.com', payment: 'inPerson' },
      jar.with(),
    );
    expect(refused.status).toBe(409);
    expect(refused.headers.get('location')).toBeNull();
    const text = await refused.text();
    expect(text).toContain('this time was just taken');
    expect(text).toContain('href="https://studio.example/services?wixMemberLoggedIn=false"');
    expect(JSON.stringify(emulator.state.domains.bookings)).toBe(before);
    expect(await outbox(emulator, 'late@example.com')).toHaveLength(outboxBefore);
    expect((await emulator.fetch(session.fullUrl)).status).toBe(409);
  });

  it('refuses a forged POST and changes nothing; cancel returns to postFlowUrl with nothing booked', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession);
    const session = await openCheckout(emulator, memberHeaders(emulator, DEMO_MEMBER_ID), entry);
    const before = JSON.stringify(emulator.state.domains.bookings);
    const forged = await postForm(emulator, HOSTED_BOOKINGS_CHECKOUT_PATH, {
      session: session.id,
      action: 'book',
      firstName: 'X',
      email: 'x@example.com',
      payment: 'online',
    });
    expect(forged.status).toBe(403);
    expect(JSON.stringify(emulator.state.domains.bookings)).toBe(before);
    const jar = new CookieJar();
    const html = await jar.take(await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    const canceled = await postForm(
      emulator,
      HOSTED_BOOKINGS_CHECKOUT_PATH,
      { session: session.id, csrf: csrfOf(html), action: 'cancel' },
      jar.with(),
    );
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('https://studio.example/services?status=CANCELED&wixMemberLoggedIn=true');
    expect(bookings(emulator)).toHaveLength(0);
  });

  it('checks the intent when the session is made: the slot, its service (not a course), the time zone', async () => {
    const emulator = newEmulator();
    const entry = await firstSlot(emulator, DEMO_SERVICE_IDS.privateSession);
    const refused = async (bookingsCheckout: unknown) => {
      const { status, body } = await call(emulator, 'POST', REDIRECT, { bookingsCheckout, callbacks }, await visitor(emulator));
      expect(status).toBe(400);
      return body.details.validationError.fieldViolations[0].field as string;
    };
    expect(await refused({})).toBe('bookingsCheckout.slotAvailability.slot');
    expect(await refused({ slotAvailability: { slot: { ...entry.slot, serviceId: 'nope' } } })).toBe(
      'bookingsCheckout.slotAvailability.slot.serviceId',
    );
    expect(await refused({ slotAvailability: { slot: { ...entry.slot, startDate: 'soon' } } })).toBe(
      'bookingsCheckout.slotAvailability.slot.startDate',
    );
    expect(await refused({ slotAvailability: { slot: { ...entry.slot, serviceId: DEMO_SERVICE_IDS.mindfulnessCourse } } })).toBe(
      'bookingsCheckout.slotAvailability.slot.serviceId',
    );
    expect(await refused({ slotAvailability: entry, timezone: 'Mars/Olympus' })).toBe('bookingsCheckout.timezone');
  });
});

describe('the intents the emulator leads elsewhere, and those it does not model', () => {
  it('bookingsBook goes to the app service list (with resourceId), memberAccountPage to its post-flow page', async () => {
    const emulator = newEmulator();
    const member = memberHeaders(emulator, DEMO_MEMBER_ID);
    const book = await call(emulator, 'POST', REDIRECT, { bookingsBook: { resourceId: 'r-1' }, callbacks }, member);
    expect(book.status).toBe(200);
    const toList = await emulator.fetch(book.body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(toList.status).toBe(302);
    expect(toList.headers.get('location')).toBe('https://studio.example/services?wixMemberLoggedIn=true&resourceId=r-1');
    const account = await call(
      emulator,
      'POST',
      REDIRECT,
      { memberAccountPage: { section: 'BOOKINGS' }, callbacks: { postFlowUrl: 'https://studio.example/my-bookings' } },
      member,
    );
    const toAccount = await emulator.fetch(account.body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(toAccount.headers.get('location')).toBe('https://studio.example/my-bookings?wixMemberLoggedIn=true&section=BOOKINGS');
    const bare = await call(emulator, 'POST', REDIRECT, { memberAccountPage: {} }, member);
    const nowhere = await emulator.fetch(bare.body.redirectSession.fullUrl);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toContain('the member&#39;s account page');
    expect((await call(emulator, 'POST', REDIRECT, { memberAccountPage: { section: 'GAMES' } }, member)).status).toBe(400);
  });

  it.each([
    ['ecomCheckout', { checkoutId: 'c' }, 'the eCommerce checkout'],
    ['eventsCheckout', { reservationId: 'r', eventSlug: 'e' }, 'the Events checkout'],
    ['storesProduct', { productSlug: 'p' }, 'a Stores product page'],
  ])('%s is refused: the platform serves it, the emulator does not model it', async (intent, params, what) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', REDIRECT, { [intent]: params }, await visitor(emulator));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations).toEqual([
      { field: intent, description: `is an intent the platform serves (${what}) that the emulator does not model`, data: {} },
    ]);
  });
});
