import { createRequire } from 'node:module';

/**
 * Options of `emulator.handlers()` and `createMswHandlers()`.
 *
 * @example
 * ```ts
 * setupServer(...emulator.handlers({ baseUrl: 'https://www.wixapis.com' }));
 * ```
 */
export interface HandlersOptions {
  /**
   * Only requests to this origin (and path prefix) go to the emulator, e.g. `'https://www.wixapis.com'`.
   * Default: every request, whatever its origin.
   */
  baseUrl?: string;
}

/**
 * The parts of msw the handlers use, typed here without msw's types: the root entry's declarations
 * must not name msw, an optional peer dependency (only `@frontdesk/emulator/msw` does).
 */
export interface MswParts {
  http: { all(pattern: string, resolver: (info: { request: Request }) => Promise<Response>): unknown };
  HttpResponse: { error(): Response };
}

let cached: MswParts | undefined;

// msw is an optional peer dependency: `emulator.handlers()` loads it only when called, synchronously
// (so `setupServer(...emulator.handlers())` works), from wherever the consumer installed it.
export function loadMsw(): MswParts {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  try {
    cached = require('msw') as MswParts;
  } catch (error) {
    throw new Error('emulator.handlers() needs msw (>= 2.10): install it as a dev dependency', { cause: error });
  }
  return cached;
}

/**
 * Builds msw v2 handlers with the given msw that pass every matching request to the emulator's app
 * (see `createMswHandlers` in `@frontdesk/emulator/msw` for the behaviour).
 */
export function buildMswHandlers(
  msw: MswParts,
  fetchApp: (request: Request) => Response | Promise<Response>,
  options: HandlersOptions = {},
): unknown[] {
  const { http, HttpResponse } = msw;
  const pattern = options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/*` : '*';
  return [
    http.all(pattern, async ({ request }) => {
      const response = await fetchApp(request);
      return response.type === 'error' ? HttpResponse.error() : response;
    }),
  ];
}
