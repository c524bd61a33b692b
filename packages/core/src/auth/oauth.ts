import { InputError } from '../errors/input-error.js';
import { REDIRECT_LOGIN, type RedirectLoginHost } from './redirect-login-host.js';
import { checkRedirectTarget } from './redirects.js';
import { memoryStorage, type TokenStorage } from './storage.js';
import type { AuthHost, AuthStrategy } from './strategy.js';
import { isRefusal, requestTokens } from './token-endpoint.js';
import { checkTokens, EMPTY_TOKENS, parseStoredTokens, type TokenRole, type Tokens } from './tokens.js';

/** Options of `oauth()`. */
export interface OAuthOptions {
  /** The OAuth app's client id (a headless site's client id). */
  clientId: string;
  /** Tokens to start with (for example read from a cookie on the server). They replace stored ones. */
  tokens?: Tokens;
  /** Where tokens live. Default `memoryStorage()`. */
  storage?: TokenStorage;
  /** Where sign-in flow data lives across the redirect. Default: sessionStorage in browsers, else `storage`. */
  flowStorage?: TokenStorage;
  /** The clock, in milliseconds (tests). Default `Date.now`. */
  now?: () => number;
  /** Renew an access token this many seconds before it expires. Default 60. */
  leewaySeconds?: number;
  /** Origins (besides the current page's) that `originalUri` and `postFlowUrl` may point to. */
  allowedRedirectOrigins?: string[];
  /** How long to wait for the cross-tab refresh lock before refreshing without it. Default 5000 ms. */
  lockTimeoutMs?: number;
}

/** An identity change, as reported to `onChange` listeners. */
export interface AuthChangeEvent {
  type: 'visitor-created' | 'signed-in' | 'signed-out' | 'member-downgraded' | 'refreshed' | 'tokens-set' | 'synced';
  role: TokenRole;
  previousRole: TokenRole;
  /** Changes whenever the identity changes (not on a plain refresh); use it to scope caches. */
  scope: string;
}

/** `client.auth` for `oauth()`. */
export interface OAuthApi {
  readonly kind: 'oauth';
  readonly clientId: string;
  /** Resolves once stored tokens have been read. */
  ready(): Promise<void>;
  /** The current tokens (a copy). */
  getTokens(): Tokens;
  /** Replaces the tokens (checked: an `expiresAt` in milliseconds is refused). */
  setTokens(tokens: Tokens): Promise<void>;
  /** True only when a member is signed in. */
  loggedIn(): boolean;
  /** The refresh token's role. */
  role(): TokenRole;
  /** A key that changes with the signed-in identity: `none`, `visitor:<id>` or `member:<id>`. */
  identityScope(): string;
  /** A valid access token, renewing or creating visitor tokens as needed (one request for all callers). */
  getAccessToken(): Promise<string>;
  /** Makes sure valid tokens exist (creating anonymous visitor tokens when there are none) and returns them. */
  generateVisitorTokens(): Promise<Tokens>;
  /** Renews the access token now with the refresh token. */
  renewToken(): Promise<Tokens>;
  /** Exchanges a member grant (external login) at the token endpoint and stores the member tokens. */
  signInWithGrant(grant: Record<string, unknown>, options?: { headers?: Record<string, string> }): Promise<Tokens>;
  /** Throws unless `target` is same-origin or allow-listed; returns it otherwise. */
  checkRedirect(target: string, what?: string): string;
  /** Forgets both tokens (role `none`). `logout()` in the identity package also ends the platform session. */
  logout(): Promise<void>;
  /** Listens to identity changes; returns the unsubscribe function. */
  onChange(listener: (event: AuthChangeEvent) => void): () => void;
  /** Closes the cross-tab channel. */
  dispose(): void;
}

type Reason = AuthChangeEvent['type'];

/**
 * The OAuth token manager for visitors and members: anonymous visitor tokens, renewal before expiry
 * (one request shared by all concurrent callers, and across tabs under a Web Lock), rotated refresh
 * tokens kept, member sign-in, and change events (a member downgraded because the refresh was
 * refused gets `member-downgraded`; a network or 5xx failure keeps the session). The redirect (PKCE)
 * sign-in is a set of functions of its own, so apps that do not use it do not ship it:
 * `generateOAuthData`, `finishLogin` and `getMemberTokens`, with `parseCallbackUrl`.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: oauth({ clientId: 'my-client-id', storage: localStorageAdapter() }) });
 * client.auth.onChange((event) => console.log(event.type, event.role));
 * await listPublicPlans(client); // creates visitor tokens on first use
 * ```
 */
export function oauth(options: OAuthOptions): AuthStrategy<OAuthApi> {
  if (typeof options?.clientId !== 'string' || options.clientId.trim() === '') {
    throw new InputError([{ argument: 'clientId', path: [], message: 'must be a non-empty string' }]);
  }
  const clientId = options.clientId;
  const initial = options.tokens === undefined ? undefined : checkTokens(options.tokens);
  const storage = options.storage ?? memoryStorage();
  const now = options.now ?? Date.now;
  const leewayMs = (options.leewaySeconds ?? 60) * 1000;
  const allowed = options.allowedRedirectOrigins ?? [];
  // The redirect URI's origin is trusted by definition (the member comes back there), also where
  // there is no page to compare with (server-side rendering).
  const withRedirectUri = (redirectUri: string | undefined): readonly string[] => (redirectUri ? [...allowed, redirectUri] : allowed);
  const lockTimeoutMs = options.lockTimeoutMs ?? 5000;
  const prefix = `frontdesk.${clientId}`;
  const tokensKey = `${prefix}.tokens`;

  let host: AuthHost | undefined;
  let tokens: Tokens = EMPTY_TOKENS;
  let session = '';
  let loading: Promise<void> | undefined;
  let inflight: Promise<Tokens> | undefined;
  const listeners = new Set<(event: AuthChangeEvent) => void>();
  // Tabs sharing the storage hear each other's new tokens (the shared storages' `tabs`).
  const channel = storage.tabs?.channel(`${prefix}.sync`, (data) => synced(data));

  const scope = (): string => (tokens.refreshToken.role === 'none' ? 'none' : `${tokens.refreshToken.role}:${session}`);
  const valid = (t: Tokens): boolean => Boolean(t.accessToken.value) && t.accessToken.expiresAt * 1000 - leewayMs > now();
  const requireHost = (): AuthHost => {
    if (!host) throw new Error('oauth() must be passed to createClient({ auth }) before use');
    return host;
  };

  async function readStored(): Promise<{ tokens: Tokens; session: string } | undefined> {
    let text: string | null | undefined;
    try {
      text = await storage.get(tokensKey);
    } catch {
      return undefined;
    }
    const parsed = parseStoredTokens(text);
    if (!parsed) {
      // Corrupt or implausible data is dropped, never thrown: the user can still use the site.
      if (text) await Promise.resolve(storage.remove(tokensKey)).catch(() => undefined);
      return undefined;
    }
    const stored = JSON.parse(text!) as { session?: unknown };
    return { tokens: parsed, session: typeof stored.session === 'string' ? stored.session : newSession() };
  }

  function load(): Promise<void> {
    loading ??= (async () => {
      if (initial) {
        await commit(initial, 'tokens-set', { silent: true });
        return;
      }
      const stored = await readStored();
      if (stored) ({ tokens, session } = stored);
    })();
    return loading;
  }

  /** Stores new tokens and returns the event to emit (emitted by the caller, outside any lock). */
  async function commit(next: Tokens, reason: Reason, opts: { silent?: boolean } = {}): Promise<AuthChangeEvent | undefined> {
    const previousRole = tokens.refreshToken.role;
    const sameIdentity =
      reason === 'refreshed' ||
      (reason === 'tokens-set' && next.refreshToken.role === previousRole && next.refreshToken.value === tokens.refreshToken.value);
    if (!sameIdentity || !session) session = newSession();
    tokens = next;
    const stored = next.refreshToken.role === 'none' && !next.accessToken.value ? null : JSON.stringify({ ...next, session });
    if (stored === null) await storage.remove(tokensKey);
    else await storage.set(tokensKey, stored);
    // The message carries the stored value: another tab may receive it before this tab's storage
    // write is visible to it, so re-reading storage there could return the old tokens.
    channel?.post({ type: 'changed', stored });
    return opts.silent ? undefined : { type: reason, role: next.refreshToken.role, previousRole, scope: scope() };
  }

  function emit(event: AuthChangeEvent | undefined): void {
    if (!event) return;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's failure must not break sign-in for everyone else.
      }
    }
  }

  /** Runs `fn` under the cross-tab lock when tokens are shared between tabs. */
  function withLock<T>(fn: () => Promise<T>): Promise<T> {
    return storage.tabs ? storage.tabs.lock(`${prefix}.refresh`, lockTimeoutMs, fn) : fn();
  }

  /** Renews (or creates) tokens; one flight at a time, shared by every caller. */
  function renew(refusedAccessToken?: string): Promise<Tokens> {
    inflight ??= (async () => {
      let event: AuthChangeEvent | undefined;
      try {
        const result = await withLock(async () => {
          if (storage.shared) {
            // Another tab may have renewed while we waited for the lock.
            const stored = await readStored();
            if (stored) ({ tokens, session } = stored);
          }
          const current = tokens;
          if (valid(current) && current.accessToken.value !== refusedAccessToken) return current;
          const h = requireHost();
          if (current.refreshToken.value) {
            try {
              const renewed = await requestTokens(
                h,
                { clientId, grantType: 'refresh_token', refreshToken: current.refreshToken.value },
                current.refreshToken.role,
                now(),
                { keepRefreshToken: current.refreshToken.value },
              );
              event = await commit(renewed, 'refreshed');
              return renewed;
            } catch (error) {
              if (!isRefusal(error)) throw error;
            }
          }
          const wasMember = current.refreshToken.role === 'member';
          const visitor = await requestTokens(h, { clientId, grantType: 'anonymous' }, 'visitor', now());
          event = await commit(visitor, wasMember ? 'member-downgraded' : 'visitor-created');
          return visitor;
        });
        return result;
      } finally {
        inflight = undefined;
        emit(event);
      }
    })();
    return inflight;
  }

  /** Another tab stored new tokens (or none): take them, as that tab's message carries them. */
  function synced(message: unknown): void {
    const data = message as { type?: unknown; stored?: unknown } | null;
    if (data?.type !== 'changed') return;
    const previousRole = tokens.refreshToken.role;
    const parsed = typeof data.stored === 'string' ? parseStoredTokens(data.stored) : undefined;
    if (parsed) {
      tokens = parsed;
      const sessionOf = (JSON.parse(data.stored as string) as { session?: unknown }).session;
      session = typeof sessionOf === 'string' ? sessionOf : newSession();
    } else {
      // Signed out in the other tab (or a value we cannot read): forget ours too.
      tokens = EMPTY_TOKENS;
      session = '';
    }
    emit({ type: 'synced', role: tokens.refreshToken.role, previousRole, scope: scope() });
  }

  async function signIn(grant: Record<string, unknown>, headers?: Record<string, string>): Promise<Tokens> {
    await load();
    const member = await requestTokens(requireHost(), grant, 'member', now(), { headers });
    emit(await commit(member, 'signed-in'));
    return member;
  }

  const api: OAuthApi = {
    kind: 'oauth',
    clientId,
    ready: load,
    getTokens: () => checkTokens(tokens),
    async setTokens(next) {
      const checked = checkTokens(next);
      await load();
      emit(await commit(checked, 'tokens-set'));
    },
    loggedIn: () => tokens.refreshToken.role === 'member',
    role: () => tokens.refreshToken.role,
    identityScope: scope,
    async getAccessToken() {
      await load();
      return valid(tokens) ? tokens.accessToken.value : (await renew()).accessToken.value;
    },
    async generateVisitorTokens() {
      await load();
      return checkTokens(valid(tokens) ? tokens : await renew());
    },
    async renewToken() {
      await load();
      return checkTokens(await renew(tokens.accessToken.value || undefined));
    },
    signInWithGrant: (grant, opts = {}) => signIn(grant, opts.headers),
    checkRedirect: (target, what = 'redirect target') => checkRedirectTarget(target, allowed, what),
    async logout() {
      await load();
      emit(await commit(EMPTY_TOKENS, 'signed-out'));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: () => channel?.close(),
  };
  // Lent to the redirect sign-in functions (auth/redirect-login.ts), which apps import only if they use them.
  const redirectLogin: RedirectLoginHost = {
    flowStorage: options.flowStorage,
    storage,
    prefix,
    now,
    trustedOrigins: withRedirectUri,
    signIn: (grant) => signIn({ clientId, ...grant }),
  };
  Object.defineProperty(api, REDIRECT_LOGIN, { value: redirectLogin });

  return {
    async getAuthHeaders() {
      return { Authorization: await api.getAccessToken() };
    },
    async onUnauthorized(failed) {
      await load();
      const refused = failed['Authorization'];
      if (tokens.accessToken.value && tokens.accessToken.value !== refused) return true;
      const next = await renew(refused);
      return next.accessToken.value !== refused;
    },
    attach(h) {
      host = h;
      return api;
    },
  };
}

function newSession(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}
