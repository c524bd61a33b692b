import type * as z from 'zod/mini';
import { type ArgSpec, type InputSchemas, type Schema, validateArgs } from './call-validate.js';
import { type Encoding, encodeArgs } from './call-encode.js';
import { send, toTarget } from './call-send.js';
import { type PageSpec, toPage } from './call-pages.js';
import type { FrontdeskClient } from './client.js';
import type { ApiError } from './errors/api-error.js';
import { InputError } from './errors/input-error.js';
import type { HttpMethod } from './http/transport.js';
import type { Page } from './paging.js';
import { checkResponse, type ResponseShape } from './wire/response-shape.js';
import type { WireShape } from './wire/shape.js';

/*
 * A platform call, from its declaration to its result, in the order a call runs:
 *   1. declare   (this file)            the call is data: method, path, arguments, encodings, response shape
 *   2. validate  (call-validate.ts)     path parameters and argument count; the `inputs` schemas in development
 *   3. encode    (call-encode.ts)       dates, floats, addresses, images to their wire form
 *   4. send      (call-send.ts)         path, query or body, long-GET fallback, through the client's transport
 *   5. check     (wire/response-shape.ts) the body is the object the call returns
 *   6. decode    (wire/values.ts)       its dates and floats, at the paths of the generated wire shape
 *   7. page      (call-pages.ts)        a paged call's answer becomes a `Page` that fetches the next ones
 */

export type { ArgPlacement, ArgSpec } from './call-validate.js';
export type { PageSpec } from './call-pages.js';
export { LONG_GET_LIMIT } from './call-send.js';

/**
 * Helpers to declare a call's positional arguments. A schema given here is checked in every build
 * and what it outputs is sent; the domain packages give none and declare development-only `inputs`
 * and `encode` instead (docs/core.md).
 *
 * @example
 * ```ts
 * args: [arg.path('id'), arg.spread('options')]
 * ```
 */
export const arg = {
  /** A path parameter: a non-empty string (checked in every build). */
  path<N extends string>(name: N): ArgSpec<N, z.ZodMiniString<string>> {
    return { name, placement: 'path' };
  },
  /** A value sent under its own name, e.g. `{ service }`. */
  field<N extends string, S extends Schema | undefined = undefined>(name: N, schema?: S): ArgSpec<N, S> {
    return schema === undefined ? { name, placement: 'field' } : { name, schema, placement: 'field' };
  },
  /** An object whose keys are merged into the payload, e.g. the options of `cancelBooking`. */
  spread<N extends string, S extends Schema | undefined = undefined>(name: N, schema?: S): ArgSpec<N, S> {
    return schema === undefined ? { name, placement: 'spread' } : { name, schema, placement: 'spread' };
  },
};

/** A platform call, declared once. */
export interface CallDeclaration<
  A extends readonly ArgSpec[] = readonly ArgSpec[],
  S extends WireShape<any> | undefined = WireShape<any> | undefined,
  K extends string | undefined = string | undefined,
  P extends PageSpec | undefined = PageSpec | undefined,
> {
  /** The Frontdesk function name (the official SDK's name). */
  readonly name: string;
  readonly method: HttpMethod;
  /** The wire path with `{placeholders}`, exactly as in wire.md. */
  readonly path: string;
  /** The positional arguments, in order. */
  readonly args: A;
  /**
   * Development-only schemas of the arguments, by name: checked before sending (an `InputError`
   * names what is wrong), never used to build the request. Write it as
   * `() => (process.env.NODE_ENV === 'production' ? undefined : { ... })`: a production build then
   * drops the schemas and zod (docs/errors-and-retries.md).
   */
  readonly inputs?: (() => InputSchemas<A[number]['name']> | undefined) | undefined;
  /**
   * Where the arguments' values take another form on the wire, by argument name: `wireTimestamp`,
   * `wireFloat`, `wireAddress`, `wireImage` or an encoder of your own, at the paths they apply to.
   * Runs in every build; a value that cannot be encoded is an `InputError`.
   */
  readonly encode?: { readonly [N in A[number]['name']]?: Encoding } | undefined;
  /** Placeholders filled from inside an argument, e.g. `{ id: 'plan.id' }` for `updatePlan(plan)`. */
  readonly params?: Readonly<Record<string, string>>;
  /** Builds the payload from the encoded arguments, when the placements are not enough. */
  readonly payload?: (args: Record<string, unknown>) => Record<string, unknown>;
  /**
   * How the response body is decoded: the generated wire shape of its type (`wire.gen.ts`), or
   * `wireShapeOf(schema)` for a zod schema of your own. Its date and float fields are decoded, and a
   * value there that does not parse rejects the call with an `UnexpectedResponseError`.
   */
  readonly response?: S;
  /**
   * Return this key of the response body instead of the whole body. The key must hold an object: a
   * body without it (an empty `200`, a `204`, `{}`) rejects with an `UnexpectedResponseError`. Calls
   * that return nothing (deletes) leave it out, and resolve with the body (`{}` when empty).
   */
  readonly unwrap?: K;
  /** Returns a `Page` instead of the body. */
  readonly page?: P;
  /** GET/DELETE: use the `.r` complex form for nested payloads. */
  readonly complexQuery?: boolean;
  /** GET: above 4000 query-string characters, send a POST with a JSON body to the same path. */
  readonly longGetFallback?: boolean;
  /** Safe to retry? Default: GET and PUT yes, others no. A function decides per payload. */
  readonly idempotent?: boolean | ((payload: Record<string, unknown>) => boolean);
  /**
   * Whether a 401 is about the credentials (refresh once and retry: the default) or the call's own
   * answer (identity calls answer a wrong password with 401): `false`, or a function deciding per error.
   */
  readonly refreshOnUnauthorized?: boolean | ((error: ApiError) => boolean);
  /**
   * The answer is not JSON (an HTML page or a redirect): resolve with `{ statusCode, headers, body }`
   * (body as text, redirects not followed) instead of a decoded body.
   */
  readonly raw?: boolean;
}

/** The positional parameters of a call; trailing optional arguments may be left out. */
export type CallParams<A extends readonly ArgSpec[]> = A extends readonly [infer H extends ArgSpec, ...infer R extends readonly ArgSpec[]]
  ? undefined extends ArgInput<H>
    ? [arg?: ArgInput<H>, ...CallParams<R>]
    : [arg: ArgInput<H>, ...CallParams<R>]
  : [];

/** What an argument takes: its schema's input, or anything (the call's `PlatformCall` type says what). */
type ArgInput<H extends ArgSpec> = H extends ArgSpec<string, infer S> ? (S extends Schema ? z.input<S> : unknown) : unknown;

type Body<S> = S extends WireShape<infer T> ? T : unknown;
type Items<B, P> = P extends { items: infer I extends string }
  ? B extends Record<I, infer L>
    ? NonNullable<L> extends readonly (infer T)[]
      ? T
      : unknown
    : B extends Partial<Record<I, infer L>>
      ? NonNullable<L> extends readonly (infer T)[]
        ? T
        : unknown
      : unknown
  : never;

/** What a call resolves to. */
export type CallResult<S, K, P> = P extends PageSpec ? Page<Items<Body<S>, P>, Body<S>> : K extends keyof Body<S> ? Body<S>[K] : Body<S>;

/** A declared call: a standalone function `name(client, ...args)` with its declaration attached. */
export type Call<A extends readonly ArgSpec[], R> = ((client: FrontdeskClient<any>, ...args: CallParams<A>) => Promise<R>) & {
  readonly declaration: CallDeclaration;
};

/**
 * A platform call as a package exports it, with its parameters and result spelled out: the type
 * domain packages annotate their declarations with, so that editors and the declaration files show
 * `getPlan(client, id: string): Promise<Plan>` rather than the inferred types of the arguments'
 * validators.
 *
 * @example
 * ```ts
 * export const getPlan: PlatformCall<[id: string], Plan> = defineCall({ ... });
 * ```
 */
export type PlatformCall<P extends unknown[], R> = ((client: FrontdeskClient<any>, ...args: P) => Promise<R>) & {
  readonly declaration: CallDeclaration;
};

/**
 * Turns a call declaration into the tree-shakable function users import. Before anything is sent,
 * the arguments are checked (path parameters always; the development `inputs`, and any `arg`
 * schema) and encoded (`encode`), and an `InputError` names every problem; the caller's objects are
 * never mutated. The response is checked and its dates and floats decoded at the paths of its wire
 * shape: a response that cannot be what the call returns (not a JSON object, without the entity it
 * unwraps, a date that does not parse) rejects with an `UnexpectedResponseError`.
 *
 * @example
 * ```ts
 * export const getPlan = defineCall({
 *   name: 'getPlan',
 *   method: 'GET',
 *   path: '/pricing-plans/v2/plans/{id}',
 *   args: [arg.path('id')],
 *   response: GetPlanResponseWire,
 *   unwrap: 'plan',
 * });
 * const plan = await getPlan(client, 'plan-1');
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import (call sites in other files say so
// with `/* @__PURE__ */`: bundlers read this annotation only within its own file).
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  const A extends readonly ArgSpec[],
  S extends WireShape<any> | undefined = undefined,
  const K extends string | undefined = undefined,
  const P extends PageSpec | undefined = undefined,
>(declaration: CallDeclaration<A, S, K, P>): Call<A, CallResult<S, K, P>> {
  const call = async (client: FrontdeskClient<any>, ...values: unknown[]) => {
    const { args, issues } = validateArgs(declaration, values);
    issues.push(...encodeArgs(declaration, args));
    if (issues.length > 0) throw new InputError(issues);
    const target = toTarget(declaration, args);
    const check = declaration.raw ? undefined : checkOf(declaration);
    const request = async (payload: Record<string, unknown>): Promise<unknown> => {
      const response = await send(client, declaration, target, payload, check);
      if (declaration.raw) return toRawResponse(response);
      // Already checked and decoded by `check` in the transport: an object, with the entity to unwrap.
      const { body } = response;
      if (declaration.page) return toPage(declaration.page, payload, body, (next) => request(next) as Promise<Page<unknown, unknown>>);
      return declaration.unwrap ? body[declaration.unwrap] : body;
    };
    return request(target.payload);
  };
  Object.defineProperty(call, 'name', { value: declaration.name });
  Object.defineProperty(call, 'declaration', { value: declaration });
  return call as unknown as Call<A, CallResult<S, K, P>>;
}

const CHECKS = new WeakMap<CallDeclaration, (body: unknown) => string | undefined>();
const NO_PATHS = { dates: [], floats: [] };

/**
 * The response check of a call, built once (steps 5 and 6): the body must be a JSON object holding
 * the `unwrap` entity (when the call unwraps one) and the page's items (as an array, when present),
 * and its date and float fields must parse. Calls that return nothing have no `unwrap`, so `{}` and
 * `204` pass.
 */
function checkOf(declaration: CallDeclaration): (body: unknown) => string | undefined {
  let check = CHECKS.get(declaration);
  if (!check) {
    const response = declaration.response ?? NO_PATHS;
    if (!Array.isArray(response.dates))
      throw new TypeError(`${declaration.name}: response must be a wire shape (wireShapeOf(schema) for zod)`);
    const { dates, floats } = response;
    const shape: ResponseShape = { dates, floats, unwrap: declaration.unwrap, items: declaration.page?.items };
    check = (body) => checkResponse(body, shape);
    CHECKS.set(declaration, check);
  }
  return check;
}

/** What a `raw` call resolves to: the status, the headers and the body as text. */
export interface RawHttpResponse {
  statusCode: number;
  headers: { key: string; value: string }[];
  body: string;
}

function toRawResponse(response: { status: number; headers: Headers; body: unknown }): RawHttpResponse {
  const headers: RawHttpResponse['headers'] = [];
  response.headers.forEach((value, key) => {
    headers.push({ key, value });
  });
  return { statusCode: response.status, headers, body: typeof response.body === 'string' ? response.body : '' };
}
