import { describe, expect, it } from 'vitest';
import { createClient, generateOAuthData, isAuthFlowError, isInputError, isServerError, staticToken } from '@frontdesk/core';
import {
  getAuthUrl,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  getMemberTokensForExternalLoginWithSession,
  logout,
  sendPasswordResetEmail,
} from '../../src/index.js';
import { json } from '@frontdesk/test-support';
import { BASE, fakePlatform, oauthClient } from '../helpers.js';

const session = {
  redirectSession: {
    id: 'rs-1',
    fullUrl: 'https://login.test/authorize?session=rs-1',
    urlDetails: { endpoint: 'https://login.test/authorize' },
    sessionToken: 'rs-token',
  },
};

/** The redirect-session body getAuthUrl sends for `oauthData` with the defaults (prompt login, fragment), plus `authRequest` fields. */
const loginSessionBody = (oauthData: { codeChallenge: string; state: string }, authRequest: Record<string, unknown> = {}) => ({
  auth: {
    authRequest: {
      redirectUri: 'https://shop.test/callback',
      clientId: 'client-1',
      codeChallenge: oauthData.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: oauthData.state,
      ...authRequest,
    },
    prompt: 'login',
  },
});

describe('getAuthUrl', () => {
  it("creates the auth redirect session of wire.md 'OAuth' with the defaults prompt login, responseMode fragment", async () => {
    const platform = fakePlatform(() => json(session));
    const client = oauthClient(platform);
    const oauthData = await generateOAuthData(client, 'https://shop.test/callback');
    const result = await getAuthUrl(client, oauthData);
    expect(result).toEqual({
      authUrl: 'https://login.test/authorize?session=rs-1',
      authorizationEndpoint: 'https://login.test/authorize',
      sessionToken: 'rs-token',
    });
    const request = platform.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/_api/redirects-api/v1/redirect-session');
    expect(request.headers.authorization).toBe('at-1');
    expect(request.body).toEqual(loginSessionBody(oauthData));
  });

  it('passes prompt, responseMode and sessionToken', async () => {
    const platform = fakePlatform(() => json(session));
    const client = oauthClient(platform);
    const oauthData = await generateOAuthData(client, 'https://shop.test/callback');
    await getAuthUrl(client, oauthData, { prompt: 'none', responseMode: 'query', sessionToken: 'sess' });
    expect(platform.requests[0]!.body).toMatchObject({
      auth: { authRequest: { responseMode: 'query', sessionToken: 'sess' }, prompt: 'none' },
    });
  });

  it('refuses bad options and non-oauth clients before sending', async () => {
    const platform = fakePlatform(() => json(session));
    const client = oauthClient(platform);
    const oauthData = await generateOAuthData(client, 'https://shop.test/callback');
    expect(isInputError(await getAuthUrl(client, oauthData, { prompt: 'consent' as 'none' }).catch((e) => e))).toBe(true);
    expect(isInputError(await getAuthUrl(client, oauthData, { responseMode: 'form_post' as 'query' }).catch((e) => e))).toBe(true);
    expect(isInputError(await getAuthUrl(client, {} as typeof oauthData).catch((e) => e))).toBe(true);
    const admin = createClient({ baseUrl: BASE, fetch: platform.fetch, auth: staticToken('tok') });
    const error = await getAuthUrl(admin as never, oauthData).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('oauth_required');
    expect(platform.requests).toHaveLength(0);
  });

  it('is an AuthFlowError when the platform returns no URL', async () => {
    const client = oauthClient(fakePlatform(() => json({ redirectSession: {} })));
    const oauthData = await generateOAuthData(client, 'https://shop.test/callback');
    const error = await getAuthUrl(client, oauthData).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('no_redirect_url');
  });
});

/** A member signed in (tokens `member-at`, `member-rt`) on a fake platform that answers {@link session}; redirects may go to shop.test. */
async function signedInMember() {
  const platform = fakePlatform(() => json(session));
  const client = oauthClient(platform, { allowedRedirectOrigins: ['https://shop.test'] });
  await client.auth.setTokens({
    accessToken: { value: 'member-at', expiresAt: 4e9 },
    refreshToken: { value: 'member-rt', role: 'member' },
  });
  return { platform, client };
}

describe('logout', () => {
  it('creates the logout session with the member token, clears the tokens, returns the logout URL', async () => {
    const { platform, client } = await signedInMember();
    const events: string[] = [];
    client.auth.onChange((e) => events.push(e.type));
    expect(await logout(client, { postFlowUrl: 'https://shop.test/bye' })).toEqual({ logoutUrl: session.redirectSession.fullUrl });
    expect(platform.requests[0]!.body).toEqual({ logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/bye' } });
    expect(platform.requests[0]!.headers.authorization).toBe('member-at');
    expect(client.auth.role()).toBe('none');
    expect(client.auth.getTokens().refreshToken.value).toBe('');
    expect(events).toEqual(['signed-out']);
  });

  it('refuses an open redirect before sending anything', async () => {
    const platform = fakePlatform(() => json(session));
    const client = oauthClient(platform);
    const error = await logout(client, { postFlowUrl: 'https://evil.test/' }).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('invalid_redirect');
    expect(platform.requests).toHaveLength(0);
    expect(isInputError(await logout(client, {} as { postFlowUrl: string }).catch((e) => e))).toBe(true);
    // A path needs a page to resolve against: not available in server code.
    expect(isInputError(await logout(client, { postFlowUrl: '/bye' }).catch((e) => e))).toBe(true);
  });

  it('clears the tokens even when the platform fails', async () => {
    const client = oauthClient(
      fakePlatform(() => json({}, 500)),
      { allowedRedirectOrigins: ['https://shop.test'] },
    );
    await client.auth.setTokens({ accessToken: { value: 'm', expiresAt: 4e9 }, refreshToken: { value: 'r', role: 'member' } });
    expect(isServerError(await logout(client, { postFlowUrl: 'https://shop.test/' }).catch((e) => e))).toBe(true);
    expect(client.auth.loggedIn()).toBe(false);
  });
});

describe('sendPasswordResetEmail', () => {
  it('sends the recovery email with the redirect URL and the client id', async () => {
    const platform = fakePlatform();
    const client = oauthClient(platform);
    expect(await sendPasswordResetEmail(client, 'ada@example.com', 'https://shop.test/login')).toBeUndefined();
    expect(platform.requests[0]!.url.pathname).toBe('/_api/iam/recovery/v1/send-email');
    expect(platform.requests[0]!.body).toEqual({
      email: 'ada@example.com',
      redirect: { url: 'https://shop.test/login', clientId: 'client-1' },
    });
  });
});

describe('external login (server)', () => {
  it('getMemberTokensForExternalLogin: creates visitor tokens first, then the authorized_client grant', async () => {
    const platform = fakePlatform();
    const client = oauthClient(platform);
    const tokens = await getMemberTokensForExternalLogin(client, 'member-1', 'admin-key');
    expect(platform.tokenRequests.map((r) => r.body)).toEqual([
      { clientId: 'client-1', grantType: 'anonymous' },
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-1' },
    ]);
    // Never ",<api key>": the visitor token exists before the grant.
    expect(platform.tokenRequests[1]!.headers.authorization).toBe('at-1,admin-key');
    expect(tokens.refreshToken).toEqual({ value: 'rt-2', role: 'member' });
    expect(client.auth.loggedIn()).toBe(true);
  });

  it('sends wix-site-id when given', async () => {
    const platform = fakePlatform();
    await getMemberTokensForExternalLogin(oauthClient(platform), 'member-1', 'admin-key', { siteId: 'site-1' });
    expect(platform.tokenRequests[1]!.headers['wix-site-id']).toBe('site-1');
  });

  it('getMemberTokensForExternalLoginWithSession: signOn with the key, then the session grant', async () => {
    const platform = fakePlatform(() => json({ sessionToken: 'sess', identity: { id: 'member-7' } }));
    const client = oauthClient(platform);
    await getMemberTokensForExternalLoginWithSession(client, 'ada@example.com', 'admin-key', { verifyEmail: true });
    const signOn = platform.requests[0]!;
    expect(signOn.url.pathname).toBe('/_api/iam/authentication/v2/sign-on');
    expect(signOn.body).toEqual({ loginId: { email: 'ada@example.com' }, verifyEmail: true });
    expect(signOn.headers.authorization).toBe('at-1,admin-key');
    expect(platform.tokenRequests[1]!.body).toEqual({ grant_type: 'authorized_client', member_id: 'member-7', session_token: 'sess' });
    expect(client.auth.loggedIn()).toBe(true);
  });

  it('validates its arguments', async () => {
    const client = oauthClient(fakePlatform());
    expect(isInputError(await getMemberTokensForExternalLogin(client, '', 'k').catch((e) => e))).toBe(true);
    expect(isInputError(await getMemberTokensForExternalLogin(client, 'm', '').catch((e) => e))).toBe(true);
  });
});

describe('direct login on the server', () => {
  it('is a clear AuthFlowError without a DOM', async () => {
    const platform = fakePlatform(() => json(session));
    const error = await getMemberTokensForDirectLogin(oauthClient(platform), 'sess').catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('no_dom');
    expect(platform.requests).toHaveLength(0);
  });
});

/* The official SDK's forms of the OAuth flows' arguments (issue 14 audit). */

describe('the official arguments of logout and getAuthUrl', () => {
  it('logout(client, originalUrl): the URL as a plain string, as the official logout(originalUrl) takes it', async () => {
    const { platform, client } = await signedInMember();
    expect(await logout(client, 'https://shop.test/bye')).toEqual({ logoutUrl: session.redirectSession.fullUrl });
    expect(platform.requests[0]!.url.pathname).toBe('/_api/redirects-api/v1/redirect-session');
    expect(platform.requests[0]!.body).toEqual({ logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/bye' } });
    expect(client.auth.loggedIn()).toBe(false);
    // The same redirect check as the object form.
    const error = await logout(client, 'https://evil.test/').catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('invalid_redirect');
    expect(isInputError(await logout(client, '').catch((e) => e))).toBe(true);
    expect(platform.requests).toHaveLength(1);
  });

  it("getAuthUrl idp: 'google', 'facebook' or { connectionId } goes out as authRequest.idp (the connection id)", async () => {
    const platform = fakePlatform(() => json(session));
    const client = oauthClient(platform);
    const oauthData = await generateOAuthData(client, 'https://shop.test/callback');
    await getAuthUrl(client, oauthData, { idp: 'google' });
    await getAuthUrl(client, oauthData, { idp: 'facebook', prompt: 'none' });
    await getAuthUrl(client, oauthData, { idp: { connectionId: 'idp-conn-1' } });
    expect(platform.requests.map((request) => (request.body as { auth: { authRequest: { idp?: string } } }).auth.authRequest.idp)).toEqual([
      '0e6a50f5-b523-4e29-990d-f37fa2ffdd69',
      '3ecad13f-52c3-483d-911f-31dbcf2a6d23',
      'idp-conn-1',
    ]);
    expect(platform.requests[0]!.body).toEqual(loginSessionBody(oauthData, { idp: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69' }));
    const bad = await getAuthUrl(client, oauthData, { idp: 'myspace' as 'google' }).catch((e) => e);
    expect(isInputError(bad)).toBe(true);
    expect(platform.requests).toHaveLength(3);
  });
});
