import { AuthFlowError } from '../errors/auth-flow-error.js';

// ASCII control characters (C0 and DEL) and backslashes: a browser's URL parser drops tabs and
// newlines and reads `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the origin.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
// Absolute targets must spell out `http(s)://`: `https:evil.example` is another origin on its own
// and a relative path once resolved against an https page, so no reading of it is safe.
const ABSOLUTE_HTTP = /^https?:\/\//i;
// The base a same-origin path is resolved against when there is no page (server-side rendering).
const PLACEHOLDER_ORIGIN = 'https://frontdesk.invalid';

function refuse(message: string): never {
  throw new AuthFlowError(message, { code: 'invalid_redirect' });
}

/**
 * Refuses open redirects: `target` must be a same-origin path (`/account?tab=orders`), or an
 * absolute `http(s)://` URL on the current page's origin or one of `allowedOrigins` (the OAuth
 * `redirectUri` goes there: its origin is trusted by definition). Targets with ASCII control
 * characters (tab, CR, LF…) or backslashes are refused whatever they point to, and so is any target
 * the WHATWG URL parser resolves to another origin. Returns the target unchanged when allowed;
 * throws an `AuthFlowError` with code `invalid_redirect` otherwise.
 *
 * @example
 * ```ts
 * checkRedirectTarget('/account', [], 'originalUri'); // '/account'
 * checkRedirectTarget('https://shop.example/x', ['https://shop.example'], 'postFlowUrl'); // allowed
 * checkRedirectTarget('/\t/evil.example', [], 'originalUri'); // throws AuthFlowError (invalid_redirect)
 * ```
 */
export function checkRedirectTarget(target: string, allowedOrigins: readonly string[], what: string): string {
  if (target === '') return target;
  if (typeof target !== 'string') refuse(`The ${what} is not a valid URL`);
  if (UNSAFE_CHARACTERS.test(target)) refuse(`The ${what} contains control characters or backslashes`);
  const current = typeof location !== 'undefined' && location?.origin && location.origin !== 'null' ? location.origin : undefined;
  if (target.startsWith('/')) {
    // A path stays on the page's origin unless it is protocol-relative (`//evil.example`).
    const base = current ?? PLACEHOLDER_ORIGIN;
    if (!target.startsWith('//') && originOf(target, base) === new URL(base).origin) return target;
    refuse(`The ${what} leaves this origin: use a same-origin path such as /account`);
  }
  const origin = ABSOLUTE_HTTP.test(target) ? originOf(target) : undefined;
  if (!origin) refuse(`The ${what} is not a valid URL: use a same-origin path or an absolute http(s):// URL`);
  const allowed = new Set(allowedOrigins.map((value) => originOf(value)).filter((o): o is string => Boolean(o)));
  if (current) allowed.add(current);
  if (allowed.has(origin)) return target;
  return refuse(`The ${what} ${origin} is not allowed: use a same-origin path or add the origin to oauth({ allowedRedirectOrigins })`);
}

// The http(s) origin of `value` (resolved against `base` when given), or undefined.
function originOf(value: string, base?: string): string | undefined {
  try {
    const url = base === undefined ? new URL(value) : new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
