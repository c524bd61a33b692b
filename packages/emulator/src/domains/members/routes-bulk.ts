import { notFound, PlatformError, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { RouteHandler } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { membersExtras } from './extras.js';
import { matchesMemberFilter, matchesSearch, validateMemberFilter, validateSearch } from './query.js';
import { approve, block, checkContentAssignee, deleteMemberRecord, type RuleContext } from './rules.js';
import { ruleOf } from './context.js';
import { getMember, membersState } from './store.js';
import type { BulkItemMetadata, BulkJob, Member } from './types.js';
import { clone } from '../../state/clone.js';

/*
 * Bulk calls (wire rows 64-67), site owner only. Each item goes through the same rule as the single
 * call; a refused item fails alone with the single call's error code (the rule name for validation
 * refusals). By-filter calls run their job at once and answer `{ jobId }`; the job keeps the
 * per-item results (`GET /_emulator/members/jobs/{id}`, `siteMembers(emulator).job(id)`).
 */

function itemError(error: unknown): NonNullable<BulkItemMetadata['error']> {
  if (error instanceof PlatformError) {
    const application = error.body.details.applicationError;
    if (application) return { code: application.code, description: application.description, data: application.data };
    const violation = error.body.details.validationError?.fieldViolations[0];
    return {
      code: violation?.ruleName ?? 'INVALID_ARGUMENT',
      description: violation?.description ?? error.message,
      data: violation?.data ?? {},
    };
  }
  throw error;
}

function runEach(
  ids: readonly string[],
  action: (id: string) => void,
): { results: Array<{ itemMetadata: BulkItemMetadata }>; bulkActionMetadata: BulkJob['bulkActionMetadata'] } {
  const results = ids.map((id, originalIndex) => {
    try {
      action(id);
      return { itemMetadata: { id, originalIndex, success: true } };
    } catch (error) {
      return { itemMetadata: { id, originalIndex, success: false, error: itemError(error) } };
    }
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 } };
}

function byId(rule: RuleContext, action: (rule: RuleContext, member: Member) => unknown): (id: string) => void {
  return (id) => {
    const member = getMember(rule.state, id);
    if (!member) throw notFound('Member not found', 'NOT_FOUND', { memberId: id });
    action(rule, member);
  };
}

const bulkDelete: RouteHandler = (ctx) => {
  const ids = ctx.input.memberIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 100 || ids.some((id) => typeof id !== 'string' || id === '')) {
    throw validationError([{ field: 'memberIds', description: 'must be 1 to 100 member ids', violatedRule: 'SIZE', data: {} }]);
  }
  const rule = ruleOf(ctx);
  return runEach(
    ids as string[],
    byId(rule, (r, m) => deleteMemberRecord(r, m, { by: 'BULK' })),
  );
};

function byFilter(action: BulkJob['action']): RouteHandler {
  return (ctx) => {
    const { filter, search } = ctx.input;
    if (filter === undefined || filter === null) {
      throw validationError([{ field: 'filter', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }]);
    }
    validateMemberFilter(filter, 'filter');
    if (action === 'DELETE') validateSearch(search, 'search');
    const matches = Object.values(membersState(ctx.state).members)
      .filter((m) => matchesMemberFilter(m, filter, 'filter') && (action !== 'DELETE' || matchesSearch(m, search)))
      .map((m) => m.id);
    const rule = ruleOf(ctx);
    const contentAssigneeId = action === 'DELETE' ? checkContentAssignee(rule, ctx.input.contentAssigneeId, matches) : undefined;
    const apply =
      action === 'APPROVE'
        ? approve
        : action === 'BLOCK'
          ? block
          : (r: RuleContext, m: Member) => deleteMemberRecord(r, m, { by: 'BULK', ...(contentAssigneeId ? { contentAssigneeId } : {}) });
    const outcome = runEach(matches, byId(rule, apply));
    const job: BulkJob = {
      id: newId(),
      action,
      status: 'FINISHED',
      filter: clone(filter),
      ...(search !== undefined ? { search: clone(search) } : {}),
      createdDate: rule.now.toISOString(),
      ...outcome,
    };
    membersExtras(ctx.state).jobs[job.id] = job;
    return { jobId: job.id };
  };
}

/**
 * Registers `POST /members/v1/members/bulk/delete` (per-item results) and
 * `POST /members/v1/members/bulk/{delete,approve,block}-by-filter` (`{ jobId }`).
 */
export function registerBulkRoutes(domain: DomainRegistrar): void {
  const owner = { roles: ['owner'] } as const;
  domain.route('POST', '/members/v1/members/bulk/delete', bulkDelete, owner);
  domain.route('POST', '/members/v1/members/bulk/delete-by-filter', byFilter('DELETE'), owner);
  domain.route('POST', '/members/v1/members/bulk/approve-by-filter', byFilter('APPROVE'), owner);
  domain.route('POST', '/members/v1/members/bulk/block-by-filter', byFilter('BLOCK'), owner);
}
