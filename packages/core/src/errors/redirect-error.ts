import { FrontdeskError, brand, hasKind, type FrontdeskErrorOptions } from './frontdesk-error.js';

/**
 * Why a redirect was not followed:
 * - `CROSS_ORIGIN_REDIRECT`: the target is another origin (host, port or scheme); following it would
 *   hand the credentials and the body to that origin.
 * - `OPAQUE_REDIRECT`: a browser answered with an opaque redirect, whose target it does not reveal.
 * - `TOO_MANY_REDIRECTS`: more same-origin redirects in a row than the limit (a loop).
 * - `INVALID_REDIRECT`: a redirect status without a usable `Location`.
 */
export type RedirectErrorCode = 'CROSS_ORIGIN_REDIRECT' | 'OPAQUE_REDIRECT' | 'TOO_MANY_REDIRECTS' | 'INVALID_REDIRECT';

/** What a `RedirectError` carries besides its message. */
export interface RedirectErrorOptions extends FrontdeskErrorOptions {
  code: RedirectErrorCode;
  /** The redirect's HTTP status (`0` for a browser's opaque redirect). */
  status: number;
  /** The origin the server redirected to, when known (never the path or query). */
  targetOrigin?: string | undefined;
}

/**
 * The server answered with a redirect that Frontdesk does not follow: to another origin (nothing is
 * sent there, neither the credentials nor the body), unreadable (a browser's opaque redirect), without
 * a `Location`, or one too many. Same-origin redirects are followed. Not retried.
 *
 * @example
 * ```ts
 * if (isRedirectError(error) && error.code === 'CROSS_ORIGIN_REDIRECT') console.error('check baseUrl', error.targetOrigin);
 * ```
 */
export class RedirectError extends FrontdeskError {
  override name = 'RedirectError';
  /** Why the redirect was not followed. */
  readonly code: RedirectErrorCode;
  /** The redirect's HTTP status (`0` for a browser's opaque redirect). */
  readonly status: number;
  /** The origin the server redirected to, when known. */
  readonly targetOrigin: string | undefined;

  constructor(message: string, options: RedirectErrorOptions) {
    super(message, options);
    this.code = options.code;
    this.status = options.status;
    this.targetOrigin = options.targetOrigin;
    brand(this, 'RedirectError');
  }
}

/**
 * True when a redirect was refused.
 *
 * @example
 * ```ts
 * if (isRedirectError(error)) console.error(error.code, error.targetOrigin);
 * ```
 */
export const isRedirectError = (error: unknown): error is RedirectError => hasKind(error, 'RedirectError');
