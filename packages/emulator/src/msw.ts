import { createRequire } from 'node:module';
import type { HttpHandler } from 'msw';

/**
 * Options of `emulator.handlers()`.
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

type MswModule = typeof import('msw');

let cached: MswModule | undefined;

// msw is an optional peer dependency: load it only when handlers are asked for, synchronously
// (so `setupServer(...emulator.handlers())` works), from wherever the consumer installed it.
function loadMsw(): MswModule {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  try {
    cached = require('msw') as MswModule;
  } catch (error) {
    throw new Error('emulator.handlers() needs msw (>= 2.10): install it as a dev dependency', { cause: error });
  }
  return cached;
}

/**
 * Builds msw v2 handlers that pass every matching request to the emulator's app. Requests the
 * emulator has no route for get its 404 envelope (they do not pass through). A dropped-connection
 * fault becomes `HttpResponse.error()`. The requests are in-process (no socket, no `env`), so the
 * app does not check their `Host`: `baseUrl` (any test URL, `https://www.wixapis.com`…) decides
 * which requests come here. The emulator's own paths still refuse requests carrying another
 * origin's `Origin` (a simulated browser's), unless they carry an owner API key.
 *
 * @example
 * ```ts
 * const server = setupServer(...createMswHandlers(emulator.app.fetch, { baseUrl: 'https://www.wixapis.com' }));
 * ```
 */
export function createMswHandlers(
  fetchApp: (request: Request) => Response | Promise<Response>,
  options: HandlersOptions = {},
): HttpHandler[] {
  const { http, HttpResponse } = loadMsw();
  const pattern = options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/*` : '*';
  return [
    http.all(pattern, async ({ request }) => {
      const response = await fetchApp(request);
      return response.type === 'error' ? HttpResponse.error() : response;
    }),
  ];
}
