import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorText } from './api.js';
import { useChanges } from './use-changes.js';

/** An admin API read: its last answer, its last error, and a way to read it again now. */
export interface Resource<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Reads `path` from the admin API, again whenever the path or the emulator's change counter moves
 * (the last answer stays shown while the next one loads). `null` reads nothing.
 */
export function useResource<T>(path: string | null): Resource<T> {
  const changes = useChanges();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(path !== null);
  const latest = useRef(path);
  latest.current = path;

  const reload = useCallback(async () => {
    if (path === null) return;
    setLoading(true);
    try {
      const answer = await api<T>(path);
      if (latest.current !== path) return;
      setData(answer);
      setError(undefined);
    } catch (failure) {
      if (latest.current === path) setError(errorText(failure));
    } finally {
      if (latest.current === path) setLoading(false);
    }
  }, [path]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a move of the change counter is the signal to read again.
  useEffect(() => {
    void reload();
  }, [reload, changes]);

  return { data, error, loading, reload };
}
