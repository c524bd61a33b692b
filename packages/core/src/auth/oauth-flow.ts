import { AuthFlowError } from '../errors/auth-flow-error.js';
import type { OAuthData } from './pkce.js';
import type { TokenStorage } from './storage.js';

/** A sign-in flow is usable for this long after `generateOAuthData`. */
export const FLOW_TTL_MS = 15 * 60 * 1000;

/** How the platform returns the authorization result to `redirectUri`. */
export type ResponseMode = 'fragment' | 'query' | 'web_message';

/** What came back on the redirect URL. Absent parameters are `undefined`. */
export interface OAuthCallbackParams {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
  errorDescription: string | undefined;
}

interface StoredFlow extends OAuthData {
  createdAt: number;
}

/**
 * Keeps each sign-in flow under its own `state`, single use and time limited, so two tabs (or two
 * windows of one tab's session) can sign in at once without overwriting each other.
 */
export function createFlowStore(storage: TokenStorage, prefix: string, now: () => number) {
  const indexKey = `${prefix}.oauth-index`;
  const flowKey = (state: string): string => `${prefix}.oauth.${state}`;

  async function readIndex(): Promise<{ state: string; createdAt: number }[]> {
    try {
      const parsed: unknown = JSON.parse((await storage.get(indexKey)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((e) => typeof e?.state === 'string' && typeof e?.createdAt === 'number') : [];
    } catch {
      return [];
    }
  }

  return {
    async save(data: OAuthData): Promise<void> {
      const at = now();
      const index = await readIndex();
      const live = index.filter((entry) => at - entry.createdAt < FLOW_TTL_MS);
      for (const stale of index.filter((entry) => !live.includes(entry))) await storage.remove(flowKey(stale.state));
      live.push({ state: data.state, createdAt: at });
      await storage.set(flowKey(data.state), JSON.stringify({ ...data, createdAt: at } satisfies StoredFlow));
      await storage.set(indexKey, JSON.stringify(live));
    },
    /** Returns and forgets the flow for `state`; undefined when unknown, used or expired. */
    async take(state: string): Promise<OAuthData | undefined> {
      const key = flowKey(state);
      const text = await storage.get(key);
      await storage.remove(key);
      const index = await readIndex();
      await storage.set(indexKey, JSON.stringify(index.filter((entry) => entry.state !== state)));
      if (!text) return undefined;
      try {
        const flow = JSON.parse(text) as StoredFlow;
        if (typeof flow.createdAt !== 'number' || now() - flow.createdAt >= FLOW_TTL_MS) return undefined;
        if (typeof flow.codeVerifier !== 'string' || flow.state !== state) return undefined;
        const { createdAt: _createdAt, ...data } = flow;
        return data;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Reads `code`, `state`, `error` and `error_description` from the URL fragment (default) or query.
 *
 * @example
 * ```ts
 * parseCallbackUrl('https://shop.example/callback#code=abc&state=xyz'); // { code: 'abc', state: 'xyz', ... }
 * ```
 */
export function parseCallbackUrl(url?: string | URL, responseMode: ResponseMode = 'fragment'): OAuthCallbackParams {
  const href = url ?? (typeof location !== 'undefined' ? location.href : undefined);
  if (!href) throw new AuthFlowError('parseFromUrl needs a URL when there is no window (server rendering)');
  const parsed = new URL(String(href));
  const params = responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.replace(/^#/, ''));
  const read = (name: string): string | undefined => params.get(name) || undefined;
  return { code: read('code'), state: read('state'), error: read('error'), errorDescription: read('error_description') };
}
