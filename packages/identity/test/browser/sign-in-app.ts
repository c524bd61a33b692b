// The instrumentation must run before anything else: keep this import first.
import { describeError, expose, harnessConfig } from './page-runtime.js';
import {
  createClient,
  generateOAuthData,
  getMemberTokens,
  localStorageAdapter,
  memoryStorage,
  oauth,
  parseCallbackUrl,
  sessionStorageAdapter,
  type AuthChangeEvent,
  type FrontdeskClient,
  type OAuthApi,
  type ResponseMode,
  type Tokens,
  type TokenStorage,
} from '@frontdesk/core';
import { getAuthUrl, login, logout, type DirectLoginOptions } from '@frontdesk/identity';

/**
 * The sign-in test app: a storefront page that signs members in with `@frontdesk/identity` against
 * the emulator. The browser tests drive it through `window.frontdesk` (see `harness.ts`).
 */

/** How this tab's client keeps tokens and flow data; kept in sessionStorage, so it survives redirects. */
export interface AppSettings {
  /** Token storage. Default `memory` (the SDK's default). */
  storage?: 'memory' | 'session' | 'local';
  /** Flow data storage: `default` (the SDK's: sessionStorage in browsers) or `local`. */
  flowStorage?: 'default' | 'local';
}

const SETTINGS_KEY = 'frontdesk-test-app.settings';
const config = harnessConfig();
/** The auth change events, with the refresh token the client held right after each one. */
const events: (Pick<AuthChangeEvent, 'type' | 'role'> & { refreshToken: string })[] = [];

function readSettings(): AppSettings {
  try {
    return JSON.parse(sessionStorage.getItem(SETTINGS_KEY) ?? '{}') as AppSettings;
  } catch {
    return {};
  }
}

function tokenStorage(kind: AppSettings['storage']): TokenStorage {
  if (kind === 'local') return localStorageAdapter();
  if (kind === 'session') return sessionStorageAdapter();
  return memoryStorage();
}

function createAppClient(settings: AppSettings): FrontdeskClient<OAuthApi> {
  const created = createClient({
    baseUrl: config.emulatorUrl,
    auth: oauth({
      clientId: config.clientId,
      storage: tokenStorage(settings.storage),
      ...(settings.flowStorage === 'local' ? { flowStorage: localStorageAdapter() } : {}),
    }),
  });
  created.auth.onChange((event) => {
    events.push({ type: event.type, role: event.role, refreshToken: created.auth.getTokens().refreshToken.value });
    if (created === client) render();
  });
  return created;
}

let settings = readSettings();
let client = createAppClient(settings);
let lastResult = '';

/** Shows where the app stands in the page (screenshots and failure messages read it). */
function render(): void {
  const main = document.querySelector('main') ?? document.body.appendChild(document.createElement('main'));
  const lines = [
    `Page: ${location.pathname}${location.search}`,
    `Identity: ${client.auth.role()}${client.auth.loggedIn() ? ' (signed in)' : ''}`,
    `Storage: tokens ${settings.storage ?? 'memory'}, flows ${settings.flowStorage ?? 'default'}`,
    ...(lastResult ? [`Last: ${lastResult}`] : []),
  ];
  main.replaceChildren(
    Object.assign(document.createElement('h1'), { textContent: 'Sign-in test app' }),
    ...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })),
  );
}

/** Records an API call's outcome for `render` (no tokens or codes: names, states and error codes only). */
function report<T>(name: string, result: T): T {
  const r = result as { loginState?: string; error?: { name: string; code?: string; message: string } };
  lastResult = `${name}: ${r?.error ? `${r.error.name}${r.error.code ? ` (${r.error.code})` : ''}: ${r.error.message}` : (r?.loginState ?? 'ok')}`;
  render();
  return result;
}

async function status() {
  await client.auth.ready();
  return { role: client.auth.role(), loggedIn: client.auth.loggedIn(), iframes: document.querySelectorAll('iframe').length };
}

const api = {
  /** Replaces this tab's client with one using these settings (kept for the tab's later pages). */
  configure(next: AppSettings) {
    client.auth.dispose();
    settings = { ...next };
    sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    client = createAppClient(settings);
    void client.auth.ready().then(render);
    return settings;
  },
  status,
  /** The auth change events this page's client emitted. */
  events: () => events.slice(),
  /** The current tokens (the test compares them across tabs). */
  async tokens() {
    await client.auth.ready();
    return client.auth.getTokens();
  },
  /** `client.auth.setTokens` (stored, and announced to the other tabs with shared storage). */
  async setTokens(tokens: Tokens) {
    await client.auth.setTokens(tokens);
    return status();
  },
  /**
   * Starts a hosted login: flow data for `<origin>/callback`, an auth URL for `responseMode`, then
   * (unless `navigate: false`) goes there. Resolves before the navigation starts.
   */
  async startHostedLogin(responseMode: ResponseMode = 'fragment', options: { navigate?: boolean; callbackPath?: string } = {}) {
    const oauthData = await generateOAuthData(client, new URL(options.callbackPath ?? '/callback', location.origin).href, '/account');
    const { authUrl } = await getAuthUrl(client, oauthData, { responseMode });
    if (options.navigate !== false) setTimeout(() => location.assign(authUrl), 0);
    return { authUrl, state: oauthData.state };
  },
  /** On the callback page: checks the state, exchanges the code, takes them out of the address bar. */
  async finishLogin(responseMode: ResponseMode = 'fragment') {
    try {
      const callback = parseCallbackUrl(location.href, responseMode);
      await getMemberTokens(client, callback);
      history.replaceState(null, '', '/account');
      return report('finishLogin', { ...(await status()), href: location.href });
    } catch (error) {
      return report('finishLogin', { ...(await status()), href: location.href, error: describeError(error) });
    }
  },
  /** `login()` with the default completion: a direct login in a hidden frame. */
  async directLogin(email: string, password: string, directLogin: DirectLoginOptions = {}) {
    try {
      const result = await login(client, { email, password }, { directLogin });
      return report('directLogin', {
        ...(await status()),
        loginState: result.loginState,
        tokens: result.loginState === 'SUCCESS' && result.tokens !== undefined,
        ...(result.loginState === 'FAILURE' ? { errorCode: result.errorCode } : {}),
      });
    } catch (error) {
      return report('directLogin', { ...(await status()), error: describeError(error) });
    }
  },
  /**
   * `GET /members/v1/members/my?fieldsets=FULL` through the client's transport (auth, renewal, typed
   * errors). The raw request keeps this app independent of the members package.
   */
  async me() {
    try {
      const { body } = await client.request<{ member?: { id?: string; loginEmail?: string } }>({
        method: 'GET',
        path: '/members/v1/members/my',
        query: 'fieldsets=FULL',
      });
      return report('me', { id: body.member?.id, loginEmail: body.member?.loginEmail });
    } catch (error) {
      return report('me', { error: describeError(error) });
    }
  },
  /** `logout()`, then (unless `navigate: false`) to the platform's logout page. */
  async logout(postFlowUrl: string, options: { navigate?: boolean } = {}) {
    const { logoutUrl } = await logout(client, { postFlowUrl });
    if (options.navigate !== false) setTimeout(() => location.assign(logoutUrl), 0);
    return report('logout', { logoutUrl, ...(await status()) });
  },
};

/** The app's functions, as the tests see them on `window.frontdesk`. */
export type SignInApp = typeof api;

void client.auth.ready().then(render);
expose(api);
