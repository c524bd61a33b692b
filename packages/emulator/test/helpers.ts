import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SERVICE_IDS, DEMO_SITE_ID, type Emulator } from '../src/index.js';

/** The demo owner's headers (API key + site id). */
export const ownerHeaders = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID };

/** POSTs JSON to the emulator in-process. */
export function postJson(emulator: Emulator, path: string, body: unknown, headers: Record<string, string> = {}) {
  return emulator.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Token endpoint success body. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** An anonymous visitor token pair from the demo storefront client. */
export async function visitorTokens(emulator: Emulator): Promise<Tokens> {
  const response = await postJson(emulator, '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' });
  if (response.status !== 200) throw new Error(`anonymous grant failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/**
 * A slot of the demo private session (an appointment at the business, New York time); by default
 * 9:00 to 10:00 on 2 March 2026, which the demo staff work.
 */
export function privateSessionSlot(startDate = '2026-03-02T09:00:00', endDate = '2026-03-02T10:00:00') {
  return {
    serviceId: DEMO_SERVICE_IDS.privateSession,
    scheduleId: 'a1000000-0000-4000-8000-000000000001',
    startDate,
    endDate,
    timezone: 'America/New_York',
    location: { locationType: 'OWNER_BUSINESS' },
  };
}

/** A small seeded pseudo-random generator (mulberry32), for reproducible test data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The headers of a CORS preflight from a browser page on `origin` (for `method`, asking for `requestHeaders`). */
export function preflightHeaders(origin: string, method = 'GET', requestHeaders = 'authorization'): Record<string, string> {
  return { origin, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders };
}
