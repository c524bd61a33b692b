/**
 * Remembers event ids for a time window, in memory. Delivery is at least once, so the platform may
 * send an event again (after a timeout, say); within the window the repeat is recognised. A cap
 * keeps memory bounded under a flood of distinct ids: the oldest ids are forgotten first.
 * @internal
 */
export interface DedupeWindow {
  /** Records `id` unless it is already remembered; `false` means it is a duplicate. */
  claim(id: string, nowMs: number): boolean;
  /** Forgets `id` (after a failed delivery, so the platform's retry is processed). */
  release(id: string): void;
}

/** The most ids remembered at once. @internal */
export const DEDUPE_MAX_ENTRIES = 10_000;

/** Creates a window of `windowMs`; 0 or less disables deduplication. @internal */
export function createDedupeWindow(windowMs: number, maxEntries = DEDUPE_MAX_ENTRIES): DedupeWindow {
  // Insertion order is expiry order (one window length for all), so pruning stops at the first live id.
  const expiries = new Map<string, number>();
  const prune = (nowMs: number): void => {
    for (const [id, expiresAt] of expiries) {
      if (expiresAt > nowMs && expiries.size <= maxEntries) break;
      expiries.delete(id);
    }
  };
  return {
    claim(id, nowMs) {
      if (windowMs <= 0) return true;
      prune(nowMs);
      const expiresAt = expiries.get(id);
      if (expiresAt !== undefined && expiresAt > nowMs) return false;
      expiries.delete(id);
      expiries.set(id, nowMs + windowMs);
      prune(nowMs);
      return true;
    },
    release(id) {
      expiries.delete(id);
    },
  };
}
