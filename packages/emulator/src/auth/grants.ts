import type { Clock } from '../clock.js';
import type { StateStore } from '../state/store.js';
import type { OAuthClientRecord } from '../state/types.js';
import type { CallerResolution } from './caller.js';
import type { TokenResponse, TokenService } from './tokens.js';

/**
 * What a grant handler receives from `POST /oauth2/token`.
 */
export interface GrantContext {
  /** The body (JSON or form-encoded), keys as sent (`clientId` or `client_id`, ...). */
  body: Record<string, unknown>;
  /** `clientId ?? client_id`, when it names a known client. */
  client: OAuthClientRecord | undefined;
  /** The raw client id as sent (may be unknown or missing). */
  clientId: unknown;
  /** The caller resolved from `Authorization` (the `authorized_client` grant sends `<access token>,<api key>`). */
  auth: CallerResolution;
  request: Request;
  tokens: TokenService;
  store: StateStore;
  clock: Clock;
}

/**
 * Handles one `grantType` of the token endpoint: return a token response, or throw `oauthError(...)`.
 *
 * @example
 * ```ts
 * domain.grant('authorization_code', ({ body, client, tokens }) => {
 *   if (!client) throw oauthError('invalid_client', 'Unknown OAuth client id');
 *   return tokens.issue({ role: 'member', clientId: client.id, memberId: lookUpCode(body.code) });
 * });
 * ```
 */
export type GrantHandler = (ctx: GrantContext) => TokenResponse | Promise<TokenResponse>;

/**
 * The grant types the token endpoint accepts, by name (`anonymous`, `refresh_token`, ...). Domain
 * modules add grants (e.g. `authorization_code`) with `domain.grant(name, handler)`.
 */
export type GrantRegistry = Map<string, GrantHandler>;
