import { PlatformError, type ErrorEnvelope } from '../errors.js';
import type { StateStore } from '../state/store.js';
import { attachedTo } from '../util/attached.js';
import { changeCount } from './changes.js';
import { IN_PROCESS_HOST } from '../http/cors.js';
import { dispatchNested } from '../routing/dispatch.js';
import type { Caller, HttpMethod, RouteContext } from '../routing/types.js';

/**
 * Calls one of the platform's routes as the site owner, from inside an admin route: resolves to the
 * parsed JSON answer, or throws the platform's own error (same status and envelope as the owner's
 * HTTP call would get).
 */
export interface OwnerCall {
  (method: HttpMethod, path: string, body?: unknown): Promise<any>;
  /**
   * Where a read-only request keeps whole lists it read for the state it read them in (see
   * `listEntities`): absent for writes, whose reads may see changes that are then rolled back.
   */
  readonly lists?: ListCache;
}

/** Whole lists read through the owner routes, each with the state version it was read at. */
export interface ListCache {
  /** The state's version now: the change counter and the clock's second. */
  version(): string;
  entries: Map<string, { version: string; items: ReadonlyArray<Record<string, unknown>> }>;
}

// One cache per store: lists read by one dashboard request serve the next while nothing changed.
const listCacheOf = attachedTo(
  (_store: StateStore) => new Map<string, { version: string; items: ReadonlyArray<Record<string, unknown>> }>(),
);

// The owner the dashboard acts as: the site's first API key (its id names the caller, as for an HTTP call), else a fixed id.
function ownerCaller(ctx: RouteContext): Extract<Caller, { role: 'owner' }> {
  const { site, apiKeys } = ctx.state;
  const apiKeyId = apiKeys.find((key) => key.siteId === site.id)?.id ?? 'emulator-dashboard';
  return { role: 'owner', siteId: site.id, apiKeyId, ...(site.accountId ? { accountId: site.accountId } : {}) };
}

/**
 * An {@link OwnerCall} for the admin route being handled: the platform's route table and handlers,
 * reached without an API key in the state and without going through the HTTP pipeline (so the call is
 * neither recorded in the requests log nor faulted). Its changes and events belong to the calling
 * request: they are kept, and its webhooks sent, only when that request succeeds.
 */
export function ownerDispatch(ctx: RouteContext): OwnerCall {
  const call = callerDispatch(ctx, ownerCaller(ctx));
  if (ctx.request.method !== 'GET') return call;
  const lists: ListCache = {
    version: () => `${changeCount(ctx.store)}|${Math.floor(ctx.clock.now().getTime() / 1000)}`,
    entries: listCacheOf(ctx.store),
  };
  return Object.assign(call, { lists });
}

/**
 * A call of the platform's routes as a given caller (a member, for the dashboard's "book for a
 * member"), as {@link ownerDispatch} makes them.
 */
export function callerDispatch(ctx: RouteContext, caller: Caller): OwnerCall {
  const siteId = ctx.state.site.id;
  const deps = { routes: ctx.services.routes, store: ctx.store, clock: ctx.clock, tokens: ctx.services.tokens, services: ctx.services };
  return async (method: HttpMethod, path: string, body?: unknown) => {
    const request = new Request(`http://${IN_PROCESS_HOST}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'wix-site-id': siteId },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const response = await dispatchNested(request, deps, { caller, emit: ctx.emit, requestId: ctx.requestId });
    const text = await response.text();
    const parsed: unknown = text === '' ? {} : JSON.parse(text);
    if (!response.ok) {
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'));
      throw new PlatformError(response.status, parsed as ErrorEnvelope, headers);
    }
    return parsed;
  };
}
