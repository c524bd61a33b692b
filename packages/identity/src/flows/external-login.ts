import { AuthFlowError, InputError, type FrontdeskClient, type OAuthApi, type Tokens } from '@frontdesk/core';
import { signOn } from '../authentication.js';
import type { SignOnOptions } from '../types.js';
import { hasDom, requireOAuth } from './environment.js';

/**
 * Options of the external (server-side, API key) logins.
 *
 * @example
 * ```ts
 * await getMemberTokensForExternalLogin(client, memberId, apiKey, { siteId: process.env.FRONTDESK_SITE_ID });
 * ```
 */
export interface ExternalLoginOptions {
  /**
   * Sent as `wix-site-id` next to the API key, for hosts that need the site named explicitly (the
   * platform finds it from the client's token).
   */
  siteId?: string | undefined;
  /**
   * Allow the call where a DOM exists. Only for trusted environments that emulate a DOM on the server
   * (tests): an API key in a browser is public.
   */
  dangerouslyAllowBrowser?: boolean | undefined;
}

function requireServer(what: string, options: ExternalLoginOptions | undefined): void {
  if (hasDom() && !options?.dangerouslyAllowBrowser) {
    throw new AuthFlowError(
      `${what} uses an admin API key and is refused in a browser: API keys must never ship to browsers. Call it from server code.`,
      { code: 'browser_not_allowed' },
    );
  }
}

function requireText(value: unknown, argument: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InputError([{ argument, path: [], message: 'must be a non-empty string' }]);
  }
}

/**
 * `Authorization: <access token>,<api key>`: the client's current access token (visitor tokens are
 * created first if there are none, so the header never starts with a bare comma) and the key.
 */
async function elevatedHeaders(auth: OAuthApi, apiKey: string, options: ExternalLoginOptions | undefined) {
  const { accessToken } = await auth.generateVisitorTokens();
  const headers: Record<string, string> = { Authorization: `${accessToken.value},${apiKey}` };
  if (options?.siteId) headers['wix-site-id'] = options.siteId;
  return headers;
}

/** A view of `client` whose requests carry `headers` instead of the client's own credentials. */
function withCredentials(client: FrontdeskClient<any>, headers: Record<string, string>): FrontdeskClient<any> {
  return {
    baseUrl: client.baseUrl,
    auth: client.auth,
    with: (options) => withCredentials(client.with(options), headers),
    request: (request) => client.request({ ...request, auth: false, headers: { ...request.headers, ...headers } }),
  };
}

/**
 * Signs a member in from server code with the site's admin API key (the `authorized_client` grant),
 * stores the member tokens in `client.auth` and returns them. Refused in browsers.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: oauth({ clientId }) });
 * const tokens = await getMemberTokensForExternalLogin(client, memberId, process.env.FRONTDESK_API_KEY!);
 * client.auth.loggedIn(); // true
 * ```
 */
export async function getMemberTokensForExternalLogin(
  client: FrontdeskClient<OAuthApi>,
  memberId: string,
  apiKey: string,
  options?: ExternalLoginOptions,
): Promise<Tokens> {
  requireServer('getMemberTokensForExternalLogin', options);
  const auth = requireOAuth(client, 'getMemberTokensForExternalLogin');
  requireText(memberId, 'memberId');
  requireText(apiKey, 'apiKey');
  const headers = await elevatedHeaders(auth, apiKey, options);
  return auth.signInWithGrant({ grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, { headers });
}

/**
 * Signs a member in from server code by email: `signOn` creates or updates the member (with the
 * admin API key), then its session is exchanged for member tokens, stored in `client.auth` and
 * returned. Refused in browsers.
 *
 * @example
 * ```ts
 * const tokens = await getMemberTokensForExternalLoginWithSession(client, 'ada@example.com', apiKey, { verifyEmail: true });
 * ```
 */
export async function getMemberTokensForExternalLoginWithSession(
  client: FrontdeskClient<OAuthApi>,
  email: string,
  apiKey: string,
  options?: SignOnOptions & ExternalLoginOptions,
): Promise<Tokens> {
  requireServer('getMemberTokensForExternalLoginWithSession', options);
  const auth = requireOAuth(client, 'getMemberTokensForExternalLoginWithSession');
  requireText(email, 'email');
  requireText(apiKey, 'apiKey');
  const { siteId, dangerouslyAllowBrowser: _allow, ...signOnOptions } = options ?? {};
  const headers = await elevatedHeaders(auth, apiKey, { siteId });
  const { sessionToken, identity } = await signOn(withCredentials(client, headers), { email }, signOnOptions);
  if (!sessionToken || !identity?.id) {
    throw new AuthFlowError('The sign-on answer has no session token or identity id', { code: 'missing_session' });
  }
  return exchange(auth, identity.id, sessionToken, headers);
}

/**
 * Exchanges a sign-in session (the `sessionToken` of a login, registration or verification) for
 * member tokens with the admin API key. Server-only; used by the flows' `complete: { apiKey }`.
 *
 * @example
 * ```ts
 * const response = await loginV2(client, { email }, { password });
 * if (response.state === 'SUCCESS') await getMemberTokensForSession(client, response.identity!.id!, response.sessionToken!, apiKey);
 * ```
 */
export async function getMemberTokensForSession(
  client: FrontdeskClient<unknown>,
  memberId: string,
  sessionToken: string,
  apiKey: string,
  options?: ExternalLoginOptions,
): Promise<Tokens> {
  requireServer('Completing a sign-in with an API key', options);
  const auth = requireOAuth(client, 'Completing a sign-in with an API key');
  requireText(memberId, 'memberId');
  requireText(sessionToken, 'sessionToken');
  requireText(apiKey, 'apiKey');
  return exchange(auth, memberId, sessionToken, await elevatedHeaders(auth, apiKey, options));
}

function exchange(auth: OAuthApi, memberId: string, sessionToken: string, headers: Record<string, string>): Promise<Tokens> {
  return auth.signInWithGrant({ grant_type: 'authorized_client', member_id: memberId, session_token: sessionToken }, { headers });
}
