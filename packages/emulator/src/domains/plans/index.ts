import type { DomainModule } from '../types.js';
import { plansGraphQL } from './graphql.js';
import { registerPlanRoutes } from './routes.js';
import type { PlansState } from './types.js';

/**
 * The pricing plans domain (platform-rules §6.1-6.2): plan management for the owner, public plan
 * reads for everyone, `plan_*` webhooks and the GraphQL `plans`/`plan` fields. Its state is
 * `state.domains.plans` (`{ plans: Record<id, Plan> }`).
 */
export const plansDomain: DomainModule = {
  name: 'plans',
  initialState: (): PlansState => ({ plans: {} }),
  register(domain) {
    registerPlanRoutes(domain);
    domain.graphql(plansGraphQL);
  },
};
