import { describe, expect, it } from 'vitest';
import { isNotFoundError, isPermissionError, isValidationError } from '@frontdesk/core';
import { DEMO_MEMBER_ID, DEMO_PLAN_IDS, pricingPlans, siteMembers } from '@frontdesk/emulator';
import {
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  getMember,
  muteMember,
  queryMembers,
} from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';

const env = useEmulator();
/** The emulator's member admin (roles, blocks, deletions): state the SDK cannot set. */
const admin = siteMembers(env.emulator);

describe('bulkDeleteMembers', () => {
  it('answers one result per id in request order, with the single call’s error codes', async () => {
    const a = env.addMember('a@example.com');
    const contributor = env.addMember('c@example.com');
    admin.setRoles(contributor, ['CONTRIBUTOR']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await bulkDeleteMembers(env.owner, [a, unknown, contributor, a]);
    expect(response.results?.map((r) => r.itemMetadata)).toEqual([
      { id: a, originalIndex: 0, success: true },
      {
        id: unknown,
        originalIndex: 1,
        success: false,
        error: { code: 'NOT_FOUND', description: 'Member not found', data: { memberId: unknown } },
      },
      {
        id: contributor,
        originalIndex: 2,
        success: false,
        error: {
          code: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
          description: 'owners and contributors cannot be deleted',
          data: { memberId: contributor },
        },
      },
      { id: a, originalIndex: 3, success: false, error: expect.objectContaining({ code: 'NOT_FOUND' }) },
    ]);
    expect(response.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 3, undetailedFailures: 0 });
    await expect(getMember(env.owner, a)).rejects.toSatisfy(isNotFoundError);
    expect(admin.deletion(a)?.deletedBy).toBe('BULK');
  });

  it('is for the owner only', async () => {
    await expect(bulkDeleteMembers(env.member(DEMO_MEMBER_ID), [DEMO_MEMBER_ID])).rejects.toSatisfy(isPermissionError);
  });
});

describe('bulk by filter', () => {
  it('bulkApproveMembers approves every PENDING match and unblocks BLOCKED ones; the job keeps per-item results', async () => {
    const p1 = env.addMember('p1@example.com', { status: 'PENDING' });
    const p2 = env.addMember('p2@example.com', { status: 'PENDING' });
    const blocked = env.addMember('b@example.com');
    admin.block(blocked);
    const offline = env.addMember('o@example.com');
    admin.disconnect(offline);
    const { jobId } = await bulkApproveMembers(env.owner, { status: { $in: ['PENDING', 'BLOCKED', 'OFFLINE'] } });
    const job = admin.job(jobId!)!;
    expect(job).toMatchObject({ action: 'APPROVE', status: 'FINISHED', bulkActionMetadata: { totalSuccesses: 3, totalFailures: 1 } });
    expect(job.results.find((r) => r.itemMetadata.id === offline)?.itemMetadata).toMatchObject({
      success: false,
      error: { code: 'INVALID_MEMBER_STATUS' },
    });
    const statuses = await queryMembers(env.owner, { filter: { id: { $in: [p1, p2, blocked, offline] } } }, { fieldsets: ['EXTENDED'] });
    expect(Object.fromEntries(statuses.items.map((m) => [m.id, m.status]))).toEqual({
      [p1]: 'APPROVED',
      [p2]: 'APPROVED',
      [blocked]: 'APPROVED',
      [offline]: 'OFFLINE',
    });
  });

  it('bulkBlockMembers applies the block rules to every match (owner and active plans fail alone)', async () => {
    const muted = env.addMember('m@example.com');
    const ownerMember = env.addMember('owner@example.com');
    const buyer = env.addMember('buyer@example.com');
    admin.setRoles(ownerMember, ['OWNER']);
    pricingPlans(env.emulator).createOrder({ planId: DEMO_PLAN_IDS.free, memberId: buyer });
    for (const id of [muted, ownerMember, buyer]) await muteMember(env.owner, id);
    const { jobId } = await bulkBlockMembers(env.owner, { activityStatus: 'MUTED' });
    const job = admin.job(jobId!)!;
    const codes = Object.fromEntries(job.results.map((r) => [r.itemMetadata.id, r.itemMetadata.error?.code ?? 'OK']));
    expect(codes).toEqual({
      [muted]: 'OK',
      [ownerMember]: 'OWNER_MEMBER_BLOCK_FORBIDDEN',
      [buyer]: 'ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN',
    });
    expect((await getMember(env.owner, muted, { fieldsets: ['EXTENDED'] })).status).toBe('BLOCKED');
    expect((await getMember(env.owner, DEMO_MEMBER_ID, { fieldsets: ['EXTENDED'] })).status).toBe('APPROVED');
  });

  it('bulkDeleteMembersByFilter deletes the matches of filter and search, with the content assignee', async () => {
    const spam1 = env.addMember('s1@example.com', { nickname: 'spam bot 1' });
    const spam2 = env.addMember('s2@example.com', { nickname: 'Spam Bot 2' });
    const keep = env.addMember('k@example.com', { nickname: 'real person' });
    const { jobId } = await bulkDeleteMembersByFilter(
      env.owner,
      { status: 'APPROVED' },
      { search: { expression: 'spam' }, contentAssigneeId: keep },
    );
    expect(
      admin
        .job(jobId!)!
        .results.map((r) => r.itemMetadata.id)
        .sort(),
    ).toEqual([spam1, spam2].sort());
    expect(admin.deletion(spam1)).toMatchObject({ deletedBy: 'BULK', contentAssigneeId: keep });
    expect((await getMember(env.owner, keep)).id).toBe(keep);
    await expect(bulkDeleteMembersByFilter(env.owner, {}, { contentAssigneeId: keep })).rejects.toSatisfy(isValidationError);
  });

  it('an empty filter matches everyone; a bad filter is a ValidationError; members cannot call them', async () => {
    const { jobId } = await bulkApproveMembers(env.owner, {});
    expect(admin.job(jobId!)!.results.map((r) => r.itemMetadata.id)).toEqual([DEMO_MEMBER_ID]);
    await expect(bulkBlockMembers(env.owner, { email: 'x' } as never)).rejects.toSatisfy(isValidationError);
    await expect(bulkApproveMembers(env.member(DEMO_MEMBER_ID), {})).rejects.toSatisfy(isPermissionError);
    const response = await env.emulator.fetch(`/_emulator/members/jobs/${jobId}`);
    expect(await response.json()).toMatchObject({ id: jobId, action: 'APPROVE', bulkActionMetadata: { totalSuccesses: 1 } });
  });
});
