import { useEffect, useSyncExternalStore } from 'react';

/*
 * A one-time message for a page ("Your email is verified"), kept in memory: it shows on the page it
 * was meant for and is dropped as soon as another page shows (or on a reload).
 */

let current: { path: string; text: string } | undefined;
const listeners = new Set<() => void>();

/**
 * Shows `text` on the page at `path` (usually the one the app goes to next).
 *
 * @example
 * ```ts
 * setFlash('/', 'You are logged out.');
 * navigate('/');
 * ```
 */
export function setFlash(path: string, text: string): void {
  current = { path, text };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/**
 * The flash message for the page at `pathname`, if any; a message for another page is dropped.
 *
 * @example
 * ```tsx
 * const flash = useFlash(pathname);
 * ```
 */
export function useFlash(pathname: string): string | undefined {
  const flash = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    // Runs on navigation only: a message set for the next page survives until that page shows.
    if (current && current.path !== pathname) {
      current = undefined;
      for (const listener of [...listeners]) listener();
    }
  }, [pathname]);
  return flash?.path === pathname ? flash.text : undefined;
}
