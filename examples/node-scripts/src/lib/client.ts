import { apiKey, createClient, type FrontdeskClient } from '@frontdesk/core';
import { str, UsageError, type OptionSpec, type OptionValues } from './args.js';

/*
 * The local emulator's demo site, so that every script runs against `frontdesk-emulator` with no
 * configuration. These are the values of packages/emulator/src/seed/demo.ts (DEMO_API_KEY,
 * DEMO_SITE_ID), copied on purpose: the scripts must not depend on the emulator package at run time.
 * They are public test values, not secrets, and are only used with the default (emulator) base URL.
 */
export const EMULATOR_BASE_URL = 'http://127.0.0.1:4010';
export const DEMO_API_KEY = 'fd_admin_demo_0000000000000000000000000000';
export const DEMO_SITE_ID = '5e3f1c2a-7b4d-4e8f-9a61-0d2c3b4a5f60';

/** The base URL option alone (the webhook receiver needs no credentials). */
export const baseUrlOption: Record<string, OptionSpec> = {
  'base-url': {
    type: 'string',
    valueName: 'url',
    description: `Platform base URL (env FRONTDESK_BASE_URL; default the local emulator, ${EMULATOR_BASE_URL}).`,
  },
};

/** The connection options every API script accepts. */
export const connectionOptions: Record<string, OptionSpec> = {
  ...baseUrlOption,
  'api-key': {
    type: 'string',
    valueName: 'key',
    description: "The site owner's API key (env FRONTDESK_API_KEY; default the emulator's demo key).",
  },
  'site-id': { type: 'string', valueName: 'id', description: "The site id (env FRONTDESK_SITE_ID; default the emulator's demo site)." },
};

/** Where and as whom a script connects. */
export interface Connection {
  baseUrl: string;
  apiKey: string;
  siteId: string;
  /** True when talking to the default local emulator with its demo credentials. */
  emulator: boolean;
}

/** The base URL from `--base-url`, `FRONTDESK_BASE_URL` or the emulator default; checked. */
export function resolveBaseUrl(values: OptionValues, env: NodeJS.ProcessEnv = process.env): string {
  const raw = str(values, 'base-url') ?? env.FRONTDESK_BASE_URL ?? EMULATOR_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(`--base-url must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url must be an http(s) URL, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

/**
 * Resolves the connection: flags first, then environment variables, then (only for the default
 * emulator URL) the demo credentials. Another base URL without a key or site id is a usage error,
 * so a script never sends the emulator's demo key to the real platform.
 */
export function resolveConnection(values: OptionValues, env: NodeJS.ProcessEnv = process.env): Connection {
  const baseUrl = resolveBaseUrl(values, env);
  const isDefault = baseUrl === EMULATOR_BASE_URL;
  const key = str(values, 'api-key') ?? env.FRONTDESK_API_KEY ?? (isDefault ? DEMO_API_KEY : undefined);
  const siteId = str(values, 'site-id') ?? env.FRONTDESK_SITE_ID ?? (isDefault ? DEMO_SITE_ID : undefined);
  if (!key?.trim()) throw new UsageError('--api-key (or FRONTDESK_API_KEY) is required with a --base-url other than the local emulator');
  if (!siteId?.trim()) throw new UsageError('--site-id (or FRONTDESK_SITE_ID) is required with a --base-url other than the local emulator');
  return { baseUrl, apiKey: key.trim(), siteId: siteId.trim(), emulator: isDefault && key === DEMO_API_KEY };
}

/** An owner client (API key auth) for the connection. */
export function ownerClient(connection: Connection): FrontdeskClient {
  return createClient({
    baseUrl: connection.baseUrl,
    auth: apiKey({ apiKey: connection.apiKey, siteId: connection.siteId }),
    timeoutMs: 30_000,
    retry: { limit: 2 },
  });
}
