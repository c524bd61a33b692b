import { invalidArgument } from '../errors.js';
import { checkJsonLimits, MAX_BODY_BYTES, payloadTooLarge } from '../util/limits.js';

/**
 * Options of {@link readJsonBody}.
 */
export interface ReadBodyOptions {
  /** The largest body read; default {@link MAX_BODY_BYTES} (1 MiB). */
  maxBytes?: number;
}

/**
 * Reads a request body, at most `maxBytes` of it: a `Content-Length` over the limit is refused
 * before anything is read, and without one the bytes are counted while streaming, so an unbounded
 * body is never buffered. Over the limit: a 413 `PAYLOAD_TOO_LARGE` platform error.
 */
export async function readBodyBytes(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const body = request.body;
  if (!body) return new Uint8Array(new ArrayBuffer(0));
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await body.cancel().catch(() => undefined);
    throw payloadTooLarge(maxBytes);
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the JSON object body of a route: the size limit ({@link readBodyBytes}), then `JSON.parse`,
 * then the input limits (nesting depth, string length, no `__proto__`/`constructor`/`prototype`
 * keys; see `checkJsonLimits`). An empty body is `{}`. Anything but a JSON object (malformed JSON,
 * `null`, a number, a string, an array, a boolean) is a 400 `INVALID_ARGUMENT`.
 */
export async function readJsonBody(request: Request, options: ReadBodyOptions = {}): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readBodyBytes(request, options.maxBytes));
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidArgument('Request body is not valid JSON');
  }
  checkJsonLimits(parsed);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const received = parsed === null ? 'null' : Array.isArray(parsed) ? 'array' : typeof parsed;
    throw invalidArgument('Request body must be a JSON object', { received });
  }
  return parsed as Record<string, unknown>;
}

/**
 * For routes that read their body themselves (`body: 'raw'`, e.g. the form posts of hosted pages):
 * the same request with its body read under the size limit ({@link readBodyBytes}) and buffered, so
 * the handler can never be handed an unbounded stream. Requests without a body are returned as they are.
 */
export async function withBodyLimit(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Request> {
  if (!request.body) return request;
  const bytes = await readBodyBytes(request, maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal });
}
