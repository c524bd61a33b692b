import type { GraphQLContext, GraphQLContribution } from '../../graphql/registry.js';
import { projectMember } from './fieldsets.js';
import { getMember } from './store.js';
import type { Member } from './types.js';

// What a caller may read of a member: the owner everything, a member all of itself; others only
// PUBLIC members, in the PUBLIC field set (platform-rules §5.4).
function visible(member: Member | undefined, ctx: GraphQLContext): Record<string, unknown> | null {
  if (!member) return null;
  const { caller } = ctx;
  if (caller.role === 'owner' || (caller.role === 'member' && caller.memberId === member.id)) return projectMember(member, ['FULL']);
  if (member.privacyStatus !== 'PUBLIC') return null;
  return projectMember(member, ['PUBLIC']);
}

/**
 * GraphQL: `me` (the calling member) and `member(id)`, with the visibility rules of the REST API.
 */
export const membersGraphQL: GraphQLContribution = {
  typeDefs: /* GraphQL */ `
    type MemberProfile {
      nickname: String
      slug: String
      title: String
    }
    type Member {
      id: ID!
      loginEmail: String
      loginEmailVerified: Boolean
      "PENDING, APPROVED, BLOCKED, OFFLINE (UNKNOWN when the caller may not see it)"
      status: String
      contactId: String
      privacyStatus: String
      activityStatus: String
      profile: MemberProfile
      createdDate: String
      updatedDate: String
      lastLoginDate: String
    }
    extend type Query {
      "The calling member (null for visitors and owners)."
      me: Member
      "A member by id (null when unknown or not visible to the caller)."
      member(id: ID!): Member
    }
  `,
  resolvers: {
    Query: {
      me: (_root, _args, ctx: GraphQLContext) =>
        ctx.caller.role === 'member' ? visible(getMember(ctx.state, ctx.caller.memberId), ctx) : null,
      member: (_root, args: { id: string }, ctx: GraphQLContext) => visible(getMember(ctx.state, args.id), ctx),
    },
  },
};
