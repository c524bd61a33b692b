import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_SITE_ID } from '../src/index.js';
import { ownerHeaders, postJson, visitorTokens, type Tokens } from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
const offs: Array<() => void> = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
  emulator.reset();
});

// A probe route that echoes the resolved caller, allowed for the given roles.
function probe(roles: Parameters<typeof emulator.route>[3]['roles'], path = '/probe') {
  offs.push(emulator.route('GET', path, ({ caller }) => ({ caller }), { roles }));
  return path;
}

async function grant(body: unknown, init: RequestInit = {}) {
  const response = await emulator.fetch('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
  return { response, body: (await response.json()) as Record<string, any> };
}

describe('anonymous grant', () => {
  it('issues opaque visitor tokens with the platform lifetime', async () => {
    const { response, body } = await grant({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 14400 });
    expect(body.access_token).not.toBe(body.refresh_token);
    const path = probe(['visitor']);
    const me = await emulator.fetch(path, { headers: { authorization: body.access_token } });
    expect(me.status).toBe(200);
    expect((await me.json()).caller).toEqual({ role: 'visitor', visitorId: expect.any(String), clientId: DEMO_CLIENT_ID });
  });

  it('gives each grant a new visitor', async () => {
    const path = probe(['visitor']);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { access_token } = await visitorTokens(emulator);
      ids.add((await (await emulator.fetch(path, { headers: { authorization: access_token } })).json()).caller.visitorId);
    }
    expect(ids.size).toBe(3);
  });

  it('accepts a form-encoded body and honours tokenTtlSeconds', async () => {
    const short = createEmulator({ tokenTtlSeconds: 60 });
    const response = await short.fetch('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: DEMO_CLIENT_ID, grant_type: 'anonymous' }).toString(),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).expires_in).toBe(60);
  });

  it('never stores the tokens themselves', async () => {
    const tokens = await visitorTokens(emulator);
    const state = JSON.stringify(emulator.store.snapshot());
    expect(state).not.toContain(tokens.access_token);
    expect(state).not.toContain(tokens.refresh_token);
    expect(state).not.toContain(DEMO_API_KEY);
  });
});

describe('token endpoint errors', () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['unknown client', { clientId: 'nope', grantType: 'anonymous' }, 401, 'invalid_client'],
    ['missing client', { grantType: 'anonymous' }, 401, 'invalid_client'],
    [
      'missing client (authorization code)',
      { grantType: 'authorization_code', code: 'x', codeVerifier: 'y'.repeat(43) },
      401,
      'invalid_client',
    ],
    ['unknown grant', { clientId: DEMO_CLIENT_ID, grantType: 'password' }, 400, 'unsupported_grant_type'],
    ['missing grant', { clientId: DEMO_CLIENT_ID }, 400, 'invalid_request'],
    ['unknown refresh token', { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: 'fd_rt_nope' }, 400, 'invalid_grant'],
    ['missing refresh token', { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token' }, 400, 'invalid_request'],
  ];
  it.each(cases)('%s → %i %s, in both the OAuth and the platform shape', async (_name, request, status, code) => {
    const { response, body } = await grant(request);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
    expect(body).toEqual({
      error: code,
      error_description: expect.any(String),
      message: body.error_description,
      details: { applicationError: { code, description: body.error_description, data: {} } },
    });
  });

  it('rejects a body that is not JSON as invalid_request', async () => {
    const response = await emulator.fetch('/oauth2/token', {
      method: 'POST',
      body: 'grant',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_request');
  });
});

describe('refresh_token grant', () => {
  const refresh = (refreshToken: string, clientId = DEMO_CLIENT_ID) => grant({ clientId, grantType: 'refresh_token', refreshToken });

  it('rotates the refresh token, keeps the visitor and, like the platform, accepts reuse of an older one', async () => {
    const path = probe(['visitor']);
    const first = await visitorTokens(emulator);
    const visitorId = (await (await emulator.fetch(path, { headers: { authorization: first.access_token } })).json()).caller.visitorId;

    const second = await refresh(first.refresh_token);
    expect(second.response.status).toBe(200);
    const next = second.body as Tokens;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    const again = await (await emulator.fetch(path, { headers: { authorization: next.access_token } })).json();
    expect(again.caller.visitorId).toBe(visitorId);

    // The official SDK keeps the refresh token it has: its second refresh must work.
    const reused = await refresh(first.refresh_token);
    expect(reused.response.status).toBe(200);
    const third = reused.body as Tokens;
    expect(third.access_token).not.toBe(next.access_token);
    const viaReuse = await (await emulator.fetch(path, { headers: { authorization: third.access_token } })).json();
    expect(viaReuse.caller.visitorId).toBe(visitorId);
    // The earlier pair stays valid too.
    expect((await emulator.fetch(path, { headers: { authorization: next.access_token } })).status).toBe(200);
    expect((await refresh(next.refresh_token)).response.status).toBe(200);
    expect((await refresh(next.refresh_token)).response.status).toBe(200);
  });

  it('refuses every refresh token of a revoked family (sign-out), old or new', async () => {
    const first = await visitorTokens(emulator);
    const next = (await refresh(first.refresh_token)).body as Tokens;
    const found = emulator.tokens.lookupAccess(next.access_token);
    if (found.status !== 'valid') throw new Error('expected a valid access token');
    emulator.tokens.revokeFamily(found.record.familyId);
    for (const token of [first.refresh_token, next.refresh_token]) {
      const refused = await refresh(token);
      expect(refused.response.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
    }
  });

  it('with strictRefreshRotation, refuses reuse and revokes the whole family', async () => {
    const strict = createEmulator({ clock: '2026-03-01T09:00:00.000Z', identity: { strictRefreshRotation: true } });
    const strictRefresh = async (refreshToken: string) => {
      const response = await strict.fetch('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken }),
      });
      return { response, body: (await response.json()) as Record<string, any> };
    };
    const first = await visitorTokens(strict);
    const second = await strictRefresh(first.refresh_token);
    expect(second.response.status).toBe(200);
    const next = second.body as Tokens;

    const reused = await strictRefresh(first.refresh_token);
    expect(reused.response.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', error_description: 'Refresh token was already used' });
    // The replay ended the session: the rotated pair is revoked too.
    expect(strict.tokens.lookupAccess(next.access_token).status).toBe('revoked');
    const afterReplay = await strictRefresh(next.refresh_token);
    expect(afterReplay.response.status).toBe(400);
    expect(afterReplay.body).toMatchObject({ error: 'invalid_grant', error_description: 'Refresh token was revoked' });
  });

  it('with strictRefreshRotation, still refuses a revoked family', async () => {
    const strict = createEmulator({ identity: { strictRefreshRotation: true } });
    const tokens = await visitorTokens(strict);
    const found = strict.tokens.lookupAccess(tokens.access_token);
    if (found.status !== 'valid') throw new Error('expected a valid access token');
    strict.tokens.revokeFamily(found.record.familyId);
    const response = await strict.fetch('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: tokens.refresh_token }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error_description).toBe('Refresh token was revoked');
  });

  it('accepts the refresh request of older official SDKs (1.15.x), which send no clientId: the token names its client', async () => {
    const first = await visitorTokens(emulator);
    const path = probe(['visitor']);
    const visitorOf = async (token: string) =>
      (await (await emulator.fetch(path, { headers: { authorization: token } })).json()).caller.visitorId;
    // Byte for byte what @wix/sdk 1.15.27's renewToken sends (fetchTokens in OAuthStrategy.js).
    const response = await emulator.fetch('/oauth2/token', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: first.refresh_token, grantType: 'refresh_token' }),
      headers: {
        'x-wix-bi-gateway':
          'environment=js-sdk,package-name=@wix/sdk,method-fqn=wix.identity.oauth2.v1.Oauth2Ng.Token,entity=wix.identity.oauth.v1.refresh_token',
        'Content-Type': 'application/json',
      },
    });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as Tokens;
    expect(renewed).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 14400 });
    expect(await visitorOf(renewed.access_token)).toBe(await visitorOf(first.access_token));
    const found = emulator.tokens.lookupAccess(renewed.access_token);
    expect(found.status === 'valid' && found.record.clientId).toBe(DEMO_CLIENT_ID);
    // A member's session keeps its member the same way.
    const member = emulator.identity.memberTokens(DEMO_MEMBER_ID, { clientId: DEMO_CLIENT_ID });
    const memberRenewed = await grant({ refreshToken: member.refresh_token, grantType: 'refresh_token' });
    expect(memberRenewed.response.status).toBe(200);
    const asMember = emulator.tokens.lookupAccess(memberRenewed.body.access_token);
    expect(asMember.status === 'valid' && asMember.record.memberId).toBe(DEMO_MEMBER_ID);
  });

  it('without clientId, still refuses an unknown or revoked refresh token; an unknown clientId sent is invalid_client', async () => {
    expect((await grant({ grantType: 'refresh_token', refreshToken: 'fd_rt_nope' })).body.error).toBe('invalid_grant');
    expect((await grant({ grantType: 'refresh_token' })).body.error).toBe('invalid_request');
    const tokens = await visitorTokens(emulator);
    const unknown = await grant({ clientId: 'nope', grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect([unknown.response.status, unknown.body.error]).toEqual([401, 'invalid_client']);
    const found = emulator.tokens.lookupAccess(tokens.access_token);
    if (found.status !== 'valid') throw new Error('expected a valid access token');
    emulator.tokens.revokeFamily(found.record.familyId);
    const revoked = await grant({ grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect([revoked.response.status, revoked.body.error_description]).toEqual([400, 'Refresh token was revoked']);
  });

  it('refuses a refresh token of another client, and an access token used as refresh token', async () => {
    emulator.services.upsertOAuthClient({ id: 'other-client' });
    const tokens = await visitorTokens(emulator);
    expect((await refresh(tokens.refresh_token, 'other-client')).body.error).toBe('invalid_grant');
    expect((await refresh(tokens.access_token)).body.error).toBe('invalid_grant');
  });
});

describe('access token expiry', () => {
  it('expires on the emulator clock: 401 after tokenTtlSeconds, fine again after a refresh', async () => {
    const path = probe(['visitor', 'member', 'owner']);
    const tokens = await visitorTokens(emulator);
    emulator.clock.advance(14_399_000);
    expect((await emulator.fetch(path, { headers: { authorization: tokens.access_token } })).status).toBe(200);
    emulator.clock.advance(1_000);
    const expired = await emulator.fetch(path, { headers: { authorization: tokens.access_token } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      message: 'Unauthenticated',
      details: { applicationError: { code: 'UNAUTHENTICATED', description: 'Access token expired', data: {} } },
    });
    const renewed = (await refresh(tokens.refresh_token)).body as Tokens;
    expect((await emulator.fetch(path, { headers: { authorization: renewed.access_token } })).status).toBe(200);
  });

  function refresh(refreshToken: string) {
    return grant({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken });
  }
});

describe('roles', () => {
  it('makes an API key with its site id the owner', async () => {
    const path = probe(['owner']);
    const response = await emulator.fetch(path, { headers: { ...ownerHeaders, 'wix-account-id': 'acc-1' } });
    expect(response.status).toBe(200);
    expect((await response.json()).caller).toEqual({ role: 'owner', siteId: DEMO_SITE_ID, accountId: 'acc-1', apiKeyId: 'demo-admin-key' });
  });

  it('refuses an API key without or with another site id (401)', async () => {
    const path = probe(['owner']);
    expect((await emulator.fetch(path, { headers: { authorization: DEMO_API_KEY } })).status).toBe(401);
    expect((await emulator.fetch(path, { headers: { authorization: DEMO_API_KEY, 'wix-site-id': 'other' } })).status).toBe(401);
  });

  it('answers 403 PERMISSION_DENIED to a visitor on an owner route, 401 without or with unknown credentials', async () => {
    const path = probe(['owner']);
    const { access_token } = await visitorTokens(emulator);
    const denied = await emulator.fetch(path, { headers: { authorization: access_token } });
    expect(denied.status).toBe(403);
    const body = await denied.json();
    expect(body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect(denied.headers.get('x-wix-request-id')).toBeTruthy();

    const missing = await emulator.fetch(path);
    expect(missing.status).toBe(401);
    expect((await missing.json()).details.applicationError.code).toBe('UNAUTHENTICATED');
    expect((await emulator.fetch(path, { headers: { authorization: 'fd_at_garbage' } })).status).toBe(401);
  });

  it('lets the owner and visitors share a route and tolerates a Bearer prefix', async () => {
    const path = probe(['visitor', 'owner']);
    const { access_token } = await visitorTokens(emulator);
    expect((await emulator.fetch(path, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200);
    expect((await emulator.fetch(path, { headers: ownerHeaders })).status).toBe(200);
  });

  it('resolves but does not require credentials on public routes', async () => {
    const path = probe('public');
    expect((await (await emulator.fetch(path)).json()).caller).toEqual({ role: 'anonymous' });
    expect((await (await emulator.fetch(path, { headers: { authorization: 'junk' } })).json()).caller).toEqual({ role: 'anonymous' });
    expect((await (await emulator.fetch(path, { headers: ownerHeaders })).json()).caller.role).toBe('owner');
  });

  it('accepts API keys created through POST /_emulator/api-keys', async () => {
    const path = probe(['owner']);
    const created = await (await postJson(emulator, '/_emulator/api-keys', { name: 'CI' })).json();
    expect(created).toEqual({ id: expect.any(String), name: 'CI', key: expect.stringMatching(/^fd_admin_/), siteId: DEMO_SITE_ID });
    expect((await emulator.fetch(path, { headers: { authorization: created.key, 'wix-site-id': DEMO_SITE_ID } })).status).toBe(200);
    const listed = await (await emulator.fetch('/_emulator/api-keys')).json();
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed.apiKeys.map((k: { name: string }) => k.name)).toEqual(['Demo admin key', 'CI']);
  });
});

describe('seeds', () => {
  it('empty seed has a site but no keys or clients; clients can be added', async () => {
    const empty = createEmulator({ seed: 'empty' });
    expect(empty.credentials.apiKey).toBeUndefined();
    const refused = await postJson(empty, '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' });
    expect(refused.status).toBe(401);
    await postJson(empty, '/_emulator/oauth-clients', { id: 'my-shop' });
    expect((await postJson(empty, '/oauth2/token', { clientId: 'my-shop', grantType: 'anonymous' })).status).toBe(200);
  });

  it('demo seed exposes its credentials', () => {
    expect(emulator.credentials).toEqual({ siteId: DEMO_SITE_ID, apiKey: DEMO_API_KEY, clientId: DEMO_CLIENT_ID });
  });
});
