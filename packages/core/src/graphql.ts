import type { FrontdeskClient } from './client.js';
import { ApiError } from './errors/api-error.js';
import { InputError } from './errors/input-error.js';
import { checkResponse, type ResponseShape } from './wire/response-shape.js';

/** One error of a GraphQL response. */
export interface GraphQLErrorItem {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: Record<string, unknown>;
}

/** A GraphQL response: `data` and, for partial failures, `errors`. */
export interface GraphQLResult<T> {
  data: T | null | undefined;
  errors?: GraphQLErrorItem[];
}

/** Options of `graphql`. */
export interface GraphQLOptions {
  /** The API version in the path: `alpha` (default) or `v1`. */
  apiVersion?: 'alpha' | 'v1' | (string & {});
  /**
   * Throw an `ApiError` (code `GRAPHQL_ERROR`) when the response has errors and no data.
   * Default true; partial results (data and errors) are always returned.
   */
  throwOnErrors?: boolean;
}

/** A GraphQL answer is a JSON object (`data`, `errors`); anything else is an `UnexpectedResponseError`. */
const ANY_OBJECT: ResponseShape = { dates: [], floats: [] };

/**
 * Runs a GraphQL query against `POST /graphql/{apiVersion}`.
 *
 * @example
 * ```ts
 * const { data } = await graphql<{ site: { id: string } }>(client, '{ site { id } }');
 * ```
 */
export async function graphql<T = unknown>(
  client: FrontdeskClient<any>,
  query: string,
  variables?: Record<string, unknown>,
  options: GraphQLOptions = {},
): Promise<GraphQLResult<T>> {
  if (typeof query !== 'string' || query.trim() === '') {
    throw new InputError([{ argument: 'query', path: [], message: 'must be a non-empty string' }]);
  }
  if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) {
    throw new InputError([{ argument: 'variables', path: [], message: 'must be an object' }]);
  }
  const apiVersion = options.apiVersion ?? 'alpha';
  if (!/^[A-Za-z0-9_-]+$/.test(apiVersion)) {
    throw new InputError([{ argument: 'options', path: ['apiVersion'], message: 'must be a version name such as "alpha"' }]);
  }
  const { body, status, requestId } = await client.request<GraphQLResult<T>>({
    method: 'POST',
    path: `/graphql/${apiVersion}`,
    body: variables ? { query, variables } : { query },
    callName: 'graphql',
    // Queries are reads and safe to retry; mutations are not.
    idempotent: !/^\s*mutation\b/.test(query),
    check: (body) => checkResponse(body, ANY_OBJECT),
  });
  const errors = Array.isArray(body.errors) ? body.errors : undefined;
  if (errors && errors.length > 0 && (body.data === null || body.data === undefined) && options.throwOnErrors !== false) {
    throw new ApiError(errors.map((e) => e.message).join('; '), {
      status,
      code: 'GRAPHQL_ERROR',
      description: errors[0]?.message,
      data: errors,
      requestId,
    });
  }
  return errors ? { data: body.data, errors } : { data: body.data };
}
