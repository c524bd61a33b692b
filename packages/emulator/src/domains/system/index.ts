import type { DomainModule } from '../types.js';
import { registerWebhookAdminRoutes } from './admin-webhooks.js';
import { registerAdminRoutes } from './admin.js';
import { registerDashboardRoutes } from './dashboard.js';
import { GRAPHQL_VERSIONS, graphqlEndpoint, systemGraphQL } from './graphql.js';
import { homePage } from './home.js';
import { anonymousGrant, refreshTokenGrant, tokenEndpoint } from './oauth.js';

/**
 * The system domain: the OAuth token endpoint (anonymous and refresh grants), GraphQL, the
 * `/_emulator` admin API and the dashboard (`GET /` and `/_emulator/dashboard/*`).
 */
export const systemDomain: DomainModule = {
  name: 'system',
  register(domain) {
    domain.grant('anonymous', anonymousGrant);
    domain.grant('refresh_token', refreshTokenGrant);
    domain.route('POST', '/oauth2/token', tokenEndpoint, { roles: 'public', body: 'raw' });
    domain.graphql(systemGraphQL);
    // One route per version, so an unknown version is a plain 404 before any credential check.
    for (const version of GRAPHQL_VERSIONS) {
      domain.route('POST', `/graphql/${version}`, graphqlEndpoint, { roles: ['visitor', 'member', 'owner'] });
    }
    registerAdminRoutes(domain);
    registerWebhookAdminRoutes(domain);
    registerDashboardRoutes(domain);
    domain.route('GET', '/', homePage, { roles: 'public' });
  },
};
