#!/usr/bin/env node
// Per-call overhead benchmark: throughput of one Frontdesk call (a `defineCall` GET with a path
// parameter and a response wire shape with two date fields, as the packages declare them, through the built
// packages/core/dist/index.js) against raw `fetch` + `response.json()` of the same URL with the same
// headers. The server is a `node:http` server on 127.0.0.1 in a child process (so it has its own
// core and its work is not counted against the client), returning a fixed JSON body and an
// `x-wix-request-id` header.
//
// Each round runs, per client, 5000 sequential calls and 5000 calls 64-way concurrent, interleaved
// with the other clients in blocks of 500; 3 rounds after a warm-up. Reported per mode: median
// requests/second, the median of the per-round ratios Frontdesk / raw fetch (target: >= 0.90), and
// CPU time per call of the client process.
//
// Options: --calls N (5000), --concurrency N (64), --rounds N (3), --json (print the results as JSON).
// --official: the side-by-side scenario instead, the same work for three clients in the same run: OAuth
// visitor tokens, then `queryPublicPlans` (a POST query answered with 3 plans): raw fetch (POST +
// json), Frontdesk (`oauth()` + `@frontdesk/plans`, built dist) and the official SDK (`@wix/sdk`
// `OAuthStrategy` + `@wix/pricing-plans`, pinned in compat/official-sdk, its requests sent to the
// local server through createClient's `fetch`).
// FRONTDESK_BENCH_KY=/abs/path/to/ky/distribution/index.js adds ky (e.g. 1.14.3) as a reference row;
// FRONTDESK_BENCH_CORE=/abs/path/to/index.js measures another build of core instead of packages/core/dist;
// FRONTDESK_BENCH_EXTRA=label=/abs/a/index.js,other=/abs/b/index.js adds rows for more builds of core, run
// interleaved with the others in the same process (to compare transport variants under the same load).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const BODY = JSON.stringify({
  plan: {
    id: '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f7a',
    name: 'Gold membership',
    slug: 'gold-membership',
    description: 'Unlimited classes, two guest passes a month',
    perks: { values: ['Unlimited classes', 'Two guest passes', 'Free towel'] },
    pricing: { price: { value: '49.00', currency: 'USD' }, subscription: { cycleDuration: { count: 1, unit: 'MONTH' } } },
    public: true,
    archived: false,
    primary: false,
    hasOrders: true,
    createdDate: '2025-11-20T08:15:30.123Z',
    updatedDate: '2025-12-01T10:00:00.000Z',
  },
});

// ---------------------------------------------------------------------------------------------
// Server (child process)
// The answer to a plans query: three plans and the paging metadata.
const QUERY_BODY = JSON.stringify({
  plans: [1, 2, 3].map((i) => ({ ...JSON.parse(BODY).plan, id: `2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f7${i}`, name: `Plan ${i}` })),
  pagingMetadata: { count: 3, offset: 0, total: 3, hasNext: false },
});
// A visitor token pair, as the platform's token endpoint answers.
const TOKEN_BODY = JSON.stringify({
  access_token: 'OauthNG.JWS.bench-visitor',
  refresh_token: 'OauthNG.JWS.bench-refresh',
  expires_in: 14400,
  token_type: 'Bearer',
});

if (process.argv[2] === '--server') {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    const body = req.url.startsWith('/oauth2/token') ? TOKEN_BODY : req.method === 'POST' ? QUERY_BODY : BODY;
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-wix-request-id': `req-${++n}`,
    });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------
// Client

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main() {
  const CALLS = option('calls', 5000);
  const CONCURRENCY = option('concurrency', 64);
  const ROUNDS = option('rounds', 3);
  const asJson = process.argv.includes('--json');

  // FRONTDESK_BENCH_CORE: another build of core's ESM entry to compare (e.g. a patched transport).
  const dist = process.env.FRONTDESK_BENCH_CORE ? resolve(process.env.FRONTDESK_BENCH_CORE) : join(root, 'packages/core/dist/index.js');
  if (!existsSync(dist)) throw new Error('packages/core/dist/index.js is missing: run `npm run build` first');
  const core = await import(pathToFileURL(dist).href);

  const child = fork(fileURLToPath(import.meta.url), ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((ok, fail) => {
    child.once('message', ok);
    child.once('error', fail);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const planId = '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f7a';
  const headers = { Authorization: 'IST.bench-api-key', 'wix-site-id': 'site-bench' };

  // The same declaration and client for any build of core.
  const frontdeskCall = (build) => {
    const getPlan = build.defineCall({
      name: 'getPlan',
      method: 'GET',
      path: '/pricing-plans/v2/plans/{id}',
      args: [build.arg.path('id')],
      // The response's date paths, as the packages' generated wire shapes give them.
      response: build.wire(['plan.createdDate', 'plan.updatedDate']),
      unwrap: 'plan',
    });
    const client = build.createClient({ baseUrl, auth: build.apiKey({ apiKey: headers.Authorization, siteId: headers['wix-site-id'] }) });
    return () => getPlan(client, planId);
  };

  const url = `${baseUrl}/pricing-plans/v2/plans/${encodeURIComponent(planId)}`;
  const official = process.argv.includes('--official');
  const clients = official
    ? await sideBySideClients(baseUrl)
    : {
        'raw fetch': async () => {
          const response = await fetch(url, { headers });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json();
        },
        frontdesk: frontdeskCall(core),
      };
  for (const entry of official ? [] : (process.env.FRONTDESK_BENCH_EXTRA ?? '').split(',').filter(Boolean)) {
    const [label, file] = entry.split('=');
    clients[label] = frontdeskCall(await import(pathToFileURL(resolve(file)).href));
  }
  if (!official && process.env.FRONTDESK_BENCH_KY) {
    const ky = (await import(pathToFileURL(process.env.FRONTDESK_BENCH_KY).href)).default;
    const api = ky.create({ prefixUrl: baseUrl, headers, retry: 0 });
    clients.ky = () => api.get(`pricing-plans/v2/plans/${encodeURIComponent(planId)}`).json();
  }

  // Sanity: every client but raw fetch really decodes the dates (in the side-by-side scenario, of the three plans).
  for (const name of Object.keys(clients).filter((n) => n !== 'raw fetch' && n !== 'ky')) {
    const sample = await clients[name]();
    const dates = official ? sample.map((plan) => plan.createdDate ?? plan._createdDate) : [sample.createdDate];
    if (!dates.every((date) => date instanceof Date) || dates.length === 0)
      throw new Error(`the benchmark call (${name}) did not decode createdDate`);
  }

  // A round gives each client CALLS calls per mode, run in BLOCKS interleaved blocks (A B, B A, ...)
  // so that load from other processes on the machine falls on all clients alike. Per block: wall
  // time and this process's CPU time (less sensitive to other load than wall time).
  const BLOCKS = 10;
  const block = async (mode, fn, n) => {
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    if (mode === 'sequential') {
      for (let i = 0; i < n; i++) await fn();
    } else {
      let next = 0;
      const worker = async () => {
        while (next++ < n) await fn();
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
    const cpu = process.cpuUsage(cpu0);
    return { ms: performance.now() - start, cpuUs: cpu.user + cpu.system };
  };
  const round = async (mode, n) => {
    const totals = Object.fromEntries(names.map((name) => [name, { ms: 0, cpuUs: 0 }]));
    for (let b = 0; b < BLOCKS; b++) {
      for (const name of b % 2 === 0 ? names : [...names].reverse()) {
        const m = await block(mode, clients[name], Math.ceil(n / BLOCKS));
        totals[name].ms += m.ms;
        totals[name].cpuUs += m.cpuUs;
      }
    }
    const calls = Math.ceil(n / BLOCKS) * BLOCKS;
    return Object.fromEntries(names.map((name) => [name, { rps: calls / (totals[name].ms / 1000), cpuUs: totals[name].cpuUs / calls }]));
  };

  const names = Object.keys(clients);
  // Warm-up: JIT, connection pools and the schema's memoised wire paths.
  await round('sequential', 1000);
  await round('concurrent', 2000);

  const results = Object.fromEntries(names.map((n) => [n, { sequential: [], concurrent: [] }]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of ['sequential', 'concurrent']) {
      const measured = await round(mode, CALLS);
      for (const name of names) results[name][mode].push(measured[name]);
    }
  }
  child.disconnect();

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {
    calls: CALLS,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    node: process.version,
    rows: [],
  };
  for (const mode of ['sequential', 'concurrent']) {
    const raw = results['raw fetch'][mode];
    for (const name of names) {
      const own = results[name][mode];
      // The ratio is the median of per-round ratios (the clients of a round ran interleaved).
      summary.rows.push({
        mode,
        client: name,
        rps: Math.round(median(own.map((m) => m.rps))),
        ratio: Number(median(own.map((m, i) => m.rps / raw[i].rps)).toFixed(3)),
        cpuUs: Number(median(own.map((m) => m.cpuUs)).toFixed(1)),
        extraCpuUs: Number(median(own.map((m, i) => m.cpuUs - raw[i].cpuUs)).toFixed(1)),
        rounds: own.map((m) => Math.round(m.rps)),
      });
    }
  }

  if (asJson) {
    console.log(JSON.stringify(summary, null, 2));
  } else {
    console.log(
      `Per-call overhead: ${CALLS} calls sequential and ${CALLS} calls ${CONCURRENCY}-way concurrent, ` +
        `median of ${ROUNDS} rounds, Node ${process.version}`,
    );
    if (official) console.log('scenario: OAuth visitor tokens, queryPublicPlans (POST query answered with 3 plans)');
    console.log('mode              client        req/s  vs raw fetch  CPU µs/call  extra CPU µs  rounds (req/s)');
    for (const r of summary.rows) {
      const mode = r.mode === 'concurrent' ? `concurrent (${CONCURRENCY})` : r.mode;
      const extra = r.client === 'raw fetch' ? '' : r.extraCpuUs.toFixed(1);
      console.log(
        `${mode.padEnd(17)} ${r.client.padEnd(10)} ${String(r.rps).padStart(8)}  ${r.ratio.toFixed(2).padStart(12)}  ` +
          `${r.cpuUs.toFixed(1).padStart(11)}  ${extra.padStart(12)}  ${r.rounds.join(' / ')}`,
      );
    }
    const misses = summary.rows.filter((r) => r.client.startsWith('frontdesk') && r.ratio < 0.9);
    console.log(
      misses.length === 0
        ? 'target (frontdesk >= 0.90 of raw fetch): met'
        : `target (frontdesk >= 0.90 of raw fetch): MISSED in ${misses.map((r) => r.mode).join(', ')}`,
    );
  }
  return summary;
}

/**
 * The side-by-side scenario's clients (see the header): the same query, the same three plans, with
 * visitor tokens. Frontdesk fetches its tokens from the local server on the first call; the official
 * client is given tokens up front (its token requests would go to the platform's host).
 */
async function sideBySideClients(baseUrl) {
  const { createRequire } = await import('node:module');
  const dist = (pkg) => pathToFileURL(join(root, `packages/${pkg}/dist/index.js`)).href;
  const core = await import(dist('core'));
  const { queryPublicPlans } = await import(dist('plans'));
  const frontdesk = core.createClient({ baseUrl, auth: core.oauth({ clientId: 'bench-client' }) });

  const officialRequire = createRequire(join(root, 'compat/official-sdk/package.json'));
  const esm = (name) => {
    const pkgJson = officialRequire.resolve(`${name}/package.json`);
    const entry = JSON.parse(readFileSync(pkgJson, 'utf8')).exports['.'].import;
    return pathToFileURL(join(dirname(pkgJson), typeof entry === 'string' ? entry : entry.default)).href;
  };
  const { createClient, OAuthStrategy } = await import(esm('@wix/sdk'));
  const { plans } = await import(esm('@wix/pricing-plans'));
  const far = Math.floor(Date.now() / 1000) + 14_400;
  const officialClient = createClient({
    modules: { plans },
    auth: OAuthStrategy({
      clientId: 'bench-client',
      tokens: {
        accessToken: { value: 'OauthNG.JWS.bench-visitor', expiresAt: far },
        refreshToken: { value: 'OauthNG.JWS.bench-refresh', role: 'visitor' },
      },
    }),
    // Its requests go to the platform's host: sent to the local server instead.
    fetch: (input, init) => fetch(String(input instanceof Request ? input.url : input).replace(/^https:\/\/[^/]+/, baseUrl), init),
  });

  const rawHeaders = { authorization: 'OauthNG.JWS.bench-visitor', 'content-type': 'application/json' };
  const body = JSON.stringify({ query: { paging: { limit: 3 } } });
  return {
    'raw fetch': async () => {
      const response = await fetch(`${baseUrl}/pricing-plans/v2/plans/public/query`, { method: 'POST', headers: rawHeaders, body });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
    frontdesk: async () => (await queryPublicPlans(frontdesk, { paging: { limit: 3 } })).items,
    official: async () => (await officialClient.plans.queryPublicPlans().limit(3).find()).items,
  };
}
