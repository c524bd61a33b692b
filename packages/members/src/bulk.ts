import * as z from 'zod/mini';
import { arg, defineCall } from '@frontdesk/core';
import { BulkDeleteMembersByFilterOptionsSchema, BulkFilterSchema, MemberIdsSchema } from './inputs.js';
import { BulkDeleteMembersResponseSchema, BulkJobResponseSchema } from './schemas.js';

/*
 * Bulk calls (wire.md rows 64-67), site owner only. `bulkDeleteMembers` answers per item; the
 * by-filter calls start a job and answer its `jobId` (the same rules apply to each matching member;
 * members that cannot change are skipped).
 */

/**
 * Deletes 1 to 100 members by id; returns one result per id (in request order) and the counts.
 * Members that cannot be deleted (unknown, owner, contributor, active plan) fail alone.
 *
 * @example
 * ```ts
 * const { results, bulkActionMetadata } = await bulkDeleteMembers(client, [a, b]);
 * console.log(bulkActionMetadata?.totalFailures, results?.[1]?.itemMetadata?.error?.code);
 * ```
 * @function
 */
export const bulkDeleteMembers = defineCall({
  name: 'bulkDeleteMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/delete',
  args: [arg.field('memberIds', MemberIdsSchema)],
  response: BulkDeleteMembersResponseSchema,
});

/**
 * Deletes every member matching `filter` (and `search`); their content goes to `contentAssigneeId`
 * (default: the site owner). Returns `{ jobId }`.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkDeleteMembersByFilter(client, { status: 'BLOCKED' }, { search: { expression: 'spam' } });
 * ```
 * @function
 */
export const bulkDeleteMembersByFilter = defineCall({
  name: 'bulkDeleteMembersByFilter',
  method: 'POST',
  path: '/members/v1/members/bulk/delete-by-filter',
  args: [arg.field('filter', BulkFilterSchema), arg.spread('options', z.optional(BulkDeleteMembersByFilterOptionsSchema))],
  response: BulkJobResponseSchema,
});

/**
 * Approves every member matching `filter` (PENDING members are approved, BLOCKED ones unblocked).
 * Returns `{ jobId }`.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkApproveMembers(client, { status: 'PENDING' });
 * ```
 * @function
 */
export const bulkApproveMembers = defineCall({
  name: 'bulkApproveMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/approve-by-filter',
  args: [arg.field('filter', BulkFilterSchema)],
  response: BulkJobResponseSchema,
});

/**
 * Blocks every member matching `filter` (the owner and members with an active plan are skipped).
 * Returns `{ jobId }`.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkBlockMembers(client, { activityStatus: 'MUTED' });
 * ```
 * @function
 */
export const bulkBlockMembers = defineCall({
  name: 'bulkBlockMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/block-by-filter',
  args: [arg.field('filter', BulkFilterSchema)],
  response: BulkJobResponseSchema,
});
