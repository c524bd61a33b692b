import type { RouteContext, RouteHandler, RouteOptions } from '../../routing/types.js';
import type { FieldViolation } from '../../errors.js';
import type { MemberPrivacyStatus, MemberStatus } from '../members/api.js';
import { isRecord } from '../../util/values.js';
import type { DomainRegistrar } from '../types.js';
import { IdentityApi, type TestMemberInput } from './identity-api.js';
import { TEST_CAPTCHA_TOKEN } from './errors.js';
import { escapeHtml, htmlPage, htmlResponse } from './hosted/html.js';
import { outboxMessages } from './outbox.js';
import { applyIdentitySettings, parsePolicyInput } from './settings.js';
import { identityState } from './store.js';
import type { OutboxMessage, PendingReason } from './types.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const STATUSES: readonly MemberStatus[] = ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'];

function api(ctx: RouteContext): IdentityApi {
  return new IdentityApi({ store: ctx.store, clock: ctx.clock, tokens: ctx.services.tokens, webhooks: ctx.services.webhooks });
}

function memberRef(ctx: RouteContext): string {
  const ref = ctx.input.memberId ?? ctx.input.email;
  if (typeof ref !== 'string' || ref === '') ctx.fail.invalidArgument('memberId or email is required');
  if (!api(ctx).findMember(ref)) ctx.fail.notFound('Member not found', 'NOT_FOUND', { member: ref });
  return ref;
}

const PENDING_REASONS: readonly PendingReason[] = ['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'];
const PRIVACY: readonly MemberPrivacyStatus[] = ['UNKNOWN', 'PRIVATE', 'PUBLIC'];

// Every field of a test member, checked before anything is made (a wrong type must not leave half a member).
function testMemberViolations(input: Record<string, unknown>): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const wrong = (field: string, description: string) => violations.push({ field, description, data: {} });
  const optional = (field: string, ok: (value: unknown) => boolean, description: string) => {
    if (input[field] !== undefined && !ok(input[field])) wrong(field, description);
  };
  if (typeof input.email !== 'string' || input.email.trim() === '') wrong('email', 'is required (a string)');
  optional('password', (v) => typeof v === 'string', 'must be a string');
  optional('status', (v) => STATUSES.includes(v as MemberStatus), `must be one of ${STATUSES.join(', ')}`);
  optional(
    'pendingReasons',
    (v) => Array.isArray(v) && v.every((reason) => PENDING_REASONS.includes(reason)),
    `must be a list of ${PENDING_REASONS.join(', ')}`,
  );
  optional('emailVerified', (v) => typeof v === 'boolean', 'must be a boolean');
  optional('nickname', (v) => typeof v === 'string', 'must be a string');
  optional('privacyStatus', (v) => PRIVACY.includes(v as MemberPrivacyStatus), `must be one of ${PRIVACY.join(', ')}`);
  optional('profile', isRecord, 'must be an object');
  return violations;
}

// A message's readable content: its code or link (sign-in emails), else its text (booking notifications).
function messageDetail(m: OutboxMessage): string {
  if (m.code) return `<strong>Code: <output>${escapeHtml(m.code)}</output></strong>`;
  if (m.link) return `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>`;
  return `<div class="message-text">${escapeHtml(m.text)}</div>`;
}

const outboxPage: RouteHandler = (ctx) => {
  const to = ctx.query.get('to') ?? undefined;
  const messages = outboxMessages(ctx.state, to).reverse();
  const rows = messages
    .map(
      (m) =>
        `<tr data-kind="${escapeHtml(m.kind)}"><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td><code>${escapeHtml(m.kind)}</code></td><td>${escapeHtml(m.subject)}</td><td>${messageDetail(m)}</td></tr>`,
    )
    .join('\n');
  const filter = `<form method="get" action="/_emulator/outbox/page"><label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"><div class="actions"><button type="submit">Filter</button></div></form>`;
  const head =
    '<th scope="col">Sent</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col">Subject</th><th scope="col">Code, link or message</th>';
  const table = messages.length
    ? `<table><caption>Most recent first</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return htmlResponse(htmlPage('Emulator outbox', `${filter}${table}`, { siteName: ctx.state.site.name, wide: true }));
};

/**
 * Registers the sign-in admin API: `/_emulator/outbox` (JSON, `?to=`; `DELETE` empties it),
 * `/_emulator/outbox/page` (HTML), `/_emulator/identity/policy`, `/_emulator/identity/captcha`,
 * and `/_emulator/identity/{members,sessions,tokens}` to make test members and credentials.
 */
export function registerIdentityAdminRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator/outbox',
    ({ state, query }) => ({ messages: outboxMessages(state, query.get('to') ?? undefined) }),
    PUBLIC,
  );
  domain.route(
    'DELETE',
    '/_emulator/outbox',
    ({ state }) => {
      identityState(state).outbox = [];
      return {};
    },
    PUBLIC,
  );
  domain.route('GET', '/_emulator/outbox/page', outboxPage, PUBLIC);

  domain.route('GET', '/_emulator/identity/policy', ({ state }) => ({ policy: identityState(state).policy }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/identity/policy',
    ({ state, input }) => {
      applyIdentitySettings(state, { policy: parsePolicyInput(input) });
      return { policy: identityState(state).policy };
    },
    PUBLIC,
  );
  const captchaView = (required: boolean) => ({ required, testToken: TEST_CAPTCHA_TOKEN });
  domain.route('GET', '/_emulator/identity/captcha', ({ state }) => captchaView(identityState(state).captchaRequired), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/identity/captcha',
    (ctx) => {
      if (typeof ctx.input.required !== 'boolean') ctx.fail.validation([{ field: 'required', description: 'must be a boolean', data: {} }]);
      applyIdentitySettings(ctx.state, { captchaRequired: ctx.input.required });
      return captchaView(identityState(ctx.state).captchaRequired);
    },
    PUBLIC,
  );

  domain.route(
    'POST',
    '/_emulator/identity/members',
    (ctx) => {
      const violations = testMemberViolations(ctx.input);
      if (violations.length > 0) ctx.fail.validation(violations);
      if (api(ctx).findMember(ctx.input.email))
        ctx.fail.conflict('MEMBER_EXISTS', 'A member with this email exists', { email: ctx.input.email });
      return ctx.json(api(ctx).createMember(ctx.input as TestMemberInput), { status: 201 });
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/identity/members/{id}/status',
    (ctx) => {
      if (!STATUSES.includes(ctx.input.status))
        ctx.fail.validation([{ field: 'status', description: `must be one of ${STATUSES.join(', ')}`, data: {} }]);
      if (!api(ctx).findMember(ctx.params.id!)) ctx.fail.notFound('Member not found');
      return { member: api(ctx).setMemberStatus(ctx.params.id!, ctx.input.status) };
    },
    PUBLIC,
  );
  domain.route('POST', '/_emulator/identity/sessions', (ctx) => ({ sessionToken: api(ctx).createSession(memberRef(ctx)) }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/identity/tokens',
    (ctx) => {
      const ref = memberRef(ctx);
      const clientId = typeof ctx.input.clientId === 'string' ? ctx.input.clientId : undefined;
      if (clientId !== undefined && !ctx.services.tokens.client(clientId)) ctx.fail.invalidArgument('Unknown OAuth client id');
      return api(ctx).memberTokens(ref, clientId ? { clientId } : {});
    },
    PUBLIC,
  );
}
