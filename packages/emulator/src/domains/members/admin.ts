import type { RouteContext, RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { siteMembers } from './site-members.js';
import type { CustomFieldDefinition, MemberRole } from './types.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const ROLES: readonly MemberRole[] = ['MEMBER', 'OWNER', 'CONTRIBUTOR'];
const FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL'];

function api(ctx: RouteContext) {
  return siteMembers({ store: ctx.store, clock: ctx.clock, webhooks: ctx.services.webhooks });
}

/**
 * Registers the members admin API (no credentials, like every `/_emulator` route):
 * `GET /_emulator/members/jobs/{id}` (a bulk-by-filter job's per-item results),
 * `GET /_emulator/members/deletions/{id}` (a deleted member and its deletion status),
 * `GET|POST /_emulator/members/{id}/roles` (`{ roles }`), `POST /_emulator/members/blocks`
 * (`{ blockerId, blockedId }`), `GET|POST /_emulator/members/custom-fields`.
 */
export function registerMembersAdminRoutes(domain: DomainRegistrar): void {
  domain.route('GET', '/_emulator/members/jobs/{id}', (ctx) => api(ctx).job(ctx.params.id!) ?? ctx.fail.notFound('Job not found'), PUBLIC);
  domain.route(
    'GET',
    '/_emulator/members/deletions/{id}',
    (ctx) => api(ctx).deletion(ctx.params.id!) ?? ctx.fail.notFound('No deleted member with this id'),
    PUBLIC,
  );
  domain.route('GET', '/_emulator/members/{id}/roles', (ctx) => ({ roles: api(ctx).roles(ctx.params.id!) }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/members/{id}/roles',
    (ctx) => {
      const roles = ctx.input.roles;
      if (!Array.isArray(roles) || roles.some((r) => !ROLES.includes(r)))
        ctx.fail.invalidArgument(`roles must be a list of ${ROLES.join(', ')}`);
      api(ctx).setRoles(ctx.params.id!, roles as MemberRole[]);
      return { roles: api(ctx).roles(ctx.params.id!) };
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/members/blocks',
    (ctx) => {
      const { blockerId, blockedId } = ctx.input;
      if (typeof blockerId !== 'string' || typeof blockedId !== 'string') ctx.fail.invalidArgument('blockerId and blockedId are required');
      api(ctx).blockBetween(blockerId, blockedId);
      return {};
    },
    PUBLIC,
  );
  domain.route('GET', '/_emulator/members/custom-fields', (ctx) => ({ fields: api(ctx).customFields.list() }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/members/custom-fields',
    (ctx) => {
      const field = ctx.input as Partial<CustomFieldDefinition>;
      if (typeof field.key !== 'string' || field.key === '' || !FIELD_TYPES.includes(field.fieldType as string)) {
        ctx.fail.invalidArgument(`key and fieldType (${FIELD_TYPES.join(', ')}) are required`);
      }
      return {
        field: api(ctx).customFields.add({
          name: field.key,
          fieldOrigin: 'CUSTOM',
          defaultPrivacy: 'PUBLIC',
          ...field,
        } as CustomFieldDefinition),
      };
    },
    PUBLIC,
  );
}
