import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { s256Challenge, verifyPkce } from '../../src/domains/identity/auth-codes.js';
import { postJson, visitorTokens } from '../helpers.js';
import { authSession, body, callbackParams, exchangeCode, login, REDIRECT_URI, registerRedirectUris, submitForm } from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
beforeEach(() => registerRedirectUris(emulator, [REDIRECT_URI]));
afterEach(() => emulator.reset());

// RFC 7636, appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

// Signs the demo member in through the hosted form and returns the code of the redirect.
async function codeFor(session: Awaited<ReturnType<typeof authSession>>): Promise<string> {
  const response = await submitForm(emulator, '/_emulator/hosted/login', {
    session: session.id,
    email: DEMO_MEMBER_EMAIL,
    password: DEMO_MEMBER_PASSWORD,
    action: 'login',
  });
  expect(response.status).toBe(303);
  return callbackParams(response.headers.get('location')!).code!;
}

async function me(accessToken: string) {
  return emulator.fetch('/members/v1/members/my', { headers: { authorization: accessToken } });
}

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B vector', () => {
    expect(s256Challenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
    expect(verifyPkce(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
    expect(verifyPkce(`${RFC_VERIFIER.slice(0, -1)}x`, RFC_CHALLENGE)).toBe(false);
    expect(verifyPkce('too-short', s256Challenge('too-short'))).toBe(false);
  });

  it('exchanges a code issued for the RFC challenge with the RFC verifier', async () => {
    const { access_token } = await visitorTokens(emulator);
    const created = await postJson(
      emulator,
      '/_api/redirects-api/v1/redirect-session',
      {
        auth: {
          authRequest: {
            clientId: DEMO_CLIENT_ID,
            redirectUri: REDIRECT_URI,
            codeChallenge: RFC_CHALLENGE,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'rfc',
          },
        },
      },
      { authorization: access_token },
    );
    const { redirectSession } = await body(created);
    const response = await submitForm(emulator, '/_emulator/hosted/login', {
      session: redirectSession.id,
      email: DEMO_MEMBER_EMAIL,
      password: DEMO_MEMBER_PASSWORD,
      action: 'login',
    });
    const { code, state } = callbackParams(response.headers.get('location')!, 'query');
    expect(state).toBe('rfc');
    const tokens = await exchangeCode(emulator, { code: code!, codeVerifier: RFC_VERIFIER });
    expect(tokens.status).toBe(200);
  });
});

describe('authorization_code grant', () => {
  it('issues member tokens (role member, memberId) that refresh as member tokens', async () => {
    const session = await authSession(emulator);
    const code = await codeFor(session);
    const response = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await body(response);
    expect(tokens).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 14400 });
    const mine = await body(await me(tokens.access_token));
    expect(mine.member.id).toBe(DEMO_MEMBER_ID);
    const record = emulator.tokens.lookupAccess(tokens.access_token);
    expect(record.status === 'valid' && record.record).toMatchObject({
      role: 'member',
      memberId: DEMO_MEMBER_ID,
      clientId: DEMO_CLIENT_ID,
    });

    const refreshed = await body(
      await postJson(emulator, '/oauth2/token', {
        clientId: DEMO_CLIENT_ID,
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
      }),
    );
    const after = emulator.tokens.lookupAccess(refreshed.access_token);
    expect(after.status === 'valid' && after.record).toMatchObject({ role: 'member', memberId: DEMO_MEMBER_ID });
    expect((await me(refreshed.access_token)).status).toBe(200);
  });

  it('keeps the visitor id of the visitor who started the flow', async () => {
    const session = await authSession(emulator);
    const code = await codeFor(session);
    const tokens = await body(await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier }));
    const record = emulator.tokens.lookupAccess(tokens.access_token);
    const sessionRecord = emulator.state.domains.identity.redirectSessions![session.id]!;
    expect(record.status === 'valid' && record.record.visitorId).toBe(sessionRecord.caller.visitorId);
  });

  it('refuses a reused code and revokes the tokens it gave', async () => {
    const session = await authSession(emulator);
    const code = await codeFor(session);
    const first = await body(await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier }));
    const replay = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier });
    expect(replay.status).toBe(400);
    expect(await body(replay)).toMatchObject({ error: 'invalid_grant', error_description: 'The authorization code was already used' });
    expect((await me(first.access_token)).status).toBe(401);
  });

  it.each([
    ['a wrong redirect URI', { redirectUri: 'http://localhost:3000/other' }, 'redirectUri does not match the authorization request'],
    ['a missing redirect URI', { redirectUri: '' }, 'redirectUri does not match the authorization request'],
    ['another client', { clientId: 'other-app' }, 'The authorization code was issued to another client'],
    ['a wrong verifier', { codeVerifier: 'x'.repeat(43) }, 'codeVerifier does not match the code challenge'],
  ])('refuses %s (and uses the code up)', async (_name, override, description) => {
    emulator.services.upsertOAuthClient({ id: 'other-app' });
    const session = await authSession(emulator);
    const code = await codeFor(session);
    const refused = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier, ...override });
    expect(refused.status).toBe(400);
    expect(await body(refused)).toMatchObject({ error: 'invalid_grant', error_description: description });
    const retry = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier });
    expect((await body(retry)).error_description).toBe('The authorization code was already used');
  });

  it('refuses an expired code (10 minutes), a malformed verifier and an unknown client', async () => {
    const session = await authSession(emulator);
    const code = await codeFor(session);
    const malformed = await exchangeCode(emulator, { code, codeVerifier: 'short' });
    expect(await body(malformed)).toMatchObject({ error: 'invalid_request' });
    const unknown = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier, clientId: 'nope' });
    expect(unknown.status).toBe(401);
    emulator.clock.advance(10 * 60 * 1000 + 1);
    const expired = await exchangeCode(emulator, { code, codeVerifier: session.codeVerifier });
    expect(await body(expired)).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The authorization code is unknown or has expired',
    });
  });
});

describe('authorized_client grant', () => {
  it('gives member tokens for "Authorization: <access token>,<api key>" (external login)', async () => {
    const { access_token } = await visitorTokens(emulator);
    const response = await emulator.fetch('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `${access_token},${DEMO_API_KEY}` },
      body: JSON.stringify({ grant_type: 'authorized_client', scope: 'offline_access', member_id: DEMO_MEMBER_ID }),
    });
    expect(response.status).toBe(200);
    const tokens = await body(response);
    expect((await body(await me(tokens.access_token))).member.id).toBe(DEMO_MEMBER_ID);
    const record = emulator.tokens.lookupAccess(tokens.access_token);
    expect(record.status === 'valid' && record.record).toMatchObject({ role: 'member', clientId: DEMO_CLIENT_ID });
  });

  it('refuses without a valid admin key, for an unknown member, and for a member who cannot sign in', async () => {
    const { access_token } = await visitorTokens(emulator);
    const grant = (authorization: string, memberId = DEMO_MEMBER_ID) =>
      emulator.fetch('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }),
      });
    expect(await body(await grant(access_token))).toMatchObject({ error: 'invalid_client' });
    expect(await body(await grant(`${access_token},fd_admin_wrong`))).toMatchObject({ error: 'invalid_client' });
    expect(await body(await grant(`${access_token},${DEMO_API_KEY}`, 'no-such-member'))).toMatchObject({ error: 'invalid_grant' });
    emulator.identity.setMemberStatus(DEMO_MEMBER_ID, 'BLOCKED');
    expect(await body(await grant(`${access_token},${DEMO_API_KEY}`))).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts a session token of that member instead ({ member_id, session_token })', async () => {
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const ok = await postJson(emulator, '/oauth2/token', {
      grant_type: 'authorized_client',
      member_id: DEMO_MEMBER_ID,
      session_token: sessionToken,
    });
    expect(ok.status).toBe(200);
    const other = emulator.identity.createMember({ email: 'other@example.com', password: 'S3cret-Passw0rd' }).member;
    const mismatch = await postJson(emulator, '/oauth2/token', {
      grant_type: 'authorized_client',
      member_id: other.id,
      session_token: sessionToken,
    });
    expect(await body(mismatch)).toMatchObject({ error: 'invalid_grant' });
    const bogus = await postJson(emulator, '/oauth2/token', {
      grant_type: 'authorized_client',
      member_id: DEMO_MEMBER_ID,
      session_token: 'fd_st_x',
    });
    expect(bogus.status).toBe(400);
  });
});
