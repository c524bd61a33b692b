import {
  buildSchema,
  graphql,
  GraphQLError,
  isObjectType,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Clock } from '../clock.js';
import type { Caller } from '../routing/types.js';
import type { EmulatorState } from '../state/types.js';

/** The deepest nesting of `{`, `(` and `[` a GraphQL document may have (the JSON body limit). */
const MAX_DOCUMENT_DEPTH = 64;

// The deepest bracket nesting of a GraphQL document, outside strings and comments.
function nestingOf(source: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (ch === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < source.length && !source.startsWith(end, i)) i += source[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (ch === '{' || ch === '(' || ch === '[') {
      max = Math.max(max, ++depth);
    } else if (ch === '}' || ch === ')' || ch === ']') {
      depth--;
    }
  }
  return max;
}

/**
 * The context every resolver receives.
 */
export interface GraphQLContext {
  caller: Caller;
  state: EmulatorState;
  clock: Clock;
}

/**
 * Resolvers by type name and field name (`{ Query: { plans: (root, args, ctx) => ... } }`).
 */
export type GraphQLResolvers = Record<string, Record<string, GraphQLFieldResolver<any, GraphQLContext>>>;

/**
 * What a domain module contributes: SDL (use `extend type Query { ... }` for new root fields) and resolvers.
 *
 * @example
 * ```ts
 * domain.graphql({ typeDefs: 'extend type Query { siteName: String! }', resolvers: { Query: { siteName: (_r, _a, ctx) => ctx.state.site.name } } });
 * ```
 */
export interface GraphQLContribution {
  typeDefs: string;
  resolvers?: GraphQLResolvers;
}

/**
 * A GraphQL request body.
 */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * The emulator's GraphQL schema, assembled from the contributions of the domain modules (the
 * system module contributes `Query { caller, site }`). The schema is rebuilt after a change.
 *
 * @example
 * ```ts
 * emulator.graphql.add({ typeDefs: 'extend type Query { hello: String! }', resolvers: { Query: { hello: () => 'hi' } } });
 * ```
 */
export class GraphQLRegistry {
  readonly #contributions: GraphQLContribution[] = [];
  #schema: GraphQLSchema | undefined;

  /**
   * Adds type definitions and resolvers; returns a function that removes them.
   *
   * @example
   * ```ts
   * registry.add({
   *   typeDefs: 'type Plan { id: ID! name: String! } extend type Query { plans: [Plan!]! }',
   *   resolvers: { Query: { plans: (_root, _args, ctx) => Object.values(ctx.state.domains.plans ?? {}) } },
   * });
   * ```
   */
  add(contribution: GraphQLContribution): () => void {
    this.#contributions.push(contribution);
    this.#schema = undefined;
    return () => {
      const index = this.#contributions.indexOf(contribution);
      if (index >= 0) this.#contributions.splice(index, 1);
      this.#schema = undefined;
    };
  }

  /**
   * The assembled schema (throws if the SDL is invalid or a resolver names an unknown field).
   */
  schema(): GraphQLSchema {
    if (this.#schema) return this.#schema;
    const schema = buildSchema(this.#contributions.map((c) => c.typeDefs).join('\n'));
    for (const { resolvers } of this.#contributions) {
      for (const [typeName, fields] of Object.entries(resolvers ?? {})) {
        const type = schema.getType(typeName);
        if (!isObjectType(type)) throw new Error(`GraphQL resolvers for unknown object type ${typeName}`);
        const defined = type.getFields();
        for (const [fieldName, resolve] of Object.entries(fields)) {
          const field = defined[fieldName];
          if (!field) throw new Error(`GraphQL resolver for unknown field ${typeName}.${fieldName}`);
          field.resolve = resolve;
        }
      }
    }
    this.#schema = schema;
    return schema;
  }

  /**
   * Runs a query; the result is graphql-js's `{ data, errors? }`.
   */
  execute(request: GraphQLRequest, context: GraphQLContext): Promise<ExecutionResult> {
    // graphql-js parses and validates recursively: a deeply nested document overflows the stack.
    if (nestingOf(request.query) > MAX_DOCUMENT_DEPTH) {
      const error = new GraphQLError(`Syntax Error: the document is nested deeper than ${MAX_DOCUMENT_DEPTH} levels.`);
      return Promise.resolve({ errors: [error] });
    }
    return graphql({
      schema: this.schema(),
      source: request.query,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
    });
  }
}
