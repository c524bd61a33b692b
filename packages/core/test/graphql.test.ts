import { describe, expect, it } from 'vitest';
import { createClient, graphql, isApiError, isInputError } from '../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';

describe('graphql', () => {
  it('posts the query and variables to /graphql/alpha by default', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: { site: { id: 's1' } } }));
    const client = createClient({ baseUrl: 'https://x.test', fetch });
    const result = await graphql<{ site: { id: string } }>(client, 'query Q($a: Int) { site { id } }', { a: 1 });
    expect(result.data?.site.id).toBe('s1');
    expect(requests[0]!.url.pathname).toBe('/graphql/alpha');
    expect(requests[0]!.body).toEqual({ query: 'query Q($a: Int) { site { id } }', variables: { a: 1 } });
    await graphql(client, '{ site { id } }', undefined, { apiVersion: 'v1' });
    expect(requests[1]!.url.pathname).toBe('/graphql/v1');
  });

  it('throws when there are errors and no data, returns partial results otherwise', async () => {
    const { fetch } = fakeFetch([
      () => json({ data: null, errors: [{ message: 'Cannot query field "x"' }] }),
      () => json({ data: { a: 1 }, errors: [{ message: 'partial' }] }),
    ]);
    const client = createClient({ baseUrl: 'https://x.test', fetch });
    const error = await graphql(client, '{ x }').catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(error.code).toBe('GRAPHQL_ERROR');
    expect(error.message).toBe('Cannot query field "x"');
    expect(await graphql(client, '{ a }')).toEqual({ data: { a: 1 }, errors: [{ message: 'partial' }] });
  });

  it('validates its arguments before sending', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: 'https://x.test', fetch });
    expect(isInputError(await graphql(client, '').catch((e) => e))).toBe(true);
    expect(isInputError(await graphql(client, '{a}', [] as any).catch((e) => e))).toBe(true);
    expect(isInputError(await graphql(client, '{a}', {}, { apiVersion: '../x' }).catch((e) => e))).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
