import { vi } from 'vitest';

/** A recorded request made through an injected fetch. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (request: Recorded, index: number) => Response | Promise<Response>;

/**
 * A fake `fetch` that records every request and answers with `respond` (or a queue of responders,
 * one per request; the last one repeats).
 */
export function fakeFetch(respond: Responder | Responder[]) {
  const requests: Recorded[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const recorded = { method: init?.method ?? 'GET', url, headers, body };
    requests.push(recorded);
    init?.signal?.throwIfAborted();
    const responder = Array.isArray(respond) ? respond[Math.min(requests.length - 1, respond.length - 1)]! : respond;
    return responder(recorded, requests.length - 1);
  });
  return { fetch: fn as unknown as typeof fetch, requests };
}

/** A JSON response with a request id. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-1', ...headers },
  });
}
