/*
 * How the tabs of one browser that share tokens (localStorage) keep them consistent: a Web Lock
 * around each refresh, so one tab refreshes while the others wait and then read its tokens, and a
 * BroadcastChannel on which a tab tells the others what it stored. Only the shared storages carry it
 * (`localStorageAdapter()`), so an app keeping tokens in memory, a cookie or sessionStorage does not
 * ship it.
 */

/** The cross-tab coordination of a shared {@link TokenStorage}: a lock and a channel. */
export interface TabSync {
  /**
   * Runs `fn` holding the cross-tab lock `name`; when the lock is not granted within `timeoutMs` (an
   * orphaned lock), runs it without.
   */
  lock<T>(name: string, timeoutMs: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Opens the channel `name`: `listener` receives what the other tabs post. `undefined` where there
   * are no channels (server rendering, old browsers).
   */
  channel(name: string, listener: (data: unknown) => void): TabChannel | undefined;
}

/** An open channel between tabs. */
export interface TabChannel {
  /** Sends `data` to the other tabs (not to this one). */
  post(data: unknown): void;
  close(): void;
}

/**
 * The cross-tab lock and channel of the browser: Web Locks (`navigator.locks`) and a
 * `BroadcastChannel`. `localStorageAdapter()` carries one; a shared storage of your own can too.
 *
 * @example
 * ```ts
 * const storage: TokenStorage = { ...myIndexedDbStorage, shared: true, tabs: crossTabSync() };
 * ```
 */
export function crossTabSync(): TabSync {
  return {
    async lock(name, timeoutMs, fn) {
      const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
      if (!locks?.request) return fn();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let started = false;
      try {
        return await locks.request(name, { signal: controller.signal }, () => {
          started = true;
          clearTimeout(timer);
          return fn();
        });
      } catch (error) {
        // The lock was not granted in time (an orphaned lock): go on without it rather than hang.
        if (!started && controller.signal.aborted) return fn();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    channel(name, listener) {
      if (typeof BroadcastChannel === 'undefined') return undefined;
      const channel = new BroadcastChannel(name);
      // Node's channels keep the process alive; a token manager must not.
      (channel as unknown as { unref?: () => void }).unref?.();
      channel.addEventListener('message', (event: MessageEvent) => listener(event.data));
      return { post: (data) => channel.postMessage(data), close: () => channel.close() };
    },
  };
}
