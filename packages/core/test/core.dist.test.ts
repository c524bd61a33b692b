/**
 * Smoke test of the built package (the `dist` vitest project; run after `npm run build`): loads
 * dist/index.cjs with `require` and dist/index.js with `import()`, makes one real call through each
 * against a local HTTP server, and checks that errors thrown by one copy are recognised by the other.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Core = typeof import('../src/index.js');
type ZodMini = typeof import('zod/mini');

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const require = createRequire(import.meta.url);
const importFile = (file: string): Promise<any> => import(/* @vite-ignore */ pathToFileURL(dist(file)).href);

const PLAN = {
  plan: { id: 'plan-1', name: 'Gold', createdDate: '2026-03-01T09:00:00.000Z', updatedDate: null },
};

let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    if (req.method === 'GET' && req.url === '/pricing-plans/v2/plans/plan-1') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-wix-request-id': 'req-ok' });
      res.end(JSON.stringify(PLAN));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json', 'x-wix-request-id': 'req-404' });
    res.end(
      JSON.stringify({
        message: 'Plan not found',
        details: { applicationError: { code: 'PLAN_NOT_FOUND', description: 'Plan not found' } },
      }),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

interface Format {
  name: 'cjs' | 'esm';
  core: Core;
  z: ZodMini;
}

async function loadFormats(): Promise<Record<'cjs' | 'esm', Format>> {
  const cjs: Format = { name: 'cjs', core: require(dist('index.cjs')), z: require('zod/mini') };
  // The zod copy each build itself loads, so a call's schemas and core's `timestamp()` share one zod.
  const esm: Format = { name: 'esm', core: await importFile('index.js'), z: await import('zod/mini') };
  return { cjs, esm };
}

function getPlanCall({ core, z }: Format) {
  return core.defineCall({
    name: 'getPlan',
    method: 'GET',
    path: '/pricing-plans/v2/plans/{id}',
    args: [core.arg.path('id')],
    response: core.wireShapeOf(
      z.object({
        plan: z.object({
          id: z.string(),
          name: z.optional(z.string()),
          createdDate: z.optional(core.timestamp()),
          updatedDate: z.optional(core.timestamp()),
        }),
      }),
    ),
    unwrap: 'plan',
  });
}

describe('@frontdesk/core dist', () => {
  it('builds both formats', () => {
    for (const file of ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']) {
      expect(existsSync(dist(file)), `dist/${file}`).toBe(true);
    }
  });

  it('declarations never import the ESM-only jose (TS1479 for CommonJS consumers under module node16)', () => {
    const declarations = readdirSync(dist('.')).filter((file) => /\.d\.c?ts$/.test(file));
    expect(declarations).toContain('webhooks.d.cts');
    for (const file of declarations) {
      expect(readFileSync(dist(file), 'utf8'), `dist/${file}`).not.toMatch(/(?:from\s*|import\(\s*)['"]jose['"]/);
    }
  });

  for (const [name, other] of [
    ['cjs', 'esm'],
    ['esm', 'cjs'],
  ] as const) {
    it(`${name}: makes a real call, decodes dates, and its 404 is recognised by the ${other} build`, async () => {
      const formats = await loadFormats();
      const format = formats[name];
      const { core } = format;
      const client = core.createClient({
        baseUrl,
        fetch: (input, init) => fetch(input, init),
        auth: core.apiKey({ apiKey: 'IST.dist-test', siteId: 'site-dist' }),
      });
      const getPlan = getPlanCall(format);

      const plan = await getPlan(client, 'plan-1');
      expect(plan.id).toBe('plan-1');
      expect(plan.createdDate).toBeInstanceOf(Date);
      expect(plan.createdDate?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
      expect(plan).not.toHaveProperty('updatedDate'); // null on the wire -> absent
      const request = seen.at(-1)!;
      expect(request.headers['authorization']).toBe('IST.dist-test');
      expect(request.headers['wix-site-id']).toBe('site-dist');

      const error = await getPlan(client, 'missing').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(core.isNotFoundError(error)).toBe(true);
      // The brand guard works across the CJS and ESM copies of the package.
      expect(formats[other].core.isNotFoundError(error)).toBe(true);
      expect(formats[other].core.isApiError(error)).toBe(true);
      expect(formats[other].core.isFrontdeskError(error)).toBe(true);
      expect(formats[other].core.isValidationError(error)).toBe(false);
      expect(error).toMatchObject({ status: 404, requestId: 'req-404' });
    });
  }

  it('loads only the parts of zod it uses, never the whole of zod/mini (its locales)', async () => {
    for (const file of ['index.js', 'index.cjs', 'zod.js', 'zod.cjs', 'webhooks.js', 'webhooks.cjs']) {
      expect(readFileSync(dist(file), 'utf8')).not.toMatch(/from ["']zod(\/[a-z0-9/]+)?["']|require\(["']zod(\/[a-z0-9/]+)?["']\)/);
    }
    const esm = await importFile('zod.js');
    const cjs = require('@frontdesk/core/zod');
    for (const z of [esm, cjs]) {
      const schema = z.object({ id: z.string() });
      expect(z.safeParse(schema, { id: 'a' }).success).toBe(true);
      expect(z.safeParse(schema, {}).success).toBe(false);
    }
  });

  it.runIf(existsSync(dist('webhooks.js')) && existsSync(dist('webhooks.cjs')))(
    '@frontdesk/core/webhooks resolves in both formats',
    async () => {
      // By package name through `exports` for require (a self-reference from inside the package): Node
      // takes the `node` build; for import, through the `exports` entry's `import` target.
      expect(require.resolve('@frontdesk/core/webhooks')).toBe(dist('node/webhooks.cjs'));
      const cjs = require('@frontdesk/core/webhooks');
      const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
      expect(pkg.exports['./webhooks'].import.default).toBe('./dist/webhooks.js');
      expect(pkg.exports['./webhooks'].node.import.default).toBe('./dist/node/webhooks.js');
      const esm = await importFile('webhooks.js');
      for (const mod of [cjs, esm]) {
        expect(Object.keys(mod).length).toBeGreaterThan(0);
        expect(typeof mod.createWebhookHandler).toBe('function');
      }
      expect(Object.keys(esm).sort()).toEqual(
        Object.keys(cjs)
          .filter((k) => k !== '__esModule')
          .sort(),
      );
      // jose is loaded on first use (never by importing the entry: no static import of it in either
      // format), and signing and verifying work from both formats.
      for (const file of ['webhooks.js', 'webhooks.cjs', 'node/webhooks.js', 'node/webhooks.cjs']) {
        expect(readFileSync(dist(file), 'utf8')).not.toMatch(/from ["']jose["']|require\(["']jose["']\)/);
      }
      // One key pair (RSA generation is slow on a loaded machine), made by one format, used by both.
      const { publicKeyPem, privateKeyPem } = await cjs.generateWebhookKeyPair();
      for (const mod of [cjs, esm]) {
        const token = await mod.signTestWebhook(
          { eventType: 'a.b.v1.thing_created', id: 'e1', createdEvent: { entity: { id: 'x' } } },
          privateKeyPem,
        );
        const event = await mod.createWebhookHandler({ publicKey: publicKeyPem }).verify(token);
        expect(event).toMatchObject({ kind: 'created', entity: { id: 'x' } });
      }
    },
    60_000,
  );
});
