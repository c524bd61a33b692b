import { linkMemberIdentities } from '../members/api.js';
import type { DomainModule } from '../types.js';
import { registerIdentityAdminRoutes } from './admin.js';
import { authorizationCodeGrant, authorizedClientGrant } from './grants.js';
import { registerHostedPages } from './hosted/routes.js';
import { memberIdentityLink } from './member-link.js';
import { authKind, bookingsBookKind, loginKind, logoutKind, memberAccountPageKind } from './redirect-builtins.js';
import { redirectSessionKinds } from './redirect-kinds.js';
import { createRedirectSession } from './redirect-sessions.js';
import { registerAuthenticationRoutes } from './routes-auth.js';
import { registerRecoveryRoutes } from './routes-recovery.js';
import { emptyIdentityState } from './store.js';

/**
 * The identity domain: sign-up and sign-in (registerV2, loginV2, verification, recovery, signOn,
 * logout), redirect sessions with the hosted login/logout pages, the `authorization_code` and
 * `authorized_client` grants, the test outbox, and the sign-on policy and captcha settings.
 * Members it creates live in the members domain (same id as the identity).
 */
export const identityDomain: DomainModule = {
  name: 'identity',
  initialState: emptyIdentityState,
  register(domain) {
    linkMemberIdentities(memberIdentityLink);
    domain.grant('authorization_code', authorizationCodeGrant);
    domain.grant('authorized_client', authorizedClientGrant);

    const kinds = redirectSessionKinds(domain.services);
    for (const kind of [authKind, loginKind, logoutKind, bookingsBookKind, memberAccountPageKind]) kinds.register(kind);
    domain.route('POST', '/_api/redirects-api/v1/redirect-session', createRedirectSession, { roles: ['visitor', 'member', 'owner'] });

    registerAuthenticationRoutes(domain);
    registerRecoveryRoutes(domain);
    registerHostedPages(domain);
    registerIdentityAdminRoutes(domain);
  },
};

export { IdentityApi } from './identity-api.js';
export type { TestMemberInput } from './identity-api.js';
export { CODE_VERIFIER_PATTERN, s256Challenge, verifyPkce } from './auth-codes.js';
export { DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, demoIdentityState, demoMembersState } from './demo.js';
export { IdentityErrorCode, identityError, TEST_CAPTCHA_TOKEN } from './errors.js';
export { hostedSessionMember } from './hosted/routes.js';
export { SESSION_COOKIE } from './hosted/session.js';
export { Outbox } from './outbox.js';
export { RedirectKindRegistry, redirectSessionKinds, KNOWN_REDIRECT_INTENTS } from './redirect-kinds.js';
export type { RedirectKind, RedirectKindContext } from './redirect-kinds.js';
export { findRedirectSession, safeRedirectUrl } from './redirect-sessions.js';
export { applyIdentitySettings } from './settings.js';
export type { IdentitySettings } from './settings.js';
export { identityState } from './store.js';
export type {
  BookingNotificationKind,
  IdentityRecord,
  IdentityState,
  OutboxMessage,
  PendingReason,
  RedirectSessionRecord,
  SignOnPolicy,
} from './types.js';
