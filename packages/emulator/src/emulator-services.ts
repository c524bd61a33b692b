import type { CreatedApiKey } from './auth/api-keys.js';
import type { GrantRegistry } from './auth/grants.js';
import type { TokenService } from './auth/tokens.js';
import type { Faults } from './faults.js';
import type { GraphQLRegistry } from './graphql/registry.js';
import type { RouteRegistry } from './routing/registry.js';
import type { OAuthClientRecord } from './state/types.js';
import type { Webhooks } from './webhooks/webhooks.js';

/**
 * The emulator's services, available to route handlers as `ctx.services` and to domain modules.
 */
export interface EmulatorServices {
  tokens: TokenService;
  grants: GrantRegistry;
  webhooks: Webhooks;
  faults: Faults;
  graphql: GraphQLRegistry;
  routes: RouteRegistry;
  /** Creates an owner API key (returned in clear once). */
  createApiKey(options?: { name?: string }): CreatedApiKey;
  /** Adds (or replaces) an OAuth client. */
  upsertOAuthClient(client: { id: string; name?: string; redirectUris?: string[] }): OAuthClientRecord;
  /** Resets the state to the seed (see `Emulator.reset`). */
  reset(): void;
  /** Every registered domain's empty state, by domain name: what a data folder or an imported state file is checked against. */
  emptyDomainStates(): Record<string, unknown>;
  /** Where the state is kept and the credentials known in clear, for the emulator's own pages (`GET /`). */
  about?(): EmulatorAbout;
}

/**
 * What the emulator tells about itself on its home page (`GET /`).
 */
export interface EmulatorAbout {
  /** The data folder (`dataDir`); absent when the state is in memory only. */
  dataDir?: string;
  /** The seed's owner API key, when it is known in clear and still exists. */
  apiKey?: string;
  /** The first OAuth client id. */
  clientId?: string;
}
