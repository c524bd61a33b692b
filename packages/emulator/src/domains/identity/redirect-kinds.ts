import type { RouteContext } from '../../routing/types.js';
import type { EmulatorServices } from '../../emulator-services.js';
import { attachedTo } from '../../util/attached.js';

/**
 * What a redirect-session kind gets when a session of its kind is created.
 */
export interface RedirectKindContext {
  /** `body[kind]`, e.g. `{ planId }` for `paidPlansCheckout`. */
  intent: Record<string, unknown>;
  /** The whole request body (`callbacks`, `preferences`, `origin`, ...). */
  body: Record<string, unknown>;
  /** The id the new session will have (the `session` parameter of `fullUrl`). */
  sessionId: string;
  /** The request's context (caller, state, clock, `fail`, ...). */
  route: RouteContext;
  /** Throws a 400 validation error; field names should start with the kind (`auth.authRequest.clientId`). */
  fail(violations: Array<{ field: string; description: string }>): never;
}

/**
 * One kind of redirect session, keyed by its body key (`auth`, `logout`, `paidPlansCheckout`, ...).
 * `create` validates the intent and returns the path of the hosted page `fullUrl` points to (on
 * the request's origin; `?session=<id>` is added), plus data to keep on the session record.
 */
export interface RedirectKind {
  key: string;
  create(
    ctx: RedirectKindContext,
  ): { path: string; data?: Record<string, unknown> } | Promise<{ path: string; data?: Record<string, unknown> }>;
}

/**
 * The redirect-session kinds of one emulator.
 *
 * @example
 * ```ts
 * redirectSessionKinds(ctx.services).get('auth');
 * ```
 */
export class RedirectKindRegistry {
  readonly #kinds = new Map<string, RedirectKind>();

  /**
   * Adds (or replaces) a kind; returns a function that removes it.
   *
   * @example
   * ```ts
   * const off = registry.register({ key: 'bookingsCheckout', create: () => ({ path: '/_emulator/hosted/book' }) });
   * ```
   */
  register(kind: RedirectKind): () => void {
    this.#kinds.set(kind.key, kind);
    return () => {
      if (this.#kinds.get(kind.key) === kind) this.#kinds.delete(kind.key);
    };
  }

  /**
   * The kind for a body key, or `undefined`.
   */
  get(key: string): RedirectKind | undefined {
    return this.#kinds.get(key);
  }

  /**
   * The registered body keys.
   *
   * @example
   * ```ts
   * registry.keys(); // ['auth', 'login', 'logout', ...]
   * ```
   */
  keys(): string[] {
    return [...this.#kinds.keys()];
  }
}

/**
 * Every intent key the platform defines (platform-rules §7.7). A body with one of them that no
 * domain registered (the eCommerce, Events and Stores intents) answers a validation error saying the
 * platform serves it and the emulator does not model it.
 */
export const KNOWN_REDIRECT_INTENTS = [
  'auth',
  'login',
  'logout',
  'paidPlansCheckout',
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'memberAccountPage',
] as const;

/**
 * The redirect-session kind registry of the emulator that owns `services` (`domain.services` in
 * `register`, `ctx.services` in a handler). Domains add their kinds here, e.g. the plans/orders
 * domain adds `paidPlansCheckout` with its hosted checkout page.
 *
 * @example
 * ```ts
 * register(domain) {
 *   redirectSessionKinds(domain.services).register({ key: 'paidPlansCheckout', create: createCheckout });
 *   domain.route('GET', '/_emulator/hosted/checkout', checkoutPage, { roles: 'public' });
 * }
 * ```
 */
export const redirectSessionKinds: (services: EmulatorServices) => RedirectKindRegistry = attachedTo(() => new RedirectKindRegistry());
