import { FrontdeskError, brand, hasKind, type FrontdeskErrorOptions } from './frontdesk-error.js';

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

/** True for sign-in flow failures. @example `if (isAuthFlowError(e)) e.code` */
export const isAuthFlowError = (error: unknown): error is AuthFlowError => hasKind(error, 'AuthFlowError');
