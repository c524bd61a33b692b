import type { Clock } from '../clock.js';
import type { FailHelpers } from '../errors.js';
import type { StateStore } from '../state/store.js';
import type { EmulatorState } from '../state/types.js';
import type { EmitInput } from '../webhooks/envelope.js';
import type { EmulatorServices } from '../emulator-services.js';

/**
 * A role a route may allow (platform-rules §0.3).
 */
export type Role = 'visitor' | 'member' | 'owner';

/**
 * Who is calling, resolved from the `Authorization` header (and `wix-site-id`).
 */
export type Caller =
  | { role: 'anonymous' }
  | { role: 'visitor'; visitorId: string; clientId: string }
  | { role: 'member'; memberId: string; visitorId: string; clientId: string }
  | { role: 'owner'; siteId: string; accountId?: string; apiKeyId: string };

/**
 * The HTTP methods a route may declare.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route is registered (besides its method, path and handler).
 */
export interface RouteOptions {
  /**
   * Who may call: a list of roles (others get 403, no or bad credentials 401), or `'public'`
   * (no credentials needed; the caller is still resolved when valid, else `anonymous`).
   */
  roles: readonly Role[] | 'public';
  /**
   * GET routes only: also accept the long-GET fallback, a `POST` on the same path with the payload as
   * a JSON body. When a POST route exists on the same template (e.g. `listMembers` and `createMember`
   * on `/members/v1/members`), pass a predicate that recognises a fallback body; the POST route gets
   * the rest. A request header `x-http-method-override: GET` also selects the fallback.
   */
  fallbackPost?: boolean | ((body: unknown) => boolean);
  /** GET/DELETE: dotted query keys that always decode to arrays (see `decodeQuery`). */
  arrays?: readonly string[];
  /** `'raw'`: do not read the body; the handler reads `ctx.request` itself. Default `'json'`. */
  body?: 'json' | 'raw';
  /** The largest body a `raw` route is handed, in bytes (default `MAX_BODY_BYTES`, 1 MiB). */
  maxBodyBytes?: number;
}

/**
 * What a route handler receives.
 *
 * @example
 * ```ts
 * const handler = (ctx: RouteContext<{ paging?: { limit?: string } }>) => ({ limit: Number(ctx.input.paging?.limit ?? 50) });
 * ```
 */
export interface RouteContext<TInput = Record<string, any>> {
  /** The request (its body already read unless the route declared `body: 'raw'`). */
  request: Request;
  /** The method the request came with (`POST` for a long-GET fallback). */
  method: string;
  /** The URL path. */
  path: string;
  /** Values of the template's `{placeholders}`, URL-decoded. */
  params: Record<string, string>;
  /** The raw query string. */
  query: URLSearchParams;
  /** The payload: the decoded query for GET/DELETE, the JSON body otherwise (`{}` when empty). */
  input: TInput;
  /** `true` when a GET route was reached through its POST fallback. */
  viaFallback: boolean;
  caller: Caller;
  /** The `x-wix-request-id` of this response. */
  requestId: string;
  /** The live state; mutate it freely (the state is marked dirty after every non-GET request). */
  state: EmulatorState;
  store: StateStore;
  clock: Clock;
  /**
   * Queues a webhook event; it is delivered only if the handler returns successfully. `identity`
   * defaults to the caller's. Returns the event id.
   */
  emit(eventType: string, event: EmitInput): string;
  /** Throwing helpers for platform errors (`ctx.fail.notFound(...)`). */
  fail: FailHelpers;
  /** A JSON response with a status other than 200, or extra headers. */
  json(body: unknown, init?: { status?: number; headers?: Record<string, string> }): Response;
  /** Token store, webhooks, faults, GraphQL and route registries. */
  services: EmulatorServices;
}

/**
 * A route handler. Return a JSON-serialisable value (sent as 200), a `Response`, or nothing (`{}`).
 * Throw a `PlatformError` (or use `ctx.fail`) for platform errors.
 *
 * @example
 * ```ts
 * const getPlan: RouteHandler = ({ params, state, fail }) =>
 *   (state.domains.plans as Record<string, unknown>)[params.id!] ?? fail.notFound('Plan not found', 'plan_not_found');
 * ```
 */
export type RouteHandler<TInput = Record<string, any>> = (ctx: RouteContext<TInput>) => unknown | Promise<unknown>;

/**
 * A registered route.
 */
export interface RouteDefinition {
  method: HttpMethod;
  template: string;
  handler: RouteHandler<any>;
  options: RouteOptions;
}
