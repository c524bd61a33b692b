import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { availabilityCalendar, extendedBookings } from '@wix/bookings';
import { redirects } from '@wix/redirects';
import {
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_REDIRECT_URIS,
  DEMO_SERVICE_IDS,
  DEMO_SITE_ID,
} from '@frontdesk/emulator';
import { authorizeSilently, formOf, HostedBrowser, signIn, useEmulator } from './emulator';

/*
 * An app written against the official SDK, as the platform's own booking apps are: a month calendar
 * (three months of `slotsPerDay: 1`), a slot picked, the official `createRedirectSession` with a
 * `bookingsCheckout` intent, the hosted checkout followed in a browser (its forms posted), back at the
 * app's return URL with the booking id, and the booking read back through the official SDK. As a
 * member, and as a visitor who signs up on the way (then signs in silently, as such apps do when the
 * return says `wixMemberLoggedIn=true`).
 */

useEmulator();

/** The app's pages: the origin of a registered redirect URI of the demo client. */
const APP = new URL(DEMO_REDIRECT_URIS[0]!).origin;
const ZONE = 'Europe/London';

const newClient = () =>
  createClient({ modules: { availabilityCalendar, extendedBookings, redirects }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });

type AppClient = ReturnType<typeof newClient>;

/** The calendar's query (a real app's: the visible range, one slot a day, 42 cells), then the first bookable day's first slot. */
async function pickSlot(client: AppClient) {
  // The official QueryV2 type has no paging field; the app sends `cursorPaging` all the same.
  const calendar = {
    filter: { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: '2026-03-01T00:00:00', endDate: '2026-06-01T00:00:00' },
    cursorPaging: { limit: 42 },
  } as availabilityCalendarQuery;
  const month = await client.availabilityCalendar.queryAvailability(calendar, { timezone: ZONE, slotsPerDay: 1 });
  const days = (month.availabilityEntries ?? []).map((entry) => entry.slot?.startDate?.slice(0, 10));
  expect(days).toHaveLength(42);
  expect(new Set(days).size).toBe(42);
  const firstDay = month.availabilityEntries!.find((entry) => entry.bookable)!;
  expect(firstDay.slot?.startDate).toBe('2026-03-02T14:00:00');
  return firstDay;
}

type availabilityCalendarQuery = Parameters<AppClient['availabilityCalendar']['queryAvailability']>[0];

/** "Next" on a slot: the official SDK's own redirect session call, as the platform's apps make it. */
async function checkoutUrl(client: AppClient, slotAvailability: Awaited<ReturnType<typeof pickSlot>>) {
  const { redirectSession } = await client.redirects.createRedirectSession({
    bookingsCheckout: { slotAvailability, timezone: ZONE },
    callbacks: { postFlowUrl: `${APP}/booked`, planListUrl: `${APP}/plans`, bookingsServiceListUrl: `${APP}/services` },
  });
  // The redirects module calls the CDN host; both hosts are the one emulator here.
  expect(redirectSession?.fullUrl).toMatch(/^https:\/\/(www|edge)\.wixapis\.com\/_emulator\/hosted\/bookings-checkout\?session=/);
  return redirectSession!.fullUrl!;
}

/** Fills in the booking form of the checkout page and sends it: the app URL the browser is sent back to. */
async function payOnThePage(browser: HostedBrowser, fullUrl: string, fields: Record<string, string>) {
  const page = await browser.open(fullUrl);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Private Yoga Session');
  expect(page.html).toContain('Monday, March 2, 2026 at 2:00 PM (Europe/London)');
  const form = formOf(page.html, 'name="firstName"');
  const done = await browser.post(new URL(form.action, fullUrl).href, { ...form.fields, ...fields, action: 'book' });
  expect(done.status, await done.clone().text()).toBe(303);
  return new URL(done.headers.get('location')!);
}

describe('an official-SDK booking app on the hosted bookings checkout', () => {
  it('books as a member: prefilled details, online payment, back with the booking id, read back with the SDK', async () => {
    const client = newClient();
    await signIn(client);
    const slot = await pickSlot(client);
    const fullUrl = await checkoutUrl(client, slot);
    const browser = new HostedBrowser();
    const back = await payOnThePage(browser, fullUrl, { payment: 'online' });
    expect(back.origin + back.pathname).toBe(`${APP}/booked`);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
    const bookingId = back.searchParams.get('bookingId')!;
    const mine = (await client.extendedBookings.query({ cursorPaging: { limit: 100 } })).extendedBookings ?? [];
    const booked = mine.find((entry) => entry.booking?._id === bookingId)?.booking;
    expect(booked).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
      createdBy: { memberId: DEMO_MEMBER_ID },
      contactDetails: { email: DEMO_MEMBER_EMAIL },
    });
    expect(booked?.startDate).toEqual(new Date('2026-03-02T14:00:00.000Z'));
    const outbox = (await (await fetch(`https://www.wixapis.com/_emulator/outbox?to=${DEMO_MEMBER_EMAIL}`)).json()) as {
      messages: Array<{ kind: string; bookingId?: string }>;
    };
    expect(outbox.messages).toContainEqual(expect.objectContaining({ kind: 'booking-confirmed', bookingId }));
  });

  it('books as a visitor who signs up on the page, then signs in silently back in the app and finds the booking', async () => {
    const client = newClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const slot = await pickSlot(client);
    const fullUrl = await checkoutUrl(client, slot);
    const browser = new HostedBrowser();
    // The page first: the slot and a sign-in; "Create an account" switches the form.
    const first = await browser.open(fullUrl);
    expect(first.html).toContain('Book as a guest');
    const signup = await browser.open(`${fullUrl}&mode=signup`);
    const form = formOf(signup.html, 'name="password"');
    const joined = await browser.post(new URL(form.action, fullUrl).href, {
      ...form.fields,
      action: 'signup',
      email: 'quinn@example.com',
      password: 'S3cret-Passw0rd',
      nickname: 'Quinn',
    });
    expect(joined.status).toBe(303);
    const back = await payOnThePage(browser, fullUrl, { firstName: 'Quinn', email: 'quinn@example.com', payment: 'inPerson' });
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
    const bookingId = back.searchParams.get('bookingId')!;
    // The app is still a visitor: the member signed in on the platform's pages, so it asks silently.
    expect(client.auth.loggedIn()).toBe(false);
    const tokens = await authorizeSilently(client, browser);
    expect(tokens.refreshToken.role).toBe('member');
    const mine = (await client.extendedBookings.query({ cursorPaging: { limit: 100 } })).extendedBookings ?? [];
    expect(mine.map((entry) => entry.booking?._id)).toEqual([bookingId]);
    expect(mine[0]?.booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'NOT_PAID', selectedPaymentOption: 'OFFLINE' });
  });

  it('books as a guest: the owner reads the booking back with the SDK', async () => {
    const client = newClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const slot = await pickSlot(client);
    const fullUrl = await checkoutUrl(client, slot);
    const back = await payOnThePage(new HostedBrowser(), fullUrl, { firstName: 'Gia', email: 'gia@example.com', payment: 'online' });
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('false');
    const owner = createClient({ modules: { extendedBookings }, auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
    const all = (await owner.extendedBookings.query({ cursorPaging: { limit: 100 } })).extendedBookings ?? [];
    const booked = all.find((entry) => entry.booking?._id === back.searchParams.get('bookingId'))?.booking;
    expect(booked).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', contactDetails: { email: 'gia@example.com' } });
    expect(booked?.createdBy?.anonymousVisitorId).toMatch(/\S/);
  });
});
