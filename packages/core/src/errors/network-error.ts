import { FrontdeskError, brand, hasKind, type FrontdeskErrorOptions } from './frontdesk-error.js';

/**
 * No response was received: the connection failed or was dropped. The original error is `cause`.
 * Idempotent calls are retried before this is thrown.
 *
 * @example
 * ```ts
 * if (isNetworkError(error)) showOfflineBanner();
 * ```
 */
export class NetworkError extends FrontdeskError {
  override name = 'NetworkError';
  constructor(message = 'System error occurred', options: FrontdeskErrorOptions = {}) {
    super(message, options);
    brand(this, 'NetworkError');
  }
}

/**
 * The call took longer than its `timeoutMs` (client default or per call).
 *
 * @example
 * ```ts
 * await listPlans(client, {}, { timeoutMs: 2000 }).catch((e) => isTimeoutError(e) && retryLater());
 * ```
 */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
  /** The limit that was exceeded. */
  readonly timeoutMs: number;
  constructor(timeoutMs: number, options: FrontdeskErrorOptions = {}) {
    super(`The request timed out after ${timeoutMs} ms`, options);
    this.timeoutMs = timeoutMs;
    brand(this, 'TimeoutError');
  }
}

/** True when no response was received. @example `if (isNetworkError(e)) offline()` */
export const isNetworkError = (error: unknown): error is NetworkError => hasKind(error, 'NetworkError');
/** True when a call timed out. @example `if (isTimeoutError(e)) retryLater()` */
export const isTimeoutError = (error: unknown): error is TimeoutError => hasKind(error, 'TimeoutError');
