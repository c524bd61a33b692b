import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { arg, defineCall, timestamp, timestampInput, wireShapeOf, type FrontdeskClient, type Page } from '../src/index.js';

const Plan = z.object({ id: z.string(), createdDate: z.optional(timestamp()) });

const getPlan = defineCall({
  name: 'getPlan',
  method: 'GET',
  path: '/pricing-plans/v2/plans/{id}',
  args: [arg.path('id')],
  response: wireShapeOf(z.object({ plan: Plan })),
  unwrap: 'plan',
});

const cancel = defineCall({
  name: 'cancelOrder',
  method: 'POST',
  path: '/pricing-plans/v2/orders/{id}/cancel',
  args: [
    arg.path('id'),
    arg.spread('options', z.optional(z.object({ effectiveAt: z.optional(z.string()), at: z.optional(timestampInput()) }))),
  ],
});

const query = defineCall({
  name: 'queryPublicPlans',
  method: 'POST',
  path: '/pricing-plans/v2/plans/public/query',
  args: [arg.field('query', z.optional(z.looseObject({})))],
  response: wireShapeOf(z.object({ plans: z.optional(z.array(Plan)), pagingMetadata: z.optional(z.looseObject({})) })),
  page: { kind: 'offset', items: 'plans', metadata: 'pagingMetadata', paging: 'query.paging' },
});

declare const client: FrontdeskClient;

describe('defineCall types', () => {
  it('requires path params and leaves trailing options optional', () => {
    expectTypeOf(getPlan).parameters.toEqualTypeOf<[client: FrontdeskClient<any>, arg: string]>();
    expectTypeOf(cancel).toBeCallableWith(client, 'o1');
    expectTypeOf(cancel).toBeCallableWith(client, 'o1', { effectiveAt: 'IMMEDIATELY', at: new Date() });
    expectTypeOf(cancel).toBeCallableWith(client, 'o1', { at: '2026-01-01T00:00:00Z' });
    // @ts-expect-error a number is not an id
    void getPlan(client, 1);
  });

  it('returns the unwrapped, decoded entity with Date fields', () => {
    expectTypeOf(getPlan(client, 'p')).resolves.toEqualTypeOf<{ id: string; createdDate?: Date | undefined }>();
  });

  it('returns a typed page for paged calls', () => {
    expectTypeOf(query(client)).resolves.toExtend<Page<{ id: string; createdDate?: Date | undefined }, unknown>>();
  });
});
