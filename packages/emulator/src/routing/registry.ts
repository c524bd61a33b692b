import { compareSpecificity, compileTemplate, type CompiledTemplate } from './template.js';
import type { HttpMethod, RouteDefinition, RouteHandler, RouteOptions } from './types.js';

/**
 * A route matched to a request.
 *
 * @example
 * ```ts
 * const { direct } = registry.resolve('GET', '/members/v1/members/m1');
 * direct?.params.id; // 'm1'
 * ```
 */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  /** `true` when a POST matched a GET route's long-GET fallback. */
  viaFallback: boolean;
}

/**
 * The routes that match one request, before a fallback POST is told apart from a real POST.
 */
export interface RouteResolution {
  /** The most specific route with the request's own method. */
  direct?: RouteMatch;
  /** For a POST: the most specific GET route whose `fallbackPost` accepts POSTs. */
  fallback?: RouteMatch;
}

interface Entry {
  route: RouteDefinition;
  compiled: CompiledTemplate;
}

interface Found {
  entry: Entry;
  params: Record<string, string>;
}

function toMatch(found: Found, viaFallback: boolean): RouteMatch {
  return { route: found.entry.route, params: found.params, viaFallback };
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The route table: every platform call the emulator answers, keyed by method and wire path template
 * (`/members/v1/members/{id}`, `/bookings/v2/confirmation/{id}:confirmOrDecline`). Routes can be added
 * at any time, also after requests were served. More specific templates win (`/members/v1/members/my`
 * over `/members/v1/members/{id}`), whatever the registration order.
 *
 * @example
 * ```ts
 * emulator.routes.register('GET', '/members/v1/members/{id}', ({ params }) => ({ member: { id: params.id } }), { roles: ['owner'] });
 * emulator.routes.list();
 * ```
 */
export class RouteRegistry {
  readonly #entries: Entry[] = [];

  /**
   * Registers a route and returns a function that removes it. Throws on a duplicate method and
   * template, and on a GET with `fallbackPost: true` sharing its template with a POST route (pass a
   * predicate instead).
   *
   * @example
   * ```ts
   * const off = registry.register('GET', '/pricing-plans/v2/plans/{id}', ({ params }) => ({ plan: { id: params.id } }), {
   *   roles: ['owner'],
   * });
   * off(); // unregisters
   * ```
   */
  register<TInput = Record<string, any>>(
    method: HttpMethod,
    template: string,
    handler: RouteHandler<TInput>,
    options: RouteOptions,
  ): () => void {
    const upper = method.toUpperCase() as HttpMethod;
    if (!METHODS.includes(upper)) throw new TypeError(`Unsupported method ${method}`);
    if (options.fallbackPost && upper !== 'GET') {
      throw new TypeError(`fallbackPost applies to GET routes only (${method} ${template})`);
    }
    const compiled = compileTemplate(template);
    for (const entry of this.#entries) {
      if (entry.route.template !== template) continue;
      if (entry.route.method === upper) throw new Error(`Route already registered: ${upper} ${template}`);
      const pair = [entry.route, { method: upper, options }];
      const get = pair.find((r) => r.method === 'GET');
      const post = pair.find((r) => r.method === 'POST');
      if (get && post && get.options.fallbackPost === true) {
        throw new Error(
          `GET ${template} declares fallbackPost: true but POST ${template} is a route too; ` +
            'pass a predicate (fallbackPost: (body) => boolean) to tell the fallback apart',
        );
      }
    }
    const route: RouteDefinition = { method: upper, template, handler: handler as RouteHandler<any>, options };
    const entry: Entry = { route, compiled };
    this.#entries.push(entry);
    return () => {
      const index = this.#entries.indexOf(entry);
      if (index >= 0) this.#entries.splice(index, 1);
    };
  }

  /**
   * Finds the routes for a method and path.
   */
  resolve(method: string, path: string): RouteResolution {
    const upper = method.toUpperCase();
    const direct = this.#best(path, (route) => route.method === upper);
    if (upper !== 'POST') return direct ? { direct: toMatch(direct, false) } : {};
    const fallback = this.#best(path, (route) => route.method === 'GET' && Boolean(route.options.fallbackPost));
    if (!fallback) return direct ? { direct: toMatch(direct, false) } : {};
    if (!direct) return { fallback: toMatch(fallback, true) };
    // A more specific real POST route hides a less specific fallback, and vice versa.
    const order = compareSpecificity(fallback.entry.compiled, direct.entry.compiled);
    if (order > 0) return { direct: toMatch(direct, false) };
    if (order < 0) return { fallback: toMatch(fallback, true) };
    return { direct: toMatch(direct, false), fallback: toMatch(fallback, true) };
  }

  #best(path: string, filter: (route: RouteDefinition) => boolean): Found | undefined {
    let found: Found | undefined;
    for (const entry of this.#entries) {
      if (!filter(entry.route)) continue;
      const params = entry.compiled.match(path);
      if (!params) continue;
      if (!found || compareSpecificity(entry.compiled, found.entry.compiled) < 0) found = { entry, params };
    }
    return found;
  }

  /**
   * The registered routes (method, template, roles), for diagnostics.
   */
  list(): Array<{ method: HttpMethod; template: string; roles: RouteOptions['roles']; fallbackPost: boolean }> {
    return this.#entries.map(({ route }) => ({
      method: route.method,
      template: route.template,
      roles: route.options.roles,
      fallbackPost: Boolean(route.options.fallbackPost),
    }));
  }
}
