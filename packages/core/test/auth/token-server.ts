import { fakeFetch, json, type Recorded } from '@frontdesk/test-support';

/**
 * A scriptable token endpoint plus a protected API route, for token manager tests.
 * `refreshBehaviour` decides what a refresh grant gets.
 */
export function tokenServer(options: { expiresIn?: number; rotate?: boolean } = {}) {
  let counter = 0;
  const state = {
    refreshBehaviour: 'ok' as 'ok' | 'refuse' | 'network' | '503',
    validAccess: new Set<string>(),
    validRefresh: new Map<string, 'visitor' | 'member'>(),
    tokenRequests: [] as Recorded[],
  };
  const mint = (role: 'visitor' | 'member', keepRefresh?: string) => {
    counter++;
    const access = `at-${counter}`;
    state.validAccess.add(access);
    let refresh = keepRefresh;
    if (!refresh || options.rotate !== false) {
      if (keepRefresh) state.validRefresh.delete(keepRefresh);
      refresh = `rt-${counter}`;
      state.validRefresh.set(refresh, role);
    }
    return json({
      access_token: access,
      refresh_token: options.rotate === false && keepRefresh ? undefined : refresh,
      expires_in: options.expiresIn ?? 3600,
    });
  };
  const { fetch, requests } = fakeFetch((request) => {
    if (request.url.pathname === '/oauth2/token') {
      state.tokenRequests.push(request);
      const body = request.body as Record<string, string>;
      if (body.grantType === 'anonymous') return mint('visitor');
      if (body.grantType === 'refresh_token') {
        if (state.refreshBehaviour === 'network') throw new TypeError('fetch failed');
        if (state.refreshBehaviour === '503') return json({}, 503);
        const role = state.validRefresh.get(body.refreshToken!);
        if (state.refreshBehaviour === 'refuse' || !role) {
          return json({ error: 'invalid_grant', error_description: 'refresh token is invalid' }, 400);
        }
        return mint(role, body.refreshToken);
      }
      if (body.grantType === 'authorization_code') {
        if (body.code !== 'good-code') return json({ error: 'invalid_grant' }, 400);
        return mint('member');
      }
      if (body.grant_type === 'authorized_client') return mint('member');
      return json({ error: 'unsupported_grant_type' }, 400);
    }
    const auth = request.headers.authorization ?? '';
    return state.validAccess.has(auth) ? json({ ok: true, token: auth }) : json({ message: 'expired' }, 401);
  });
  return { fetch, requests, state };
}
