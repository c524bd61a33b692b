import { vi } from 'vitest';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';

/** A request recorded by {@link fakePlatform}. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** The fetch `redirect` mode, when set. */
  redirect?: RequestRedirect | undefined;
}

type Responder = (request: Recorded) => Response | Promise<Response>;

export const BASE = 'https://api.test';

/** A JSON response with a request id. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-1' },
  });
}

/** The platform's application error envelope. */
export function appError(status: number, code: string, message: string): Response {
  return json({ message, details: { applicationError: { code, description: message } } }, status);
}

/** The platform's validation error envelope. */
export function validationError(fieldViolations: Array<Record<string, unknown>>): Response {
  return json({ message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations } } }, 400);
}

/**
 * A fake platform behind an injected fetch: `/oauth2/token` hands out numbered tokens (visitor for
 * `anonymous`, member otherwise); every other request goes to `respond` (default `{}`).
 */
export function fakePlatform(respond: Responder = () => json({})) {
  const requests: Recorded[] = [];
  let issued = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const recorded: Recorded = { method: init?.method ?? 'GET', url, headers, body, redirect: init?.redirect };
    init?.signal?.throwIfAborted();
    if (url.pathname === '/oauth2/token') {
      issued++;
      recorded.body = body;
      tokenRequests.push(recorded);
      return json({ access_token: `at-${issued}`, refresh_token: `rt-${issued}`, expires_in: 3600 });
    }
    requests.push(recorded);
    return respond(recorded);
  });
  const tokenRequests: Recorded[] = [];
  /** The platform calls, tokens excluded. */
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, tokenRequests };
}

/** An `oauth()` client on the fake platform, without retries. */
export function oauthClient(platform: ReturnType<typeof fakePlatform>, options: { allowedRedirectOrigins?: string[] } = {}) {
  return createClient({
    baseUrl: BASE,
    fetch: platform.fetch,
    retry: false,
    auth: oauth({ clientId: 'client-1', flowStorage: memoryStorage(), ...options }),
  });
}
