import { FrontdeskError, InputError, type FrontdeskClient } from '@frontdesk/core';
import { memberGetOrder } from './member-orders.js';
import type { GetOrderOptions, Order } from './types.js';

/*
 * The hosted paid-plans checkout for headless stores: a redirect session with the
 * `paidPlansCheckout` intent sends the buyer to the platform's checkout page, which sends them back
 * to `thankYouPageUrl?planOrderId=<order id>` (platform-rules 7.7) or, when they leave, to
 * `postFlowUrl`.
 *
 * The redirect-session call belongs to `@frontdesk/identity` and domain packages do not depend on
 * each other, so `createPlanCheckout` takes that function as an option instead of declaring the
 * call a second time.
 */

/** The callback URLs of a plan checkout (each checked against open redirects). */
const CALLBACKS = ['thankYouPageUrl', 'postFlowUrl', 'planListUrl', 'loginUrl'] as const;

/**
 * The query parameter that carries the created order's id back to `thankYouPageUrl`.
 *
 * @example
 * ```ts
 * const orderId = new URL(location.href).searchParams.get(PLAN_ORDER_ID_PARAM);
 * ```
 */
export const PLAN_ORDER_ID_PARAM = 'planOrderId';

/**
 * The body of a paid-plans redirect session, as `createRedirectSession` takes it.
 */
export type PlanCheckoutRequest = {
  paidPlansCheckout: { planId: string; checkoutData?: string };
  callbacks: Partial<Record<(typeof CALLBACKS)[number], string>>;
  preferences?: PlanCheckoutPreferences;
  origin?: string;
};

/**
 * Redirect-session preferences of a plan checkout.
 */
export type PlanCheckoutPreferences = {
  /** Use the platform's generic pages (default `true`). */
  useGenericWixPages?: boolean;
  /** Keep the caller's visitor or member identity on the hosted pages (default `true`). */
  maintainIdentity?: boolean;
  /** Query parameters added to the hosted page's URL (e.g. `lang`). */
  additionalQueryParameters?: Record<string, string>;
  /** Check that the site is published first (default `false`). */
  checkIfPublish?: boolean;
};

/**
 * A function that creates a redirect session: `createRedirectSession` from `@frontdesk/identity`.
 *
 * @example
 * ```ts
 * import { createRedirectSession } from '@frontdesk/identity';
 * const create: CreateRedirectSession = createRedirectSession;
 * ```
 */
export type CreateRedirectSession = (
  client: FrontdeskClient<any>,
  request: PlanCheckoutRequest,
) => Promise<{ redirectSession?: { id?: string; fullUrl?: string; [key: string]: unknown } | undefined }>;

/**
 * Options of {@link createPlanCheckout} and {@link planCheckoutRequest}.
 */
export interface PlanCheckoutOptions {
  /** Where the buyer lands after paying; it receives `planOrderId` (and `wixMemberLoggedIn`). */
  thankYouPageUrl?: string;
  /** Where the buyer lands when the flow ends without a purchase (abandoned, interrupted). */
  postFlowUrl?: string;
  /** The store's plan list, linked from the checkout page. */
  planListUrl?: string;
  /** The store's login page, linked from the checkout page. */
  loginUrl?: string;
  /** Opaque data passed back to the plan list page. */
  checkoutData?: string;
  /** Redirect-session preferences (`useGenericWixPages`, `maintainIdentity`, `additionalQueryParameters`...). */
  preferences?: PlanCheckoutPreferences;
  /** The origin of the page starting the checkout. */
  origin?: string;
}

/**
 * What {@link createPlanCheckout} returns: the URL to send the buyer to, and the whole session.
 */
export interface PlanCheckout {
  url: string;
  session: { id?: string; fullUrl?: string; [key: string]: unknown };
}

/**
 * Builds (and checks) the redirect-session body of a paid-plans checkout, for when you call
 * `createRedirectSession` yourself. Callback URLs must be absolute http(s) URLs (a path is resolved
 * against the current page in a browser); with an `oauth()` client they must also pass
 * `client.auth.checkRedirect` (same origin or `allowedRedirectOrigins`), so a tampered URL cannot turn
 * the checkout into an open redirect.
 *
 * @example
 * ```ts
 * const request = planCheckoutRequest(client, planId, { thankYouPageUrl: '/thanks', postFlowUrl: '/plans' });
 * const { redirectSession } = await createRedirectSession(client, request);
 * ```
 */
export function planCheckoutRequest(client: FrontdeskClient<any>, planId: string, options: PlanCheckoutOptions = {}): PlanCheckoutRequest {
  if (typeof planId !== 'string' || planId === '') {
    throw new InputError([{ argument: 'planId', path: [], message: 'must be a non-empty string' }]);
  }
  const callbacks: PlanCheckoutRequest['callbacks'] = {};
  for (const name of CALLBACKS) {
    const value = options[name];
    if (value !== undefined) callbacks[name] = checkCallbackUrl(client, value, name);
  }
  const request: PlanCheckoutRequest = {
    paidPlansCheckout: { planId, ...(options.checkoutData !== undefined ? { checkoutData: options.checkoutData } : {}) },
    callbacks,
  };
  if (options.preferences) {
    const { additionalQueryParameters, ...flags } = options.preferences;
    request.preferences = {
      ...flags,
      ...(additionalQueryParameters ? { additionalQueryParameters: { ...additionalQueryParameters } } : {}),
    };
  }
  if (options.origin !== undefined) request.origin = options.origin;
  return request;
}

/**
 * Starts the platform's hosted checkout for a plan: creates the paid-plans redirect session and
 * returns the URL to send the buyer to. Pass `createRedirectSession` from `@frontdesk/identity`.
 * The buyer should be signed in (a member client): the checkout keeps the caller's identity, and
 * {@link getCheckoutOrder} reads the order back as that member.
 *
 * @example
 * ```ts
 * import { createRedirectSession } from '@frontdesk/identity';
 * import { createPlanCheckout } from '@frontdesk/orders';
 *
 * const { url } = await createPlanCheckout(client, planId, {
 *   createRedirectSession,
 *   thankYouPageUrl: `${location.origin}/thanks`,
 *   postFlowUrl: `${location.origin}/plans`,
 * });
 * location.assign(url);
 * ```
 */
export async function createPlanCheckout(
  client: FrontdeskClient<any>,
  planId: string,
  options: PlanCheckoutOptions & { createRedirectSession: CreateRedirectSession },
): Promise<PlanCheckout> {
  if (typeof options?.createRedirectSession !== 'function') {
    throw new InputError([
      {
        argument: 'options',
        path: ['createRedirectSession'],
        message: 'must be a function: pass createRedirectSession from @frontdesk/identity',
      },
    ]);
  }
  const { createRedirectSession, ...rest } = options;
  const response = await createRedirectSession(client, planCheckoutRequest(client, planId, rest));
  const session = response?.redirectSession;
  if (!session?.fullUrl) throw new FrontdeskError('The redirect session has no fullUrl to send the buyer to');
  return { url: session.fullUrl, session };
}

/**
 * What the checkout's return URL says.
 */
export interface PlanCheckoutReturn {
  /** The created order's id; absent when the buyer came back without buying (`postFlowUrl`). */
  planOrderId?: string;
  /** The platform's `wixMemberLoggedIn` flag, when present. */
  memberLoggedIn?: boolean;
}

/**
 * Reads the return URL of a plan checkout (default: the current page): the `planOrderId` the
 * thank-you page receives, and `wixMemberLoggedIn`.
 *
 * @example
 * ```ts
 * const { planOrderId } = readPlanCheckoutReturn('https://shop.example/thanks?planOrderId=o1');
 * ```
 */
export function readPlanCheckoutReturn(url?: string | URL): PlanCheckoutReturn {
  const href = url ?? (typeof location !== 'undefined' ? location.href : undefined);
  if (href === undefined) {
    throw new InputError([{ argument: 'url', path: [], message: 'is required outside a browser' }]);
  }
  let parsed: URL;
  try {
    parsed = new URL(String(href), typeof location !== 'undefined' ? location.href : undefined);
  } catch {
    throw new InputError([{ argument: 'url', path: [], message: 'must be a valid URL' }]);
  }
  const result: PlanCheckoutReturn = {};
  const orderId = parsed.searchParams.get(PLAN_ORDER_ID_PARAM);
  if (orderId) result.planOrderId = orderId;
  const loggedIn = parsed.searchParams.get('wixMemberLoggedIn');
  if (loggedIn === 'true' || loggedIn === 'false') result.memberLoggedIn = loggedIn === 'true';
  return result;
}

/**
 * On the thank-you page: reads `planOrderId` from the return URL (default: the current page) and
 * gets that order as the signed-in member. Resolves `undefined` when the URL carries no order id
 * (the buyer left the checkout without buying).
 *
 * @example
 * ```ts
 * const order = await getCheckoutOrder(client);
 * if (order?.status === 'ACTIVE') showWelcome(order.planName);
 * ```
 */
export async function getCheckoutOrder(
  client: FrontdeskClient<any>,
  url?: string | URL,
  options?: GetOrderOptions,
): Promise<Order | undefined> {
  const { planOrderId } = readPlanCheckoutReturn(url);
  if (!planOrderId) return undefined;
  return memberGetOrder(client, planOrderId, options);
}

function checkCallbackUrl(client: FrontdeskClient<any>, value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new InputError([{ argument: 'options', path: [name], message: 'must be a non-empty URL' }]);
  }
  const auth = client.auth as { kind?: string; checkRedirect?: (target: string, what?: string) => string } | undefined;
  // Same origin or allow-listed only: the hosted page sends the buyer (and the order id) there.
  if (auth?.kind === 'oauth' && typeof auth.checkRedirect === 'function') auth.checkRedirect(value, name);
  let absolute = true;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    absolute = false;
    const base = typeof location !== 'undefined' && location?.origin && location.origin !== 'null' ? location.href : undefined;
    try {
      if (base) url = new URL(value, base);
    } catch {
      url = undefined;
    }
  }
  if (!url) {
    throw new InputError([
      { argument: 'options', path: [name], message: 'must be an absolute http(s) URL (a path needs a browser page to resolve against)' },
    ]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError([{ argument: 'options', path: [name], message: 'must be an http(s) URL' }]);
  }
  // Absolute URLs go out as written; paths are resolved against the current page.
  return absolute ? value : url.href;
}
