import type { DomainModule } from '../types.js';
import { membersGraphQL } from './graphql.js';
import { registerMyMemberRoutes } from './routes-my.js';
import type { MembersState } from './types.js';

/**
 * The members domain: site members in `state.domains.members.members` (created by sign-up, see the
 * identity domain), the current-member routes and GraphQL `me`/`member(id)`.
 *
 * Other domains use the helpers rather than the state shape: `currentMember(ctx)`,
 * `requireCurrentMember(ctx)`, `getMember(state, id)`, `findMemberByEmail(state, email)`,
 * `createMember(state, input, now, emit)`, `updateMember(...)`, `projectMember(member, fieldsets)`.
 *
 * @example
 * ```ts
 * const domains = [systemDomain, membersDomain, identityDomain];
 * ```
 */
export const membersDomain: DomainModule = {
  name: 'members',
  initialState: (): MembersState => ({ members: {} }),
  register(domain) {
    registerMyMemberRoutes(domain);
    domain.graphql(membersGraphQL);
  },
};

export { currentMember, requireCurrentMember } from './current.js';
export { parseFieldsets, projectMember } from './fieldsets.js';
export {
  createMember,
  findMemberByEmail,
  generateSlug,
  getMember,
  membersState,
  MEMBER_FQDN,
  recordLogin,
  SLUG_PATTERN,
  slugTaken,
  updateMember,
} from './store.js';
export type { CreateMemberInput, EmitFn } from './store.js';
export type {
  Member,
  MemberActivityStatus,
  MemberContact,
  MemberFieldset,
  MemberPrivacyStatus,
  MemberProfile,
  MembersState,
  MemberStatus,
} from './types.js';
