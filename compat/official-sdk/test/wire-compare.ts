import { apiKey, createClient } from '@frontdesk/core';
import * as bookings from '@frontdesk/bookings';
import * as identity from '@frontdesk/identity';
import * as members from '@frontdesk/members';
import * as orders from '@frontdesk/orders';
import * as plans from '@frontdesk/plans';
import * as services from '@frontdesk/services';
import { expect } from 'vitest';

/*
 * What the wire comparisons share: Frontdesk's calls by name, the capture of the requests Frontdesk
 * sends (through the client's own `fetch`), and the normalisation of an official request before it
 * is compared (wire.md, "Query strings").
 */

/** One request as it went out: method, path, query string (without `?`) and parsed JSON body. */
export interface WireRequest {
  method: string;
  path: string;
  query: string;
  body?: unknown;
}

/** Every exported Frontdesk function, by name. */
export const calls: Record<string, unknown> = { ...bookings, ...identity, ...members, ...orders, ...plans, ...services };

/** What a capturing `fetch` answers when the test does not give one: an error, so no page follows. */
const failing = () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });

/**
 * A Frontdesk admin client whose `fetch` records every request and answers with `respond` (by
 * default a 500, so the call ends after its first request and no retry follows).
 */
export function capturingClient(respond: (request: WireRequest) => Response = failing) {
  const sent: WireRequest[] = [];
  const client = createClient({
    auth: apiKey({ apiKey: 'KEY', siteId: 'SITE' }),
    retry: { limit: 0 },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method: init?.method ?? 'GET', path: url.pathname, query: url.search.replace(/^\?/, ''), body };
      sent.push(request);
      return respond(request);
    },
  });
  return { client, sent };
}

/** Calls Frontdesk's function `name` with `args` on a capturing client; the first request it sent. */
export async function frontdeskRequest(name: string, args: unknown[]): Promise<WireRequest | undefined> {
  const { client, sent } = capturingClient();
  const call = calls[name] as (client: unknown, ...rest: unknown[]) => Promise<unknown>;
  let failure: unknown;
  await call(client, ...args).catch((error: unknown) => {
    failure = error;
  });
  // Nothing sent: the call refused its arguments; show why instead of a bare `undefined`.
  if (sent.length === 0 && failure !== undefined) throw failure;
  return sent[0];
}

/**
 * A query string as sorted key/value pairs, so parameter order does not matter. The complex form's
 * `.r` value (base64url of a JSON payload, wire.md "Query strings") is compared as the JSON it
 * encodes, with its keys sorted: the server parses it, so the order of its keys carries nothing
 * (the official SDK writes them in its declared field order, Frontdesk in its own).
 */
export const queryOf = (query: string) =>
  [...new URLSearchParams(query)]
    .map(([key, value]) => [key, key === '.r' ? decodeComplex(value) : value])
    .sort(([a], [b]) => a!.localeCompare(b!));

function decodeComplex(value: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))));
  } catch {
    return value;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, sortKeys(item)]),
  );
}

/**
 * The official SDK also repeats path parameters in the query string and in POST bodies; servers
 * ignore them, so Frontdesk need not (wire.md, "Query strings"). Those repeats are left out of the
 * expectation: a top-level value that is one of the path's segments.
 */
export function withoutPathRepeats(path: string, query: string, body: unknown) {
  const segments = new Set(path.split('/').map((segment) => decodeURIComponent(segment.replace(/:.*$/, ''))));
  const params = new URLSearchParams(query);
  for (const [key, value] of [...params]) if (segments.has(value)) params.delete(key);
  const rest =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, value]) => !(typeof value === 'string' && segments.has(value))))
      : body;
  return { query: params.toString(), body: rest };
}

/**
 * Asserts that Frontdesk sent the official request: method, path, query and body. Path repeats are
 * left out on both sides: Frontdesk need not send them, and may (servers ignore them).
 */
export function expectSameRequest(sent: WireRequest | undefined, official: WireRequest) {
  expect(sent).toBeDefined();
  expect({ method: sent!.method, path: sent!.path }).toEqual({ method: official.method, path: official.path });
  const expected = withoutPathRepeats(official.path, official.query, official.body);
  const actual = withoutPathRepeats(sent!.path, sent!.query, sent!.body);
  expect(queryOf(actual.query)).toEqual(queryOf(expected.query));
  expect(actual.body ?? {}).toEqual(expected.body ?? {});
}
