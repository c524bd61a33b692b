import { afterEach, describe, expect, it } from 'vitest';
import { readBodyBytes, readJsonBody } from '../../src/routing/body.js';
import { DEMO_CLIENT_ID, DEMO_PLAN_IDS } from '../../src/index.js';
import { PlatformError } from '../../src/extend/index.js';
import { checkJsonLimits, MAX_BODY_BYTES, MAX_JSON_DEPTH, MAX_STRING_LENGTH } from '../../src/util/limits.js';
import { ownerHeaders } from '../helpers.js';
import { expectRefused, hardenedEmulator, send, violation } from './helpers.js';

/*
 * Input limits (issue 15): request bodies up to 1 MiB (413 past it, refused before the whole body is
 * read), JSON nested up to 64 levels, strings up to 65,536 characters; anything but a JSON object
 * where a route takes one is a 400 INVALID_ARGUMENT, never a 500.
 */

const { emulator, errors } = hardenedEmulator();
afterEach(() => {
  expect(errors).toEqual([]);
  emulator.reset();
});

const CREATE_PLAN = '/pricing-plans/v2/plans';

// A body of `total` bytes that counts how much of it was read.
function countingStream(total: number, chunk = 64 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const bytes = new Uint8Array(Math.min(chunk, total - pulled)).fill(0x20);
      pulled += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  return { stream, pulled: () => pulled };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...ownerHeaders, ...headers }, body, duplex: 'half' };
  return emulator.fetch(path, init as RequestInit);
}

describe('body size', () => {
  it('refuses a declared Content-Length over 1 MiB with 413 before reading the body', async () => {
    const { stream, pulled } = countingStream(10 * MAX_BODY_BYTES);
    const response = await post(CREATE_PLAN, stream, { 'content-length': String(10 * MAX_BODY_BYTES) });
    expect(response.status).toBe(413);
    const description = 'The request body is larger than 1048576 bytes';
    expect(await response.json()).toEqual({
      message: description,
      details: { applicationError: { code: 'PAYLOAD_TOO_LARGE', description, data: { maxBytes: 1048576 } } },
    });
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('without Content-Length, counts while streaming and stops just past the limit', async () => {
    const { stream, pulled } = countingStream(10 * MAX_BODY_BYTES);
    const response = await post(CREATE_PLAN, stream);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024);
  });

  it('accepts a body of exactly 1 MiB', async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ plan: { name: 'Big' }, pad: [] }).length;
    const items = Array.from({ length: Math.floor(padding / 1003) }, () => 'p'.repeat(1000));
    const text = JSON.stringify({ plan: { name: 'Big' }, pad: items });
    const body = text.replace('"pad":[', `"pad":[${' '.repeat(MAX_BODY_BYTES - text.length)}`);
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const response = await post(CREATE_PLAN, body);
    expect(response.status).toBe(400); // read and parsed: the plan itself lacks pricing
    expect(violation(await response.json())?.field).toBe('plan.pricing');
  });

  it('applies to routes that read their own body (the token endpoint, hosted pages) and over real HTTP', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect((await post('/oauth2/token', big, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(413);
    expect((await post('/_emulator/hosted/login', big, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(413);
    const server = await emulator.listen();
    try {
      const headers = { ...ownerHeaders, 'content-type': 'application/json' };
      const response = await fetch(`${server.url}${CREATE_PLAN}`, { method: 'POST', headers, body: big });
      expect(response.status).toBe(413);
      const anonymous = JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' });
      const token = await fetch(`${server.url}/oauth2/token`, { method: 'POST', body: anonymous });
      expect(token.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('readBodyBytes reads small bodies whole', async () => {
    const bytes = await readBodyBytes(new Request('http://x.test/', { method: 'POST', body: 'héllo' }));
    expect(new TextDecoder().decode(bytes)).toBe('héllo');
  });
});

describe('body shape', () => {
  it.each([
    ['malformed JSON', '{"plan":', 'Request body is not valid JSON'],
    ['null', 'null', 'Request body must be a JSON object'],
    ['a number', '42', 'Request body must be a JSON object'],
    ['a string', '"plan"', 'Request body must be a JSON object'],
    ['an array', '[{"plan":{}}]', 'Request body must be a JSON object'],
    ['true', 'true', 'Request body must be a JSON object'],
  ])('%s is a 400 INVALID_ARGUMENT on every JSON route', async (_name, text, description) => {
    for (const [method, path] of [
      ['POST', CREATE_PLAN],
      ['PATCH', '/pricing-plans/v2/plans/x'],
      ['POST', '/members/v1/members/query'],
      ['POST', '/_emulator/clock'],
      ['POST', '/pricing-plans/v2/plans/public'], // a long-GET fallback
    ] as const) {
      const result = await send(emulator, method, path, text);
      const error = result.body.details?.applicationError;
      expect([path, result.status, error?.code, error?.description]).toEqual([path, 400, 'INVALID_ARGUMENT', description]);
    }
  });

  it('an empty body is still {}', async () => {
    const result = await send(emulator, 'POST', '/pricing-plans/v2/plans/public/query', '');
    expect(result.status).toBe(200);
  });

  it(`nests up to ${MAX_JSON_DEPTH} levels; deeper (10,000 nested arrays included) is a 400`, async () => {
    // Two objects, then arrays: `depth` levels in all.
    const nested = (depth: number) => `{"query":{"filter":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`;
    const fits = await send(emulator, 'POST', '/pricing-plans/v2/plans/public/query', nested(MAX_JSON_DEPTH));
    expect(fits.body.details.validationError).toBeDefined(); // read: only the filter itself is refused
    const deep = await send(emulator, 'POST', '/pricing-plans/v2/plans/public/query', nested(MAX_JSON_DEPTH + 1));
    expect([deep.status, deep.body.details.applicationError]).toEqual([
      400,
      { code: 'INVALID_ARGUMENT', description: 'Request body is nested deeper than 64 levels', data: { maxDepth: 64 } },
    ]);
    const abyss = await send(emulator, 'POST', CREATE_PLAN, `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(abyss.status).toBe(400);
  });

  it(`strings up to ${MAX_STRING_LENGTH} characters, anywhere in the body (keys too), naming the field`, async () => {
    const at = (length: number) => JSON.stringify({ plan: { name: 'Gold', clientData: { a: 'ok', b: 'x'.repeat(length) } } });
    const fits = await send(emulator, 'POST', CREATE_PLAN, at(MAX_STRING_LENGTH));
    expect(violation(fits.body)?.field).toBe('plan.pricing'); // read: refused for the plan's own rules only
    expectRefused(await send(emulator, 'POST', CREATE_PLAN, at(MAX_STRING_LENGTH + 1)), 'plan.clientData.b');
    const key = JSON.stringify({ plan: { ['k'.repeat(MAX_STRING_LENGTH + 1)]: 1 } });
    expect(violation((await send(emulator, 'POST', CREATE_PLAN, key)).body)?.violatedRule).toBe('MAX_LENGTH');
    // The 10 MB field the review stored: now refused, and not stored.
    const before = JSON.stringify(emulator.state);
    const huge = JSON.stringify({ plan: { description: 'd'.repeat(500_000) } });
    expectRefused(await send(emulator, 'PATCH', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`, huge), 'plan.description');
    expect(JSON.stringify(emulator.state)).toBe(before);
  });

  it('GraphQL documents nest up to 64 levels (graphql-js would overflow its stack)', async () => {
    const query = (depth: number) => `{${'plans{'.repeat(depth - 1)}id${'}'.repeat(depth)}`;
    const deep = await send(emulator, 'POST', '/graphql/v1', JSON.stringify({ query: query(5_000) }));
    expect([deep.status, deep.body.errors[0].message]).toEqual([200, 'Syntax Error: the document is nested deeper than 64 levels.']);
    const commented = JSON.stringify({ query: '# {{{{ a comment\n{ plans(limit: 1, offset: 0) { id } }' });
    const ok = await send(emulator, 'POST', '/graphql/v1', commented);
    expect([ok.status, ok.body.errors]).toEqual([200, undefined]);
  });

  it('query strings have the same limits', async () => {
    expectRefused(await send(emulator, 'GET', `/pricing-plans/v2/plans?planIds=${'x'.repeat(MAX_STRING_LENGTH + 1)}`), 'planIds');
    const deep = await send(emulator, 'GET', `/pricing-plans/v2/plans?${'a.'.repeat(MAX_JSON_DEPTH)}b=1`);
    expect(deep.body.details.applicationError.description).toBe('A query-string key is nested deeper than 64 levels');
    const r = Buffer.from(`{"planIds":${'['.repeat(100)}${']'.repeat(100)}}`).toString('base64url');
    expect((await send(emulator, 'GET', `/pricing-plans/v2/plans?.r=${r}`)).status).toBe(400);
  });

  it('readJsonBody and checkJsonLimits, directly', async () => {
    const request = (text: string) => new Request('http://x.test/', { method: 'POST', body: text });
    expect(await readJsonBody(request(' \n'))).toEqual({});
    expect(await readJsonBody(request('{"a":[1,{"b":"c"}]}'))).toEqual({ a: [1, { b: 'c' }] });
    await expect(readJsonBody(request('[]'))).rejects.toBeInstanceOf(PlatformError);
    await expect(readJsonBody(request('{"a":1}'), { maxBytes: 4 })).rejects.toMatchObject({ status: 413 });
    expect(() => checkJsonLimits(JSON.parse('{"a":[{"__proto__":1}]}'))).toThrow(/"a\[0\]\.__proto__"/);
    expect(() => checkJsonLimits(JSON.parse('{"a":[{"__proto__":1}]}'), { reservedKeys: 'keep' })).not.toThrow();
  });
});
