import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { createClient, isApiError, staticToken, apiKey as apiKeyAuth, type FrontdeskClient } from '@frontdesk/core';
import { confirmOrDeclineBooking, queryExtendedBookings, type Booking } from '@frontdesk/bookings';
import { CHECKOUT_API, CHECKOUT_HEADER, type CompletedBooking } from '../src/checkout-constants.js';
import { attemptCounter, readBody, resolvePlatform, sameOrigin, send, sendError, sendTooLarge, type PlatformSettings } from './http.js';

/*
 * The booking app's checkout, on its server. On the platform a booking is made in two steps: the
 * customer creates it (CREATED: not on the calendar, holding no spot), then a checkout completes it,
 * which confirms it, leaves it PENDING for a service the studio approves by hand, or declines it if
 * the slot was taken meanwhile (platform-rules 2.4, `confirmOrDeclineBooking`). That second step is
 * an owner call (the admin API key), so it runs here, for one booking at a time, and only for the
 * customer who made it:
 *
 * - a member's booking: the member's own access token (the `Authorization` header) must be able to
 *   read it (the platform shows members only their own bookings);
 * - a guest's booking (made by an anonymous visitor, no member): the contact email typed in the
 *   booking form must match; the booking id itself is known only to the tab that created it.
 *
 * Only a CREATED booking is completed; one already completed is answered as it is (a retry after a
 * lost answer), anything else is refused. Refused attempts are limited per client address. This route
 * never forwards anything: it makes exactly the two platform calls above.
 */

export { CHECKOUT_API, CHECKOUT_HEADER };

/** Options of {@link createCheckout}; each falls back to the environment, then to the emulator's demo. */
export interface CheckoutOptions {
  /** The platform (FRONTDESK_BASE_URL, default the emulator at http://127.0.0.1:4010). */
  baseUrl?: string;
  /** The admin API key (FRONTDESK_API_KEY, default the emulator's DEMO_API_KEY). */
  apiKey?: string;
  /** The site id (FRONTDESK_SITE_ID, default the emulator's DEMO_SITE_ID). */
  siteId?: string;
  /** The fetch used to reach the platform (tests). */
  fetch?: typeof fetch;
}

/** A connect-style middleware: handles `/checkout-api/*`, passes anything else to `next`. */
export type CheckoutMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const ROUTE = /^\/bookings\/([A-Za-z0-9_-]{1,100})\/complete$/;
const MAX_BODY = 4 * 1024;
const MAX_REFUSALS = 10;
const REFUSAL_WINDOW_MS = 60_000;

/** A refusal with the platform's error shape. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sameEmail = (a: string | undefined, b: unknown) => typeof b === 'string' && !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The checkout as a connect-style middleware: `POST /checkout-api/bookings/<id>/complete` with
 * `{ email }` (and a member's `Authorization`), answered with `{ booking: { id, status } }`.
 *
 * @example
 * ```ts
 * server.middlewares.use(createCheckout({ baseUrl: 'http://127.0.0.1:4010' }));
 * ```
 */
export function createCheckout(options: CheckoutOptions = {}): CheckoutMiddleware {
  const settings = resolvePlatform(options, 'The checkout');
  settings.catch(() => undefined);
  const refusals = attemptCounter(MAX_REFUSALS, REFUSAL_WINDOW_MS);
  let owner: FrontdeskClient | undefined;
  const client = (platform: PlatformSettings, auth: ReturnType<typeof staticToken> | ReturnType<typeof apiKeyAuth>) =>
    createClient({ baseUrl: platform.baseUrl, auth, timeoutMs: 15_000, ...(options.fetch ? { fetch: options.fetch } : {}) });

  /** The booking as the owner sees it, after checking that the caller is its customer. */
  async function ownedBooking(platform: PlatformSettings, id: string, req: IncomingMessage, email: unknown): Promise<Booking> {
    owner ??= client(platform, apiKeyAuth({ apiKey: platform.apiKey, siteId: platform.siteId }));
    const booking = (await queryExtendedBookings(owner, { filter: { id }, cursorPaging: { limit: 1 } })).items[0]?.booking;
    if (!booking) throw new Refusal(404, 'BOOKING_NOT_FOUND', 'There is no such booking');
    const token = req.headers.authorization;
    if (booking.createdBy?.memberId) {
      if (!token) throw new Refusal(401, 'MEMBER_LOGIN_REQUIRED', 'Log in as the member who made this booking');
      // The member's own token: the platform answers a member with their own bookings only.
      const theirs = await queryExtendedBookings(client(platform, staticToken(token)), {
        filter: { id },
        cursorPaging: { limit: 1 },
      }).catch((error: unknown) => {
        if (isApiError(error) && (error.status === 401 || error.status === 403))
          throw new Refusal(401, 'MEMBER_LOGIN_REQUIRED', 'Log in as the member who made this booking');
        throw error;
      });
      if (theirs.items[0]?.booking?.id !== id) throw new Refusal(403, 'NOT_YOUR_BOOKING', 'This booking was made by someone else');
      return booking;
    }
    if (!booking.createdBy?.anonymousVisitorId || !sameEmail(booking.contactDetails?.email, email)) {
      throw new Refusal(403, 'NOT_YOUR_BOOKING', 'This booking was made by someone else');
    }
    return booking;
  }

  async function complete(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const who = req.socket.remoteAddress ?? 'unknown';
    const raw = await readBody(req, MAX_BODY);
    if (raw === undefined) return sendTooLarge(res);
    let email: unknown;
    try {
      email = (JSON.parse(raw || '{}') as { email?: unknown }).email;
    } catch {
      return sendError(res, 400, 'INVALID_JSON', 'The request body is not JSON');
    }
    const platform = await settings;
    let booking: Booking;
    try {
      booking = await ownedBooking(platform, id, req, email);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // Counted only when refused: a customer completing their own bookings is never held up.
      if (!refusals.allow(who))
        return sendError(res, 429, 'TOO_MANY_ATTEMPTS', 'Too many refused requests: wait a minute and try again', { 'retry-after': '60' });
      return sendError(res, error.status, error.code, error.message);
    }
    const answer = (status: string | undefined): void =>
      send(res, 200, { booking: { id, status: status ?? 'CREATED' } } satisfies CompletedBooking);
    if (booking.status === 'CONFIRMED' || booking.status === 'PENDING') return answer(booking.status);
    if (booking.status !== 'CREATED')
      return sendError(
        res,
        428,
        'INVALID_BOOKING_STATUS',
        `This booking is ${booking.status?.toLowerCase() ?? 'not open'}, so it cannot be completed`,
      );
    // The platform emails the customer about the outcome itself (confirmed, pending or declined).
    const { booking: completed } = await confirmOrDeclineBooking(owner!, id);
    answer(completed?.status);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!sameOrigin(req, CHECKOUT_HEADER)) {
      return sendError(
        res,
        403,
        'CROSS_SITE_REQUEST',
        `Checkout requests must come from this site and carry the ${CHECKOUT_HEADER} header`,
      );
    }
    const match = ROUTE.exec(path);
    if (!match) return sendError(res, 404, 'NOT_FOUND', 'No such checkout call');
    if (req.method !== 'POST') return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Use POST', { allow: 'POST' });
    return complete(req, res, match[1]!);
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== CHECKOUT_API && !url.pathname.startsWith(`${CHECKOUT_API}/`)) return next();
    // Encoded slashes or dots, or a query string, are never part of a completion.
    const path = url.pathname.slice(CHECKOUT_API.length) || '/';
    handle(req, res, url.search || /%2f|%2e|%5c/i.test(path) ? '/' : path).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      // The admin key refused, or the platform failing: the customer can only try again later.
      if (isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 403)
        return sendError(res, error.status, error.code, error.description || error.message);
      sendError(res, 502, 'PLATFORM_UNREACHABLE', 'The studio platform could not be reached');
    });
  };
}

/**
 * The checkout as a Vite plugin, for `vite` (dev) and `vite preview` alike.
 *
 * @example
 * ```ts
 * export default defineConfig({ plugins: [react(), staffProxy(), checkout()] });
 * ```
 */
export function checkout(options: CheckoutOptions = {}): Plugin {
  return {
    name: 'frontdesk-checkout',
    configureServer(server) {
      server.middlewares.use(createCheckout(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createCheckout(options));
    },
  };
}
