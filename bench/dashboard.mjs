#!/usr/bin/env node
// Emulator dashboard benchmark: how fast the page's views are in Chromium, and whether any grows
// slower with thousands of rows. Runs the built CLI (`npm run build` first) with the demo seed,
// then, per size N: stores N members, N offline orders and N bookings (through the admin and
// dashboard APIs) plus the requests those calls leave in the log (it keeps 500), and times in
// headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH), fastest of --rounds after a
// warm-up, from navigation to the view's content on screen:
//   - the first view (the overview of an empty emulator: site, counts, clock);
//   - Data: members, orders, bookings (a page of 100 rows, the pager saying `of N`);
//   - Requests (500 rows), Webhooks (the events log: a page of 100 of thousands), Outbox;
//   - the calendar (the week of the next booking).
// Budgets: the first view under 1000 ms, every view under 2000 ms, and a view at the largest size at
// most 2.5 times as slow as at the smallest (paged tables do not grow with N). Exits 1 over a budget.
// The warm-up load of each view (`cold`) is printed too: the first read of a collection after a
// change walks the platform's list routes page by page (later reads reuse it while nothing changes).
//
// Usage: node bench/dashboard.mjs [--sizes 100,3000] [--rounds 3]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/emulator/dist/cli.js');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const sizes = option('sizes', '100,3000').split(',').map(Number);
const rounds = Number(option('rounds', '3'));
const FIRST_VIEW_BUDGET_MS = 1000;
const VIEW_BUDGET_MS = 2000;
const GROWTH_BUDGET = 2.5;

if (!existsSync(cli)) {
  console.error('packages/emulator/dist/cli.js is missing: run `npm run build` first');
  process.exit(2);
}

/** Starts the built CLI on a free port; resolves with its URL. */
function startCli() {
  const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolveStart, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolveStart({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}):\n${out}`)));
  });
}

async function call(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Brings the emulator to `n` test members, orders and bookings: one of each made through the APIs
 * (a member, an offline order for them, a guest's booking), then cloned `n` times in an exported
 * state file (new ids, emails and times a day apart) that is imported back. A few hundred requests
 * go through the log as well (it keeps 500).
 */
async function seed(base, n) {
  await call(base, 'POST', '/_emulator/reset', {});
  await call(base, 'POST', '/_emulator/clock', { set: '2026-03-02T09:00:00.000Z' });
  const { member } = await call(base, 'POST', '/_emulator/identity/members', { email: 'bench@example.com', status: 'APPROVED' });
  const plans = (await call(base, 'GET', '/_emulator/dashboard/data/plans')).items;
  const monthly = plans.find((plan) => plan.name === 'Monthly Membership') ?? plans[0];
  await call(base, 'POST', '/_emulator/dashboard/orders', { planId: monthly.id, memberId: member.id, paid: true });
  const services = (await call(base, 'GET', '/_emulator/dashboard/data/services')).items;
  const service = services.find((candidate) => candidate.type === 'APPOINTMENT') ?? services[0];
  const { slots } = await call(base, 'GET', `/_emulator/dashboard/slots?serviceId=${service.id}&from=2026-03-03&days=1`);
  await call(base, 'POST', '/_emulator/dashboard/bookings', {
    bookedEntity: slots.find((slot) => slot.bookable).bookedEntity,
    contact: { firstName: 'Guest', email: 'guest@example.com' },
    notify: true,
  });
  for (let index = 0; index < 300; index++) await call(base, 'GET', '/_emulator/dashboard/summary').catch(() => undefined);
  for (let index = 0; index < 300; index++) await fetch(`${base}/pricing-plans/v2/plans/public`);

  const state = await call(base, 'GET', '/_emulator/state');
  const { members: memberDomain, orders: orderDomain, bookings: bookingDomain } = state.domains;
  const [memberId, memberRecord] = Object.entries(memberDomain.members).find(([, record]) => record.loginEmail === 'bench@example.com');
  const [, orderRecord] = Object.entries(orderDomain.orders)[0];
  const [, bookingRecord] = Object.entries(bookingDomain.bookings)[0];
  const text = (record) => JSON.stringify(record);
  const shift = (record, days) =>
    JSON.parse(
      text(record).replace(/"(\d{4}-\d{2}-\d{2}T[\d:.]+Z)"/g, (_, iso) =>
        JSON.stringify(new Date(Date.parse(iso) + days * 86_400_000).toISOString()),
      ),
    );
  for (let index = 1; index < n; index++) {
    const id = crypto.randomUUID();
    memberDomain.members[id] = JSON.parse(
      text(memberRecord).replaceAll(memberId, id).replaceAll('bench@example.com', `bench${index}@example.com`),
    );
    const orderId = crypto.randomUUID();
    orderDomain.orders[orderId] = JSON.parse(text(orderRecord).replaceAll(orderRecord.id, orderId).replaceAll(memberId, id));
    const bookingId = crypto.randomUUID();
    bookingDomain.bookings[bookingId] = shift(JSON.parse(text(bookingRecord).replaceAll(bookingRecord.id, bookingId)), index % 365);
  }
  await call(base, 'POST', '/_emulator/dashboard/import', state);
}

/** A view: its hash, and what is on screen once it has loaded (evaluated in the page). */
const VIEWS = [
  ['overview', '#/overview', () => document.querySelector('#clock-now') !== null],
  [
    'data: members',
    '#/data/members',
    () => /of [\d,]+ members/.test(document.querySelector('[aria-label="Pages of members"]')?.textContent ?? ''),
  ],
  [
    'data: orders',
    '#/data/orders',
    () => /of [\d,]+ orders/.test(document.querySelector('[aria-label="Pages of orders"]')?.textContent ?? ''),
  ],
  [
    'data: bookings',
    '#/data/bookings',
    () => /of [\d,]+ bookings/.test(document.querySelector('[aria-label="Pages of bookings"]')?.textContent ?? ''),
  ],
  ['calendar', '#/calendar', () => document.querySelector('table[aria-label="Bookings of the week"] tbody tr') !== null],
  [
    'requests',
    '#/requests',
    () => /of [\d,]+ requests/.test(document.querySelector('[aria-label="Pages of requests"]')?.textContent ?? ''),
  ],
  [
    'webhooks: events',
    '#/webhooks',
    () => /of [\d,]+ events/.test(document.querySelector('[aria-label="Pages of events"]')?.textContent ?? ''),
  ],
  ['outbox', '#/outbox', () => document.querySelector('table[aria-label="Messages"]') !== null],
];

/** Fastest of `rounds` loads of `hash` in a fresh page, from navigation start to `ready`, in ms (and the warm-up's). */
async function timeView(context, base, hash, ready) {
  let best = Number.POSITIVE_INFINITY;
  let cold = 0;
  for (let round = 0; round <= rounds; round++) {
    const page = await context.newPage();
    await page.goto(`${base}/${hash}`, { waitUntil: 'commit' });
    await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 });
    const ms = await page.evaluate(() => performance.now());
    await page.close();
    if (round > 0) best = Math.min(best, ms);
    else cold = ms; // round 0 warms the server's lists and the browser's cache
  }
  return { best, cold };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const { url: base, child } = await startCli();
let failed = false;
try {
  await call(base, 'POST', '/_emulator/clock', { set: '2026-03-02T09:00:00.000Z' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { best: firstView } = await timeView(context, base, '#/overview', VIEWS[0][2]);
  console.log(`first view (overview, demo seed): ${firstView.toFixed(0)} ms (budget ${FIRST_VIEW_BUDGET_MS} ms)`);
  if (firstView > FIRST_VIEW_BUDGET_MS) failed = true;

  const results = new Map();
  for (const n of sizes) {
    const started = Date.now();
    await seed(base, n);
    const counts = (await call(base, 'GET', '/_emulator/dashboard/summary')).counts;
    console.log(`\nN = ${n}: ${JSON.stringify(counts)} (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const [name, hash, ready] of VIEWS) {
      const { best: ms, cold } = await timeView(context, base, hash, ready);
      results.set(`${name}@${n}`, ms);
      const over = ms > VIEW_BUDGET_MS;
      failed ||= over;
      console.log(`  ${name.padEnd(18)} ${ms.toFixed(0).padStart(5)} ms (cold ${cold.toFixed(0)} ms)${over ? '  OVER BUDGET' : ''}`);
    }
  }
  if (sizes.length > 1) {
    const [small, large] = [sizes[0], sizes.at(-1)];
    console.log(`\ngrowth from N = ${small} to N = ${large} (budget ${GROWTH_BUDGET}x):`);
    for (const [name] of VIEWS) {
      const ratio = results.get(`${name}@${large}`) / results.get(`${name}@${small}`);
      const over = ratio > GROWTH_BUDGET;
      failed ||= over;
      console.log(`  ${name.padEnd(18)} ${ratio.toFixed(2)}x${over ? '  OVER BUDGET' : ''}`);
    }
  }
} finally {
  child.kill();
  await browser.close();
}
if (failed) {
  console.log('\nA view is over its budget.');
  process.exitCode = 1;
}
