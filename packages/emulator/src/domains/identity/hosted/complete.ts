import type { EmulatorState } from '../../../state/types.js';
import { issueAuthCode } from '../auth-codes.js';
import type { AuthRequest } from '../redirect-builtins.js';
import type { RedirectSessionRecord } from '../types.js';
import { escapeHtml, htmlPage, htmlResponse, redirectResponse, scriptJson } from './html.js';

/**
 * The authorization request of an `auth` redirect session, or `undefined` for other kinds.
 *
 * @example
 * ```ts
 * const request = authRequestOf(session);
 * ```
 */
export function authRequestOf(session: RedirectSessionRecord): AuthRequest | undefined {
  return session.kind === 'auth' ? (session.data.authRequest as AuthRequest | undefined) : undefined;
}

/**
 * The page of `responseMode: 'web_message'`: posts `message` to `window.parent` (the app's hidden
 * frame) and to `window.opener` (a popup), with the app's origin (from `redirectUri`) as target.
 *
 * @example
 * ```ts
 * webMessagePage({ code, state }, 'http://localhost:3000');
 * ```
 */
export function webMessagePage(message: Record<string, string>, targetOrigin: string): Response {
  const done = message.code ? 'Signed in. You can close this window.' : 'Sign-in did not complete. You can close this window.';
  const script = `<script>
(function () {
  var message = ${scriptJson(message)};
  var targetOrigin = ${scriptJson(targetOrigin)};
  if (window.parent && window.parent !== window) window.parent.postMessage(message, targetOrigin);
  if (window.opener) window.opener.postMessage(message, targetOrigin);
})();
</script>`;
  return htmlResponse(htmlPage('Returning to the app', `<p>${escapeHtml(done)}</p>${script}`));
}

/**
 * Sends the authorization result (`code` and `state`, or `error`, `error_description` and
 * `state`) back to the app per the request's `responseMode`: in the fragment or the query of
 * `redirectUri`, or as a web message.
 *
 * @example
 * ```ts
 * return returnToApp(request, { error: 'access_denied', error_description: 'The user cancelled' }, 303);
 * ```
 */
export function returnToApp(request: AuthRequest, params: Record<string, string>, status = 302, headers: Record<string, string> = {}): Response {
  const message = { ...params, ...(request.state !== undefined ? { state: request.state } : {}) };
  if (request.responseMode === 'web_message') {
    const response = webMessagePage(message, new URL(request.redirectUri).origin);
    for (const [name, value] of Object.entries(headers)) response.headers.append(name, value);
    return response;
  }
  const url = new URL(request.redirectUri);
  if (request.responseMode === 'query') {
    for (const [name, value] of Object.entries(message)) url.searchParams.set(name, value);
  } else {
    url.hash = new URLSearchParams(message).toString();
  }
  return redirectResponse(url.href, status, headers);
}

/**
 * Completes an `auth` redirect session for a signed-in member: a single-use authorization code
 * (10 minutes) to the app, per the response mode.
 *
 * @example
 * ```ts
 * return completeAuthorization(ctx.state, session, member.id, ctx.clock.now(), 303);
 * ```
 */
export function completeAuthorization(
  state: EmulatorState,
  session: RedirectSessionRecord,
  memberId: string,
  now: Date,
  status = 302,
  headers: Record<string, string> = {},
): Response {
  const request = authRequestOf(session)!;
  session.completedAt = now.getTime();
  const code = issueAuthCode(
    state,
    {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      memberId,
      ...(session.caller.visitorId ? { visitorId: session.caller.visitorId } : {}),
      ...(request.scope ? { scope: request.scope } : {}),
    },
    now,
  );
  return returnToApp(request, { code }, status, headers);
}

/**
 * Ends an `auth` redirect session with an OAuth error (`login_required`, `access_denied`, ...).
 *
 * @example
 * ```ts
 * return authorizationError(session, 'login_required', 'No member session', now);
 * ```
 */
export function authorizationError(session: RedirectSessionRecord, error: string, description: string, now: Date, status = 302): Response {
  session.completedAt = now.getTime();
  return returnToApp(authRequestOf(session)!, { error, error_description: description }, status);
}

/**
 * Completes a `login` redirect session: to `callbacks.postFlowUrl` with `wixMemberLoggedIn=true`,
 * or a "signed in" page when there is none.
 *
 * @example
 * ```ts
 * return completePlainLogin(session, now, siteName, 303, { 'set-cookie': cookie });
 * ```
 */
export function completePlainLogin(
  session: RedirectSessionRecord,
  now: Date,
  siteName: string,
  status = 302,
  headers: Record<string, string> = {},
): Response {
  session.completedAt = now.getTime();
  const target = session.callbacks.postFlowUrl;
  if (typeof target === 'string') {
    const url = new URL(target);
    url.searchParams.set('wixMemberLoggedIn', 'true');
    return redirectResponse(url.href, status, headers);
  }
  return htmlResponse(htmlPage('Signed in', '<p>You are signed in. You can close this window.</p>', { siteName }), { headers });
}
