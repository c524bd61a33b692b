import type { Clock } from '../clock.js';
import { hashSecret, newId, newSecret } from '../ids.js';
import type { StateStore } from '../state/store.js';
import type { OAuthClientRecord, TokenRecord, TokenRole } from '../state/types.js';
import { oauthError } from './oauth-error.js';

/**
 * The token endpoint's success body.
 */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * Who a new token pair is for.
 */
export interface IssueTokensInput {
  role: TokenRole;
  clientId: string;
  /** Defaults to a new visitor id. */
  visitorId?: string;
  /** Required for `role: 'member'`. */
  memberId?: string;
  /** Keeps a refreshed pair in its family (revoked together). Defaults to a new family. */
  familyId?: string;
}

/**
 * How the token service behaves beyond the token lifetime.
 */
export interface TokenServiceOptions {
  /** Refuse reuse of a used refresh token and revoke its family. Default `false` (the platform accepts reuse). */
  strictRefreshRotation?: boolean | undefined;
}

/**
 * The result of looking up an access token.
 *
 * @example
 * ```ts
 * const found: AccessLookup = tokens.lookupAccess(token);
 * if (found.status === 'expired') ctx.fail.unauthenticated('Access token expired');
 * ```
 */
export type AccessLookup =
  | { status: 'valid'; record: TokenRecord }
  | { status: 'expired' | 'revoked'; record: TokenRecord }
  | { status: 'unknown' };

/**
 * Issues, rotates and resolves opaque access and refresh tokens. Tokens are random strings; the
 * state keeps only their SHA-256, with role, subject (visitor/member id), client id and expiry (from
 * the emulator clock). Grants (anonymous, refresh, and later authorization_code/authorized_client)
 * build on {@link TokenService.issue}.
 *
 * @example
 * ```ts
 * const pair = emulator.tokens.issue({ role: 'visitor', clientId: 'demo-storefront' });
 * emulator.tokens.lookupAccess(pair.access_token).status; // 'valid'
 * ```
 */
export class TokenService {
  readonly #store: StateStore;
  readonly #clock: Clock;
  /** Access token lifetime in seconds (platform: 14400). */
  readonly ttlSeconds: number;
  /** Refuses a used refresh token and revokes its family (off by default: the platform accepts reuse). */
  readonly strictRefreshRotation: boolean;

  constructor(store: StateStore, clock: Clock, ttlSeconds: number, options: TokenServiceOptions = {}) {
    this.#store = store;
    this.#clock = clock;
    this.ttlSeconds = ttlSeconds;
    this.strictRefreshRotation = options.strictRefreshRotation ?? false;
  }

  /**
   * The OAuth client with this id, or `undefined`.
   */
  client(clientId: unknown): OAuthClientRecord | undefined {
    return typeof clientId === 'string' ? this.#store.data.oauthClients.find((c) => c.id === clientId) : undefined;
  }

  /**
   * Issues a new access/refresh token pair.
   */
  issue(input: IssueTokensInput): TokenResponse {
    if (input.role === 'member' && !input.memberId) throw new TypeError('A member token needs a memberId');
    const now = this.#clock.now().getTime();
    const access = newSecret('fd_at_');
    const refresh = newSecret('fd_rt_');
    const base = {
      role: input.role,
      clientId: input.clientId,
      visitorId: input.visitorId ?? newId(),
      ...(input.memberId ? { memberId: input.memberId } : {}),
      familyId: input.familyId ?? newId(),
      issuedAt: now,
    };
    this.#store.mutate((state) => {
      this.#purgeExpired(state.tokens, now);
      state.tokens[hashSecret(access)] = { ...base, kind: 'access', expiresAt: now + this.ttlSeconds * 1000 };
      state.tokens[hashSecret(refresh)] = { ...base, kind: 'refresh' };
    });
    return { access_token: access, refresh_token: refresh, expires_in: this.ttlSeconds };
  }

  /**
   * The `refresh_token` grant: issues a new pair with the same role, subject and family, and marks
   * the presented refresh token used. Like the platform, a used (but not revoked) refresh token is
   * accepted again; with `strictRefreshRotation` its reuse is refused and revokes the whole family.
   * `clientId` (when given) must be the client the token was issued to; without it, the token's own.
   */
  refresh(clientId: string | undefined, refreshToken: unknown): TokenResponse {
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      throw oauthError('invalid_request', 'refreshToken is required');
    }
    const record = this.#store.data.tokens[hashSecret(refreshToken)];
    if (record?.kind !== 'refresh') throw oauthError('invalid_grant', 'Unknown refresh token');
    if (record.revokedAt !== undefined) throw oauthError('invalid_grant', 'Refresh token was revoked');
    if (clientId !== undefined && record.clientId !== clientId)
      throw oauthError('invalid_grant', 'Refresh token was issued to another client');
    if (record.usedAt !== undefined && this.strictRefreshRotation) {
      // Strict rotation (RFC 9700 §4.14.2): a replayed refresh token ends the whole session.
      this.revokeFamily(record.familyId);
      throw oauthError('invalid_grant', 'Refresh token was already used');
    }
    this.#store.mutate(() => {
      record.usedAt ??= this.#clock.now().getTime();
    });
    return this.issue({
      role: record.role,
      clientId: record.clientId,
      visitorId: record.visitorId,
      ...(record.memberId ? { memberId: record.memberId } : {}),
      familyId: record.familyId,
    });
  }

  /**
   * Resolves an access token against the clock.
   */
  lookupAccess(token: string): AccessLookup {
    const record = this.#store.data.tokens[hashSecret(token)];
    if (record?.kind !== 'access') return { status: 'unknown' };
    if (record.revokedAt !== undefined) return { status: 'revoked', record };
    if (record.expiresAt !== undefined && record.expiresAt <= this.#clock.now().getTime()) {
      return { status: 'expired', record };
    }
    return { status: 'valid', record };
  }

  /**
   * Revokes every token of a family (sign-out).
   */
  revokeFamily(familyId: string): void {
    const now = this.#clock.now().getTime();
    this.#store.mutate((state) => {
      for (const record of Object.values(state.tokens)) {
        if (record.familyId === familyId && record.revokedAt === undefined) record.revokedAt = now;
      }
    });
  }

  /**
   * Revokes every token of a member (access and refresh, every client), except the family in
   * `keepFamilyId` (the session that asked for it, e.g. a password change). Returns how many tokens
   * were revoked.
   *
   * @example
   * ```ts
   * tokens.revokeMember(memberId, { keepFamilyId: caller.familyId }); // the member's other sessions end
   * ```
   */
  revokeMember(memberId: string, options: { keepFamilyId?: string | undefined } = {}): number {
    const now = this.#clock.now().getTime();
    return this.#store.mutate((state) => revokeMemberTokens(state.tokens, memberId, now, options.keepFamilyId));
  }

  // Drop access tokens that expired over a day ago, so the state does not grow without bound.
  #purgeExpired(tokens: Record<string, TokenRecord>, now: number): void {
    for (const [hash, record] of Object.entries(tokens)) {
      if (record.kind === 'access' && record.expiresAt !== undefined && record.expiresAt < now - 86_400_000) {
        delete tokens[hash];
      }
    }
  }
}

/**
 * Revokes, in a token table (`state.tokens`), every access and refresh token of `memberId` except
 * those of the family `keepFamilyId`; returns how many were revoked. For code that already holds the
 * state (inside `store.mutate` or a route handler); elsewhere use {@link TokenService.revokeMember}.
 */
export function revokeMemberTokens(tokens: Record<string, TokenRecord>, memberId: string, now: number, keepFamilyId?: string): number {
  let revoked = 0;
  for (const record of Object.values(tokens)) {
    if (record.memberId !== memberId || record.revokedAt !== undefined) continue;
    if (keepFamilyId !== undefined && record.familyId === keepFamilyId) continue;
    record.revokedAt = now;
    revoked += 1;
  }
  return revoked;
}
