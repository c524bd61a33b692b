import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, DEMO_SITE_ID } from '@frontdesk/emulator';
import { startBrowserHarness, type BrowserHarness, type BrowserTest, type StaticSite } from './browser/harness.js';
import type { AppSettings } from './browser/sign-in-app.js';

// Real Chromium against the standalone emulator: the app (./browser/sign-in-app.ts) runs on one
// 127.0.0.1 port, the emulator (and its hosted pages) on another, a forging page on a third.

const HOSTED_LOGIN = '/_emulator/hosted/login';
const HOSTED_LOGOUT = '/_emulator/hosted/logout';
const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';
const DEMO = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD };
const DEMO_MEMBER = { id: DEMO_MEMBER_ID, loginEmail: DEMO_MEMBER_EMAIL };

/** A page of another origin that posts `message` (from its fragment) to its parent and opener. */
const FORGE_PAGE = `<!doctype html>
<title>Forger</title><link rel="icon" href="data:,"><p>Posting a forged sign-in result.</p>
<script>
  var spec = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  if (window.parent !== window) window.parent.postMessage(spec.message, spec.targetOrigin);
  if (window.opener) window.opener.postMessage(spec.message, spec.targetOrigin);
</script>`;

let h: BrowserHarness;
let emulatorOrigin: string;
/** The third origin: neither the app's nor the emulator's. */
let forger: StaticSite;

beforeAll(async () => {
  h = await startBrowserHarness({ entry: new URL('./browser/sign-in-app.ts', import.meta.url), title: 'Sign-in test app' });
  emulatorOrigin = new URL(h.emulatorUrl).origin;
  forger = await h.startSite({ '/forge.html': FORGE_PAGE });
});
afterAll(() => h?.close());

const forgeUrl = (message: unknown, targetOrigin = '*'): string =>
  `${forger.url('/forge.html')}#${encodeURIComponent(JSON.stringify({ message, targetOrigin }))}`;

/** The authorization requests the app sent (`createRedirectSession` bodies with an `auth` intent). */
function authRequests(t: BrowserTest): { state: string; redirectUri: string; responseMode: string }[] {
  return t.requests
    .filter((r) => r.method === 'POST' && r.url.origin === emulatorOrigin && r.url.pathname === REDIRECT_SESSION)
    .map((r) => JSON.parse(r.body ?? '{}')?.auth?.authRequest)
    .filter(Boolean);
}

const codeGrants = (t: BrowserTest) => t.tokenRequests().filter((body) => body.grantType === 'authorization_code');

/** The emulator's sign-in state (codes, sessions), to check what was really exchanged. */
const identityState = () =>
  h.emulator.state.domains.identity as unknown as {
    authCodes: Record<string, { usedAt?: number; familyId?: string }>;
    sessions: Record<string, { memberId: string; endedAt?: number }>;
  };

describe('hosted login (redirect and callback)', () => {
  it.each(['fragment', 'query'] as const)('signs the demo member in, %s mode', (mode) =>
    h.run(async (t) => {
      const page = t.page;
      const { authUrl, state } = await t.call(page, 'startHostedLogin', mode);
      expect(new URL(authUrl).origin).toBe(emulatorOrigin);
      expect(emulatorOrigin).not.toBe(h.app.origin);

      await t.waitForEmulator(page, HOSTED_LOGIN);
      expect(await page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
      await t.signInOnHostedPage(page, DEMO);

      await t.waitForApp(page, '/callback');
      const back = new URL(page.url());
      const params = mode === 'fragment' ? new URLSearchParams(back.hash.slice(1)) : back.searchParams;
      expect(params.get('state')).toBe(state);
      expect(params.get('code')).toMatch(/^fd_ac_/);
      expect(mode === 'fragment' ? back.search : back.hash).toBe('');
      const code = params.get('code')!;

      // Flow data from this tab's sessionStorage; the code and state leave the address bar.
      expect(await t.call(page, 'finishLogin', mode)).toEqual({ role: 'member', loggedIn: true, iframes: 0, href: h.app.url('/account') });
      expect(await t.call(page, 'me')).toEqual(DEMO_MEMBER);

      expect(authRequests(t)).toEqual([expect.objectContaining({ state, responseMode: mode, redirectUri: h.app.url('/callback') })]);
      expect(codeGrants(t)).toEqual([
        expect.objectContaining({ code, redirectUri: h.app.url('/callback'), codeVerifier: expect.any(String) }),
      ]);
      // The code went back to the app only: no request to the emulator carried it in its URL.
      expect(t.requests.filter((r) => r.url.origin === emulatorOrigin && r.url.href.includes(code))).toEqual([]);
      expect(t.consoleErrors).toEqual([]);
    }),
  );
});

describe('direct login (hidden frame)', () => {
  it('signs in without navigating, then removes the frame and its message listener', () =>
    h.run(async (t) => {
      const page = t.page;
      const start = page.url();
      const navigations = () => t.requests.filter((r) => r.navigation && r.mainFrame).length;
      const before = navigations();

      // A wrong password is a FAILURE, before any frame.
      expect(await t.call(page, 'directLogin', DEMO.email, 'not-the-password')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidPassword',
        loggedIn: false,
        iframes: 0,
      });
      expect(t.requests.some((r) => r.url.pathname === HOSTED_LOGIN)).toBe(false);

      expect(await t.call(page, 'directLogin', DEMO.email, DEMO.password)).toEqual({
        role: 'member',
        loggedIn: true,
        iframes: 0,
        loginState: 'SUCCESS',
        tokens: true,
      });
      expect(page.url()).toBe(start);
      expect(navigations()).toBe(before);

      // The hosted page did load, in a frame, and answered with a web message.
      expect(t.requests.filter((r) => r.url.pathname === HOSTED_LOGIN)).toEqual([
        expect.objectContaining({ method: 'GET', navigation: true, mainFrame: false }),
      ]);
      const [request] = authRequests(t);
      expect(request).toMatchObject({ responseMode: 'web_message', redirectUri: h.app.origin });
      const probe = await t.call(page, 'probe');
      expect(probe).toMatchObject({ messageListeners: 0, iframes: [] });
      expect(probe.messages).toEqual([
        { origin: emulatorOrigin, source: 'frame:Sign-in', data: { code: expect.stringMatching(/^fd_ac_/), state: request!.state } },
      ]);
      expect(codeGrants(t)).toEqual([expect.objectContaining({ code: probe.messages[0].data.code, redirectUri: h.app.origin })]);
      expect(await t.call(page, 'me')).toEqual(DEMO_MEMBER);
      expect(t.consoleErrors).toEqual([]);
    }));
});

describe('direct login: forged messages', () => {
  /**
   * Holds the SDK's hidden frame: the first request for the hosted login page waits until the test
   * answers it; later ones go through.
   */
  async function holdHostedLogin(t: BrowserTest): Promise<{ held: Promise<Route> }> {
    let held: ((route: Route) => void) | undefined;
    const first = new Promise<Route>((resolve) => (held = resolve));
    await t.context.route(
      (url) => url.origin === emulatorOrigin && url.pathname === HOSTED_LOGIN,
      (route) => {
        if (held) {
          held(route);
          held = undefined;
        } else void route.continue();
      },
    );
    return { held: first }; // wrapped: an async function returning `first` would wait for it
  }

  /** A real `web_message` authorization of the emulator for the demo member, with the given state. */
  async function genuineAuthorizationPage(state: string): Promise<string> {
    const response = await fetch(`${h.emulatorUrl}${REDIRECT_SESSION}`, {
      method: 'POST',
      headers: { Authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth: {
          authRequest: {
            clientId: h.emulator.credentials.clientId,
            redirectUri: h.app.origin,
            codeChallenge: 'A'.repeat(43),
            codeChallengeMethod: 'S256',
            responseType: 'code',
            responseMode: 'web_message',
            scope: 'offline_access',
            state,
            sessionToken: h.emulator.identity.createSession(DEMO.email),
          },
          prompt: 'none',
        },
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl;
  }

  it('ignores messages from another origin, another frame or with another state, and completes', () =>
    h.run(async (t) => {
      const page = t.page;
      const { held } = await holdHostedLogin(t);
      let settled = false;
      const pending = t.call(page, 'directLogin', DEMO.email, DEMO.password).finally(() => (settled = true));
      const route = await held;
      const [{ state } = { state: '' }] = authRequests(t);
      expect(state).not.toBe('');
      const messages = async () => (await t.call(page, 'probe')).messages as { origin: string; source: string; data: any }[];
      /** What the page received from one frame: [origin, code, has the flow's state]. */
      const from = async (source: string) =>
        (await messages()).filter((m) => m.source === source).map((m) => [m.origin, m.data?.code, m.data?.state === state]);

      // 1. Another origin (a frame of the app on a third origin), with the real state.
      await t.call(page, 'addFrame', forgeUrl({ code: 'forged-by-other-origin', state }), 'forger');
      // 2. The authorization page's origin, the real state and even a real code, but another frame.
      const genuine = await genuineAuthorizationPage(state);
      await t.call(page, 'addFrame', genuine, 'other-frame');
      await expect.poll(async () => (await messages()).length).toBe(2);
      expect(await from('frame:forger')).toEqual([[forger.origin, 'forged-by-other-origin', true]]);
      expect(await from('frame:other-frame')).toEqual([[emulatorOrigin, expect.stringMatching(/^fd_ac_/), true]]);
      const otherCode = (await from('frame:other-frame'))[0]![1] as string;
      expect(settled).toBe(false);
      expect(await t.call(page, 'probe')).toMatchObject({ messageListeners: 1 });

      // 3. The SDK's own frame, from the right origin, with another state; then the real page.
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Not yet</title><script>
          parent.postMessage({ code: 'forged-wrong-state', state: 'not-' + ${JSON.stringify(state)} }, ${JSON.stringify(h.app.origin)});
          setTimeout(function () { location.replace(location.href); }, 100);
        </script>`,
      });

      expect(await pending).toMatchObject({ loginState: 'SUCCESS', loggedIn: true, iframes: 2 }); // the two test frames
      const ownFrame = await from('frame:Sign-in');
      expect(ownFrame).toEqual([
        [emulatorOrigin, 'forged-wrong-state', false],
        [emulatorOrigin, expect.stringMatching(/^fd_ac_/), true],
      ]);
      expect(await messages()).toHaveLength(4);

      // Only the real code was exchanged, once; neither the forged codes nor the other frame's real one.
      const real = ownFrame[1]![1] as string;
      expect(real).not.toBe(otherCode);
      expect(codeGrants(t).map((body) => body.code)).toEqual([real]);
      expect(Object.values(identityState().authCodes).filter((record) => record.usedAt !== undefined)).toHaveLength(1);
      expect(await t.call(page, 'me')).toEqual(DEMO_MEMBER);

      await t.call(page, 'removeFrames');
      expect(await t.call(page, 'probe')).toMatchObject({ messageListeners: 0, iframes: [] });
      expect(t.consoleErrors).toEqual([]);
    }));

  it('times out cleanly when the real frame never answers, whatever others post', () =>
    h.run(async (t) => {
      const page = t.page;
      const { held } = await holdHostedLogin(t);
      const started = Date.now();
      const pending = t.call(page, 'directLogin', DEMO.email, DEMO.password, { timeoutMs: 1500, loadGraceMs: 0 });
      const route = await held;
      const [{ state } = { state: '' }] = authRequests(t);
      await t.call(page, 'addFrame', forgeUrl({ code: 'forged-by-other-origin', state }), 'forger');
      await t.call(page, 'addFrame', forgeUrl({ code: 'forged-other-target', state }, h.app.origin), 'forger-2');

      const result = await pending;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(result).toMatchObject({
        role: 'visitor',
        loggedIn: false,
        error: { name: 'AuthFlowError', code: 'timeout', message: 'OAuth flow timed out' },
      });
      await route.abort().catch(() => undefined);

      await t.call(page, 'removeFrames');
      const probe = await t.call(page, 'probe');
      expect(probe).toMatchObject({ messageListeners: 0, iframes: [] });
      expect(probe.messages.map((m: { source: string }) => m.source).sort()).toEqual(['frame:forger', 'frame:forger-2']);
      expect(codeGrants(t)).toEqual([]);
      expect(t.consoleErrors).toEqual([]);
    }));
});

describe('two tabs', () => {
  const variants: [string, AppSettings][] = [
    ['default storage (tokens in memory, flows in sessionStorage)', {}],
    ['tokens in localStorage', { storage: 'local' }],
    ['tokens and flows in localStorage', { storage: 'local', flowStorage: 'local' }],
  ];

  it.each(variants)('overlapping hosted logins both complete: %s', (_name, settings) =>
    h.run(async (t) => {
      const a = t.page;
      const b = await t.open('/');
      for (const tab of [a, b]) await t.call(tab, 'configure', settings);

      // Both start (A, then B) and both reach the hosted page...
      const startA = await t.call(a, 'startHostedLogin', 'fragment');
      await t.waitForEmulator(a, HOSTED_LOGIN);
      const startB = await t.call(b, 'startHostedLogin', 'fragment');
      await t.waitForEmulator(b, HOSTED_LOGIN);
      expect(startA.state).not.toBe(startB.state);

      // ...both come back with a code (A first), and finish in the opposite order.
      await t.signInOnHostedPage(a, DEMO);
      await t.waitForApp(a, '/callback');
      await t.signInOnHostedPage(b, DEMO);
      await t.waitForApp(b, '/callback');
      expect(await t.call(b, 'finishLogin', 'fragment')).toMatchObject({ loggedIn: true, role: 'member' });
      const finishA = await t.call(a, 'finishLogin', 'fragment');
      expect(finishA).not.toHaveProperty('error');
      expect(finishA).toMatchObject({ loggedIn: true, role: 'member' });

      for (const tab of [a, b]) {
        expect(await t.call(tab, 'status')).toMatchObject({ loggedIn: true });
        expect(await t.call(tab, 'me')).toEqual(DEMO_MEMBER);
      }
      expect(codeGrants(t)).toHaveLength(2);

      if (settings.storage === 'local') {
        // Shared tokens: A's sign-in (the last one) is what is stored; B heard of it, and a new page of
        // B reads it. (That B's live client holds A's tokens right away is the known bug below.)
        const tokensOfA = await t.call(a, 'tokens');
        const stored = await b.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.tokens'))?.[1]);
        expect(JSON.parse(stored ?? '{}')).toMatchObject(tokensOfA);
        expect((await t.call(b, 'events')).map((event: { type: string }) => event.type)).toContain('synced');
        await t.goto(b, '/account');
        expect(await t.call(b, 'tokens')).toEqual(tokensOfA);
      }
      // Each flow was used once and forgotten.
      for (const tab of [a, b]) {
        const leftovers = await tab.evaluate(() =>
          [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.includes('.oauth.')),
        );
        expect(leftovers).toEqual([]);
      }
      expect(t.consoleErrors).toEqual([]);
    }),
  );
});

describe('known bugs', () => {
  // core/src/auth/oauth.ts: on a BroadcastChannel 'changed' message a tab re-reads localStorage, but
  // Chromium may deliver the message before the other tab's write is visible in this tab's process,
  // so the tab keeps stale tokens (a member signed out in one tab stays signed in in the other).
  // The channel carries the stored value itself, so the receiving tab never re-reads a stale one.
  it('a tab holds the tokens another tab just stored (localStorage)', () =>
    h.run(async (t) => {
      const a = t.page;
      const b = await t.open('/');
      for (const tab of [a, b]) await t.call(tab, 'configure', { storage: 'local' });
      const expiresAt = Math.floor(Date.now() / 1000) + 3600;
      const stale: string[] = [];
      for (let i = 1; i <= 20; i++) {
        await t.call(a, 'setTokens', { accessToken: { value: `at-${i}`, expiresAt }, refreshToken: { value: `rt-${i}`, role: 'member' } });
        await expect.poll(async () => (await t.call(b, 'events')).length).toBe(i);
        const last = (await t.call(b, 'events')).at(-1);
        if (last.refreshToken !== `rt-${i}`) stale.push(`after rt-${i} B holds ${last.refreshToken || '(none)'}`);
      }
      expect(stale).toEqual([]);
    }));
});

describe('logout', () => {
  it('goes through the hosted logout page back to postFlowUrl, with the tokens cleared', () =>
    h.run(async (t) => {
      const page = t.page;
      await t.call(page, 'configure', { storage: 'local' });
      expect(await t.call(page, 'directLogin', DEMO.email, DEMO.password)).toMatchObject({ loggedIn: true });
      const { accessToken } = await t.call(page, 'tokens');
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.tokens')))).toHaveLength(1);

      const { logoutUrl, role } = await t.call(page, 'logout', '/signed-out');
      expect(role).toBe('none');
      expect(new URL(logoutUrl)).toMatchObject({ origin: emulatorOrigin, pathname: HOSTED_LOGOUT });

      await t.waitForApp(page, '/signed-out');
      const documents = t.requests
        .filter((r) => r.navigation && r.mainFrame)
        .map((r) => `${r.url.origin === emulatorOrigin ? 'emulator' : 'app'}${r.url.pathname}`);
      expect(documents.slice(-2)).toEqual([`emulator${HOSTED_LOGOUT}`, 'app/signed-out']);

      // The new page starts signed out: nothing stored, and it is a visitor for the platform.
      expect(await t.call(page, 'status')).toMatchObject({ role: 'none', loggedIn: false });
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.tokens')))).toEqual([]);
      expect(await t.call(page, 'me')).toMatchObject({ error: { status: 404 } });

      // The platform side: the member's token was revoked and the sessions ended.
      const old = await fetch(`${h.emulatorUrl}/members/v1/members/my`, { headers: { Authorization: accessToken.value } });
      expect(old.status).toBe(401);
      expect(Object.values(identityState().sessions).filter((s) => s.memberId === DEMO_MEMBER_ID && s.endedAt === undefined)).toEqual([]);
      expect(t.consoleErrors).toEqual([]);
    }));
});
