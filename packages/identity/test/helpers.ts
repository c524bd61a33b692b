import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { fakeFetch, json, type Recorded } from '@frontdesk/test-support';

export type { Recorded };

export const BASE = 'https://api.test';

/**
 * A fake platform behind an injected fetch: `/oauth2/token` hands out numbered tokens (visitor for
 * `anonymous`, member otherwise) and records them in `tokenRequests`; every other request is recorded
 * in `requests` and goes to `respond` (default `{}`).
 */
export function fakePlatform(respond: (request: Recorded) => Response | Promise<Response> = () => json({})) {
  let issued = 0;
  const { fetch, requests, intercepted } = fakeFetch(respond, (request) => {
    if (request.url.pathname !== '/oauth2/token') return undefined;
    issued++;
    return json({ access_token: `at-${issued}`, refresh_token: `rt-${issued}`, expires_in: 3600 });
  });
  return { fetch, requests, tokenRequests: intercepted };
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
