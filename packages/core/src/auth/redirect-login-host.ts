import type { TokenStorage } from './storage.js';
import type { Tokens } from './tokens.js';

/** @internal What the token manager lends the redirect sign-in functions (not part of the API). */
export const REDIRECT_LOGIN: unique symbol = Symbol.for('frontdesk.redirect-login');

/** @internal The token manager's side of a redirect sign-in. */
export interface RedirectLoginHost {
  /** Where flow data is kept across the redirect. */
  /** `oauth({ flowStorage })`, when given. */
  readonly flowStorage: TokenStorage | undefined;
  /** The token storage (where flows live when there is no sessionStorage). */
  readonly storage: TokenStorage;
  /** The storage key prefix of this client id. */
  readonly prefix: string;
  readonly now: () => number;
  /** The origins `originalUri` may point to, given the flow's redirect URI (trusted by definition). */
  trustedOrigins(redirectUri: string | undefined): readonly string[];
  /** Exchanges a member grant at the token endpoint and stores the member tokens. */
  signIn(grant: Record<string, unknown>): Promise<Tokens>;
}
