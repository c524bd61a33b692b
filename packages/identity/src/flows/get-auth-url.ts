import { AuthFlowError, InputError, type FrontdeskClient, type OAuthApi, type OAuthData, type ResponseMode } from '@frontdesk/core';
import type { Prompt } from '../enums.js';
import { createRedirectSession } from '../redirects.js';
import { requireOAuth } from './environment.js';

/**
 * Options of `getAuthUrl`.
 *
 * @example
 * ```ts
 * const options: AuthUrlOptions = { prompt: 'none', responseMode: 'query', sessionToken };
 * const google: AuthUrlOptions = { idp: 'google' };
 * ```
 */
export interface AuthUrlOptions {
  /** `login` (default) shows the hosted login page; `none` signs in silently or fails. */
  prompt?: Prompt | undefined;
  /**
   * How the result comes back to `redirectUri`: `fragment` (default, for browser apps), `query` (for
   * server routes, which never see a fragment) or `web_message` (a hidden frame, see direct login).
   */
  responseMode?: ResponseMode | undefined;
  /** A sign-in session token (from a login) to authorize without showing the login page. */
  sessionToken?: string | undefined;
  /**
   * Sign in with a social identity provider instead of the login page: `'google'`, `'facebook'` or
   * `{ connectionId }` of another IdP connection of the site (sent as `authRequest.idp`).
   */
  idp?: IdentityProvider | undefined;
}

/**
 * A social identity provider of `getAuthUrl`: `'google'`, `'facebook'`, or the id of an IdP
 * connection as `{ connectionId }`.
 */
export type IdentityProvider = 'google' | 'facebook' | { connectionId: string };

/** The platform's connection ids of the well-known providers. */
const IDP_CONNECTIONS: Record<string, string> = {
  google: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69',
  facebook: '3ecad13f-52c3-483d-911f-31dbcf2a6d23',
};

function idpConnectionId(idp: IdentityProvider | undefined): string | undefined {
  if (idp === undefined) return undefined;
  const id = typeof idp === 'string' ? IDP_CONNECTIONS[idp] : idp?.connectionId;
  if (typeof id !== 'string' || id === '') {
    throw new InputError([{ argument: 'options', path: ['idp'], message: "must be 'google', 'facebook' or { connectionId }" }]);
  }
  return id;
}

/**
 * What `getAuthUrl` returns.
 */
export interface AuthUrl {
  /** Send the browser here. */
  authUrl: string;
  /** The authorization endpoint (the URL without its query). */
  authorizationEndpoint: string | undefined;
  /** The redirect session's token. */
  sessionToken: string | undefined;
}

const PROMPTS = new Set(['login', 'none']);
const MODES = new Set(['fragment', 'query', 'web_message']);

/**
 * Creates the authorization URL of a hosted-login (PKCE, S256) sign-in: an `auth` redirect session for
 * the flow data of `client.auth.generateOAuthData`. Send the browser to `authUrl`; on the way back,
 * `client.auth.getMemberTokens(client.auth.parseFromUrl(url, responseMode))` finishes the sign-in.
 *
 * @example
 * ```ts
 * const oauthData = await client.auth.generateOAuthData('https://shop.example/callback', '/account');
 * const { authUrl } = await getAuthUrl(client, oauthData, { responseMode: 'query' });
 * location.assign(authUrl);
 * ```
 */
export async function getAuthUrl(client: FrontdeskClient<OAuthApi>, oauthData: OAuthData, options: AuthUrlOptions = {}): Promise<AuthUrl> {
  const auth = requireOAuth(client, 'getAuthUrl');
  const { prompt = 'login', responseMode = 'fragment', sessionToken } = options;
  const idp = idpConnectionId(options.idp);
  if (
    !oauthData ||
    typeof oauthData.state !== 'string' ||
    !oauthData.state ||
    typeof oauthData.codeChallenge !== 'string' ||
    !oauthData.codeChallenge
  ) {
    throw new InputError([{ argument: 'oauthData', path: [], message: 'must come from client.auth.generateOAuthData()' }]);
  }
  if (!PROMPTS.has(prompt)) throw new InputError([{ argument: 'options', path: ['prompt'], message: "must be 'login' or 'none'" }]);
  if (!MODES.has(responseMode)) {
    throw new InputError([{ argument: 'options', path: ['responseMode'], message: "must be 'fragment', 'query' or 'web_message'" }]);
  }
  const { redirectSession } = await createRedirectSession(client, {
    auth: {
      authRequest: {
        ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
        clientId: auth.clientId,
        codeChallenge: oauthData.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode,
        responseType: 'code',
        scope: 'offline_access',
        state: oauthData.state,
        ...(sessionToken ? { sessionToken } : {}),
        ...(idp ? { idp } : {}),
      },
      prompt,
    },
  });
  if (!redirectSession?.fullUrl) {
    throw new AuthFlowError('The platform returned no authorization URL', { code: 'no_redirect_url' });
  }
  return {
    authUrl: redirectSession.fullUrl,
    authorizationEndpoint: redirectSession.urlDetails?.endpoint,
    sessionToken: redirectSession.sessionToken ?? undefined,
  };
}
