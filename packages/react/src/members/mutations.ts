import type { QueryKey } from '@tanstack/react-query';
import {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  joinCommunity,
  leaveCommunity,
  muteMember,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
  type BulkDeleteMembersByFilterOptions,
  type CreateMemberOptions,
  type DeleteMyMemberOptions,
  type MemberFilter,
  type MemberInput,
} from '@frontdesk/members';
import { defineMutation, type AnyCall, type CallArgs, type MutationBuilder } from '../build.js';
import { siteMemberKeys } from './queries.js';

/*
 * Mutation builders for every members write (hooks in `mutation-hooks.ts`). Each invalidates what it changes: the
 * member's detail (every field set), the current member, and the member lists and queries (plain and
 * infinite); deletes and bulk calls refetch the whole members domain of the scope.
 */

const DOMAIN = 'members';

/** The member a write changed, its lists and the current member. */
const memberViews = (scope: string, id?: string): QueryKey[] => [
  siteMemberKeys.current(scope),
  ...(id ? [siteMemberKeys.detail(scope, id)] : []),
  siteMemberKeys.list(scope),
  siteMemberKeys.query(scope),
];
const everything = (scope: string): QueryKey[] => [siteMemberKeys.all(scope)];
const lists = (scope: string): QueryKey[] => [siteMemberKeys.list(scope), siteMemberKeys.query(scope)];

/** The variables of `useUpdateMember`. */
export interface UpdateMemberVariables {
  id: string;
  member: MemberInput;
}

/** The variables of `useUpdateMemberSlug`. */
export interface UpdateMemberSlugVariables {
  id: string;
  slug: string;
}

/** The variables of `useBulkDeleteMembersByFilter`. */
export interface BulkDeleteMembersByFilterVariables {
  filter: MemberFilter;
  options?: BulkDeleteMembersByFilterOptions;
}

type ById<C extends AnyCall> = MutationBuilder<C, string>;

const byId = <C extends AnyCall>(call: C, all = false): ById<C> =>
  defineMutation({
    domain: DOMAIN,
    call,
    args: (id: string) => [id] as unknown as Readonly<CallArgs<C>>,
    invalidates: (scope, id) => (all ? everything(scope) : memberViews(scope, id)),
  });

/** A bulk write over the members a filter matches: the whole members domain refetches. */
const byFilter = <C extends AnyCall>(call: C): MutationBuilder<C, MemberFilter> =>
  defineMutation({
    domain: DOMAIN,
    call,
    args: (filter: MemberFilter) => [filter] as unknown as Readonly<CallArgs<C>>,
    invalidates: everything,
  });

const mine = <C extends AnyCall, V>(call: C, args: (variables: V) => Readonly<CallArgs<C>>): MutationBuilder<C, V> =>
  defineMutation({
    domain: DOMAIN,
    call,
    args,
    invalidates: (scope, _variables, data) => memberViews(scope, (data as { member?: { id?: string } } | undefined)?.member?.id),
  });

/**
 * `mutationOptions` builders for the members writes.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(memberMutations.block(client));
 * mutate(memberId);
 * ```
 */
export const memberMutations = {
  /** `updateCurrentMemberSlug(slug)`. */
  updateCurrentSlug: /* @__PURE__ */ mine(updateCurrentMemberSlug, (slug: string) => [slug] as const),
  /** `joinCommunity()`. */
  joinCommunity: /* @__PURE__ */ mine(joinCommunity, (_: void) => [] as const),
  /** `leaveCommunity()`. */
  leaveCommunity: /* @__PURE__ */ mine(leaveCommunity, (_: void) => [] as const),
  /** `deleteMyMember(options)`: the whole members domain refetches. */
  deleteMyMember: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: deleteMyMember,
    args: (options: DeleteMyMemberOptions | void) => [options ?? undefined] as const,
    invalidates: everything,
  }),
  /** `createMember({ member })`: the lists refetch. */
  create: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createMember,
    args: (options: CreateMemberOptions) => [options] as const,
    invalidates: lists,
  }),
  /** `updateMember(id, member)`. */
  update: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: updateMember,
    args: ({ id, member }: UpdateMemberVariables) => [id, member] as const,
    invalidates: (scope, { id }) => memberViews(scope, id),
  }),
  /** `updateMemberSlug(id, slug)`. */
  updateSlug: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: updateMemberSlug,
    args: ({ id, slug }: UpdateMemberSlugVariables) => [id, slug] as const,
    invalidates: (scope, { id }) => memberViews(scope, id),
  }),
  mute: /* @__PURE__ */ byId(muteMember),
  unmute: /* @__PURE__ */ byId(unmuteMember),
  approve: /* @__PURE__ */ byId(approveMember),
  block: /* @__PURE__ */ byId(blockMember),
  disconnect: /* @__PURE__ */ byId(disconnectMember),
  /** `deleteMember(id)`: the whole members domain refetches. */
  delete: /* @__PURE__ */ byId(deleteMember, true),
  deletePhones: /* @__PURE__ */ byId(deleteMemberPhones),
  deleteEmails: /* @__PURE__ */ byId(deleteMemberEmails),
  deleteAddresses: /* @__PURE__ */ byId(deleteMemberAddresses),
  /** `bulkDeleteMembers(ids)`: the whole members domain refetches. */
  bulkDelete: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: bulkDeleteMembers,
    args: (ids: string[]) => [ids] as const,
    invalidates: everything,
  }),
  /** `bulkDeleteMembersByFilter(filter, options)`. */
  bulkDeleteByFilter: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: bulkDeleteMembersByFilter,
    args: ({ filter, options }: BulkDeleteMembersByFilterVariables) => [filter, options] as const,
    invalidates: everything,
  }),
  /** `bulkApproveMembers(filter)`. */
  bulkApprove: /* @__PURE__ */ byFilter(bulkApproveMembers),
  /** `bulkBlockMembers(filter)`. */
  bulkBlock: /* @__PURE__ */ byFilter(bulkBlockMembers),
};
