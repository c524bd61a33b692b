import { PlatformError } from '../errors.js';

/**
 * RFC 6749 §5.2 error codes the token endpoint answers with.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/**
 * A token endpoint error. Its body carries both the OAuth shape and the platform envelope:
 * `{ error, error_description, message, details: { applicationError: { code: error, description } } }`.
 * `invalid_client` answers 401, the others 400.
 *
 * @example
 * ```ts
 * throw oauthError('invalid_grant', 'Refresh token was already used');
 * ```
 */
export function oauthError(error: OAuthErrorCode, description: string): PlatformError {
  return new PlatformError(error === 'invalid_client' ? 401 : 400, {
    error,
    error_description: description,
    message: description,
    details: { applicationError: { code: error, description, data: {} } },
  });
}
