import { RedirectError, type RedirectErrorCode } from '../errors/redirect-error.js';

/*
 * Every request is sent with `redirect: 'manual'`, and redirects are followed here, not by fetch:
 * fetch would re-send a 307/308 write, body included, to whatever origin the Location names, with
 * every header but `Authorization` (and older runtimes keep that one too). Same-origin redirects are
 * followed with fetch's method and body rules; anything else is refused with a `RedirectError`.
 */

/** Same-origin redirects followed in a row before giving up (fetch allows 20; an API needs few). */
export const MAX_REDIRECTS = 5;

/** One request of a redirect chain. */
export interface Hop {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * Whether a response is a redirect to handle: the statuses fetch follows (301, 302, 303, 307, 308),
 * or a browser's opaque redirect (status 0, `type: 'opaqueredirect'`).
 */
export function isRedirect(response: Response): boolean {
  const { status } = response;
  return (status >= 301 && status <= 303) || status === 307 || status === 308 || response.type === 'opaqueredirect';
}

/**
 * The request that follows a redirect response, by fetch's rules: a 303, or a 301/302 after a POST,
 * becomes a GET without a body (and without `Content-Type`); 307 and 308 keep the method and the body.
 * Throws a `RedirectError` for another origin, a missing or unparsable `Location`, a browser's opaque
 * redirect (its target is hidden), or when `count` redirects were already followed.
 */
export function nextHop(response: Response, hop: Hop, origin: string, count: number, requestId: string | undefined): Hop {
  const status = response.status;
  const refuse = (message: string, code: RedirectErrorCode, targetOrigin?: string): never => {
    throw new RedirectError(message, { code, status, requestId, targetOrigin });
  };
  if (response.type === 'opaqueredirect') refuse('Redirect not followed: the browser hides its target', 'OPAQUE_REDIRECT');
  const location = response.headers.get('location');
  let target: URL | undefined;
  try {
    target = location ? new URL(location, hop.url) : undefined;
  } catch {
    // Refused below.
  }
  if (!target) return refuse(`Redirect (HTTP ${status}) without a usable Location`, 'INVALID_REDIRECT');
  // Only the origin is named: the path or query of the target may carry anything.
  if (target.origin !== origin) {
    refuse(`Redirect to another origin (${target.origin}) not followed; nothing was sent there`, 'CROSS_ORIGIN_REDIRECT', target.origin);
  }
  if (count >= MAX_REDIRECTS) refuse(`Too many redirects (over ${MAX_REDIRECTS})`, 'TOO_MANY_REDIRECTS', origin);
  const toGet = status === 303 ? hop.method !== 'GET' : status < 303 && hop.method === 'POST';
  if (!toGet) return { ...hop, url: target.href };
  const { 'Content-Type': _, ...headers } = hop.headers;
  return { url: target.href, method: 'GET', headers, body: undefined };
}
