import type { AuthApiOf, AuthHost, AuthStrategy } from './auth/strategy.js';
import type { FrontdeskError } from './errors/frontdesk-error.js';
import { InputError } from './errors/input-error.js';
import type { RetryOptions } from './http/retry.js';
import { send, type CallOptions, type ErrorContext, type HttpRequest, type HttpResponse, type TransportConfig } from './http/transport.js';

/** The platform's public API host. */
export const DEFAULT_BASE_URL = 'https://www.wixapis.com';

/** Options of `createClient`. */
export interface ClientOptions<S extends AuthStrategy<unknown> | undefined = undefined> {
  /** Where every request goes, token and identity calls included. Default `https://www.wixapis.com`. */
  baseUrl?: string;
  /** How to authenticate: `apiKey()`, `staticToken()`, `oauth()`, or your own strategy. */
  auth?: S;
  /** The `fetch` to use for every request. Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Headers added to every request. */
  headers?: Record<string, string>;
  /** Time limit per attempt in milliseconds (default 30 000; `0` for none). */
  timeoutMs?: number;
  /** Retry policy for idempotent calls, or `false` to never retry. */
  retry?: RetryOptions | false;
  /** Runs before every error is rethrown, e.g. to report it. Exceptions it throws are ignored. */
  onError?: (error: FrontdeskError, context: ErrorContext) => void;
}

/**
 * A configured connection to the platform. Pass it as the first argument of every Frontdesk call.
 *
 * @example
 * ```ts
 * const plan = await getPlan(client, planId);
 * const quick = await getPlan(client.with({ timeoutMs: 2000, signal }), planId);
 * ```
 */
export interface FrontdeskClient<TAuth = unknown> {
  /** The base URL every request goes to. */
  readonly baseUrl: string;
  /** The auth strategy's API (`getTokens()`, `loggedIn()`... for OAuth), or `undefined`. */
  readonly auth: TAuth;
  /**
   * A client that shares this one's configuration and credentials, with per-call options: an
   * `AbortSignal`, a timeout, a retry policy or extra headers.
   */
  with(options: CallOptions): FrontdeskClient<TAuth>;
  /**
   * Sends a raw request through the client's transport (auth, retries, typed errors). Prefer the
   * typed call functions; this is for platform calls Frontdesk does not wrap.
   */
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

/**
 * Creates a client.
 *
 * @example
 * ```ts
 * import { createClient, apiKey } from '@frontdesk/core';
 *
 * const client = createClient({
 *   auth: apiKey({ apiKey: process.env.FRONTDESK_API_KEY!, siteId: process.env.FRONTDESK_SITE_ID! }),
 * });
 * ```
 */
export function createClient<S extends AuthStrategy<unknown> | undefined = undefined>(
  options: ClientOptions<S> = {},
): FrontdeskClient<AuthApiOf<S>> {
  const baseUrl = normaliseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
  const customFetch = options.fetch;
  const strategy = options.auth as AuthStrategy<unknown> | undefined;
  const config: TransportConfig = {
    baseUrl,
    // Looked up per call so test interceptors installed after the client was created still apply.
    fetch: customFetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: options.headers,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    onError: options.onError,
    getAuthHeaders: strategy ? () => strategy.getAuthHeaders() : undefined,
    onUnauthorized: strategy?.onUnauthorized ? (failed) => strategy.onUnauthorized!(failed) : undefined,
  };
  const host: AuthHost = {
    baseUrl,
    request: (request) => send(config, { ...request, auth: false }),
  };
  const auth = strategy?.attach ? strategy.attach(host) : undefined;
  return bind(config, auth as AuthApiOf<S>);
}

function bind<TAuth>(config: TransportConfig, auth: TAuth): FrontdeskClient<TAuth> {
  return {
    baseUrl: config.baseUrl,
    auth,
    with(options) {
      return bind(
        {
          ...config,
          ...definedOnly(options),
          headers: { ...config.headers, ...options.headers },
        },
        auth,
      );
    },
    request: (request) => send(config, request),
  };
}

function definedOnly(options: CallOptions): CallOptions {
  const out: CallOptions = {};
  if (options.signal !== undefined) out.signal = options.signal;
  if (options.timeoutMs !== undefined) out.timeoutMs = options.timeoutMs;
  if (options.retry !== undefined) out.retry = options.retry;
  return out;
}

function normaliseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError([{ argument: 'baseUrl', path: [], message: 'must be an absolute http(s) URL' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError([{ argument: 'baseUrl', path: [], message: 'must be an absolute http(s) URL' }]);
  }
  return url.toString().replace(/\/+$/, '');
}
