import { describe, expect, it, vi } from 'vitest';
import {
  createClient,
  finishLogin,
  generateOAuthData,
  getMemberTokens,
  isAuthFlowError,
  isInputError,
  memoryStorage,
  oauth,
  parseCallbackUrl,
  s256Challenge,
  type AuthChangeEvent,
  type OAuthOptions,
  type Tokens,
} from '../../src/index.js';
import { tokenServer } from './token-server.js';

const base = 'https://api.test';

function setup(options: Partial<OAuthOptions> = {}, server = tokenServer()) {
  let nowMs = Date.UTC(2026, 0, 1);
  const clock = { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
  const client = createClient({
    baseUrl: base,
    fetch: server.fetch,
    retry: false,
    auth: oauth({ clientId: 'client-1', now: clock.now, flowStorage: memoryStorage(), ...options }),
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onChange((e) => events.push(e));
  const call = () => client.request<{ ok?: boolean; token: string }>({ method: 'GET', path: '/api' });
  return { client, server, clock, events, call };
}

describe('oauth token manager', () => {
  it('creates visitor tokens on first use, once for 50 concurrent calls', async () => {
    const { client, server, call, events } = setup();
    expect(client.auth.role()).toBe('none');
    const results = await Promise.all(Array.from({ length: 50 }, call));
    expect(server.state.tokenRequests).toHaveLength(1);
    expect(server.state.tokenRequests[0]!.body).toEqual({ clientId: 'client-1', grantType: 'anonymous' });
    expect(server.state.tokenRequests[0]!.url.origin).toBe(base);
    expect(new Set(results.map((r) => r.body.token)).size).toBe(1);
    expect(client.auth.role()).toBe('visitor');
    expect(client.auth.loggedIn()).toBe(false);
    expect(events.map((e) => e.type)).toEqual(['visitor-created']);
  });

  it('renews an expired token once for 50 concurrent calls and keeps the rotated refresh token', async () => {
    const { client, server, clock, call } = setup();
    await call();
    const before = client.auth.getTokens();
    clock.advance(3600_000);
    await Promise.all(Array.from({ length: 50 }, call));
    const refreshes = server.state.tokenRequests.filter((r) => (r.body as any).grantType === 'refresh_token');
    expect(refreshes).toHaveLength(1);
    expect((refreshes[0]!.body as any).refreshToken).toBe(before.refreshToken.value);
    const after = client.auth.getTokens();
    expect(after.refreshToken.value).not.toBe(before.refreshToken.value);
    expect(after.refreshToken.role).toBe('visitor');
    expect(after.accessToken.expiresAt).toBe(Math.floor(clock.now() / 1000) + 3600);
  });

  it('renews within the leeway before expiry, not earlier', async () => {
    const { server, clock, call } = setup({ leewaySeconds: 60 });
    await call();
    clock.advance(3600_000 - 61_000);
    await call();
    expect(server.state.tokenRequests).toHaveLength(1);
    clock.advance(2000);
    await call();
    expect(server.state.tokenRequests).toHaveLength(2);
  });

  it('keeps the old refresh token when the server does not rotate it', async () => {
    const { client, clock, call } = setup({}, tokenServer({ rotate: false }));
    await call();
    const rt = client.auth.getTokens().refreshToken.value;
    clock.advance(3600_000);
    await call();
    expect(client.auth.getTokens().refreshToken.value).toBe(rt);
  });

  it('downgrades a member whose refresh is refused to a visitor, with a member-downgraded event', async () => {
    const { client, server, clock, call, events } = setup();
    await client.auth.signInWithGrant({ grant_type: 'authorized_client', member_id: 'm1' });
    expect(client.auth.loggedIn()).toBe(true);
    const memberScope = client.auth.identityScope();
    server.state.refreshBehaviour = 'refuse';
    clock.advance(3600_000);
    await call();
    expect(client.auth.role()).toBe('visitor');
    expect(events.map((e) => e.type)).toEqual(['signed-in', 'member-downgraded']);
    expect(events[1]).toMatchObject({ role: 'visitor', previousRole: 'member' });
    expect(client.auth.identityScope()).not.toBe(memberScope);
  });

  it('keeps the member session when the refresh fails on the network or with a 5xx', async () => {
    for (const failure of ['network', '503'] as const) {
      const { client, server, clock, call, events } = setup();
      await client.auth.signInWithGrant({ grant_type: 'authorized_client', member_id: 'm1' });
      server.state.refreshBehaviour = failure;
      clock.advance(3600_000);
      await expect(call()).rejects.toThrow();
      expect(client.auth.role()).toBe('member');
      expect(events.map((e) => e.type)).toEqual(['signed-in']);
      server.state.refreshBehaviour = 'ok';
      await call();
      expect(client.auth.loggedIn()).toBe(true);
    }
  });

  it('reports a failed token request with the OAuth error code and no token in the message', async () => {
    const server = tokenServer();
    const { client } = setup({}, server);
    await client.auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: 'rt-secret', role: 'member' } });
    server.state.refreshBehaviour = 'refuse';
    const error = await client.auth.renewToken().catch((e) => e);
    // Refused refresh of a member falls back to a visitor rather than failing:
    expect(error.accessToken?.value).toMatch(/^at-/);
    const bad = await getMemberTokens(client, 'bad-code', 'unknown-state', {
      state: 'unknown-state',
      codeVerifier: 'v'.repeat(43),
      codeChallenge: 'c',
      redirectUri: 'https://app.test/cb',
      originalUri: '',
    }).catch((e) => e);
    expect(bad.message).toBe('Failed to fetch tokens from OAuth API: Bad Request, request-id: req-1');
    expect(bad.code).toBe('invalid_grant');
    expect(bad.message).not.toContain('bad-code');
  });

  it('retries a call once after a 401 with a renewed token', async () => {
    const { client, server, call } = setup();
    await call();
    server.state.validAccess.clear();
    const result = await call();
    expect(result.body.ok).toBe(true);
    expect(client.auth.getTokens().accessToken.value).toBe(result.body.token);
  });

  it('refuses an expiresAt in milliseconds and malformed tokens', async () => {
    const { client } = setup();
    const ms: Tokens = { accessToken: { value: 'a', expiresAt: Date.now() }, refreshToken: { value: 'r', role: 'member' } };
    const error = await client.auth.setTokens(ms).catch((e) => e);
    expect(isInputError(error)).toBe(true);
    expect(error.message).toContain('milliseconds');
    expect(() => oauth({ clientId: 'x', tokens: ms })).toThrow(/milliseconds/);
    expect(isInputError(await client.auth.setTokens({} as Tokens).catch((e) => e))).toBe(true);
  });

  it('discards corrupt stored tokens instead of throwing', async () => {
    for (const corrupt of [
      '{not json',
      '{"accessToken":1}',
      JSON.stringify({ accessToken: { value: 'a', expiresAt: 1e13 }, refreshToken: { value: 'r', role: 'member' } }),
    ]) {
      const storage = memoryStorage();
      storage.set('frontdesk.client-1.tokens', corrupt);
      const { client, call } = setup({ storage });
      await client.auth.ready();
      expect(client.auth.role()).toBe('none');
      expect(storage.get('frontdesk.client-1.tokens')).toBeNull();
      await call();
      expect(client.auth.role()).toBe('visitor');
    }
  });

  it('restores tokens from async storage and clears them on logout', async () => {
    const map = new Map<string, string>();
    const asyncStorage = {
      get: async (k: string) => map.get(k) ?? null,
      set: async (k: string, v: string) => void map.set(k, v),
      remove: async (k: string) => void map.delete(k),
    };
    const first = setup({ storage: asyncStorage });
    await first.client.auth.signInWithGrant({ grant_type: 'authorized_client', member_id: 'm1' });
    const second = setup({ storage: asyncStorage }, first.server);
    await second.client.auth.ready();
    expect(second.client.auth.loggedIn()).toBe(true);
    expect(second.client.auth.identityScope()).toBe(first.client.auth.identityScope());
    await second.client.auth.logout();
    expect(second.client.auth.role()).toBe('none');
    expect(map.size).toBe(0);
    expect(second.events.map((e) => e.type)).toEqual(['signed-out']);
  });

  it('never calls a listener while it would block others, and survives a throwing listener', async () => {
    const { client, call } = setup();
    const good = vi.fn();
    client.auth.onChange(() => {
      throw new Error('boom');
    });
    const off = client.auth.onChange(good);
    await call();
    expect(good).toHaveBeenCalledTimes(1);
    off();
    await client.auth.logout();
    expect(good).toHaveBeenCalledTimes(1);
  });
});

describe('PKCE and the redirect flow', () => {
  it('matches the RFC 7636 appendix B test vector', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('generates S256 data with a verifier of the allowed length and alphabet', async () => {
    const { client } = setup();
    const data = await generateOAuthData(client, 'https://app.test/callback');
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.codeChallenge).toBe(await s256Challenge(data.codeVerifier));
    expect(data.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.originalUri).toBe('');
    const long = await generateOAuthData(client, 'https://app.test/callback', '/account', { verifierLength: 128 });
    expect(long.codeVerifier).toHaveLength(128);
    for (const length of [42, 129]) {
      const error = await generateOAuthData(client, 'https://app.test/cb', '', { verifierLength: length }).catch((e) => e);
      expect(error.message).toContain('Expected a length between 43 and 128');
    }
  });

  it('exchanges the code with the stored verifier, once, and supports two overlapping flows', async () => {
    const { client, server, events } = setup();
    const first = await generateOAuthData(client, 'https://app.test/cb');
    const second = await generateOAuthData(client, 'https://app.test/cb');
    const params = parseCallbackUrl(`https://app.test/cb#code=good-code&state=${second.state}`);
    await getMemberTokens(client, params);
    expect(server.state.tokenRequests.at(-1)!.body).toEqual({
      clientId: 'client-1',
      grantType: 'authorization_code',
      code: 'good-code',
      codeVerifier: second.codeVerifier,
      redirectUri: 'https://app.test/cb',
    });
    await getMemberTokens(client, 'good-code', first.state);
    expect((server.state.tokenRequests.at(-1)!.body as any).codeVerifier).toBe(first.codeVerifier);
    expect(client.auth.loggedIn()).toBe(true);
    expect(events.at(-1)?.type).toBe('signed-in');
    const reused = await getMemberTokens(client, 'good-code', first.state).catch((e) => e);
    expect(reused.message).toBe('Invalid _state');
  });

  it('finishLogin also returns where the member was going, checked again before the exchange', async () => {
    const { client, server } = setup();
    const data = await generateOAuthData(client, 'https://app.test/cb', '/account?tab=orders');
    const done = await finishLogin(client, parseCallbackUrl(`https://app.test/cb#code=good-code&state=${data.state}`));
    expect(done.originalUri).toBe('/account?tab=orders');
    expect(done.tokens.refreshToken.role).toBe('member');
    const none = await generateOAuthData(client, 'https://app.test/cb');
    await client.auth.logout();
    const callback = (state: string) => parseCallbackUrl(`https://app.test/cb?code=good-code&state=${state}`, 'query');
    expect((await finishLogin(client, callback(none.state))).originalUri).toBe('');
    // Flow data handed in by the caller with a foreign target: refused, and no code is exchanged.
    const requests = server.state.tokenRequests.length;
    const forged = { ...(await generateOAuthData(client, 'https://app.test/cb')), originalUri: 'https://evil.test/' };
    const refused = await finishLogin(client, callback(forged.state), forged).catch((e) => e);
    expect(isAuthFlowError(refused) && refused.code).toBe('invalid_redirect');
    expect(server.state.tokenRequests.length).toBe(requests);
  });

  it('checks code and state before anything else, then reports the platform error', async () => {
    const { client, server, clock } = setup();
    const data = await generateOAuthData(client, 'https://app.test/cb');
    expect((await getMemberTokens(client, null, data.state).catch((e) => e)).message).toBe('Missing code or _state');
    expect((await getMemberTokens(client, 'c', undefined).catch((e) => e)).message).toBe('Missing code or _state');
    const forged = await getMemberTokens(client, parseCallbackUrl('https://app.test/cb?code=good-code&state=forged', 'query')).catch(
      (e) => e,
    );
    expect(isAuthFlowError(forged)).toBe(true);
    expect(forged.message).toBe('Invalid _state');
    const denied = await getMemberTokens(
      client,
      parseCallbackUrl(`https://app.test/cb#error=access_denied&error_description=User%20cancelled&state=${data.state}`),
    ).catch((e) => e);
    expect(denied).toMatchObject({ message: 'access_denied: User cancelled', code: 'access_denied' });
    const late = await generateOAuthData(client, 'https://app.test/cb');
    clock.advance(15 * 60 * 1000);
    expect((await getMemberTokens(client, 'good-code', late.state).catch((e) => e)).message).toBe('Invalid _state');
    expect(server.state.tokenRequests).toHaveLength(0);
  });

  it('refuses open redirects in originalUri', async () => {
    const { client } = setup({ allowedRedirectOrigins: ['https://shop.example'] });
    await expect(generateOAuthData(client, 'https://app.test/cb', 'https://evil.example/steal')).rejects.toThrow(/not allowed/);
    await expect(generateOAuthData(client, 'https://app.test/cb', '//evil.example')).rejects.toThrow();
    await expect(generateOAuthData(client, 'https://app.test/cb', 'javascript:alert(1)')).rejects.toThrow();
    expect((await generateOAuthData(client, 'https://app.test/cb', '/account')).originalUri).toBe('/account');
    expect((await generateOAuthData(client, 'https://app.test/cb', 'https://shop.example/x')).originalUri).toBe('https://shop.example/x');
    expect(client.auth.checkRedirect('/done')).toBe('/done');
  });
});
