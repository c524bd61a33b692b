import { readFileSync } from 'node:fs';
import { apiKey, createClient } from '@frontdesk/core';
import * as bookings from '@frontdesk/bookings';
import * as identity from '@frontdesk/identity';
import * as members from '@frontdesk/members';
import * as orders from '@frontdesk/orders';
import * as plans from '@frontdesk/plans';
import * as services from '@frontdesk/services';
import { describe, expect, it } from 'vitest';

// Every recorded official request (shared/spec/wire-samples.json) replayed through Frontdesk's
// function of the same name with the same arguments: the request on the wire must be the same
// (method, path, query, body).
interface Sample {
  frontdeskFunction: string;
  officialFunction: string;
  args: unknown[];
  request: { method: string; path: string; query: string; body?: unknown };
}
const samples: Sample[] = JSON.parse(readFileSync(new URL('../../../../shared/spec/wire-samples.json', import.meta.url), 'utf8'));
const calls: Record<string, unknown> = { ...bookings, ...identity, ...members, ...orders, ...plans, ...services };

async function replay(sample: Sample) {
  const sent: Array<{ method: string; path: string; query: string; body: unknown }> = [];
  const client = createClient({
    auth: apiKey({ apiKey: 'KEY', siteId: 'SITE' }),
    retry: { limit: 0 },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.search.replace(/^\?/, ''), body });
      return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    },
  });
  const call = calls[sample.frontdeskFunction] as (client: unknown, ...args: unknown[]) => Promise<unknown>;
  await call(client, ...revive(sample.args)).catch(() => undefined);
  return sent[0];
}

/** The samples write a `Date` argument as `{ "$date": "<ISO>" }`: a fresh copy with real `Date`s. */
function revive(value: unknown): any {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length === 1 && typeof record.$date === 'string') return new Date(record.$date);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, revive(item)]));
}

const queryOf = (query: string) => [...new URLSearchParams(query)].sort(([a], [b]) => a.localeCompare(b));

/**
 * The official SDK also repeats path parameters in the query string and in POST bodies; servers
 * ignore them, so Frontdesk need not (wire.md, "Query strings"). Those repeats are left out of the
 * expectation: a top-level value that is one of the path's segments.
 */
function withoutPathRepeats(path: string, query: string, body: unknown) {
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
 * Samples (by index in wire-samples.json) that do not replay yet. Four are not calls with arguments
 * but official query-builder chains (#4, #10, #11, #12) or a placeholder (#53, "<300 UUIDs...>"),
 * which a Frontdesk call writes as a query object instead. The others differ for real: the official
 * image strings (`wix:image://...`) in createService/updateService (#5, #6), the multi-slot
 * availability body (#1), bulkCreateBooking's arguments (#20), updateMember's `_updatedDate` (#42).
 * They run as `it.fails`: the day one matches, its test fails and it leaves this list.
 */
const KNOWN_DIFFERENT = new Set([1, 4, 5, 6, 10, 11, 12, 20, 42, 53]);

describe('the recorded official requests, replayed through Frontdesk', () => {
  samples.forEach((sample, index) => {
    const test = KNOWN_DIFFERENT.has(index) ? it.fails : it;
    test(`#${index} ${sample.frontdeskFunction} (${sample.officialFunction})`, async () => {
      expect(typeof calls[sample.frontdeskFunction]).toBe('function');
      const sent = await replay(sample);
      expect(sent).toBeDefined();
      expect({ method: sent!.method, path: sent!.path }).toEqual({ method: sample.request.method, path: sample.request.path });
      const expected = withoutPathRepeats(sample.request.path, sample.request.query, sample.request.body);
      expect(queryOf(sent!.query)).toEqual(queryOf(expected.query));
      expect(sent!.body ?? {}).toEqual(expected.body ?? {});
    });
  });
});
