import type { FaultKind } from '../faults.js';
import type { StateStore } from '../state/store.js';
import { attachedTo } from '../util/attached.js';

/**
 * Who made a recorded request: `owner` (an admin API key), `member` or `visitor` (an access token
 * of that kind), `anonymous` (no credential, or one the emulator does not accept).
 */
export type RequestRole = 'owner' | 'member' | 'visitor' | 'anonymous';

/**
 * One line of the dashboard's Requests view (`GET /_emulator/dashboard/requests`).
 */
export interface RecordedRequest {
  /** The request id (the response's `x-wix-request-id`). */
  id: string;
  /** The order it arrived in: 1 for the first request the log recorded, then one more each (a reset starts again at 1). */
  seq: number;
  /** When it arrived, by the emulator clock (ISO-8601): the same for every request while the clock is set. */
  time: string;
  /** When it arrived, by the machine's real clock (ISO-8601). */
  realTime: string;
  method: string;
  /** The path and the query, with the values of secret-looking keys (`code`, `state`, `*token*`, …) redacted. */
  path: string;
  /** The response status; 0 when a fault dropped the connection. */
  status: number;
  /** How long the emulator took to answer, in milliseconds. */
  durationMs: number;
  role: RequestRole;
  /** The fault rule that answered, delayed or dropped it (`POST /_emulator/faults`), when one did. */
  fault?: RecordedFault;
}

/**
 * The injected fault of a recorded request: the rule's id, what it did (`kind`, as `GET
 * /_emulator/faults` lists it) and the status it answered with, if it answered.
 */
export interface RecordedFault {
  id: string;
  kind: FaultKind;
  status?: number;
}

/**
 * A recorded request with its bodies (`GET /_emulator/dashboard/requests/{id}`): JSON (compact) or
 * form text, redacted when recorded, cut at {@link MAX_RECORDED_BODY} characters. A body that is
 * neither JSON nor a form is described, not kept (`[text/html: not recorded]`).
 */
export interface RecordedRequestDetail extends RecordedRequest {
  requestBody?: string;
  responseBody?: string;
  /** `true` when the body was longer than {@link MAX_RECORDED_BODY} characters and is cut. */
  requestBodyTruncated?: boolean;
  responseBodyTruncated?: boolean;
}

/**
 * How many requests the log keeps (the oldest is dropped first).
 */
export const MAX_RECORDED_REQUESTS = 500;

/**
 * How many characters of each body a record keeps (8 KiB).
 */
export const MAX_RECORDED_BODY = 8192;

/**
 * The header the dashboard's script sends: requests carrying it are not recorded (with the paths
 * `/` and `/_emulator/dashboard/*`), so the dashboard never fills the log it shows.
 */
export const DASHBOARD_HEADER = 'x-emulator-dashboard';

// What is read of a body to redact it (a body cut before parsing is redacted by pattern instead).
const MAX_READ_BYTES = 65_536;
const SECRET_KEY = /token|password|secret|code_?verifier|^code$|api_?key|authorization|sessionToken|refresh|^key$|privateJwk/i;
// Query keys: the same, and the OAuth `state`.
const SECRET_QUERY_KEY = new RegExp(`${SECRET_KEY.source}|^state$`, 'i');
const REDACTED = '[redacted]';

/**
 * Replaces the value of every key that looks secret, at any depth, with `"[redacted]"`.
 */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: SECRET_KEY.test(key) ? REDACTED : redactJson(inner),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

// Query or form text: the values of secret-looking keys redacted, everything else as sent.
function redactParams(text: string): string {
  return text
    .split('&')
    .map((part) => {
      const at = part.indexOf('=');
      if (at < 0) return part;
      let key = part.slice(0, at);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // Malformed escapes: test the key as sent.
      }
      return SECRET_QUERY_KEY.test(key) ? `${part.slice(0, at)}=${REDACTED}` : part;
    })
    .join('&');
}

/**
 * A path with its query, the values of secret-looking keys (`code`, `state`, `access_token`,
 * `password`, `apiKey`, …) redacted.
 */
export function redactPath(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  return at < 0 ? pathAndQuery : `${pathAndQuery.slice(0, at)}?${redactParams(pathAndQuery.slice(at + 1))}`;
}

// JSON text that did not parse (cut, or not JSON after all): `"secretKey": value` pairs redacted by pattern.
function redactJsonText(text: string): string {
  return text.replace(/"((?:[^"\\]|\\.)*)"(\s*:\s*)("(?:[^"\\]|\\.)*"?|[^,}\]\s]*)/g, (whole, key: string, colon: string) =>
    SECRET_KEY.test(key) ? `"${key}"${colon}"${REDACTED}"` : whole,
  );
}

// At most `max` bytes of a body (the rest is not read), and whether there was more.
async function readBounded(body: ReadableStream<Uint8Array> | null, max: number): Promise<{ bytes: Uint8Array; more: boolean }> {
  if (!body) return { bytes: new Uint8Array(), more: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let more = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > max) {
        more = true;
        break;
      }
    }
  } finally {
    // Not awaited: a tee branch's cancel settles only once the other branch is done too.
    if (more) void reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes: bytes.subarray(0, max), more };
}

// A body as the record keeps it: redacted JSON or form text, cut to MAX_RECORDED_BODY; other types described.
async function recordedBody(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
): Promise<{ text?: string; truncated?: boolean }> {
  if (!body) return {};
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // A body sent without a JSON type (fetch labels a string `text/plain`) is tried as JSON too.
  const json = type === '' || type === 'application/json' || type.endsWith('+json') || type === 'text/plain';
  const form = type === 'application/x-www-form-urlencoded';
  if (!json && !form) {
    // Not awaited: a tee branch's cancel settles only once the other branch is done too.
    void body.cancel().catch(() => undefined);
    return { text: `[${type}: not recorded]` };
  }
  const { bytes, more } = await readBounded(body, MAX_READ_BYTES);
  if (bytes.byteLength === 0) return {};
  const raw = new TextDecoder().decode(bytes);
  let text: string;
  if (form) text = redactParams(raw);
  else {
    try {
      if (more) throw new Error('cut');
      text = JSON.stringify(redactJson(JSON.parse(raw)));
    } catch {
      text = redactJsonText(raw);
    }
  }
  const truncated = more || text.length > MAX_RECORDED_BODY;
  return { text: text.slice(0, MAX_RECORDED_BODY), ...(truncated ? { truncated } : {}) };
}

/**
 * What the Requests view can be filtered by: a method, a status (`2xx`, `4xx`, `5xx` or one code),
 * text in the path, a caller role, and `q`: text in the path or the request id (any case).
 */
export interface RequestFilter {
  method?: string;
  status?: string;
  path?: string;
  role?: string;
  q?: string;
}

/**
 * A page of the Requests view: the matching records (newest first) from `offset`, at most `limit`,
 * and how many match in all.
 */
export interface RequestPage {
  requests: RecordedRequest[];
  total: number;
}

/**
 * The last {@link MAX_RECORDED_REQUESTS} requests, in memory only (never in the state or the data
 * folder). `handleRequest` records them; the dashboard reads them.
 */
export class RequestLog {
  #records: RecordedRequestDetail[] = [];
  #seq = 0;

  /** Adds a record with the next arrival number, dropping the oldest beyond {@link MAX_RECORDED_REQUESTS}. */
  add(record: Omit<RecordedRequestDetail, 'seq'>): void {
    this.#seq += 1;
    this.#records.push({ ...record, seq: this.#seq });
    if (this.#records.length > MAX_RECORDED_REQUESTS) this.#records.splice(0, this.#records.length - MAX_RECORDED_REQUESTS);
  }

  /** The records that match `filter`, newest first, without their bodies. */
  list(filter: RequestFilter = {}): RecordedRequest[] {
    return this.page(filter, 0, MAX_RECORDED_REQUESTS).requests;
  }

  /** The records that match `filter`, newest first, without their bodies: `limit` of them from `offset`, and the count of all. */
  page(filter: RequestFilter, offset: number, limit: number): RequestPage {
    const method = filter.method?.toUpperCase();
    const path = filter.path?.toLowerCase();
    const q = filter.q?.toLowerCase();
    const status = filter.status?.toLowerCase();
    const statusClass = status && /^[1-5]xx$/.test(status) ? Number(status[0]) : undefined;
    const matches = (record: RecordedRequest): boolean =>
      (!method || record.method === method) &&
      (!path || record.path.toLowerCase().includes(path)) &&
      (!q || record.path.toLowerCase().includes(q) || record.id.toLowerCase().includes(q)) &&
      (!filter.role || record.role === filter.role) &&
      (!status || (statusClass !== undefined ? Math.floor(record.status / 100) === statusClass : String(record.status) === status));
    const requests: RecordedRequest[] = [];
    let total = 0;
    for (let index = this.#records.length - 1; index >= 0; index -= 1) {
      const record = this.#records[index]!;
      if (!matches(record)) continue;
      if (total >= offset && requests.length < limit) {
        const { requestBody, responseBody, requestBodyTruncated, responseBodyTruncated, ...row } = record;
        requests.push(row);
      }
      total += 1;
    }
    return { requests, total };
  }

  /** One record with its bodies. */
  get(id: string): RecordedRequestDetail | undefined {
    return this.#records.find((record) => record.id === id);
  }

  /** Forgets every record (`POST /_emulator/reset`); the next one is number 1 again. */
  clear(): void {
    this.#records = [];
    this.#seq = 0;
  }
}

// One log per store, as the change counter (an emulator's store lives as long as the emulator).
/**
 * The request log of an emulator, by its store.
 */
export const requestLog: (store: StateStore) => RequestLog = attachedTo(() => new RequestLog());

/**
 * Whether a request goes into the log: not the dashboard's page (`/`), not its own endpoints
 * (`/_emulator/dashboard/*`), not a request its script marked with {@link DASHBOARD_HEADER}.
 */
export function isRecorded(request: Request, path: string): boolean {
  return path !== '/' && !path.startsWith('/_emulator/dashboard/') && !request.headers.has(DASHBOARD_HEADER);
}

/**
 * What a request's record is made from, taken before it is handled: when, what, who, and a copy of
 * its body. {@link finishRecord} completes it with the response.
 */
export interface StartedRecord {
  time: string;
  realTime: string;
  method: string;
  path: string;
  role: RequestRole;
  started: number;
  /** The request to handle: the same, its body copied (up to 64 KiB) as the handler reads it, never read ahead. */
  request: Request;
  seen: { chunks: Uint8Array[]; size: number } | null;
  contentType: string | null;
}

/**
 * Starts a record: keeps a copy of the body (the handler reads the original).
 */
export function startRecord(request: Request, url: URL, now: Date, role: RequestRole): StartedRecord {
  let seen: StartedRecord['seen'] = null;
  let observed = request;
  const source = request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null;
  if (source) {
    const copy = { chunks: [] as Uint8Array[], size: 0 };
    seen = copy;
    const reader = source.getReader();
    // Pulled only when the handler reads (no read-ahead): body limits see the same reads as without the copy.
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          if (copy.size <= MAX_READ_BYTES) copy.chunks.push(value.slice());
          copy.size += value.byteLength;
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    // Built afresh (the Node server's request object cannot be the input of `new Request`).
    const init = { method: request.method, headers: request.headers, body, duplex: 'half', signal: request.signal };
    observed = new Request(request.url, init as RequestInit);
  }
  return {
    time: now.toISOString(),
    realTime: new Date().toISOString(),
    method: request.method.toUpperCase(),
    path: redactPath(url.pathname + url.search),
    role,
    started: performance.now(),
    request: observed,
    seen,
    contentType: request.headers.get('content-type'),
  };
}

// A body the handler never read (a fault answered first): read now, up to what a record keeps, for the record only.
async function readUnread(started: StartedRecord): Promise<void> {
  const { request, seen } = started;
  if (!seen || seen.size > 0 || !request.body || request.bodyUsed || request.body.locked) return;
  try {
    await readBounded(request.body, MAX_READ_BYTES);
  } catch {
    // The client went away (a dropped connection): the record keeps what arrived.
  }
}

/**
 * Completes a record with the response (its status and a redacted copy of its body) and adds it to
 * `log`. A faulted request is marked with its rule (`fault`); a fault that answered before the
 * handler read the body has the body read for the record then (it is never read ahead otherwise;
 * a dropped connection keeps none).
 */
export async function finishRecord(
  log: RequestLog,
  started: StartedRecord,
  id: string,
  response: Response,
  fault?: RecordedFault,
): Promise<void> {
  const durationMs = Math.round(performance.now() - started.started);
  // Not for a dropped connection: the client may still be sending to a socket that is gone.
  if (fault && fault.kind !== 'latency' && fault.kind !== 'drop') await readUnread(started);
  const seen = started.seen;
  const sent = seen && seen.size > 0 ? new Blob(seen.chunks as BlobPart[]).stream() : null;
  const request = await recordedBody(sent, started.contentType);
  const answer =
    response.body && response.status !== 0 ? await recordedBody(response.clone().body, response.headers.get('content-type')) : {};
  log.add({
    id,
    time: started.time,
    realTime: started.realTime,
    method: started.method,
    path: started.path,
    status: fault?.kind === 'drop' ? 0 : response.status,
    durationMs,
    role: started.role,
    ...(fault ? { fault } : {}),
    ...(request.text !== undefined ? { requestBody: request.text } : {}),
    ...(request.truncated ? { requestBodyTruncated: true } : {}),
    ...(answer.text !== undefined ? { responseBody: answer.text } : {}),
    ...(answer.truncated ? { responseBodyTruncated: true } : {}),
  });
}
