import { permissionDenied, type PlatformError } from '../errors.js';

const ALLOWED_HEADERS = ['authorization', 'content-type', 'wix-site-id', 'wix-account-id'];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The host of in-process requests: `emulator.fetch('/path')` resolves paths against `http://emulator.local`.
 */
export const IN_PROCESS_HOST = 'emulator.local';

/**
 * Who a path belongs to: the `platform`'s API (open to browsers on any origin, as the platform is),
 * the `hosted` pages (`/_emulator/hosted/...`: navigations and same-origin form posts), or the
 * `emulator`'s own API (`/_emulator`, `/_emulator/...`: admin, state, outbox, faults, clock,
 * webhooks; and the home page `/`; same-origin or non-browser callers only).
 */
export type PathKind = 'platform' | 'hosted' | 'emulator';

// Segments are compared decoded, as the route registry matches them: `/%5Femulator/state` is `/_emulator/state`.
function segment(parts: string[], index: number): string | undefined {
  const raw = parts[index];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The {@link PathKind} of a URL path.
 */
export function pathKind(pathname: string): PathKind {
  // The home page (`/`) is the emulator's own: it may show the admin API key.
  if (pathname === '/' || pathname === '') return 'emulator';
  const parts = pathname.split('/').slice(1);
  if (segment(parts, 0) !== '_emulator') return 'platform';
  return segment(parts, 1) === 'hosted' ? 'hosted' : 'emulator';
}

/**
 * `true` for a CORS preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`).
 */
export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('origin') && request.headers.has('access-control-request-method');
}

/**
 * The answer to a preflight: any origin, the platform's headers (and whatever else was asked for).
 */
export function preflightResponse(request: Request): Response {
  const requested = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const headers = [...new Set([...ALLOWED_HEADERS, ...requested])].join(', ');
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': headers,
      'access-control-max-age': '600',
    },
  });
}

/**
 * Adds the CORS response headers for a request from `origin` (any origin is allowed and reflected;
 * `x-wix-request-id` is exposed to scripts). Only for the paths {@link browserAccess} opens to
 * other origins: never credentials (`Access-Control-Allow-Credentials` is not sent).
 */
export function applyCorsHeaders(headers: Headers, origin: string | null): void {
  if (!origin) return;
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-expose-headers', 'x-wix-request-id');
  headers.append('vary', 'Origin');
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

// A host name as the URL parser writes it (lower case, IPv6 in brackets, IPv4 normalized), without
// a port and without one trailing dot; undefined when it is no host at all.
function normalizeHost(value: string): string | undefined {
  try {
    const { hostname } = new URL(`http://${value.trim()}`);
    return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  } catch {
    return undefined;
  }
}

/**
 * `true` when `host` (a `Host` header's value or a host name, any port) names the emulator: a
 * loopback name or address (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`), the in-process host
 * `emulator.local`, or one of `allowedHosts` (host names, any port; `.example.test` also allows its
 * subdomains). Anything else is a name the emulator was not told about, as in a DNS rebinding attack.
 */
export function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const name = normalizeHost(host);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || IPV4_LOOPBACK.test(name) || name === '[::1]' || name === IN_PROCESS_HOST) {
    return true;
  }
  return allowedHosts.some((entry) => {
    const subdomains = entry.trim().startsWith('.');
    const allowed = normalizeHost(subdomains ? entry.trim().slice(1) : entry);
    return allowed !== undefined && (name === allowed || (subdomains && name.endsWith(`.${allowed}`)));
  });
}

/**
 * How a request reached the pipeline, for {@link browserAccess}.
 */
export interface RequestSource {
  /** Over a socket (the standalone server), where a browser may be behind it; else in-process. */
  socket: boolean;
  /** The `Host` header as sent (socket only). */
  hostHeader?: string | undefined;
  /** Host names allowed besides the loopback ones (the listen host and `--allowed-host`). */
  allowedHosts: readonly string[];
}

/**
 * What {@link browserAccess} decided: a refusal to answer with, or whether to add CORS headers.
 */
export interface BrowserAccess {
  refusal?: PlatformError;
  /** Add CORS headers (platform paths, and the hosted pages' GETs). */
  cors: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

// Whether the request comes from a page of another origin, by what browsers send: Sec-Fetch-Site
// (same-site is another port of localhost: another app) and Origin. No Origin and no Sec-Fetch-Site:
// not a browser's cross-origin request (Node, curl, a same-origin GET).
function fromAnotherOrigin(request: Request, url: URL, kind: PathKind): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null || origin === url.origin) return false;
  // The hosted pages are served with `Referrer-Policy: no-referrer`, so their own form posts carry
  // `Origin: null`; Sec-Fetch-Site (sent to loopback hosts) tells a same-origin one from a sandboxed frame.
  if (origin === 'null') return !(site === 'same-origin' || (kind === 'hosted' && site === null));
  return true;
}

/**
 * The credentials in `Authorization` that may be an owner API key (a `Bearer ` prefix and the
 * `<token>,<key>` form tolerated).
 */
export function authorizationParts(request: Request): string[] {
  const header = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Decides whether a request may reach the routes, against DNS rebinding and cross-origin scripts:
 * - over a socket, the `Host` must be one the emulator answers to ({@link isAllowedHost}), on every path;
 * - the platform's paths stay open to any origin, with CORS, as on the platform;
 * - the hosted pages (`/_emulator/hosted/...`) answer GETs from anywhere (navigations, frames) and
 *   take other methods (their forms) from their own origin only;
 * - the emulator's own paths get no CORS headers and refuse a request from another origin (`Origin`,
 *   or `Sec-Fetch-Site: cross-site | same-site`) unless it is a GET navigation (a link to the outbox
 *   page: its answer cannot be read by the page that linked) or carries an owner API key in `Authorization`.
 *
 * In-process requests (`emulator.fetch`, msw handlers) come from the process itself, not from a
 * browser's socket, so their host is not checked (msw's `baseUrl` may be any test URL).
 */
export function browserAccess(request: Request, url: URL, source: RequestSource, isOwnerKey: (key: string) => boolean): BrowserAccess {
  if (source.socket) {
    const hosts = source.hostHeader === undefined ? [url.host] : [source.hostHeader, url.host];
    if (!hosts.every((host) => isAllowedHost(host, source.allowedHosts))) {
      return {
        cors: false,
        refusal: permissionDenied(
          'This emulator does not answer to this host name: use localhost or 127.0.0.1, or start it with --allowed-host <name>',
          'HOST_NOT_ALLOWED',
        ),
      };
    }
  }
  const kind = pathKind(url.pathname);
  if (kind === 'platform') return { cors: true };
  const preflight = isPreflight(request);
  const method = (preflight ? request.headers.get('access-control-request-method') : request.method)?.toUpperCase() ?? '';
  if (kind === 'hosted' && SAFE_METHODS.has(method)) return { cors: true };
  if (!fromAnotherOrigin(request, url, kind)) return { cors: false };
  const navigation = !preflight && SAFE_METHODS.has(method) && request.headers.get('sec-fetch-mode') === 'navigate';
  if (navigation || authorizationParts(request).some(isOwnerKey)) return { cors: false };
  return {
    cors: false,
    refusal: permissionDenied(
      "The emulator's own API answers only its own pages and non-browser callers (or an owner API key in Authorization)",
      'CROSS_ORIGIN_REQUEST',
    ),
  };
}
