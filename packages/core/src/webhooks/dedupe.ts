/**
 * Remembers event ids in memory, each until a time of its own. Delivery is at least once, so the
 * platform may send an event again (after a timeout, say), and anyone who captured a delivery can
 * send its token again while it is valid; a remembered id is recognised. The caller remembers each id
 * at least until its token expires, so a replayed token is a duplicate or expired, never new.
 *
 * A cap bounds memory under a flood of distinct ids. Forgetting an id whose token is still valid would
 * let that token run its handlers again, so when the cap is reached and no id has expired, new ids are
 * refused (`'full'`) instead: the sender gets a 503 and delivers again later.
 * @internal
 */
export interface DedupeWindow {
  /**
   * Records `id` until `expiresAtMs`: `'claimed'` when new, `'duplicate'` when already remembered,
   * `'full'` when the cap is reached and nothing can be forgotten yet (the id is not recorded).
   */
  claim(id: string, nowMs: number, expiresAtMs: number): 'claimed' | 'duplicate' | 'full';
  /** Forgets `id` (after a failed delivery, so the platform's retry is processed). */
  release(id: string): void;
  /** Milliseconds until the first remembered id expires (how long a refused sender should wait). */
  retryAfterMs(nowMs: number): number;
}

/** The most ids remembered at once. @internal */
export const DEDUPE_MAX_ENTRIES = 10_000;

/** Creates an empty memory of at most `maxEntries` ids. @internal */
export function createDedupeWindow(maxEntries = DEDUPE_MAX_ENTRIES): DedupeWindow {
  const expiries = new Map<string, number>();
  // A lower bound of the remembered expiries (exact after a sweep): before it, nothing has expired.
  let earliest = Infinity;
  const sweep = (nowMs: number): void => {
    let next = Infinity;
    for (const [id, expiresAt] of expiries) {
      if (expiresAt <= nowMs) expiries.delete(id);
      else if (expiresAt < next) next = expiresAt;
    }
    earliest = next;
  };
  return {
    claim(id, nowMs, expiresAtMs) {
      // Ids mostly expire in the order they came (tokens share one lifetime): drop those at the front.
      for (const [first, expiresAt] of expiries) {
        if (expiresAt > nowMs) break;
        expiries.delete(first);
      }
      const known = expiries.get(id);
      if (known !== undefined && known > nowMs) return 'duplicate';
      expiries.delete(id);
      // A full sweep only when it can free something: the memory is full and an expiry has passed.
      if (expiries.size >= maxEntries && nowMs >= earliest) sweep(nowMs);
      if (expiries.size >= maxEntries) return 'full';
      expiries.set(id, expiresAtMs);
      if (expiresAtMs < earliest) earliest = expiresAtMs;
      return 'claimed';
    },
    release(id) {
      expiries.delete(id);
    },
    retryAfterMs(nowMs) {
      if (expiries.size === 0) return 0;
      if (nowMs >= earliest) sweep(nowMs);
      return earliest === Infinity ? 0 : Math.max(0, earliest - nowMs);
    },
  };
}
