import type { GrantHandler } from '../auth/grants.js';
import type { GraphQLContribution } from '../graphql/registry.js';
import type { HttpMethod, RouteHandler, RouteOptions } from '../routing/types.js';
import type { EmulatorServices } from '../emulator-services.js';

/**
 * What a domain module gets to plug itself into the emulator.
 *
 * @example
 * ```ts
 * register(domain) {
 *   domain.route('GET', '/pricing-plans/v2/plans/{id}', getPlan, { roles: ['owner'] });
 *   domain.graphql({ typeDefs: 'extend type Query { planCount: Int! }', resolvers: { Query: { planCount: () => 0 } } });
 * }
 * ```
 */
export interface DomainRegistrar {
  /**
   * Registers a route by wire method and path template (`{id}` placeholders, as in `wire.md`).
   */
  route<TInput = Record<string, any>>(method: HttpMethod, template: string, handler: RouteHandler<TInput>, options: RouteOptions): void;
  /** Adds GraphQL type definitions and resolvers. */
  graphql(contribution: GraphQLContribution): void;
  /** Adds an OAuth grant type to `POST /oauth2/token`. */
  grant(grantType: string, handler: GrantHandler): void;
  services: EmulatorServices;
}

/**
 * A domain module (system, plans, members, bookings, ...): its empty state and its registrations.
 *
 * @example
 * ```ts
 * export const plansDomain: DomainModule = {
 *   name: 'plans',
 *   initialState: () => ({ plans: {} }),
 *   register(domain) {
 *     domain.route('GET', '/pricing-plans/v2/plans/{id}', getPlan, { roles: ['owner'] });
 *   },
 * };
 * ```
 */
export interface DomainModule {
  /** Also the key of its state under `state.domains`. */
  name: string;
  /** The domain's empty state (`state.domains[name]`); the seed's `domains[name]` overrides it. */
  initialState?(): unknown;
  register(domain: DomainRegistrar): void;
}
