import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import { bulkDeleteMembersByFilterOptionsSchema, memberFilterSchema, memberIdsSchema } from './inputs.js';
import type { BulkDeleteMembersByFilterOptions, BulkDeleteMembersResponse, BulkJobResponse, MemberFilter } from './types.js';
import { BulkDeleteMembersResponseWire, BulkJobResponseWire } from './wire.gen.js';

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
export const bulkDeleteMembers: PlatformCall<[memberIds: string[]], BulkDeleteMembersResponse> = /* @__PURE__ */ defineCall({
  name: 'bulkDeleteMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/delete',
  args: [{ name: 'memberIds', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { memberIds: memberIdsSchema() }),
  response: BulkDeleteMembersResponseWire,
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
export const bulkDeleteMembersByFilter: PlatformCall<[filter: MemberFilter, options?: BulkDeleteMembersByFilterOptions], BulkJobResponse> =
  /* @__PURE__ */ defineCall({
    name: 'bulkDeleteMembersByFilter',
    method: 'POST',
    path: '/members/v1/members/bulk/delete-by-filter',
    args: [
      { name: 'filter', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { filter: memberFilterSchema(), options: z.optional(bulkDeleteMembersByFilterOptionsSchema()) },
    response: BulkJobResponseWire,
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
export const bulkApproveMembers: PlatformCall<[filter: MemberFilter], BulkJobResponse> = /* @__PURE__ */ defineCall({
  name: 'bulkApproveMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/approve-by-filter',
  args: [{ name: 'filter', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { filter: memberFilterSchema() }),
  response: BulkJobResponseWire,
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
export const bulkBlockMembers: PlatformCall<[filter: MemberFilter], BulkJobResponse> = /* @__PURE__ */ defineCall({
  name: 'bulkBlockMembers',
  method: 'POST',
  path: '/members/v1/members/bulk/block-by-filter',
  args: [{ name: 'filter', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { filter: memberFilterSchema() }),
  response: BulkJobResponseWire,
});
