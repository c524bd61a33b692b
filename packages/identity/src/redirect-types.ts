import type { ResponseMode } from '@frontdesk/core';
import type { MembersAccountSection, Prompt } from './enums.js';

/*
 * Redirect sessions (seed section 3, "Tokens and redirect session"): a URL on the platform's hosted
 * pages (login, logout, checkouts) plus the callbacks that bring the visitor back. Re-exported from
 * types.ts (wire.gen.ts is generated from there).
 */

/** The authorization request inside an `auth` redirect session (`getAuthUrl` fills it for you). */
export interface AuthorizeRequest {
  clientId?: string;
  responseType?: string;
  redirectUri?: string | null;
  scope?: string | null;
  state?: string;
  responseMode?: ResponseMode | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  sessionToken?: string | null;
  nonce?: string | null;
  /** OIDC prompt: only `"none"` (silent authorization) is honoured. */
  prompt?: string | null;
  /** The IdP connection to sign in with (a social login provider; `getAuthUrl`'s `idp`). */
  idp?: string | null;
}

/**
 * The URLs that bring the visitor back: `postFlowUrl` after logout or an abandoned flow,
 * `thankYouPageUrl` after a checkout, and the others where the hosted pages link back to the app.
 */
export interface RedirectCallbacks {
  thankYouPageUrl?: string | null;
  postFlowUrl?: string | null;
  loginUrl?: string | null;
  bookingsServiceListUrl?: string | null;
  cartPageUrl?: string | null;
  planListUrl?: string | null;
}

/** Preferences of a redirect session: generic pages, identity, extra query parameters. */
export interface RedirectPreferences {
  useGenericWixPages?: boolean | null;
  maintainIdentity?: boolean | null;
  additionalQueryParameters?: Record<string, string>;
  checkIfPublish?: boolean | null;
}

/** A bookings checkout intent: the slot to book and the visitor's time zone. */
export interface BookingsCheckoutIntent {
  timezone?: string;
  /** The slot availability, as the bookings calls return it. */
  slotAvailability?: Record<string, unknown>;
}

/** An eCommerce checkout intent. */
export interface EcomCheckoutIntent {
  checkoutId?: string;
}

/** An events checkout intent. */
export interface EventsCheckoutIntent {
  reservationId?: string;
  eventSlug?: string;
}

/** A pricing-plans checkout intent. */
export interface PaidPlansCheckoutIntent {
  planId?: string;
  checkoutData?: string | null;
}

/** A logout intent: the OAuth app whose member signs out. */
export interface LogoutIntent {
  clientId?: string;
}

/** An `auth` intent: an OAuth authorization request and its prompt. */
export interface AuthIntent {
  authRequest?: AuthorizeRequest;
  prompt?: Prompt;
}

/** A store product page intent. */
export interface StoresProductIntent {
  productSlug?: string;
}

/** A bookings page intent for one resource. */
export interface BookingsBookIntent {
  resourceId?: string;
}

/** An eCommerce payment request intent. */
export interface EcomOrderPaymentRequestIntent {
  paymentRequestId?: string;
}

/** A member account page intent: the section to open. */
export interface MemberAccountPageIntent {
  section?: MembersAccountSection;
}

/**
 * What `createRedirectSession` takes: exactly one intent (`auth`, `logout`, `login`,
 * `paidPlansCheckout`, `bookingsCheckout`, ...) plus optional `callbacks`, `preferences` and `origin`.
 */
export interface CreateRedirectSessionOptions {
  bookingsCheckout?: BookingsCheckoutIntent;
  ecomCheckout?: EcomCheckoutIntent;
  eventsCheckout?: EventsCheckoutIntent;
  paidPlansCheckout?: PaidPlansCheckoutIntent;
  /** The hosted login page (`{}`). */
  login?: Record<string, unknown>;
  logout?: LogoutIntent;
  auth?: AuthIntent;
  storesProduct?: StoresProductIntent;
  bookingsBook?: BookingsBookIntent;
  ecomOrderPaymentRequest?: EcomOrderPaymentRequestIntent;
  memberAccountPage?: MemberAccountPageIntent;
  callbacks?: RedirectCallbacks;
  preferences?: RedirectPreferences;
  origin?: string | null;
}

/** The parts of a redirect session's URL: the endpoint and its query parameters. */
export interface RedirectUrlDetails {
  endpoint?: string;
  searchParams?: Record<string, string>;
}

/**
 * A redirect session: send the browser to `fullUrl`. `urlDetails.endpoint` is the URL without its
 * query; `sessionToken` identifies the session on the platform's pages.
 */
// A type literal rather than an interface: it is also assignable to shapes with an index signature
// (orders' `CreateRedirectSession` takes `{ id?, fullUrl?, [key: string]: unknown }`).
export type RedirectSession = {
  id?: string;
  fullUrl?: string;
  urlDetails?: RedirectUrlDetails;
  sessionToken?: string | null;
  shortUrl?: string;
};

/** The answer to `createRedirectSession`. */
export interface CreateRedirectSessionResponse {
  redirectSession?: RedirectSession;
}
