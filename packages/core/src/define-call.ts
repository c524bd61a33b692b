import * as z from 'zod/mini';
import type { FrontdeskClient } from './client.js';
import type { ApiError } from './errors/api-error.js';
import { InputError, type InputIssue } from './errors/input-error.js';
import { encodeQuery } from './http/query-string.js';
import type { HttpMethod, HttpRequest } from './http/transport.js';
import type { Page } from './paging.js';
import { readPath, toPage } from './call-pages.js';
import { checkResponse, type ResponseShape } from './wire/response-shape.js';
import type { WireShape } from './wire/shape.js';
import { toWireNames } from './wire/official-names.js';
import { wirePaths } from './wire/values.js';

type Schema = z.core.$ZodType;
/** What a declaration's `response` may be: a generated {@link WireShape} (or, until every package moves, a zod schema). */
type ResponseSpec = WireShape<any> | Schema;

/** Where a positional argument goes on the wire. */
export type ArgPlacement = 'path' | 'field' | 'spread';

/** One positional argument of a call: its name, its zod schema and where it goes. */
export interface ArgSpec<N extends string = string, S extends Schema = Schema> {
  readonly name: N;
  readonly schema: S;
  /**
   * `path`: fills the `{name}` placeholder of the path; `field`: sent as `payload[name]`;
   * `spread`: its keys are merged into the payload (the options object of most calls).
   */
  readonly placement: ArgPlacement;
}

/**
 * Helpers to declare a call's positional arguments.
 *
 * @example
 * ```ts
 * args: [arg.path('id'), arg.spread('options', z.optional(CancelOptionsSchema))]
 * ```
 */
export const arg = {
  /** A path parameter: a non-empty string. */
  path<N extends string>(name: N): ArgSpec<N, z.ZodMiniString<string>> {
    return { name, schema: z.string().check(z.minLength(1, 'must be a non-empty string')), placement: 'path' };
  },
  /** A value sent under its own name, e.g. `{ service }`. */
  field<N extends string, S extends Schema>(name: N, schema: S): ArgSpec<N, S> {
    return { name, schema, placement: 'field' };
  },
  /** An object whose keys are merged into the payload, e.g. the options of `cancelBooking`. */
  spread<N extends string, S extends Schema>(name: N, schema: S): ArgSpec<N, S> {
    return { name, schema, placement: 'spread' };
  },
};

/** How a paged call's response is read. */
export interface PageSpec {
  readonly kind: 'offset' | 'cursor';
  /** The response key holding the items, e.g. `plans`. */
  readonly items: string;
  /** The response key holding the paging metadata (`pagingMetadata`, or `metadata` for members). */
  readonly metadata: string;
  /**
   * Where the request's paging lives, as a dotted payload path: `query.paging`,
   * `query.cursorPaging`, `cursorPaging`, or `''` for top-level `limit`/`offset` (list GETs).
   */
  readonly paging: string;
}

/** A platform call, declared once. */
export interface CallDeclaration<
  A extends readonly ArgSpec[] = readonly ArgSpec[],
  S extends ResponseSpec | undefined = ResponseSpec | undefined,
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
  /** Placeholders filled from inside an argument, e.g. `{ id: 'plan.id' }` for `updatePlan(plan)`. */
  readonly params?: Readonly<Record<string, string>>;
  /** Builds the payload from the validated arguments, when the placements are not enough. */
  readonly payload?: (args: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The schema of the response body; its `timestamp()` and `float()` fields are decoded, and a value
   * there that does not parse rejects the call with an `UnexpectedResponseError`. The rest of the
   * schema is not enforced.
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
  ? undefined extends z.input<H['schema']>
    ? [arg?: z.input<H['schema']>, ...CallParams<R>]
    : [arg: z.input<H['schema']>, ...CallParams<R>]
  : [];

type Body<S> = S extends WireShape<infer T> ? T : S extends Schema ? z.output<S> : unknown;
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

/** Above this many query-string characters a GET switches to its declared POST fallback. */
export const LONG_GET_LIMIT = 4000;

/**
 * Turns a call declaration into the tree-shakable function users import. Arguments are validated
 * (and converted to wire form) with zod before anything is sent; the caller's objects are never
 * mutated; the response's timestamps and floats are decoded per the response schema. A response that
 * cannot be what the call returns (not a JSON object, without the entity it unwraps, a date that does
 * not parse) rejects with an `UnexpectedResponseError`.
 *
 * @example
 * ```ts
 * export const getPlan = defineCall({
 *   name: 'getPlan',
 *   method: 'GET',
 *   path: '/pricing-plans/v2/plans/{id}',
 *   args: [arg.path('id')],
 *   response: GetPlanResponseSchema,
 *   unwrap: 'plan',
 * });
 * const plan = await getPlan(client, 'plan-1');
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  const A extends readonly ArgSpec[],
  S extends ResponseSpec | undefined = undefined,
  const K extends string | undefined = undefined,
  const P extends PageSpec | undefined = undefined,
>(declaration: CallDeclaration<A, S, K, P>): Call<A, CallResult<S, K, P>> {
  const call = async (client: FrontdeskClient<any>, ...values: unknown[]) => {
    const args = validateArgs(declaration, values);
    const { path, payload } = buildPayload(declaration, args);
    return execute(client, declaration, path, payload, argumentMapper(declaration, args));
  };
  Object.defineProperty(call, 'name', { value: declaration.name });
  Object.defineProperty(call, 'declaration', { value: declaration });
  return call as unknown as Call<A, CallResult<S, K, P>>;
}

function validateArgs(declaration: CallDeclaration, values: unknown[]): Record<string, unknown> {
  const issues: InputIssue[] = [];
  const args: Record<string, unknown> = {};
  declaration.args.forEach((spec, index) => {
    // Code written for the official SDK spells three keys differently (`_id`): same request either way.
    const value = toWireNames(values[index]);
    const result = z.safeParse(spec.schema, value);
    if (result.success) {
      args[spec.name] = result.data;
      return;
    }
    for (const issue of result.error.issues) {
      issues.push({
        argument: spec.name,
        path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: describeIssue(issue, valueAt(value, issue.path)),
      });
    }
  });
  if (values.length > declaration.args.length) {
    issues.push({
      argument: `#${declaration.args.length + 1}`,
      path: [],
      message: `is not expected: ${declaration.name} takes ${declaration.args.length} argument(s) after the client`,
    });
  }
  if (issues.length > 0) throw new InputError(issues);
  return args;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type' && value === undefined) return 'is required';
  if (issue.code === 'invalid_type') return `must be ${article(issue.expected)}`;
  return issue.message;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function buildPayload(declaration: CallDeclaration, args: Record<string, unknown>): { path: string; payload: Record<string, unknown> } {
  let payload: Record<string, unknown> = {};
  if (declaration.payload) {
    payload = declaration.payload(args);
  } else {
    for (const spec of declaration.args) {
      const value = args[spec.name];
      if (spec.placement === 'field' && value !== undefined) payload[spec.name] = value;
      else if (spec.placement === 'spread' && value && typeof value === 'object') Object.assign(payload, value);
    }
  }
  let path = '';
  for (const part of templateOf(declaration)) {
    if (typeof part === 'string') {
      path += part;
      continue;
    }
    const value = readPath(args, part.source);
    if (typeof value !== 'string' || value === '') {
      const [argument = part.source, ...rest] = part.source.split('.');
      throw new InputError([{ argument, path: rest, message: 'must be a non-empty string' }]);
    }
    path += encodeURIComponent(value);
  }
  return { path, payload };
}

type TemplatePart = string | { source: string };
const TEMPLATES = new WeakMap<CallDeclaration, TemplatePart[]>();

/** The path template split once into literals and placeholders (not re-parsed on every call). */
function templateOf(declaration: CallDeclaration): TemplatePart[] {
  let parts = TEMPLATES.get(declaration);
  if (!parts) {
    parts = declaration.path
      .split(/(\{[^}]+\})/)
      .filter((part) => part !== '')
      .map((part) => {
        if (!part.startsWith('{')) return part;
        const name = part.slice(1, -1);
        return { source: declaration.params?.[name] ?? name };
      });
    TEMPLATES.set(declaration, parts);
  }
  return parts;
}

function argumentMapper(declaration: CallDeclaration, args: Record<string, unknown>): (field: string) => string | undefined {
  return (field) => {
    const top = field.split(/[.[]/, 1)[0] ?? '';
    for (const spec of declaration.args) {
      if (spec.placement === 'field' && spec.name === top) return spec.name;
      const value = args[spec.name];
      if (spec.placement === 'spread' && value && typeof value === 'object' && top in value) return spec.name;
    }
    return declaration.args.find((spec) => spec.name === top)?.name;
  };
}

async function execute(
  client: FrontdeskClient<any>,
  declaration: CallDeclaration,
  path: string,
  payload: Record<string, unknown>,
  argumentOf: (field: string) => string | undefined,
): Promise<unknown> {
  const request: HttpRequest = {
    method: declaration.method,
    path,
    callName: declaration.name,
    argumentOf,
    idempotent: typeof declaration.idempotent === 'function' ? declaration.idempotent(payload) : declaration.idempotent,
    refreshOnUnauthorized: declaration.refreshOnUnauthorized,
    raw: declaration.raw,
    check: declaration.raw ? undefined : checkOf(declaration),
  };
  if (declaration.method === 'GET' || declaration.method === 'DELETE') {
    const query = encodeQuery(payload, { complex: declaration.complexQuery });
    if (declaration.method === 'GET' && declaration.longGetFallback && query.length > LONG_GET_LIMIT) {
      // Same path, same payload, as JSON; still a read, so still safe to retry.
      request.method = 'POST';
      request.body = payload;
      request.idempotent = true;
    } else {
      request.query = query;
    }
  } else {
    request.body = payload;
  }
  const response = await client.request<Record<string, unknown>>(request);
  if (declaration.raw) return toRawResponse(response);
  // Already checked and decoded by `check` in the transport: an object, with the entity to unwrap.
  const { body } = response;
  if (declaration.page) {
    return toPage(
      declaration.page,
      payload,
      body,
      (next) => execute(client, declaration, path, next, argumentOf) as Promise<Page<unknown, unknown>>,
    );
  }
  return declaration.unwrap ? body[declaration.unwrap] : body;
}

const CHECKS = new WeakMap<CallDeclaration, (body: unknown) => string | undefined>();

/**
 * The response check of a call, built once: the body must be a JSON object holding the `unwrap`
 * entity (when the call unwraps one) and the page's items (as an array, when present), and its date
 * and float fields must parse. Calls that return nothing have no `unwrap`, so `{}` and `204` pass.
 */
function checkOf(declaration: CallDeclaration): (body: unknown) => string | undefined {
  let check = CHECKS.get(declaration);
  if (!check) {
    const paths = declaration.response === undefined ? { dates: [], floats: [] } : wirePaths(declaration.response);
    const shape: ResponseShape = { ...paths, unwrap: declaration.unwrap, items: declaration.page?.items };
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
