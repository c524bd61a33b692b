import { conflict, validationError } from '../../errors.js';
import { memberChange } from './fields.js';
import { memberIdentities } from './links.js';
import { emailViolations } from './login-email.js';
import type { RuleContext } from './rules.js';
import { findMemberByEmail, MEMBER_FQDN } from './store.js';
import type { Member } from './types.js';
import { clone } from '../../state/clone.js';

/**
 * createMember (platform-rules §5.2): a member and its sign-in identity (same id, no password yet:
 * login answers `-19973` until an activation or recovery email sets one). PENDING when the site
 * requires owner approval, else APPROVED; PRIVATE unless `privacyStatus` says otherwise; ACTIVE; a
 * slug from the nickname or the email. A login email in use → 409 `ALREADY_EXISTS`. Emits
 * `member_created`.
 */
export function createSiteMember(rule: RuleContext, input: unknown): Member {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw validationError([{ field: 'member', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }]);
  }
  const sent = input as Record<string, unknown>;
  const violations = emailViolations(sent.loginEmail, 'member.loginEmail');
  if (violations.length > 0) throw validationError(violations);
  const email = (sent.loginEmail as string).trim();
  const identities = memberIdentities();
  if (identities.emailInUse(rule.state, email) || findMemberByEmail(rule.state, email)) {
    throw conflict('ALREADY_EXISTS', 'A member with this login email already exists', { loginEmail: email });
  }
  const change = memberChange(rule.state, { contact: {}, profile: {} }, sent, 'member');
  const member = identities.createMemberWithIdentity(
    { state: rule.state, now: rule.now },
    {
      email,
      ...(change.privacyStatus ? { privacyStatus: change.privacyStatus } : {}),
      profile: {
        ...(change.contact?.firstName ? { firstName: change.contact.firstName } : {}),
        ...(change.contact?.lastName ? { lastName: change.contact.lastName } : {}),
        ...(change.profile?.nickname ? { nickname: change.profile.nickname } : {}),
      },
    },
  );
  member.contact = { ...member.contact, ...(change.contact ?? {}) };
  if (!member.contact.emails?.length) member.contact.emails = [email];
  member.profile = { ...member.profile, ...(change.profile ?? {}), slug: member.profile.slug };
  rule.emit?.('wix.members.v1.member_created', {
    entityFqdn: MEMBER_FQDN,
    slug: 'created',
    entityId: member.id,
    createdEvent: { entity: clone(member) },
  });
  return member;
}
