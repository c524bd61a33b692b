import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { STAFF_API, STAFF_HEADER } from '../src/staff-constants.js';
import { cookieOf, isSecure, platformUrl, readBody, resolvePlatform, sameOrigin, send, sendError, sendTooLarge } from './http.js';

/*
 * The booking app's server side for the staff view. Confirming, declining and marking attendance are
 * owner-only on the platform (an admin API key), and an API key must never reach a browser. So the
 * browser talks to `/staff-api/*` on the app's own origin; this proxy checks the staff session (an
 * HttpOnly, SameSite=Strict cookie issued for the staff passcode), refuses anything but a short
 * allowlist of platform calls, and forwards those with the key it keeps. The wire format stays the
 * SDK's: the staff page uses an ordinary Frontdesk client whose base URL is `/staff-api`.
 */

export { STAFF_API, STAFF_HEADER };
/** The session cookie's name. */
export const STAFF_COOKIE = 'fd_staff';
/** The passcode when STAFF_PASSCODE is not set (the local emulator only; see the README). */
export const DEMO_STAFF_PASSCODE = 'frontdesk-staff';

/**
 * The platform calls the staff view may make, by the SDK function's name: its method and wire
 * path. Checked against the SDK's own declarations by the tests, so the two cannot drift apart.
 */
export const STAFF_CALLS = {
  queryExtendedBookings: ['POST', '/_api/bookings-reader/v2/extended-bookings/query'],
  confirmBooking: ['POST', '/_api/bookings-service/v2/bookings/{id}/confirm'],
  declineBooking: ['POST', '/_api/bookings-service/v2/bookings/{id}/decline'],
  setAttendance: ['POST', '/bookings/bookings-attendance/set'],
} as const;

/** Options of {@link createStaffProxy}; each falls back to the environment, then to the emulator's demo. */
export interface StaffProxyOptions {
  /** The platform (FRONTDESK_BASE_URL, default the emulator at http://127.0.0.1:4010). */
  baseUrl?: string;
  /** The admin API key (FRONTDESK_API_KEY, default the emulator's DEMO_API_KEY). */
  apiKey?: string;
  /** The site id (FRONTDESK_SITE_ID, default the emulator's DEMO_SITE_ID). */
  siteId?: string;
  /** The staff passcode (STAFF_PASSCODE, default {@link DEMO_STAFF_PASSCODE} on the emulator). */
  passcode?: string;
  /** How long a staff session lasts (default 8 hours). */
  sessionTtlMs?: number;
  /** The fetch used to reach the platform (tests). */
  fetch?: typeof fetch;
}

/** A connect-style middleware: handles `/staff-api/*`, passes anything else to `next`. */
export type StaffMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 60_000;

/** Compares two secrets in constant time (their hashes have the same length whatever they are). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const pattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[A-Za-z0-9_-]+')}$`);
const ALLOWED = Object.values(STAFF_CALLS).map(([method, template]) => ({ method, path: pattern(template) }));

type Settings = Required<Omit<StaffProxyOptions, 'fetch'>>;

/** Reads the settings; throws at once when a real platform is named without its secrets. */
function resolveOptions(options: StaffProxyOptions): Promise<Settings> {
  const { baseUrl, local } = platformUrl(options.baseUrl);
  const passcode = options.passcode ?? process.env.STAFF_PASSCODE ?? (local ? DEMO_STAFF_PASSCODE : undefined);
  const apiKey = options.apiKey ?? process.env.FRONTDESK_API_KEY;
  const siteId = options.siteId ?? process.env.FRONTDESK_SITE_ID;
  if ((!apiKey || !siteId || !passcode) && !local) {
    throw new Error(
      'The staff proxy needs FRONTDESK_API_KEY, FRONTDESK_SITE_ID and STAFF_PASSCODE for a platform other than the local emulator',
    );
  }
  const sessionTtlMs = options.sessionTtlMs ?? 8 * 3600_000;
  return resolvePlatform({ baseUrl, ...(apiKey ? { apiKey } : {}), ...(siteId ? { siteId } : {}) }, 'The staff proxy').then((platform) => ({
    ...platform,
    passcode: passcode!,
    sessionTtlMs,
  }));
}

/**
 * The staff proxy as a connect-style middleware: `GET|POST|DELETE /staff-api/session` (read, open
 * with the passcode, close a staff session) and the {@link STAFF_CALLS} forwarded to the platform
 * with the admin key. Everything else under `/staff-api` is refused.
 *
 * @example
 * ```ts
 * server.middlewares.use(createStaffProxy({ baseUrl: 'http://127.0.0.1:4010' }));
 * ```
 */
export function createStaffProxy(options: StaffProxyOptions = {}): StaffMiddleware {
  const settings = resolveOptions(options);
  settings.catch(() => undefined);
  const sessions = new Map<string, number>();
  const failures = new Map<string, number[]>();
  const request = options.fetch ?? fetch;

  const session = (req: IncomingMessage): boolean => {
    const id = cookieOf(req, STAFF_COOKIE);
    const expires = id ? sessions.get(id) : undefined;
    if (id && expires !== undefined && expires <= Date.now()) sessions.delete(id);
    return expires !== undefined && expires > Date.now();
  };
  const cookie = (req: IncomingMessage, value: string, maxAge: number) => {
    return `${STAFF_COOKIE}=${value}; Path=${STAFF_API}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${isSecure(req) ? '; Secure' : ''}`;
  };

  async function openSession(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { passcode, sessionTtlMs } = await settings;
    const who = req.socket.remoteAddress ?? 'unknown';
    const recent = (failures.get(who) ?? []).filter((at) => at > Date.now() - FAILURE_WINDOW_MS);
    if (recent.length >= MAX_FAILURES) {
      sendError(res, 429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passcodes: wait a minute and try again', { 'retry-after': '60' });
      return;
    }
    // Counted before the body is awaited: guesses whose bodies arrive late must not all pass the
    // check above while the first ones are still being read. A right passcode clears the count.
    failures.set(who, [...recent, Date.now()]);
    const raw = await readBody(req);
    if (raw === undefined) {
      sendTooLarge(res);
      return;
    }
    let given: unknown;
    try {
      given = raw ? (JSON.parse(raw) as { passcode?: unknown }).passcode : undefined;
    } catch {
      given = undefined;
    }
    if (typeof given !== 'string' || !sameSecret(given, passcode)) {
      sendError(res, 401, 'WRONG_STAFF_PASSCODE', 'Wrong staff passcode');
      return;
    }
    failures.delete(who);
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, Date.now() + sessionTtlMs);
    send(res, 200, { staff: true }, { 'set-cookie': cookie(req, id, Math.floor(sessionTtlMs / 1000)) });
  }

  async function forward(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    // Encoded slashes or dots could name another platform path once decoded upstream.
    const allowed = !/%2f|%2e|%5c|\.\./i.test(path) && ALLOWED.some((call) => call.method === method && call.path.test(path));
    if (!allowed) {
      sendError(res, 403, 'STAFF_CALL_NOT_ALLOWED', 'The staff view may not make this call');
      return;
    }
    const body = await readBody(req);
    if (body === undefined) {
      sendTooLarge(res);
      return;
    }
    try {
      JSON.parse(body || '{}');
    } catch {
      sendError(res, 400, 'INVALID_JSON', 'The request body is not JSON');
      return;
    }
    const { baseUrl, apiKey, siteId } = await settings;
    let upstream: Response;
    try {
      upstream = await request(`${baseUrl}${path}`, {
        method,
        headers: { authorization: apiKey, 'wix-site-id': siteId, 'content-type': 'application/json' },
        body: body || '{}',
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      sendError(res, 502, 'PLATFORM_UNREACHABLE', 'The studio platform could not be reached');
      return;
    }
    const text = await upstream.text();
    const requestId = upstream.headers.get('x-wix-request-id');
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
      ...(requestId ? { 'x-wix-request-id': requestId } : {}),
    });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!sameOrigin(req, STAFF_HEADER)) {
      sendError(res, 403, 'CROSS_SITE_REQUEST', `Staff requests must come from this site and carry the ${STAFF_HEADER} header`);
      return;
    }
    if (path === '/session') {
      if (req.method === 'GET') return send(res, 200, { staff: session(req) });
      if (req.method === 'POST') return openSession(req, res);
      if (req.method === 'DELETE') {
        const id = cookieOf(req, STAFF_COOKIE);
        if (id) sessions.delete(id);
        return send(res, 200, { staff: false }, { 'set-cookie': cookie(req, '', 0) });
      }
      return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Use GET, POST or DELETE', { allow: 'GET, POST, DELETE' });
    }
    if (!session(req)) return sendError(res, 401, 'STAFF_SESSION_REQUIRED', 'Sign in to the staff view first');
    return forward(req, res, path);
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== STAFF_API && !url.pathname.startsWith(`${STAFF_API}/`)) return next();
    const path = url.pathname.slice(STAFF_API.length) || '/';
    handle(req, res, url.search ? `${path}?` : path).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'STAFF_PROXY_ERROR', 'The staff proxy failed');
      else res.end();
    });
  };
}

/**
 * The staff proxy as a Vite plugin, for `vite` (dev) and `vite preview` alike. Its settings are read
 * when the server starts (options, then the environment). It turns Vite's CORS off: nothing of the
 * app is meant to be called from another origin.
 *
 * @example
 * ```ts
 * export default defineConfig({ plugins: [react(), staffProxy()] });
 * ```
 */
export function staffProxy(options: StaffProxyOptions = {}): Plugin {
  return {
    name: 'frontdesk-staff-proxy',
    // Vite's own CORS middleware runs before any plugin's and would answer preflights from other
    // local origins; the app is same-origin only, so it is turned off.
    config: () => ({ server: { cors: false }, preview: { cors: false } }),
    configureServer(server) {
      server.middlewares.use(createStaffProxy(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createStaffProxy(options));
    },
  };
}
