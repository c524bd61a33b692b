import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * What the booking app's two server routes (the staff proxy and the checkout) share: JSON answers in
 * the platform's error shape, a bounded body reader, and the same-origin check.
 */

/** The largest request body either route reads. */
export const MAX_BODY = 64 * 1024;

/** Hosts that are this machine (the local emulator needs no secrets). */
export const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** Sends `body` as JSON, never cached. */
export function send(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  response.end(text);
}

/** An application error in the platform's shape, so the SDK reads it as an `ApiError` with this code. */
export function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  description: string,
  extra: Record<string, string> = {},
): void {
  send(response, status, { message: description, details: { applicationError: { code, description } } }, extra);
}

/**
 * The request's body as text, or `undefined` when it is larger than `limit`: the caller then answers
 * 413 (see {@link sendTooLarge}). An oversized body is not kept: a declared `Content-Length` over the
 * limit is refused before anything is read, and a body that grows past it stops being collected;
 * the rest is read and dropped, so the connection stays whole and the client gets its answer
 * instead of a cut socket.
 */
export function readBody(request: IncomingMessage, limit = MAX_BODY): Promise<string | undefined> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    let size = 0;
    let chunks: Buffer[] | undefined = [];
    request.on('data', (chunk: Buffer) => {
      if (!chunks) return;
      size += chunk.length;
      if (size > limit) {
        chunks = undefined;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(chunks ? Buffer.concat(chunks).toString('utf8') : undefined));
    request.on('error', reject);
  });
}

/**
 * Answers 413 `PAYLOAD_TOO_LARGE` to a request whose body {@link readBody} refused, and closes the
 * connection once the answer is sent (what is still coming is not read on it).
 */
export function sendTooLarge(response: ServerResponse): void {
  sendError(response, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large', { connection: 'close' });
}

/** A cookie's value from the request's `Cookie` header. */
export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Whether the request came over HTTPS (directly or behind a proxy that says so). */
export const isSecure = (request: IncomingMessage): boolean =>
  (request.socket as { encrypted?: boolean }).encrypted === true || request.headers['x-forwarded-proto'] === 'https';

/**
 * Same origin only: the custom `header` (a cross-site page cannot send it without CORS, which the
 * app never allows), and Origin / Sec-Fetch-Site when the browser sends them.
 */
export function sameOrigin(request: IncomingMessage, header: string): boolean {
  if (request.headers[header] !== '1') return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${isSecure(request) ? 'https' : 'http'}://${request.headers.host}`;
}

/** Counts attempts per client address in a sliding window (wrong passcodes, refused completions). */
export function attemptCounter(max: number, windowMs: number) {
  const attempts = new Map<string, number[]>();
  return {
    /** Whether `who` may try again now; the attempt is counted when it may. */
    allow(who: string): boolean {
      const recent = (attempts.get(who) ?? []).filter((at) => at > Date.now() - windowMs);
      if (recent.length >= max) {
        attempts.set(who, recent);
        return false;
      }
      attempts.set(who, [...recent, Date.now()]);
      return true;
    },
    /** Forgets `who`'s attempts (after a success). */
    clear(who: string): void {
      attempts.delete(who);
    },
  };
}

/** Where the platform is and the admin credentials the app's server holds. */
export interface PlatformSettings {
  baseUrl: string;
  apiKey: string;
  siteId: string;
}

/** Whether `baseUrl` (default: FRONTDESK_BASE_URL, then the emulator) is the local emulator. */
export function platformUrl(baseUrl: string | undefined): { baseUrl: string; local: boolean } {
  const url = (baseUrl ?? process.env.FRONTDESK_BASE_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
  return { baseUrl: url, local: LOOPBACK.test(new URL(url).hostname) };
}

/**
 * The platform and its admin credentials: the options, then FRONTDESK_BASE_URL, FRONTDESK_API_KEY
 * and FRONTDESK_SITE_ID, then (for the local emulator only) the emulator's demo credentials. Throws
 * at once when a real platform is named without its secrets.
 */
export function resolvePlatform(options: Partial<PlatformSettings>, who: string): Promise<PlatformSettings> {
  const { baseUrl, local } = platformUrl(options.baseUrl);
  const apiKey = options.apiKey ?? process.env.FRONTDESK_API_KEY;
  const siteId = options.siteId ?? process.env.FRONTDESK_SITE_ID;
  if (apiKey && siteId) return Promise.resolve({ baseUrl, apiKey, siteId });
  if (!local)
    return Promise.reject(new Error(`${who} needs FRONTDESK_API_KEY and FRONTDESK_SITE_ID for a platform other than the local emulator`));
  // The emulator's demo credentials; a variable name keeps bundlers from inlining the emulator.
  const emulator = '@frontdesk/emulator';
  return (import(/* @vite-ignore */ emulator) as Promise<{ DEMO_API_KEY: string; DEMO_SITE_ID: string }>).then((demo) => ({
    baseUrl,
    apiKey: apiKey ?? demo.DEMO_API_KEY,
    siteId: siteId ?? demo.DEMO_SITE_ID,
  }));
}
