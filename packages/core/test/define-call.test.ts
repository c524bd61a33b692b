import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  arg,
  createClient,
  defineCall,
  floatInput,
  isInputError,
  isValidationError,
  timestamp,
  wireShapeOf,
  timestampInput,
  type InputError,
  type ValidationError,
} from '../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';
import { getService, ServiceSchema } from './sample-calls.js';

const ServiceInput = z.looseObject({
  name: z.string().check(z.minLength(1)),
  schedule: z.optional(z.looseObject({ firstSessionStart: z.optional(timestampInput()) })),
  geocode: z.optional(z.object({ latitude: floatInput(), longitude: floatInput() })),
});

const createService = defineCall({
  name: 'createService',
  method: 'POST',
  path: '/_api/bookings/v2/services',
  args: [arg.field('service', ServiceInput)],
  response: wireShapeOf(z.object({ service: ServiceSchema })),
  unwrap: 'service',
});

const deleteService = defineCall({
  name: 'deleteService',
  method: 'DELETE',
  path: '/_api/bookings/v2/services/{id}',
  args: [
    arg.path('id'),
    arg.spread(
      'options',
      z.optional(
        z.object({
          preserveFutureSessionsWithParticipants: z.optional(z.boolean()),
          participantNotification: z.optional(z.object({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) })),
        }),
      ),
    ),
  ],
});

const updatePlan = defineCall({
  name: 'updatePlan',
  method: 'PATCH',
  path: '/pricing-plans/v2/plans/{id}',
  args: [arg.field('plan', z.looseObject({ id: z.string(), name: z.optional(z.string()) }))],
  params: { id: 'plan.id' },
});

const base = 'https://api.test';

describe('defineCall', () => {
  it('puts path params in the path, decodes timestamps and floats, and unwraps', async () => {
    const { fetch, requests } = fakeFetch(() =>
      json({
        service: {
          id: 's 1',
          createdDate: '2026-03-01T09:00:00.000Z',
          schedule: { firstSessionStart: '' },
          locations: [{ geocode: { latitude: '12.5', longitude: 'NaN' } }],
        },
      }),
    );
    const client = createClient({ baseUrl: base, fetch });
    const service = await getService(client, 's 1');
    expect(requests[0]!.url.pathname).toBe('/_api/bookings/v2/services/s%201');
    expect(requests[0]!.url.search).toBe('');
    expect(requests[0]!.method).toBe('GET');
    expect(service.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(service.schedule).toEqual({});
    expect(service.locations?.[0]?.geocode?.latitude).toBe(12.5);
    expect(Number.isNaN(service.locations?.[0]?.geocode?.longitude)).toBe(true);
  });

  it('rejects a missing or empty id with an InputError naming the argument, and sends nothing', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    const error = (await getService(client, '').catch((e) => e)) as InputError;
    expect(isInputError(error)).toBe(true);
    expect(error.issues[0]!.argument).toBe('id');
    expect(error.message).toContain('"id"');
    // @ts-expect-error the id is required
    const missing = (await getService(client).catch((e) => e)) as InputError;
    expect(missing.message).toBe('Invalid argument: "id" is required');
    expect(requests).toHaveLength(0);
  });

  it('sends dates as ISO with milliseconds and Z, floats with special strings, and never mutates input', async () => {
    const { fetch, requests } = fakeFetch((r) => json({ service: { ...(r.body as { service: object }).service, id: 'x' } }));
    const client = createClient({ baseUrl: base, fetch });
    const input = {
      name: 'Yoga',
      schedule: { firstSessionStart: new Date(Date.UTC(2026, 2, 1, 9)) },
      geocode: { latitude: Infinity, longitude: 2 },
      extra: { keep: true },
    };
    const snapshot = structuredClone(input);
    await createService(client, input);
    expect(input).toEqual(snapshot);
    expect(input.schedule.firstSessionStart).toBeInstanceOf(Date);
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.body).toEqual({
      service: {
        name: 'Yoga',
        schedule: { firstSessionStart: '2026-03-01T09:00:00.000Z' },
        geocode: { latitude: 'Infinity', longitude: 2 },
        extra: { keep: true },
      },
    });
    await createService(client, { name: 'A', schedule: { firstSessionStart: '2026-03-01T10:00:00+01:00' } });
    expect((requests[1]!.body as any).service.schedule.firstSessionStart).toBe('2026-03-01T09:00:00.000Z');
  });

  it('rejects an unparsable date before sending', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    const error = (await createService(client, { name: 'A', schedule: { firstSessionStart: 'next tuesday' } }).catch(
      (e) => e,
    )) as InputError;
    expect(isInputError(error)).toBe(true);
    expect(error.issues[0]).toMatchObject({ argument: 'service', path: ['schedule', 'firstSessionStart'] });
    expect(requests).toHaveLength(0);
  });

  it('flattens DELETE options into the query string', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    await deleteService(client, 'S1', {
      preserveFutureSessionsWithParticipants: true,
      participantNotification: { notifyParticipants: true, message: 'hi there' },
    });
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.url.search).toBe(
      '?preserveFutureSessionsWithParticipants=true&participantNotification.notifyParticipants=true&participantNotification.message=hi%20there',
    );
    expect(requests[0]!.body).toBeUndefined();
  });

  it('fills a placeholder from inside an argument and sends {} for an empty POST body', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    await updatePlan(client, { id: 'P1', name: 'Gold' });
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/plans/P1');
    expect(requests[0]!.body).toEqual({ plan: { id: 'P1', name: 'Gold' } });
    const missing = (await updatePlan(client, { id: '' }).catch((e) => e)) as InputError;
    expect(missing.issues[0]).toMatchObject({ argument: 'plan', path: ['id'] });

    const clearPrimary = defineCall({ name: 'clearPrimary', method: 'POST', path: '/pricing-plans/v2/plans/clear-primary', args: [] });
    await clearPrimary(client);
    expect(requests.at(-1)!.body).toEqual({});
  });

  it('attributes server field violations to the argument they came from', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          message: 'bad',
          details: {
            validationError: {
              fieldViolations: [
                { field: 'service.name', description: 'must not be empty' },
                { field: 'service.category', description: 'x' },
              ],
            },
          },
        },
        400,
      ),
    );
    const client = createClient({ baseUrl: base, fetch });
    const error = (await createService(client, { name: 'A' }).catch((e) => e)) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.message).toBe('INVALID_ARGUMENT: "service.category" x, "service.name" must not be empty');
    expect(error.fieldViolations.map((v) => v.argument)).toEqual(['service', 'service']);
  });

  it('switches a long GET to its POST fallback and decodes the response the same way', async () => {
    const listPlans = defineCall({
      name: 'listPlans',
      method: 'GET',
      path: '/pricing-plans/v2/plans',
      args: [arg.spread('options', z.optional(z.object({ planIds: z.optional(z.array(z.string())), limit: z.optional(z.number()) })))],
      response: wireShapeOf(z.object({ plans: z.optional(z.array(z.object({ id: z.string(), createdDate: z.optional(timestamp()) }))) })),
      unwrap: 'plans',
      longGetFallback: true,
    });
    const { fetch, requests } = fakeFetch(() => json({ plans: [{ id: 'p', createdDate: '2026-01-01T00:00:00Z' }] }));
    const client = createClient({ baseUrl: base, fetch });
    const short = await listPlans(client, { planIds: ['a', 'b'] });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.search).toBe('?planIds=a&planIds=b');
    const planIds = Array.from({ length: 200 }, (_, i) => `plan-${i.toString().padStart(20, '0')}`);
    const long = await listPlans(client, { planIds, limit: 5 });
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.url.pathname).toBe('/pricing-plans/v2/plans');
    expect(requests[1]!.url.search).toBe('');
    expect(requests[1]!.body).toEqual({ planIds, limit: 5 });
    expect(short?.[0]?.createdDate).toBeInstanceOf(Date);
    expect(long?.[0]?.createdDate).toBeInstanceOf(Date);
  });

  it('uses the .r complex form for nested list payloads', async () => {
    const listMembers = defineCall({
      name: 'listMembers',
      method: 'GET',
      path: '/members/v1/members',
      args: [arg.spread('options', z.optional(z.looseObject({})))],
      complexQuery: true,
    });
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    const payload = { paging: { limit: 5, offset: 10 }, fieldsets: ['FULL'], sorting: [{ fieldName: 'createdDate', order: 'DESC' }] };
    await listMembers(client, payload);
    const r = requests[0]!.url.searchParams.get('.r')!;
    expect(r).not.toMatch(/[=+/]/);
    expect(JSON.parse(Buffer.from(r, 'base64url').toString('utf8'))).toEqual(payload);
    await listMembers(client, { fieldsets: ['FULL', 'PUBLIC'] });
    expect(requests[1]!.url.search).toBe('?fieldsets=FULL&fieldsets=PUBLIC');
  });

  it('refuses a zod response schema on its first call: a wire shape decodes the response', async () => {
    const { fetch } = fakeFetch(() => json({}));
    const client = createClient({ baseUrl: base, fetch });
    const untyped = defineCall({ name: 'getWidget', method: 'GET', path: '/widgets', args: [], response: z.object({}) as never });
    await expect(untyped(client)).rejects.toThrow('getWidget: response must be a wire shape (wireShapeOf(schema) for zod)');
  });

  it('exposes its declaration for the emulator and React layers', () => {
    expect(getService.declaration).toMatchObject({ name: 'getService', method: 'GET', path: '/_api/bookings/v2/services/{id}' });
    expect(getService.name).toBe('getService');
  });
});
