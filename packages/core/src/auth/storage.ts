import { crossTabSync, type TabSync } from './tab-sync.js';

/**
 * Where the token manager keeps tokens and sign-in flow data: a small string key-value store.
 * Methods may be synchronous or return promises, so server-side stores work too.
 */
export interface TokenStorage {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  set(key: string, value: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
  /**
   * True when other tabs of the same browser see the same data (localStorage): the token manager
   * then re-reads the stored tokens before it refreshes them.
   */
  readonly shared?: boolean;
  /**
   * How the tabs sharing this storage coordinate (`crossTabSync()`): the token manager refreshes under
   * its lock and tells the other tabs what it stored on its channel. `localStorageAdapter()` has it.
   */
  readonly tabs?: TabSync;
}

/**
 * Keeps everything in memory (the default): nothing survives a reload, nothing is readable by other
 * scripts through storage APIs.
 *
 * @example
 * ```ts
 * const auth = oauth({ clientId, storage: memoryStorage() });
 * ```
 */
export function memoryStorage(): TokenStorage {
  const map = new Map<string, string>();
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/**
 * Persists in `window.localStorage`, shared by every tab of the origin (tabs stay in sync).
 *
 * @example
 * ```ts
 * const auth = oauth({ clientId, storage: localStorageAdapter() });
 * ```
 */
export function localStorageAdapter(): TokenStorage {
  return { ...webStorage(() => globalThis.localStorage), shared: true, tabs: crossTabSync() };
}

/**
 * Persists in `window.sessionStorage`: survives reloads and redirects of one tab, not shared.
 *
 * @example
 * ```ts
 * const auth = oauth({ clientId, storage: sessionStorageAdapter() });
 * ```
 */
export function sessionStorageAdapter(): TokenStorage {
  return { ...webStorage(() => globalThis.sessionStorage), shared: false };
}

function webStorage(area: () => Storage | undefined): TokenStorage {
  // Looked up per access, so creating the adapter during server rendering does not touch `window`.
  const get = (): Storage => {
    const storage = area();
    if (!storage) throw new Error('Web Storage is not available here (server rendering?): use memoryStorage() or cookieStorage()');
    return storage;
  };
  return {
    get: (key) => get().getItem(key),
    set: (key, value) => get().setItem(key, value),
    remove: (key) => get().removeItem(key),
  };
}

/** Cookie attributes the cookie adapter asks the app to set. */
export interface CookieOptions {
  path: string;
  sameSite: 'lax' | 'strict';
  secure: boolean;
  httpOnly: boolean;
  /** Seconds; absent for a session cookie. */
  maxAge?: number;
}

/**
 * Stores tokens in cookies through functions the app supplies, so it works with any server framework
 * (Next.js `cookies()`, Express `req.cookies`/`res.cookie`, Hono...). Values are URI-encoded; the
 * suggested attributes are `Path=/`, `SameSite=Lax`, `Secure`, `HttpOnly` (override with `options`).
 *
 * @example
 * ```ts
 * const storage = cookieStorage({
 *   get: (name) => req.cookies[name],
 *   set: (name, value, attrs) => res.cookie(name, value, { ...attrs, maxAge: attrs.maxAge && attrs.maxAge * 1000 }),
 *   remove: (name) => res.clearCookie(name, { path: '/' }),
 * });
 * ```
 */
export function cookieStorage(cookies: {
  get(name: string): string | null | undefined | Promise<string | null | undefined>;
  set(name: string, value: string, options: CookieOptions): void | Promise<void>;
  remove(name: string, options: CookieOptions): void | Promise<void>;
  options?: Partial<CookieOptions>;
}): TokenStorage {
  const options: CookieOptions = { path: '/', sameSite: 'lax', secure: true, httpOnly: true, ...cookies.options };
  const name = (key: string): string => key.replace(/[^A-Za-z0-9_-]/g, '_');
  return {
    async get(key) {
      const value = await cookies.get(name(key));
      if (value === null || value === undefined) return null;
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    },
    set: (key, value) => cookies.set(name(key), encodeURIComponent(value), options),
    remove: (key) => cookies.remove(name(key), options),
  };
}
