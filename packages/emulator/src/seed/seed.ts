import { hashSecret, newId } from '../ids.js';
import type { DomainStates, EmulatorState, OAuthClientRecord, SiteRecord } from '../state/types.js';
import { demoSeed } from './demo.js';
import { clone } from '../state/clone.js';

/**
 * Initial data for an emulator: what `createEmulator({ seed })` accepts besides `'demo'`/`'empty'`.
 *
 * @example
 * ```ts
 * createEmulator({ seed: { site: { name: 'Yoga' }, apiKeys: [{ key: 'my-admin-key' }], oauthClients: [{ id: 'shop' }] } });
 * ```
 */
export interface SeedData {
  site?: Partial<SiteRecord>;
  /** Owner API keys, given in clear (stored hashed). */
  apiKeys?: Array<{ key: string; id?: string; name?: string }>;
  oauthClients?: Array<Partial<OAuthClientRecord> & { id: string }>;
  domains?: Partial<DomainStates>;
}

/**
 * What `createEmulator({ seed })` accepts.
 *
 * @example
 * ```ts
 * createEmulator({ seed: 'empty' });
 * ```
 */
export type SeedOption = 'demo' | 'empty' | SeedData;

/**
 * Resolves the seed option to seed data (`'empty'`: a site with a random id and nothing else).
 */
export function resolveSeed(option: SeedOption = 'demo'): SeedData {
  if (option === 'demo') return demoSeed;
  if (option === 'empty') return {};
  return option;
}

/**
 * Builds a fresh state from seed data. `domainDefaults` are each domain module's empty state,
 * overridden by the seed's `domains`.
 */
export function createStateFromSeed(seed: SeedData, now: Date, domainDefaults: Partial<DomainStates>): EmulatorState {
  const site: SiteRecord = {
    id: seed.site?.id ?? newId(),
    name: seed.site?.name ?? 'Frontdesk Emulator Site',
    instanceId: seed.site?.instanceId ?? newId(),
    ...(seed.site?.accountId ? { accountId: seed.site.accountId } : {}),
  };
  return {
    version: 1,
    site,
    apiKeys: (seed.apiKeys ?? []).map((entry) => ({
      id: entry.id ?? newId(),
      name: entry.name ?? 'API key',
      keyHash: hashSecret(entry.key),
      hint: `${entry.key.slice(0, 12)}…`,
      siteId: site.id,
      createdDate: now.toISOString(),
    })),
    oauthClients: (seed.oauthClients ?? []).map((client) => ({
      id: client.id,
      name: client.name ?? client.id,
      redirectUris: client.redirectUris ?? [],
    })),
    tokens: {},
    webhooks: { subscriptions: [] },
    sequences: {},
    domains: clone({ ...domainDefaults, ...(seed.domains ?? {}) }) as DomainStates,
  };
}
