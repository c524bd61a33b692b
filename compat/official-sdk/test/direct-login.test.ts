import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { members } from '@wix/members';
import { DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, DEMO_REDIRECT_URIS } from '@frontdesk/emulator';
import { useEmulator } from './emulator';

useEmulator();

/** The app's page: a registered origin of the demo client. */
const PAGE_ORIGIN = new URL(DEMO_REDIRECT_URIS[0]!).origin;

/**
 * The SDK's `getMemberTokensForDirectLogin` is browser code: it loads the authorization URL
 * (`responseMode: 'web_message'`, no redirect URI, `prompt: 'none'`) in a hidden iframe and waits
 * for the frame's `postMessage`. This is the smallest page that lets it run in Node: requests
 * carry the page's `Origin`, and the "iframe" loads its URL with fetch, follows redirects, and
 * posts the message the emulator's result page would post to its parent (checking the target).
 */
function simulatePage() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('origin', PAGE_ORIGIN);
    return realFetch(request);
  });
  const window = new EventTarget();
  const frames = new Set<object>();
  const load = async (src: string) => {
    let url = src;
    for (let hops = 0; hops < 10; hops++) {
      const response = await realFetch(url, { redirect: 'manual', headers: { referer: `${PAGE_ORIGIN}/` } });
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url).href;
        continue;
      }
      const html = await response.text();
      const message = /var message = (.*);/.exec(html)?.[1];
      const target = /var targetOrigin = (.*);/.exec(html)?.[1];
      if (!message || !target) throw new Error(`no web message in the frame's page (${response.status}): ${html.slice(0, 500)}`);
      expect(JSON.parse(target)).toBe(PAGE_ORIGIN);
      expect(response.headers.get('content-security-policy')).toBe(`frame-ancestors ${PAGE_ORIGIN}`);
      window.dispatchEvent(new MessageEvent('message', { data: JSON.parse(message), origin: new URL(url).origin }));
      return;
    }
    throw new Error('too many redirects');
  };
  const body = {
    appendChild(frame: { src: string; parentElement?: unknown }) {
      frames.add(frame);
      frame.parentElement = body;
      void load(frame.src);
      return frame;
    },
    removeChild(frame: object) {
      frames.delete(frame);
    },
    contains: (frame: object) => frames.has(frame),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { createElement: () => ({ style: {}, src: '' }), body });
  return { frames };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('direct login (login, then getMemberTokensForDirectLogin), with the official SDK', () => {
  it('signs the demo member in through the hidden-frame web message and calls as the member', async () => {
    const page = simulatePage();
    const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const login = await client.auth.login({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD });
    expect(login.loginState).toBe('SUCCESS');
    const tokens = await client.auth.getMemberTokensForDirectLogin((login as { data: { sessionToken: string } }).data.sessionToken);
    expect(tokens.refreshToken.role).toBe('member');
    expect(page.frames.size).toBe(0); // the SDK removed its frame
    client.auth.setTokens(tokens);
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(DEMO_MEMBER_ID);
  });
});
