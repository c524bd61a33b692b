import type { GraphQLContribution } from '../../graphql/registry.js';
import type { RouteHandler } from '../../routing/types.js';

/**
 * The GraphQL API versions the platform serves at `/graphql/{apiVersion}`.
 */
export const GRAPHQL_VERSIONS = ['alpha', 'v1'] as const;

/**
 * The system part of the schema: who is calling and which site this is.
 */
export const systemGraphQL: GraphQLContribution = {
  typeDefs: /* GraphQL */ `
    type Query {
      "The caller, as the emulator resolved its credentials."
      caller: Caller!
      "The emulated site."
      site: Site!
    }
    type Caller {
      "visitor, member or owner"
      role: String!
      visitorId: String
      memberId: String
      siteId: String
    }
    type Site {
      id: ID!
      name: String!
      "The emulator clock's current time (ISO-8601)."
      now: String!
    }
  `,
  resolvers: {
    Query: {
      caller: (_root, _args, { caller }) => ({
        role: caller.role,
        visitorId: 'visitorId' in caller ? caller.visitorId : null,
        memberId: caller.role === 'member' ? caller.memberId : null,
        siteId: caller.role === 'owner' ? caller.siteId : null,
      }),
      site: (_root, _args, { state, clock }) => ({ id: state.site.id, name: state.site.name, now: clock.now().toISOString() }),
    },
  },
};

/**
 * `POST /graphql/alpha` and `POST /graphql/v1` with `{ query, variables?, operationName? }`; answers graphql-js's `{ data, errors? }`.
 */
export const graphqlEndpoint: RouteHandler = async (ctx) => {
  const { query, variables, operationName } = ctx.input as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') {
    ctx.fail.validation([{ field: 'query', description: 'must be a non-empty string' }]);
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    ctx.fail.validation([{ field: 'variables', description: 'must be an object' }]);
  }
  return ctx.services.graphql.execute(
    {
      query: query as string,
      variables: (variables as Record<string, unknown> | null | undefined) ?? null,
      operationName: typeof operationName === 'string' ? operationName : null,
    },
    { caller: ctx.caller, state: ctx.state, clock: ctx.clock },
  );
};
