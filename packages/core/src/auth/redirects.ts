import { AuthFlowError } from '../errors/other-errors.js';

/**
 * Refuses open redirects: `target` must be a same-origin relative path, the current page's origin,
 * or one of `allowedOrigins`. Returns the target unchanged when it is allowed.
 */
export function checkRedirectTarget(target: string, allowedOrigins: readonly string[], what: string): string {
  if (target === '') return target;
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new AuthFlowError(`The ${what} is not a valid URL`, { code: 'invalid_redirect' });
  }
  const current = typeof location !== 'undefined' && location?.origin && location.origin !== 'null' ? location.origin : undefined;
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => Boolean(o)));
  if (current) allowed.add(current);
  if ((url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.origin)) return target;
  throw new AuthFlowError(
    `The ${what} ${url.origin} is not allowed: use a same-origin path or add the origin to oauth({ allowedRedirectOrigins })`,
    { code: 'invalid_redirect' },
  );
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
