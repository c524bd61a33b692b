import type { HttpBindings } from '@hono/node-server';
import { findApiKey } from '../auth/api-keys.js';
import { resolveCaller } from '../auth/caller.js';
import { adminKeyRefusal, noteAccessMode } from '../dashboard/access.js';
import { noteChange } from '../dashboard/changes.js';
import { finishRecord, isRecorded, requestLog, startRecord, type RecordedFault, type RequestRole } from '../dashboard/requests.js';
import { applyFault, type Faults } from '../faults.js';
import { newId } from '../ids.js';
import { dispatch, type DispatchDeps } from '../routing/dispatch.js';
import { applyCorsHeaders, browserAccess, isPreflight, preflightResponse, type RequestSource } from './cors.js';
import { errorResponse } from './responses.js';

/**
 * What the standalone server passes with each request: `@hono/node-server`'s Node request and
 * response, the host names it answers to besides the loopback ones (`allowedHosts`) and whether it
 * listens on a non-loopback interface (`adminKeyRequired`: see `dashboard/access.ts`). `undefined`
 * for an in-process request (`emulator.fetch`, msw).
 */
export type ServerBindings = (Partial<HttpBindings> & { allowedHosts?: readonly string[]; adminKeyRequired?: boolean }) | undefined;

/**
 * The emulator's HTTP entry point: a fetch handler, served by `@hono/node-server` standalone and
 * called directly in-process. `fetch` is a bound function (pass `app.fetch` along on its own).
 */
export interface EmulatorApp {
  /** Answers one request; never rejects (an unexpected error becomes a 500 in the platform's shape). */
  readonly fetch: (request: Request, env?: ServerBindings) => Promise<Response>;
}

/**
 * What the HTTP pipeline needs.
 */
export interface AppDeps extends DispatchDeps {
  faults: Faults;
  /** Called with unexpected handler errors (default `console.error`). */
  onError: (error: unknown) => void;
}

/**
 * Paths under this prefix are the emulator's own admin API: never faulted.
 */
export const ADMIN_PREFIX = '/_emulator/';

// A new response with every header set, so it can be changed whatever produced it.
function finalize(response: Response, requestId: string, origin: string | null, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  headers.set('x-wix-request-id', requestId);
  applyCorsHeaders(headers, origin);
  for (const [name, value] of Object.entries(extra)) {
    if (value === '') headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// Standalone: destroy the socket so the client sees a reset connection. In-process (msw, emulator.fetch):
// a network-error response, which msw turns into a rejected fetch.
function drop(env: ServerBindings): Response {
  const socket = env?.incoming?.socket;
  if (socket) {
    socket.destroy();
    return new Response(null, { status: 502 });
  }
  return Response.error();
}

function sourceOf(env: ServerBindings): RequestSource {
  const incoming = env?.incoming;
  return { socket: Boolean(incoming), hostHeader: incoming?.headers.host, allowedHosts: env?.allowedHosts ?? [] };
}

/**
 * Handles one request: request id, the host and origin checks (see `browserAccess`), the admin key
 * of a non-loopback server (see `adminKeyRefusal`), CORS, faults,
 * then the route table. Every response but a dropped connection carries a fresh `x-wix-request-id`.
 * Requests are recorded for the dashboard's Requests view (see `dashboard/requests.ts`), refused and
 * faulted ones included; `POST /_emulator/reset` clears that log.
 */
export async function handleRequest(request: Request, env: ServerBindings, deps: AppDeps): Promise<Response> {
  const url = new URL(request.url);
  if (!isRecorded(request, url.pathname)) return answer(request, env, deps);
  const role = resolveCaller(request.headers, deps.store, deps.tokens).caller.role as RequestRole;
  const started = startRecord(request, url, deps.clock.now(), role);
  const note: AnswerNote = {};
  const response = await answer(started.request, env, deps, note);
  const log = requestLog(deps.store);
  const method = request.method.toUpperCase();
  if (method === 'POST' && url.pathname === '/_emulator/reset' && response.ok) {
    log.clear();
    return response;
  }
  try {
    await finishRecord(log, started, response.headers.get('x-wix-request-id') ?? newId(), response, note.fault);
    // The live view reloads for a new record, but not for the admin API's reads (the dashboard's own included).
    const admin = url.pathname.startsWith(ADMIN_PREFIX) || url.pathname === '/_emulator';
    if (!(admin && (method === 'GET' || method === 'HEAD'))) noteChange(deps.store);
  } catch (error) {
    deps.onError(error);
  }
  return response;
}

/** What {@link answer} tells the request log besides the response: the fault rule it applied. */
interface AnswerNote {
  fault?: RecordedFault;
}

async function answer(request: Request, env: ServerBindings, deps: AppDeps, note: AnswerNote = {}): Promise<Response> {
  const requestId = newId();
  let origin: string | null = null;
  let extra: Record<string, string> = {};
  try {
    const url = new URL(request.url);
    const access = browserAccess(request, url, sourceOf(env), (key) => findApiKey(deps.store, key) !== undefined);
    if (access.refusal) return finalize(errorResponse(access.refusal, deps.onError), requestId, null, extra);
    const mode = env?.adminKeyRequired ? 'key' : 'open';
    noteAccessMode(request, mode);
    const keyRefusal =
      mode === 'key' ? adminKeyRefusal(request, url.pathname, (key) => findApiKey(deps.store, key) !== undefined) : undefined;
    if (keyRefusal) return finalize(errorResponse(keyRefusal, deps.onError), requestId, null, extra);
    // CORS headers only where other origins may read the answer (never on the emulator's own API).
    if (access.cors) origin = request.headers.get('origin');
    if (isPreflight(request)) return finalize(preflightResponse(request), requestId, origin, extra);
    const path = url.pathname;
    // The admin API and the home page are never faulted.
    if (!path.startsWith(ADMIN_PREFIX) && path !== '/') {
      const match = deps.faults.takeMatch(request.method, path);
      if (match) {
        const { spec: fault } = match;
        note.fault = { id: match.id, kind: match.kind };
        const outcome = await applyFault(fault, request.signal);
        if (outcome.kind === 'drop') return drop(env);
        extra = outcome.headers;
        if (outcome.kind === 'respond') {
          note.fault.status = outcome.response.status;
          return finalize(outcome.response, requestId, origin, extra);
        }
      }
    }
    return finalize(await dispatch(request, requestId, deps), requestId, origin, extra);
  } catch (error) {
    // The client went away (e.g. aborted during a fault's delay): nobody reads this response.
    const report = request.signal?.aborted ? () => undefined : deps.onError;
    return finalize(errorResponse(error, report), requestId, origin, extra);
  }
}

/**
 * Creates the emulator's fetch handler: every request goes to {@link handleRequest}, whose routing is
 * the emulator's own route registry (wire templates such as `{id}:confirmOrDecline`, routes added at
 * any time).
 */
export function createApp(deps: AppDeps): EmulatorApp {
  return {
    fetch: async (request, env) => {
      try {
        return await handleRequest(request, env, deps);
      } catch (error) {
        return errorResponse(error, deps.onError);
      }
    },
  };
}
