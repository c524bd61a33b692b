import { describe, expect, it } from 'vitest';
import { isConflictError, isNotFoundError, isPermissionError, isValidationError, type FrontdeskClient } from '@frontdesk/core';
import { DEMO_MEMBER_ID, DEMO_PLAN_IDS, pricingPlans, siteMembers } from '@frontdesk/emulator';
import {
  approveMember,
  blockMember,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  getMember,
  joinCommunity,
  leaveCommunity,
  muteMember,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
} from '../src/index.js';
import { rejectionOf, useEmulator } from '@frontdesk/test-support';

const env = useEmulator();
/** The emulator's member admin (roles, blocks, deletions): state the SDK cannot set. */
const admin = siteMembers(env.emulator);

const failure = (promise: Promise<unknown>) => rejectionOf<Record<string, any>>(promise);

describe('createMember', () => {
  it('creates an APPROVED, PRIVATE, ACTIVE member with a generated slug and a sign-in identity', async () => {
    const member = await createMember(env.owner, {
      member: {
        loginEmail: 'dana@example.com',
        contact: {
          firstName: 'Dana',
          lastName: 'Levi',
          phones: ['+972501234567'],
          customFields: { 'custom.website': { value: 'https://dana.example' } },
        },
        profile: { nickname: 'Dana Levi', title: 'Coach' },
      },
    });
    expect(member).toMatchObject({
      loginEmail: 'dana@example.com',
      loginEmailVerified: false,
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
      activityStatus: 'ACTIVE',
      profile: { nickname: 'Dana Levi', slug: 'dana-levi', title: 'Coach' },
      contact: {
        firstName: 'Dana',
        lastName: 'Levi',
        phones: ['+972501234567'],
        emails: ['dana@example.com'],
        customFields: { 'custom.website': { name: 'Website', value: 'https://dana.example' } },
      },
    });
    expect(member.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(env.emulator.identity.findMember('dana@example.com')?.id).toBe(member.id);
  });

  it('is PENDING when the site requires owner approval; a taken email is a ConflictError', async () => {
    env.emulator.identity.setPolicy({ requireOwnerApproval: true });
    expect((await createMember(env.owner, { member: { loginEmail: 'p@example.com' } })).status).toBe('PENDING');
    const error = await failure(createMember(env.owner, { member: { loginEmail: 'P@example.com' } }));
    expect(error).toSatisfy(isConflictError);
    expect(error).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
  });

  it('refuses a bad email, an invalid custom URL, and anyone but the owner', async () => {
    expect(await failure(createMember(env.owner, { member: { loginEmail: 'not-an-email' } }))).toSatisfy(isValidationError);
    const bad = await failure(
      createMember(env.owner, {
        member: { loginEmail: 'u@example.com', contact: { customFields: { 'custom.website': { value: 'dana dot com' } } } },
      }),
    );
    expect(bad.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'member.contact.customFields.custom.website.value',
        ruleName: 'INVALID_CUSTOM_FIELD_URL',
        data: { fields: { 'custom.website': 'dana dot com' } },
      }),
    ]);
    expect(await failure(createMember(env.member(DEMO_MEMBER_ID), { member: { loginEmail: 'x@example.com' } }))).toSatisfy(
      isPermissionError,
    );
  });
});

describe('updateMember', () => {
  it('changes only the fields sent; "" clears; arrays replace; an empty array changes nothing; read-only fields are ignored', async () => {
    const id = env.addMember('dana@example.com', { nickname: 'Dana' });
    await updateMember(env.owner, id, {
      contact: { firstName: 'Dana', company: 'Studio', phones: ['+1', '+2'] },
      profile: { title: 'Coach' },
    });
    const member = await updateMember(env.owner, id, {
      contact: {
        company: '',
        phones: [],
        emails: ['d@work.example'],
        customFields: {
          'custom.shoe-size': { value: '39' },
          'custom.member-since': { value: '2024-01-31' },
          'custom.unknown': { value: 'x' },
        },
      },
      status: 'BLOCKED',
      loginEmail: 'hacker@example.com',
      profile: { slug: 'taken-over' },
    });
    expect(member).toMatchObject({
      status: 'APPROVED',
      loginEmail: 'dana@example.com',
      profile: { nickname: 'Dana', title: 'Coach', slug: 'dana' },
    });
    // The emulator sends the contact lists always (as the official types declare them).
    expect(member.contact).toEqual({
      addresses: [],
      firstName: 'Dana',
      phones: ['+1', '+2'],
      emails: ['d@work.example'],
      customFields: {
        'custom.shoe-size': { name: 'Shoe size', value: 39 },
        'custom.member-since': { name: 'Member since', value: '2024-01-31' },
      },
    });
  });

  it('a member may update themselves only; privacy is writable', async () => {
    const otherId = env.addMember('other@example.com');
    const me = await updateMember(env.member(DEMO_MEMBER_ID), DEMO_MEMBER_ID, { privacyStatus: 'PRIVATE', profile: { nickname: 'Demo' } });
    expect(me).toMatchObject({ privacyStatus: 'PRIVATE', profile: { nickname: 'Demo' } });
    expect(await failure(updateMember(env.member(otherId), DEMO_MEMBER_ID, { profile: { nickname: 'x' } }))).toSatisfy(isPermissionError);
    expect(await failure(updateMember(env.visitor(), DEMO_MEMBER_ID, { profile: { nickname: 'x' } }))).toSatisfy(isPermissionError);
  });

  it('deleteMemberPhones, Emails and Addresses clear one list each (the login email stays)', async () => {
    await updateMember(env.owner, DEMO_MEMBER_ID, { contact: { phones: ['+1'], addresses: [{ city: 'Lisbon', country: 'PT' }] } });
    const { member: noPhones } = await deleteMemberPhones(env.member(DEMO_MEMBER_ID), DEMO_MEMBER_ID);
    expect(noPhones?.contact?.phones).toEqual([]);
    expect(noPhones?.contact?.addresses?.[0]).toMatchObject({ id: expect.any(String), city: 'Lisbon' });
    const { member: noEmails } = await deleteMemberEmails(env.owner, DEMO_MEMBER_ID);
    expect(noEmails).toMatchObject({ loginEmail: 'demo@frontdesk.test' });
    expect(noEmails?.contact?.emails).toEqual([]);
    const { member: bare } = await deleteMemberAddresses(env.owner, DEMO_MEMBER_ID);
    expect(bare?.contact).toEqual({ firstName: 'Demo', lastName: 'Member', phones: [], emails: [], addresses: [] });
  });
});

describe('slugs', () => {
  it('accept lowercase letters, digits and hyphens, for the member themselves or the owner', async () => {
    expect((await updateCurrentMemberSlug(env.member(DEMO_MEMBER_ID), 'demo-2026')).member?.profile?.slug).toBe('demo-2026');
    expect((await updateMemberSlug(env.owner, DEMO_MEMBER_ID, 'the-demo')).member?.profile?.slug).toBe('the-demo');
  });

  it.each(['Demo', 'demo.member', 'demo_member', 'démo', 'with space'])('refuse %j with SLUG_CONTAINS_ILLEGAL_CHARACTERS', async (slug) => {
    const error = await failure(updateCurrentMemberSlug(env.member(DEMO_MEMBER_ID), slug));
    expect(error).toSatisfy(isValidationError);
    expect(error.fieldViolations[0]).toMatchObject({ field: 'slug', ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS', data: { slug } });
  });

  it('are unique: a taken slug is a ConflictError SLUG_ALREADY_EXISTS with the slug', async () => {
    const otherId = env.addMember('other@example.com', { nickname: 'Other' });
    const error = await failure(updateMemberSlug(env.owner, otherId, 'demo-member'));
    expect(error).toSatisfy(isConflictError);
    expect(error).toMatchObject({ status: 409, code: 'SLUG_ALREADY_EXISTS', data: { slug: 'demo-member' } });
    expect(await failure(updateMemberSlug(env.member(otherId), DEMO_MEMBER_ID, 'mine'))).toSatisfy(isPermissionError);
  });

  it('are generated unique at creation, and freed when a member is deleted', async () => {
    const a = await createMember(env.owner, { member: { loginEmail: 'a@example.com', profile: { nickname: 'Demo Member' } } });
    expect(a.profile?.slug).toBe('demo-member-1');
    await deleteMember(env.owner, a.id);
    expect((await updateMemberSlug(env.owner, DEMO_MEMBER_ID, 'demo-member-1')).member?.profile?.slug).toBe('demo-member-1');
  });
});

describe('community', () => {
  it('joining makes a private member public; leaving makes them private', async () => {
    const id = env.addMember('p@example.com');
    const client = env.member(id);
    expect((await joinCommunity(client)).member?.privacyStatus).toBe('PUBLIC');
    expect((await getMember(env.visitor(), id)).id).toBe(id);
    expect((await leaveCommunity(client)).member?.privacyStatus).toBe('PRIVATE');
    await expect(getMember(env.visitor(), id)).rejects.toSatisfy(isNotFoundError);
  });

  it('a PENDING member cannot join (COMMUNITY_JOIN_IMPOSSIBLE); visitors cannot join at all', async () => {
    const id = env.addMember('p@example.com', { status: 'PENDING' });
    expect(await failure(joinCommunity(env.member(id)))).toMatchObject({ status: 428, code: 'COMMUNITY_JOIN_IMPOSSIBLE' });
    expect(await failure(joinCommunity(env.visitor()))).toSatisfy(isPermissionError);
  });
});

describe('moderation', () => {
  it('approve: PENDING → APPROVED, BLOCKED → APPROVED; OFFLINE is refused', async () => {
    const id = env.addMember('p@example.com', { status: 'PENDING' });
    expect((await approveMember(env.owner, id)).member?.status).toBe('APPROVED');
    await blockMember(env.owner, id);
    expect((await approveMember(env.owner, id)).member?.status).toBe('APPROVED');
    await disconnectMember(env.owner, id);
    expect(await failure(approveMember(env.owner, id))).toMatchObject({
      status: 428,
      code: 'INVALID_MEMBER_STATUS',
      data: { memberId: id, status: 'OFFLINE' },
    });
  });

  it('block: APPROVED or PENDING → BLOCKED; the owner, oneself and members with an active plan are refused', async () => {
    const pending = env.addMember('p@example.com', { status: 'PENDING' });
    expect((await blockMember(env.owner, pending)).member?.status).toBe('BLOCKED');
    expect((await blockMember(env.owner, DEMO_MEMBER_ID)).member?.status).toBe('BLOCKED');

    const ownerMember = env.addMember('owner@example.com');
    admin.setRoles(ownerMember, ['OWNER']);
    expect(await failure(blockMember(env.owner, ownerMember))).toMatchObject({
      status: 428,
      code: 'OWNER_MEMBER_BLOCK_FORBIDDEN',
      data: { memberId: ownerMember },
    });
    expect(await failure(blockMember(env.member(ownerMember), ownerMember))).toMatchObject({
      status: 428,
      code: 'MEMBER_SELF_BLOCK_FORBIDDEN',
    });

    const buyer = env.addMember('buyer@example.com');
    pricingPlans(env.emulator).createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: buyer, pay: true });
    expect(await failure(blockMember(env.owner, buyer))).toMatchObject({ status: 428, code: 'ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN' });
    expect((await getMember(env.owner, buyer, { fieldsets: ['EXTENDED'] })).status).toBe('APPROVED');
  });

  it('a collaborator member may moderate; a plain member may not', async () => {
    const contributor = env.addMember('c@example.com');
    admin.setRoles(contributor, ['CONTRIBUTOR']);
    expect((await muteMember(env.member(contributor), DEMO_MEMBER_ID)).member?.activityStatus).toBe('MUTED');
    expect(await failure(unmuteMember(env.member(DEMO_MEMBER_ID), DEMO_MEMBER_ID))).toSatisfy(isPermissionError);
    expect(await failure(blockMember(env.visitor(), DEMO_MEMBER_ID))).toSatisfy(isPermissionError);
  });

  it('mute and unmute change the activity status', async () => {
    expect((await muteMember(env.owner, DEMO_MEMBER_ID)).member?.activityStatus).toBe('MUTED');
    expect((await muteMember(env.owner, DEMO_MEMBER_ID)).member?.activityStatus).toBe('MUTED');
    expect((await unmuteMember(env.owner, DEMO_MEMBER_ID)).member?.activityStatus).toBe('ACTIVE');
  });

  it('disconnect: any status → OFFLINE for good; block is refused afterwards', async () => {
    expect((await disconnectMember(env.owner, DEMO_MEMBER_ID)).member?.status).toBe('OFFLINE');
    expect(await failure(blockMember(env.owner, DEMO_MEMBER_ID))).toMatchObject({ code: 'INVALID_MEMBER_STATUS' });
  });

  it('unknown ids are NOT_FOUND', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const call of [muteMember, unmuteMember, approveMember, blockMember, disconnectMember]) {
      expect(await failure(call(env.owner, unknown))).toSatisfy(isNotFoundError);
    }
  });
});

describe('deletion', () => {
  it('deleteMember removes the member, which then moves TRASH → DELETED → PENDING_PURGE on the clock', async () => {
    const id = env.addMember('gone@example.com');
    expect(await deleteMember(env.owner, id)).toEqual({});
    await expect(getMember(env.owner, id)).rejects.toSatisfy(isNotFoundError);
    expect(admin.deletion(id)).toMatchObject({ deletionStatus: 'TRASH', deletedBy: 'OWNER', loginEmail: 'gone@example.com' });
    env.emulator.clock.advance(30 * 86_400_000);
    expect(admin.deletion(id)?.deletionStatus).toBe('DELETED');
    env.emulator.clock.advance(30 * 86_400_000);
    expect(admin.deletion(id)?.deletionStatus).toBe('PENDING_PURGE');
  });

  it('refuses owners and contributors, and members with an active plan (validation rule names)', async () => {
    const contributor = env.addMember('c@example.com');
    admin.setRoles(contributor, ['CONTRIBUTOR']);
    const error = await failure(deleteMember(env.owner, contributor));
    expect(error).toSatisfy(isValidationError);
    expect(error.fieldViolations[0]).toMatchObject({
      ruleName: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
      data: { memberId: contributor },
    });
    const buyer = env.addMember('buyer@example.com');
    pricingPlans(env.emulator).createOrder({ planId: DEMO_PLAN_IDS.free, memberId: buyer });
    expect((await failure(deleteMember(env.owner, buyer))).fieldViolations[0].ruleName).toBe('ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN');
    expect(await failure(deleteMember(env.member(buyer), buyer))).toSatisfy(isPermissionError);
  });

  it('deleteMyMember deletes the caller with content reassignment; owners cannot delete themselves', async () => {
    const heir = env.addMember('heir@example.com');
    const id = env.addMember('leaving@example.com');
    const client = env.member(id);
    expect(await failure(deleteMyMember(client, { contentAssigneeId: id }))).toSatisfy(isValidationError);
    await deleteMyMember(client, { contentAssigneeId: heir });
    expect(admin.deletion(id)).toMatchObject({ deletedBy: 'SELF', contentAssigneeId: heir, deletionStatus: 'TRASH' });
    const ownerMember = env.addMember('owner@example.com');
    admin.setRoles(ownerMember, ['OWNER']);
    expect((await failure(deleteMyMember(env.member(ownerMember)))).fieldViolations[0].ruleName).toBe(
      'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
    );
    expect(await failure(deleteMyMember(env.visitor()))).toSatisfy(isPermissionError);
  });
});

/** Calls that must answer 403 for a visitor (owner-only or member-only writes). */
const visitorRefused: Array<[string, (client: FrontdeskClient) => Promise<unknown>]> = [
  ['deleteMember', (c) => deleteMember(c, DEMO_MEMBER_ID)],
  ['deleteMemberPhones', (c) => deleteMemberPhones(c, DEMO_MEMBER_ID)],
  ['updateMemberSlug', (c) => updateMemberSlug(c, DEMO_MEMBER_ID, 'x')],
  ['updateCurrentMemberSlug', (c) => updateCurrentMemberSlug(c, 'x')],
  ['leaveCommunity', (c) => leaveCommunity(c)],
];

describe('visitors', () => {
  it.each(visitorRefused)('%s is refused with a PermissionError', async (_name, call) => {
    expect(await failure(call(env.visitor()))).toSatisfy(isPermissionError);
  });
});
