import { type FrontdeskError, isFrontdeskError } from '../errors/frontdesk-error.js';
import { NetworkError, TimeoutError } from '../errors/network-error.js';
import { systemErrorMessage, toApiError } from '../errors/to-api-error.js';
import type { ApiError } from '../errors/api-error.js';
import { UnexpectedResponseError, unexpectedResponse } from '../errors/unexpected-response-error.js';
import { isRedirect, nextHop, type Hop } from './redirect.js';
import { backoffDelay, parseRetryAfter, resolveRetry, sleep, type RetryOptions } from './retry.js';

/** An HTTP method the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request, as the transport sends it. */
export interface HttpRequest {
  method: HttpMethod;
  /** The path on the base URL, already resolved and percent-encoded. */
  path: string;
  /** The encoded query string, without `?`. */
  query?: string | undefined;
  /** A JSON-serialisable body. A POST/PUT/PATCH without one sends `{}`. */
  body?: unknown;
  /** Whether a retry is safe (GET, query POSTs, creates with an idempotency key). Default: GET and PUT. */
  idempotent?: boolean | undefined;
  /** Send the auth strategy's headers (default true). */
  auth?: boolean | undefined;
  /** Extra headers for this request. */
  headers?: Record<string, string> | undefined;
  /** The Frontdesk function name, for `onError` and error context. */
  callName?: string | undefined;
  /** Attributes wire fields to call arguments in validation errors. */
  argumentOf?: ((field: string) => string | undefined) | undefined;
  /**
   * Whether a 401 means the credentials were refused (refresh once and retry: the default) or is the
   * call's own answer, such as a wrong password at login (`false`, or a function deciding per error).
   */
  refreshOnUnauthorized?: boolean | ((error: ApiError) => boolean) | undefined;
  /**
   * The answer is not JSON (an HTML page or a redirect, e.g. the identity logout): redirects are not
   * followed, a 3xx counts as success and the body is returned as text.
   */
  raw?: boolean | undefined;
  /**
   * Checks a successful JSON body, decoding its dates and floats in place, and returns what is wrong
   * with it (`no "plan" in the body`), or `undefined`. A problem rejects the call with an
   * `UnexpectedResponseError`. Declared calls set it; without it any JSON body is returned as it is.
   */
  check?: ((body: unknown) => string | undefined) | undefined;
}

/** A successful response. */
export interface HttpResponse<T = unknown> {
  status: number;
  /** The parsed JSON body; `{}` when the server sent none (e.g. 204). */
  body: T;
  requestId: string | undefined;
  headers: Headers;
}

/** What `onError` is told about the failed call (never headers, never the query string). */
export interface ErrorContext {
  /** The Frontdesk function name, e.g. `getPlan`. */
  call: string | undefined;
  request: { method: HttpMethod; path: string; url: string };
}

/** Options that apply per call; see `client.with()`. */
export interface CallOptions {
  /** Cancels the call. The abort reason is rethrown as it is. */
  signal?: AbortSignal | undefined;
  /** Time limit per attempt, in milliseconds. `0` or `Infinity` means none. */
  timeoutMs?: number | undefined;
  /** Retry policy for idempotent calls, or `false` for none. */
  retry?: RetryOptions | false | undefined;
  /** Extra headers. */
  headers?: Record<string, string> | undefined;
}

/** Everything the transport needs; built by `createClient`. */
export interface TransportConfig extends CallOptions {
  baseUrl: string;
  fetch: typeof fetch;
  getAuthHeaders?: (() => Record<string, string> | Promise<Record<string, string>>) | undefined;
  onUnauthorized?: ((failedHeaders: Record<string, string>) => Promise<boolean>) | undefined;
  onError?: ((error: FrontdeskError, context: ErrorContext) => void) | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;

// Resolved once per configuration object rather than on every call.
const POLICIES = new WeakMap<TransportConfig, ReturnType<typeof resolveRetry>>();
function retryPolicyOf(config: TransportConfig): ReturnType<typeof resolveRetry> {
  let policy = POLICIES.get(config);
  if (!policy) POLICIES.set(config, (policy = resolveRetry(config.retry)));
  return policy;
}

/**
 * Sends one request with the client's policies: auth headers, a per-attempt timeout that aborts the
 * fetch, abort, retries for idempotent calls (network errors, 408, 429 with `Retry-After`, 502-504,
 * jittered backoff), one refresh-and-retry on 401, same-origin redirects only, the request's `check`
 * of the body, and typed errors for everything else. `onError` runs before each rethrow.
 */
export async function send<T>(config: TransportConfig, request: HttpRequest): Promise<HttpResponse<T>> {
  try {
    return await attemptAll<T>(config, request);
  } catch (error) {
    if (config.signal?.aborted && error === config.signal.reason) throw error;
    const failure = isFrontdeskError(error) ? error : new NetworkError(systemErrorMessage(undefined), { cause: error });
    if (config.onError) {
      try {
        config.onError(failure, {
          call: request.callName,
          request: { method: request.method, path: request.path, url: config.baseUrl + request.path },
        });
      } catch {
        // A failing error hook must not replace the error the caller is waiting for.
      }
    }
    throw failure;
  }
}

async function attemptAll<T>(config: TransportConfig, request: HttpRequest): Promise<HttpResponse<T>> {
  const policy = retryPolicyOf(config);
  const idempotent = request.idempotent ?? (request.method === 'GET' || request.method === 'PUT');
  const retries = idempotent ? policy.limit : 0;
  const url = config.baseUrl + request.path + (request.query ? `?${request.query}` : '');
  const hasBody = request.method !== 'GET' && request.method !== 'DELETE';
  const body = hasBody ? JSON.stringify(request.body ?? {}) : undefined;
  let refreshed = false;

  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = { ...config.headers, ...request.headers };
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (request.auth !== false && config.getAuthHeaders) Object.assign(headers, await config.getAuthHeaders());

    let response: Response;
    let text: string;
    try {
      // Redirects are followed here, same-origin only (see http/redirect.ts): every fetch is made with
      // `redirect: 'manual'`, so another origin never receives the credentials or the body. Raw
      // requests get the first answer, redirect or not.
      let hop: Hop = { url, method: request.method, headers, body };
      for (let count = 0; ; count++) {
        [response, text] = await fetchOnce(config, hop);
        if (request.raw || response.ok || !isRedirect(response)) break;
        hop = nextHop(response, hop, new URL(config.baseUrl).origin, count, response.headers.get('x-wix-request-id') ?? undefined);
      }
    } catch (error) {
      // Only a failure without any response is retried: never a timeout, a refused redirect or an abort.
      if (!(error instanceof NetworkError) || error instanceof TimeoutError || attempt >= retries) throw error;
      await sleep(backoffDelay(attempt, policy), config.signal);
      continue;
    }

    const requestId = response.headers.get('x-wix-request-id') ?? undefined;
    if (response.ok) {
      if (request.raw) return { status: response.status, body: text as T, requestId, headers: response.headers };
      const parsed = parseSuccess(text, response, requestId);
      const problem = request.check?.(parsed);
      if (problem !== undefined) {
        throw unexpectedResponse(request.callName, response.status, requestId, problem, isBlank(text));
      }
      return { status: response.status, body: parsed as T, requestId, headers: response.headers };
    }
    if (request.raw && (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))) {
      return { status: response.status, body: text as T, requestId, headers: response.headers };
    }

    if (
      response.status === 401 &&
      !refreshed &&
      request.auth !== false &&
      config.onUnauthorized &&
      wantsRefresh(request, response, text, requestId)
    ) {
      refreshed = true;
      if (await config.onUnauthorized(headers)) {
        attempt--;
        continue;
      }
    }

    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const error = toApiError({
      status: response.status,
      statusText: response.statusText,
      body: tryParse(text),
      requestId,
      retryAfterMs,
      argumentOf: request.argumentOf,
    });
    if (attempt >= retries || !policy.statuses.includes(response.status)) throw error;
    if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) throw error;
    await sleep(retryAfterMs ?? backoffDelay(attempt, policy), config.signal);
  }
}

/** Whether a 401 should trigger the strategy's refresh (see `HttpRequest.refreshOnUnauthorized`). */
function wantsRefresh(request: HttpRequest, response: Response, text: string, requestId: string | undefined): boolean {
  const decide = request.refreshOnUnauthorized;
  if (typeof decide !== 'function') return decide !== false;
  return decide(toApiError({ status: response.status, statusText: response.statusText, body: tryParse(text), requestId }));
}

/**
 * One fetch with timeout and abort; reads the whole body so a dropped connection is caught here.
 *
 * The time limit aborts the fetch through an AbortSignal, which releases the connection: without one
 * it stays open until the server answers (up to undici's 300 s), and a hanging server piles them up.
 * A signal costs Node 20's fetch 12 to 15 µs of CPU per request (undici follows it with its own
 * listener, a WeakRef and a FinalizationRegistry entry; measured with bench/overhead.mjs), so
 * one is passed only when there is something to abort: a time limit or the caller's signal. One
 * controller per request: a controller shared by the requests of a client would abort them all at
 * once, and undici's listeners pile up on a long-lived signal until garbage collection (measured at
 * 250 to 730 µs per call). The limit also settles the call when a custom fetch ignores the signal.
 */
function fetchOnce(config: TransportConfig, hop: Hop): Promise<[Response, string]> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limited = timeoutMs > 0 && Number.isFinite(timeoutMs);
  const userSignal = config.signal;
  if (userSignal?.aborted) return Promise.reject(userSignal.reason);
  const init: RequestInit = { method: hop.method, headers: hop.headers, body: hop.body, redirect: 'manual' };
  return new Promise((resolve, reject) => {
    const controller = limited || userSignal ? new AbortController() : undefined;
    if (controller) init.signal = controller.signal;
    let done = false;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      userSignal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown): void => {
      if (done) return;
      finish();
      if (userSignal?.aborted) reject(userSignal.reason);
      else if (timedOut) reject(new TimeoutError(timeoutMs, { cause: error }));
      else reject(new NetworkError(systemErrorMessage(undefined), { cause: error }));
    };
    const onAbort = (): void => {
      controller!.abort(userSignal!.reason);
      fail(userSignal!.reason);
    };
    userSignal?.addEventListener('abort', onAbort, { once: true });
    if (limited) {
      timer = setTimeout(() => {
        timedOut = true;
        controller!.abort();
        fail(new Error('timed out'));
      }, timeoutMs);
    }
    const read = (response: Response): void => {
      // A late answer to an abandoned attempt (a fetch that ignored the signal): drop its body unread.
      if (done) return void response.body?.cancel().catch(() => undefined);
      response.text().then((text) => {
        if (done) return;
        finish();
        resolve([response, text]);
      }, fail);
    };
    try {
      config.fetch(hop.url, init).then(read).catch(fail);
    } catch (error) {
      fail(error);
    }
  });
}

function parseSuccess(text: string, response: Response, requestId: string | undefined): unknown {
  // Checked without trim(): that would copy every body on the hot path.
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (isBlank(text)) return {};
    throw new UnexpectedResponseError(systemErrorMessage(requestId), {
      status: response.status,
      code: 'MALFORMED_RESPONSE',
      description: `The response body is not JSON (content-type ${response.headers.get('content-type') ?? 'none'})`,
      requestId,
      cause,
    });
  }
}

function isBlank(text: string): boolean {
  return /^\s*$/.test(text);
}

function tryParse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
