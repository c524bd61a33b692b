import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient, oauth } from '@frontdesk/core';
import { DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_PLAN_IDS, DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import { register } from '@frontdesk/identity';
import { adminCall, cell, DESKTOP, PHONE, useDashboardWorld, WAIT, withDashboard as withDashboardIn } from './browser-harness.js';

// The dashboard's second step in real Chromium (docs/emulator.md, "Dashboard"): times in the
// business's zone, actions that fit the state, names and links, test data made from the page,
// sign-in switches, what was sent (events, deliveries, outbox text, faults), paging, and the clock
// in exports. Each test acts by roles and visible text and checks the effect through the platform
// API (owner routes with the API key) or the admin API. The emulator clock is set, never waited on.

const world = useDashboardWorld();
const admin = (path: string, body?: unknown) => adminCall(world.cli, path, body);
const withDashboard = (hash: string, fn: (page: Page) => Promise<void>, options = DESKTOP) => withDashboardIn(world, hash, fn, options);

/** Monday 2026-03-02 09:00 UTC: 04:00 in the business's zone (America/New_York). */
const MONDAY = '2026-03-02T09:00:00.000Z';
const ZONE = 'America/New_York';

/** A platform call as the site owner (the admin API key), answered as JSON. */
async function asOwner(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${world.cli.url}${path}`, {
    method,
    headers: { authorization: world.cli.apiKey, 'wix-site-id': world.cli.siteId, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

const ownerBooking = async (id: string) =>
  (await asOwner('POST', '/_api/bookings-reader/v2/extended-bookings/query', { query: { filter: { id } } })).extendedBookings[0].booking;
const ownerOrder = async (id: string) => (await asOwner('GET', `/pricing-plans/v2/orders/${id}`)).order;
const ownerMember = async (id: string) => (await asOwner('GET', `/members/v1/members/${id}?fieldsets=FULL`)).member;

/** A slot of the private session (one-to-one) on `date` (business zone) at `time` (`9:00 AM`), from the dashboard's slots. */
async function privateSlot(date: string, start: string): Promise<any> {
  const { slots } = await admin(`/_emulator/dashboard/slots?serviceId=${DEMO_SERVICE_IDS.privateSession}&from=${date}&days=1`);
  const slot = slots.find((candidate: any) => candidate.start === start && candidate.bookable);
  expect(slot, `a slot at ${start}`).toBeDefined();
  return slot;
}

/** Books a guest into a slot with the customer emailed, through the admin API. */
const bookGuest = async (slot: any, firstName: string) =>
  (
    await admin('/_emulator/dashboard/bookings', {
      bookedEntity: slot.bookedEntity,
      contact: { firstName, lastName: 'Guest', email: `${firstName.toLowerCase()}@example.com` },
      notify: true,
    })
  ).item;

/** The long date of a calendar day (`2026-03-03` → `Tuesday, March 3, 2026`), as the booking emails write it. */
const longDate = (day: string) => new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' });

describe('the dashboard, second step, in Chromium', () => {
  it('times: the calendar opens on the bookings, in the business zone with a now line; it and the outbox agree on every booking; UTC on request', () =>
    withDashboard('#/overview', async (page) => {
      await admin('/_emulator/clock', { set: MONDAY });
      // Tuesday 9:00 and 10:15 in New York (14:00 and 15:15 UTC), and one the week after.
      const ada = await bookGuest(await privateSlot('2026-03-03', '2026-03-03T14:00:00.000Z'), 'Ada');
      const bob = await bookGuest(await privateSlot('2026-03-03', '2026-03-03T15:15:00.000Z'), 'Bob');
      const cy = await bookGuest(await privateSlot('2026-03-10', '2026-03-10T13:00:00.000Z'), 'Cy');
      expect((await ownerBooking(ada.id)).startDate).toBe('2026-03-03T14:00:00.000Z');

      await page.getByRole('link', { name: 'Calendar' }).click();
      const status = page.getByRole('status').filter({ hasText: 'times in' });
      await expect.poll(() => status.innerText(), WAIT).toContain(`2026-03-02 to 2026-03-08 (times in ${ZONE})`);
      await page.getByRole('note', { name: 'Now' }).waitFor();
      expect(await page.getByRole('note', { name: 'Now' }).innerText()).toBe('Now 4:00 AM');
      const week = page.getByRole('table', { name: 'Bookings of the week' });
      await week.getByText('9:00 AM–10:00 AM').waitFor();
      // A one-to-one slot with its booking is not drawn as full.
      expect(await week.getByText('(full)').count()).toBe(0);
      expect(await week.getByText('one-to-one').count()).toBe(2);

      // The outbox's emails, read from the page, against the calendar's list per day (a phone's view).
      await page.getByRole('link', { name: 'Outbox' }).click();
      const messages = page.getByRole('table', { name: 'Messages' });
      const whenLines: Record<string, string> = {};
      for (const name of ['Ada', 'Bob', 'Cy']) {
        const text = await messages
          .locator('tbody tr')
          .filter({ hasText: `${name.toLowerCase()}@example.com` })
          .locator('td')
          .nth(3)
          .innerText();
        whenLines[name] = /When: (.+)/.exec(text)?.[1] ?? '';
      }
      expect(whenLines.Ada).toBe('Tuesday, March 3, 2026 at 9:00 AM');
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [name, booking, from] of [
        ['Ada', ada, '2026-03-02'],
        ['Bob', bob, '2026-03-02'],
        ['Cy', cy, '2026-03-09'],
      ] as const) {
        await page.goto(`${world.cli.url}/#/calendar/${from}`);
        const button = page.getByRole('button', { name: new RegExp(`^${name} Guest`) });
        await button.waitFor();
        const day = page.locator('section[aria-label]').filter({ has: button });
        const date = (await day.getAttribute('aria-label'))!.split(' ')[1]!;
        const span = await page.locator('.entry').filter({ has: button }).locator('time').innerText();
        expect(`${longDate(date)} at ${span.split('–')[0]}`, name).toBe(whenLines[name]);
        expect((await ownerBooking(booking.id)).status).toBeDefined();
      }

      // UTC, named: the same booking at 14:00.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${world.cli.url}/#/calendar/2026-03-02`);
      await page.getByRole('radio', { name: 'UTC' }).check();
      await expect.poll(() => status.innerText(), WAIT).toContain('(times in UTC)');
      await week.getByText('2:00 PM–3:00 PM').waitFor();
      await page.getByRole('link', { name: 'Data' }).click();
      await page.getByRole('link', { name: 'bookings', exact: true }).click();
      await expect.poll(() => cell(page, 'bookings', 'Ada Guest', 'Start (UTC)'), WAIT).toBe('2026-03-03 14:00');
      await page.getByRole('radio', { name: `${ZONE} (business)` }).check();
      await expect.poll(() => cell(page, 'bookings', 'Ada Guest', `Start (${ZONE})`), WAIT).toBe('2026-03-03 09:00');
    }));

  it('actions: the detail leads with the status; cancel asks first; a canceled order offers no pause or resume', () =>
    withDashboard('#/data/orders', async (page) => {
      const { item: order } = await admin('/_emulator/dashboard/orders', {
        planId: DEMO_PLAN_IDS.monthly,
        memberId: DEMO_MEMBER_ID,
        paid: true,
      });
      await page.goto(`${world.cli.url}/#/data/orders/${order.id}`);
      await page.getByRole('heading', { level: 3, name: 'Monthly Membership' }).waitFor();
      const facts = page.locator('dl.facts dt');
      await expect.poll(() => facts.first().innerText(), WAIT).toBe('Status');
      expect(await page.locator('dl.facts dd').first().innerText()).toBe('ACTIVE');

      await page.getByRole('button', { name: 'Cancel order Monthly Membership' }).click();
      await page.getByText('Cancel the order Monthly Membership now? It ends at once and cannot be resumed.').waitFor();
      await page.getByRole('button', { name: 'Keep the order' }).click();
      expect((await ownerOrder(order.id)).status).toBe('ACTIVE');

      await page.getByRole('button', { name: 'Cancel order Monthly Membership' }).click();
      await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
      await page.getByText('Cancel: done.').waitFor();
      expect((await ownerOrder(order.id)).status).toBe('CANCELED');
      await expect.poll(() => page.locator('dl.facts dd').first().innerText(), WAIT).toBe('CANCELED');
      expect(await page.getByRole('button', { name: /^(Pause|Resume|Cancel) order/ }).count()).toBe(0);
      await page.getByText('No owner action fits its state.').waitFor();
      expect(await page.getByRole('list', { name: 'Not possible now' }).innerText()).toMatch(/Pause: .+/);
    }));

  it("names and links: an order's member is a name linking to their page, which lists their bookings and orders", () =>
    withDashboard('#/data/orders', async (page) => {
      await admin('/_emulator/clock', { set: MONDAY });
      const { item: order } = await admin('/_emulator/dashboard/orders', {
        planId: DEMO_PLAN_IDS.monthly,
        memberId: DEMO_MEMBER_ID,
        paid: true,
      });
      const slot = await privateSlot('2026-03-03', '2026-03-03T14:00:00.000Z');
      const { item: booking } = await admin('/_emulator/dashboard/bookings', { bookedEntity: slot.bookedEntity, memberId: DEMO_MEMBER_ID });
      expect((await ownerOrder(order.id)).buyer.memberId).toBe(DEMO_MEMBER_ID);
      expect((await ownerBooking(booking.id)).createdBy.memberId).toBe(DEMO_MEMBER_ID);

      const orders = page.getByRole('table', { name: 'orders' });
      await orders.getByRole('link', { name: /Demo Member/ }).click();
      await page.waitForURL(new RegExp(`#/data/members/${DEMO_MEMBER_ID}$`));
      await page.getByRole('heading', { level: 3, name: 'Demo Member' }).waitFor();
      const memberOrders = page.getByRole('list', { name: "The member's orders" });
      await memberOrders.getByRole('link', { name: 'Monthly Membership' }).waitFor();
      const memberBookings = page.getByRole('list', { name: "The member's bookings" });
      await memberBookings.getByRole('link', { name: /Private Yoga Session, Tuesday, March 3, 2026 at 9:00 AM/ }).click();
      await page.waitForURL(new RegExp(`#/data/bookings/${booking.id}$`));
      await page
        .locator('dl.facts')
        .getByRole('link', { name: /Demo Member/ })
        .waitFor();
    }));

  it('test data: a member made with a chosen status, edited, booked for a slot and sold a plan, from the page', () =>
    withDashboard('#/data/members', async (page) => {
      await admin('/_emulator/clock', { set: MONDAY });
      await page.getByRole('link', { name: 'New member' }).click();
      await page.getByLabel('Email').fill('ann@example.com');
      await page.getByLabel('First name').fill('Ann');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByLabel('Status').selectOption('PENDING');
      await page.getByRole('button', { name: 'Create the member' }).click();
      await page.getByRole('heading', { level: 3, name: 'Ann Lee' }).waitFor();
      const memberId = decodeURIComponent(page.url().split('/').at(-1)!);
      expect(await ownerMember(memberId)).toMatchObject({
        loginEmail: 'ann@example.com',
        status: 'PENDING',
        contact: { firstName: 'Ann', lastName: 'Lee' },
      });

      await page.getByLabel('Status').selectOption('APPROVED');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved the member.').waitFor();
      expect((await ownerMember(memberId)).status).toBe('APPROVED');

      await page.getByRole('link', { name: 'Book for Ann Lee' }).click();
      await page.getByRole('heading', { level: 3, name: 'New booking' }).waitFor();
      await page.getByLabel('Service').selectOption(DEMO_SERVICE_IDS.privateSession);
      await page.getByLabel(`Week from (${ZONE})`).fill('2026-03-03');
      await page.getByRole('radio', { name: /^Tue, Mar 3, 9:00 AM–10:00 AM/ }).check();
      await expect.poll(() => page.getByLabel('Member', { exact: true }).inputValue(), WAIT).toBe(memberId);
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.waitForURL(/#\/data\/bookings\/[^/]+$/);
      const bookingId = decodeURIComponent(page.url().split('/').at(-1)!);
      expect(await ownerBooking(bookingId)).toMatchObject({ startDate: '2026-03-03T14:00:00.000Z', createdBy: { memberId } });

      await page.goto(`${world.cli.url}/#/data/members/${memberId}`);
      await page.getByRole('link', { name: 'Sell Ann Lee a plan' }).click();
      await page.getByRole('heading', { level: 3, name: 'New offline order' }).waitFor();
      await page.getByLabel('Plan').selectOption(DEMO_PLAN_IDS.monthly);
      await expect.poll(() => page.getByLabel('Member', { exact: true }).inputValue(), WAIT).toBe(memberId);
      await page.getByRole('button', { name: 'Create the order' }).click();
      await page.waitForURL(/#\/data\/orders\/[^/]+$/);
      const orderId = decodeURIComponent(page.url().split('/').at(-1)!);
      expect(await ownerOrder(orderId)).toMatchObject({ planId: DEMO_PLAN_IDS.monthly, buyer: { memberId }, status: 'ACTIVE' });
    }));

  it('sign-in settings: the switches set the policy the platform applies to sign-ups, and captcha', () =>
    withDashboard('#/overview', async (page) => {
      await page.getByLabel("New members wait for the owner's approval").check();
      await page.getByText('New members now wait for your approval.').waitFor();
      const visitor = createClient({ baseUrl: world.cli.url, auth: oauth({ clientId: DEMO_CLIENT_ID }) });
      const signedUp = await register(visitor, { email: 'wait@example.com', password: 'S3cret-Passw0rd' });
      expect(signedUp.loginState).toBe('OWNER_APPROVAL_REQUIRED');
      expect((await admin('/_emulator/identity/policy')).policy.requireOwnerApproval).toBe(true);

      await page.getByLabel('Sign-up and login need a captcha token').check();
      await page.getByText('Captcha is now required.').waitFor();
      expect((await admin('/_emulator/identity/captcha')).required).toBe(true);
      await page.getByLabel('Sign-up and login need a captcha token').uncheck();
      await page.getByText('Captcha is no longer required.').waitFor();
      expect((await admin('/_emulator/identity/captcha')).required).toBe(false);
    }));

  it('sign in as: copies a member token the platform accepts as that member', () =>
    withDashboard(
      `#/data/members/${DEMO_MEMBER_ID}`,
      async (page) => {
        await page.getByRole('button', { name: 'Copy a member token' }).click();
        await page.getByText(/^Copied a member token for Demo Member/).waitFor();
        const token = await page.evaluate(() => navigator.clipboard.readText());
        const response = await fetch(`${world.cli.url}/members/v1/members/my`, { headers: { authorization: token } });
        expect(response.status).toBe(200);
        expect((await response.json()).member.id).toBe(DEMO_MEMBER_ID);
        expect(page.url()).not.toContain(token);
      },
      { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] },
    ));

  it('webhooks: events listed without an endpoint and decoded; the linked key verifies a delivery', async () => {
    const received: string[] = [];
    const receiver: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      await withDashboard('#/webhooks', async (page) => {
        const { item: order } = await admin('/_emulator/dashboard/orders', {
          planId: DEMO_PLAN_IDS.monthly,
          memberId: DEMO_MEMBER_ID,
          paid: true,
        });
        const events = page.getByRole('table', { name: 'Events' });
        const row = events.locator('tbody tr').filter({ hasText: 'order_created' });
        await row.waitFor();
        expect(await cell(page, 'Events', 'order_created', 'Deliveries')).toBe('none (no endpoint)');
        await row.getByText('Decoded event').click();
        await expect.poll(() => row.getByRole('figure').innerText(), WAIT).toContain(`"id": "${order.id}"`);
        expect(await row.getByRole('figure').innerText()).toContain(`"memberId": "${DEMO_MEMBER_ID}"`);

        await page.getByLabel('Endpoint URL').fill(endpoint);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.getByRole('list', { name: 'Endpoints' }).getByText(endpoint).waitFor();
        await page.getByRole('button', { name: 'Send a test event' }).click();
        await page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr').filter({ hasText: 'delivered' }).waitFor();
        expect(received).toHaveLength(1);

        const keyHref = await page.getByRole('link', { name: "the emulator's public key (PEM)" }).getAttribute('href');
        const pem = await (await fetch(new URL(keyHref!, world.cli.url))).text();
        const { payload } = await jwtVerify(received[0]!, await importSPKI(pem, 'RS256'));
        expect(typeof payload.data).toBe('string');
      });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('requests: an injected fault is marked with the body sent; found by its labelled id; errors set apart; status seen on a phone', () =>
    withDashboard(
      '#/requests',
      async (page) => {
        await admin('/_emulator/faults', { path: '/pricing-plans/v2/checkout/orders/offline', kind: 'error', status: 503, times: 1 });
        const faulted = await fetch(`${world.cli.url}/pricing-plans/v2/checkout/orders/offline`, {
          method: 'POST',
          headers: { authorization: world.cli.apiKey, 'wix-site-id': world.cli.siteId, 'content-type': 'application/json' },
          body: JSON.stringify({ planId: DEMO_PLAN_IDS.monthly, memberId: DEMO_MEMBER_ID }),
        });
        expect(faulted.status).toBe(503);
        const id = faulted.headers.get('x-wix-request-id')!;
        await asOwner('GET', '/pricing-plans/v2/plans');

        const table = page.getByRole('table', { name: 'Requests' });
        const row = table.locator('tbody tr').filter({ hasText: 'injected error' });
        await row.waitFor();
        // The status is the first column: on a 390 px screen it is on screen without scrolling.
        const statusCell = row.locator('td').first();
        expect(await statusCell.innerText()).toContain('503');
        const box = (await statusCell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await row.getAttribute('class')).toContain('failed');
        const ok = table.locator('tbody tr').filter({ hasText: '/pricing-plans/v2/plans' }).filter({ hasNotText: 'offline' });
        expect(await ok.getAttribute('class')).toBeNull();

        await page.getByLabel('Path or request id').fill(id);
        await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(1);
        await table.locator('tbody tr').getByRole('link').click();
        await page.getByText('Request id (x-wix-request-id)').waitFor();
        await page.locator('dl.facts').getByText(id).waitFor();
        await page.getByText(/Injected by the fault rule .+ \(error, answered 503\), not by the platform's rules/).waitFor();
        expect(await page.getByRole('figure', { name: 'Request body' }).innerText()).toContain(`"planId": "${DEMO_PLAN_IDS.monthly}"`);
      },
      PHONE,
    ));

  it('paging: 250 more members are paged by 100, every row reachable', () =>
    withDashboard('#/overview', async (page) => {
      for (let index = 0; index < 250; index++) {
        await admin('/_emulator/identity/members', { email: `member${String(index).padStart(3, '0')}@example.com` });
      }
      await page.getByRole('link', { name: '251 members' }).click();
      const pager = page.getByRole('navigation', { name: 'Pages of members' });
      await expect.poll(() => pager.getByRole('status').innerText(), WAIT).toBe('1–100 of 251 members');
      await pager.getByRole('button', { name: 'Next →' }).click();
      await expect.poll(() => pager.getByRole('status').innerText(), WAIT).toBe('101–200 of 251 members');
      await pager.getByRole('button', { name: 'Next →' }).click();
      await expect.poll(() => pager.getByRole('status').innerText(), WAIT).toBe('201–251 of 251 members');
      await expect.poll(() => page.getByRole('table', { name: 'members' }).locator('tbody tr').count(), WAIT).toBe(51);
      expect(await pager.getByRole('button', { name: 'Next →' }).isDisabled()).toBe(true);
    }));

  it('export and import: the file keeps the clock, and an import puts it back', () =>
    withDashboard('#/overview', async (page) => {
      await admin('/_emulator/clock', { set: '2026-03-10T12:00:00.000Z' });
      await page.locator('#clock-now[datetime="2026-03-10T12:00:00.000Z"]').waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the state' }).click();
      const file = await (await downloading).path();
      expect(JSON.parse(await readFile(file, 'utf8')).clock).toMatchObject({ now: '2026-03-10T12:00:00.000Z', real: false });

      await page.getByRole('button', { name: '+1 day' }).click();
      await page.locator('#clock-now[datetime="2026-03-11T12:00:00.000Z"]').waitFor();
      await page.getByLabel('Import a state file').setInputFiles(file);
      await page.getByText(/^Imported .+; the clock is where the export had it\.$/).waitFor();
      expect((await admin('/_emulator/clock')).now).toBe('2026-03-10T12:00:00.000Z');
      await page.locator('#clock-now[datetime="2026-03-10T12:00:00.000Z"]').waitFor();
    }));
});
