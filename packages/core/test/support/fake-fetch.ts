/** Shared by the domain packages' tests: an injected fetch that records every request. */
import { vi } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';

/** A request seen by the injected fetch. */
export interface Recorded {
  method: string;
  url: URL;
  /** The query string as sent (without `?`). */
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (request: Recorded, index: number) => Response | Promise<Response>;

/** A JSON response with a request id. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-1' },
  });
}

/**
 * An owner client whose fetch records every request and answers with `respond` (or a queue of
 * responders, one per request; the last repeats). Retries wait no time.
 */
export function recordingClient(respond: Responder | Responder[] = () => json({})) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const recorded = { method: init?.method ?? 'GET', url, query: url.search.replace(/^\?/, ''), headers, body };
    requests.push(recorded);
    const responder = Array.isArray(respond) ? respond[Math.min(requests.length - 1, respond.length - 1)]! : respond;
    return responder(recorded, requests.length - 1);
  });
  const client = createClient({
    auth: apiKey({ apiKey: 'KEY', siteId: 'SITE' }),
    fetch: fetch as unknown as typeof globalThis.fetch,
    retry: { limit: 2, baseDelayMs: 0, maxDelayMs: 0 },
  });
  return { client, requests, fetch };
}

/** Decodes a `.r=` complex query parameter. */
export function decodeComplex(query: string): unknown {
  const value = new URLSearchParams(query).get('.r');
  if (value === null) throw new Error(`no .r parameter in ${query}`);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}
