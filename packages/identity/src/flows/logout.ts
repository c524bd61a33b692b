import { AuthFlowError, InputError, type FrontdeskClient, type OAuthApi } from '@frontdesk/core';
import { createRedirectSession } from '../redirects.js';
import { requireOAuth } from './environment.js';
import { rememberState } from './login-state.js';

/**
 * What `logout` takes.
 */
export interface LogoutParams {
  /**
   * Where the platform's logout page sends the browser afterwards: a same-origin path, this page's
   * origin, or an origin listed in `oauth({ allowedRedirectOrigins })`.
   */
  postFlowUrl: string;
}

/**
 * Logs the member out: creates the platform's logout redirect session (with the member's token),
 * forgets the tokens in `client.auth` (role `none`; listeners get `signed-out`) and returns the
 * `logoutUrl` the app must navigate to, which ends the platform session and comes back to
 * `postFlowUrl`. The tokens are forgotten even when the redirect session cannot be created.
 * As in the official SDK (`logout(originalUrl)`), the URL may also be passed as a plain string.
 *
 * @example
 * ```ts
 * const { logoutUrl } = await logout(client, { postFlowUrl: '/' });
 * // or, as written for the official SDK: await logout(client, 'https://shop.example/')
 * queryClient.clear();
 * location.assign(logoutUrl);
 * ```
 */
export async function logout(client: FrontdeskClient<OAuthApi>, params: LogoutParams | string): Promise<{ logoutUrl: string }> {
  const auth = requireOAuth(client, 'logout');
  const postFlowUrl = typeof params === 'string' ? params : params?.postFlowUrl;
  if (typeof postFlowUrl !== 'string' || postFlowUrl === '') {
    throw new InputError([{ argument: 'params', path: ['postFlowUrl'], message: 'must be a non-empty string' }]);
  }
  auth.checkRedirect(postFlowUrl, 'postFlowUrl');
  const absolute = toAbsolute(postFlowUrl);
  try {
    const { redirectSession } = await createRedirectSession(client, {
      logout: { clientId: auth.clientId },
      callbacks: { postFlowUrl: absolute },
    });
    if (!redirectSession?.fullUrl) {
      throw new AuthFlowError('The platform returned no logout URL', { code: 'no_redirect_url' });
    }
    return { logoutUrl: redirectSession.fullUrl };
  } finally {
    // Signed out locally whatever happens: leaving member tokens behind after "log out" is worse.
    rememberState(client, { loginState: 'INITIAL' });
    await auth.logout();
  }
}

/** The platform needs an absolute URL; a same-origin path is resolved against this page. */
function toAbsolute(target: string): string {
  if (!target.startsWith('/')) return target;
  const origin = typeof location !== 'undefined' && location?.origin && location.origin !== 'null' ? location.origin : undefined;
  if (!origin) {
    throw new InputError([
      {
        argument: 'params',
        path: ['postFlowUrl'],
        message: 'must be an absolute URL when there is no page to resolve a path against (server code)',
      },
    ]);
  }
  return new URL(target, origin).href;
}
