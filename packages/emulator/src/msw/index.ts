/**
 * `@frontdesk/emulator/msw`: the emulator's msw integration, the only entry that needs msw (an
 * optional peer dependency). Importing it (even `import type {} from '@frontdesk/emulator/msw'`)
 * also types `emulator.handlers()` as msw's `HttpHandler[]`.
 *
 * @packageDocumentation
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { buildMswHandlers, type HandlersOptions } from './handlers.js';

export type { HandlersOptions } from './handlers.js';

declare global {
  // Fills in the root entry's `FrontdeskEmulatorTypes`: `emulator.handlers()` returns msw's handlers.
  interface FrontdeskEmulatorTypes {
    mswHandler: HttpHandler;
  }
}

/**
 * Builds msw v2 handlers that pass every matching request to the emulator's app (what
 * `emulator.handlers()` returns). Requests the emulator has no route for get its 404 envelope (they
 * do not pass through). A dropped-connection fault becomes `HttpResponse.error()`. The requests are
 * in-process (no socket, no `env`), so the app does not check their `Host`: `baseUrl` (any test URL,
 * `https://www.wixapis.com`…) decides which requests come here. The emulator's own paths still
 * refuse requests carrying another origin's `Origin` (a simulated browser's), unless they carry an
 * owner API key.
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
  return buildMswHandlers({ http, HttpResponse }, fetchApp, options) as HttpHandler[];
}
