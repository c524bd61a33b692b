import type { TokenResponse, TokenService } from '../../auth/tokens.js';
import type { Clock } from '../../clock.js';
import type { StateStore } from '../../state/store.js';
import type { EmulatorState } from '../../state/types.js';
import type { Webhooks } from '../../webhooks/webhooks.js';
import {
  type EmitFn,
  findMemberByEmail,
  getMember,
  type Member,
  type MemberPrivacyStatus,
  type MemberStatus,
  updateMember,
} from '../members/api.js';
import { createIdentity, type FlowContext } from './flows.js';
import { createSession } from './secrets.js';
import { applyIdentitySettings } from './settings.js';
import { identityState, identityView, touchIdentity } from './store.js';
import type { PendingReason, SignOnPolicy } from './types.js';
import { clone } from '../../state/clone.js';

/**
 * A member (and identity) made for a test: APPROVED with a verified email unless told otherwise.
 */
export interface TestMemberInput {
  email: string;
  /** Omit for an identity without a password (login answers `-19973` until it is set). */
  password?: string;
  status?: MemberStatus;
  /** For a PENDING member; default: the email-verification reason when `emailVerified: false`, else owner approval. */
  pendingReasons?: PendingReason[];
  emailVerified?: boolean;
  nickname?: string;
  privacyStatus?: MemberPrivacyStatus;
  /** Identity profile fields (`firstName`, `lastName`, ...). */
  profile?: Record<string, unknown>;
}

/**
 * The in-process sign-in API (`emulator.identity`): policy, captcha, and members, sessions and
 * tokens made directly, for tests and scripts. Over HTTP: `/_emulator/identity/*`.
 *
 * @example
 * ```ts
 * const { member } = emulator.identity.createMember({ email: 'dana@example.com', password: 'S3cret-Passw0rd' });
 * const { access_token } = emulator.identity.memberTokens(member.id);
 * ```
 */
export class IdentityApi {
  readonly #store: StateStore;
  readonly #clock: Clock;
  readonly #tokens: TokenService;
  readonly #emit: EmitFn;

  constructor(deps: { store: StateStore; clock: Clock; tokens: TokenService; webhooks: Webhooks }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#tokens = deps.tokens;
    this.#emit = (eventType, event) => {
      deps.webhooks.emit(eventType, event, { identityType: 'WIX_USER' });
    };
  }

  /** The site's sign-on policy. */
  get policy(): SignOnPolicy {
    return { ...identityState(this.#store.data).policy };
  }

  /**
   * Changes the sign-on policy (partial); applies to sign-ups from then on.
   *
   * @example
   * ```ts
   * emulator.identity.setPolicy({ requireEmailVerification: true });
   * ```
   */
  setPolicy(patch: Partial<SignOnPolicy>): SignOnPolicy {
    this.#store.mutate((state) => applyIdentitySettings(state, { policy: patch }));
    return this.policy;
  }

  /** Whether register/login need a captcha token (`TEST_CAPTCHA_TOKEN` is the valid one). */
  get captchaRequired(): boolean {
    return identityState(this.#store.data).captchaRequired;
  }

  /**
   * Turns captcha enforcement on or off.
   */
  setCaptchaRequired(required: boolean): void {
    this.#store.mutate((state) => applyIdentitySettings(state, { captchaRequired: required }));
  }

  /**
   * Creates a member and its identity (no policy, captcha or email checks; emits `member_created`).
   */
  createMember(input: TestMemberInput): { member: Member; identity: Record<string, unknown> } {
    return this.#store.mutate((state) => {
      const status = input.status ?? 'APPROVED';
      const emailVerified = input.emailVerified ?? true;
      const pendingReasons: PendingReason[] =
        status !== 'PENDING'
          ? []
          : (input.pendingReasons ?? [emailVerified ? 'PENDING_ADMIN_APPROVAL_REQUIRED' : 'PENDING_EMAIL_VERIFICATION_REQUIRED']);
      const { identity, member } = createIdentity(this.#flow(state), {
        email: input.email,
        emailVerified,
        status,
        pendingReasons,
        profile: { ...(input.profile ?? {}), ...(input.nickname ? { nickname: input.nickname } : {}) },
        ...(input.password !== undefined ? { password: input.password } : {}),
        ...(input.privacyStatus ? { privacyStatus: input.privacyStatus } : {}),
      });
      return { member: clone(member), identity: identityView(state, identity) };
    });
  }

  /**
   * A member by id or login email (a copy), or `undefined`.
   */
  findMember(idOrEmail: string): Member | undefined {
    const member = this.#member(idOrEmail);
    return member ? clone(member) : undefined;
  }

  /**
   * Sets a member's status (e.g. `'APPROVED'` for a member waiting for the owner); emits `member_updated`.
   */
  setMemberStatus(idOrEmail: string, status: MemberStatus): Member {
    const member = this.#require(idOrEmail);
    return this.#store.mutate((state) => {
      if (status !== 'PENDING') {
        const identity = identityState(state).identities[member.id];
        if (identity) identity.pendingReasons = [];
      }
      return clone(updateMember(state, member, { status }, this.#clock.now(), this.#emit));
    });
  }

  /**
   * Makes the next login answer `-19973` (password must be reset) until a recovery or changePassword.
   */
  requirePasswordReset(idOrEmail: string): void {
    const member = this.#require(idOrEmail);
    this.#store.mutate((state) => {
      const identity = identityState(state).identities[member.id];
      if (!identity) return;
      identity.passwordResetRequired = true;
      touchIdentity(identity, this.#clock.now());
    });
  }

  /**
   * A session token for a member, as loginV2 SUCCESS returns (for `prompt: 'none'` or `authorized_client`).
   */
  createSession(idOrEmail: string): string {
    const member = this.#require(idOrEmail);
    return this.#store.mutate((state) => createSession(state, member.id, this.#clock.now()));
  }

  /**
   * A member token pair (role member), as the authorization-code grant would give.
   */
  memberTokens(idOrEmail: string, options: { clientId?: string } = {}): TokenResponse {
    const member = this.#require(idOrEmail);
    const clientId = options.clientId ?? this.#store.data.oauthClients[0]?.id;
    if (!clientId) throw new Error('The emulator has no OAuth client: pass { clientId } or add one');
    return this.#tokens.issue({ role: 'member', clientId, memberId: member.id });
  }

  #flow(state: EmulatorState): FlowContext {
    return { state, now: this.#clock.now(), emit: this.#emit };
  }

  #member(idOrEmail: string): Member | undefined {
    const state = this.#store.data;
    return getMember(state, idOrEmail) ?? findMemberByEmail(state, idOrEmail);
  }

  #require(idOrEmail: string): Member {
    const member = this.#member(idOrEmail);
    if (!member) throw new Error(`No member with id or email ${idOrEmail}`);
    return member;
  }
}
