import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, DEMO_SERVICE_IDS, DEMO_SITE_ID } from '@frontdesk/emulator';
import { startStorefront, text, type StorefrontHarness } from './harness.js';

// The emulator's dashboard beside the plans storefront, as a developer uses them: from the
// dashboard's page alone, a new member, signed in as them in the storefront (the dashboard signs the
// browser in on the platform's sign-in page: no token in any URL), a booking made for them, and the
// booking's email and webhook event. Checked through the platform API. The emulator clock is set.

let h: StorefrontHarness;

beforeAll(async () => {
  h = await startStorefront();
});
afterAll(() => h?.close());

/** A platform call as the site owner, answered as JSON. */
async function asOwner(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${h.emulatorUrl}${path}`, {
    method,
    headers: { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

describe('the emulator dashboard with the plans storefront', () => {
  it('creates a member, signs in as them in the storefront, books for them, and shows the email and the webhook event', () =>
    h.run('dashboard sign in as and book', async (t) => {
      const { page, context } = t;
      // Monday 2026-03-02 09:00 UTC: the private session's Tuesday 9:00 AM (New York) is bookable.
      await fetch(`${h.emulatorUrl}/_emulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ set: '2026-03-02T09:00:00.000Z' }),
      });
      await page.goto(`${h.emulatorUrl}/#/data/members`);

      // A member, from the page.
      await page.getByRole('link', { name: 'New member' }).click();
      await page.getByLabel('Email').fill('ann@example.com');
      await page.getByLabel('First name').fill('Ann');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByLabel('Status').selectOption('APPROVED');
      await page.getByRole('button', { name: 'Create the member' }).click();
      await page.getByRole('heading', { level: 3, name: 'Ann Lee' }).waitFor();
      const memberId = decodeURIComponent(page.url().split('/').at(-1)!);
      expect((await asOwner('GET', `/members/v1/members/${memberId}?fieldsets=FULL`)).member.loginEmail).toBe('ann@example.com');

      // Signed in as them in the storefront: the store opens in a new tab, its sign-in page offers them.
      const opening = context.waitForEvent('page');
      await page.getByRole('button', { name: `Sign in as Ann Lee in ${h.app.origin}` }).click();
      const store = await opening;
      await store.waitForURL((url) => url.origin === h.app.origin);
      await store.getByRole('link', { name: 'Log in', exact: true }).click();
      await store.getByRole('button', { name: 'Log in with the secure sign-in page' }).click();
      await store.getByRole('button', { name: 'Continue as ann@example.com' }).click();
      await store.getByText('Signed in as').waitFor();
      expect(await text(store.getByRole('banner'))).toContain('Signed in as ann@example.com');
      expect(store.url()).not.toMatch(/token|code=/);
      await store.close();

      // A booking for them, from their page.
      await page.getByRole('link', { name: 'Book for Ann Lee' }).click();
      await page.getByLabel('Service').selectOption(DEMO_SERVICE_IDS.privateSession);
      await page.getByLabel('Week from (America/New_York)').fill('2026-03-03');
      await page.getByRole('radio', { name: /^Tue, Mar 3, 9:00 AM–10:00 AM/ }).check();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.waitForURL(/#\/data\/bookings\/[^/]+$/);
      const bookingId = decodeURIComponent(page.url().split('/').at(-1)!);
      const { extendedBookings } = await asOwner('POST', '/_api/bookings-reader/v2/extended-bookings/query', {
        query: { filter: { id: bookingId } },
      });
      expect(extendedBookings[0].booking).toMatchObject({ startDate: '2026-03-03T14:00:00.000Z', createdBy: { memberId } });

      // Its email, with its text, and its webhook event, decoded.
      await page.getByRole('link', { name: 'Outbox' }).click();
      const email = page.getByRole('table', { name: 'Messages' }).locator('tbody tr').filter({ hasText: 'ann@example.com' });
      await email.getByText('When: Tuesday, March 3, 2026 at 9:00 AM').waitFor();
      await page.getByRole('link', { name: 'Webhooks' }).click();
      const event = page.getByRole('table', { name: 'Events' }).locator('tbody tr').filter({ hasText: 'booking_created' });
      await event.getByText(bookingId, { exact: true }).waitFor();
      await event.getByText('Decoded event').click();
      expect(await event.getByRole('figure').innerText()).toContain(`"memberId": "${memberId}"`);
    }));
});
