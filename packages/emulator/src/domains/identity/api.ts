/*
 * The identity domain's API for other domains: the only module of identity that orders (the hosted
 * checkout page), bookings (notification emails) and system (OAuth client redirect URIs, HTML pages)
 * import. Identity depends on members (through members/api.ts) and on no other domain.
 */

export { checkCsrfToken, CSRF_FIELD, issueCsrfToken } from './hosted/csrf.js';
export { escapeHtml, htmlPage, htmlResponse, readForm, redirectResponse, withHeaders } from './hosted/html.js';
export { browserSignIn, hostedSessionMember } from './hosted/routes.js';
export { sendEmail } from './outbox.js';
export { redirectSessionKinds } from './redirect-kinds.js';
export type { RedirectKind } from './redirect-kinds.js';
export { findRedirectSession, safeRedirectUrl } from './redirect-sessions.js';
export {
  allowedCallback,
  isAllowedRedirectTarget,
  normalizeRedirectUri,
  redirectUriProblem,
  sessionRedirectClients,
} from './redirect-targets.js';
export type { BookingNotificationKind, OutboxMessage, RedirectSessionRecord } from './types.js';
export { INLINE_SIGN_IN_ACTIONS, inlineSignIn, visitorSignIn, withParams } from './hosted/inline-sign-in.js';
export type { InlineSignInOutcome, InlineSignInState, InlineSignInTarget } from './hosted/inline-sign-in.js';
