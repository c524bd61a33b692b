import type { EmulatorState } from '../../state/types.js';
import type { Member, MemberPrivacyStatus } from './types.js';

/*
 * What the members domain needs from the domains that depend on it. Members imports no other domain
 * (identity and orders import members), so identity and orders hand these in when they register, at
 * emulator startup. Until they do (a unit test of members alone), members behaves as if there were no
 * sign-in identities and no orders.
 */

/** The new member's part that createMember passes to {@link MemberIdentityLink.createMemberWithIdentity}. */
export interface NewMemberIdentity {
  email: string;
  privacyStatus?: MemberPrivacyStatus;
  /** Identity profile fields (`firstName`, `lastName`, `nickname`). */
  profile: Record<string, string>;
}

/** What the members domain asks of the sign-in identities (the identity domain provides it). */
export interface MemberIdentityLink {
  /**
   * Creates a member and its sign-in identity (same id, no password yet; PENDING when the sign-on
   * policy requires owner approval, else APPROVED).
   */
  createMemberWithIdentity(rule: { state: EmulatorState; now: Date }, input: NewMemberIdentity): Member;
  /** Whether a sign-in identity already uses this login email. */
  emailInUse(state: EmulatorState, email: string): boolean;
  /** Clears the identity's pending reasons (the member was approved or unblocked). */
  clearPendingReasons(state: EmulatorState, memberId: string): void;
  /** Ends every sign-in session of the member. */
  endSessions(state: EmulatorState, memberId: string, now: Date): void;
}

/** Whether a member has an ACTIVE, PENDING or PAUSED order (the orders domain provides it). */
export type ActiveSubscriptionCheck = (state: EmulatorState, memberId: string) => boolean;

const withoutIdentities: MemberIdentityLink = {
  createMemberWithIdentity: () => {
    throw new Error('The identity domain is not registered: members cannot be created without it');
  },
  emailInUse: () => false,
  clearPendingReasons: () => {},
  endSessions: () => {},
};

const links: { identity: MemberIdentityLink; activeSubscription: ActiveSubscriptionCheck } = {
  identity: withoutIdentities,
  activeSubscription: () => false,
};

/**
 * Connects the members domain to the sign-in identities (the identity domain calls it when it registers).
 */
export function linkMemberIdentities(link: MemberIdentityLink): void {
  links.identity = link;
}

/**
 * Connects the members domain to the orders (the orders domain calls it when it registers).
 */
export function linkActiveSubscriptions(check: ActiveSubscriptionCheck): void {
  links.activeSubscription = check;
}

/**
 * The sign-in identities as the members domain sees them.
 */
export function memberIdentities(): MemberIdentityLink {
  return links.identity;
}

/**
 * Whether the member has an order that is ACTIVE, PENDING or PAUSED (platform-rules §8.3: such
 * members cannot be blocked or deleted).
 */
export function hasActiveSubscription(state: EmulatorState, memberId: string): boolean {
  return links.activeSubscription(state, memberId);
}
