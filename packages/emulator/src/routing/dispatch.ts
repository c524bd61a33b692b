import { authorize, resolveCaller, wixUserIdOf, type CallerResolution } from '../auth/caller.js';
import type { TokenService } from '../auth/tokens.js';
import type { Clock } from '../clock.js';
import { fail, notFound } from '../errors.js';
import { jsonResponse } from '../http/responses.js';
import { newId } from '../ids.js';
import { decodeQuery } from '../query-string.js';
import type { EmulatorServices } from '../emulator-services.js';
import type { StateStore } from '../state/store.js';
import type { EmitInput, EventIdentity } from '../webhooks/envelope.js';
import { readJsonBody, withBodyLimit } from './body.js';
import type { RouteMatch, RouteRegistry } from './registry.js';
import type { Caller, RouteContext } from './types.js';

/**
 * What the dispatcher needs from the emulator.
 */
export interface DispatchDeps {
  routes: RouteRegistry;
  store: StateStore;
  clock: Clock;
  tokens: TokenService;
  services: EmulatorServices;
}

const QUERY_METHODS = new Set(['GET', 'DELETE', 'HEAD']);

/**
 * The webhook `identity` of a caller.
 */
export function identityOf(caller: Caller): EventIdentity {
  switch (caller.role) {
    case 'visitor':
      return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId };
    case 'member':
      return { identityType: 'MEMBER', memberId: caller.memberId };
    case 'owner':
      return { identityType: 'WIX_USER', wixUserId: wixUserIdOf(caller) };
    default:
      return { identityType: 'ANONYMOUS_VISITOR' };
  }
}

// The route a request reaches (a long-GET fallback POST included) and its decoded input.
interface Resolved {
  match: RouteMatch;
  request: Request;
  input: unknown;
}

async function resolveRoute(request: Request, url: URL, method: string, deps: DispatchDeps, caller: CallerResolution): Promise<Resolved> {
  const { direct, fallback } = deps.routes.resolve(method, url.pathname);

  let body: unknown;
  let bodyRead = false;
  let match: RouteMatch | undefined = direct ?? fallback;
  if (direct && fallback) {
    if (request.headers.get('x-http-method-override')?.toUpperCase() === 'GET') {
      match = fallback;
    } else {
      body = await readJsonBody(request);
      bodyRead = true;
      const predicate = fallback.route.options.fallbackPost;
      match = typeof predicate === 'function' && predicate(body) ? fallback : direct;
    }
  }
  if (!match) throw notFound(`No route for ${method} ${url.pathname}`);

  const denied = authorize(caller, match.route.options);
  if (denied) throw denied;

  let input: unknown = {};
  // A raw route reads its body itself: it gets the body read under the size limit, never an unbounded stream.
  if (match.route.options.body === 'raw') request = await withBodyLimit(request, match.route.options.maxBodyBytes);
  else {
    if (QUERY_METHODS.has(method) && !match.viaFallback) {
      input = decodeQuery(url.searchParams, {
        reservedKeys: 'refuse',
        ...(match.route.options.arrays ? { arrays: match.route.options.arrays } : {}),
      });
    } else {
      input = bodyRead ? body : await readJsonBody(request);
    }
  }
  return { match, request, input };
}

function routeContext(
  resolved: Resolved,
  url: URL,
  method: string,
  requestId: string,
  caller: Caller,
  deps: DispatchDeps,
  emit: RouteContext['emit'],
): RouteContext<any> {
  return {
    request: resolved.request,
    method,
    path: url.pathname,
    params: resolved.match.params,
    query: url.searchParams,
    input: resolved.input,
    viaFallback: resolved.match.viaFallback,
    caller,
    requestId,
    state: deps.store.data,
    store: deps.store,
    clock: deps.clock,
    emit,
    fail,
    json: jsonResponse,
    services: deps.services,
  };
}

/**
 * Routes one request: finds the route (a long-GET fallback POST included), checks the caller's
 * role, decodes the input, runs the handler and turns its result into a response. Errors are thrown
 * (as `PlatformError` for platform errors) for the pipeline to render. Webhook events the handler
 * emitted are sent only when it succeeds.
 */
export async function dispatch(request: Request, requestId: string, deps: DispatchDeps): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const resolution = resolveCaller(request.headers, deps.store, deps.tokens);
  const resolved = await resolveRoute(request, url, method, deps, resolution);
  const { route } = resolved.match;

  const events: Array<{ id: string; eventType: string; event: EmitInput }> = [];
  const ctx = routeContext(resolved, url, method, requestId, resolution.caller, deps, (eventType, event) => {
    const id = newId();
    events.push({ id, eventType, event });
    return id;
  });

  try {
    // The commit point: with a dataDir, the handler's changes are one journal entry, durable before
    // this resolves; a failing handler's changes are undone. The response is built inside, from the
    // state as the handler left it.
    // Events are recorded inside (their sequence numbers are part of the change) but delivered only
    // once the change is stored: a write refused (handler error, or 503 when it cannot be stored)
    // announces nothing.
    let stored!: (ok: boolean) => void;
    const gate = new Promise<boolean>((resolve) => (stored = resolve));
    try {
      const response = await deps.store.transaction(method, async () => {
        const result = await route.handler(ctx);
        const identity = identityOf(resolution.caller);
        for (const { id, eventType, event } of events) deps.services.webhooks.emit(eventType, event, identity, id, gate);
        if (result instanceof Response) return result;
        return jsonResponse(result === undefined ? {} : result);
      });
      stored(true);
      return response;
    } catch (error) {
      stored(false);
      throw error;
    }
  } finally {
    if (!QUERY_METHODS.has(method)) deps.store.markDirty();
  }
}

/**
 * Routes a request made from inside another route's handler, as a given caller: the same route
 * table, role check, input decoding and handlers as {@link dispatch}, but no credentials are read
 * from the request and no transaction of its own is opened (it runs inside the calling request's,
 * so its changes are kept or undone with it). Its events go to `emit` (the calling route's
 * `ctx.emit`, so they are sent only when the calling request succeeds), with the caller's identity.
 * Errors are thrown as by {@link dispatch}.
 */
export async function dispatchNested(
  request: Request,
  deps: DispatchDeps,
  options: { caller: Caller; emit: RouteContext['emit']; requestId?: string },
): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const resolved = await resolveRoute(request, url, method, deps, { caller: options.caller });
  const identity = identityOf(options.caller);
  const ctx = routeContext(resolved, url, method, options.requestId ?? newId(), options.caller, deps, (eventType, event) =>
    options.emit(eventType, { ...event, identity: event.identity ?? identity }),
  );
  // The calling request marks the state dirty when it is a write (a query POSTed from a GET is not a change).
  const result = await resolved.match.route.handler(ctx);
  if (result instanceof Response) return result;
  return jsonResponse(result === undefined ? {} : result);
}
