/**
 * `@frontdesk/react/members`: the site members: query keys (`memberKeys`, `siteMemberKeys`),
 * `queryOptions` builders (`memberQueries`, `siteMemberQueries`), `mutationOptions` builders
 * (`memberMutations`), hooks, and `useAuth` (the sign-in state with the current member). Needs
 * `@frontdesk/members` installed beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

export {
  memberKeys,
  memberQueries,
  siteMemberKeys,
  siteMemberQueries,
  type GetMemberQueryOptions,
  type MemberListOptions,
  type MembersQuery,
  type MembersQueryOptions,
} from './queries.js';
export {
  useCurrentMember,
  useMember,
  useMemberList,
  useMemberListInfinite,
  useMembers,
  useMembersInfinite,
  useSuspenseCurrentMember,
  useSuspenseMember,
  useSuspenseMemberList,
  useSuspenseMemberListInfinite,
  useSuspenseMembers,
  useSuspenseMembersInfinite,
} from './hooks.js';
export {
  memberMutations,
  type BulkDeleteMembersByFilterVariables,
  type UpdateMemberSlugVariables,
  type UpdateMemberVariables,
} from './mutations.js';
export {
  useApproveMember,
  useBlockMember,
  useBulkApproveMembers,
  useBulkBlockMembers,
  useBulkDeleteMembers,
  useBulkDeleteMembersByFilter,
  useCreateMember,
  useDeleteMember,
  useDeleteMemberAddresses,
  useDeleteMemberEmails,
  useDeleteMemberPhones,
  useDeleteMyMember,
  useDisconnectMember,
  useJoinCommunity,
  useLeaveCommunity,
  useMuteMember,
  useUnmuteMember,
  useUpdateCurrentMemberSlug,
  useUpdateMember,
  useUpdateMemberSlug,
} from './mutation-hooks.js';
export { useAuth, type AuthRole, type AuthState } from './use-auth.js';
