import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, parseRetryAfter } from '../../src/index.js';

describe('retry delays', () => {
  it('stay within [0, min(maxDelay, base * 2^attempt)] for any policy and random source', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 120_000 }),
        fc.double({ min: 0, max: 0.9999999, noNaN: true }),
        (attempt, baseDelayMs, maxDelayMs, r) => {
          const delay = backoffDelay(attempt, { ...DEFAULT_RETRY, baseDelayMs, maxDelayMs }, () => r);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
          expect(Number.isInteger(delay)).toBe(true);
        },
      ),
    );
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('1.5')).toBe(1500);
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(parseRetryAfter(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
