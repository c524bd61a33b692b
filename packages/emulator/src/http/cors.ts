const ALLOWED_HEADERS = ['authorization', 'content-type', 'wix-site-id', 'wix-account-id'];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * `true` for a CORS preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`).
 *
 * @example
 * ```ts
 * if (isPreflight(request)) return preflightResponse(request);
 * ```
 */
export function isPreflight(request: Request): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers.has('origin') &&
    request.headers.has('access-control-request-method')
  );
}

/**
 * The answer to a preflight: any origin, the platform's headers (and whatever else was asked for).
 *
 * @example
 * ```ts
 * preflightResponse(request).status; // 204
 * ```
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
 * `x-wix-request-id` is exposed to scripts).
 *
 * @example
 * ```ts
 * applyCorsHeaders(headers, request.headers.get('origin'));
 * ```
 */
export function applyCorsHeaders(headers: Headers, origin: string | null): void {
  if (!origin) return;
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-expose-headers', 'x-wix-request-id');
  headers.append('vary', 'Origin');
}
