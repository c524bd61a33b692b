#!/usr/bin/env node
// The cost of a write to an emulator with a data folder, as the state grows: for each size, an
// emulator (`createEmulator({ dataDir })`, served over HTTP on 127.0.0.1 by `emulator.listen()`, the
// client in the same process so that event-loop stalls show in its timings) gets that many bookings, then
//   - `--writes` sequential writes (createMember), each timed from request to answer;
//   - the same number of writes from 8 concurrent writers;
//   - `--writes` read-only query POSTs (queryMembers);
// and reports p50/p99/max latency, the longest event-loop stall (the largest gap between the ticks of
// a 1 ms interval timer), the bytes the process wrote meanwhile (`wchar` of /proc/self/io: files and
// sockets) per write request, and the time `close()` takes. A write's answer means different things
// across versions: since the durable journal, it comes once the write is fsynced; before, it came at
// once and the whole state.json was rewritten 50 ms later (stalling whatever request came next).
//
//   node bench/emulator-writes.mjs                                  # packages/emulator/dist (npx tsup)
//   node bench/emulator-writes.mjs --emulator /path/to/dist/index.js --label before
//   options: --bookings 1000,10000  --writes 400  --compact-bytes N (journalCompactBytes)  --json
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    emulator: { type: 'string', default: join(root, 'packages/emulator/dist/index.js') },
    bookings: { type: 'string', default: '1000,10000' },
    writes: { type: 'string', default: '400' },
    label: { type: 'string', default: 'current' },
    'compact-bytes': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, DEMO_SERVICE_IDS } = await import(pathToFileURL(resolve(values.emulator)).href);
const headers = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' };
const WRITES = Number(values.writes);

// Bytes passed to write(2) by this process so far (Linux; NaN elsewhere).
function writtenBytes() {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
};

async function post(url, path, body) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

async function measure(bookings) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-bench-writes-'));
  // `--compact-bytes 262144`: the state is rewritten in the background a few times during the run (older
  // versions ignore the option: they rewrite state.json 50 ms after every write).
  const emulator = createEmulator({
    dataDir,
    clock: '2026-03-01T09:00:00.000Z',
    ...(values['compact-bytes'] ? { journalCompactBytes: Number(values['compact-bytes']) } : {}),
    onError: (error) => console.error(error),
  });
  // One real booking, copied `bookings` times under new ids.
  const slot = {
    serviceId: DEMO_SERVICE_IDS.privateSession,
    scheduleId: 'a1000000-0000-4000-8000-000000000001',
    startDate: '2026-03-02T09:00:00',
    endDate: '2026-03-02T10:00:00',
    timezone: 'America/New_York',
    location: { locationType: 'OWNER_BUSINESS' },
  };
  const server = await emulator.listen();
  await post(server.url, '/_api/bookings-service/v2/bookings', { booking: { bookedEntity: { slot } } });
  emulator.store.mutate((state) => {
    const table = state.domains.bookings.bookings;
    const template = JSON.stringify(Object.values(table)[0]);
    const templateId = Object.keys(table)[0];
    for (let i = 0; i < bookings; i++) {
      const id = `bench-${String(i).padStart(6, '0')}-0000-4000-8000-000000000000`;
      table[id] = JSON.parse(template.replaceAll(templateId, id));
    }
  });
  await emulator.flush();
  const folderBytes = readdirSync(dataDir).reduce((sum, name) => sum + statSync(join(dataDir, name)).size, 0);

  // The longest time the event loop could not run a 1 ms timer (a synchronous stall, e.g. JSON.stringify of the state).
  let maxStallMs = 0;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    maxStallMs = Math.max(maxStallMs, now - lastTick);
    lastTick = now;
  }, 1);
  const writtenBefore = writtenBytes();
  let n = 0;
  const createMember = () => post(server.url, '/members/v1/members', { member: { loginEmail: `bench-${bookings}-${n++}@example.com` } });
  const sequential = [];
  for (let i = 0; i < WRITES; i++) sequential.push(await createMember());
  const concurrent = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = 0; i < WRITES / 8; i++) concurrent.push(await createMember());
    }),
  );
  const queries = [];
  for (let i = 0; i < WRITES; i++) queries.push(await post(server.url, '/members/v1/members/query', { query: { paging: { limit: 20 } } }));
  clearInterval(ticker);
  const writtenPerWrite = (writtenBytes() - writtenBefore) / (2 * WRITES);
  const closeStarted = performance.now();
  await emulator.close();
  const closeMs = performance.now() - closeStarted;
  rmSync(dataDir, { recursive: true, force: true });
  return {
    bookings,
    folderBytes,
    sequential: stats(sequential),
    concurrent: stats(concurrent),
    queries: stats(queries),
    maxStallMs,
    writtenPerWrite,
    closeMs,
  };
}

// A warm-up run (not reported), so the first size is not measured with cold code.
await measure(100);
const results = [];
for (const bookings of values.bookings.split(',').map(Number)) results.push(await measure(bookings));

if (values.json) {
  console.log(JSON.stringify({ label: values.label, emulator: values.emulator, writes: WRITES, results }, null, 2));
} else {
  const ms = (value) => `${value.toFixed(2)}`.padStart(7);
  const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`.padStart(8);
  const compaction = values['compact-bytes'] ? `, journalCompactBytes ${values['compact-bytes']}` : '';
  console.log(`== emulator write cost (${values.label}: ${values.emulator}${compaction}), ${WRITES} writes each, milliseconds`);
  console.log('bookings    folder   write p50    p99    max   8-conc p50    p99   query p50    p99  max stall  written/write   close');
  for (const r of results) {
    console.log(
      `${String(r.bookings).padStart(8)} ${MB(r.folderBytes)}   ${ms(r.sequential.p50)} ${ms(r.sequential.p99)} ${ms(r.sequential.max)}` +
        `   ${ms(r.concurrent.p50)} ${ms(r.concurrent.p99)}   ${ms(r.queries.p50)} ${ms(r.queries.p99)}  ${ms(r.maxStallMs)}` +
        `  ${`${(r.writtenPerWrite / 1e3).toFixed(1)} kB`.padStart(13)} ${ms(r.closeMs)}`,
    );
  }
}
