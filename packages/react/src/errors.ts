import { FrontdeskError } from '@frontdesk/core';

/**
 * The spec's message for a hook used without its provider.
 *
 * @example
 * ```ts
 * expect(() => renderHook(() => usePlan(id))).toThrow(CONTEXT_ERROR_MESSAGE);
 * ```
 */
export const CONTEXT_ERROR_MESSAGE =
  'platform context not available: wrap your components in <FrontdeskProvider client={client}> (from @frontdesk/react)';

/**
 * A query's key was built for one identity but the client now acts for another (a sign-in, sign-out or
 * downgrade happened first, or the options were built before the stored identity was loaded). The
 * query is refused rather than caching one identity's data under another's key; it is never retried.
 * On the server, `await whenIdentityReady(client)` before building options.
 *
 * @example
 * ```ts
 * if (isIdentityChangedError(query.error)) queryClient.removeQueries({ queryKey: query.queryKey });
 * ```
 */
export class IdentityChangedError extends FrontdeskError {
  override name = 'IdentityChangedError';
  /** The scope the query key was built for. */
  readonly keyScope: string;
  /** The scope of the client's identity now. */
  readonly currentScope: string;

  constructor(keyScope: string, currentScope: string) {
    super(
      `The signed-in identity changed: this query was built for scope "${keyScope}" but the client now acts as "${currentScope}". Build the query options again (after \`await whenIdentityReady(client)\` on the server).`,
    );
    this.keyScope = keyScope;
    this.currentScope = currentScope;
  }
}

/**
 * True when `error` is an {@link IdentityChangedError} (from any copy of this package).
 *
 * @example
 * ```ts
 * if (isIdentityChangedError(error)) return null; // a re-render with the new identity follows
 * ```
 */
export function isIdentityChangedError(error: unknown): error is IdentityChangedError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isFrontdeskError?: unknown }).isFrontdeskError === true &&
    (error as { name?: unknown }).name === 'IdentityChangedError'
  );
}
