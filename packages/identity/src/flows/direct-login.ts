import {
  AuthFlowError,
  createOAuthData,
  getMemberTokens,
  InputError,
  type FrontdeskClient,
  type OAuthApi,
  type Tokens,
} from '@frontdesk/core';
import { hasDom, requireOAuth } from './environment.js';
import { getAuthUrl } from './get-auth-url.js';

/**
 * The time limit of a direct login, as the platform's SDK has it (2 minutes).
 */
export const DIRECT_LOGIN_TIMEOUT_MS = 120_000;

/**
 * Options of `getMemberTokensForDirectLogin`.
 */
export interface DirectLoginOptions {
  /** Cancels the sign-in; the frame and listener are removed and the signal's reason is thrown. */
  signal?: AbortSignal | undefined;
  /** Give up after this long: `'OAuth flow timed out'`. Default 120 000 ms. */
  timeoutMs?: number | undefined;
  /**
   * Give up this long after the hidden page finished loading without answering (default 10 000 ms;
   * `0` to wait for `timeoutMs` only). A page that loads but never answers usually means the app's
   * origin is not an allowed domain of the OAuth app.
   */
  loadGraceMs?: number | undefined;
  /**
   * Sent as the authorization request's `redirectUri`: its origin is where the platform's page posts
   * the result, and the code exchange repeats it. Default: this page's origin. It must be allowed for
   * the OAuth app.
   */
  redirectUri?: string | undefined;
}

interface FrameResult {
  code: string;
  state: string;
}

/**
 * Finishes a custom login in the browser: the `sessionToken` of a SUCCESS (`login`, `register`,
 * `processVerification` with `complete: 'none'`, or the raw calls) is authorized in a hidden frame
 * (`prompt: 'none'`, `responseMode: 'web_message'`), and the code it posts back is exchanged for member
 * tokens, which are stored in `client.auth` and returned.
 *
 * Only a message from the authorization page's origin, from that frame, carrying this flow's `state`
 * is accepted. The frame and listener are removed on every path. Needs a DOM: during server rendering
 * it throws an `AuthFlowError` (use `getMemberTokensForExternalLogin` on servers).
 *
 * @example
 * ```ts
 * const result = await login(client, { email, password }, { complete: 'none' });
 * if (result.loginState === 'SUCCESS') await getMemberTokensForDirectLogin(client, result.data.sessionToken);
 * ```
 */
export async function getMemberTokensForDirectLogin(
  client: FrontdeskClient<OAuthApi>,
  sessionToken: string,
  options: DirectLoginOptions = {},
): Promise<Tokens> {
  if (!hasDom()) {
    throw new AuthFlowError(
      'getMemberTokensForDirectLogin needs a browser (document and window): call it from client-side code, or use getMemberTokensForExternalLogin on the server',
      { code: 'no_dom' },
    );
  }
  requireOAuth(client, 'getMemberTokensForDirectLogin');
  if (typeof sessionToken !== 'string' || sessionToken === '') {
    throw new InputError([{ argument: 'sessionToken', path: [], message: 'must be a non-empty string' }]);
  }
  const { signal, timeoutMs = DIRECT_LOGIN_TIMEOUT_MS, loadGraceMs = 10_000, redirectUri = location.origin } = options;
  signal?.throwIfAborted();
  // The result comes back as a web message, not a redirect: the redirect URI only names the origin
  // the platform may post to. The flow data stays in memory (this call is the whole flow).
  const oauthData = await createOAuthData(redirectUri);
  const scoped = signal ? client.with({ signal }) : client;
  const { authUrl } = await getAuthUrl(scoped, oauthData, { prompt: 'none', responseMode: 'web_message', sessionToken });
  const result = await waitForFrame(authUrl, oauthData.state, { signal, timeoutMs, loadGraceMs });
  return getMemberTokens(client, result.code, result.state, oauthData);
}

/**
 * Loads `authUrl` in a hidden frame and resolves with the `{ code, state }` it posts, accepting only a
 * message from the URL's origin, from that frame's window, with the expected `state`.
 */
function waitForFrame(
  authUrl: string,
  state: string,
  options: { signal: AbortSignal | undefined; timeoutMs: number; loadGraceMs: number },
): Promise<FrameResult> {
  const { signal, timeoutMs, loadGraceMs } = options;
  const expectedOrigin = new URL(authUrl).origin;
  return new Promise<FrameResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const iframe = document.createElement('iframe');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const cleanup = (): void => {
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
      signal?.removeEventListener('abort', onAbort);
      if (timer !== undefined) clearTimeout(timer);
      if (graceTimer !== undefined) clearTimeout(graceTimer);
      iframe.remove();
    };
    const fail = (error: unknown): void => {
      cleanup();
      reject(error);
    };

    function onMessage(event: MessageEvent): void {
      // postMessage security: both the sender's origin and the sending window must match, then the state.
      if (event.origin !== expectedOrigin) return;
      const frameWindow = iframe.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { state?: unknown }).state !== state) return;
      const { code, error, error_description: description } = data as Record<string, unknown>;
      if (typeof error === 'string' && error) {
        fail(new AuthFlowError(typeof description === 'string' && description ? `${error}: ${description}` : error, { code: error }));
        return;
      }
      if (typeof code !== 'string' || !code) {
        fail(new AuthFlowError('Missing code or _state', { code: 'missing_code_or_state' }));
        return;
      }
      cleanup();
      resolve({ code, state });
    }
    function onLoad(): void {
      if (!(loadGraceMs > 0) || !Number.isFinite(loadGraceMs)) return;
      // Each navigation inside the frame restarts the wait.
      if (graceTimer !== undefined) clearTimeout(graceTimer);
      graceTimer = setTimeout(
        () =>
          fail(
            new AuthFlowError(
              "The sign-in page loaded but sent no result: check that this site's origin is an allowed domain of the OAuth app",
              { code: 'no_response' },
            ),
          ),
        loadGraceMs,
      );
    }
    function onAbort(): void {
      fail(signal!.reason);
    }

    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', onLoad);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      timer = setTimeout(() => fail(new AuthFlowError('OAuth flow timed out', { code: 'timeout' })), timeoutMs);
    }
    iframe.style.display = 'none';
    iframe.setAttribute('aria-hidden', 'true');
    iframe.title = 'Sign-in';
    iframe.src = authUrl;
    document.body.appendChild(iframe);
  });
}
