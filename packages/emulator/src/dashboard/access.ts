import { unauthenticated, type PlatformError } from '../errors.js';
import { authorizationParts, pathKind } from '../http/cors.js';
import { DASHBOARD_SCRIPT_PATH } from './page.js';

/**
 * How the dashboard and the admin API are reached: `open` (in-process, or a server on loopback) or
 * `key` (a server on another interface: every call needs an owner API key in `Authorization`).
 */
export type AccessMode = 'open' | 'key';

/**
 * Whether a listen host is a loopback interface: `localhost` (and `*.localhost`), 127.0.0.0/8 or `::1`.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  // An IPv4-mapped loopback address (::ffff:127.x.x.x).
  return /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

const modes = new WeakMap<Request, AccessMode>();

/**
 * Notes the access mode of the listener a request came through (read back with {@link accessModeOf}).
 */
export function noteAccessMode(request: Request, mode: AccessMode): void {
  modes.set(request, mode);
}

/**
 * The access mode a request came in with (`open` for in-process requests).
 */
export function accessModeOf(request: Request): AccessMode {
  return modes.get(request) ?? 'open';
}

function wantsHtml(request: Request): boolean {
  return (request.headers.get('accept') ?? '').toLowerCase().includes('text/html');
}

// What a browser needs before it can ask for the key: the page shell (no data in it) and its script.
function isOpenAsset(request: Request, path: string): boolean {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  return ((path === '/' || path === '') && wantsHtml(request)) || path === DASHBOARD_SCRIPT_PATH;
}

/**
 * The admin-key check of a server on a non-loopback interface: a request to `/`, `/_emulator` or
 * `/_emulator/...` (the hosted pages excepted) without an owner API key the emulator knows in
 * `Authorization` gets a 401 `ADMIN_KEY_REQUIRED`; the page shell (`GET /` for HTML) and its script
 * stay open so the page can ask for the key. Returns `undefined` when the request may go on.
 */
export function adminKeyRefusal(request: Request, path: string, isOwnerKey: (key: string) => boolean): PlatformError | undefined {
  if (pathKind(path) !== 'emulator' || isOpenAsset(request, path)) return undefined;
  if (authorizationParts(request).some(isOwnerKey)) return undefined;
  return unauthenticated(
    'This emulator listens on a network interface: its dashboard and admin API need an owner API key in the Authorization header',
    'ADMIN_KEY_REQUIRED',
  );
}
