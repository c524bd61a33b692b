'use client';

import { mutationHook } from '../hooks.js';
import { memberMutations } from './mutations.js';

/*
 * A mutation hook for every members write ({@link memberMutations} under a provider's client).
 */

/**
 * Changes the signed-in member's slug; the current member, their detail and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate, error } = useUpdateCurrentMemberSlug();
 * mutate('dana-levi'); // error?.code === 'SLUG_ALREADY_EXISTS' when taken
 * ```
 */
export const useUpdateCurrentMemberSlug = /* @__PURE__ */ mutationHook(memberMutations.updateCurrentSlug);

/**
 * Joins the community (the signed-in member becomes PUBLIC).
 *
 * @example
 * ```tsx
 * const { mutate } = useJoinCommunity();
 * <button onClick={() => mutate()}>Join</button>;
 * ```
 */
export const useJoinCommunity = /* @__PURE__ */ mutationHook(memberMutations.joinCommunity);

/**
 * Leaves the community (the signed-in member becomes PRIVATE).
 *
 * @example
 * ```tsx
 * const { mutate } = useLeaveCommunity();
 * ```
 */
export const useLeaveCommunity = /* @__PURE__ */ mutationHook(memberMutations.leaveCommunity);

/**
 * Deletes the signed-in member (their session ends; the client falls back to a visitor).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMyMember();
 * mutate({ contentAssigneeId: editorId });
 * ```
 */
export const useDeleteMyMember = /* @__PURE__ */ mutationHook(memberMutations.deleteMyMember);

/**
 * Creates a member (site owner); the member lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreateMember();
 * mutate({ member: { loginEmail: 'dana@example.com' } });
 * ```
 */
export const useCreateMember = /* @__PURE__ */ mutationHook(memberMutations.create);

/**
 * Updates a member's fields (site owner, or the member themselves).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateMember();
 * mutate({ id: memberId, member: { profile: { title: 'Coach' } } });
 * ```
 */
export const useUpdateMember = /* @__PURE__ */ mutationHook(memberMutations.update);

/**
 * Changes a member's slug (site owner, or the member themselves).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateMemberSlug();
 * mutate({ id: memberId, slug: 'coach-dana' });
 * ```
 */
export const useUpdateMemberSlug = /* @__PURE__ */ mutationHook(memberMutations.updateSlug);

/**
 * Mutes a member (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMuteMember();
 * mutate(memberId);
 * ```
 */
export const useMuteMember = /* @__PURE__ */ mutationHook(memberMutations.mute);

/**
 * Unmutes a member (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useUnmuteMember();
 * ```
 */
export const useUnmuteMember = /* @__PURE__ */ mutationHook(memberMutations.unmute);

/**
 * Approves a PENDING member or unblocks a BLOCKED one (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useApproveMember();
 * ```
 */
export const useApproveMember = /* @__PURE__ */ mutationHook(memberMutations.approve);

/**
 * Blocks a member (site owner); their sessions end.
 *
 * @example
 * ```tsx
 * const { mutate } = useBlockMember();
 * ```
 */
export const useBlockMember = /* @__PURE__ */ mutationHook(memberMutations.block);

/**
 * Disconnects a member for good (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDisconnectMember();
 * ```
 */
export const useDisconnectMember = /* @__PURE__ */ mutationHook(memberMutations.disconnect);

/**
 * Deletes a member (site owner); every member query of the scope refetches.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMember();
 * ```
 */
export const useDeleteMember = /* @__PURE__ */ mutationHook(memberMutations.delete);

/**
 * Clears a member's phone numbers.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberPhones();
 * ```
 */
export const useDeleteMemberPhones = /* @__PURE__ */ mutationHook(memberMutations.deletePhones);

/**
 * Clears a member's contact email addresses.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberEmails();
 * ```
 */
export const useDeleteMemberEmails = /* @__PURE__ */ mutationHook(memberMutations.deleteEmails);

/**
 * Clears a member's street addresses.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeleteMemberAddresses();
 * ```
 */
export const useDeleteMemberAddresses = /* @__PURE__ */ mutationHook(memberMutations.deleteAddresses);

/**
 * Deletes members by id (site owner); `data.results` has one outcome per id.
 *
 * @example
 * ```tsx
 * const { mutate, data } = useBulkDeleteMembers();
 * mutate([a, b]);
 * ```
 */
export const useBulkDeleteMembers = /* @__PURE__ */ mutationHook(memberMutations.bulkDelete);

/**
 * Deletes the members matching a filter (site owner); `data.jobId` names the job.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkDeleteMembersByFilter();
 * mutate({ filter: { status: 'BLOCKED' } });
 * ```
 */
export const useBulkDeleteMembersByFilter = /* @__PURE__ */ mutationHook(memberMutations.bulkDeleteByFilter);

/**
 * Approves the members matching a filter (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkApproveMembers();
 * mutate({ status: 'PENDING' });
 * ```
 */
export const useBulkApproveMembers = /* @__PURE__ */ mutationHook(memberMutations.bulkApprove);

/**
 * Blocks the members matching a filter (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkBlockMembers();
 * mutate({ activityStatus: 'MUTED' });
 * ```
 */
export const useBulkBlockMembers = /* @__PURE__ */ mutationHook(memberMutations.bulkBlock);
