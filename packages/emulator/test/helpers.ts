import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID, type Emulator } from '../src/index.js';

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
