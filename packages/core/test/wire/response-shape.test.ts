import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  arg,
  createClient,
  defineCall,
  graphql,
  isServerError,
  isUnexpectedResponseError,
  timestamp,
  wireShapeOf,
  type FrontdeskError,
  type UnexpectedResponseError,
} from '../../src/index.js';
import { checkResponse } from '../../src/wire/response-shape.js';
import { fakeFetch, json, rejectionOf } from '@frontdesk/test-support';
import { getService, ServiceSchema } from '../sample-calls.js';

const base = 'https://api.test';

/** Returns nothing (the official SDK types it as void). */
const deleteService = defineCall({
  name: 'deleteService',
  method: 'DELETE',
  path: '/services/{id}',
  args: [arg.path('id')],
  response: wireShapeOf(z.object({})),
});

/** Returns its whole body, with a top-level date. */
const countServices = defineCall({
  name: 'countServices',
  method: 'POST',
  path: '/services/count',
  args: [],
  response: wireShapeOf(z.object({ count: z.optional(z.number()), countedAt: z.optional(timestamp()) })),
});

const queryServices = defineCall({
  name: 'queryServices',
  method: 'POST',
  path: '/services/query',
  args: [arg.spread('query', z.optional(z.looseObject({})))],
  response: wireShapeOf(z.object({ services: z.optional(z.array(ServiceSchema)), pagingMetadata: z.optional(z.looseObject({})) })),
  page: { kind: 'offset', items: 'services', metadata: 'pagingMetadata', paging: '' },
  idempotent: true,
});

function clientAnswering(response: () => Response, onError?: (error: FrontdeskError) => void) {
  const { fetch, requests } = fakeFetch(response);
  const client = createClient({
    baseUrl: base,
    fetch,
    auth: { getAuthHeaders: () => ({ Authorization: 'SECRET-TOKEN' }) },
    onError,
  });
  return { client, requests };
}

const empty = (status: number) => () => new Response(status === 204 ? null : '', { status, headers: { 'x-wix-request-id': 'req-1' } });

async function failure(promise: Promise<unknown>): Promise<UnexpectedResponseError> {
  const error = await rejectionOf(promise);
  expect(isUnexpectedResponseError(error)).toBe(true);
  return error as UnexpectedResponseError;
}

describe('empty bodies', () => {
  it.each([200, 201, 204])('%i with no body from a call that returns an entity: an UnexpectedResponseError', async (status) => {
    const { client } = clientAnswering(empty(status));
    const error = await failure(getService(client, 's1'));
    expect(isServerError(error)).toBe(true);
    expect(error).toMatchObject({ status, code: 'UNEXPECTED_RESPONSE', requestId: 'req-1' });
    expect(error.description).toBe('no "service" in the body');
    expect(error.message).toBe(
      `Unexpected response from getService (HTTP ${status}, empty body, request-id: req-1): no "service" in the body`,
    );
  });

  it('{} from a call that unwraps an entity: an UnexpectedResponseError', async () => {
    const { client } = clientAnswering(() => json({}));
    const error = await failure(getService(client, 's1'));
    expect(error.message).toBe('Unexpected response from getService (HTTP 200, request-id: req-1): no "service" in the body');
  });

  it.each([
    ['204', empty(204)],
    ['an empty 200', empty(200)],
    ['200 {}', () => json({})],
    ['200 with whitespace', () => new Response(' \n', { status: 200 })],
  ])('%s from a call that returns nothing: resolves {}', async (_name, response) => {
    const { client } = clientAnswering(response);
    await expect(deleteService(client, 's1')).resolves.toEqual({});
    await expect(countServices(client)).resolves.toEqual({});
  });

  it('an empty 200 from a paged call is an empty page', async () => {
    const { client } = clientAnswering(empty(200));
    const page = await queryServices(client, {});
    expect(page.items).toEqual([]);
    expect(page.hasNext()).toBe(false);
  });
});

describe('bodies of the wrong shape', () => {
  it.each([
    ['an array', [{ service: { id: 's1' } }], 'the body is an array, not a JSON object'],
    ['a string', 'plan', 'the body is a string, not a JSON object'],
    ['a number', 42, 'the body is a number, not a JSON object'],
    ['null', null, 'the body is null, not a JSON object'],
  ])('%s instead of an object: rejected by every call, entity or not', async (_name, body, problem) => {
    const { client } = clientAnswering(() => json(body));
    expect((await failure(getService(client, 's1'))).description).toBe(problem);
    expect((await failure(deleteService(client, 's1'))).description).toBe(problem);
    expect((await failure(countServices(client))).description).toBe(problem);
  });

  it.each([
    ['a string', 'SECRET-TOKEN', '"service" is a string, not an object'],
    ['null', null, '"service" is null, not an object'],
    ['a boolean', true, '"service" is a boolean, not an object'],
  ])('the unwrapped entity as %s: rejected', async (_name, service, problem) => {
    const { client } = clientAnswering(() => json({ service }));
    const error = await failure(getService(client, 's1'));
    expect(error.description).toBe(problem);
    // Values from the body never reach the message: a hostile server could echo anything there.
    expect(JSON.stringify(error.toJSON())).not.toContain('SECRET-TOKEN');
  });

  it("a paged call's items that are not a list: rejected", async () => {
    const { client } = clientAnswering(() => json({ services: { id: 's1' } }));
    expect((await failure(queryServices(client, {}))).description).toBe('"services" is an object, not an array');
  });

  it('GraphQL answers must be objects too', async () => {
    const { client } = clientAnswering(() => json([{ data: {} }]));
    expect((await failure(graphql(client, '{ site { id } }'))).description).toBe('the body is an array, not a JSON object');
  });
});

describe('date and float fields', () => {
  it('an invalid date at the top level: rejected', async () => {
    const { client } = clientAnswering(() => json({ count: 1, countedAt: 'yesterday' }));
    expect((await failure(countServices(client))).description).toBe('"countedAt" is not a valid date');
  });

  it('an invalid date in a nested entity: rejected, naming the path', async () => {
    const { client } = clientAnswering(() =>
      json({ service: { id: 's1', createdDate: '2026-03-01T09:00:00.000Z', schedule: { firstSessionStart: '2026-13-45T99:00:00Z' } } }),
    );
    const error = await failure(getService(client, 's1'));
    expect(error.description).toBe('"service.schedule.firstSessionStart" is not a valid date');
    expect(error.message).toBe(
      'Unexpected response from getService (HTTP 200, request-id: req-1): "service.schedule.firstSessionStart" is not a valid date',
    );
  });

  it('an invalid date inside arrays: rejected, naming the index', async () => {
    const services = [
      { id: 'a', createdDate: '2026-03-01T09:00:00Z' },
      { id: 'b', createdDate: 'SECRET-TOKEN' },
    ];
    const { client } = clientAnswering(() => json({ services }));
    const error = await failure(queryServices(client, {}));
    expect(error.description).toBe('"services[1].createdDate" is not a valid date');
    expect(JSON.stringify(error.toJSON())).not.toContain('SECRET-TOKEN');

    const list = clientAnswering(() => json({ service: { sessionDates: ['2026-03-01T09:00:00Z', 'soon'] } }));
    expect((await failure(getService(list.client, 's1'))).description).toBe('"service.sessionDates[1]" is not a valid date');
  });

  it.each([
    ['an object', { seconds: 1 }],
    ['a boolean', true],
    ['a date-like text that is not ISO', 'March 1, 2026'],
    ['a bare number in text', '1'],
  ])('a date given as %s: rejected', async (_name, createdDate) => {
    const { client } = clientAnswering(() => json({ service: { createdDate } }));
    expect((await failure(getService(client, 's1'))).description).toBe('"service.createdDate" is not a valid date');
  });

  it('a float that is not a number: rejected; numeric strings and special values decode', async () => {
    const bad = clientAnswering(() => json({ service: { locations: [{ geocode: { latitude: 1 } }, { geocode: { latitude: 'north' } }] } }));
    expect((await failure(getService(bad.client, 's1'))).description).toBe('"service.locations[1].geocode.latitude" is not a number');
    const good = clientAnswering(() =>
      json({
        service: { locations: [{ geocode: { latitude: '12.5' } }, { geocode: { latitude: 'NaN' } }, { geocode: { latitude: null } }] },
      }),
    );
    const service = await getService(good.client, 's1');
    expect(service.locations?.map((l) => l.geocode?.latitude)).toEqual([12.5, NaN, null]);
  });

  it('valid dates decode; null and "" are removed', async () => {
    const { client } = clientAnswering(() =>
      json({
        service: { createdDate: '2026-03-01T09:00:00.000Z', schedule: { firstSessionStart: null }, sessionDates: ['2026-03-02', ''] },
      }),
    );
    const service = await getService(client, 's1');
    expect(service.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(service.schedule).toEqual({});
    expect(service.sessionDates).toEqual([new Date('2026-03-02')]);
  });

  it('onError sees the UnexpectedResponseError, which is not retried', async () => {
    const onError = vi.fn();
    const { client, requests } = clientAnswering(() => json({ service: { createdDate: 'never' } }), onError);
    const error = await failure(getService(client, 's1'));
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ call: 'getService' }));
    expect(requests).toHaveLength(1);
  });
});

describe('checkResponse', () => {
  it('accepts every ISO-8601 date-time and rejects text that is not one', () => {
    const shape = { dates: [['at']], floats: [] };
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (date) => {
        const body = { at: date.toISOString() };
        expect(checkResponse(body, shape)).toBeUndefined();
        expect(body.at).toEqual(date);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => text !== '' && !/^\d{4}-\d{2}-\d{2}/.test(text)),
        (text) => {
          expect(checkResponse({ at: text }, shape)).toBe('"at" is not a valid date');
        },
      ),
    );
  });

  it('names map keys as *, never by their text', () => {
    expect(checkResponse({ byId: { 'SECRET-TOKEN': { at: 'x' } } }, { dates: [['byId', '*', 'at']], floats: [] })).toBe(
      '"byId.*.at" is not a valid date',
    );
  });
});
