'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  CreateMemberOptions,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  DeleteMyMemberOptions,
  disconnectMember,
  joinCommunity,
  leaveCommunity,
  MemberFilter,
  muteMember,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
} from '@frontdesk/members';
import type { AnyCall, CallResult } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import {
  memberMutations,
  type BulkDeleteMembersByFilterVariables,
  type UpdateMemberSlugVariables,
  type UpdateMemberVariables,
} from './mutations.js';

/*
 * A mutation hook for every members write ({@link memberMutations} under a provider's client).
 */

type Mutation<C extends AnyCall, V> = UseMutationResult<CallResult<C>, FrontdeskError, V>;
type Options<C extends AnyCall, V> = MutationHookOptions<CallResult<C>, V>;

/**
 * Changes the signed-in member's slug; the current member, their detail and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate, error } = useUpdateCurrentMemberSlug();
 * mutate('dana-levi'); // error?.code === 'SLUG_ALREADY_EXISTS' when taken
 * ```
 */
export function useUpdateCurrentMemberSlug(
  options?: Options<typeof updateCurrentMemberSlug, string>,
): Mutation<typeof updateCurrentMemberSlug, string> {
  return useFrontdeskMutation(memberMutations.updateCurrentSlug, options);
}

/**
 * Joins the community (the signed-in member becomes PUBLIC).
 *
 * @example
 * ```tsx
 * const { mutate } = useJoinCommunity();
 * <button onClick={() => mutate()}>Join</button>;
 * ```
 */
export function useJoinCommunity(options?: Options<typeof joinCommunity, void>): Mutation<typeof joinCommunity, void> {
  return useFrontdeskMutation(memberMutations.joinCommunity, options);
}

/**
 * Leaves the community (the signed-in member becomes PRIVATE).
 *
 * @example
 * ```tsx
 * const { mutate } = useLeaveCommunity();
 * ```
 */
export function useLeaveCommunity(options?: Options<typeof leaveCommunity, void>): Mutation<typeof leaveCommunity, void> {
  return useFrontdeskMutation(memberMutations.leaveCommunity, options);
}

/**
 * Deletes the signed-in member (their session ends; the client falls back to a visitor).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMyMember();
 * mutate({ contentAssigneeId: editorId });
 * ```
 */
export function useDeleteMyMember(
  options?: Options<typeof deleteMyMember, DeleteMyMemberOptions | void>,
): Mutation<typeof deleteMyMember, DeleteMyMemberOptions | void> {
  return useFrontdeskMutation(memberMutations.deleteMyMember, options);
}

/**
 * Creates a member (site owner); the member lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreateMember();
 * mutate({ member: { loginEmail: 'dana@example.com' } });
 * ```
 */
export function useCreateMember(
  options?: Options<typeof createMember, CreateMemberOptions>,
): Mutation<typeof createMember, CreateMemberOptions> {
  return useFrontdeskMutation(memberMutations.create, options);
}

/**
 * Updates a member's fields (site owner, or the member themselves).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateMember();
 * mutate({ id: memberId, member: { profile: { title: 'Coach' } } });
 * ```
 */
export function useUpdateMember(
  options?: Options<typeof updateMember, UpdateMemberVariables>,
): Mutation<typeof updateMember, UpdateMemberVariables> {
  return useFrontdeskMutation(memberMutations.update, options);
}

/**
 * Changes a member's slug (site owner, or the member themselves).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateMemberSlug();
 * mutate({ id: memberId, slug: 'coach-dana' });
 * ```
 */
export function useUpdateMemberSlug(
  options?: Options<typeof updateMemberSlug, UpdateMemberSlugVariables>,
): Mutation<typeof updateMemberSlug, UpdateMemberSlugVariables> {
  return useFrontdeskMutation(memberMutations.updateSlug, options);
}

/**
 * Mutes a member (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMuteMember();
 * mutate(memberId);
 * ```
 */
export function useMuteMember(options?: Options<typeof muteMember, string>): Mutation<typeof muteMember, string> {
  return useFrontdeskMutation(memberMutations.mute, options);
}

/**
 * Unmutes a member (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useUnmuteMember();
 * ```
 */
export function useUnmuteMember(options?: Options<typeof unmuteMember, string>): Mutation<typeof unmuteMember, string> {
  return useFrontdeskMutation(memberMutations.unmute, options);
}

/**
 * Approves a PENDING member or unblocks a BLOCKED one (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useApproveMember();
 * ```
 */
export function useApproveMember(options?: Options<typeof approveMember, string>): Mutation<typeof approveMember, string> {
  return useFrontdeskMutation(memberMutations.approve, options);
}

/**
 * Blocks a member (site owner); their sessions end.
 *
 * @example
 * ```tsx
 * const { mutate } = useBlockMember();
 * ```
 */
export function useBlockMember(options?: Options<typeof blockMember, string>): Mutation<typeof blockMember, string> {
  return useFrontdeskMutation(memberMutations.block, options);
}

/**
 * Disconnects a member for good (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDisconnectMember();
 * ```
 */
export function useDisconnectMember(options?: Options<typeof disconnectMember, string>): Mutation<typeof disconnectMember, string> {
  return useFrontdeskMutation(memberMutations.disconnect, options);
}

/**
 * Deletes a member (site owner); every member query of the scope refetches.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMember();
 * ```
 */
export function useDeleteMember(options?: Options<typeof deleteMember, string>): Mutation<typeof deleteMember, string> {
  return useFrontdeskMutation(memberMutations.delete, options);
}

/**
 * Clears a member's phone numbers.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberPhones();
 * ```
 */
export function useDeleteMemberPhones(options?: Options<typeof deleteMemberPhones, string>): Mutation<typeof deleteMemberPhones, string> {
  return useFrontdeskMutation(memberMutations.deletePhones, options);
}

/**
 * Clears a member's contact email addresses.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberEmails();
 * ```
 */
export function useDeleteMemberEmails(options?: Options<typeof deleteMemberEmails, string>): Mutation<typeof deleteMemberEmails, string> {
  return useFrontdeskMutation(memberMutations.deleteEmails, options);
}

/**
 * Clears a member's street addresses.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberAddresses();
 * ```
 */
export function useDeleteMemberAddresses(
  options?: Options<typeof deleteMemberAddresses, string>,
): Mutation<typeof deleteMemberAddresses, string> {
  return useFrontdeskMutation(memberMutations.deleteAddresses, options);
}

/**
 * Deletes members by id (site owner); `data.results` has one outcome per id.
 *
 * @example
 * ```tsx
 * const { mutate, data } = useBulkDeleteMembers();
 * mutate([a, b]);
 * ```
 */
export function useBulkDeleteMembers(options?: Options<typeof bulkDeleteMembers, string[]>): Mutation<typeof bulkDeleteMembers, string[]> {
  return useFrontdeskMutation(memberMutations.bulkDelete, options);
}

/**
 * Deletes the members matching a filter (site owner); `data.jobId` names the job.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkDeleteMembersByFilter();
 * mutate({ filter: { status: 'BLOCKED' } });
 * ```
 */
export function useBulkDeleteMembersByFilter(
  options?: Options<typeof bulkDeleteMembersByFilter, BulkDeleteMembersByFilterVariables>,
): Mutation<typeof bulkDeleteMembersByFilter, BulkDeleteMembersByFilterVariables> {
  return useFrontdeskMutation(memberMutations.bulkDeleteByFilter, options);
}

/**
 * Approves the members matching a filter (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkApproveMembers();
 * mutate({ status: 'PENDING' });
 * ```
 */
export function useBulkApproveMembers(
  options?: Options<typeof bulkApproveMembers, MemberFilter>,
): Mutation<typeof bulkApproveMembers, MemberFilter> {
  return useFrontdeskMutation(memberMutations.bulkApprove, options);
}

/**
 * Blocks the members matching a filter (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkBlockMembers();
 * mutate({ activityStatus: 'MUTED' });
 * ```
 */
export function useBulkBlockMembers(
  options?: Options<typeof bulkBlockMembers, MemberFilter>,
): Mutation<typeof bulkBlockMembers, MemberFilter> {
  return useFrontdeskMutation(memberMutations.bulkBlock, options);
}
