import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, NotFoundError, oauth, RateLimitError } from '@frontdesk/core';
import { DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_PLAN_IDS } from '@frontdesk/emulator';
import { register } from '@frontdesk/identity';
import { createOfflineOrder, managementGetOrder } from '@frontdesk/orders';
import { queryPublicPlans } from '@frontdesk/plans';
import { startEmulatorCli, type RunningCli } from '../../../../scripts/test/emulator-cli.js';
import {
  adminCall,
  cell,
  DESKTOP,
  fitsWidth,
  openDashboard as openIn,
  ownerOf,
  PHONE,
  useDashboardWorld,
  WAIT,
  withDashboard as withDashboardIn,
} from './browser-harness.js';

// The dashboard in real Chromium against the built CLI (`npm run build` first: the CLI and the
// dashboard's app, dist/dashboard-app.js). Every section is used as a developer would, and what it
// shows is checked against what the SDK sees. Waits are for conditions, never for time.

const world = useDashboardWorld();
const owner = () => ownerOf(world.cli);
const admin = (path: string, body?: unknown) => adminCall(world.cli, path, body);
const withDashboard = (hash: string, fn: (page: Page) => Promise<void>, options?: BrowserContextOptions) =>
  withDashboardIn(world, hash, fn, options);
const openDashboard = (hash = '', options: BrowserContextOptions = DESKTOP, url?: string) => openIn(world, hash, options, url);

describe('the emulator dashboard in Chromium', () => {
  it('overview: copies the credentials, counts live, moves the clock to the next payment and the order renews', () =>
    withDashboard(
      '',
      async (page) => {
        await page.getByText(world.cli.siteId).waitFor();
        await page.getByRole('button', { name: 'Copy site id' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), WAIT).toBe(world.cli.siteId);
        await page.getByRole('button', { name: 'Copy admin API key' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), WAIT).toBe(world.cli.apiKey);
        await page.getByRole('button', { name: 'Copy OAuth client id' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), WAIT).toBe(DEMO_CLIENT_ID);

        const { counts } = await admin('/_emulator/dashboard/summary');
        for (const [name, count] of Object.entries(counts)) await page.getByRole('link', { name: `${count} ${name}` }).waitFor();
        expect(counts.orders).toBe(0);

        // An order bought meanwhile (the SDK, beside the page) shows up without a reload.
        const { order } = await createOfflineOrder(owner(), DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID, { paid: true });
        await page.getByRole('link', { name: '1 orders' }).waitFor();
        expect(order.currentCycle?.index).toBe(1);

        // +1 hour moves the emulator clock by an hour.
        const before = Date.parse((await admin('/_emulator/dashboard/summary')).clock.now);
        await page.getByRole('button', { name: '+1 hour' }).click();
        await page.getByText('The clock moved an hour.').waitFor();
        const after = Date.parse((await admin('/_emulator/dashboard/summary')).clock.now);
        expect(after - before).toBeGreaterThanOrEqual(3_600_000);
        expect(after - before).toBeLessThan(3_700_000);

        // To the next order payment: the yearly order starts its second cycle.
        const nextPayment = (await admin('/_emulator/dashboard/summary')).nextOrderPayment;
        expect(nextPayment).toBe(new Date(order.currentCycle!.endedDate!).toISOString());
        await page.getByRole('button', { name: 'To the next order payment' }).click();
        await page.getByText('The clock is at the next order payment.').waitFor();
        await page.locator(`#clock-now[datetime="${nextPayment}"]`).waitFor();
        await page.getByRole('link', { name: '1 orders' }).click();
        await page.waitForURL(/#\/data\/orders$/);
        await expect.poll(() => cell(page, 'orders', 'Annual Membership', 'Cycle'), WAIT).toBe('2');
        expect(await cell(page, 'orders', 'Annual Membership', 'Payments')).toBe('2');
        expect((await managementGetOrder(owner(), order.id)).order.currentCycle?.index).toBe(2);
      },
      { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] },
    ));

  it('overview: exports the state, resets to the seed, imports the file back', () =>
    withDashboard('', async (page) => {
      await createOfflineOrder(owner(), DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID, { paid: true });
      await page.getByRole('link', { name: '1 orders' }).waitFor();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the state' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('frontdesk-emulator-state.json');
      const file = await download.path();
      const exported = JSON.parse(await readFile(file, 'utf8'));
      expect(exported.site.id).toBe(world.cli.siteId);

      await page.getByRole('button', { name: 'Reset to the seed' }).click();
      await page.getByRole('button', { name: 'Yes, reset' }).click();
      await page.getByText('Reset to the seed.').waitFor();
      await page.getByRole('link', { name: '0 orders' }).waitFor();

      await page.getByLabel('Import a state file').setInputFiles(file);
      await page.getByText(/^Imported .+\.$/).waitFor();
      await page.getByRole('link', { name: '1 orders' }).waitFor();
    }));

  it('data: searches a table, opens an entity, acts on it, closes the detail with Escape', () =>
    withDashboard('#/data/plans', async (page) => {
      const plans = page.getByRole('table', { name: 'plans' });
      await plans.getByRole('link', { name: 'Monthly Membership' }).waitFor();
      await page.getByLabel('Search plans').fill('annual');
      await expect.poll(() => plans.locator('tbody tr').count(), WAIT).toBe(1);
      await plans.getByRole('link', { name: 'Annual Membership' }).click();
      await page.waitForURL(new RegExp(`#/data/plans/${DEMO_PLAN_IDS.yearly}$`));
      await page.getByRole('heading', { level: 3, name: 'Annual Membership' }).waitFor();
      expect(await page.getByRole('figure', { name: 'The plan as the API returns it' }).innerText()).toContain(
        `"id": "${DEMO_PLAN_IDS.yearly}"`,
      );
      await page.keyboard.press('Escape');
      await page.waitForURL(/#\/data\/plans$/);
      await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Annual Membership' }).count(), WAIT).toBe(0);

      // An owner action from a member's detail: block, then approve again.
      await page.getByRole('link', { name: 'members', exact: true }).click();
      const members = page.getByRole('table', { name: 'members' });
      await members.getByRole('link', { name: 'Demo Member' }).click();
      // Blocking cannot be undone by the member: the page asks first.
      await page.getByRole('button', { name: 'Block member Demo Member' }).click();
      await page.getByRole('button', { name: 'Yes, block' }).click();
      await page.getByText('Block: done.').waitFor();
      await expect.poll(() => cell(page, 'members', 'Demo Member', 'Status'), WAIT).toBe('BLOCKED');
      await page.getByRole('button', { name: 'Approve member Demo Member' }).click();
      await expect.poll(() => cell(page, 'members', 'Demo Member', 'Status'), WAIT).toBe('APPROVED');
    }));

  it('calendar: a week per staff member and resource, week by week, a list per day on a phone', () =>
    withDashboard('#/calendar', async (page) => {
      const week = page.getByRole('table', { name: 'Bookings of the week' });
      await week.getByRole('rowheader', { name: /Maya Chen/ }).waitFor();
      await week.getByRole('rowheader', { name: /Leo Park/ }).waitFor();
      const first = await page.getByRole('status').filter({ hasText: 'times in America/New_York' }).innerText();
      await page.getByRole('link', { name: 'Next week →' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'times in America/New_York' }).innerText(), WAIT).not.toBe(first);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.getByRole('table', { name: 'Bookings of the week' }).count(), WAIT).toBe(0);
      expect(await page.getByRole('heading', { level: 3 }).count()).toBe(7);
      expect(await fitsWidth(page)).toBe(true);
    }));

  it('requests: a failed SDK call, filtered, and its detail with the status and the response body', () =>
    withDashboard('#/requests', async (page) => {
      await expect(managementGetOrder(owner(), 'no-such-order')).rejects.toBeInstanceOf(NotFoundError);
      await page.getByLabel('Status', { exact: true }).selectOption('4xx');
      await page.getByLabel('Path or request id', { exact: true }).fill('no-such-order');
      const row = page.getByRole('table', { name: 'Requests' }).locator('tbody tr').filter({ hasText: 'no-such-order' });
      await row.waitFor();
      expect(await cell(page, 'Requests', 'no-such-order', 'Status')).toBe('404');
      expect(await cell(page, 'Requests', 'no-such-order', 'Caller')).toBe('owner');
      await row.getByRole('link').click();
      await page.getByRole('heading', { level: 3, name: /GET .*no-such-order → 404/ }).waitFor();
      const response = page.getByRole('figure', { name: 'Response body' });
      await expect.poll(() => response.innerText(), WAIT).toContain('"code"');
      expect(await response.innerText()).toMatch(/NOT_FOUND|not found/i);
      await page.keyboard.press('Escape');
      await page.waitForURL(/#\/requests$/);
    }));

  it('outbox: shows the verification code the emulator emailed', () =>
    withDashboard('#/outbox', async (page) => {
      await admin('/_emulator/identity/policy', { requireEmailVerification: true });
      const visitor = createClient({ baseUrl: world.cli.url, auth: oauth({ clientId: DEMO_CLIENT_ID }) });
      await register(visitor, { email: 'code@example.com', password: 'S3cret-Passw0rd' });
      const { messages } = await admin('/_emulator/outbox?to=code@example.com');
      const code = messages.at(-1).code as string;
      expect(code).toMatch(/^\d{6}$/);
      const messagesTable = page.getByRole('table', { name: 'Messages' });
      await messagesTable.locator('tbody tr').filter({ hasText: 'code@example.com' }).waitFor();
      expect(await cell(page, 'Messages', 'code@example.com', 'Message')).toContain(`Code: ${code}`);
      await admin('/_emulator/identity/policy', { requireEmailVerification: false });
    }));

  it('webhooks: subscribes an endpoint, sends a test event, sees it fail, redelivers it, removes the endpoint', async () => {
    let calls = 0;
    const receiver: Server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls += 1;
        response.statusCode = calls === 1 ? 500 : 200;
        response.end(calls === 1 ? 'down for a moment' : 'ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      await withDashboard('#/webhooks', async (page) => {
        await page.getByLabel('Endpoint URL').fill(endpoint);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.getByRole('list', { name: 'Endpoints' }).getByText(endpoint).waitFor();

        const { eventTypes } = await admin('/_emulator/webhooks/event-types');
        const eventType =
          eventTypes.find((type: { eventType: string }) => type.eventType.includes('plan_created'))?.eventType ?? eventTypes[0].eventType;
        await page.getByLabel('Event type', { exact: true }).selectOption(eventType);
        await page.getByRole('button', { name: 'Send a test event' }).click();
        const deliveries = page.getByRole('table', { name: 'Deliveries' });
        await deliveries.locator('tbody tr').filter({ hasText: 'failed' }).waitFor();
        expect(await cell(page, 'Deliveries', 'failed', 'Response')).toContain('500');
        expect((await cell(page, 'Deliveries', 'failed', 'Event')).split('\n')[0]).toBe(eventType);

        await deliveries.getByRole('button', { name: `Redeliver ${eventType} to ${endpoint}` }).click();
        await deliveries.locator('tbody tr').filter({ hasText: 'delivered' }).waitFor();
        expect(await cell(page, 'Deliveries', 'delivered', 'Response')).toContain('200');
        expect(calls).toBe(2);

        await page.getByRole('button', { name: `Remove ${endpoint}` }).click();
        await page.getByText('No endpoints yet.').waitFor();
      });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('faults: a 429 rule added in the page is what the SDK gets, until it is removed', () =>
    withDashboard('#/faults', async (page) => {
      const shop = createClient({ baseUrl: world.cli.url, auth: oauth({ clientId: DEMO_CLIENT_ID }), retry: false });
      await page.getByLabel('Path', { exact: true }).fill('^/pricing-plans/v2/plans/public');
      await page.getByLabel('Fault', { exact: true }).selectOption('rate-limit');
      await page.getByLabel('Retry-After (seconds)').fill('7');
      await page.getByRole('button', { name: 'Add the rule' }).click();
      const rules = page.getByRole('table', { name: 'Fault rules' });
      await rules.locator('tbody tr').filter({ hasText: 'Retry-After 7' }).waitFor();

      const refused = await queryPublicPlans(shop).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect((refused as RateLimitError).retryAfterMs).toBe(7000);

      await rules.getByRole('button', { name: 'Remove the fault on /^\\/pricing-plans\\/v2\\/plans\\/public/' }).click();
      await page.getByText('No fault rules.').waitFor();
      expect((await queryPublicPlans(shop)).items.length).toBeGreaterThan(0);
    }));

  it('fits a 390 px screen in every section', () =>
    withDashboard(
      '',
      async (page) => {
        for (const section of ['overview', 'data/orders', 'calendar', 'requests', 'outbox', 'webhooks', 'faults']) {
          await page.goto(`${world.cli.url}/#/${section}`);
          await page.getByRole('heading', { level: 2 }).first().waitFor();
          await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading'));
          expect(await fitsWidth(page), section).toBe(true);
        }
      },
      PHONE,
    ));

  it('works by keyboard: Tab reaches a section link and a button, Enter operates them', () =>
    withDashboard('', async (page) => {
      await page.getByRole('button', { name: '+1 hour' }).waitFor();
      const focusOn = async (name: string) => {
        for (let presses = 0; presses < 40; presses++) {
          await page.keyboard.press('Tab');
          if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
        }
        throw new Error(`Tab never reached ${name}`);
      };
      await focusOn('+1 hour');
      await page.keyboard.press('Enter');
      await page.getByText('The clock moved an hour.').waitFor();
      // From the top of a fresh load: the section links come first.
      await page.reload();
      await page.getByRole('button', { name: '+1 hour' }).waitFor();
      await focusOn('Faults');
      await page.keyboard.press('Enter');
      await page.waitForURL(/#\/faults$/);
      await page.getByRole('heading', { level: 2, name: 'Faults' }).waitFor();
    }));
});

describe('the dashboard of an emulator on the network (--host 0.0.0.0)', () => {
  let lan: RunningCli;
  beforeAll(async () => {
    lan = await startEmulatorCli(['--host', '0.0.0.0']);
  });
  afterAll(() => lan?.child.kill());

  it('asks for the admin API key, refuses a wrong one, then shows the site', async () => {
    const local = `http://127.0.0.1:${new URL(lan.url).port}`;
    const { page, context, errors } = await openDashboard('', DESKTOP, local);
    try {
      await page.getByRole('heading', { level: 2, name: 'Admin API key needed' }).waitFor();
      expect(await page.getByText(lan.siteId).count()).toBe(0);
      await page.getByLabel('Admin API key', { exact: true }).fill('not-the-key');
      await page.getByRole('button', { name: 'Use this key' }).click();
      await page.getByText('The emulator refused that key').waitFor();
      await page.getByLabel('Admin API key', { exact: true }).fill(lan.apiKey);
      await page.getByRole('button', { name: 'Use this key' }).click();
      await page.getByText(lan.siteId).waitFor();
      await page.getByRole('link', { name: 'Requests' }).click();
      await page.getByRole('table', { name: 'Requests' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin API key needed' }).count()).toBe(0);
      // The refused calls are the browser's 401s (expected); nothing else went wrong.
      expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
