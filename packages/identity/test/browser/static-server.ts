import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A file served by {@link startStaticServer}: a body (its content type guessed from the path's
 * extension, HTML without one), or a body with its content type and extra response headers.
 */
export type StaticFile = string | Uint8Array | { body: string | Uint8Array; type?: string; headers?: Record<string, string> };

/** A running static server: one origin of a browser test. */
export interface StaticSite {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly origin: string;
  readonly port: number;
  /** `origin` + `path`. */
  url(path?: string): string;
  /** Adds or replaces a file. */
  set(path: string, file: StaticFile): void;
  /** Stops accepting connections and closes open ones. */
  close(): Promise<void>;
}

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** Loopback only. Default `127.0.0.1`. */
  host?: string;
  /** Served (200) for any GET of a path without a file extension that is not in `files` (single-page app). */
  fallback?: string;
  /**
   * A connect-style handler that sees every request first (an app's server routes, such as an API
   * proxy); it calls `next()` to let the static files answer.
   */
  middleware?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
};

function typeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) ?? 'text/html; charset=utf-8';
}

/**
 * Serves fixed files from memory over HTTP on a free loopback port: never cached, no directory
 * access, `GET`/`HEAD` only. `/favicon.ico` answers 204 so pages log no 404 for it.
 *
 * @example
 * ```ts
 * const site = await startStaticServer({ '/': '<!doctype html><p>hi</p>', '/app.js': 'console.log(1)' }, { fallback: '/' });
 * await page.goto(site.url('/callback')); // the fallback page
 * await site.close();
 * ```
 */
export async function startStaticServer(files: Record<string, StaticFile>, options: StaticServerOptions = {}): Promise<StaticSite> {
  const host = options.host ?? '127.0.0.1';
  if (!/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host)) throw new Error(`startStaticServer: ${host} is not a loopback address`);
  const table = new Map(Object.entries(files));

  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/favicon.ico' && !table.has(path)) {
      response.writeHead(204, { 'cache-control': 'no-store' }).end();
      return;
    }
    let key = path;
    if (!table.has(key) && options.fallback !== undefined && !/\.[a-z0-9]+$/i.test(path)) key = options.fallback;
    const file = table.get(key);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');
      return;
    }
    const entry = typeof file === 'string' || file instanceof Uint8Array ? { body: file } : file;
    const body = typeof entry.body === 'string' ? Buffer.from(entry.body) : Buffer.from(entry.body);
    response.writeHead(200, {
      'content-type': ('type' in entry && entry.type) || typeOf(key),
      'content-length': body.length,
      'cache-control': 'no-store',
      ...('headers' in entry ? entry.headers : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (options.middleware) options.middleware(request, response, () => serve(request, response));
    else serve(request, response);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    origin,
    port,
    url: (path = '/') => new URL(path, origin).href,
    set: (path, file) => void table.set(path, file),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
