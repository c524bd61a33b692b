#!/usr/bin/env node
// Emulator availability benchmark: how long one availability query takes as the number of stored
// bookings grows. The emulator runs in-process (its TypeScript sources, bundled with esbuild into a
// temporary file, so no build is needed), with the demo seed and a frozen clock; N bookings are
// stored directly in its state: 100 inside the queried week, the rest spread over two years around
// it. Timed per size (fastest and median of --rounds, after a warm-up), through `emulator.fetch`:
//   - getService and countServices, as baselines: what any request costs at that state size;
//   - queryAvailability, one appointment service (60 min, two staff members), one week;
//   - queryAvailability, one class, four weeks;
//   - calculateMultiSlotAvailability, two services chained, one week (first page);
//   - a month calendar as real apps ask it: three months, `slotsPerDay: 1`, `cursorPaging.limit: 42`
//     (and the same without the limit: every day of the three months);
//   - a 100-year queryAvailability: refused fast when nothing bounds the answer (the entries cap),
//     answered fast with a limit (the walk stops once the answer is full).
// The per-slot cost stays flat as N grows (a binary search among the window's bookings); what still
// grows is one pass over the stored bookings per query (see docs/emulator.md, "Platform limits").
//
// Usage: node bench/emulator-availability.mjs [--sizes 1000,10000] [--rounds 40] [--src packages/emulator/src]
// `--src` measures another copy of the sources, e.g. those before the limits (commit ce5cf99):
//   git archive ce5cf99 packages/emulator/src | tar -x -C /tmp/before
//   node bench/emulator-availability.mjs --src /tmp/before/packages/emulator/src
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const sizes = option('sizes', '1000,10000').split(',').map(Number);
const rounds = Number(option('rounds', '40'));
const src = resolve(root, option('src', 'packages/emulator/src'));

/** Bundles the emulator's sources into a temporary ESM file and imports it. */
async function loadEmulator() {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-bench-'));
  const file = join(dir, 'emulator.mjs');
  const result = await esbuild.build({
    entryPoints: [join(src, 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    // msw is an optional peer, loaded only by `handlers()`, which the benchmark does not call.
    external: ['msw', 'msw/*'],
    nodePaths: [join(root, 'packages/emulator/node_modules')],
    banner: { js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);" },
    logLevel: 'error',
  });
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mod = await loadEmulator();
const { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, DEMO_SERVICE_IDS, DEMO_STAFF_RESOURCE_IDS } = mod;
const owner = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' };
const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK_START = Date.parse('2026-03-02T00:00:00Z');

/** A small deterministic generator (mulberry32), so every run stores the same bookings. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seed(emulator, count) {
  const next = random(42);
  const staff = [DEMO_STAFF_RESOURCE_IDS.maya, DEMO_STAFF_RESOURCE_IDS.leo];
  emulator.store.mutate((state) => {
    const domain = (state.domains.bookings ??= { bookings: {}, multi: {} });
    domain.bookings ??= {};
    for (let i = 0; i < count; i += 1) {
      const inside = i < 100;
      const quarterHours = Math.floor(next() * (inside ? 7 : 730) * 96);
      const start = (inside ? WEEK_START : Date.parse('2025-03-01T00:00:00Z')) + quarterHours * 15 * MINUTE;
      // The others never land in the queried weeks, so only the 100 inside can change the answer.
      const at = !inside && start >= WEEK_START - DAY && start < WEEK_START + 36 * DAY ? start + 60 * DAY : start;
      const id = `bench-${i}`;
      const status = next() < 0.8 ? 'CONFIRMED' : 'CANCELED';
      const klass = i % 7 === 3;
      const tuesday = new Date(at - ((new Date(at).getUTCDay() + 5) % 7) * DAY).toISOString().slice(0, 10);
      domain.bookings[id] = {
        booking: { id, revision: '1', status, createdBy: {}, bookedEntity: { title: 'bench', tags: [] } },
        serviceId: klass ? DEMO_SERVICE_IDS.vinyasaClass : DEMO_SERVICE_IDS.privateSession,
        serviceType: klass ? 'CLASS' : 'APPOINTMENT',
        ...(klass ? { eventId: `vinyasa-tue-${tuesday.replace(/-/g, '')}` } : { resourceId: staff[i % 2] }),
        start: at,
        end: at + 60 * MINUTE,
        buffer: klass ? 0 : 15,
        participants: 1,
        skipAvailabilityValidation: false,
        skipBusinessConfirmation: false,
      };
    }
  });
}

async function post(emulator, path, body) {
  const response = await emulator.fetch(path, { method: 'POST', headers: owner, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, bytes: text.length };
}

async function time(run) {
  await run();
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  // The fastest run is the least disturbed by other processes and GC; the median shows the spread.
  return `${samples[0].toFixed(2)} / ${samples[Math.floor(samples.length / 2)].toFixed(2)}`;
}

async function get(emulator, path) {
  const response = await emulator.fetch(path, { headers: owner });
  const text = await response.text();
  return { status: response.status, bytes: text.length };
}

const availability = (e, serviceId, startDate, endDate, extra = {}) =>
  post(e, '/availability-calendar/v1/availability/query', { query: { filter: { serviceId, startDate, endDate } }, ...extra });

// What a month-calendar app asks (the visible weeks of three months, one slot a day is enough to mark a day).
const calendar = (e, limit) =>
  post(e, '/availability-calendar/v1/availability/query', {
    query: {
      filter: { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: '2026-03-01T00:00:00', endDate: '2026-06-01T00:00:00' },
      ...(limit ? { cursorPaging: { limit } } : {}),
    },
    slotsPerDay: 1,
    timezone: 'America/New_York',
  });

const QUERIES = {
  // Not availability: what any request costs at this state size (the emulator's own per-request work).
  'baseline: getService': (e) => get(e, `/_api/bookings/v2/services/${DEMO_SERVICE_IDS.privateSession}`),
  'baseline: countServices': (e) => post(e, '/_api/bookings/v2/services/count', {}),
  'appointment, 1 week': (e) => availability(e, DEMO_SERVICE_IDS.privateSession, '2026-03-02T00:00:00', '2026-03-09T00:00:00'),
  'class, 4 weeks': (e) => availability(e, DEMO_SERVICE_IDS.vinyasaClass, '2026-03-02T00:00:00', '2026-03-30T00:00:00'),
  'calendar: 3 months, 1/day, limit 42': (e) => calendar(e, 42),
  '3 months, 1/day': (e) => calendar(e),
  'multi-slot, 1 week': (e) =>
    post(e, '/v1/availability/multislot', {
      from: '2026-03-02T00:00:00',
      to: '2026-03-09T00:00:00',
      timeZone: 'America/New_York',
      location: { locationType: 'OWNER_BUSINESS' },
      slots: [{ serviceId: DEMO_SERVICE_IDS.privateSession }, { serviceId: DEMO_SERVICE_IDS.consultation }],
    }),
};

console.log(`emulator sources: ${src}`);
console.log(`milliseconds per query, fastest / median of ${rounds} rounds, after one warm-up\n`);
const header = ['stored bookings', ...Object.keys(QUERIES)];
const rows = [];
for (const size of sizes) {
  const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
  seed(emulator, size);
  const row = [String(size)];
  for (const run of Object.values(QUERIES)) {
    const { status } = await run(emulator);
    // Older sources (`--src`) refuse what they do not support: shown as the status, not timed.
    row.push(status === 200 ? await time(() => run(emulator)) : `refused ${status}`);
  }
  rows.push(row);
  await emulator.close?.();
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
console.log(header.map((h, i) => h.padStart(widths[i])).join('  '));
for (const row of rows) console.log(row.map((c, i) => c.padStart(widths[i])).join('  '));

// The query the review found: a 100-year range (before the limits it computed every slot). With
// nothing to bound the answer it is refused by the entries cap; with a limit it is answered.
for (const [label, extra] of [
  ['100-year queryAvailability', {}],
  ['100-year queryAvailability, slotsPerDay 1, cursorPaging.limit 42', { slotsPerDay: 1, limit: 42 }],
]) {
  const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
  const { limit, ...options } = extra;
  const started = performance.now();
  const century = await post(emulator, '/availability-calendar/v1/availability/query', {
    query: {
      filter: { serviceId: DEMO_SERVICE_IDS.privateSession, startDate: '2026-03-02T00:00:00', endDate: '2126-03-02T00:00:00' },
      ...(limit ? { cursorPaging: { limit } } : {}),
    },
    ...options,
  });
  console.log(`${label}: ${century.status}, ${century.bytes} bytes, ${(performance.now() - started).toFixed(1)} ms`);
  await emulator.close?.();
}
