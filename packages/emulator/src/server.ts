import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { isLoopbackHost } from './dashboard/access.js';

/**
 * Options of `emulator.listen()`.
 *
 * @example
 * ```ts
 * await emulator.listen({ port: 0, host: '127.0.0.1' });
 * ```
 */
export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /**
   * Default `127.0.0.1`. On an interface that is not loopback (`0.0.0.0`, a LAN address), the
   * dashboard and the admin API (`/`, `/_emulator/...`; not the hosted pages) answer only requests
   * carrying an owner API key in `Authorization` (else 401 `ADMIN_KEY_REQUIRED`); the page shell
   * and its script stay open so the page can ask for the key.
   */
  host?: string;
  /**
   * Host names (any port) the server answers to besides the loopback ones (`localhost`,
   * `*.localhost`, `127.x.x.x`, `[::1]`) and `host`; a leading dot also allows the subdomains
   * (`.emulator.test`). Requests naming any other `Host` are refused with a 403 (DNS rebinding).
   */
  allowedHosts?: readonly string[];
}

/**
 * A running standalone server.
 *
 * @example
 * ```ts
 * const server = await emulator.listen();
 * await fetch(`${server.url}/_emulator`);
 * await server.close();
 * ```
 */
export interface EmulatorServer {
  /** `http://<host>:<port>` (no trailing slash). */
  url: string;
  port: number;
  host: string;
  /** `key` when the dashboard and admin API need an owner API key (a non-loopback host), else `open`. */
  access: 'open' | 'key';
  /** Stops accepting connections and closes open ones. */
  close(): Promise<void>;
}

/**
 * Serves a fetch handler over HTTP with `@hono/node-server` (Node's global `Request`/`Response` are
 * left alone). The handler's `env` carries the Node request and response, `allowedHosts` (the
 * listen host and `options.allowedHosts`, for the pipeline's `Host` check) and `adminKeyRequired`
 * (a non-loopback listen host).
 */
export function startServer(
  fetch: (request: Request, env: any) => Response | Promise<Response>,
  options: ListenOptions = {},
): Promise<EmulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const allowedHosts = [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host, ...(options.allowedHosts ?? [])];
  // Off loopback, the dashboard and the admin API need an owner API key (see `dashboard/access.ts`).
  const adminKeyRequired = !isLoopbackHost(host);
  const serveFetch = (request: Request, env: any) => fetch(request, { ...env, allowedHosts, adminKeyRequired });
  return new Promise((resolve, reject) => {
    let server: ServerType;
    const onError = (error: Error) => reject(error);
    server = serve({ fetch: serveFetch, port: options.port ?? 0, hostname: host, overrideGlobalObjects: false }, (info: AddressInfo) => {
      server.off('error', onError);
      const urlHost = host.includes(':') ? `[${host}]` : host;
      const http = server as Server;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${urlHost}:${info.port}`,
        port: info.port,
        host,
        access: adminKeyRequired ? 'key' : 'open',
        close: () =>
          (closing ??= new Promise<void>((done) => {
            http.close(() => done());
            http.closeAllConnections?.();
          })),
      });
    });
    server.once('error', onError);
  });
}
