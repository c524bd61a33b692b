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

/** One problem with an argument, found before anything was sent. */
export interface InputIssue {
  /** The name of the call's positional argument (`id`, `options`, `service`...). */
  argument: string;
  /** The path inside the argument, empty for the argument itself. */
  path: (string | number)[];
  /** A readable description. */
  message: string;
}

/**
 * The arguments of a call are invalid; nothing was sent. The message names each argument and what is
 * wrong with it; `issues` has the same as data.
 *
 * @example
 * ```ts
 * await getPlan(client, '').catch((e) => isInputError(e) && console.log(e.issues[0].argument)); // 'id'
 * ```
 */
export class InputError extends FrontdeskError {
  override name = 'InputError';
  /** Every problem found. */
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[], options: FrontdeskErrorOptions = {}) {
    super(formatIssues(issues), options);
    this.issues = issues;
    brand(this, 'InputError');
  }
}

function formatIssues(issues: InputIssue[]): string {
  const parts = issues.map((issue) => {
    const where = [issue.argument, ...issue.path].join('.');
    return `"${where}" ${issue.message}`;
  });
  return `Invalid argument: ${parts.join('; ')}`;
}

/**
 * A sign-in or OAuth flow failed on the client side: `'Missing code or _state'`, `'Invalid _state'`,
 * `'OAuth flow timed out'`, or an error the authorization server returned (`code` holds its error code).
 *
 * @example
 * ```ts
 * if (isAuthFlowError(error) && error.code === 'access_denied') showCancelled();
 * ```
 */
export class AuthFlowError extends FrontdeskError {
  override name = 'AuthFlowError';
  /** A machine-readable code, e.g. the OAuth `error` parameter. */
  readonly code: string | undefined;
  constructor(message: string, options: FrontdeskErrorOptions & { code?: string | undefined } = {}) {
    super(message, options);
    this.code = options.code;
    brand(this, 'AuthFlowError');
  }
}

/** True when no response was received. @example `if (isNetworkError(e)) offline()` */
export const isNetworkError = (error: unknown): error is NetworkError =>
  hasKind(error, 'NetworkError');
/** True when a call timed out. @example `if (isTimeoutError(e)) retryLater()` */
export const isTimeoutError = (error: unknown): error is TimeoutError =>
  hasKind(error, 'TimeoutError');
/** True when arguments were rejected before sending. @example `if (isInputError(e)) e.issues` */
export const isInputError = (error: unknown): error is InputError => hasKind(error, 'InputError');
/** True for sign-in flow failures. @example `if (isAuthFlowError(e)) e.code` */
export const isAuthFlowError = (error: unknown): error is AuthFlowError =>
  hasKind(error, 'AuthFlowError');
