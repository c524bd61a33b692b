import { describe, expect, it } from 'vitest';
import { apiKey, createClient, isInputError, staticToken } from '../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';

describe('auth strategies', () => {
  it('apiKey sends the raw key, the site id and the account id', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: 'https://x.test', fetch, auth: apiKey({ apiKey: 'KEY', siteId: 'SITE', accountId: 'ACC' }) });
    expect(client.auth).toEqual({ kind: 'apiKey', siteId: 'SITE', accountId: 'ACC' });
    await client.request({ method: 'GET', path: '/x' });
    expect(requests[0]!.headers).toMatchObject({ authorization: 'KEY', 'wix-site-id': 'SITE', 'wix-account-id': 'ACC' });
    expect(JSON.stringify(client.auth)).not.toContain('KEY');
  });

  it('staticToken sends the token without a Bearer prefix', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: 'https://x.test', fetch, auth: staticToken('TOKEN') });
    await client.request({ method: 'POST', path: '/x' });
    expect(requests[0]!.headers.authorization).toBe('TOKEN');
    expect(client.auth.kind).toBe('staticToken');
  });

  it('refuses empty credentials with an InputError', () => {
    expect(() => apiKey({ apiKey: '', siteId: 's' })).toThrow('"apiKey" must be a non-empty string');
    expect(() => apiKey({ apiKey: 'k', siteId: ' ' })).toThrow('"siteId"');
    let caught: unknown;
    try {
      staticToken(undefined as unknown as string);
    } catch (error) {
      caught = error;
    }
    expect(isInputError(caught)).toBe(true);
  });
});
