import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { redirectSessionKinds } from '../../src/extend/index.js';
import { postJson } from '../helpers.js';
import {
  APP_ORIGIN,
  authSession,
  body,
  callAsVisitor,
  callbackParams,
  CookieJar,
  exchangeCode,
  login,
  REDIRECT_SESSION,
  REDIRECT_URI,
  registerRedirectUris,
  submitForm,
  visitor,
} from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
// The app of these tests: its callback, and a shop whose pages the logout and login flows return to.
beforeEach(() => registerRedirectUris(emulator, [REDIRECT_URI, 'https://shop.example/callback']));
afterEach(() => emulator.reset());

const DEMO_LOGIN = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD, action: 'login' };

describe('redirect sessions', () => {
  it('answers the hosted login page on the request origin', async () => {
    const { redirectSession } = await authSession(emulator);
    expect(redirectSession).toEqual({
      id: expect.any(String),
      fullUrl: `http://emulator.local/_emulator/hosted/login?session=${redirectSession.id}`,
      shortUrl: expect.any(String),
      urlDetails: { endpoint: 'http://emulator.local/_emulator/hosted/login', searchParams: { session: redirectSession.id } },
      sessionToken: expect.stringMatching(/^fd_rs_/),
    });
    const viaOtherOrigin = await emulator.fetch(`http://127.0.0.1:4010${REDIRECT_SESSION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await visitor(emulator)) },
      body: JSON.stringify({ logout: { clientId: DEMO_CLIENT_ID } }),
    });
    expect((await body(viaOtherOrigin)).redirectSession.fullUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:4010\/_emulator\/hosted\/logout\?session=/,
    );
  });

  it.each([
    ['no intent', { callbacks: {} }, 'intent'],
    ['two intents', { login: {}, logout: { clientId: DEMO_CLIENT_ID } }, 'intent'],
    ['an unknown kind', { teleport: {} }, 'teleport'],
    ['a kind no domain supports', { eventsCheckout: { reservationId: 'r1', eventSlug: 'e' } }, 'eventsCheckout'],
    [
      'a plain challenge method',
      {
        auth: {
          authRequest: { clientId: DEMO_CLIENT_ID, redirectUri: REDIRECT_URI, codeChallenge: 'x'.repeat(43), codeChallengeMethod: 'plain' },
        },
      },
      'auth.authRequest.codeChallengeMethod',
    ],
    [
      'an unknown client',
      {
        auth: { authRequest: { clientId: 'nope', redirectUri: REDIRECT_URI, codeChallenge: 'x'.repeat(43), codeChallengeMethod: 'S256' } },
      },
      'auth.authRequest.clientId',
    ],
    [
      'a javascript: redirect',
      {
        auth: {
          authRequest: {
            clientId: DEMO_CLIENT_ID,
            redirectUri: 'javascript:alert(1)',
            codeChallenge: 'x'.repeat(43),
            codeChallengeMethod: 'S256',
          },
        },
      },
      'auth.authRequest.redirectUri',
    ],
    [
      'a bad prompt',
      {
        auth: {
          authRequest: { clientId: DEMO_CLIENT_ID, redirectUri: REDIRECT_URI, codeChallenge: 'x'.repeat(43), codeChallengeMethod: 'S256' },
          prompt: 'consent',
        },
      },
      'auth.prompt',
    ],
  ])('answers a validation error for %s', async (_name, payload, field) => {
    const response = await callAsVisitor(emulator, REDIRECT_SESSION, payload);
    expect(response.status).toBe(400);
    const violations = (await body(response)).details.validationError.fieldViolations as Array<{ field: string }>;
    expect(violations.map((v) => v.field)).toContain(field);
  });

  it('refuses a redirect URI the client did not register, and any for a client with none registered', async () => {
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: ['http://localhost:3000/registered'] });
    await expect(authSession(emulator, { register: false })).rejects.toThrow(/not registered/);
    const registered = { register: false, redirectUri: 'http://localhost:3000/registered' };
    await expect(authSession(emulator, { ...registered, redirectUri: `${registered.redirectUri}/more` })).rejects.toThrow(/not registered/);
    expect((await authSession(emulator, registered)).id).toBeTruthy();
    emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [] });
    await expect(authSession(emulator, registered)).rejects.toThrow(/not registered/);
  });

  it('lets another domain add a kind (the checkout extension point)', async () => {
    const off = redirectSessionKinds(emulator.services).register({
      key: 'bookingsCheckout',
      create: ({ intent, fail }) => {
        if (typeof intent.slotAvailability !== 'object') fail([{ field: 'bookingsCheckout.slotAvailability', description: 'is required' }]);
        return { path: '/_emulator/hosted/book', data: { seen: true } };
      },
    });
    try {
      expect((await callAsVisitor(emulator, REDIRECT_SESSION, { bookingsCheckout: {} })).status).toBe(400);
      const ok = await body(
        await callAsVisitor(emulator, REDIRECT_SESSION, {
          bookingsCheckout: { slotAvailability: {} },
          callbacks: { postFlowUrl: 'https://shop.example/' },
        }),
      );
      expect(ok.redirectSession.fullUrl).toContain('/_emulator/hosted/book?session=');
      expect(emulator.state.domains.identity.redirectSessions![ok.redirectSession.id]).toMatchObject({
        kind: 'bookingsCheckout',
        data: { seen: true },
      });
    } finally {
      off();
    }
  });
});

describe('hosted login page', () => {
  it('is a real, accessible HTML form that no site may frame', async () => {
    const { fullUrl } = await authSession(emulator);
    const page = await emulator.fetch(fullUrl, { headers: { origin: APP_ORIGIN } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('type="password"');
    expect(html).toContain('Frontdesk Demo Studio');
    expect(html).not.toMatch(/<(link|img)\b|src="http/);
  });

  it('returns code and state in the fragment after a successful sign-in (303)', async () => {
    const session = await authSession(emulator, { state: 'frag-state' });
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, ...DEMO_LOGIN });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    expect(callbackParams(location)).toEqual({ code: expect.stringMatching(/^fd_ac_/), state: 'frag-state' });
    expect(response.headers.get('set-cookie')).toMatch(/^fd_session=fd_st_[^;]+; Path=\/_emulator\/hosted; HttpOnly; SameSite=Lax/);
    // The session link is single use.
    expect((await emulator.fetch(session.fullUrl)).status).toBe(400);
  });

  it('returns code and state in the query when asked, keeping the redirect URI query', async () => {
    const session = await authSession(emulator, { responseMode: 'query', redirectUri: `${REDIRECT_URI}?from=app` });
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, ...DEMO_LOGIN });
    const url = new URL(response.headers.get('location')!);
    expect(url.searchParams.get('from')).toBe('app');
    expect(url.searchParams.get('state')).toBe('state-123');
    const tokens = await exchangeCode(emulator, {
      code: url.searchParams.get('code')!,
      codeVerifier: session.codeVerifier,
      redirectUri: `${REDIRECT_URI}?from=app`,
    });
    expect(tokens.status).toBe(200);
  });

  it('shows the error on the form for a wrong password (the password is not echoed)', async () => {
    const session = await authSession(emulator);
    const response = await submitForm(emulator, '/_emulator/hosted/login', {
      session: session.id,
      email: DEMO_MEMBER_EMAIL,
      password: 'wrong-pass',
      action: 'login',
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Wrong email or password');
    expect(html).toContain(`value="${DEMO_MEMBER_EMAIL}"`);
    expect(html).not.toContain('wrong-pass');
  });

  it('answers access_denied with the state when the user cancels', async () => {
    const session = await authSession(emulator, { responseMode: 'query' });
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, action: 'cancel' });
    expect(response.status).toBe(303);
    expect(callbackParams(response.headers.get('location')!, 'query')).toEqual({
      error: 'access_denied',
      error_description: 'The user cancelled the sign-in',
      state: 'state-123',
    });
  });

  it('web_message: a page that posts { code, state } to the app origin (parent frame and opener)', async () => {
    const session = await authSession(emulator, { responseMode: 'web_message', state: 'wm-state' });
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, ...DEMO_LOGIN });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`var targetOrigin = "${APP_ORIGIN}";`);
    expect(html).toContain('window.parent.postMessage(message, targetOrigin)');
    expect(html).toContain('window.opener.postMessage(message, targetOrigin)');
    const message = JSON.parse(/var message = (\{.*\});/.exec(html)![1]!);
    expect(message).toEqual({ code: expect.stringMatching(/^fd_ac_/), state: 'wm-state' });
    expect((await exchangeCode(emulator, { code: message.code, codeVerifier: session.codeVerifier })).status).toBe(200);
  });

  it('signs up through the form (policy applies) and walks the email-code step', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const session = await authSession(emulator);
    const signupPage = await (await emulator.fetch(`${session.fullUrl}&mode=signup`)).text();
    expect(signupPage).toContain('Create an account');
    const step = await submitForm(emulator, '/_emulator/hosted/login', {
      session: session.id,
      email: 'hosted@example.com',
      password: 'S3cret-Passw0rd',
      nickname: 'Hosted',
      action: 'signup',
    });
    expect(step.status).toBe(200);
    const html = await step.text();
    expect(html).toContain('<label for="code">Verification code</label>');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(html)![1]!;
    const { code } = emulator.outbox.latest('hosted@example.com')!;
    const done = await submitForm(emulator, '/_emulator/hosted/verify', { session: session.id, stateToken, code: code!, action: 'verify' });
    expect(done.status).toBe(303);
    expect(callbackParams(done.headers.get('location')!).code).toBeTruthy();
    expect(emulator.identity.findMember('hosted@example.com')).toMatchObject({ status: 'APPROVED', profile: { nickname: 'Hosted' } });
  });

  it('shows the approval notice under owner approval, and returns access_denied from it', async () => {
    emulator.identity.setPolicy({ requireOwnerApproval: true });
    const session = await authSession(emulator);
    const pending = await submitForm(emulator, '/_emulator/hosted/login', {
      session: session.id,
      email: 'wait@example.com',
      password: 'S3cret-Passw0rd',
      action: 'signup',
    });
    expect(await pending.text()).toContain('Waiting for approval');
    const back = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, action: 'pending' });
    expect(callbackParams(back.headers.get('location')!).error).toBe('access_denied');
  });
});

describe('prompt none', () => {
  it('completes without the form with a valid sessionToken (direct login)', async () => {
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const session = await authSession(emulator, { prompt: 'none', responseMode: 'web_message', sessionToken, state: 'direct' });
    const page = await emulator.fetch(session.fullUrl);
    expect(page.status).toBe(200);
    const message = JSON.parse(/var message = (\{.*\});/.exec(await page.text())![1]!);
    expect(message.state).toBe('direct');
    const tokens = await body(await exchangeCode(emulator, { code: message.code, codeVerifier: session.codeVerifier }));
    const me = await body(await emulator.fetch('/members/v1/members/my', { headers: { authorization: tokens.access_token } }));
    expect(me.member.id).toBe(DEMO_MEMBER_ID);
  });

  it('answers login_required without a valid session (no token, a bogus one, an ended one)', async () => {
    const none = await authSession(emulator, { prompt: 'none' });
    const response = await emulator.fetch(none.fullUrl);
    expect(response.status).toBe(302);
    expect(callbackParams(response.headers.get('location')!)).toEqual({
      error: 'login_required',
      error_description: 'The member is not signed in',
      state: 'state-123',
    });
    const bogus = await authSession(emulator, { prompt: 'none', sessionToken: 'fd_st_bogus', responseMode: 'web_message' });
    const html = await (await emulator.fetch(bogus.fullUrl)).text();
    expect(JSON.parse(/var message = (\{.*\});/.exec(html)![1]!)).toMatchObject({ error: 'login_required', state: 'state-123' });

    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    emulator.clock.advance(24 * 60 * 60 * 1000);
    const expired = await authSession(emulator, { prompt: 'none', sessionToken });
    expect(callbackParams((await emulator.fetch(expired.fullUrl)).headers.get('location')!).error).toBe('login_required');
  });

  it('uses the hosted sign-in cookie when there is no session token', async () => {
    const first = await authSession(emulator);
    const signedIn = await submitForm(emulator, '/_emulator/hosted/login', { session: first.id, ...DEMO_LOGIN });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const silent = await authSession(emulator, { prompt: 'none' });
    const response = await emulator.fetch(silent.fullUrl, { headers: { cookie } });
    expect(callbackParams(response.headers.get('location')!).code).toBeTruthy();
  });
});

describe('continue as the signed-in member', () => {
  it('offers the member of the sign-in cookie (as the dashboard sets it) and completes as them with one click', async () => {
    const jar = new CookieJar();
    jar.take(await emulator.fetch(`/_emulator/dashboard/members/${DEMO_MEMBER_ID}/browser-session`, { method: 'POST' }));
    const session = await authSession(emulator, { state: 'as-demo' });
    const page = await (await emulator.fetch(session.fullUrl, { headers: jar.with() })).text();
    expect(page).toContain(`Continue as ${DEMO_MEMBER_EMAIL}`);
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, action: 'continue' }, {}, { jar });
    expect(response.status).toBe(303);
    const { code, state } = callbackParams(response.headers.get('location')!);
    expect(state).toBe('as-demo');
    const tokens = await body(await exchangeCode(emulator, { code: code!, codeVerifier: session.codeVerifier }));
    const me = await emulator.fetch('/members/v1/members/my', { headers: { authorization: tokens.access_token } });
    expect((await body(me)).member.id).toBe(DEMO_MEMBER_ID);
  });

  it('offers nothing without the cookie, and a forged continue shows the form again (401)', async () => {
    const session = await authSession(emulator);
    expect(await (await emulator.fetch(session.fullUrl)).text()).not.toContain('Continue as');
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: session.id, action: 'continue' });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('no longer signed in');
  });
});

describe('logout redirect session', () => {
  it('ends the member session, revokes the tokens that created it and redirects to postFlowUrl', async () => {
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const { access_token } = emulator.identity.memberTokens(DEMO_MEMBER_ID);
    const created = await body(
      await postJson(
        emulator,
        REDIRECT_SESSION,
        { logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/bye' } },
        { authorization: access_token },
      ),
    );
    const response = await emulator.fetch(created.redirectSession.fullUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://shop.example/bye');
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await emulator.fetch('/members/v1/members/my', { headers: { authorization: access_token } })).status).toBe(401);
    const silent = await authSession(emulator, { prompt: 'none', sessionToken });
    expect(callbackParams((await emulator.fetch(silent.fullUrl)).headers.get('location')!).error).toBe('login_required');
  });

  it('shows "signed out" without a postFlowUrl; an unknown session is a 400 page', async () => {
    const created = await body(await callAsVisitor(emulator, REDIRECT_SESSION, { logout: { clientId: DEMO_CLIENT_ID } }));
    const page = await emulator.fetch(created.redirectSession.fullUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are signed out.');
    expect((await emulator.fetch('/_emulator/hosted/logout?session=nope')).status).toBe(400);
  });

  it('login kind: signs in, then to postFlowUrl with wixMemberLoggedIn=true', async () => {
    const created = await body(
      await callAsVisitor(emulator, REDIRECT_SESSION, { login: {}, callbacks: { postFlowUrl: 'https://shop.example/after' } }),
    );
    const response = await submitForm(emulator, '/_emulator/hosted/login', { session: created.redirectSession.id, ...DEMO_LOGIN });
    expect(response.headers.get('location')).toBe('https://shop.example/after?wixMemberLoggedIn=true');
  });
});
