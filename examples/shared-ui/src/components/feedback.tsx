import type { ReactNode } from 'react';
import { useShell } from '../shell.js';

/**
 * An error the user must notice: read out at once by screen readers.
 *
 * @example
 * ```tsx
 * {error && <Alert id="login-error">{error}</Alert>}
 * ```
 */
export function Alert({ children, id }: { children: ReactNode; id?: string }): ReactNode {
  return (
    <div className="alert" role="alert" id={id}>
      {children}
    </div>
  );
}

/**
 * A success or information message, read out politely.
 *
 * @example
 * ```tsx
 * <Notice>We sent you a new code.</Notice>
 * ```
 */
export function Notice({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="notice" role="status">
      {children}
    </div>
  );
}

/**
 * A loading state; after a failed attempt it says the store is retrying.
 *
 * @example
 * ```tsx
 * <Loading label="Loading the plans…" retrying={query.failureCount > 0} />
 * ```
 */
export function Loading({ label, retrying = false }: { label: string; retrying?: boolean }): ReactNode {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {retrying ? 'Having trouble reaching the store. Retrying…' : label}
    </p>
  );
}

/**
 * A failed load with its reason (the app's error codes included) and a way to try again.
 *
 * @example
 * ```tsx
 * <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
 * ```
 */
export function LoadError({ error, onRetry, retrying = false }: { error: unknown; onRetry?: () => void; retrying?: boolean }): ReactNode {
  const { errorMessage } = useShell();
  return (
    <div className="alert" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      )}
    </div>
  );
}
