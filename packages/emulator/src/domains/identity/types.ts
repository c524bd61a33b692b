/**
 * The site's sign-on policy (platform-rules §7.1). Both false ("none"): sign-ups are approved at once.
 * Changes apply to sign-ups from then on.
 */
export interface SignOnPolicy {
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
}

/**
 * Why an identity is PENDING.
 */
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';

/**
 * A sign-in identity as stored. Its id is also the member id; its status is derived from the
 * member's (APPROVED ↔ ACTIVE, PENDING, BLOCKED, OFFLINE; no member ↔ DELETED).
 */
export interface IdentityRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  /** `scrypt$N$r$p$<salt>$<hash>` (base64url); absent when the identity has no password (signOn). */
  passwordHash?: string;
  /** Login answers `-19973` until the password is set again (recover or changePassword). */
  passwordResetRequired?: boolean;
  pendingReasons: PendingReason[];
  identityProfile: Record<string, unknown>;
  revision: number;
  createdDate: string;
  updatedDate: string;
}

/**
 * A sign-in session (the `sessionToken` of registerV2/loginV2/signOn, and the hosted pages' cookie).
 */
export interface SessionRecord {
  memberId: string;
  createdAt: number;
  expiresAt: number;
  endedAt?: number;
}

/**
 * An email verification in progress (the `stateToken` of REQUIRE_EMAIL_VERIFICATION), or one
 * started by `startVerification` (keyed by verification id).
 */
export interface VerificationRecord {
  identityId: string;
  codeHash: string;
  expiresAt: number;
  usedAt?: number;
}

/**
 * A one-time recovery (password reset) or activation token.
 */
export interface RecoveryRecord {
  identityId: string;
  purpose: 'recovery' | 'activation';
  expiresAt: number;
  usedAt?: number;
  redirectUrl?: string;
}

/**
 * An OAuth authorization code, bound to its client, redirect URI and PKCE challenge.
 */
export interface AuthCodeRecord {
  clientId: string;
  /** Left out for a `web_message` request without `redirectUri` (see `webMessageOrigin`). */
  redirectUri?: string;
  /** The registered origin the code was posted to, for a `web_message` request without `redirectUri`. */
  webMessageOrigin?: string;
  codeChallenge: string;
  memberId: string;
  visitorId?: string;
  scope?: string;
  expiresAt: number;
  usedAt?: number;
  /** The token family issued for this code (revoked when the code is replayed). */
  familyId?: string;
}

/**
 * A redirect session (`POST /_api/redirects-api/v1/redirect-session`), kept for its hosted page.
 */
export interface RedirectSessionRecord {
  id: string;
  /** The body key: `auth`, `login`, `logout`, `paidPlansCheckout`, ... */
  kind: string;
  /** `body[kind]` as sent. */
  intent: Record<string, unknown>;
  callbacks: Record<string, unknown>;
  preferences: Record<string, unknown>;
  origin?: string;
  /** Who created it (its token family is revoked by `logout`). */
  caller: { role: string; visitorId?: string; memberId?: string; clientId?: string; familyId?: string };
  /** Anything the kind wants to keep (e.g. a checkout's order id). */
  data: Record<string, unknown>;
  sessionTokenHash: string;
  createdAt: number;
  expiresAt: number;
  completedAt?: number;
  /** Anti-forgery tokens of its hosted forms (hashes, each bound to a browser cookie and a subject). */
  csrf?: Array<{ tokenHash: string; bindingHash: string }>;
}

/**
 * The kinds of booking notification (platform-rules 2.3 "Notifications"): sent to the booking's
 * contact when a call asks for `participantNotification.notifyParticipants`.
 */
export type BookingNotificationKind =
  | 'booking-created'
  | 'booking-confirmed'
  | 'booking-pending'
  | 'booking-rescheduled'
  | 'booking-canceled'
  | 'booking-declined'
  | 'booking-updated';

/**
 * A message in the test outbox: a sign-in email (verification code, recovery or activation link) or
 * a booking notification.
 */
export interface OutboxMessage {
  id: string;
  to: string;
  kind: 'verification-code' | 'recovery' | 'activation' | BookingNotificationKind;
  subject: string;
  text: string;
  /** The 6-digit code of a verification message. */
  code?: string;
  /** The link of a recovery or activation message. */
  link?: string;
  /** The one-time token inside `link`. */
  token?: string;
  /** The booking a booking notification is about (the first child of a multi-service booking). */
  bookingId?: string;
  /** The multi-service booking a combined booking notification is about. */
  multiServiceBookingId?: string;
  sentAt: string;
}

/**
 * `state.domains.identity`. Every secret (session, state, recovery token, code) is stored by hash;
 * only the outbox keeps what was "sent" in clear, as a mailbox would.
 */
export interface IdentityState {
  policy: SignOnPolicy;
  captchaRequired: boolean;
  identities: Record<string, IdentityRecord>;
  sessions: Record<string, SessionRecord>;
  stateTokens: Record<string, VerificationRecord>;
  verifications: Record<string, VerificationRecord>;
  recoveryTokens: Record<string, RecoveryRecord>;
  authCodes: Record<string, AuthCodeRecord>;
  redirectSessions: Record<string, RedirectSessionRecord>;
  outbox: OutboxMessage[];
}

declare module '../../state/types.js' {
  interface DomainStates {
    /** Partial in a seed (e.g. `{ policy, captchaRequired }`); completed on first use by `identityState()`. */
    identity: Partial<IdentityState>;
  }
}
