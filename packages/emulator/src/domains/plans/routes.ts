import { validationError } from '../../errors.js';
import type { RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import { pagingMetadata, readEnum, readInt, readStringList } from '../../query/offset-paging.js';
import { archivePlan, clearPrimary, createPlan, makePlanPrimary, setPlanVisibility, updatePlan } from './plans.js';
import { matchesFilter, sortPlans } from './query.js';
import { isListed, plansState, requirePlan, toPublicPlan } from './state.js';
import type { Plan } from './types.js';
import { readMask } from '../../util/field-mask.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

const PUBLIC_READ: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const OWNER: RouteOptions = { roles: ['owner'] };

// The plans in dashboard order; with `planIds`, those plans in the order asked (unknown ids ignored).
function pick(all: Record<string, Plan>, planIds: string[] | undefined): Plan[] {
  if (!planIds) return Object.values(all);
  const seen = new Set<string>();
  return planIds.flatMap((id) => {
    const plan = own(all, id);
    if (!plan || seen.has(id)) return [];
    seen.add(id);
    return [plan];
  });
}

/**
 * Registers the plan routes of wire.md rows 88-98 (platform-rules §6.2): public reads for everyone,
 * management for the owner. `GET /pricing-plans/v2/plans` and `GET /pricing-plans/v2/plans/public`
 * also accept their long-GET fallback POST; a POST on `/pricing-plans/v2/plans` whose body carries
 * `plan` is createPlan.
 */
export function registerPlanRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/pricing-plans/v2/plans/public',
    ({ input, state }) => {
      const limit = readPageSize(input.limit, 'limit', PAGE_SIZES.listPublicPlans);
      const offset = readInt(input.offset, 'offset', { min: 0 }) ?? 0;
      const planIds = readStringList(input.planIds, 'planIds', 100);
      const listed = pick(plansState(state).plans, planIds).filter(isListed);
      const page = listed.slice(offset, offset + limit).map(toPublicPlan);
      return { plans: page, pagingMetadata: pagingMetadata(page.length, offset, listed.length) };
    },
    { ...PUBLIC_READ, fallbackPost: true, arrays: ['planIds'] },
  );

  domain.route(
    'POST',
    '/pricing-plans/v2/plans/public/query',
    ({ input, state }) => {
      const query = input.query ?? {};
      if (!isRecord(query)) throw validationError([{ field: 'query', description: 'must be an object', violatedRule: 'FORMAT' }]);
      const paging = isRecord(query.paging) ? query.paging : {};
      const limit = readPageSize(paging.limit, 'query.paging.limit', PAGE_SIZES.queryPublicPlans);
      const offset = readInt(paging.offset, 'query.paging.offset', { min: 0 }) ?? 0;
      const listed = Object.values(plansState(state).plans).filter(isListed).map(toPublicPlan);
      const matching = sortPlans(
        listed.filter((plan) => matchesFilter(plan, query.filter)),
        query.sort,
      );
      const page = matching.slice(offset, offset + limit);
      return { plans: page, pagingMetadata: pagingMetadata(page.length, offset, matching.length) };
    },
    PUBLIC_READ,
  );

  domain.route('GET', '/pricing-plans/v2/plans/stats', ({ state }) => ({ totalPlans: Object.keys(plansState(state).plans).length }), OWNER);

  domain.route('GET', '/pricing-plans/v2/plans/{id}', ({ params, state }) => ({ plan: clone(requirePlan(state, params.id)) }), OWNER);

  domain.route(
    'GET',
    '/pricing-plans/v2/plans',
    ({ input, state }) => {
      const archived =
        readEnum(input.archived, 'archived', ['ACTIVE', 'ARCHIVED', 'ARCHIVED_AND_ACTIVE'], 'INVALID_ARCHIVE_FILTER') ?? 'ACTIVE';
      const visibility =
        readEnum(input.public, 'public', ['PUBLIC_AND_HIDDEN', 'PUBLIC', 'HIDDEN'], 'INVALID_VISIBLE_FILTER') ?? 'PUBLIC_AND_HIDDEN';
      const limit = readPageSize(input.limit, 'limit', PAGE_SIZES.listPlans);
      const offset = readInt(input.offset, 'offset', { min: 0 }) ?? 0;
      const planIds = readStringList(input.planIds, 'planIds', 100);
      const matching = pick(plansState(state).plans, planIds).filter(
        (plan) =>
          (archived === 'ARCHIVED_AND_ACTIVE' || plan.archived === (archived === 'ARCHIVED')) &&
          (visibility === 'PUBLIC_AND_HIDDEN' || plan.public === (visibility === 'PUBLIC')),
      );
      const page = matching.slice(offset, offset + limit).map((plan) => clone(plan));
      return { plans: page, pagingMetadata: pagingMetadata(page.length, offset, matching.length) };
    },
    // A POST on this path is the long-GET fallback unless its body carries `plan` (createPlan).
    { ...OWNER, fallbackPost: (body) => !(isRecord(body) && 'plan' in body), arrays: ['planIds'] },
  );

  domain.route(
    'POST',
    '/pricing-plans/v2/plans',
    ({ input, state, clock, emit }) => ({ plan: clone(createPlan(state, input.plan, clock.now(), emit)) }),
    OWNER,
  );

  domain.route(
    'PATCH',
    '/pricing-plans/v2/plans/{id}',
    ({ input, query, params, state, clock, emit }) => {
      const mask = readMask('plan', input, Object.fromEntries(query));
      return { plan: clone(updatePlan(state, params.id!, input.plan, mask, clock.now(), emit)) };
    },
    OWNER,
  );

  domain.route(
    'PUT',
    '/pricing-plans/v2/plans/{id}/visibility',
    ({ input, params, state, clock, emit }) => ({ plan: clone(setPlanVisibility(state, params.id!, input.visible, clock.now(), emit)) }),
    OWNER,
  );

  domain.route(
    'POST',
    '/pricing-plans/v2/plans/{id}/make-primary',
    ({ params, state, clock, emit }) => ({ plan: clone(makePlanPrimary(state, params.id!, clock.now(), emit)) }),
    OWNER,
  );

  domain.route(
    'POST',
    '/pricing-plans/v2/plans/clear-primary',
    ({ state, clock, emit }) => {
      clearPrimary(state, clock.now(), emit);
      return {};
    },
    OWNER,
  );

  domain.route(
    'POST',
    '/pricing-plans/v2/plans/{id}/archive',
    ({ params, state, clock, emit }) => ({ plan: clone(archivePlan(state, params.id!, clock.now(), emit)) }),
    OWNER,
  );
}
