import { isApiError, ServerError, type ApiError } from '../errors/api-error.js';
import { statusTextOf } from '../errors/to-api-error.js';
import type { AuthHost } from './strategy.js';
import type { TokenRole, Tokens } from './tokens.js';

/** The token endpoint's answer. */
interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/**
 * POSTs a grant to `/oauth2/token` through the client's base URL and fetch, and turns the answer into
 * tokens with `expiresAt = now_seconds + expires_in`. A refresh answer without a new refresh token
 * keeps `keepRefreshToken`; a rotated one replaces it.
 */
export async function requestTokens(
  host: AuthHost,
  grant: Record<string, unknown>,
  role: TokenRole,
  nowMs: number,
  options: { headers?: Record<string, string>; keepRefreshToken?: string } = {},
): Promise<Tokens> {
  let body: TokenResponse;
  let requestId: string | undefined;
  try {
    const response = await host.request<TokenResponse>({
      method: 'POST',
      path: '/oauth2/token',
      body: grant,
      headers: options.headers,
      callName: 'oauth2/token',
      // Grants are single-use (codes, rotated refresh tokens): never replay one.
      idempotent: false,
    });
    body = response.body;
    requestId = response.requestId;
  } catch (error) {
    throw isApiError(error) ? tokenError(error) : error;
  }
  const accessToken = body.access_token;
  const expiresIn = Number(body.expires_in);
  const refreshToken = typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : options.keepRefreshToken;
  if (typeof accessToken !== 'string' || !accessToken || !Number.isFinite(expiresIn) || !refreshToken) {
    throw new ServerError(`Failed to fetch tokens from OAuth API: unexpected response${requestId ? `, request-id: ${requestId}` : ''}`, {
      status: 200,
      code: 'MALFORMED_RESPONSE',
      requestId,
    });
  }
  return {
    accessToken: { value: accessToken, expiresAt: Math.floor(nowMs / 1000) + expiresIn },
    refreshToken: { value: refreshToken, role },
  };
}

/** Same class, the spec's message: `Failed to fetch tokens from OAuth API: <status text>, request-id: <id>`. */
function tokenError(error: ApiError): ApiError {
  const Constructor = error.constructor as new (message: string, init: ConstructorParameters<typeof ServerError>[1]) => ApiError;
  const message = `Failed to fetch tokens from OAuth API: ${statusTextOf(error.status)}${error.requestId ? `, request-id: ${error.requestId}` : ''}`;
  return new Constructor(message, {
    status: error.status,
    code: error.code,
    description: error.description,
    data: error.data,
    details: error.details,
    requestId: error.requestId,
    cause: error,
    ...('retryAfterMs' in error ? { retryAfterMs: (error as { retryAfterMs?: number }).retryAfterMs } : {}),
  });
}

/**
 * True when a failed refresh means the refresh token itself was refused (4xx other than 408/429).
 * Network errors, timeouts, throttling and 5xx keep the session: the next call tries again.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
