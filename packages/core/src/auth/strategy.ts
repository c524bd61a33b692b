import { InputError } from '../errors/input-error.js';
import type { HttpRequest, HttpResponse } from '../http/transport.js';

/**
 * What an auth strategy gets from the client it is attached to: a way to send requests through the
 * client's base URL and `fetch` without its own credentials (token endpoint calls), and the base URL.
 */
export interface AuthHost {
  /** The client's base URL. */
  readonly baseUrl: string;
  /** Sends a request through the client's transport, without calling the strategy for headers. */
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

/**
 * How a client authenticates. Frontdesk ships `apiKey()` and `staticToken()` here and the OAuth token
 * manager (`oauth()`); any object of this shape works.
 *
 * @example
 * ```ts
 * const custom: AuthStrategy<{ kind: 'custom' }> = {
 *   getAuthHeaders: async () => ({ Authorization: await vault.token() }),
 *   attach: () => ({ kind: 'custom' }),
 * };
 * ```
 */
export interface AuthStrategy<TApi = unknown> {
  /** The headers for one request. Called once per attempt, so a strategy may renew tokens here. */
  getAuthHeaders(): Record<string, string> | Promise<Record<string, string>>;
  /**
   * Called once when a request gets a 401, with the headers that were refused. Resolve `true` when
   * new credentials are available: the request is then retried once.
   */
  onUnauthorized?(failedHeaders: Record<string, string>): Promise<boolean>;
  /** Binds the strategy to its client; the return value becomes `client.auth`. */
  attach?(host: AuthHost): TApi;
}

/** The `client.auth` type a strategy provides. */
export type AuthApiOf<S> = S extends AuthStrategy<infer T> ? T : undefined;

/** `client.auth` for `apiKey()`: which site and account the key acts on. */
export interface ApiKeyAuth {
  readonly kind: 'apiKey';
  readonly siteId: string;
  readonly accountId: string | undefined;
}

/**
 * Authenticates as the site owner with an admin API key, for Node scripts. Sends
 * `Authorization: <api key>` and `wix-site-id` (and `wix-account-id` when given). Never use it in a
 * browser: the key would be public.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: apiKey({ apiKey: process.env.API_KEY!, siteId: process.env.SITE_ID! }) });
 * ```
 */
export function apiKey(options: { apiKey: string; siteId: string; accountId?: string }): AuthStrategy<ApiKeyAuth> {
  requireText(options?.apiKey, 'apiKey');
  requireText(options?.siteId, 'siteId');
  const headers: Record<string, string> = {
    Authorization: options.apiKey,
    'wix-site-id': options.siteId,
  };
  if (options.accountId) headers['wix-account-id'] = options.accountId;
  const api: ApiKeyAuth = Object.freeze({
    kind: 'apiKey' as const,
    siteId: options.siteId,
    accountId: options.accountId,
  });
  return { getAuthHeaders: () => headers, attach: () => api };
}

/** `client.auth` for `staticToken()`. */
export interface StaticTokenAuth {
  readonly kind: 'staticToken';
}

/**
 * Sends a fixed access token as `Authorization: <token>` (no `Bearer` prefix, as the platform wants).
 * Useful when another system owns the token's lifecycle.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: staticToken(tokenFromMyBackend) });
 * ```
 */
export function staticToken(token: string): AuthStrategy<StaticTokenAuth> {
  requireText(token, 'token');
  const headers = { Authorization: token };
  const api: StaticTokenAuth = Object.freeze({ kind: 'staticToken' as const });
  return { getAuthHeaders: () => headers, attach: () => api };
}

function requireText(value: unknown, name: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InputError([{ argument: name, path: [], message: 'must be a non-empty string' }]);
  }
}
