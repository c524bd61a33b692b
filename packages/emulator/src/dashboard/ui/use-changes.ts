import { createContext, useContext, useEffect, useState } from 'react';
import { api } from './api.js';

/** How often the change counter is polled while the page is visible. */
export const POLL_MS = 2000;

/** What live updates know: the emulator's change counter (`-1` before the first answer) and whether it answers. */
export interface Changes {
  counter: number;
  online: boolean;
}

/**
 * Polls `GET /_emulator/dashboard/changes` every {@link POLL_MS} while the page is visible (and at
 * once when it becomes visible again). `key` restarts the polling (a new admin key).
 */
export function usePolledChanges(key: number): Changes {
  const [changes, setChanges] = useState<Changes>({ counter: -1, online: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (the admin key changed) starts the polling again.
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.hidden) return;
      try {
        const { changes: counter } = await api<{ changes: number }>('/_emulator/dashboard/changes');
        if (!stopped) setChanges((old) => (old.counter === counter && old.online ? old : { counter, online: true }));
      } catch {
        if (!stopped) setChanges((old) => (old.online ? { ...old, online: false } : old));
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return changes;
}

/**
 * The change counter for the components below: {@link useChanges} reads it.
 */
export const ChangesContext = createContext(-1);

/**
 * The emulator's change counter: a dependency that moves whenever what the dashboard shows may
 * have changed.
 */
export function useChanges(): number {
  return useContext(ChangesContext);
}
