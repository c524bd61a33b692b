import type { DomainModule } from '../types.js';
import { registerMembersAdminRoutes } from './admin.js';
import { membersGraphQL } from './graphql.js';
import { registerBulkRoutes } from './routes-bulk.js';
import { registerMemberRoutes } from './routes-members.js';
import { registerModerationRoutes } from './routes-moderation.js';
import { registerMyMemberRoutes } from './routes-my.js';
import type { MembersState } from './types.js';

/**
 * The members domain: site members in `state.domains.members.members` (created by sign-up, by
 * createMember and by the seed, each with its sign-in identity), every members call of wire.md
 * rows 49-72 with the rules of platform-rules §5, the `/_emulator/members` admin API and GraphQL
 * `me`/`member(id)`.
 *
 * Other domains use the helpers rather than the state shape: `currentMember(ctx)`,
 * `requireCurrentMember(ctx)`, `getMember(state, id)`, `findMemberByEmail(state, email)`,
 * `createMember(state, input, now, emit)`, `updateMember(...)`, `projectMember(member, fieldsets)`.
 */
export const membersDomain: DomainModule = {
  name: 'members',
  initialState: (): MembersState => ({ members: {} }),
  register(domain) {
    registerMyMemberRoutes(domain);
    registerMemberRoutes(domain);
    registerModerationRoutes(domain);
    registerBulkRoutes(domain);
    registerMembersAdminRoutes(domain);
    domain.graphql(membersGraphQL);
  },
};

export { siteMembers } from './site-members.js';
export type { DeletionView, SiteMembersApi, SiteMembersHost } from './site-members.js';
export { endMemberAccess } from './access.js';
export { hasActiveSubscription } from './links.js';
export { currentMember, requireCurrentMember } from './current.js';
export {
  blockedBetween,
  DEFAULT_CUSTOM_FIELDS,
  deletionStatus,
  memberRoles,
  membersExtras,
  PURGE_AFTER_DAYS,
  TRASH_DAYS,
} from './extras.js';
export { approve, block, deleteMemberRecord, disconnect, setCommunity, setMuted, setSlug } from './rules.js';
export type { RuleContext } from './rules.js';
export { canSee, readerOf, viewMember } from './visibility.js';
export type { Reader } from './visibility.js';
export { parseFieldsets, projectMember } from './fieldsets.js';
export {
  createMember,
  findMemberByEmail,
  generateSlug,
  getMember,
  lookupMember,
  membersState,
  MEMBER_FQDN,
  recordLogin,
  SLUG_PATTERN,
  slugTaken,
  updateMember,
} from './store.js';
export type { CreateMemberInput, EmitFn } from './store.js';
export type {
  BulkItemMetadata,
  BulkJob,
  CustomFieldDefinition,
  DeletionRecord,
  DeletionStatus,
  Member,
  MemberRole,
  MemberActivityStatus,
  MemberContact,
  MemberFieldset,
  MemberPrivacyStatus,
  MemberProfile,
  MembersState,
  MemberStatus,
} from './types.js';
