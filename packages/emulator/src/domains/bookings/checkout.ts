import { PlatformError } from '../../errors.js';
import { newId } from '../../ids.js';
import { identityOf } from '../../routing/dispatch.js';
import type { Caller, RouteContext, RouteHandler } from '../../routing/types.js';
import { clone } from '../../state/clone.js';
import { own, setOwn } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';
import { readDateTime, requireZone } from '../../util/zoned-time.js';
import {
  checkCsrfToken,
  CSRF_FIELD,
  escapeHtml,
  findRedirectSession,
  hostedSessionMember,
  htmlPage,
  htmlResponse,
  INLINE_SIGN_IN_ACTIONS,
  inlineSignIn,
  isAllowedRedirectTarget,
  issueCsrfToken,
  readForm,
  redirectResponse,
  redirectSessionKinds,
  safeRedirectUrl,
  sessionRedirectClients,
  visitorSignIn,
  withHeaders,
  withParams,
  type InlineSignInState,
  type RedirectKind,
  type RedirectSessionRecord,
} from '../identity/api.js';
import { emailViolations, getMember } from '../members/api.js';
import { activePlanOrders, type PlanPayment } from '../orders/api.js';
import { servicesApi } from '../services/api.js';
import type { DomainRegistrar } from '../types.js';
import { buildBooking } from './create.js';
import { serviceContext, type ServiceContext } from './engine.js';
import { dateTimeInWords, notifyParticipants } from './notifications.js';
import { bookingEvent, bookingsState } from './state.js';
import { confirmOrDecline } from './transitions.js';
import type { BookingCheckoutRecord, BookingRecord } from './types.js';

/**
 * The hosted bookings checkout: the `bookingsCheckout` redirect-session kind and its page
 * (platform-rules 7.7, 2.7).
 *
 * 1. The app creates a redirect session `{ bookingsCheckout: { slotAvailability, timezone },
 *    callbacks: { postFlowUrl, thankYouPageUrl?, bookingsServiceListUrl?, planListUrl?, loginUrl? } }`
 *    with the slot availability gave it (a member's token ties the checkout to that member);
 *    `fullUrl` is `<origin>/_emulator/hosted/bookings-checkout?session=<id>`.
 * 2. `GET` shows the slot: the service, the staff, the time in the session's `timezone` (and in the
 *    business's zone when it differs), the price and the location; then the contact details (a
 *    member's are filled in) and the payment options the service allows: online (a test payment),
 *    in person, or a member's pricing plan (an ACTIVE order of one of the service's `pricingPlanIds`).
 *    A visitor may book as a guest, or sign in or sign up on the page (or on the app's `loginUrl`)
 *    and continue as that member. A slot that is no longer free is said at once.
 * 3. The form `POST`s `session`, `csrf`, `action` = `book` | `cancel` (or the sign-in actions), the
 *    contact fields and `payment` = `online` | `inPerson` | `free` | `plan:<orderId>`. `book` creates the
 *    booking as the platform does (CREATED, then confirmed or declined against the payment, §2.4:
 *    CONFIRMED, or PENDING for a service approved by hand; `paymentStatus` PAID online or with a plan,
 *    NOT_PAID in person, EXEMPT when free), emails the customer (the outbox), and sends the browser
 *    (303) to `thankYouPageUrl` (else `postFlowUrl`) with `?bookingId=<id>&status=SUCCESS&wixMemberLoggedIn=…`.
 *    A slot taken meanwhile, or a window the booking policy closed, is said on the page and nothing
 *    is booked. `cancel` goes to `postFlowUrl` with `status=CANCELED`.
 *
 * The anti-forgery token is bound to the redirect session, this browser and the member (none for a
 * guest); a POST without it changes nothing (403). Callbacks go back to the app only while they are
 * allowed targets of the session's OAuth client.
 */

/** The hosted bookings checkout's path (GET the page, POST the form). */
export const HOSTED_BOOKINGS_CHECKOUT_PATH = '/_emulator/hosted/bookings-checkout';

/** Checkouts older than this are forgotten when a new one is made (redirect sessions live an hour). */
const KEEP_CHECKOUTS_MS = 86_400_000;

/**
 * The `bookingsCheckout` redirect-session kind: checks the slot (a service that exists and is not a
 * course; start and end dates) and the time zone, and remembers the member who created it.
 */
export const bookingsCheckoutKind: RedirectKind = {
  key: 'bookingsCheckout',
  create({ intent, body, sessionId, route, fail }) {
    const availability = intent.slotAvailability;
    const slot = isRecord(availability) && isRecord(availability.slot) ? availability.slot : undefined;
    if (!slot) return fail([{ field: 'bookingsCheckout.slotAvailability.slot', description: 'is required (the slot availability gave)' }]);
    const field = (name: string) => `bookingsCheckout.slotAvailability.slot.${name}`;
    const problems: Array<{ field: string; description: string }> = [];
    if (typeof slot.serviceId !== 'string' || slot.serviceId === '')
      problems.push({ field: field('serviceId'), description: 'is required' });
    for (const name of ['startDate', 'endDate'] as const) {
      if (typeof slot[name] !== 'string' || Number.isNaN(readDateTime(slot[name], undefined, 'UTC')))
        problems.push({ field: field(name), description: 'must be a date-time' });
    }
    if (intent.timezone !== undefined && typeof intent.timezone !== 'string')
      problems.push({ field: 'bookingsCheckout.timezone', description: 'must be an IANA time zone' });
    if (problems.length > 0) fail(problems);
    const context = serviceContext(servicesApi(route.state), slot.serviceId as string);
    if (!context) return fail([{ field: field('serviceId'), description: 'is not a service of the site' }]);
    if (context.service.type === 'COURSE') {
      fail([{ field: field('serviceId'), description: 'is a course: a course is booked as a whole, not through a slot' }]);
    }
    const api = servicesApi(route.state);
    const slotZone = typeof slot.timezone === 'string' && slot.timezone !== '' ? requireZone(slot.timezone, field('timezone')) : undefined;
    const timezone =
      typeof intent.timezone === 'string' && intent.timezone !== ''
        ? requireZone(intent.timezone, 'bookingsCheckout.timezone')
        : (slotZone ?? api.timeZone());
    // The redirect session checked that each callback is an allowed target of the caller's client.
    const raw = isRecord(body.callbacks) ? body.callbacks : {};
    const callbacks: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) if (safeRedirectUrl(value)) setOwn(callbacks, key, value);
    const record: BookingCheckoutRecord = {
      id: sessionId,
      slot: clone(slot),
      timezone,
      ...(route.caller.role === 'member' ? { memberId: route.caller.memberId } : {}),
      callbacks,
      createdDate: route.clock.now().toISOString(),
    };
    const checkouts = (bookingsState(route.state).checkouts ??= {});
    const cutoff = route.clock.now().getTime() - KEEP_CHECKOUTS_MS;
    for (const [id, old] of Object.entries(checkouts)) if (Date.parse(old.createdDate) < cutoff) delete checkouts[id];
    checkouts[sessionId] = record;
    return { path: HOSTED_BOOKINGS_CHECKOUT_PATH, data: { serviceId: context.service.id } };
  },
};

/** What a checkout request acts on. */
interface Found {
  checkout: BookingCheckoutRecord;
  session: RedirectSessionRecord;
  context: ServiceContext;
  /** The callbacks that are still allowed targets of the session's client. */
  callbacks: Record<string, string>;
  /** The member the checkout is for: the session's creator, else the member signed in on this browser. */
  memberId: string | undefined;
}

type Loaded = Found | { response: Response };

/** The contact details and payment choice the form holds (what was typed, kept on a refusal). */
interface Filled {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  payment?: string | undefined;
}

function page(ctx: RouteContext, title: string, body: string, status = 200): Response {
  return htmlResponse(htmlPage(title, body, { siteName: ctx.state.site.name }), { status });
}

const loggedIn = (memberId: string | undefined) => String(memberId !== undefined);

// A link back to the app: the service list, else the post-flow URL.
function back(found: Pick<Found, 'callbacks' | 'memberId'>, label = 'Choose another time'): string {
  const { bookingsServiceListUrl, postFlowUrl } = found.callbacks;
  const target = bookingsServiceListUrl ?? postFlowUrl;
  return target
    ? `<p class="note"><a href="${escapeHtml(withParams(target, { wixMemberLoggedIn: loggedIn(found.memberId) }))}">${escapeHtml(label)}</a></p>`
    : '<p class="note">You can close this window.</p>';
}

// Read-only: what the page (GET) and the form (POST) act on, or the page that answers instead.
function load(ctx: RouteContext, sessionId: string | null | undefined): Loaded {
  const checkout = sessionId ? own(bookingsState(ctx.state).checkouts ?? {}, sessionId) : undefined;
  const session = findRedirectSession(ctx.state, sessionId, ctx.clock.now());
  if (!checkout || !session) {
    const text = 'This checkout link is invalid or has expired. Go back to the site and choose a time again.';
    return { response: page(ctx, 'Checkout link expired', `<p>${escapeHtml(text)}</p>`, 400) };
  }
  const clients = sessionRedirectClients(ctx.state, session);
  const callbacks = Object.fromEntries(Object.entries(checkout.callbacks).filter(([, url]) => isAllowedRedirectTarget(clients, url)));
  const memberId = (session.caller.role === 'member' ? session.caller.memberId : undefined) ?? hostedSessionMember(ctx);
  if (checkout.outcome === 'SUCCESS') {
    const target = callbacks.thankYouPageUrl ?? callbacks.postFlowUrl;
    const params = { bookingId: checkout.bookingId!, status: 'SUCCESS', wixMemberLoggedIn: loggedIn(checkout.memberId) };
    const link = target ? `<p class="note"><a href="${escapeHtml(withParams(target, params))}">Continue</a></p>` : '';
    const text = `This time was already booked with this link (booking ${checkout.bookingId}).`;
    return { response: page(ctx, 'Already booked', `<p>${escapeHtml(text)}</p>${link}`, 409) };
  }
  const context = serviceContext(servicesApi(ctx.state), String(checkout.slot.serviceId));
  if (!context) {
    const text = `<p role="alert">This service is no longer offered.</p>${back({ callbacks, memberId })}`;
    return { response: page(ctx, 'Service unavailable', text, 409) };
  }
  return { checkout, session, context, callbacks, memberId };
}

/** Who books: the member, or the visitor who created the session (a guest). */
function bookingCaller(found: Found): Caller {
  const { caller } = found.session;
  const clientId = caller.clientId ?? '';
  if (found.memberId) return { role: 'member', memberId: found.memberId, visitorId: caller.visitorId ?? found.memberId, clientId };
  return { role: 'visitor', visitorId: caller.visitorId ?? newId(), clientId };
}

/** The booking the form asks for (the slot as availability gave it, one participant). */
function bookingInput(found: Found, filled: Filled, option?: string): Record<string, unknown> {
  const contactDetails = Object.fromEntries(
    Object.entries({ firstName: filled.firstName, lastName: filled.lastName, email: filled.email, phone: filled.phone }).filter(
      ([, value]) => value !== '',
    ),
  );
  return {
    bookedEntity: { slot: clone(found.checkout.slot) },
    contactDetails,
    totalParticipants: 1,
    ...(option ? { selectedPaymentOption: option } : {}),
  };
}

// A platform refusal as the customer reads it (SLOT_NOT_AVAILABLE, SESSION_CAPACITY_EXCEEDED, BOOKING_POLICY_VIOLATION, ...).
function refusalText(error: PlatformError): string {
  const app = error.body.details.applicationError;
  if (app?.code === 'SLOT_NOT_AVAILABLE' || app?.code === 'SESSION_CAPACITY_EXCEEDED')
    return 'Sorry, this time was just taken. Nothing was booked: please choose another time.';
  if (app?.code === 'BOOKING_POLICY_VIOLATION') return `This time can no longer be booked online (${app.description}). Nothing was booked.`;
  return app?.description ?? error.message;
}

/** The slot's start and end as instants (its local times in its own zone, else the business's). */
function slotInstants(ctx: RouteContext, found: Found): { start: number; end: number } {
  const { slot } = found.checkout;
  const zone = typeof slot.timezone === 'string' && slot.timezone !== '' ? slot.timezone : servicesApi(ctx.state).timeZone();
  return { start: readDateTime(slot.startDate, undefined, zone), end: readDateTime(slot.endDate, undefined, zone) };
}

function money(value: string | undefined, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(value ?? '0'));
  } catch {
    return `${value ?? '0'} ${currency}`;
  }
}

/** The price as the customer reads it, and the amount an online payment charges (none when free or custom). */
function priceOf(context: ServiceContext): { text: string; amount?: string } {
  const { payment } = context.service;
  switch (payment?.rateType) {
    case 'FIXED': {
      const price = payment.fixed?.price;
      const amount = money(price?.value, price?.currency);
      return { text: amount, amount };
    }
    case 'VARIED': {
      const price = payment.varied?.defaultPrice ?? payment.varied?.minPrice;
      const amount = money(price?.value, price?.currency);
      return { text: `From ${amount}`, amount };
    }
    case 'CUSTOM':
      return { text: payment.custom?.description || 'Price on request' };
    default:
      return { text: 'Free' };
  }
}

/** The payment options the service allows this customer, as form choices (`value`, label). */
function paymentChoices(context: ServiceContext, plans: readonly PlanPayment[]): Array<{ value: string; label: string; option: string }> {
  const { payment } = context.service;
  const price = priceOf(context);
  if (!price.amount) return [{ value: 'free', label: 'No payment needed', option: payment?.options?.inPerson ? 'OFFLINE' : 'ONLINE' }];
  const choices: Array<{ value: string; label: string; option: string }> = [];
  if (payment?.options?.online)
    choices.push({ value: 'online', label: `Pay online now: ${price.amount} (a test payment)`, option: 'ONLINE' });
  if (payment?.options?.inPerson) choices.push({ value: 'inPerson', label: `Pay in person: ${price.amount}`, option: 'OFFLINE' });
  if (payment?.options?.pricingPlan) {
    for (const plan of plans) choices.push({ value: `plan:${plan.orderId}`, label: `Use my plan: ${plan.planName}`, option: 'MEMBERSHIP' });
  }
  return choices;
}

/** What a choice pays: the booking's `paymentStatus` once it is confirmed. */
const PAYMENT_STATUS: Record<string, string> = { ONLINE: 'PAID', MEMBERSHIP: 'PAID', OFFLINE: 'NOT_PAID' };

// The member's orders that can pay for this service (a plan payment), none for a visitor.
function usablePlans(ctx: RouteContext, found: Found): PlanPayment[] {
  const { payment } = found.context.service;
  if (!found.memberId || !payment?.options?.pricingPlan) return [];
  return activePlanOrders(ctx, found.memberId, payment.pricingPlanIds ?? []);
}

/** The slot: service, staff, when (in the session's zone and the business's), price and location. */
function summary(ctx: RouteContext, found: Found): string {
  const { context, checkout } = found;
  const { start, end } = slotInstants(ctx, found);
  const business = servicesApi(ctx.state).timeZone();
  const when = `${dateTimeInWords(start, checkout.timezone)} (${checkout.timezone})`;
  const businessTime = business !== checkout.timezone ? `${dateTimeInWords(start, business)} (${business})` : undefined;
  const slot = checkout.slot;
  const staff = isRecord(slot.resource) && typeof slot.resource.name === 'string' ? slot.resource.name : undefined;
  const location = isRecord(slot.location) ? slot.location : context.location;
  const place = [location.name, location.formattedAddress].filter((part) => typeof part === 'string' && part !== '').join(', ');
  const minutes = Math.round((end - start) / 60_000);
  return `<h2>${escapeHtml(context.service.name)}</h2>
<dl class="facts">
<dt>When</dt><dd>${escapeHtml(when)}</dd>
${businessTime ? `<dt>Business time</dt><dd>${escapeHtml(businessTime)}</dd>` : ''}
<dt>Duration</dt><dd>${minutes} minutes</dd>
${staff ? `<dt>With</dt><dd>${escapeHtml(staff)}</dd>` : ''}
<dt>Price</dt><dd>${escapeHtml(priceOf(context).text)}</dd>
${place ? `<dt>Location</dt><dd>${escapeHtml(place)}</dd>` : ''}
</dl>`;
}

/** The member's contact details for the form, or nothing for a visitor. */
function prefill(ctx: RouteContext, memberId: string | undefined): Filled {
  const member = memberId ? getMember(ctx.state, memberId) : undefined;
  return {
    firstName: member?.contact?.firstName ?? '',
    lastName: member?.contact?.lastName ?? '',
    email: member?.loginEmail ?? member?.contact?.emails?.[0] ?? '',
    phone: member?.contact?.phones?.[0] ?? '',
  };
}

function field(id: string, label: string, value: string, options: { type?: string; autocomplete: string; required?: boolean }): string {
  const required = options.required ? ' required' : '';
  return `<label for="${id}">${escapeHtml(label)}${options.required ? '' : ' <span>(optional)</span>'}</label>
<input id="${id}" name="${id.replace('contact-', '')}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}" maxlength="200" value="${escapeHtml(value)}"${required}>`;
}

interface PageOptions {
  filled?: Filled;
  error?: string;
  signIn?: InlineSignInState;
  status?: number;
}

/**
 * The checkout page: the slot, then (a visitor) the sign-in, then the contact details and the
 * payment choices, or why the time cannot be booked.
 */
function checkoutPage(ctx: RouteContext, found: Found, options: PageOptions = {}): Response {
  const { memberId, callbacks } = found;
  // Checked again on every view: a time taken since the session was made is said at once.
  try {
    buildBooking(ctx.state, bookingInput(found, prefill(ctx, memberId)), { caller: bookingCaller(found), now: ctx.clock.now(), flow: {} });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return page(ctx, 'Time unavailable', `${summary(ctx, found)}<p role="alert">${escapeHtml(refusalText(error))}</p>${back(found)}`, 409);
  }
  const plans = usablePlans(ctx, found);
  const choices = paymentChoices(found.context, plans);
  const filled = options.filled ?? prefill(ctx, memberId);
  const csrf = issueCsrfToken(ctx, found.session, memberId);
  const headers: Record<string, string>[] = [csrf.headers];
  let signIn = '';
  if (!memberId) {
    const section = visitorSignIn(ctx, found.session, {
      action: HOSTED_BOOKINGS_CHECKOUT_PATH,
      loginUrl: callbacks.loginUrl,
      ...(options.signIn ? { state: options.signIn } : {}),
    });
    headers.push(section.headers);
    signIn = `<p class="note">Members book with their account (and can use their plan). Or book as a guest below.</p>${section.html}`;
  }
  const { payment } = found.context.service;
  let planNote = '';
  if (payment?.options?.pricingPlan && (payment.pricingPlanIds ?? []).length > 0 && plans.length === 0) {
    const list = callbacks.planListUrl
      ? ` <a href="${escapeHtml(withParams(callbacks.planListUrl, { planIds: (payment.pricingPlanIds ?? []).join(','), wixMemberLoggedIn: loggedIn(memberId) }))}">See the plans</a>`
      : '';
    planNote = `<p class="note">${memberId ? 'None of your plans covers this service.' : 'Members can pay with a plan that covers this service.'}${list}</p>`;
  }
  const described = options.error ? ' aria-describedby="form-error"' : '';
  const picked = filled.payment ?? choices[0]?.value;
  const payments =
    choices.length === 0
      ? '<p role="alert">This service is paid with a plan only, and there is none to use here.</p>'
      : `<fieldset${described}><legend>Payment</legend>
${choices
  .map(
    (choice, i) =>
      `<label class="choice"><input type="radio" id="payment-${i}" name="payment" value="${escapeHtml(choice.value)}"${choice.value === picked ? ' checked' : ''} required> ${escapeHtml(choice.label)}</label>`,
  )
  .join('\n')}
</fieldset>`;
  const body = `${summary(ctx, found)}
${signIn}
<h2 id="details-title">${memberId ? 'Your details' : 'Book as a guest'}</h2>
${options.error ? `<p role="alert" id="form-error">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${HOSTED_BOOKINGS_CHECKOUT_PATH}" aria-labelledby="details-title">
<input type="hidden" name="session" value="${escapeHtml(found.checkout.id)}">
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf.token)}">
${field('contact-firstName', 'First name', filled.firstName, { autocomplete: 'given-name', required: true })}
${field('contact-lastName', 'Last name', filled.lastName, { autocomplete: 'family-name' })}
${field('contact-email', 'Email', filled.email, { type: 'email', autocomplete: 'email', required: true })}
${field('contact-phone', 'Phone', filled.phone, { type: 'tel', autocomplete: 'tel' })}
${payments}
${planNote}
<p class="note">This is the emulator's test checkout: no real payment is made.</p>
<div class="actions">
${choices.length > 0 ? '<button class="primary" type="submit" name="action" value="book">Book now</button>' : ''}
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`;
  const response = page(ctx, 'Checkout', body, options.status);
  for (const set of headers) withHeaders(response, set);
  return response;
}

function formRefused(ctx: RouteContext): Response {
  const text = 'This form was not sent from its checkout page in this browser, or the page is too old. Open the checkout again.';
  return page(ctx, 'Form refused', `<p role="alert">${escapeHtml(text)}</p>`, 403);
}

/**
 * `GET /_emulator/hosted/bookings-checkout?session=<id>[&mode=signup]`: the bookings checkout page.
 */
export const hostedBookingsCheckoutPage: RouteHandler = (ctx) => {
  const loaded = load(ctx, ctx.query.get('session'));
  if ('response' in loaded) return loaded.response;
  return checkoutPage(ctx, loaded);
};

/** Reads and checks the posted contact details and payment choice: the choice, or what to say. */
function readChoice(ctx: RouteContext, found: Found, filled: Filled): { option: string; paymentStatus: string } | { error: string } {
  if (filled.firstName === '') return { error: 'Enter your first name.' };
  if (filled.email === '' || emailViolations(filled.email, 'email').length > 0) return { error: 'Enter a valid email address.' };
  const choice = paymentChoices(found.context, usablePlans(ctx, found)).find((c) => c.value === filled.payment);
  if (!choice) return { error: 'Choose how you would like to pay.' };
  return { option: choice.option, paymentStatus: choice.value === 'free' ? 'EXEMPT' : PAYMENT_STATUS[choice.option]! };
}

/**
 * `POST /_emulator/hosted/bookings-checkout` (form: `session`, `csrf`, `action` = `book` | `cancel`,
 * `firstName`, `lastName`, `email`, `phone`, `payment`; or a visitor's `login` | `signup` | `verify` |
 * `resend`): books the slot and sends the browser back to the app with the booking id (303), or
 * signs the visitor in and shows the page again (303). Without the page's anti-forgery token for this
 * browser (and member): 403, nothing changes.
 */
export const hostedBookingsCheckoutSubmit: RouteHandler = async (ctx) => {
  const form = await readForm(ctx.request);
  const loaded = load(ctx, form.session);
  if ('response' in loaded) return loaded.response;
  const found = loaded;
  const action = form.action ?? '';
  if (INLINE_SIGN_IN_ACTIONS.includes(action)) {
    if (found.memberId || !checkCsrfToken(ctx, found.session, form[CSRF_FIELD])) return formRefused(ctx);
    ctx.store.markDirty();
    const outcome = inlineSignIn(ctx, form);
    const pageUrl = `${HOSTED_BOOKINGS_CHECKOUT_PATH}?session=${encodeURIComponent(found.checkout.id)}`;
    if ('memberId' in outcome) return redirectResponse(pageUrl, 303, outcome.headers);
    return checkoutPage(ctx, found, { signIn: outcome.state, status: outcome.status });
  }
  if (action !== 'book' && action !== 'cancel') return page(ctx, 'Checkout', `<p role="alert">Unknown action.</p>${back(found)}`, 400);
  // The token was given with the page to this browser, for this member (or for a guest): a forged POST changes nothing.
  if (!checkCsrfToken(ctx, found.session, form[CSRF_FIELD], found.memberId)) return formRefused(ctx);
  const { thankYouPageUrl, postFlowUrl } = found.callbacks;
  if (action === 'cancel') {
    const target = postFlowUrl ?? found.callbacks.bookingsServiceListUrl;
    if (target) return redirectResponse(withParams(target, { status: 'CANCELED', wixMemberLoggedIn: loggedIn(found.memberId) }), 303);
    return page(ctx, 'Checkout canceled', '<p>Nothing was booked.</p><p class="note">You can close this window.</p>');
  }
  const filled: Filled = {
    firstName: (form.firstName ?? '').trim(),
    lastName: (form.lastName ?? '').trim(),
    email: (form.email ?? '').trim(),
    phone: (form.phone ?? '').trim(),
    payment: form.payment,
  };
  const choice = readChoice(ctx, found, filled);
  if ('error' in choice) return checkoutPage(ctx, found, { filled, error: choice.error, status: 400 });
  const caller = bookingCaller(found);
  const now = ctx.clock.now();
  let record: BookingRecord;
  try {
    // Checked against the stored bookings first: a time taken meanwhile is said, and nothing is stored.
    record = buildBooking(ctx.state, bookingInput(found, filled, choice.option), { caller, now, flow: {} });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return page(ctx, 'Time unavailable', `${summary(ctx, found)}<p role="alert">${escapeHtml(refusalText(error))}</p>${back(found)}`, 409);
  }
  ctx.store.markDirty();
  // The customer books, then pays: the events carry their identity.
  const identity = identityOf(caller);
  const emit: RouteContext['emit'] = (eventType, event) => ctx.emit(eventType, { ...event, identity: event.identity ?? identity });
  bookingsState(ctx.state).bookings[record.booking.id] = record;
  emit(...bookingEvent('created', record));
  // The checkout completes it as the platform does (platform-rules 2.4): confirmed, or pending approval.
  confirmOrDecline(ctx.state, record, choice.paymentStatus, now, emit);
  notifyParticipants(ctx.state, record, {}, now, { always: true });
  found.checkout.outcome = 'SUCCESS';
  found.checkout.bookingId = record.booking.id;
  found.checkout.memberId ??= found.memberId;
  const target = thankYouPageUrl ?? postFlowUrl;
  const params = { bookingId: record.booking.id, status: 'SUCCESS', wixMemberLoggedIn: loggedIn(found.memberId) };
  if (target) return redirectResponse(withParams(target, params), 303);
  const status = record.booking.status === 'PENDING' ? 'is waiting for the business to approve it' : 'is confirmed';
  return page(
    ctx,
    'Booking complete',
    `<p>${escapeHtml(`Thank you! Your booking ${record.booking.id} ${status}.`)}</p><p class="note">You can close this window.</p>`,
  );
};

/**
 * Registers the `bookingsCheckout` redirect-session kind and the hosted bookings checkout page.
 */
export function registerBookingsCheckout(domain: DomainRegistrar): void {
  redirectSessionKinds(domain.services).register(bookingsCheckoutKind);
  domain.route('GET', HOSTED_BOOKINGS_CHECKOUT_PATH, hostedBookingsCheckoutPage, { roles: 'public' });
  domain.route('POST', HOSTED_BOOKINGS_CHECKOUT_PATH, hostedBookingsCheckoutSubmit, { roles: 'public', body: 'raw' });
}
