import { describe, expect, it } from 'vitest';
import { isNotFoundError, isPermissionError, isValidationError, type FrontdeskClient } from '@frontdesk/core';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, siteMembers } from '@frontdesk/emulator';
import { getCurrentMember, getMember, leaveCommunity, listMembers, queryMembers } from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';

const env = useEmulator();
/** The emulator's member admin (roles, blocks, deletions): state the SDK cannot set. */
const admin = siteMembers(env.emulator);

describe('each role’s view of the same member', () => {
  it('the owner and the member themselves get the field sets they ask for; others get PUBLIC', async () => {
    const otherId = env.addMember('other@example.com');
    const views = {
      owner: await getMember(env.owner, DEMO_MEMBER_ID, { fieldsets: ['FULL'] }),
      self: await getMember(env.member(DEMO_MEMBER_ID), DEMO_MEMBER_ID, { fieldsets: ['FULL'] }),
      otherMember: await getMember(env.member(otherId), DEMO_MEMBER_ID, { fieldsets: ['FULL'] }),
      visitor: await getMember(env.visitor(), DEMO_MEMBER_ID, { fieldsets: ['EXTENDED'] }),
    };
    for (const full of [views.owner, views.self]) {
      expect(full).toMatchObject({
        loginEmail: DEMO_MEMBER_EMAIL,
        loginEmailVerified: true,
        status: 'APPROVED',
        privacyStatus: 'PUBLIC',
        activityStatus: 'ACTIVE',
        contact: { firstName: 'Demo', lastName: 'Member' },
      });
      expect(full.createdDate).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    }
    for (const limited of [views.otherMember, views.visitor]) {
      expect(limited).toEqual({
        id: DEMO_MEMBER_ID,
        contactId: expect.any(String),
        profile: { nickname: 'Demo Member', slug: 'demo-member' },
        createdDate: new Date('2026-01-05T10:00:00.000Z'),
        updatedDate: new Date('2026-01-05T10:00:00.000Z'),
        status: 'UNKNOWN',
        privacyStatus: 'UNKNOWN',
        activityStatus: 'UNKNOWN',
      });
    }
  });

  it('EXTENDED adds the login email and statuses but not the contact', async () => {
    const member = await getMember(env.owner, DEMO_MEMBER_ID, { fieldsets: ['EXTENDED'] });
    expect(member).toMatchObject({ loginEmail: DEMO_MEMBER_EMAIL, status: 'APPROVED', privacyStatus: 'PUBLIC' });
    expect(member.contact).toBeUndefined();
    expect(member.lastLoginDate).toBeUndefined();
  });

  it('a PRIVATE member is hidden from visitors and other members, not from the owner or themselves', async () => {
    const otherId = env.addMember('other@example.com');
    await leaveCommunity(env.member(DEMO_MEMBER_ID));
    await expect(getMember(env.visitor(), DEMO_MEMBER_ID)).rejects.toSatisfy(isNotFoundError);
    await expect(getMember(env.member(otherId), DEMO_MEMBER_ID)).rejects.toSatisfy(isNotFoundError);
    expect((await getMember(env.owner, DEMO_MEMBER_ID)).id).toBe(DEMO_MEMBER_ID);
    expect((await getMember(env.member(DEMO_MEMBER_ID), DEMO_MEMBER_ID)).id).toBe(DEMO_MEMBER_ID);
  });

  it('lists show visitors and members the PUBLIC members (and themselves), the owner everyone', async () => {
    const hiddenId = env.addMember('hidden@example.com', { nickname: 'Hidden' });
    const shownId = env.addMember('shown@example.com', { nickname: 'Shown', privacyStatus: 'PUBLIC' });
    const ids = async (client: FrontdeskClient) => (await listMembers(client)).items.map((m) => m.id).sort();
    expect(await ids(env.owner)).toEqual([DEMO_MEMBER_ID, hiddenId, shownId].sort());
    expect(await ids(env.visitor())).toEqual([DEMO_MEMBER_ID, shownId].sort());
    expect(await ids(env.member(hiddenId))).toEqual([DEMO_MEMBER_ID, hiddenId, shownId].sort());
    const asVisitor = await listMembers(env.visitor(), { fieldsets: ['FULL'] });
    expect(asVisitor.items.every((m) => m.loginEmail === undefined && m.status === 'UNKNOWN')).toBe(true);
  });

  it('a member-to-member block answers MEMBER_TO_MEMBER_BLOCKED both ways', async () => {
    const otherId = env.addMember('other@example.com', { privacyStatus: 'PUBLIC' });
    admin.blockBetween(otherId, DEMO_MEMBER_ID);
    for (const [reader, target] of [
      [otherId, DEMO_MEMBER_ID],
      [DEMO_MEMBER_ID, otherId],
    ] as const) {
      const error = await getMember(env.member(reader), target).catch((e: unknown) => e);
      expect(error).toSatisfy(isPermissionError);
      expect(error).toMatchObject({ status: 403, code: 'MEMBER_TO_MEMBER_BLOCKED', data: { memberId: target } });
    }
    expect((await listMembers(env.member(otherId))).items.map((m) => m.id)).toEqual([otherId]);
  });

  it('getCurrentMember is the caller’s member; a visitor gets NOT_FOUND; an unknown id is NOT_FOUND', async () => {
    const { member } = await getCurrentMember(env.member(DEMO_MEMBER_ID), { fieldsets: ['FULL'] });
    expect(member?.loginEmail).toBe(DEMO_MEMBER_EMAIL);
    await expect(getCurrentMember(env.visitor())).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(getMember(env.owner, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      data: { memberId: '00000000-0000-4000-8000-000000000000' },
    });
  });
});

describe('listMembers paging and sorting', () => {
  const nicknames = ['Carla', 'alma', 'Bea', 'dora', 'Eli'];
  const seed = () => nicknames.map((n, i) => env.addMember(`${n.toLowerCase()}${i}@example.com`, { nickname: n }));

  it('sorts by nickname through the .r form and pages through every member', async () => {
    seed();
    const page = await listMembers(env.owner, { paging: { limit: 2 }, sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }] });
    expect(page.items.map((m) => m.profile?.nickname)).toEqual(['alma', 'Bea']);
    expect(page.totalCount).toBe(6);
    const all: string[] = [];
    for await (const member of page) all.push(member.profile!.nickname!);
    expect(all).toEqual(['alma', 'Bea', 'Carla', 'Demo Member', 'dora', 'Eli']);
  });

  it('defaults to newest first and honours offset', async () => {
    env.emulator.clock.advance(1000);
    const [first] = seed();
    const page = await listMembers(env.owner, { paging: { limit: 10, offset: 5 } });
    expect(page.items.map((m) => m.id)).toEqual([DEMO_MEMBER_ID]);
    expect(page.response.metadata).toEqual({ count: 1, offset: 5, total: 6, tooManyToCount: false, hasNext: false });
    expect((await listMembers(env.owner)).items[0]!.id).toBe(first);
  });

  it('answers the long-GET fallback POST the same way as the GET', async () => {
    seed();
    const sorting = Array.from({ length: 120 }, () => ({ fieldName: 'profile.nickname' as const, order: 'DESC' as const }));
    const seen = env.readRequests((request) => request.method);
    const page = await listMembers(env.owner, { sorting, fieldsets: ['EXTENDED'] });
    expect(seen).toEqual(['POST']);
    expect(page.items.map((m) => m.profile?.nickname)).toEqual(['Eli', 'dora', 'Demo Member', 'Carla', 'Bea', 'alma']);
    expect(page.items[0]!.loginEmail).toBeDefined();
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('refuses an unknown sort field from the wire with a validation error', async () => {
    const response = await env.emulator.fetch(
      `/members/v1/members?.r=${Buffer.from(JSON.stringify({ sorting: [{ fieldName: 'loginEmail' }] })).toString('base64url')}`,
      {
        headers: { authorization: env.emulator.identity.memberTokens(DEMO_MEMBER_ID).access_token },
      },
    );
    expect(response.status).toBe(400);
  });
});

describe('queryMembers', () => {
  it('filters with operators, searches and pages with offsets', async () => {
    const a = env.addMember('dana@example.com', { nickname: 'Dana' });
    const b = env.addMember('daniel@example.com', { nickname: 'Daniel', status: 'PENDING' });
    env.addMember('zoe@example.com', { nickname: 'Zoe' });
    const byName = await queryMembers(env.owner, {
      filter: { 'profile.nickname': { $startsWith: 'dan' } },
      sorting: [{ fieldName: 'profile.nickname' }],
    });
    expect(byName.items.map((m) => m.id)).toEqual([a, b]);
    const pending = await queryMembers(
      env.owner,
      { filter: { $and: [{ status: { $in: ['PENDING'] } }, { $not: { loginEmail: 'x@example.com' } }] } },
      { fieldsets: ['EXTENDED'] },
    );
    expect(pending.items.map((m) => [m.id, m.status])).toEqual([[b, 'PENDING']]);
    const searched = await queryMembers(env.owner, {}, { search: { expression: 'DANIEL@', fields: ['loginEmail'] } });
    expect(searched.items.map((m) => m.id)).toEqual([b]);
    const first = await queryMembers(env.owner, { paging: { limit: 2 }, sorting: [{ fieldName: 'profile.nickname', order: 'DESC' }] });
    expect(first.items.map((m) => m.profile?.nickname)).toEqual(['Zoe', 'Demo Member']);
    expect((await first.next()).items.map((m) => m.profile?.nickname)).toEqual(['Daniel', 'Dana']);
  });

  it('refuses unknown filter fields and operators', async () => {
    const error = await queryMembers(env.owner, { filter: { nickname: 'x' } as never }).catch((e: unknown) => e);
    expect(error).toSatisfy(isValidationError);
    await expect(queryMembers(env.owner, { filter: { status: { $regex: 'x' } as never } })).rejects.toThrow(
      '"query.filter.status.$regex" is not a supported operator',
    );
  });

  it('applies the visibility rules: visitors never find private members', async () => {
    env.addMember('secret@example.com', { nickname: 'Secret' });
    const found = await queryMembers(env.visitor(), { filter: { 'profile.nickname': 'Secret' } });
    expect(found.items).toEqual([]);
    expect((await queryMembers(env.owner, { filter: { 'profile.nickname': 'Secret' } })).items).toHaveLength(1);
  });
});
