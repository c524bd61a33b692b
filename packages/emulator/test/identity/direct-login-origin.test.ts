import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { postJson } from '../helpers.js';
import { APP_ORIGIN, body, exchangeCode, login, pkce, REDIRECT_SESSION, REDIRECT_URI, registerRedirectUris, visitor } from './helpers.js';

// The official SDK's getMemberTokensForDirectLogin: a web_message, prompt none request without redirectUri.
const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
beforeEach(() => registerRedirectUris(emulator, [REDIRECT_URI]));
afterEach(() => emulator.reset());

async function directLogin(headers: Record<string, string>) {
  const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
  const pair = pkce();
  const authRequest = {
    clientId: DEMO_CLIENT_ID,
    codeChallenge: pair.codeChallenge,
    codeChallengeMethod: 'S256',
    responseMode: 'web_message',
    responseType: 'code',
    scope: 'offline_access',
    state: 'direct',
    sessionToken,
  };
  const payload = { auth: { authRequest, prompt: 'none' } };
  const response = await postJson(emulator, REDIRECT_SESSION, payload, { ...(await visitor(emulator)), ...headers });
  return { response, ...pair };
}

async function postedMessage(fullUrl: string) {
  const page = await emulator.fetch(fullUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  return { html, message: JSON.parse(/var message = (\{.*\});/.exec(html)![1]!) as Record<string, string>, page };
}

function exchangeWithoutRedirectUri(code: string, codeVerifier: string) {
  return postJson(emulator, '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'authorization_code', code, codeVerifier });
}

describe('direct login without redirectUri', () => {
  it("posts the code to the requesting page's registered origin (Origin header) and exchanges it without redirectUri", async () => {
    const { response, codeVerifier } = await directLogin({ origin: APP_ORIGIN });
    expect(response.status).toBe(200);
    const { html, message, page } = await postedMessage((await body(response)).redirectSession.fullUrl);
    expect(html).toContain(`var targetOrigin = "${APP_ORIGIN}";`);
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${APP_ORIGIN}`);
    expect(message).toEqual({ code: expect.stringMatching(/^fd_ac_/), state: 'direct' });
    const tokens = await exchangeWithoutRedirectUri(message.code!, codeVerifier);
    expect(tokens.status).toBe(200);
    const authorization = (await body(tokens)).access_token as string;
    const me = await body(await emulator.fetch('/members/v1/members/my', { headers: { authorization } }));
    expect(me.member.id).toBe(DEMO_MEMBER_ID);
  });

  it('falls back to the Referer origin', async () => {
    const { response } = await directLogin({ referer: `${APP_ORIGIN}/account/login?x=1` });
    expect(response.status).toBe(200);
    const { html } = await postedMessage((await body(response)).redirectSession.fullUrl);
    expect(html).toContain(`var targetOrigin = "${APP_ORIGIN}";`);
  });

  it('refuses an unregistered (or missing) origin as it refuses an unregistered redirectUri', async () => {
    const cases: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, {}, { origin: 'null' }];
    for (const headers of cases) {
      const { response } = await directLogin(headers);
      expect(response.status).toBe(400);
      const refused = await body(response);
      expect(refused.details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field: 'auth.authRequest.redirectUri', description: expect.stringContaining('is not registered') }),
      ]);
    }
  });

  it('accepts the exchange without redirectUri only for such a code, and binds it to no redirectUri', async () => {
    const first = await directLogin({ origin: APP_ORIGIN });
    const { message } = await postedMessage((await body(first.response)).redirectSession.fullUrl);
    const withUri = await exchangeCode(emulator, { code: message.code!, codeVerifier: first.codeVerifier });
    const mismatch = { error: 'invalid_grant', error_description: 'redirectUri does not match the authorization request' };
    expect(await body(withUri)).toMatchObject(mismatch);

    // A code issued for a redirectUri still needs it.
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const pair = pkce();
    const authRequest = {
      clientId: DEMO_CLIENT_ID,
      redirectUri: REDIRECT_URI,
      codeChallenge: pair.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: 'web_message',
      sessionToken,
    };
    const created = await postJson(emulator, REDIRECT_SESSION, { auth: { authRequest, prompt: 'none' } }, await visitor(emulator));
    const second = await postedMessage((await body(created)).redirectSession.fullUrl);
    const without = await exchangeWithoutRedirectUri(second.message.code!, pair.codeVerifier);
    expect(await body(without)).toMatchObject(mismatch);
  });

  it('refuses the exchange when the origin is no longer registered', async () => {
    const { response, codeVerifier } = await directLogin({ origin: APP_ORIGIN });
    const { message } = await postedMessage((await body(response)).redirectSession.fullUrl);
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: ['https://shop.example/callback'] });
    const refused = await exchangeWithoutRedirectUri(message.code!, codeVerifier);
    const description = 'redirectUri is not registered for this OAuth client';
    expect(await body(refused)).toMatchObject({ error: 'invalid_grant', error_description: description });
  });
});
