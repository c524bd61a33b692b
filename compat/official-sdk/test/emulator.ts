import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { availabilityCalendar } from '@wix/bookings';
import type { OAuthStrategy } from '@wix/sdk';
import { createEmulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_REDIRECT_URIS } from '@frontdesk/emulator';

/**
 * The emulator's frozen start. The SDK computes token expiry with the real clock (`Date.now()` plus
 * `expires_in`), the emulator with its own: both agree that a fresh token is valid for hours.
 */
export const START = '2026-03-01T09:00:00.000Z';

/**
 * One emulator per test file behind msw. The official SDK calls `www.wixapis.com` for everything
 * (REST modules, `/oauth2/token`, `/redirect-session/v1/redirect-session`); `edge.wixapis.com` only when a module
 * is asked to use the CDN. Anything else is an error, so a host we missed fails the test.
 */
export function useEmulator() {
  const emulator = createEmulator({ clock: START });
  const server = setupServer(
    ...emulator.handlers({ baseUrl: 'https://www.wixapis.com' }),
    ...emulator.handlers({ baseUrl: 'https://edge.wixapis.com' }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    emulator.reset();
  });
  afterAll(async () => {
    server.close();
    await emulator.close();
  });
  return { emulator, server };
}

type AvailabilityClient = {
  availabilityCalendar: {
    queryAvailability(
      query: availabilityCalendar.QueryV2,
      options?: availabilityCalendar.QueryAvailabilityOptions,
    ): Promise<availabilityCalendar.QueryAvailabilityResponse>;
  };
};

/**
 * The first bookable slot of a service on a day (UTC), from `queryAvailability`, shaped as
 * `createBooking`'s `bookedEntity.slot` (the types differ only in `resource._id` being nullable).
 */
export async function firstFreeSlot(client: AvailabilityClient, serviceId: string, day: string) {
  const { availabilityEntries = [] } = await client.availabilityCalendar.queryAvailability(
    { filter: { serviceId: [serviceId], startDate: `${day}T00:00:00.000Z`, endDate: `${day}T23:59:59.000Z` } },
    { timezone: 'UTC' },
  );
  const slot = availabilityEntries.find((entry) => entry.bookable)?.slot;
  if (!slot) throw new Error(`no bookable slot of ${serviceId} on ${day}`);
  const { resource, ...rest } = slot;
  return { ...rest, ...(resource ? { resource: { ...resource, _id: resource._id ?? undefined } } : {}) };
}

/** What the sign-in helpers need of an official client: its OAuth strategy. */
type OAuthClient = { auth: ReturnType<typeof OAuthStrategy> };

/**
 * Sign-in as a server would do it: `getMemberTokensForDirectLogin` needs `document` and `window`
 * (a hidden iframe posting the code back; direct-login.test.ts runs it with a stand-in page), so
 * here we make the same authorization request (prompt none, the session token) with a registered
 * redirect URI and `query` mode, follow it with fetch, and exchange the code with `getMemberTokens`.
 */
export async function signIn(client: OAuthClient, credentials = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }) {
  client.auth.setTokens(await client.auth.generateVisitorTokens());
  const login = await client.auth.login(credentials);
  expect(login.loginState).toBe('SUCCESS');
  const sessionToken = (login as { data: { sessionToken: string } }).data.sessionToken;
  return authorizeSilently(client, new HostedBrowser(), sessionToken);
}

/**
 * The authorization request with `prompt: 'none'` (and `query` mode, a registered redirect URI),
 * followed in `browser` (its hosted sign-in cookie, or the given session token, names the member),
 * then the code exchanged with `getMemberTokens`: the member's tokens, set on the client.
 */
export async function authorizeSilently(client: OAuthClient, browser: HostedBrowser, sessionToken?: string) {
  const oauthData = client.auth.generateOAuthData(DEMO_REDIRECT_URIS[0]!);
  // The SDK passes `sessionToken` on (as direct login does) though its type leaves it out.
  const options = { responseMode: 'query', prompt: 'none', ...(sessionToken ? { sessionToken } : {}) } as Parameters<
    typeof client.auth.getAuthUrl
  >[1];
  const { authUrl } = await client.auth.getAuthUrl(oauthData, options);
  const landed = await browser.follow(authUrl);
  if (!landed.startsWith(DEMO_REDIRECT_URIS[0]!)) throw new Error(`the authorization request did not return to the app: ${landed}`);
  const { code, state } = client.auth.parseFromUrl(landed, 'query');
  const tokens = await client.auth.getMemberTokens(code, state, oauthData);
  client.auth.setTokens(tokens);
  return tokens;
}

/**
 * A browser on the emulator's hosted pages: keeps the cookies they set, follows their redirects and
 * posts their forms, as a person clicking would. The official SDK calls two hosts
 * (`www.wixapis.com`, and `edge.wixapis.com` for some modules); here both are the one emulator, as
 * they are for an app whose API hosts point at it, so the cookies are kept for both.
 */
export class HostedBrowser {
  readonly cookies = new Map<string, string>();

  #take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  }

  #headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }

  /** Opens a hosted page: its HTML (and status). */
  async open(url: string): Promise<{ status: number; html: string }> {
    const response = this.#take(await fetch(url, { headers: this.#headers(), redirect: 'manual' }));
    return { status: response.status, html: await response.text() };
  }

  /** Posts a form of a hosted page; answers the response (a 303 to the app, or the page again). */
  async post(url: string, fields: Record<string, string>): Promise<Response> {
    const body = new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', ...this.#headers() };
    return this.#take(await fetch(url, { method: 'POST', body, headers, redirect: 'manual' }));
  }

  /** Follows redirects from `url` while they stay on the hosted pages; returns the first URL outside them. */
  async follow(url: string): Promise<string> {
    let at = url;
    for (let hops = 0; hops < 10; hops++) {
      if (!new URL(at).pathname.startsWith('/_emulator/') && hops > 0) return at;
      const response = this.#take(await fetch(at, { headers: this.#headers(), redirect: 'manual' }));
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`stopped at ${at} (${response.status}): ${(await response.text()).slice(0, 300)}`);
      }
      at = new URL(location, at).href;
    }
    throw new Error('too many redirects');
  }
}

/** A form of a page (the first `<form>` holding `marker`): its action and its hidden and prefilled fields. */
export function formOf(html: string, marker: string): { action: string; fields: Record<string, string> } {
  const form = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find((m) => m[0].includes(marker));
  if (!form) throw new Error(`no form with ${marker} in the page: ${html.slice(0, 400)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    const radio = /type="radio"/.test(input[0]);
    if (name && value !== undefined && (!radio || /\bchecked\b/.test(input[0])))
      fields[name] = value.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
  }
  return { action: form[1]!, fields };
}
