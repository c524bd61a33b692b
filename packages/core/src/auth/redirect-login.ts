import type { FrontdeskClient } from '../client.js';
import { AuthFlowError } from '../errors/auth-flow-error.js';
import { InputError } from '../errors/input-error.js';
import type { OAuthApi } from './oauth.js';
import { createFlowStore, type OAuthCallbackParams } from './oauth-flow.js';
import { createOAuthData, type OAuthData } from './pkce.js';
import { checkRedirectTarget } from './redirects.js';
import { sessionStorageAdapter } from './storage.js';
import { REDIRECT_LOGIN, type RedirectLoginHost } from './redirect-login-host.js';
import type { Tokens } from './tokens.js';

/**
 * The redirect (PKCE) sign-in: flow data before leaving for the hosted login page, the code exchange
 * on the way back. These are functions of their own rather than methods of `oauth()`'s token manager
 * so that an app that never signs in through a redirect does not ship them (nor the PKCE code).
 */

function hostOf(client: FrontdeskClient<OAuthApi>, what: string): RedirectLoginHost {
  const auth = client?.auth as (OAuthApi & { [REDIRECT_LOGIN]?: RedirectLoginHost }) | undefined;
  const host = auth?.kind === 'oauth' ? auth[REDIRECT_LOGIN] : undefined;
  if (!host) {
    throw new AuthFlowError(`${what} needs a client created with createClient({ auth: oauth({ clientId }) })`, {
      code: 'oauth_required',
    });
  }
  return host;
}

/** Where flows live: `oauth({ flowStorage })`, else sessionStorage in browsers, else the token storage. */
const flowsOf = (host: RedirectLoginHost) =>
  createFlowStore(
    host.flowStorage ?? (typeof globalThis.sessionStorage !== 'undefined' ? sessionStorageAdapter() : host.storage),
    host.prefix,
    host.now,
  );

/** Options of {@link generateOAuthData}. */
export interface OAuthDataOptions {
  /** The PKCE verifier's length, 43 (default) to 128 characters. */
  verifierLength?: number | undefined;
}

/**
 * Starts a redirect sign-in: creates PKCE data (S256) and a random `state` for `redirectUri`, and keeps
 * them (per `state`, single use, 15 minutes) in the client's flow storage for the way back.
 * `originalUri`, where the member was going, must be a same-origin path or on an allowed origin (the
 * redirect URI's origin is allowed). Pass the result to identity's `getAuthUrl`.
 *
 * @example
 * ```ts
 * const oauthData = await generateOAuthData(client, 'https://shop.example/callback', '/account');
 * const { authUrl } = await getAuthUrl(client, oauthData);
 * location.assign(authUrl);
 * ```
 */
export async function generateOAuthData(
  client: FrontdeskClient<OAuthApi>,
  redirectUri: string,
  originalUri = '',
  options: OAuthDataOptions = {},
): Promise<OAuthData> {
  const host = hostOf(client, 'generateOAuthData');
  if (typeof redirectUri !== 'string' || redirectUri === '') {
    throw new InputError([{ argument: 'redirectUri', path: [], message: 'must be a non-empty string' }]);
  }
  checkRedirectTarget(originalUri, host.trustedOrigins(redirectUri), 'originalUri');
  const data = await createOAuthData(redirectUri, originalUri, options.verifierLength ?? 43);
  await flowsOf(host).save(data);
  return data;
}

/**
 * Finishes a redirect sign-in: checks the callback's `state` against the stored flow (single use),
 * exchanges the code for member tokens, stores them, and tells where the member was going (the
 * `originalUri` given to {@link generateOAuthData}, checked again; `''` when none was given). A
 * callback with an `error` (the member cancelled, `prompt: 'none'` without a session) rejects with an
 * `AuthFlowError` of that code.
 *
 * @example
 * ```ts
 * const { originalUri } = await finishLogin(client, parseCallbackUrl(location.href));
 * location.replace(originalUri || '/');
 * ```
 */
export async function finishLogin(
  client: FrontdeskClient<OAuthApi>,
  callback: OAuthCallbackParams,
  oauthData?: OAuthData,
): Promise<{ tokens: Tokens; originalUri: string }> {
  const host = hostOf(client, 'finishLogin');
  if (!callback?.state || (!callback.code && !callback.error))
    throw new AuthFlowError('Missing code or _state', { code: 'missing_code_or_state' });
  const stored = await flowsOf(host).take(callback.state);
  const flow = oauthData ?? stored;
  if (!flow || flow.state !== callback.state) throw new AuthFlowError('Invalid _state', { code: 'invalid_state' });
  if (callback.error) {
    const message = callback.errorDescription ? `${callback.error}: ${callback.errorDescription}` : callback.error;
    throw new AuthFlowError(message, { code: callback.error });
  }
  if (!callback.code) throw new AuthFlowError('Missing code or _state', { code: 'missing_code_or_state' });
  const grant: Record<string, unknown> = { grantType: 'authorization_code', code: callback.code, codeVerifier: flow.codeVerifier };
  if (flow.redirectUri) grant['redirectUri'] = flow.redirectUri;
  // Checked again: the flow data was read back from storage, or given by the caller.
  const originalUri = checkRedirectTarget(flow.originalUri ?? '', host.trustedOrigins(flow.redirectUri), 'originalUri');
  return { tokens: await host.signIn(grant), originalUri };
}

/**
 * {@link finishLogin} for those who only need the tokens, also callable with the code and state
 * separately (as the official SDK's `getMemberTokens(code, state, oauthData)`).
 *
 * @example
 * ```ts
 * const tokens = await getMemberTokens(client, parseCallbackUrl(location.href));
 * ```
 */
export function getMemberTokens(client: FrontdeskClient<OAuthApi>, callback: OAuthCallbackParams, oauthData?: OAuthData): Promise<Tokens>;
export function getMemberTokens(
  client: FrontdeskClient<OAuthApi>,
  code: string | null | undefined,
  state: string | null | undefined,
  oauthData?: OAuthData,
): Promise<Tokens>;
export async function getMemberTokens(
  client: FrontdeskClient<OAuthApi>,
  first: string | null | undefined | OAuthCallbackParams,
  second?: string | null | OAuthData,
  third?: OAuthData,
): Promise<Tokens> {
  const separate = typeof first !== 'object' || first === null;
  const callback: OAuthCallbackParams = separate
    ? { code: first ?? undefined, state: (second as string | null | undefined) ?? undefined, error: undefined, errorDescription: undefined }
    : first;
  const oauthData = separate ? third : (second as OAuthData | undefined);
  return (await finishLogin(client, callback, oauthData)).tokens;
}
