/*
 * The members domain's API for other domains: the only module of members that identity, orders,
 * bookings (or any other domain) import. Members imports no other domain; what it needs from identity
 * (sign-in identities, sessions) and orders (active subscriptions) they hand in at startup through
 * the `link*` hooks. The test API (`siteMembers`) and the public exports are in index.ts.
 */

export { linkActiveSubscriptions, linkMemberIdentities } from './links.js';
export type { ActiveSubscriptionCheck, MemberIdentityLink, NewMemberIdentity } from './links.js';
export { emailViolations } from './login-email.js';
export { createMember, findMemberByEmail, getMember, lookupMember, recordLogin, updateMember } from './store.js';
export type { EmitFn } from './store.js';
export type { Member, MemberContact, MemberPrivacyStatus, MembersState, MemberStatus } from './types.js';
export { ownerModeration } from './owner-moderation.js';
export type { ModerationAction, ModerationOutcome } from './rules.js';
