import { PlatformError, type ErrorEnvelope } from '../errors.js';
import { IN_PROCESS_HOST } from '../http/cors.js';
import { dispatchNested } from '../routing/dispatch.js';
import type { Caller, HttpMethod, RouteContext } from '../routing/types.js';

/**
 * Calls one of the platform's routes as the site owner, from inside an admin route: resolves to the
 * parsed JSON answer, or throws the platform's own error (same status and envelope as the owner's
 * HTTP call would get).
 */
export type OwnerCall = (method: HttpMethod, path: string, body?: unknown) => Promise<any>;

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
  return callerDispatch(ctx, ownerCaller(ctx));
}

/**
 * A call of the platform's routes as a given caller (a member, for the dashboard's "book for a
 * member"), as {@link ownerDispatch} makes them.
 */
export function callerDispatch(ctx: RouteContext, caller: Caller): OwnerCall {
  const siteId = ctx.state.site.id;
  const deps = { routes: ctx.services.routes, store: ctx.store, clock: ctx.clock, tokens: ctx.services.tokens, services: ctx.services };
  return async (method, path, body) => {
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
