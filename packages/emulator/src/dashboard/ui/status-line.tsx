import { useCallback, useState } from 'react';
import { errorText } from './api.js';

/** A message for the developer: the outcome of the last action. */
export interface StatusMessage {
  text: string;
  error: boolean;
}

/**
 * The state of a section's status line and `run`, which runs an action and reports its outcome
 * (`done` on success, the emulator's message on failure).
 */
export function useStatus() {
  const [status, setStatus] = useState<StatusMessage>();
  const run = useCallback(async (done: string, action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      setStatus({ text: done, error: false });
      return true;
    } catch (error) {
      setStatus({ text: errorText(error), error: true });
      return false;
    }
  }, []);
  return { status, setStatus, run };
}

/**
 * Where a section says what its last action did (a polite live region; errors in red).
 */
export function StatusLine({ status }: { status: StatusMessage | undefined }) {
  return (
    <p role="status" className={status?.error ? 'status error' : 'status'}>
      {status?.text ?? ''}
    </p>
  );
}
