import { notFound } from '../../errors.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { createSiteMember } from './create.js';
import { blockedBetween } from './extras.js';
import { memberChange } from './fields.js';
import { parseFieldsets, projectMember } from './fieldsets.js';
import { matchesMemberFilter, matchesSearch, pageOf, readPaging, sortMembers, validateMemberFilter, validateSearch } from './query.js';
import { requireMember, requireSelfOrOwner, ruleOf } from './context.js';
import { deleteMemberRecord, setSlug } from './rules.js';
import { membersState, updateMember } from './store.js';
import type { Member } from './types.js';
import { canSee, memberToMemberBlocked, readerOf, viewMember } from './visibility.js';

/*
 * Any member by id, lists and queries, create, update and delete (wire rows 50, 54-56, 62, 68-72).
 */

const ANYONE = { roles: ['visitor', 'member', 'owner'] } as const;
const SELF_OR_OWNER = { roles: ['member', 'owner'] } as const;

const getMemberRoute: RouteHandler = (ctx) => {
  const reader = readerOf(ctx.caller);
  const member = requireMember(ctx);
  if (reader.kind === 'member' && reader.memberId !== member.id && blockedBetween(ctx.state, reader.memberId, member.id)) {
    throw memberToMemberBlocked(member.id);
  }
  const view = viewMember(ctx.state, reader, member, parseFieldsets(ctx.input));
  if (!view) throw notFound('Member not found', 'NOT_FOUND', { memberId: member.id });
  return { member: view };
};

function listVisible(
  ctx: RouteContext,
  filter: (member: Member) => boolean,
  sorting: unknown,
  sortingAt: string,
  paging: { limit: number; offset: number },
) {
  const reader = readerOf(ctx.caller);
  const fieldsets = parseFieldsets(ctx.input);
  const visible = Object.values(membersState(ctx.state).members).filter((m) => canSee(ctx.state, reader, m) && filter(m));
  const page = pageOf(sortMembers(visible, sorting, sortingAt), paging);
  return { members: page.items.map((m) => viewMember(ctx.state, reader, m, fieldsets)!), metadata: page.metadata };
}

const listMembersRoute: RouteHandler = (ctx) =>
  listVisible(ctx, () => true, ctx.input.sorting, 'sorting', readPaging(ctx.input.paging, 'paging', 50));

const queryMembersRoute: RouteHandler = (ctx) => {
  const query = (ctx.input.query ?? {}) as { filter?: unknown; sorting?: unknown; sort?: unknown; paging?: unknown };
  const paging = readPaging(query.paging, 'query.paging', 100);
  // Validate the filter and search even when no member is visible.
  validateMemberFilter(query.filter, 'query.filter');
  validateSearch(ctx.input.search, 'search');
  return listVisible(
    ctx,
    (m) => matchesMemberFilter(m, query.filter) && matchesSearch(m, ctx.input.search),
    query.sorting ?? query.sort,
    'query.sorting',
    paging,
  );
};

const createMemberRoute: RouteHandler = (ctx) => ({ member: projectMember(createSiteMember(ruleOf(ctx), ctx.input.member), ['FULL']) });

const updateMemberRoute: RouteHandler = (ctx) => {
  const member = requireSelfOrOwner(ctx);
  const change = memberChange(ctx.state, member, ctx.input.member, 'member');
  return { member: projectMember(updateMember(ctx.state, member, change, ctx.clock.now(), ctx.emit), ['FULL']) };
};

const updateMemberSlugRoute: RouteHandler = (ctx) => ({
  member: projectMember(setSlug(ruleOf(ctx), requireSelfOrOwner(ctx), ctx.input.slug), ['FULL']),
});

const deleteMemberRoute: RouteHandler = (ctx) => {
  deleteMemberRecord(ruleOf(ctx), requireMember(ctx), { by: 'OWNER' });
  return {};
};

function clearContactList(key: 'phones' | 'emails' | 'addresses'): RouteHandler {
  return (ctx) => {
    const member = requireSelfOrOwner(ctx);
    const contact = { ...member.contact };
    delete contact[key];
    return { member: projectMember(updateMember(ctx.state, member, { contact }, ctx.clock.now(), ctx.emit), ['FULL']) };
  };
}

/**
 * Registers the member routes: `GET /members/v1/members/{id}` and `GET /members/v1/members` (with
 * its long-GET fallback: a POST whose body has no `member`) for everyone with the visibility rules;
 * `POST /members/v1/members/query`; `POST /members/v1/members` (create) and `DELETE
 * /members/v1/members/{id}` for the owner; `PATCH /members/v1/members/{id}`, `POST .../{id}/slug`
 * and `DELETE .../{id}/{phones,emails,addresses}` for the owner or the member themselves.
 */
export function registerMemberRoutes(domain: DomainRegistrar): void {
  domain.route('GET', '/members/v1/members/{id}', getMemberRoute, { ...ANYONE, arrays: ['fieldsets'] });
  domain.route('GET', '/members/v1/members', listMembersRoute, {
    ...ANYONE,
    arrays: ['fieldsets'],
    fallbackPost: (body) => !(typeof body === 'object' && body !== null && 'member' in body),
  });
  domain.route('POST', '/members/v1/members/query', queryMembersRoute, ANYONE);
  domain.route('POST', '/members/v1/members', createMemberRoute, { roles: ['owner'] });
  domain.route('PATCH', '/members/v1/members/{id}', updateMemberRoute, SELF_OR_OWNER);
  domain.route('POST', '/members/v1/members/{id}/slug', updateMemberSlugRoute, SELF_OR_OWNER);
  domain.route('DELETE', '/members/v1/members/{id}', deleteMemberRoute, { roles: ['owner'] });
  domain.route('DELETE', '/members/v1/members/{id}/phones', clearContactList('phones'), SELF_OR_OWNER);
  domain.route('DELETE', '/members/v1/members/{id}/emails', clearContactList('emails'), SELF_OR_OWNER);
  domain.route('DELETE', '/members/v1/members/{id}/addresses', clearContactList('addresses'), SELF_OR_OWNER);
}
