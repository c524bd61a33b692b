// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthFlowError } from '@frontdesk/core';
import { getMemberTokensForDirectLogin, getMemberTokensForExternalLogin, login } from '../../src/index.js';
import { json } from '@frontdesk/test-support';
import { fakePlatform, oauthClient } from '../helpers.js';

const AUTH_ORIGIN = 'https://login.test';

function setup() {
  const platform = fakePlatform((r) =>
    r.url.pathname.endsWith('/login')
      ? json({ state: 'SUCCESS', sessionToken: 'sess' })
      : json({
          redirectSession: {
            id: 'rs',
            fullUrl: `${AUTH_ORIGIN}/authorize?session=rs`,
            urlDetails: { endpoint: `${AUTH_ORIGIN}/authorize` },
          },
        }),
  );
  const client = oauthClient(platform);
  // happy-dom loads the frame from this stand-in sign-in page (its scripts do not run: the tests post
  // the page's messages themselves).
  const settings = (window as unknown as { happyDOM: { settings: any } }).happyDOM.settings;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ window: w }: { window: typeof window }) =>
      new w.Response('<!doctype html><title>Sign-in</title>', { headers: { 'content-type': 'text/html' } }),
  };
  const added: EventListenerOrEventListenerObject[] = [];
  const removed: EventListenerOrEventListenerObject[] = [];
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: any, options?: any) => {
    if (type === 'message') added.push(listener);
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, listener: any, options?: any) => {
    if (type === 'message') removed.push(listener);
    remove(type, listener, options);
  });

  /** Waits for the hidden frame; `post` sends a message as if its page had posted it. */
  async function frame() {
    const iframe = await vi.waitFor(() => {
      const found = document.querySelector('iframe');
      if (!found?.contentWindow) throw new Error('no frame yet');
      return found;
    });
    const frameWindow = iframe.contentWindow!;
    const request = platform.requests.find((r) => r.url.pathname === '/_api/redirects-api/v1/redirect-session')!;
    const state = (request.body as { auth: { authRequest: { state: string } } }).auth.authRequest.state;
    const post = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: init.origin ?? AUTH_ORIGIN, source: (init.source ?? frameWindow) as Window }),
      );
    return { iframe, frameWindow, state, request, post };
  }

  const cleanedUp = () => {
    expect(document.querySelector('iframe')).toBeNull();
    expect(added.length).toBeGreaterThan(0);
    expect(removed).toEqual(added);
  };
  return { platform, client, frame, cleanedUp };
}

afterEach(() => {
  vi.restoreAllMocks();
  (window as unknown as { happyDOM: { settings: any } }).happyDOM.settings.fetch.interceptor = null;
  document.body.innerHTML = '';
});

describe('getMemberTokensForDirectLogin (hidden frame)', () => {
  it('asks for a web_message authorization with prompt none and the session token, in a hidden frame', async () => {
    const { client, frame } = setup();
    const pending = getMemberTokensForDirectLogin(client, 'sess', { timeoutMs: 5000 });
    const { iframe, request, state, post } = await frame();
    expect(request.body).toMatchObject({
      auth: {
        authRequest: {
          clientId: 'client-1',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          sessionToken: 'sess',
          codeChallengeMethod: 'S256',
        },
        prompt: 'none',
      },
    });
    // The page's origin: where the platform posts the result (the emulator uses it as the target origin).
    expect((request.body as any).auth.authRequest.redirectUri).toBe(location.origin);
    expect(iframe.src).toBe(`${AUTH_ORIGIN}/authorize?session=rs`);
    expect(iframe.style.display).toBe('none');
    post({ code: 'the-code', state });
    await pending;
  });

  it('ignores a wrong origin, a wrong source and a wrong state; accepts the right message and exchanges the code', async () => {
    const { client, platform, frame, cleanedUp } = setup();
    const pending = getMemberTokensForDirectLogin(client, 'sess', { timeoutMs: 5000 });
    const { state, post } = await frame();
    post({ code: 'evil-1', state }, { origin: 'https://evil.test' });
    post({ code: 'evil-2', state }, { source: window });
    post({ code: 'evil-3', state: 'another-state' });
    post('not an object');
    post(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(platform.tokenRequests.filter((r) => (r.body as any).grantType === 'authorization_code')).toHaveLength(0);
    expect(document.querySelector('iframe')).not.toBeNull();

    post({ code: 'the-code', state });
    const tokens = await pending;
    const grant = platform.tokenRequests.at(-1)!.body as Record<string, unknown>;
    expect(grant).toMatchObject({ clientId: 'client-1', grantType: 'authorization_code', code: 'the-code' });
    expect(grant['codeVerifier']).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(grant['redirectUri']).toBe(location.origin);
    expect(tokens.refreshToken.role).toBe('member');
    expect(client.auth.loggedIn()).toBe(true);
    cleanedUp();
  });

  it.each([
    {
      answer: 'an error message',
      fields: { error: 'login_required', error_description: 'No member session' },
      code: 'login_required',
      message: 'login_required: No member session',
    },
    { answer: 'a message with the state but no code', fields: {}, code: 'missing_code_or_state', message: 'Missing code or _state' },
  ])('turns $answer into an AuthFlowError ($message)', async ({ fields, code, message }) => {
    const { client, frame, cleanedUp } = setup();
    const pending = getMemberTokensForDirectLogin(client, 'sess').catch((e) => e);
    const { state, post } = await frame();
    post({ ...fields, state });
    const error = await pending;
    expect(isAuthFlowError(error) && error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(client.auth.loggedIn()).toBe(false);
    cleanedUp();
  });

  it("times out with 'OAuth flow timed out' and cleans up", async () => {
    const { client, frame, cleanedUp } = setup();
    const pending = getMemberTokensForDirectLogin(client, 'sess', { timeoutMs: 50 }).catch((e) => e);
    await frame();
    const error = await pending;
    expect(isAuthFlowError(error) && error.message).toBe('OAuth flow timed out');
    expect(error.code).toBe('timeout');
    cleanedUp();
  });

  it('defaults to a 120 s time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { client, frame } = setup();
      const pending = getMemberTokensForDirectLogin(client, 'sess', { loadGraceMs: 0 }).catch((e) => e);
      await frame();
      await vi.advanceTimersByTimeAsync(119_000);
      expect(document.querySelector('iframe')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      expect((await pending).message).toBe('OAuth flow timed out');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when aborted, with the signal reason, and cleans up', async () => {
    const { client, frame, cleanedUp } = setup();
    const controller = new AbortController();
    const pending = getMemberTokensForDirectLogin(client, 'sess', { signal: controller.signal }).catch((e) => e);
    const { state, post } = await frame();
    const reason = new DOMException('The user left', 'AbortError');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    post({ code: 'late', state });
    cleanedUp();
    const already = await getMemberTokensForDirectLogin(client, 'sess', { signal: controller.signal }).catch((e) => e);
    expect(already).toBe(reason);
  });

  it('fails fast when the page loaded but never answers', async () => {
    const { client, cleanedUp } = setup();
    // The stand-in page loads (a real 'load' event) and never posts anything.
    const error = await getMemberTokensForDirectLogin(client, 'sess', { loadGraceMs: 30 }).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('no_response');
    expect(error.message).toMatch(/allowed domain/);
    cleanedUp();
  });

  it("login completes through the frame in a browser ('auto')", async () => {
    const { client, frame } = setup();
    const pending = login(client, { email: 'ada@example.com', password: 'pw-1234' });
    const { state, post } = await frame();
    post({ code: 'the-code', state });
    const result = await pending;
    expect(result).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess' }, tokens: { refreshToken: { role: 'member' } } });
    expect(client.auth.loggedIn()).toBe(true);
  });
});

describe('external login in a browser', () => {
  it('is refused: API keys must never ship to browsers', async () => {
    const { client, platform } = setup();
    const error = await getMemberTokensForExternalLogin(client, 'member-1', 'admin-key').catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('browser_not_allowed');
    expect(error.message).toMatch(/API keys must never ship to browsers/);
    expect(error.message).not.toContain('admin-key');
    expect(platform.tokenRequests).toHaveLength(0);
    const allowed = await getMemberTokensForExternalLogin(client, 'member-1', 'admin-key', { dangerouslyAllowBrowser: true });
    expect(allowed.refreshToken.role).toBe('member');
  });
});
