/**
 * A JSON Web Key as the emulator stores it (RFC 7517 members; jose's `JWK` has the same shape). Declared
 * here rather than imported from `jose`, which is ESM-only: CommonJS consumers' declarations could not
 * import it (TS1479).
 */
export interface JWK {
  kty?: string;
  kid?: string;
  alg?: string;
  use?: string;
  crv?: string;
  x?: string;
  y?: string;
  d?: string;
  n?: string;
  e?: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
  [member: string]: unknown;
}

/**
 * The site the emulator plays.
 */
export interface SiteRecord {
  id: string;
  name: string;
  /** The app instance id put in webhook envelopes (`instanceId`). */
  instanceId: string;
  accountId?: string;
}

/**
 * An admin API key, stored by hash only.
 */
export interface ApiKeyRecord {
  id: string;
  name: string;
  keyHash: string;
  /** The first characters of the key, for display (`fd_admin_dem…`). */
  hint: string;
  siteId: string;
  createdDate: string;
}

/**
 * An OAuth client (a headless storefront) that may ask for visitor and member tokens.
 *
 * @example
 * ```ts
 * emulator.services.upsertOAuthClient({ id: 'shop', redirectUris: ['http://localhost:3000/callback'] });
 * ```
 */
export interface OAuthClientRecord {
  id: string;
  name: string;
  /** The redirect URIs registered for this client (empty: no redirects at all, so no authorization codes). */
  redirectUris: string[];
}

/**
 * The caller roles of platform-rules §0.3 that a token can carry.
 */
export type TokenRole = 'visitor' | 'member';

/**
 * An issued access or refresh token, stored under the SHA-256 of the token.
 */
export interface TokenRecord {
  kind: 'access' | 'refresh';
  role: TokenRole;
  clientId: string;
  visitorId: string;
  memberId?: string;
  /** All tokens descending from one grant share a family (for revocation on logout). */
  familyId: string;
  issuedAt: number;
  /** Epoch ms; access tokens only (refresh tokens do not expire). */
  expiresAt?: number;
  /** Set when a refresh token was used (rotated); a used refresh token is refused. */
  usedAt?: number;
  revokedAt?: number;
}

/**
 * A webhook subscriber.
 */
export interface WebhookSubscription {
  id: string;
  url: string;
  /** Event types delivered to this subscriber; absent or empty: all. */
  eventTypes?: string[];
  createdDate: string;
}

/**
 * The emulator's RS256 signing key pair, as JWKs.
 */
export interface WebhookKeyRecord {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * Per-domain state. Domain issues add their collections here, for example
 * `plans: Record<string, Plan>` (and put demo entries in `seed/demo.ts`).
 *
 * @example
 * ```ts
 * // in a domain module:
 * declare module '../state/types.js' {
 *   interface DomainStates { plans: { plans: Record<string, Plan> } }
 * }
 * ```
 */
export interface DomainStates {
  [domain: string]: unknown;
}

/**
 * The whole emulator state: plain JSON, persisted as `state.json`.
 */
export interface EmulatorState {
  version: 1;
  site: SiteRecord;
  apiKeys: ApiKeyRecord[];
  oauthClients: OAuthClientRecord[];
  /** Tokens by SHA-256 of the token. */
  tokens: Record<string, TokenRecord>;
  webhooks: { key?: WebhookKeyRecord; subscriptions: WebhookSubscription[] };
  /** Named counters (e.g. `entityEventSequence` per entity). */
  sequences: Record<string, number>;
  domains: DomainStates;
}
