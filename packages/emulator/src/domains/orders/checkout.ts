import { PlatformError, failedPrecondition, notFound } from '../../errors.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
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
import { findPlan, isListed, type Plan } from '../plans/api.js';
import type { DomainRegistrar } from '../types.js';
import { createOrder } from './create.js';
import { ordersState } from './state.js';
import { memberEmit, synced } from './sync.js';
import { payOrder } from './transitions.js';
import { computePrices, orderPricing } from './pricing.js';
import type { CheckoutRecord, OrderPricing, OrderRecord } from './types.js';
import { orderView } from './view.js';
import { own, setOwn } from '../../util/safe-keys.js';

/**
 * The hosted paid-plans checkout: the `paidPlansCheckout` redirect-session kind and its page.
 *
 * 1. The app creates a redirect session `{ paidPlansCheckout: { planId }, callbacks: { thankYouPageUrl,
 *    postFlowUrl, loginUrl? }, preferences?: { additionalQueryParameters } }` (a member's token ties the
 *    checkout to that member); `fullUrl` is `<origin>/_emulator/hosted/checkout?session=<id>`.
 * 2. `GET` shows the plan and its price, and creates the member's DRAFT online order.
 * 3. The form `POST`s `session`, `csrf` and `action` = `pay` | `fail` | `cancel` to `/_emulator/hosted/checkout`
 *    and the browser is sent (303) back to the app. `csrf` is the page's anti-forgery token, bound to
 *    the redirect session, this browser and the member: a POST without it (another site's form, a
 *    script) is refused (403) and changes nothing:
 *    - `pay`: the order is paid (PENDING or ACTIVE) → `thankYouPageUrl` (else `postFlowUrl`) with
 *      `?planOrderId=<id>&orderId=<id>&status=SUCCESS&wixMemberLoggedIn=true`;
 *    - `fail`: the order stays DRAFT, `lastPaymentStatus: FAILED` → `postFlowUrl` with `status=FAILED`;
 *    - `cancel`: → `postFlowUrl` with `status=CANCELED` (the draft stays).
 *
 * The member is the one whose token created the session, else the member signed in on the hosted
 * pages in this browser (the `fd_session` cookie), checked on every request: a link opened by one
 * member gives no one else the right to pay with it. A visitor sees the plan and its price first,
 * then signs in or signs up on the page (the form posts `action` = `login` | `signup` | `verify` |
 * `resend` here; the site's sign-on policy applies) and continues as that member; when the session
 * has `callbacks.loginUrl`, the app's own login page is used instead (a link to it). Callback URLs
 * go back to the app only while they are allowed targets of the session's OAuth client.
 */

/** The hosted checkout page's path (GET the page, POST the form). */
export const HOSTED_CHECKOUT_PATH = '/_emulator/hosted/checkout';

function refuseUnavailable(plan: Plan | undefined, planId: string): void {
  if (!plan) throw notFound('Plan not found', 'plan_not_found', { planId });
  if (plan.archived) throw failedPrecondition('archived_plan', 'The plan is archived and can no longer be purchased', { planId });
  if (!plan.public) throw failedPrecondition('hidden_plan', 'A hidden plan cannot be bought through the hosted checkout', { planId });
}

/**
 * The `paidPlansCheckout` redirect-session kind: validates the plan (404 `plan_not_found`, 428
 * `archived_plan` / `hidden_plan`) and the callback URLs, and remembers the member who created it.
 */
export const paidPlansCheckoutKind: RedirectKind = {
  key: 'paidPlansCheckout',
  create({ intent, body, sessionId, route, fail }) {
    if (typeof intent.planId !== 'string' || intent.planId === '')
      fail([{ field: 'paidPlansCheckout.planId', description: 'is required' }]);
    const planId = intent.planId as string;
    refuseUnavailable(findPlan(route.state, planId), planId);
    // The redirect session checked that each callback is an allowed target of the caller's client.
    const raw = (typeof body.callbacks === 'object' && body.callbacks !== null ? body.callbacks : {}) as Record<string, unknown>;
    const callbacks: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (value === undefined || value === null || value === '') continue;
      if (!safeRedirectUrl(value)) fail([{ field: `callbacks.${key}`, description: 'must be an absolute URL' }]);
      setOwn(callbacks, key, value as string);
    }
    const caller = route.caller;
    const record: CheckoutRecord = {
      id: sessionId,
      planId,
      ...(caller.role === 'member' ? { memberId: caller.memberId } : {}),
      callbacks,
      ...(typeof intent.checkoutData === 'string' ? { checkoutData: intent.checkoutData } : {}),
      createdDate: route.clock.now().toISOString(),
    };
    const { checkouts } = ordersState(route.state);
    // Redirect sessions live an hour: forget checkouts older than a day so the state stays small.
    const cutoff = route.clock.now().getTime() - 86_400_000;
    for (const [id, old] of Object.entries(checkouts)) if (Date.parse(old.createdDate) < cutoff) delete checkouts[id];
    checkouts[sessionId] = record;
    return { path: HOSTED_CHECKOUT_PATH, data: { planId } };
  },
};

function money(value: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${value} ${currency}`;
  }
}

/** What the price terms are read from: an order's pricing, or a plan's before any order exists. */
interface Terms {
  pricing: OrderPricing;
  currency: string;
  freeTrialDays?: number | undefined;
}

function terms({ pricing, currency, freeTrialDays }: Terms): string {
  const price = pricing.prices[0]?.price;
  const amount = money(price?.total ?? '0', price?.currency ?? currency);
  const { subscription, singlePaymentForDuration } = pricing;
  const per = (d?: { count?: number; unit?: string }) =>
    `${d?.count && d.count > 1 ? `${d.count} ` : ''}${(d?.unit ?? 'MONTH').toLowerCase()}${d?.count && d.count > 1 ? 's' : ''}`;
  if (price && Number(price.total) === 0 && pricing.prices.every((p) => Number(p.price.total) === 0)) return 'Free';
  if (subscription) {
    const cycles = subscription.cycleCount ? `, ${subscription.cycleCount} payments` : ', until canceled';
    const trial = freeTrialDays ? ` after a ${freeTrialDays}-day free trial` : '';
    return `${amount} every ${per(subscription.cycleDuration)}${trial}${cycles}`;
  }
  if (singlePaymentForDuration) return `${amount}, one payment, valid for ${per(singlePaymentForDuration)}`;
  return `${amount}, one payment, valid until canceled`;
}

// A plan's terms before any order exists (a visitor's summary).
function planTerms(plan: Plan): Terms {
  return {
    pricing: orderPricing(plan, computePrices(plan)),
    currency: plan.pricing.price?.currency ?? 'USD',
    freeTrialDays: plan.pricing.freeTrialDays,
  };
}

/**
 * A date as the buyer reads it, in English: `<time datetime="2026-11-26T…">November 26, 2026</time>`,
 * in `timeZone` (orders carry none: UTC). An unreadable date is shown as given.
 */
export function dateInWords(iso: string, timeZone = 'UTC'): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return escapeHtml(iso);
  const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(instant);
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(words)}</time>`;
}

function page(title: string, body: string, ctx: RouteContext, status = 200): Response {
  return htmlResponse(htmlPage(title, body, { siteName: ctx.state.site.name }), { status });
}

// The callbacks the browser may still be sent to (allowed targets of the session's client).
function allowedCallbacks(ctx: RouteContext, session: RedirectSessionRecord, checkout: CheckoutRecord): Record<string, string> {
  const clients = sessionRedirectClients(ctx.state, session);
  return Object.fromEntries(Object.entries(checkout.callbacks).filter(([, url]) => isAllowedRedirectTarget(clients, url)));
}

// A link back to the app: the plan list (with `planIds` and `checkoutData`), else the post-flow URL.
function back(loaded: { checkout: CheckoutRecord; callbacks: Record<string, string> }, label = 'Back to the site'): string {
  const { checkout } = loaded;
  const { planListUrl, postFlowUrl } = loaded.callbacks;
  const url = planListUrl
    ? withParams(planListUrl, {
        planIds: checkout.planId,
        ...(checkout.checkoutData ? { checkoutData: checkout.checkoutData } : {}),
        wixMemberLoggedIn: String(Boolean(checkout.memberId)),
      })
    : postFlowUrl;
  return url
    ? `<p class="note"><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
    : '<p class="note">You can close this window.</p>';
}

interface Found {
  checkout: CheckoutRecord;
  session: RedirectSessionRecord;
  /** The callbacks that are still allowed targets. */
  callbacks: Record<string, string>;
}

/** What a checkout request acts on: the checkout, its plan, and the member (none for a visitor). */
type Ready = Found & { plan: Plan; memberId: string | undefined };

type Loaded = Ready | { response: Response };

// The member this request acts for: the session's creator, else the hosted sign-in of this browser.
function actingMember(ctx: RouteContext, session: RedirectSessionRecord): string | undefined {
  return (session.caller.role === 'member' ? session.caller.memberId : undefined) ?? hostedSessionMember(ctx);
}

// Read-only: what the page (GET) and the form (POST) act on, or the page that answers instead.
function load(ctx: RouteContext, sessionId: string | null | undefined): Loaded {
  const checkout = sessionId ? own(ordersState(ctx.state).checkouts, sessionId) : undefined;
  const session = findRedirectSession(ctx.state, sessionId, ctx.clock.now());
  if (!checkout || !session) {
    return {
      response: page(
        'Checkout link expired',
        '<p>This checkout link is invalid or has expired. Go back to the site and choose a plan again.</p>',
        ctx,
        400,
      ),
    };
  }
  const found: Found = { checkout, session, callbacks: allowedCallbacks(ctx, session, checkout) };
  if (checkout.outcome === 'SUCCESS') {
    const target = found.callbacks.thankYouPageUrl ?? found.callbacks.postFlowUrl;
    const link = target
      ? `<p class="note"><a href="${escapeHtml(withParams(target, { planOrderId: checkout.orderId!, orderId: checkout.orderId!, status: 'SUCCESS', wixMemberLoggedIn: 'true' }))}">Continue</a></p>`
      : '';
    return {
      response: page(
        'Checkout complete',
        `<p>This plan was already purchased (order ${escapeHtml(checkout.orderId)}).</p>${link}`,
        ctx,
        409,
      ),
    };
  }
  const plan = findPlan(ctx.state, checkout.planId);
  if (!plan || !isListed(plan)) {
    return { response: page('Plan unavailable', `<p role="alert">This plan is no longer available.</p>${back(found)}`, ctx, 409) };
  }
  return { ...found, plan, memberId: actingMember(ctx, session) };
}

// The plan as a visitor sees it before signing in: what it is and what it costs, then the sign-in.
function visitorPage(ctx: RouteContext, loaded: Ready, state?: InlineSignInState, status = 200): Response {
  const { plan } = loaded;
  const signIn = visitorSignIn(ctx, loaded.session, {
    action: HOSTED_CHECKOUT_PATH,
    loginUrl: loaded.callbacks.loginUrl,
    ...(state ? { state } : {}),
  });
  const body = `${planSummary(plan, planTerms(plan), dateInWords(ctx.clock.now().toISOString()))}
<p class="note">Sign in or create an account to buy this plan: it is tied to your membership.</p>
${signIn.html}
${back(loaded)}`;
  return withHeaders(page('Checkout', body, ctx, status), signIn.headers);
}

// The plan: name, description, perks, price terms and start.
function planSummary(plan: Plan, priced: Terms, starts: string, order?: string): string {
  const perks = plan.perks.values.length
    ? `<ul aria-label="Included">${plan.perks.values.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
  return `<h2>${escapeHtml(plan.name)}</h2>
${plan.description ? `<p>${escapeHtml(plan.description)}</p>` : ''}
${perks}
<dl>
<dt><strong>Price</strong></dt><dd>${escapeHtml(terms(priced))}</dd>
<dt><strong>Starts</strong></dt><dd>${starts}</dd>
${order ? `<dt><strong>Order</strong></dt><dd><code>${escapeHtml(order)}</code></dd>` : ''}
</dl>`;
}

// The checkout's DRAFT order: the one created earlier while it is still this member's draft, else a new one.
function draft(ctx: RouteContext, checkout: CheckoutRecord, memberId: string): OrderRecord {
  checkout.memberId = memberId;
  const existing = checkout.orderId ? ordersState(ctx.state).orders[checkout.orderId] : undefined;
  if (existing && existing.status === 'DRAFT' && existing.buyer.memberId === memberId) return existing;
  const { record } = createOrder(
    ctx.state,
    { type: 'ONLINE', planId: checkout.planId, memberId },
    ctx.clock.now(),
    memberEmit(ctx.emit, memberId),
  );
  checkout.orderId = record.id;
  ctx.store.markDirty();
  return record;
}

function errorPage(ctx: RouteContext, found: Found, error: unknown): Response {
  if (!(error instanceof PlatformError)) throw error;
  const description = error.body.details.applicationError?.description ?? error.message;
  return page('Checkout unavailable', `<p role="alert">${escapeHtml(description)}</p>${back(found)}`, ctx, error.status);
}

function checkoutPage(ctx: RouteContext, loaded: Ready & { memberId: string }, record: OrderRecord): Response {
  const { checkout, plan } = loaded;
  const csrf = issueCsrfToken(ctx, loaded.session, loaded.memberId);
  const failed =
    record.lastPaymentStatus === 'FAILED' ? '<p role="alert" id="form-error">The test payment failed. Try again or cancel.</p>' : '';
  const price = record.pricing.prices[0]?.price;
  const total = money(price?.total ?? '0', price?.currency ?? record.currency);
  const order = orderView(record, ctx.clock.now());
  const priced = { pricing: record.pricing, currency: record.currency, freeTrialDays: record.freeTrialDays };
  const body = `${failed}
${planSummary(plan, priced, dateInWords(order.startDate), record.id)}
${plan.termsAndConditions ? `<p class="note">${escapeHtml(plan.termsAndConditions)}</p>` : ''}
<form method="post" action="${HOSTED_CHECKOUT_PATH}">
<input type="hidden" name="session" value="${escapeHtml(checkout.id)}">
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf.token)}">
<p class="note">This is the emulator's test checkout: no real payment is made.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${record.freeTrialDays ? `Start the ${record.freeTrialDays}-day free trial` : `Pay ${escapeHtml(total)}`}</button>
<button type="submit" name="action" value="fail">Simulate a failed payment</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return withHeaders(page('Checkout', body, ctx), csrf.headers);
}

function formRefused(ctx: RouteContext): Response {
  const text = 'This payment form was not sent from its checkout page in this browser, or the page is too old. Open the checkout again.';
  return page('Form refused', `<p role="alert">${escapeHtml(text)}</p>`, ctx, 403);
}

/**
 * `GET /_emulator/hosted/checkout?session=<id>[&mode=signup]`: the checkout page (creates the
 * member's draft order), or for a visitor the plan and the sign-in.
 */
export const hostedCheckoutPage: RouteHandler = (ctx) => {
  const loaded = load(ctx, ctx.query.get('session'));
  if ('response' in loaded) return loaded.response;
  const { memberId } = loaded;
  if (!memberId) return visitorPage(ctx, loaded);
  try {
    return checkoutPage(ctx, { ...loaded, memberId }, draft(ctx, loaded.checkout, memberId));
  } catch (error) {
    return errorPage(ctx, loaded, error);
  }
};

/**
 * `POST /_emulator/hosted/checkout` (form: `session`, `csrf`, `action` = `pay` | `fail` | `cancel`,
 * or a visitor's `login` | `signup` | `verify` | `resend` with their fields): runs the test payment
 * and sends the browser back to the app (303) with the order id, or signs the visitor in and shows
 * the page again (303). Without the page's anti-forgery token for this browser (and member): 403,
 * nothing changes.
 */
export const hostedCheckoutSubmit: RouteHandler = async (ctx) => {
  const form = await readForm(ctx.request);
  const loaded = load(ctx, form.session);
  if ('response' in loaded) return loaded.response;
  const { checkout, memberId, plan } = loaded;
  const action = form.action ?? '';
  if (INLINE_SIGN_IN_ACTIONS.includes(action)) {
    if (!checkCsrfToken(ctx, loaded.session, form[CSRF_FIELD])) return formRefused(ctx);
    ctx.store.markDirty();
    const outcome = inlineSignIn(ctx, form);
    if ('memberId' in outcome)
      return redirectResponse(`${HOSTED_CHECKOUT_PATH}?session=${encodeURIComponent(checkout.id)}`, 303, outcome.headers);
    return visitorPage(ctx, loaded, outcome.state, outcome.status);
  }
  if (action !== 'pay' && action !== 'fail' && action !== 'cancel') {
    return page('Checkout', `<p role="alert">Unknown action.</p>${back(loaded)}`, ctx, 400);
  }
  if (!memberId) {
    const text = 'Only site members can buy a plan. Open the checkout again and sign in first.';
    return page('Sign in to continue', `<p role="alert">${escapeHtml(text)}</p>${back(loaded)}`, ctx, 401);
  }
  // The token was given with the page (GET) to this browser, for this member: a forged POST changes nothing.
  if (!checkCsrfToken(ctx, loaded.session, form[CSRF_FIELD], memberId) || checkout.memberId !== memberId) return formRefused(ctx);
  ctx.store.markDirty();
  let record: OrderRecord;
  try {
    record = draft(ctx, checkout, memberId);
    if (action !== 'cancel')
      payOrder(ctx.state, record, ctx.clock.now(), memberEmit(ctx.emit, memberId), action === 'pay' ? 'SUCCESS' : 'FAILED');
  } catch (error) {
    return errorPage(ctx, loaded, error);
  }
  const status = action === 'pay' ? 'SUCCESS' : action === 'fail' ? 'FAILED' : 'CANCELED';
  checkout.outcome = status;
  const { thankYouPageUrl, postFlowUrl } = loaded.callbacks;
  const target = action === 'pay' ? (thankYouPageUrl ?? postFlowUrl) : (postFlowUrl ?? thankYouPageUrl);
  const params = { ...(action === 'pay' ? { planOrderId: record.id } : {}), orderId: record.id, status, wixMemberLoggedIn: 'true' };
  if (target) return redirectResponse(withParams(target, params), 303);
  if (action === 'fail') return checkoutPage(ctx, { ...loaded, plan, memberId }, record);
  const message = action === 'pay' ? `Thank you! Your order ${record.id} is ${record.status}.` : 'The checkout was canceled.';
  return page(
    action === 'pay' ? 'Purchase complete' : 'Checkout canceled',
    `<p>${escapeHtml(message)}</p><p class="note">You can close this window.</p>`,
    ctx,
  );
};

/**
 * Registers the `paidPlansCheckout` redirect-session kind and the hosted checkout page.
 */
export function registerCheckout(domain: DomainRegistrar): void {
  redirectSessionKinds(domain.services).register(paidPlansCheckoutKind);
  domain.route('GET', HOSTED_CHECKOUT_PATH, synced(hostedCheckoutPage), { roles: 'public' });
  domain.route('POST', HOSTED_CHECKOUT_PATH, synced(hostedCheckoutSubmit), { roles: 'public', body: 'raw' });
}
