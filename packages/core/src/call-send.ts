import type { FrontdeskClient } from './client.js';
import type { ApiError } from './errors/api-error.js';
import { InputError } from './errors/input-error.js';
import { encodeQuery } from './http/query-string.js';
import type { HttpMethod, HttpRequest, HttpResponse } from './http/transport.js';
import { readPath } from './read-path.js';

/*
 * Step 4 of a call: the encoded arguments become a request (the path with its placeholders filled,
 * the payload as a query string or a JSON body, the long-GET fallback), sent through the client's
 * transport. The transport runs the call's response check before it answers (steps 5 and 6, in
 * define-call.ts), so a bad answer is a typed error like any other.
 */

/** Above this many query-string characters a GET switches to its declared POST fallback. */
export const LONG_GET_LIMIT = 4000;

/** What the send step reads of a declaration. */
export interface SentDeclaration {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly args: readonly { readonly name: string; readonly placement: string }[];
  readonly params?: Readonly<Record<string, string>> | undefined;
  readonly payload?: ((args: Record<string, unknown>) => Record<string, unknown>) | undefined;
  readonly complexQuery?: boolean | undefined;
  readonly longGetFallback?: boolean | undefined;
  readonly idempotent?: boolean | ((payload: Record<string, unknown>) => boolean) | undefined;
  readonly refreshOnUnauthorized?: boolean | ((error: ApiError) => boolean) | undefined;
  readonly raw?: boolean | undefined;
}

/** Where a call's request goes and what it carries. */
export interface CallTarget {
  /** The path, placeholders filled and percent-encoded. */
  readonly path: string;
  readonly payload: Record<string, unknown>;
  /** Which argument a wire field came from (for the platform's field violations). */
  readonly argumentOf: (field: string) => string | undefined;
}

/**
 * The path and payload of a call from its encoded arguments. A placeholder filled from inside an
 * argument (`params`) that is missing or empty is an `InputError`: the request would go elsewhere.
 */
export function toTarget(declaration: SentDeclaration, args: Record<string, unknown>): CallTarget {
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
  return { path, payload, argumentOf: argumentMapper(declaration, args) };
}

/**
 * Sends a call's request with `payload` (the target's, or a following page's) through the client;
 * `check` runs on a successful JSON body inside the transport.
 */
export function send(
  client: FrontdeskClient<any>,
  declaration: SentDeclaration,
  target: CallTarget,
  payload: Record<string, unknown>,
  check: ((body: unknown) => string | undefined) | undefined,
): Promise<HttpResponse<Record<string, unknown>>> {
  const request: HttpRequest = {
    method: declaration.method,
    path: target.path,
    callName: declaration.name,
    argumentOf: target.argumentOf,
    idempotent: typeof declaration.idempotent === 'function' ? declaration.idempotent(payload) : declaration.idempotent,
    refreshOnUnauthorized: declaration.refreshOnUnauthorized,
    raw: declaration.raw,
    check,
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
  return client.request<Record<string, unknown>>(request);
}

type TemplatePart = string | { source: string };
const TEMPLATES = new WeakMap<SentDeclaration, TemplatePart[]>();

/** The path template split once into literals and placeholders (not re-parsed on every call). */
function templateOf(declaration: SentDeclaration): TemplatePart[] {
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

function argumentMapper(declaration: SentDeclaration, args: Record<string, unknown>): (field: string) => string | undefined {
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
