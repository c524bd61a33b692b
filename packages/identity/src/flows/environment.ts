import { AuthFlowError, type FrontdeskClient, type OAuthApi } from '@frontdesk/core';

/** True when a DOM is available (a browser, or a DOM emulation in tests). Never true during SSR. */
export function hasDom(): boolean {
  return typeof document !== 'undefined' && typeof window !== 'undefined' && typeof document.createElement === 'function';
}

/** True when `auth` is the API of `oauth()` (the visitor and member token manager). */
export function isOAuthApi(auth: unknown): auth is OAuthApi {
  return typeof auth === 'object' && auth !== null && (auth as { kind?: unknown }).kind === 'oauth';
}

/** Throws unless the client authenticates with `oauth()`. */
export function requireOAuth(client: FrontdeskClient<unknown>, what: string): OAuthApi {
  if (!isOAuthApi(client?.auth)) {
    throw new AuthFlowError(`${what} needs a client created with createClient({ auth: oauth({ clientId }) })`, {
      code: 'oauth_required',
    });
  }
  return client.auth;
}
