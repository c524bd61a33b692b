import { vi } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { json } from './responses.js';

/** A request seen by {@link fakeFetch}. */
export interface Recorded {
  method: string;
  url: URL;
  /** The query string as sent (without `?`). */
  query: string;
  headers: Record<string, string>;
  body: unknown;
  /** The fetch `redirect` mode, when set. */
  redirect?: RequestRedirect | undefined;
}

/** Answers one recorded request; `index` counts the requests this fetch has seen, from 0. */
export type Responder = (request: Recorded, index: number) => Response | Promise<Response>;

/** What `init` and `input` say about a request, as {@link Recorded}. */
function record(input: RequestInfo | URL, init: RequestInit | undefined): Recorded {
  const url = new URL(String(input));
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  return { method: init?.method ?? 'GET', url, query: url.search.replace(/^\?/, ''), headers, body, redirect: init?.redirect };
}

/**
 * A fake `fetch` that records every request and answers with `respond` (or a queue of responders,
 * one per request; the last one repeats). An aborted signal rejects, as fetch does, once recorded.
 * Requests `intercept` answers (a non-undefined result) go to `intercepted` instead of `requests`.
 */
export function fakeFetch(respond: Responder | Responder[] = () => json({}), intercept?: (request: Recorded) => Response | undefined) {
  const requests: Recorded[] = [];
  const intercepted: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const recorded = record(input, init);
    const answer = intercept?.(recorded);
    (answer ? intercepted : requests).push(recorded);
    init?.signal?.throwIfAborted();
    if (answer) return answer;
    const responder = Array.isArray(respond) ? respond[Math.min(requests.length - 1, respond.length - 1)]! : respond;
    return responder(recorded, requests.length - 1);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, requests, intercepted };
}

/**
 * An owner client (API key) whose fetch is a {@link fakeFetch}: records every request and answers
 * with `respond`. Retries wait no time.
 */
export function recordingClient(respond: Responder | Responder[] = () => json({})) {
  const { fetch, mock, requests } = fakeFetch(respond);
  const client = createClient({
    auth: apiKey({ apiKey: 'KEY', siteId: 'SITE' }),
    fetch,
    retry: { limit: 2, baseDelayMs: 0, maxDelayMs: 0 },
  });
  return { client, requests, fetch: mock };
}

/** Decodes a `.r=` complex query parameter. */
export function decodeComplex(query: string): unknown {
  const value = new URLSearchParams(query).get('.r');
  if (value === null) throw new Error(`no .r parameter in ${query}`);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}
