import type { EmulatorState } from '../../../state/types.js';
import { issueAuthCode } from '../auth-codes.js';
import type { AuthRequest } from '../redirect-builtins.js';
import type { RedirectSessionRecord } from '../types.js';
import { allowedCallback, isRegisteredOrigin, isRegisteredRedirectUri } from '../redirect-targets.js';
import { escapeHtml, htmlPage, htmlResponse, redirectResponse, scriptJson, withHeaders } from './html.js';

/**
 * The authorization request of an `auth` redirect session, or `undefined` for other kinds.
 */
export function authRequestOf(session: RedirectSessionRecord): AuthRequest | undefined {
  return session.kind === 'auth' ? (session.data.authRequest as AuthRequest | undefined) : undefined;
}

/**
 * The page of `responseMode: 'web_message'`: posts `message` to `window.parent` (the app's hidden
 * frame) and to `window.opener` (a popup), with the app's origin (from its registered `redirectUri`)
 * as target. It is the one hosted page that may be framed, and only by that origin
 * (`frame-ancestors <origin>`).
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
  const response = htmlResponse(htmlPage('Returning to the app', `<p>${escapeHtml(done)}</p>${script}`));
  // The SDK's direct login loads this page in a hidden frame of the app: only the app's origin may frame it.
  response.headers.set('content-security-policy', `frame-ancestors ${new URL(targetOrigin).origin}`);
  response.headers.delete('x-frame-options');
  return response;
}

/**
 * Whether the authorization result may go to the request's `redirectUri`: it must (still) be a
 * registered redirect URI of the request's client (it was checked when the session was created;
 * the registration may have changed since).
 */
export function mayReturnToApp(state: EmulatorState, request: AuthRequest): boolean {
  const client = state.oauthClients.find((candidate) => candidate.id === request.clientId);
  if (request.redirectUri === undefined) {
    return request.responseMode === 'web_message' && isRegisteredOrigin(client, request.webMessageOrigin);
  }
  return isRegisteredRedirectUri(client, request.redirectUri);
}

function unregisteredRedirectPage(siteName: string | undefined, headers: Record<string, string>): Response {
  const text = "The app's redirect URI is not registered for its OAuth client, so the sign-in cannot return to it.";
  return htmlResponse(htmlPage('Sign-in stopped', `<p role="alert">${escapeHtml(text)}</p>`, siteName ? { siteName } : {}), {
    status: 400,
    headers,
  });
}

/**
 * Sends the authorization result (`code` and `state`, or `error`, `error_description` and
 * `state`) back to the app per the request's `responseMode`: in the fragment or the query of
 * `redirectUri`, or as a web message to its origin. Callers check {@link mayReturnToApp} first.
 */
export function returnToApp(
  request: AuthRequest,
  params: Record<string, string>,
  status = 302,
  headers: Record<string, string> = {},
): Response {
  const message = { ...params, ...(request.state !== undefined ? { state: request.state } : {}) };
  if (request.responseMode === 'web_message') {
    const target = request.redirectUri !== undefined ? new URL(request.redirectUri).origin : request.webMessageOrigin!;
    return withHeaders(webMessagePage(message, target), headers);
  }
  const url = new URL(request.redirectUri!);
  if (request.responseMode === 'query') {
    for (const [name, value] of Object.entries(message)) url.searchParams.set(name, value);
  } else {
    url.hash = new URLSearchParams(message).toString();
  }
  return redirectResponse(url.href, status, headers);
}

// Ends an `auth` redirect session: its request, or the page that refuses to return to a redirect URI
// that is not registered (no code or error goes to it: it could be anyone's page).
function endAuthSession(
  state: EmulatorState,
  session: RedirectSessionRecord,
  now: Date,
  headers: Record<string, string>,
): { request: AuthRequest } | { refused: Response } {
  const request = authRequestOf(session)!;
  session.completedAt = now.getTime();
  return mayReturnToApp(state, request) ? { request } : { refused: unregisteredRedirectPage(state.site.name, headers) };
}

/**
 * Completes an `auth` redirect session for a signed-in member: a single-use authorization code
 * (10 minutes) to the app, per the response mode.
 */
export function completeAuthorization(
  state: EmulatorState,
  session: RedirectSessionRecord,
  memberId: string,
  now: Date,
  status = 302,
  headers: Record<string, string> = {},
): Response {
  const ended = endAuthSession(state, session, now, headers);
  if ('refused' in ended) return ended.refused;
  const { request } = ended;
  const code = issueAuthCode(
    state,
    {
      clientId: request.clientId,
      ...(request.redirectUri !== undefined ? { redirectUri: request.redirectUri } : { webMessageOrigin: request.webMessageOrigin! }),
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
 */
export function authorizationError(
  state: EmulatorState,
  session: RedirectSessionRecord,
  error: string,
  description: string,
  now: Date,
  status = 302,
): Response {
  const ended = endAuthSession(state, session, now, {});
  if ('refused' in ended) return ended.refused;
  return returnToApp(ended.request, { error, error_description: description }, status);
}

/**
 * Completes a `login` redirect session: to `callbacks.postFlowUrl` with `wixMemberLoggedIn=true`
 * when it is (still) an allowed target of the session's client, else a "signed in" page.
 */
export function completePlainLogin(
  state: EmulatorState,
  session: RedirectSessionRecord,
  now: Date,
  status = 302,
  headers: Record<string, string> = {},
): Response {
  session.completedAt = now.getTime();
  const target = allowedCallback(state, session, 'postFlowUrl');
  if (target) {
    const url = new URL(target);
    url.searchParams.set('wixMemberLoggedIn', 'true');
    return redirectResponse(url.href, status, headers);
  }
  const page = htmlPage('Signed in', '<p>You are signed in. You can close this window.</p>', { siteName: state.site.name });
  return htmlResponse(page, { headers });
}
