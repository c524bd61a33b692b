import { createApiKey, findApiKey, type CreatedApiKey } from './auth/api-keys.js';
import type { GrantRegistry } from './auth/grants.js';
import { TokenService } from './auth/tokens.js';
import { requestLog } from './dashboard/requests.js';
import { createClock, type Clock, type ClockOption } from './clock.js';
import { domainModules } from './domains/index.js';
import type { DomainModule, DomainRegistrar } from './domains/types.js';
import { Faults } from './faults.js';
import { GraphQLRegistry } from './graphql/registry.js';
import { createApp, type EmulatorApp } from './http/app.js';
import { buildMswHandlers, loadMsw, type HandlersOptions } from './msw/handlers.js';
import { RouteRegistry } from './routing/registry.js';
import type { HttpMethod, RouteHandler, RouteOptions } from './routing/types.js';
import { demoSeed } from './seed/demo.js';
import { createStateFromSeed, resolveSeed, type SeedData, type SeedOption } from './seed/seed.js';
import { startServer, type EmulatorServer, type ListenOptions } from './server.js';
import type { EmulatorServices } from './emulator-services.js';
import { createDurableStateStore, type DurableStateStore } from './state/durable-store.js';
import { DataDirError, loadDataDir } from './state/persistence.js';
import { nodeStorageIo, type StorageIo } from './state/storage-io.js';
import { createStateStore, type StateStore } from './state/store.js';
import type { DomainStates, EmulatorState } from './state/types.js';
import { Webhooks } from './webhooks/webhooks.js';
import { IdentityApi } from './domains/identity/index.js';
import { Outbox } from './domains/identity/outbox.js';
import { applyIdentitySettings, type IdentitySettings } from './domains/identity/settings.js';

declare global {
  /**
   * Types that the entries of `@frontdesk/emulator` fill in: `@frontdesk/emulator/msw` adds
   * `mswHandler` (msw's `HttpHandler`), so the root entry's declarations need no msw.
   */
  interface FrontdeskEmulatorTypes {}
}

/**
 * What `emulator.handlers()` returns: msw's `HttpHandler` once `@frontdesk/emulator/msw` is part of
 * the program (any import of it, `import type {} from '@frontdesk/emulator/msw'` included), else `any`.
 *
 * @example
 * ```ts
 * import type {} from '@frontdesk/emulator/msw';
 * const handlers: EmulatorMswHandler[] = emulator.handlers(); // HttpHandler[]
 * ```
 */
export type EmulatorMswHandler = FrontdeskEmulatorTypes extends { mswHandler: infer H } ? H : any;

/**
 * Options of {@link createEmulator}.
 *
 * @example
 * ```ts
 * createEmulator({ seed: 'demo', clock: '2026-03-01T09:00:00.000Z', dataDir: './.data', tokenTtlSeconds: 60 });
 * ```
 */
export interface EmulatorOptions {
  /** Initial data: `'demo'` (default), `'empty'`, or your own. Ignored when `dataDir` already holds a state. */
  seed?: SeedOption;
  /** `'real'` (default), or a start time: the clock is then frozen and moves only when told to. */
  clock?: ClockOption;
  /**
   * Keep the state in this folder: loaded on start, and every change written to its journal before
   * the request that made it is answered (a 503 `UNAVAILABLE` when it cannot be stored), compacted
   * into `state.json` in the background and on `close()`. A corrupt folder makes `createEmulator`
   * throw a `StateFileError` that names the file. See `docs/emulator.md`, "The data folder".
   */
  dataDir?: string;
  /** Access token lifetime; default 14400 (4 hours, as the platform). */
  tokenTtlSeconds?: number;
  /** The fetch used to deliver webhooks; default the global `fetch` at delivery time. */
  fetch?: typeof fetch;
  /** Called with errors a handler threw unexpectedly (answered as 500) and persistence errors. Default `console.error`. */
  onError?: (error: unknown) => void;
  /**
   * @deprecated Ignored: changes are no longer written after a delay but before the request that
   * made them is answered (see `dataDir`).
   */
  persistDebounceMs?: number;
  /**
   * With `dataDir`: compact the journal into `state.json` once a journal file is this big. Default: as
   * big as `state.json`, at least 4 MiB (so compaction costs each write the same share at any size).
   */
  journalCompactBytes?: number;
  /** With `dataDir`: the file operations of the journal and snapshots (tests pass failing ones); default the real file system. */
  storageIo?: StorageIo;
  /** Extra domain modules, registered after the built-in ones. */
  domains?: readonly DomainModule[];
  /** Sign-in settings applied to the seed (and again on `reset()`): sign-on policy and captcha enforcement. */
  identity?: IdentitySettings;
}

/**
 * The demo (or seeded) credentials, for printing and for tests.
 */
export interface EmulatorCredentials {
  siteId: string;
  /** The seed's first owner API key, when the seed gave one in clear and it still exists. */
  apiKey?: string;
  /** The first OAuth client id. */
  clientId?: string;
}

/**
 * A running emulator: in-process (`fetch`, `handlers()`) and/or standalone (`listen()`).
 *
 * @example
 * ```ts
 * const emulator = createEmulator();
 * const { url, close } = await emulator.listen({ port: 4010 });
 * ```
 */
export interface Emulator {
  /** The fetch handler behind `fetch`, `handlers()` and `listen()`: `app.fetch(request)` answers without turning a dropped connection into a rejection. */
  readonly app: EmulatorApp;
  /**
   * Sends a request to the emulator in-process, with `fetch`'s signature (a path alone is resolved
   * against `http://emulator.local`). A dropped-connection fault rejects with a `TypeError`, as fetch does.
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /**
   * msw v2 handlers: `setupServer(...emulator.handlers())`. Needs msw installed (loaded on the first
   * call); typed as msw's `HttpHandler[]` when `@frontdesk/emulator/msw` is imported.
   */
  handlers(options?: HandlersOptions): EmulatorMswHandler[];
  /**
   * Starts an HTTP server (default `127.0.0.1`, a free port). On a host that is not loopback
   * (`0.0.0.0`, a LAN address) the dashboard and the admin API need an owner API key in
   * `Authorization` (`server.access === 'key'`; see docs/emulator.md, "Browser access and hosts").
   */
  listen(options?: ListenOptions): Promise<EmulatorServer>;
  readonly clock: Clock;
  readonly faults: Faults;
  readonly webhooks: Webhooks;
  readonly tokens: TokenService;
  readonly store: StateStore;
  /** The live state (same as `store.data`). */
  readonly state: EmulatorState;
  readonly routes: RouteRegistry;
  readonly graphql: GraphQLRegistry;
  readonly services: EmulatorServices;
  /** The test outbox: verification codes and recovery links the emulator "emailed" (`latest(to)`, `all()`). */
  readonly outbox: Outbox;
  /** Sign-in settings and test members, sessions and member tokens without HTTP. */
  readonly identity: IdentityApi;
  readonly credentials: EmulatorCredentials;
  /** Registers a route (see `RouteRegistry.register`); returns a function that removes it. */
  route<TInput = Record<string, any>>(
    method: HttpMethod,
    template: string,
    handler: RouteHandler<TInput>,
    options: RouteOptions,
  ): () => void;
  /** Registers a domain module (its routes, GraphQL and grants; its empty state if missing). */
  use(module: DomainModule): void;
  /** Creates an owner API key (returned in clear once). */
  createApiKey(options?: { name?: string }): CreatedApiKey;
  /** Back to the seeded state: clears faults, the webhook logs and the dashboard's requests log, resets the clock; keeps routes and the webhook signing key. */
  reset(): void;
  /** Resolves once every change so far is stored in `dataDir` (and no compaction is running). */
  flush(): Promise<void>;
  /**
   * Stops servers, waits for webhook deliveries, then writes the final `state.json` (rejects with a
   * `DataDirError` when that fails; the journal still holds every change).
   */
  close(): Promise<void>;
}

/**
 * A saved state with every domain it lacks taken from a fresh seed: a data folder written by an
 * older emulator (before a domain existed) gets that domain's demo data, and keeps all the rest.
 */
function withMissingDomains(loaded: EmulatorState, fresh: EmulatorState): EmulatorState {
  const missing = Object.entries(fresh.domains).filter(([name]) => !(name in loaded.domains));
  return missing.length === 0
    ? loaded
    : { ...loaded, domains: { ...loaded.domains, ...Object.fromEntries(missing) } as EmulatorState['domains'] };
}

function domainDefaults(modules: readonly DomainModule[]): Partial<DomainStates> {
  const defaults: Partial<DomainStates> = {};
  for (const module of modules) if (module.initialState) defaults[module.name] = module.initialState();
  return defaults;
}

/**
 * Creates an emulator of the platform's bookings, members, pricing-plans and sign-in APIs: the same
 * URLs and payloads, with state, a controllable clock, faults and signed webhooks.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createEmulator } from '@frontdesk/emulator';
 *
 * const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
 * const server = setupServer(...emulator.handlers({ baseUrl: 'https://www.wixapis.com' }));
 * server.listen({ onUnhandledRequest: 'error' });
 * afterEach(() => emulator.reset());
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  // Data folder problems say what happened in their message (the cause is the file system's error).
  const onError =
    options.onError ?? ((error: unknown) => console.error('[frontdesk-emulator]', error instanceof DataDirError ? error.message : error));
  const seed: SeedData = resolveSeed(options.seed ?? 'demo');
  const clock = createClock(options.clock ?? 'real');
  const modules: DomainModule[] = [...domainModules, ...(options.domains ?? [])];

  const seeded = () => applyIdentitySettings(createStateFromSeed(seed, clock.now(), domainDefaults(modules)), options.identity);
  const contents = options.dataDir ? loadDataDir(options.dataDir, domainDefaults(modules)) : undefined;
  const loaded = contents?.state;
  const initial = loaded ? withMissingDomains(loaded, seeded()) : seeded();
  const durable: DurableStateStore | undefined =
    options.dataDir && contents
      ? createDurableStateStore(initial, {
          dataDir: options.dataDir,
          contents,
          io: options.storageIo ?? nodeStorageIo,
          ...(options.journalCompactBytes !== undefined ? { compactBytes: options.journalCompactBytes } : {}),
          onError,
        })
      : undefined;
  const store: StateStore = durable ?? createStateStore(initial);

  const strictRefreshRotation = options.identity?.strictRefreshRotation;
  const tokens = new TokenService(store, clock, options.tokenTtlSeconds ?? 14_400, { strictRefreshRotation });
  const grants: GrantRegistry = new Map();
  const faults = new Faults();
  const graphql = new GraphQLRegistry();
  const routes = new RouteRegistry();
  const webhooks = new Webhooks({ store, clock, fetch: () => options.fetch ?? globalThis.fetch });

  const reset = () => {
    const next = seeded();
    const key = store.data.webhooks.key;
    if (key) next.webhooks.key = key;
    clock.reset();
    faults.clear();
    webhooks.clearLog();
    store.replace(next);
    requestLog(store).clear();
  };

  const credentials = (): EmulatorCredentials => {
    // Keys known in clear: the seed's, and the demo key (a saved demo state may be loaded with another seed).
    const candidates = [...(seed.apiKeys ?? []), ...(demoSeed.apiKeys ?? [])].map((entry) => entry.key);
    const apiKey = candidates.find((key) => findApiKey(store, key));
    const clientId = store.data.oauthClients[0]?.id;
    return { siteId: store.data.site.id, ...(apiKey ? { apiKey } : {}), ...(clientId ? { clientId } : {}) };
  };

  const services: EmulatorServices = {
    tokens,
    grants,
    webhooks,
    faults,
    graphql,
    routes,
    createApiKey: (opts) => createApiKey(store, clock, opts),
    upsertOAuthClient(client) {
      // Left out, the name and the registered redirect URIs stay as they were (a new client has none).
      const existing = store.data.oauthClients.find((c) => c.id === client.id);
      const record = {
        id: client.id,
        name: client.name ?? existing?.name ?? client.id,
        redirectUris: client.redirectUris ?? existing?.redirectUris ?? [],
      };
      store.mutate((state) => {
        state.oauthClients = [...state.oauthClients.filter((c) => c.id !== client.id), record];
      });
      return record;
    },
    reset,
    emptyDomainStates: () => domainDefaults(modules),
    about: () => {
      const { apiKey, clientId } = credentials();
      return { ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(apiKey ? { apiKey } : {}), ...(clientId ? { clientId } : {}) };
    },
  };

  const use = (module: DomainModule) => {
    if (module.initialState && !(module.name in store.data.domains)) {
      const initial = module.initialState();
      store.mutate((state) => {
        state.domains[module.name] = initial;
      });
    }
    const registrar: DomainRegistrar = {
      route: (method, template, handler, routeOptions) => {
        routes.register(method, template, handler, routeOptions);
      },
      graphql: (contribution) => {
        graphql.add(contribution);
      },
      grant: (grantType, handler) => {
        grants.set(grantType, handler);
      },
      services,
    };
    module.register(registrar);
  };
  for (const module of modules) use(module);

  const app = createApp({ routes, store, clock, tokens, services, faults, onError });
  const servers = new Set<EmulatorServer>();

  // Everything set up (domain modules may have added their state): write the start-up snapshot if needed.
  durable?.start({ changed: initial !== loaded });

  const emulatorFetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request
        ? init === undefined
          ? input
          : new Request(input, init)
        : new Request(new URL(String(input), 'http://emulator.local'), init);
    const response = await app.fetch(request, undefined);
    if (response.type === 'error') throw new TypeError('fetch failed', { cause: new Error('Connection dropped (emulator fault)') });
    return response;
  };

  return {
    app,
    fetch: emulatorFetch,
    handlers: (handlerOptions) =>
      buildMswHandlers(loadMsw(), (request) => app.fetch(request, undefined), handlerOptions) as EmulatorMswHandler[],
    async listen(listenOptions) {
      const server = await startServer(app.fetch, listenOptions);
      servers.add(server);
      return {
        ...server,
        close: async () => {
          servers.delete(server);
          await server.close();
        },
      };
    },
    clock,
    faults,
    webhooks,
    tokens,
    store,
    get state() {
      return store.data;
    },
    routes,
    graphql,
    services,
    outbox: new Outbox(store),
    identity: new IdentityApi({ store, clock, tokens, webhooks }),
    get credentials() {
      return credentials();
    },
    route: (method, template, handler, routeOptions) => routes.register(method, template, handler, routeOptions),
    use,
    createApiKey: services.createApiKey,
    reset,
    flush: () => store.flush(),
    async close() {
      await Promise.all([...servers].map((server) => server.close()));
      servers.clear();
      await webhooks.settled();
      await durable?.close();
    },
  };
}
