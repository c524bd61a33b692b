/**
 * What an app's bundle holds (the `dist` project; run after `pnpm build`). Every exported call of
 * every domain package bundles alone: an app that calls one of them gets no other call's declaration,
 * no webhook event and no zod. And the development checks follow `process.env.NODE_ENV` as bundlers
 * define it: on in development builds, dropped (zod with them) from production builds, off without an
 * error in a browser that loads the packages as they are (no `process`), and always on in Node, whose
 * `node` export condition is a build with the checks fixed on (`NODE_ENV=production` included).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bundleApps, bundleEveryCall, declaredCalls, DOMAINS } from '../../../bench/call-bundles.mjs';

const everyCall = bundleEveryCall();

describe('every call of every domain package bundles alone (production build)', async () => {
  const calls = await declaredCalls();

  it('finds the calls of all six packages', () => {
    expect(new Set(calls.map((call) => call.pkg)).size).toBe(6);
    expect(calls.length).toBeGreaterThan(100);
  });

  it.each(calls.map((call) => `${call.pkg}.${call.name}`))('%s: no other call, no webhook event, no zod', async (id) => {
    const row = (await everyCall).find((r) => `${r.pkg}.${r.name}` === id)!;
    expect(row.strays).toEqual({ calls: [], events: [], zod: false });
  });
});

/**
 * An app that makes three calls a development build refuses: an unknown option, an empty path
 * parameter, a date that cannot be sent. It reports what happened to each (sent, or the error).
 */
const APP = `
import { createClient } from '@frontdesk/core';
import { createOnlineOrder, memberGetOrder, memberListOrders } from '@frontdesk/orders';
export async function run(fetch) {
  const client = createClient({ fetch, retry: false });
  const outcome = (promise) => promise.then(() => 'sent', (error) => error.name + ': ' + error.message);
  return {
    unknownOption: await outcome(memberListOrders(client, { buyerIds: ['m1'] })),
    emptyId: await outcome(memberGetOrder(client, '')),
    badDate: await outcome(createOnlineOrder(client, 'plan-1', { startDate: 'next week' })),
  };
}`;

type Outcomes = Record<'unknownOption' | 'emptyId' | 'badDate', string>;

/** Runs the app's CommonJS bundle in a fresh context with these globals (`process` only if given). */
async function runApp(code: string, globals: Record<string, unknown>): Promise<Outcomes> {
  const module = { exports: {} as { run(fetch: typeof globalThis.fetch): Promise<Outcomes> } };
  const fetch = async () => new Response(JSON.stringify({ orders: [], order: { id: 'o1' }, pagingMetadata: {} }));
  runInNewContext(code, {
    module,
    exports: module.exports,
    URL,
    URLSearchParams,
    TextEncoder,
    btoa,
    crypto: globalThis.crypto,
    setTimeout,
    clearTimeout,
    AbortController,
    ...globals,
  });
  return module.exports.run(fetch);
}

const EMPTY_ID = 'InputError: Invalid argument: "id" must be a non-empty string';
const BAD_DATE = 'InputError: Invalid argument: "options.startDate" must be a valid Date or an ISO-8601 date-time string';

describe('development checks and process.env.NODE_ENV', async () => {
  const bundleFor = async (nodeEnv: string | null) => (await bundleApps({ app: APP }, { nodeEnv, format: 'cjs' })).app!;
  const [production, development, unreplaced] = [await bundleFor('production'), await bundleFor('development'), await bundleFor(null)];

  it("a production build ('production' defined) drops zod and the schemas, and keeps the checks that stop a wrong request", async () => {
    expect(production.inputs.some((file) => /zod/.test(file))).toBe(false);
    expect(production.code).not.toMatch(/strictObject|unrecognized_keys|is not an option of/);
    expect(await runApp(production.code, {})).toEqual({ unknownOption: 'sent', emptyId: EMPTY_ID, badDate: BAD_DATE });
  });

  it("a development build ('development' defined) checks the arguments with zod, as in Node", async () => {
    expect(development.inputs.some((file) => /zod/.test(file))).toBe(true);
    const outcomes = await runApp(development.code, {});
    expect(outcomes.unknownOption).toBe(
      'InputError: Invalid argument: "options" has unknown option(s): buyerIds ("options.buyerIds" is not an option of memberListOrders)',
    );
    expect(outcomes).toMatchObject({ emptyId: EMPTY_ID, badDate: BAD_DATE });
  });

  it('Node (no define, a `process` without NODE_ENV) checks the arguments', async () => {
    const outcomes = await runApp(unreplaced.code, { process: { env: {} } });
    expect(outcomes.unknownOption).toMatch(/unknown option\(s\): buyerIds/);
    expect(outcomes).toMatchObject({ emptyId: EMPTY_ID, badDate: BAD_DATE });
  });

  it('a browser without a bundler (no define, no `process`) runs without a ReferenceError, as a production build', async () => {
    expect(unreplaced.code).toContain('process.env.NODE_ENV');
    expect(await runApp(unreplaced.code, {})).toEqual({ unknownOption: 'sent', emptyId: EMPTY_ID, badDate: BAD_DATE });
  });

  it('Node with NODE_ENV=production (the packages imported by name: their `node` build) checks the arguments', async () => {
    const script = `${APP}\nconst fetch = async () => new Response(JSON.stringify({ orders: [], order: { id: 'o1' }, pagingMetadata: {} }));\nconsole.log(JSON.stringify(await run(fetch)));`;
    // From inside packages/orders, `@frontdesk/orders` names the package itself and `@frontdesk/core` its dependency.
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../orders/', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const outcomes = JSON.parse(stdout) as Outcomes;
    expect(outcomes.unknownOption).toBe(
      'InputError: Invalid argument: "options" has unknown option(s): buyerIds ("options.buyerIds" is not an option of memberListOrders)',
    );
    expect(outcomes).toMatchObject({ emptyId: EMPTY_ID, badDate: BAD_DATE });
  });

  it('the built packages in Node check the arguments', async () => {
    const require = createRequire(import.meta.url);
    const orders = require('../../orders/dist/index.cjs') as typeof import('../../orders/src/index.js');
    const core = require('../dist/index.cjs') as typeof import('../src/index.js');
    const client = core.createClient({ fetch: async () => new Response('{}') });
    // @ts-expect-error buyerIds is for managementListOrders
    const error = await orders.memberListOrders(client, { buyerIds: ['m1'] }).catch((e: unknown) => e);
    expect(core.isInputError(error) && error.message).toMatch(/"options.buyerIds" is not an option of memberListOrders/);
  });
});

describe('readable messages (development checks, the built packages in Node)', () => {
  const require = createRequire(import.meta.url);
  const core = require('../dist/index.cjs') as typeof import('../src/index.js');
  const client = core.createClient({ fetch: async () => new Response('{}'), retry: false });
  const WRONG = [42, 'text', [], null, { unknownOption: 1 }];

  it.each(DOMAINS)('@frontdesk/%s: a wrong argument is never a bare "Invalid input"', async (pkg) => {
    const exports = require(`../../${pkg}/dist/index.cjs`) as Record<string, unknown>;
    const messages: string[] = [];
    for (const call of Object.values(exports)) {
      const declaration = (call as { declaration?: import('../src/index.js').CallDeclaration }).declaration;
      if (typeof call !== 'function' || !declaration) continue;
      for (const [index, spec] of declaration.args.entries()) {
        if (spec.placement === 'path') continue;
        for (const wrong of WRONG) {
          const args = declaration.args.map((other, i) => (i === index ? wrong : other.placement === 'path' ? 'x' : undefined));
          const error = await (call as (...a: unknown[]) => Promise<unknown>)(client, ...args).catch((e: unknown) => e);
          if (core.isInputError(error)) messages.push(error.message);
        }
      }
    }
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => /Invalid input|is not valid$/.test(message))).toEqual([]);
  });
});
