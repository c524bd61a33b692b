import { demoIdentityState, demoMembersState } from '../domains/identity/demo.js';
import { demoOrdersState } from '../domains/orders/demo.js';
import { demoPlansState } from '../domains/plans/demo.js';
import { demoServicesState } from '../domains/services/demo.js';
import type { SeedData } from './seed.js';

/**
 * The demo site's id (fixed, so examples and docs can hard-code it).
 *
 * @example
 * ```ts
 * headers.set('wix-site-id', DEMO_SITE_ID);
 * ```
 */
export const DEMO_SITE_ID = '5e3f1c2a-7b4d-4e8f-9a61-0d2c3b4a5f60';

/**
 * The demo site's owner API key: send it as `Authorization` with `wix-site-id: DEMO_SITE_ID`.
 *
 * @example
 * ```ts
 * await fetch(`${url}/pricing-plans/v2/plans`, { headers: { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID } });
 * ```
 */
export const DEMO_API_KEY = 'fd_admin_demo_0000000000000000000000000000';

/**
 * The demo storefront's OAuth client id (anonymous visitor tokens, member sign-in).
 *
 * @example
 * ```ts
 * await fetch(`${url}/oauth2/token`, { method: 'POST', body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }) });
 * ```
 */
export const DEMO_CLIENT_ID = 'demo-storefront';

/**
 * The demo client's registered redirect URIs: the example apps at their default addresses (`npm
 * start` adds the actual ones when STOREFRONT_PORT or BOOKING_APP_PORT moves them). Per app, its
 * hosted-login callback (`/callback`) and its origin (`/`: the direct login's `redirectUri`, whose
 * origin also allows the app's logout, checkout and recovery pages).
 *
 * @example
 * ```ts
 * await fetch(`${url}/_emulator/oauth-clients/${DEMO_CLIENT_ID}/redirect-uris`, {
 *   method: 'POST',
 *   body: JSON.stringify({ redirectUris: [...DEMO_REDIRECT_URIS, 'http://127.0.0.1:3000/callback'] }),
 * });
 * ```
 */
export const DEMO_REDIRECT_URIS: readonly string[] = [
  'http://127.0.0.1:5173/callback',
  'http://127.0.0.1:5173/',
  'http://127.0.0.1:5174/callback',
  'http://127.0.0.1:5174/',
];

/**
 * The demo seed (`seed: 'demo'`, the CLI's default). This is the one place demo data lives:
 * domain modules add their entities under `domains` (e.g. `domains.plans`, `domains.members`),
 * in the shape of their `DomainStates` entry.
 *
 * @example
 * ```ts
 * const emulator = createEmulator({ seed: 'demo' });
 * emulator.credentials.apiKey === DEMO_API_KEY; // true
 * ```
 */
export const demoSeed: SeedData = {
  site: {
    id: DEMO_SITE_ID,
    name: 'Frontdesk Demo Studio',
    instanceId: '9b2e6d4c-1f3a-4c5b-8e7d-6a5f4e3d2c1b',
    accountId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  },
  apiKeys: [{ id: 'demo-admin-key', name: 'Demo admin key', key: DEMO_API_KEY }],
  oauthClients: [{ id: DEMO_CLIENT_ID, name: 'Demo storefront', redirectUris: [...DEMO_REDIRECT_URIS] }],
  domains: {
    // Domain issues: demo plans, members, services, policies and bookings go here.
    plans: demoPlansState(),
    orders: demoOrdersState(),
    members: demoMembersState(),
    identity: demoIdentityState(),
    services: demoServicesState(),
  },
};
