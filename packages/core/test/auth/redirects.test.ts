import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, finishLogin, generateOAuthData, isAuthFlowError, memoryStorage, oauth, parseCallbackUrl } from '../../src/index.js';
import { checkRedirectTarget } from '../../src/auth/redirects.js';
import { tokenServer } from './token-server.js';

// The open-redirect guard behind originalUri, postFlowUrl and client.auth.checkRedirect: what a
// browser would make of each target, not what it looks like.

function refusal(target: string, allowed: readonly string[] = []): unknown {
  try {
    checkRedirectTarget(target, allowed, 'originalUri');
  } catch (error) {
    return error;
  }
  return undefined;
}

const REFUSED: Array<[string, string]> = [
  ['//evil.example', 'protocol-relative'],
  ['///evil.example', 'three slashes'],
  ['/\\evil.example', 'slash backslash'],
  ['\\\\evil.example', 'two backslashes'],
  ['/\t/evil.example', 'tab between the slashes (browsers drop it)'],
  ['/\n/evil.example', 'newline between the slashes'],
  ['/\r/evil.example', 'carriage return between the slashes'],
  ['/\r\n/evil.example', 'CRLF between the slashes'],
  ['\n//evil.example', 'leading newline'],
  ['\t//evil.example', 'leading tab'],
  [' //evil.example', 'leading space (stripped by the URL parser)'],
  ['/account\u0000', 'NUL'],
  ['/account\u007f', 'DEL'],
  ['/acc\u001bount', 'ESC'],
  ['javascript:alert(1)', 'javascript: URL'],
  ['JavaScript:alert(1)', 'javascript: in mixed case'],
  ['java\tscript:alert(1)', 'javascript: split by a tab'],
  ['data:text/html,<script>alert(1)</script>', 'data: URL'],
  ['https:evil.example', 'scheme without slashes'],
  ['https:/evil.example', 'scheme with one slash'],
  ['http:\\\\evil.example', 'scheme with backslashes'],
  ['https://evil.example/steal', 'another origin'],
  ['https://shop.example@evil.example/', 'userinfo that looks like an allowed host'],
  ['https://shop.example.evil.example/', 'allowed host as a subdomain prefix'],
  ['https://shop.example:444/', 'allowed host on another port'],
  ['http://shop.example/', 'allowed host over another scheme'],
  ['account', 'relative path without a slash'],
  ['evil.example', 'bare host'],
  ['?next=//evil.example', 'query only'],
];

const ALLOWED: Array<[string, string]> = [
  ['/account', 'same-origin path'],
  ['/account?tab=orders#top', 'path, query and fragment'],
  ['/%2F%2Fevil.example', 'encoded slashes stay in the path'],
  ['/%09/evil.example', 'an encoded tab stays in the path'],
  ['/%5Cevil.example', 'an encoded backslash stays in the path'],
  ['/a//b', 'double slash after the first segment'],
  ['/plans/monthly?next=https://evil.example', 'a foreign URL in the query string'],
  ['https://shop.example/x', 'allow-listed origin'],
  ['HTTPS://SHOP.EXAMPLE/x', 'allow-listed origin in capitals'],
  ['https://shop.example:443/x', 'allow-listed origin with its default port'],
];

describe('checkRedirectTarget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(REFUSED)('refuses %j (%s)', (target) => {
    const error = refusal(target, ['https://shop.example']);
    expect(isAuthFlowError(error) && error.code).toBe('invalid_redirect');
  });

  it.each(ALLOWED)('allows %j (%s), unchanged', (target) => {
    expect(checkRedirectTarget(target, ['https://shop.example'], 'originalUri')).toBe(target);
  });

  it('allows the empty target (no redirect asked for)', () => {
    expect(checkRedirectTarget('', [], 'originalUri')).toBe('');
  });

  it('refuses the same tricky targets in a page, and allows the page origin', () => {
    vi.stubGlobal('location', { origin: 'https://app.test', href: 'https://app.test/login?next=x' });
    for (const [target] of REFUSED) expect(isAuthFlowError(refusal(target)), target).toBe(true);
    expect(checkRedirectTarget('https://app.test/account', [], 'originalUri')).toBe('https://app.test/account');
    expect(checkRedirectTarget('/account', [], 'originalUri')).toBe('/account');
  });

  it('never puts the target itself in the message', () => {
    const error = refusal('/\t/evil.example?token=secret') as Error;
    expect(error.message).toBe('The originalUri contains control characters or backslashes');
  });
});

describe('generateOAuthData and finishLogin without a page (server-side rendering)', () => {
  function setup() {
    const server = tokenServer();
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch: server.fetch,
      retry: false,
      auth: oauth({ clientId: 'client-1', flowStorage: memoryStorage() }),
    });
    return { client, server };
  }

  it('allows an originalUri on the redirect URI origin, and keeps refusing others', async () => {
    expect(typeof location).toBe('undefined');
    const { client } = setup();
    const data = await generateOAuthData(client, 'https://app.test/callback', 'https://app.test/account?tab=orders');
    expect(data.originalUri).toBe('https://app.test/account?tab=orders');
    const done = await finishLogin(client, parseCallbackUrl(`https://app.test/callback#code=good-code&state=${data.state}`));
    expect(done.originalUri).toBe('https://app.test/account?tab=orders');
    for (const target of ['https://evil.example/', 'https://app.test.evil.example/', '/\t/evil.example', 'https:evil.example']) {
      const error = await generateOAuthData(client, 'https://app.test/callback', target).catch((e) => e);
      expect(isAuthFlowError(error) && error.code, target).toBe('invalid_redirect');
    }
  });

  it('refuses a tab-split originalUri in flow data handed back by the caller, before any exchange', async () => {
    const { client, server } = setup();
    const data = await generateOAuthData(client, 'https://app.test/callback', '/account');
    const forged = { ...data, originalUri: '/\t/evil.example' };
    const callback = parseCallbackUrl(`https://app.test/callback#code=good-code&state=${data.state}`);
    const error = await finishLogin(client, callback, forged).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('invalid_redirect');
    expect(server.state.tokenRequests).toHaveLength(0);
  });
});
