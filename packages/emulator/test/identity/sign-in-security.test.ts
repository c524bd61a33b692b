import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { postJson, type Tokens } from '../helpers.js';
import {
  APP_ORIGIN,
  authSession,
  body,
  callAsVisitor,
  callbackParams,
  CookieJar,
  csrfOf,
  exchangeCode,
  login,
  postForm,
  REDIRECT_SESSION,
  REDIRECT_URI,
  registerRedirectUris,
  submitForm,
} from './helpers.js';

// The review of issue 15: a page on any origin could get a member's code with prompt none, the logout
// and cancel redirects went anywhere, the hosted pages could be framed and their forms forged, and
// logout or a password change left tokens working.

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
beforeEach(() => registerRedirectUris(emulator, [REDIRECT_URI]));
afterEach(() => emulator.reset());

const EVIL_ORIGIN = 'https://evil.example';
const DEMO_LOGIN = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD, action: 'login' };
const LOGIN_PATH = '/_emulator/hosted/login';
const SEND_EMAIL = '/_api/iam/recovery/v1/send-email';
const RECOVER = '/_api/iam/recovery/v1/recover';

// A browser signed in on the hosted pages (the `fd_session` cookie), as after any hosted login.
async function signedInBrowser(options: { redirectUri?: string; register?: boolean } = {}): Promise<CookieJar> {
  const jar = new CookieJar();
  const session = await authSession(emulator, options);
  const response = await submitForm(emulator, LOGIN_PATH, { session: session.id, ...DEMO_LOGIN }, {}, { jar });
  expect(response.status).toBe(303);
  expect(jar.cookies.has('fd_session')).toBe(true);
  return jar;
}

// Member tokens for the demo member through the whole flow (hosted login, code exchange).
async function memberTokens(): Promise<Tokens> {
  const session = await authSession(emulator);
  const response = await submitForm(emulator, LOGIN_PATH, { session: session.id, ...DEMO_LOGIN });
  const { code } = callbackParams(response.headers.get('location')!);
  return (await body(await exchangeCode(emulator, { code: code!, codeVerifier: session.codeVerifier }))) as Tokens;
}

async function me(accessToken: string): Promise<number> {
  return (await emulator.fetch('/members/v1/members/my', { headers: { authorization: accessToken } })).status;
}

async function refresh(refreshToken: string): Promise<Response> {
  return postJson(emulator, '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken });
}

function violations(payload: Record<string, any>): string[] {
  return (payload.details?.validationError?.fieldViolations ?? []).map((v: { field: string }) => v.field);
}

function authRequest(redirectUri: string, extra: Record<string, unknown> = {}) {
  return {
    auth: {
      authRequest: {
        clientId: DEMO_CLIENT_ID,
        redirectUri,
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        codeChallengeMethod: 'S256',
        responseMode: 'web_message',
        responseType: 'code',
        state: 'attacker',
        ...extra,
      },
      prompt: 'none',
    },
  };
}

describe('registered redirect URIs (authorization codes)', () => {
  it('a page on an unregistered origin cannot start a silent sign-in for the member signed in on the hosted pages', async () => {
    // The demo client as seeded (the example apps' URIs only), and a member signed in through the storefront.
    emulator.reset();
    await signedInBrowser({ redirectUri: 'http://127.0.0.1:5173/callback', register: false });
    const codesBefore = Object.keys(emulator.state.domains.identity.authCodes ?? {}).length;
    for (const redirectUri of [`${EVIL_ORIGIN}/steal`, EVIL_ORIGIN, `${REDIRECT_URI}/../evil`, `${REDIRECT_URI}x`, `${APP_ORIGIN}/`]) {
      const response = await callAsVisitor(emulator, REDIRECT_SESSION, authRequest(redirectUri));
      expect(response.status, redirectUri).toBe(400);
      expect(violations(await body(response))).toEqual(['auth.authRequest.redirectUri']);
    }
    expect(Object.keys(emulator.state.domains.identity.authCodes ?? {})).toHaveLength(codesBefore);
  });

  it('a client with no registered redirect URI gets no code at all', async () => {
    emulator.services.upsertOAuthClient({ id: 'bare-app' });
    const response = await callAsVisitor(emulator, REDIRECT_SESSION, authRequest(REDIRECT_URI, { clientId: 'bare-app' }));
    expect(response.status).toBe(400);
    expect(violations(await body(response))).toEqual(['auth.authRequest.redirectUri']);
  });

  it('the demo client registers the example apps at their default addresses', () => {
    const demo = createEmulator().state.oauthClients.find((client) => client.id === DEMO_CLIENT_ID)!;
    expect(demo.redirectUris).toEqual([
      'http://127.0.0.1:5173/callback',
      'http://127.0.0.1:5173/',
      'http://127.0.0.1:5174/callback',
      'http://127.0.0.1:5174/',
    ]);
  });

  it('a code cannot be exchanged with another redirect URI, registered or not, nor once its URI is unregistered', async () => {
    const other = `${APP_ORIGIN}/other-callback`;
    registerRedirectUris(emulator, [other]);
    const signIn = async () => {
      const session = await authSession(emulator);
      const response = await submitForm(emulator, LOGIN_PATH, { session: session.id, ...DEMO_LOGIN });
      return { code: callbackParams(response.headers.get('location')!).code!, codeVerifier: session.codeVerifier };
    };
    for (const redirectUri of [other, `${EVIL_ORIGIN}/steal`]) {
      const refused = await exchangeCode(emulator, { ...(await signIn()), redirectUri });
      const description = 'redirectUri does not match the authorization request';
      expect(await body(refused)).toMatchObject({ error: 'invalid_grant', error_description: description });
    }
    const issued = await signIn();
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [other] });
    const unregistered = await exchangeCode(emulator, issued);
    const description = 'redirectUri is not registered for this OAuth client';
    expect(await body(unregistered)).toMatchObject({ error: 'invalid_grant', error_description: description });
  });

  it('the hosted page gives no code when the redirect URI was unregistered after the session was created', async () => {
    const jar = await signedInBrowser();
    const session = await authSession(emulator, { prompt: 'none' });
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [] });
    const codesBefore = Object.keys(emulator.state.domains.identity.authCodes ?? {}).length;
    const response = await emulator.fetch(session.fullUrl, { headers: jar.with() });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).not.toContain('fd_ac_');
    expect(Object.keys(emulator.state.domains.identity.authCodes ?? {})).toHaveLength(codesBefore);
  });
});

describe('web_message', () => {
  it('posts only to the registered redirect URI origin, in a page only that origin may frame', async () => {
    const jar = await signedInBrowser();
    const session = await authSession(emulator, { prompt: 'none', responseMode: 'web_message', state: 'wm' });
    const response = await emulator.fetch(session.fullUrl, { headers: jar.with() });
    const html = await response.text();
    expect(html).toContain(`var targetOrigin = "${APP_ORIGIN}";`);
    expect(html).not.toContain('"*"');
    expect(response.headers.get('content-security-policy')).toBe(`frame-ancestors ${APP_ORIGIN}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect((await callAsVisitor(emulator, REDIRECT_SESSION, authRequest(`${EVIL_ORIGIN}/`))).status).toBe(400);
  });
});

describe('browser redirects go to registered targets only', () => {
  it('a redirect session refuses callbacks off the registered origins (logout, login, checkout)', async () => {
    const { access_token } = emulator.identity.memberTokens(DEMO_MEMBER_ID);
    const cases = [
      { logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: `${EVIL_ORIGIN}/` } },
      { login: {}, callbacks: { postFlowUrl: `${EVIL_ORIGIN}/after` } },
      { login: {}, callbacks: { postFlowUrl: 'http://localhost:3001/' } },
      { paidPlansCheckout: { planId: 'any' }, callbacks: { thankYouPageUrl: `${EVIL_ORIGIN}/thanks` } },
    ];
    for (const payload of cases) {
      const response = await postJson(emulator, REDIRECT_SESSION, payload, { authorization: access_token });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(violations(await body(response))[0]).toMatch(/^callbacks\./);
    }
    // Another page of the app's own (registered) origin is fine.
    const appPage = { login: {}, callbacks: { postFlowUrl: `${APP_ORIGIN}/plans/gold?x=1` } };
    const ok = await postJson(emulator, REDIRECT_SESSION, appPage, { authorization: access_token });
    expect(ok.status).toBe(200);
  });

  it('the hosted logout and the cancel of the hosted login never redirect to a target that is no longer registered', async () => {
    const create = async (payload: Record<string, unknown>) => body(await callAsVisitor(emulator, REDIRECT_SESSION, payload));
    const logout = await create({ logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: `${APP_ORIGIN}/` } });
    const login = await create({ login: {}, callbacks: { postFlowUrl: `${APP_ORIGIN}/after` } });
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [] });
    const signedOut = await emulator.fetch(logout.redirectSession.fullUrl);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('location')).toBeNull();
    expect(await signedOut.text()).toContain('You are signed out.');
    const canceled = await submitForm(emulator, LOGIN_PATH, { session: login.redirectSession.id, action: 'cancel' });
    expect(canceled.status).toBe(200);
    expect(canceled.headers.get('location')).toBeNull();
  });

  it('the logout endpoint without credentials redirects only to a registered target', async () => {
    const logoutAt = (query: Record<string, string>) => emulator.fetch(`/_api/iam/authentication/v1/logout?${new URLSearchParams(query)}`);
    const refused: Array<Record<string, string>> = [
      { postLogoutRedirectUri: `${EVIL_ORIGIN}/` },
      { postLogoutRedirectUri: `${EVIL_ORIGIN}/`, clientId: DEMO_CLIENT_ID },
      { postLogoutRedirectUri: `${APP_ORIGIN}/`, clientId: 'no-such-client' },
      { postLogoutRedirectUri: '//evil.example/' },
    ];
    for (const query of refused) {
      const response = await logoutAt(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    const ok = await logoutAt({ postLogoutRedirectUri: `${APP_ORIGIN}/`, clientId: DEMO_CLIENT_ID });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${APP_ORIGIN}/`);
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [] });
    expect((await logoutAt({ postLogoutRedirectUri: `${APP_ORIGIN}/` })).status).toBe(400);
  });

  it('recovery links point only at a registered origin', async () => {
    const send = (url: string) => {
      const redirect = { url, clientId: DEMO_CLIENT_ID };
      return callAsVisitor(emulator, SEND_EMAIL, { email: DEMO_MEMBER_EMAIL, redirect });
    };
    expect((await send(`${EVIL_ORIGIN}/reset`)).status).toBe(400);
    expect(emulator.outbox.all()).toEqual([]);
    expect((await send(`${APP_ORIGIN}/reset-password`)).status).toBe(200);
  });
});

describe('OAuth client registration (admin API)', () => {
  it('adds redirect URIs (normalized, once each), keeps them on an update without the list, and refuses bad ones', async () => {
    const path = `/_emulator/oauth-clients/${DEMO_CLIENT_ID}/redirect-uris`;
    const redirectUris = ['http://127.0.0.1:6000', 'http://127.0.0.1:6000/callback', REDIRECT_URI];
    const added = await body(await postJson(emulator, path, { redirectUris }));
    expect(added.redirectUris).toEqual(expect.arrayContaining(['http://127.0.0.1:6000/', 'http://127.0.0.1:6000/callback', REDIRECT_URI]));
    expect(added.redirectUris.filter((uri: string) => uri === REDIRECT_URI)).toHaveLength(1);
    const renamed = await body(await postJson(emulator, '/_emulator/oauth-clients', { id: DEMO_CLIENT_ID, name: 'Renamed' }));
    expect(renamed).toMatchObject({ name: 'Renamed', redirectUris: added.redirectUris });
    for (const bad of ['/callback', 'javascript:alert(1)', 'http://127.0.0.1:6000/#x', 'http://user:pw@127.0.0.1/']) {
      expect((await postJson(emulator, path, { redirectUris: [bad] })).status, bad).toBe(400);
    }
    expect((await postJson(emulator, '/_emulator/oauth-clients/nope/redirect-uris', { redirectUris: [REDIRECT_URI] })).status).toBe(404);
    const replaced = await body(await postJson(emulator, '/_emulator/oauth-clients', { id: DEMO_CLIENT_ID, redirectUris: [] }));
    expect(replaced.redirectUris).toEqual([]);
  });
});

describe('hosted pages', () => {
  it('no site may frame them', async () => {
    const session = await authSession(emulator);
    const logout = await body(await callAsVisitor(emulator, REDIRECT_SESSION, { logout: { clientId: DEMO_CLIENT_ID } }));
    await callAsVisitor(emulator, SEND_EMAIL, { email: DEMO_MEMBER_EMAIL });
    const pages = [
      session.fullUrl,
      `${session.fullUrl}&mode=signup`,
      `${LOGIN_PATH}?session=nope`,
      logout.redirectSession.fullUrl,
      emulator.outbox.latest()!.link!,
      '/_emulator/hosted/reset?recoveryToken=nope',
      '/_emulator/hosted/checkout?session=nope',
    ];
    for (const page of pages) {
      const response = await emulator.fetch(page);
      expect(response.headers.get('content-security-policy'), page).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), page).toBe('DENY');
    }
  });

  it('a login POST without the page’s token, or from another browser, is refused and changes nothing', async () => {
    const session = await authSession(emulator, { responseMode: 'query' });
    const pageJar = new CookieJar();
    const otherBrowser = { cookie: `fd_csrf=fd_cb_${'0'.repeat(43)}` };
    const signup = { email: 'forged@example.com', password: 'S3cret-Passw0rd', action: 'signup' };
    // The member opened the sign-in page in her browser.
    const page = pageJar.take(await emulator.fetch(session.fullUrl));
    const html = await page.text();
    const before = JSON.stringify(emulator.state.domains.identity);
    const refused = (response: Response) => {
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    };
    // The attacker's cookieless, tokenless POSTs.
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, ...DEMO_LOGIN }));
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, ...signup }));
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, action: 'cancel' }));
    const verify = { session: session.id, stateToken: 'x', code: '123456', action: 'verify' };
    refused(await postForm(emulator, '/_emulator/hosted/verify', verify));
    // The page's token without its browser's cookie, or with another browser's; her cookie without the token (a cross-site form).
    const csrf = csrfOf(html);
    expect(pageJar.cookies.get('fd_csrf')).toMatch(/^fd_cb_/);
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, csrf, ...DEMO_LOGIN }));
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, csrf, ...DEMO_LOGIN }, otherBrowser));
    refused(await postForm(emulator, LOGIN_PATH, { session: session.id, ...DEMO_LOGIN }, pageJar.with()));
    expect(JSON.stringify(emulator.state.domains.identity)).toBe(before);
    expect(emulator.identity.findMember('forged@example.com')).toBeUndefined();
    // A token of another redirect session does not do either.
    const other = await authSession(emulator);
    const otherCsrf = csrfOf(await (await emulator.fetch(other.fullUrl, { headers: pageJar.with() })).text());
    const crossed = await postForm(emulator, LOGIN_PATH, { session: session.id, csrf: otherCsrf, ...DEMO_LOGIN }, pageJar.with());
    expect(crossed.status).toBe(403);
    // The page's own browser, with the page's token, signs in.
    const real = await postForm(emulator, LOGIN_PATH, { session: session.id, csrf, ...DEMO_LOGIN }, pageJar.with());
    expect(real.status).toBe(303);
    expect(callbackParams(real.headers.get('location')!, 'query').code).toMatch(/^fd_ac_/);
  });
});

describe('sessions end with logout and password changes', () => {
  it('logout(): the member token that created the logout session is refused at once, before the page is opened', async () => {
    const tokens = await memberTokens();
    expect(await me(tokens.access_token)).toBe(200);
    const created = await postJson(
      emulator,
      REDIRECT_SESSION,
      { logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: `${APP_ORIGIN}/` } },
      { authorization: tokens.access_token },
    );
    expect(created.status).toBe(200);
    expect(await me(tokens.access_token)).toBe(401);
    expect(await body(await refresh(tokens.refresh_token))).toMatchObject({ error: 'invalid_grant' });
    // The logout page still works afterwards, and still sends the browser back to the app.
    const page = await emulator.fetch((await body(created)).redirectSession.fullUrl);
    expect(page.headers.get('location')).toBe(`${APP_ORIGIN}/`);
  });

  it('changePassword keeps the session that changed it and ends the member’s other sessions', async () => {
    const mine = await memberTokens();
    const other = await memberTokens();
    const external = emulator.identity.memberTokens(DEMO_MEMBER_ID);
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const jar = await signedInBrowser();

    const path = '/_api/iam/authentication/v2/change-password';
    const changed = await postJson(emulator, path, { newPassword: 'N3w-Passw0rd!' }, { authorization: mine.access_token });
    expect(changed.status).toBe(200);

    expect(await me(mine.access_token)).toBe(200);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
    for (const tokens of [other, external]) {
      expect(await me(tokens.access_token)).toBe(401);
      expect(await body(await refresh(tokens.refresh_token))).toMatchObject({ error: 'invalid_grant' });
    }
    // Session tokens and the hosted sign-in cookie of other browsers end too.
    const viaToken = await authSession(emulator, { prompt: 'none', sessionToken });
    expect(callbackParams((await emulator.fetch(viaToken.fullUrl)).headers.get('location')!).error).toBe('login_required');
    const viaCookie = await authSession(emulator, { prompt: 'none' });
    const silent = await emulator.fetch(viaCookie.fullUrl, { headers: jar.with() });
    expect(callbackParams(silent.headers.get('location')!).error).toBe('login_required');
  });

  it('a password recovery ends every session of the member; the new sign-in works', async () => {
    const before = await memberTokens();
    await callAsVisitor(emulator, SEND_EMAIL, { email: DEMO_MEMBER_EMAIL });
    const recoveryToken = emulator.outbox.latest()!.token;
    const recovered = await body(await callAsVisitor(emulator, RECOVER, { recoveryToken, password: 'N3w-Passw0rd!' }));
    expect(recovered.state).toBe('SUCCESS');
    expect(await me(before.access_token)).toBe(401);
    expect(await body(await refresh(before.refresh_token))).toMatchObject({ error: 'invalid_grant' });
    const grant = { grant_type: 'authorized_client', member_id: DEMO_MEMBER_ID, session_token: recovered.sessionToken };
    const fresh = await postJson(emulator, '/oauth2/token', grant);
    expect(await me((await body(fresh)).access_token)).toBe(200);
  });
});
