import { act, waitFor } from '@testing-library/react';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isNotFoundError } from '@frontdesk/core';
import { DEMO_MEMBER_ID, DEMO_SITE_ID, siteMembers } from '@frontdesk/emulator';
import { getCurrentMember } from '@frontdesk/members';
import {
  memberMutations,
  siteMemberKeys,
  siteMemberQueries,
  useApproveMember,
  useBlockMember,
  useBulkApproveMembers,
  useBulkBlockMembers,
  useBulkDeleteMembers,
  useBulkDeleteMembersByFilter,
  useCreateMember,
  useCurrentMember,
  useDeleteMember,
  useDeleteMemberAddresses,
  useDeleteMemberEmails,
  useDeleteMemberPhones,
  useDeleteMyMember,
  useDisconnectMember,
  useJoinCommunity,
  useLeaveCommunity,
  useMember,
  useMemberList,
  useMemberListInfinite,
  useMembers,
  useMembersInfinite,
  useMuteMember,
  useSuspenseMember,
  useSuspenseMemberList,
  useSuspenseMembers,
  useUnmuteMember,
  useUpdateCurrentMemberSlug,
  useUpdateMember,
  useUpdateMemberSlug,
} from '../src/members/index.js';
import {
  freshQueryClient,
  oauthClient,
  ownerClient,
  recordingOwner,
  renderSuspenseHook,
  signInAs,
  useEmulator,
  renderWithProvider,
} from './helpers.js';

const env = useEmulator();
const OWNER = `owner:${DEMO_SITE_ID}`;

function addMembers(...nicknames: string[]): string[] {
  const members = siteMembers(env.emulator);
  return nicknames.map(
    (nickname) => members.createMember({ loginEmail: `${nickname.toLowerCase()}@example.com`, profile: { nickname } }).id,
  );
}

describe('member keys and builders', () => {
  it('live in the members domain of each scope', () => {
    const client = ownerClient();
    expect(siteMemberQueries.detail(client, 'm1', { fieldsets: ['FULL'] }).queryKey).toEqual([
      'frontdesk',
      OWNER,
      'members',
      'detail',
      'm1',
      { fieldsets: ['FULL'] },
    ]);
    expect(siteMemberQueries.listInfinite(client).queryKey).toEqual(['frontdesk', OWNER, 'members', 'list', 'infinite']);
    expect(siteMemberQueries.query(client, { filter: { status: 'PENDING' } }).queryKey).toEqual(
      siteMemberKeys.query(OWNER, { filter: { status: 'PENDING' } }),
    );
    expect(siteMemberKeys.all('visitor')).toEqual(['frontdesk', 'visitor', 'members']);
    expect(siteMemberQueries.all(client)).toEqual({ queryKey: ['frontdesk', OWNER, 'members'] });
    expect(memberMutations.block(client).mutationKey).toEqual(['frontdesk', OWNER, 'members', 'blockMember']);
  });
});

describe('member query hooks', () => {
  it('useMember gives the owner the FULL member with Dates; a visitor never sees a private member', async () => {
    const [privateId] = addMembers('Hidden');
    const owner = renderWithProvider(() => useMember(DEMO_MEMBER_ID, { fieldsets: ['FULL'] }), ownerClient());
    await waitFor(() => expect(owner.result.current.data).toBeDefined());
    expect(owner.result.current.data).toMatchObject({ loginEmail: 'demo@frontdesk.test', status: 'APPROVED' });
    expect(owner.result.current.data?.createdDate).toBeInstanceOf(Date);
    const visitor = renderWithProvider(() => useMember(privateId!), oauthClient());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toSatisfy(isNotFoundError);
  });

  it('useMember waits on skipToken', () => {
    const { calls, client } = recordingOwner();
    const { result } = renderWithProvider(() => useMember(skipToken), client);
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('useMemberList and useMemberListInfinite page through members', async () => {
    addMembers('Ann', 'Bea', 'Cid');
    const client = ownerClient();
    const list = renderWithProvider(() => useMemberList({ paging: { limit: 2 }, sorting: [{ fieldName: 'profile.nickname' }] }), client);
    await waitFor(() => expect(list.result.current.data).toBeDefined());
    expect(list.result.current.data?.items.map((m) => m.profile?.nickname)).toEqual(['Ann', 'Bea']);
    expect(list.result.current.data?.totalCount).toBe(4);
    const infinite = renderWithProvider(
      () => useMemberListInfinite({ paging: { limit: 3 }, sorting: [{ fieldName: 'profile.nickname' }] }),
      client,
    );
    await waitFor(() => expect(infinite.result.current.data?.pages).toHaveLength(1));
    expect(infinite.result.current.hasNextPage).toBe(true);
    await act(() => infinite.result.current.fetchNextPage());
    await waitFor(() => expect(infinite.result.current.data?.pages).toHaveLength(2));
    expect(infinite.result.current.hasNextPage).toBe(false);
    expect(infinite.result.current.data?.pages.flatMap((p) => p.items.map((m) => m.profile?.nickname))).toEqual([
      'Ann',
      'Bea',
      'Cid',
      'Demo Member',
    ]);
  });

  it('useMembers and useMembersInfinite query with filter, search and paging', async () => {
    const [ann] = addMembers('Ann', 'Annie', 'Bob');
    const client = ownerClient();
    const one = renderWithProvider(() => useMembers({ filter: { 'profile.nickname': 'Ann' } }, { fieldsets: ['EXTENDED'] }), client);
    await waitFor(() => expect(one.result.current.data).toBeDefined());
    expect(one.result.current.data?.items.map((m) => [m.id, m.status])).toEqual([[ann, 'APPROVED']]);
    const infinite = renderWithProvider(
      () => useMembersInfinite({ paging: { limit: 1 }, sorting: [{ fieldName: 'profile.nickname' }] }, { search: { expression: 'ann' } }),
      client,
    );
    await waitFor(() => expect(infinite.result.current.data?.pages).toHaveLength(1));
    await act(() => infinite.result.current.fetchNextPage());
    await waitFor(() => expect(infinite.result.current.data?.pages).toHaveLength(2));
    expect(infinite.result.current.data?.pages.flatMap((p) => p.items.map((m) => m.profile?.nickname))).toEqual(['Ann', 'Annie']);
    expect(infinite.result.current.hasNextPage).toBe(false);
  });

  it('the Suspense hooks suspend, then render the data', async () => {
    const client = ownerClient();
    const member = await renderSuspenseHook(() => useSuspenseMember(DEMO_MEMBER_ID), client);
    expect(member.sawFallback).toBe(true);
    expect(member.current.data.id).toBe(DEMO_MEMBER_ID);
    const list = await renderSuspenseHook(() => useSuspenseMemberList(), client);
    expect(list.current.data.items).toHaveLength(1);
    const queried = await renderSuspenseHook(() => useSuspenseMembers({ filter: { status: 'APPROVED' } }), client);
    expect(queried.current.data.totalCount).toBe(1);
  });
});

describe('member mutation hooks', () => {
  it('a moderation write refetches the member’s detail and the lists', async () => {
    const client = ownerClient();
    const queryClient = freshQueryClient();
    const view = renderWithProvider(
      () => ({
        member: useMember(DEMO_MEMBER_ID, { fieldsets: ['EXTENDED'] }),
        list: useMemberList({ fieldsets: ['EXTENDED'] }),
        block: useBlockMember(),
        approve: useApproveMember(),
        mute: useMuteMember(),
        unmute: useUnmuteMember(),
        disconnect: useDisconnectMember(),
      }),
      client,
      queryClient,
    );
    await waitFor(() => expect(view.result.current.member.data?.status).toBe('APPROVED'));
    await act(() => view.result.current.block.mutateAsync(DEMO_MEMBER_ID));
    expect(view.result.current.member.data?.status).toBe('BLOCKED');
    expect(view.result.current.list.data?.items[0]?.status).toBe('BLOCKED');
    await act(() => view.result.current.approve.mutateAsync(DEMO_MEMBER_ID));
    await act(() => view.result.current.mute.mutateAsync(DEMO_MEMBER_ID));
    expect(view.result.current.member.data).toMatchObject({ status: 'APPROVED', activityStatus: 'MUTED' });
    await act(() => view.result.current.unmute.mutateAsync(DEMO_MEMBER_ID));
    await act(() => view.result.current.disconnect.mutateAsync(DEMO_MEMBER_ID));
    expect(view.result.current.member.data).toMatchObject({ status: 'OFFLINE', activityStatus: 'ACTIVE' });
  });

  it('create, update, slug and contact-list deletes refresh what they change; errors surface typed', async () => {
    const client = ownerClient();
    const view = renderWithProvider(
      () => ({
        list: useMemberList({ fieldsets: ['FULL'] }),
        create: useCreateMember(),
        update: useUpdateMember(),
        slug: useUpdateMemberSlug(),
        phones: useDeleteMemberPhones(),
        emails: useDeleteMemberEmails(),
        addresses: useDeleteMemberAddresses(),
      }),
      client,
    );
    await waitFor(() => expect(view.result.current.list.data?.items).toHaveLength(1));
    const created = await act(() =>
      view.result.current.create.mutateAsync({ member: { loginEmail: 'dana@example.com', profile: { nickname: 'Dana' } } }),
    );
    await waitFor(() => expect(view.result.current.list.data?.items).toHaveLength(2));
    await act(() =>
      view.result.current.update.mutateAsync({ id: created.id, member: { contact: { phones: ['+1'], addresses: [{ city: 'Lisbon' }] } } }),
    );
    expect(view.result.current.list.data?.items.find((m) => m.id === created.id)?.contact?.phones).toEqual(['+1']);
    await act(() => view.result.current.phones.mutateAsync(created.id));
    await act(() => view.result.current.emails.mutateAsync(created.id));
    await act(() => view.result.current.addresses.mutateAsync(created.id));
    expect(view.result.current.list.data?.items.find((m) => m.id === created.id)?.contact).toEqual({
      phones: [],
      emails: [],
      addresses: [],
    });
    await act(() => view.result.current.slug.mutateAsync({ id: created.id, slug: 'coach-dana' }));
    expect(view.result.current.list.data?.items.find((m) => m.id === created.id)?.profile?.slug).toBe('coach-dana');
    await act(() => view.result.current.slug.mutateAsync({ id: created.id, slug: 'demo-member' }).catch(() => undefined));
    await waitFor(() => expect(view.result.current.slug.error).toMatchObject({ status: 409, code: 'SLUG_ALREADY_EXISTS' }));
  });

  it('the signed-in member’s writes refresh the current member', async () => {
    const client = oauthClient();
    await signInAs(env.emulator, client, DEMO_MEMBER_ID);
    const view = renderWithProvider(
      () => ({
        me: useCurrentMember({ fieldsets: ['FULL'] }),
        leave: useLeaveCommunity(),
        join: useJoinCommunity(),
        slug: useUpdateCurrentMemberSlug(),
      }),
      client,
    );
    await waitFor(() => expect(view.result.current.me.data?.member?.privacyStatus).toBe('PUBLIC'));
    await act(() => view.result.current.leave.mutateAsync());
    expect(view.result.current.me.data?.member?.privacyStatus).toBe('PRIVATE');
    await act(() => view.result.current.join.mutateAsync());
    await act(() => view.result.current.slug.mutateAsync('demo-2'));
    expect(view.result.current.me.data?.member).toMatchObject({ privacyStatus: 'PUBLIC', profile: { slug: 'demo-2' } });
  });

  it('useDeleteMyMember deletes the caller, who is then a visitor', async () => {
    const client = oauthClient();
    await signInAs(env.emulator, client, DEMO_MEMBER_ID);
    const view = renderWithProvider(() => useDeleteMyMember(), client);
    await act(() => view.result.current.mutateAsync());
    expect(siteMembers(env.emulator).deletion(DEMO_MEMBER_ID)?.deletionStatus).toBe('TRASH');
    // The next call's token is refused; the refresh is refused too, so the client becomes a visitor.
    await expect(getCurrentMember(client)).rejects.toMatchObject({ status: 404 });
    expect(client.auth.role()).toBe('visitor');
  });

  it('deletes and bulk calls refetch every member query of the scope', async () => {
    const [a, b, c] = addMembers('Ann', 'Bea', 'Cid');
    const members = siteMembers(env.emulator);
    members.mute(c!);
    const client = ownerClient();
    const view = renderWithProvider(
      () => ({
        list: useMemberList({ fieldsets: ['EXTENDED'], sorting: [{ fieldName: 'profile.nickname' }] }),
        remove: useDeleteMember(),
        bulkDelete: useBulkDeleteMembers(),
        byFilter: useBulkDeleteMembersByFilter(),
        approve: useBulkApproveMembers(),
        block: useBulkBlockMembers(),
      }),
      client,
    );
    const nicknames = () => view.result.current.list.data?.items.map((m) => `${m.profile?.nickname}:${m.status}`);
    await waitFor(() => expect(nicknames()).toHaveLength(4));
    await act(() => view.result.current.block.mutateAsync({ activityStatus: 'MUTED' }));
    expect(nicknames()).toContain('Cid:BLOCKED');
    await act(() => view.result.current.approve.mutateAsync({ status: 'BLOCKED' }));
    expect(nicknames()).toContain('Cid:APPROVED');
    await act(() => view.result.current.remove.mutateAsync(a!));
    const result = await act(() => view.result.current.bulkDelete.mutateAsync([b!, 'unknown']));
    expect(result.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    await act(() => view.result.current.byFilter.mutateAsync({ filter: { 'profile.nickname': 'Cid' } }));
    expect(nicknames()).toEqual(['Demo Member:APPROVED']);
  });
});
