import type { Clock } from '../clock.js';
import { hashSecret, newId, newSecret } from '../ids.js';
import type { StateStore } from '../state/store.js';
import type { ApiKeyRecord } from '../state/types.js';

/**
 * A newly created API key: the only time the key itself is shown.
 */
export interface CreatedApiKey {
  id: string;
  name: string;
  key: string;
  siteId: string;
}

/**
 * Creates an owner API key for the emulator's site. Only its hash is stored.
 */
export function createApiKey(store: StateStore, clock: Clock, options: { name?: string } = {}): CreatedApiKey {
  const key = newSecret('fd_admin_');
  const record: ApiKeyRecord = {
    id: newId(),
    name: options.name ?? 'API key',
    keyHash: hashSecret(key),
    hint: `${key.slice(0, 12)}…`,
    siteId: store.data.site.id,
    createdDate: clock.now().toISOString(),
  };
  store.mutate((state) => {
    state.apiKeys.push(record);
  });
  return { id: record.id, name: record.name, key, siteId: record.siteId };
}

/**
 * Finds the API key record for a key given in clear.
 */
export function findApiKey(store: StateStore, key: string): ApiKeyRecord | undefined {
  const hash = hashSecret(key);
  return store.data.apiKeys.find((record) => record.keyHash === hash);
}
