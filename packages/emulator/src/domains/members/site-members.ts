import type { Clock } from '../../clock.js';
import { notFound } from '../../errors.js';
import type { StateStore } from '../../state/store.js';
import type { Webhooks } from '../../webhooks/webhooks.js';
import { createSiteMember } from './create.js';
import { deletionStatus, memberRoles, membersExtras } from './extras.js';
import { memberChange } from './fields.js';
import {
  approve,
  block,
  checkContentAssignee,
  deleteMemberRecord,
  disconnect,
  setCommunity,
  setMuted,
  setSlug,
  type RuleContext,
} from './rules.js';
import { getMember, membersState, updateMember, type EmitFn } from './store.js';
import type { BulkJob, CustomFieldDefinition, DeletionRecord, DeletionStatus, Member, MemberRole } from './types.js';
import { clone } from '../../state/clone.js';
import { assertSafeKey, own, setOwn } from '../../util/safe-keys.js';

/** What {@link siteMembers} needs from an emulator (an `Emulator` has all of it). */
export interface SiteMembersHost {
  store: StateStore;
  clock: Clock;
  webhooks: Webhooks;
}

/**
 * A deleted member as {@link SiteMembersApi.deletion} reports it: the record plus its deletion
 * status on the emulator clock.
 */
export type DeletionView = DeletionRecord & { deletionStatus: DeletionStatus };

/**
 * The members test API of an emulator: the same rules and webhooks as the routes (as the site
 * owner), without HTTP. Returns copies.
 */
export interface SiteMembersApi {
  /** Creates a member and its identity (as createMember: policy, slug, `member_created`). */
  createMember(member: Record<string, unknown>): Member;
  /** The stored member (FULL), or `undefined`. */
  getMember(memberId: string): Member | undefined;
  /** Every member (FULL), in creation order. */
  listMembers(): Member[];
  /** Updates the writable fields (as updateMember). */
  updateMember(memberId: string, member: Record<string, unknown>): Member;
  /** Sets the slug (as updateMemberSlug). */
  setSlug(memberId: string, slug: string): Member;
  approve(memberId: string): Member;
  block(memberId: string): Member;
  disconnect(memberId: string): Member;
  mute(memberId: string): Member;
  unmute(memberId: string): Member;
  /** Joins (`true`) or leaves the community for the member. */
  setCommunity(memberId: string, join: boolean): Member;
  /** Deletes a member as the owner would (refusals included). */
  deleteMember(memberId: string, options?: { contentAssigneeId?: string }): DeletionView;
  /** A deleted member's record and deletion status, or `undefined`. */
  deletion(memberId: string): DeletionView | undefined;
  /** A member's site roles (default `['MEMBER']`). */
  roles(memberId: string): MemberRole[];
  /** Sets a member's site roles (`OWNER` cannot be blocked; `OWNER`/`CONTRIBUTOR` cannot be deleted and may moderate). */
  setRoles(memberId: string, roles: MemberRole[]): void;
  /** Records that `blockerId` blocked `blockedId` (member to member); `getMember` between them answers `MEMBER_TO_MEMBER_BLOCKED`. */
  blockBetween(blockerId: string, blockedId: string): void;
  /** A bulk-by-filter job (per-item results), or `undefined`. */
  job(jobId: string): BulkJob | undefined;
  customFields: {
    /** The profile custom field definitions. */
    list(): CustomFieldDefinition[];
    /** Adds or replaces a definition (by key). */
    add(field: CustomFieldDefinition): CustomFieldDefinition;
  };
}

/**
 * The members test API of an emulator (see {@link SiteMembersApi}).
 *
 * @example
 * ```ts
 * const { id } = siteMembers(emulator).createMember({ loginEmail: 'sam@example.com' });
 * ```
 */
export function siteMembers(host: SiteMembersHost): SiteMembersApi {
  const { store, clock, webhooks } = host;
  const emit: EmitFn = (eventType, event) => {
    webhooks.emit(eventType, event, { identityType: 'WIX_USER' });
  };
  const run = <T>(fn: (rule: RuleContext) => T): T => store.mutate((state) => fn({ state, now: clock.now(), emit }));
  const member = (rule: RuleContext, id: string): Member => {
    const found = getMember(rule.state, id);
    if (!found) throw notFound('Member not found', 'NOT_FOUND', { memberId: id });
    return found;
  };
  const act = (id: string, fn: (rule: RuleContext, m: Member) => Member) => run((rule) => clone(fn(rule, member(rule, id))));
  const view = (record: DeletionRecord): DeletionView => ({ ...clone(record), deletionStatus: deletionStatus(record, clock.now()) });
  return {
    createMember: (input) => run((rule) => clone(createSiteMember(rule, input))),
    getMember: (id) => clone(getMember(store.data, id)),
    listMembers: () => clone(Object.values(membersState(store.data).members)),
    updateMember: (id, input) =>
      act(id, (rule, m) => updateMember(rule.state, m, memberChange(rule.state, m, input, 'member'), rule.now, rule.emit)),
    setSlug: (id, slug) => act(id, (rule, m) => setSlug(rule, m, slug)),
    approve: (id) => act(id, approve),
    block: (id) => act(id, block),
    disconnect: (id) => act(id, disconnect),
    mute: (id) => act(id, (rule, m) => setMuted(rule, m, true)),
    unmute: (id) => act(id, (rule, m) => setMuted(rule, m, false)),
    setCommunity: (id, join) => act(id, (rule, m) => setCommunity(rule, m, join)),
    deleteMember: (id, options = {}) =>
      run((rule) => {
        const target = member(rule, id);
        const contentAssigneeId = checkContentAssignee(rule, options.contentAssigneeId, [id]);
        return view(deleteMemberRecord(rule, target, { by: 'OWNER', ...(contentAssigneeId ? { contentAssigneeId } : {}) }));
      }),
    deletion: (id) => {
      // Read without creating the extras tables: a lookup changes no state.
      const record = own(membersState(store.data).deletions, id);
      return record ? view(record) : undefined;
    },
    roles: (id) => memberRoles(store.data, id),
    setRoles: (id, roles) =>
      run((rule) => {
        member(rule, id);
        membersExtras(rule.state).roles[id] = [...roles];
      }),
    blockBetween: (blockerId, blockedId) =>
      run((rule) => {
        member(rule, blockerId);
        member(rule, blockedId);
        const blocks = membersExtras(rule.state).memberBlocks;
        const list = (blocks[blockerId] ??= []);
        if (!list.includes(blockedId)) list.push(blockedId);
      }),
    job: (jobId) => clone(own(membersState(store.data).jobs, jobId)),
    customFields: {
      list: () => clone(Object.values(membersExtras(store.data).customFields)),
      add: (field) =>
        run((rule) => {
          const key = assertSafeKey(field.key, 'key');
          setOwn(membersExtras(rule.state).customFields, key, clone(field));
          return clone(field);
        }),
    },
  };
}
