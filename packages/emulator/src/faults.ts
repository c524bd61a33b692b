import { STATUS_CODES } from 'node:http';
import { invalidArgument, systemErrorBody, type ErrorEnvelope } from './errors.js';
import { newId } from './ids.js';
import { display, toNumber } from './util/values.js';

/**
 * What a fault makes the emulator answer instead of (or before) the real route.
 *
 * @example
 * ```ts
 * emulator.faults.inject({ method: 'POST', path: '/oauth2/token', status: 503, times: 2 });
 * ```
 */
export interface FaultSpec {
  /** Only requests with this method (case-insensitive); default: any method except CORS preflights. */
  method?: string;
  /** The exact wire path (`/members/v1/members/my`), or a RegExp tested against the path. */
  path: string | RegExp;
  /** How many matching requests it affects; default 1, `Infinity` until cleared. */
  times?: number;
  /** Answer with this status (default 200, or 502 for an HTML body). */
  status?: number;
  /** Extra response headers (e.g. `Retry-After`); an empty value removes a header (e.g. `x-wix-request-id`). */
  headers?: Record<string, string>;
  /** Wait this long first (honouring the request's abort signal). Alone, the request then proceeds normally. */
  delayMs?: number;
  /**
   * The body: `'html'` (a proxy's error page, text/html), `'malformed-json'` (`{"broken": `,
   * application/json), `'empty'` (no body), any other string (text/plain) or a JSON value. Without a
   * body, an error status gets the platform envelope.
   */
  body?: 'html' | 'malformed-json' | 'empty' | string | Record<string, unknown> | unknown[];
  /** Close the connection without answering (the client's fetch rejects). */
  drop?: boolean;
}

/**
 * A fault as listed by `faults.list()` and `GET /_emulator/faults`.
 */
export interface FaultInfo {
  id: string;
  method?: string;
  path: string | { regex: string; flags: string };
  /**
   * What it does: `latency` (a delay, then the normal answer), `429` (Too Many Requests), `error`
   * (another error status or a broken body), `drop` (the connection closes) or `response` (another
   * successful answer).
   */
  kind: FaultKind;
  /** The status it answers with, when it answers. */
  status?: number;
  /** The `Retry-After` header it adds (seconds, as sent). */
  retryAfter?: string;
  /** The delay before it acts, in ms. */
  delayMs?: number;
  /** The body kind or value it answers with. */
  body?: FaultSpec['body'];
  /** Extra response headers. */
  headers?: Record<string, string>;
  /** Remaining uses; `null` means until cleared. */
  remaining: number | null;
}

/**
 * What a fault does (see {@link FaultInfo.kind}).
 */
export type FaultKind = 'latency' | 'error' | '429' | 'drop' | 'response';

function faultKind(spec: FaultSpec): FaultKind {
  if (spec.drop) return 'drop';
  const answers = spec.status !== undefined || spec.body !== undefined;
  if (!answers) return 'latency';
  const status = spec.status ?? (spec.body === 'html' ? 502 : 200);
  if (status === 429) return '429';
  return status >= 400 || spec.body === 'html' || spec.body === 'malformed-json' ? 'error' : 'response';
}

function retryAfterOf(headers: Record<string, string> | undefined): string | undefined {
  return Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
}

/**
 * What the pipeline does with a matched fault.
 */
export type FaultOutcome =
  | { kind: 'drop' }
  | { kind: 'respond'; response: Response; headers: Record<string, string> }
  | { kind: 'continue'; headers: Record<string, string> };

interface ActiveFault {
  id: string;
  spec: FaultSpec;
  remaining: number;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Fault injection for tests: the next matching request(s) get a delay, an error status, a broken
 * body or a dropped connection. Faults are checked before routing, in the order they were injected;
 * `/_emulator/*` admin paths are never faulted.
 *
 * @example
 * ```ts
 * const fault = emulator.faults.inject({ path: '/members/v1/members/my', body: 'html' });
 * fault.clear();
 * ```
 */
export class Faults {
  #active: ActiveFault[] = [];

  /**
   * Adds a fault and returns its id and a function that removes it.
   *
   * @example
   * ```ts
   * emulator.faults.inject({ method: 'GET', path: '/members/v1/members/my', status: 429, headers: { 'Retry-After': '1' } });
   * emulator.faults.inject({ path: /^\/pricing-plans\//, drop: true, times: Infinity });
   * ```
   */
  inject(spec: FaultSpec): { id: string; clear(): void } {
    const times = spec.times ?? 1;
    if (!(times > 0)) throw invalidArgument('times must be a positive number (or Infinity)');
    if (spec.status !== undefined && !(Number.isInteger(spec.status) && spec.status >= 200 && spec.status <= 599)) {
      throw invalidArgument('status must be an integer between 200 and 599');
    }
    if (spec.delayMs !== undefined && !(spec.delayMs >= 0)) throw invalidArgument('delayMs must be >= 0');
    const fault: ActiveFault = { id: newId(), spec: { ...spec }, remaining: times };
    this.#active.push(fault);
    return { id: fault.id, clear: () => this.clear(fault.id) };
  }

  /**
   * Removes one fault by id, or all of them.
   *
   * @example
   * ```ts
   * afterEach(() => emulator.faults.clear());
   * ```
   */
  clear(id?: string): void {
    this.#active = id === undefined ? [] : this.#active.filter((f) => f.id !== id);
  }

  /**
   * The active faults.
   */
  list(): FaultInfo[] {
    return this.#active.map(({ id, spec, remaining }) => {
      const retryAfter = retryAfterOf(spec.headers);
      return {
        id,
        ...(spec.method ? { method: spec.method.toUpperCase() } : {}),
        path: typeof spec.path === 'string' ? spec.path : { regex: spec.path.source, flags: spec.path.flags },
        kind: faultKind(spec),
        ...(spec.drop
          ? {}
          : spec.status !== undefined || spec.body !== undefined
            ? { status: spec.status ?? (spec.body === 'html' ? 502 : 200) }
            : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
        ...(spec.delayMs ? { delayMs: spec.delayMs } : {}),
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        ...(spec.headers && Object.keys(spec.headers).length > 0 ? { headers: { ...spec.headers } } : {}),
        remaining: Number.isFinite(remaining) ? remaining : null,
      };
    });
  }

  /**
   * Takes the first fault matching a request (using up one of its `times`).
   */
  take(method: string, path: string): FaultSpec | undefined {
    return this.takeMatch(method, path)?.spec;
  }

  /**
   * {@link Faults.take}, with the rule's id and kind (the requests log marks the request with them).
   */
  takeMatch(method: string, path: string): { id: string; kind: FaultKind; spec: FaultSpec } | undefined {
    const upper = method.toUpperCase();
    const fault = this.#active.find(({ spec }) => {
      if (spec.method ? spec.method.toUpperCase() !== upper : upper === 'OPTIONS') return false;
      if (typeof spec.path === 'string') return spec.path === path;
      spec.path.lastIndex = 0;
      return spec.path.test(path);
    });
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.clear(fault.id);
    return { id: fault.id, kind: faultKind(fault.spec), spec: fault.spec };
  }
}

/**
 * Reads a fault from its JSON form (`POST /_emulator/faults`): `path` is a string or
 * `{ regex, flags? }`, and `times` may be a number, `"Infinity"` or `null` (until cleared).
 *
 * @example
 * ```ts
 * parseFaultSpec({ path: { regex: '^/members/' }, status: 503, times: null });
 * ```
 */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (typeof input !== 'object' || input === null) throw invalidArgument('A fault must be a JSON object');
  const raw = input as Record<string, unknown>;
  let path: string | RegExp;
  if (typeof raw.path === 'string') {
    path = raw.path;
  } else if (typeof raw.path === 'object' && raw.path !== null && typeof (raw.path as { regex?: unknown }).regex === 'string') {
    const { regex, flags } = raw.path as { regex: string; flags?: unknown };
    try {
      path = new RegExp(regex, typeof flags === 'string' ? flags : '');
    } catch {
      throw invalidArgument('path.regex is not a valid regular expression');
    }
  } else {
    throw invalidArgument('path must be a string or { regex, flags? }');
  }
  const spec: FaultSpec = { path };
  if (raw.method !== undefined) spec.method = display(raw.method);
  if (raw.times === null || raw.times === 'Infinity') spec.times = Infinity;
  else if (raw.times !== undefined) spec.times = toNumber(raw.times);
  if (raw.status !== undefined) spec.status = toNumber(raw.status);
  if (raw.delayMs !== undefined) spec.delayMs = toNumber(raw.delayMs);
  if (raw.headers !== undefined) {
    if (typeof raw.headers !== 'object' || raw.headers === null) throw invalidArgument('headers must be an object');
    spec.headers = Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k, display(v)]));
  }
  if (raw.body !== undefined) spec.body = raw.body as FaultSpec['body'];
  if (raw.drop === true) spec.drop = true;
  applyFaultKind(spec, raw.kind, raw.retryAfter);
  return spec;
}

// The dashboard's shorthand: `kind` ('latency' | 'error' | '429') and `retryAfter` (seconds).
function applyFaultKind(spec: FaultSpec, kind: unknown, retryAfter: unknown): void {
  if (kind !== undefined && kind !== 'latency' && kind !== 'error' && kind !== '429' && kind !== 429) {
    throw invalidArgument("kind must be 'latency', 'error' or '429'");
  }
  if (kind === 'latency' && spec.delayMs === undefined) throw invalidArgument('A latency fault needs delayMs');
  if (kind === 'error') spec.status ??= 500;
  if (kind === '429' || kind === 429) spec.status = 429;
  if (retryAfter !== undefined) {
    const seconds = toNumber(retryAfter);
    if (!(Number.isInteger(seconds) && seconds >= 0)) throw invalidArgument('retryAfter must be a whole number of seconds');
    spec.headers = { ...spec.headers, 'Retry-After': String(seconds) };
  }
}

/**
 * Waits `ms`, rejecting with the signal's reason as soon as it aborts.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Unknown';
}

function errorEnvelope(status: number): ErrorEnvelope {
  const text = statusText(status);
  if (status >= 500) return systemErrorBody(text);
  const code = text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return { message: text, details: { applicationError: { code, description: text, data: {} } } };
}

/**
 * Builds the response of a fault that answers (status and/or body).
 */
export function faultResponse(spec: FaultSpec): Response {
  const status = spec.status ?? (spec.body === 'html' ? 502 : 200);
  if (NULL_BODY_STATUSES.has(status) || spec.body === 'empty') return new Response(null, { status });
  const text = statusText(status);
  if (spec.body === 'html') {
    const page =
      `<html>\r\n<head><title>${status} ${text}</title></head>\r\n<body>\r\n` +
      `<center><h1>${status} ${text}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
    return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  if (spec.body === 'malformed-json') {
    return new Response('{"broken": ', { status, headers: { 'content-type': 'application/json' } });
  }
  if (typeof spec.body === 'string') {
    return new Response(spec.body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const body = spec.body ?? (status >= 400 ? errorEnvelope(status) : {});
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Applies a matched fault: waits `delayMs` (rejecting if the request is aborted meanwhile), then
 * tells the pipeline to drop the connection, answer, or continue to the route with extra headers.
 */
export async function applyFault(spec: FaultSpec, signal: AbortSignal | undefined): Promise<FaultOutcome> {
  if (spec.delayMs) await sleep(spec.delayMs, signal);
  if (spec.drop) return { kind: 'drop' };
  const headers = spec.headers ?? {};
  if (spec.status !== undefined || spec.body !== undefined) {
    return { kind: 'respond', response: faultResponse(spec), headers };
  }
  return { kind: 'continue', headers };
}
