import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_SITE_ID } from '../src/index.js';
import { ownerHeaders, postJson, visitorTokens } from './helpers.js';

describe('POST /graphql/{apiVersion}', () => {
  const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });

  it('answers caller and site queries for alpha and v1', async () => {
    const { access_token } = await visitorTokens(emulator);
    for (const version of ['alpha', 'v1']) {
      const response = await postJson(
        emulator,
        `/graphql/${version}`,
        { query: 'query Who { caller { role visitorId memberId } site { id name now } }', operationName: 'Who' },
        { authorization: access_token },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: {
          caller: { role: 'visitor', visitorId: expect.any(String), memberId: null },
          site: { id: DEMO_SITE_ID, name: 'Frontdesk Demo Studio', now: '2026-03-01T09:00:00.000Z' },
        },
      });
    }
  });

  it('passes variables and returns graphql-js errors', async () => {
    const ok = await postJson(
      emulator,
      '/graphql/v1',
      { query: 'query($x: Boolean!) { site @include(if: $x) { id } }', variables: { x: true } },
      ownerHeaders,
    );
    expect(await ok.json()).toEqual({ data: { site: { id: DEMO_SITE_ID } } });
    const bad = await postJson(emulator, '/graphql/v1', { query: '{ nope }' }, ownerHeaders);
    expect(bad.status).toBe(200);
    const body = await bad.json();
    expect(body.errors[0].message).toMatch(/Cannot query field "nope"/);
  });

  it('404s other versions and needs credentials', async () => {
    expect((await postJson(emulator, '/graphql/v2', { query: '{ site { id } }' }, ownerHeaders)).status).toBe(404);
    expect((await postJson(emulator, '/graphql/v1', { query: '{ site { id } }' })).status).toBe(401);
    expect((await postJson(emulator, '/graphql/v1', {}, ownerHeaders)).status).toBe(400);
  });

  it('takes schema contributions from domain modules', async () => {
    const local = createEmulator({
      domains: [
        {
          name: 'widgets',
          initialState: () => ({ widgets: [{ id: 'p1', name: 'Gold' }] }),
          register(domain) {
            domain.graphql({
              typeDefs: 'type Widget { id: ID! name: String! } extend type Query { widgets: [Widget!]! }',
              resolvers: { Query: { widgets: (_root, _args, ctx) => (ctx.state.domains.widgets as { widgets: unknown[] }).widgets } },
            });
          },
        },
      ],
    });
    const response = await postJson(local, '/graphql/alpha', { query: '{ widgets { id name } caller { role } }' }, ownerHeaders);
    expect(await response.json()).toEqual({ data: { widgets: [{ id: 'p1', name: 'Gold' }], caller: { role: 'owner' } } });
  });
});
