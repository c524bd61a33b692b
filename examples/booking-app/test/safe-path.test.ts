import { afterEach, describe, expect, it, vi } from 'vitest';
import { safePath } from '../../shared-ui/src/safe-path.js';

// The `next=` check of the shared sign-in pages (log in, register, the hosted login's callback),
// which both example apps use: a target the browser would resolve to another origin gives the fallback.

const FOREIGN = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/account\u0000',
  '/account\u007f',
  'javascript:alert(1)',
  'https:evil.example',
  'https://evil.example/',
  'evil.example',
  'account',
  '',
  null,
  undefined,
];

const SAME_ORIGIN = [
  '/account',
  '/plans/monthly?status=x#top',
  '/%2F%2Fevil.example',
  '/%09/evil.example',
  '/a//b',
  '/login?next=//evil.example',
];

describe('safePath', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(FOREIGN)('gives the fallback for %j', (next) => {
    expect(safePath(next, '/account')).toBe('/account');
  });

  it.each(SAME_ORIGIN)('keeps %j', (next) => {
    expect(safePath(next, '/account')).toBe(next);
  });

  it('checks against the page origin in a browser', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173', href: 'http://localhost:5173/login' });
    expect(safePath('/\t/evil.example', '/')).toBe('/');
    expect(safePath('/account', '/')).toBe('/account');
  });
});
