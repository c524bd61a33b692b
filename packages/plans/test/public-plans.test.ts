import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import { listPublicPlans, queryPublicPlans } from '../src/index.js';
import { json, recordingClient } from '@frontdesk/test-support';

const wirePlan = (id: string) => ({
  id,
  name: 'Gold',
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
  },
  primary: false,
  slug: `gold-${id}`,
  createdDate: '2025-11-20T08:15:30.123Z',
  updatedDate: '2025-12-01T10:00:00.000Z',
});

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `plan-${from + i}`);

describe('queryPublicPlans on the wire', () => {
  it('sends the default paging when no query is given', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [], pagingMetadata: { count: 0, offset: 0, total: 0 } }));
    const page = await queryPublicPlans(client);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: new URL('https://www.wixapis.com/pricing-plans/v2/plans/public/query'),
      query: '',
    });
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.body).toEqual({ query: { paging: { offset: 0, limit: 50 } } });
    expect(page.items).toEqual([]);
    expect(page.hasNext()).toBe(false);
  });

  it('sends filter, sort and paging as given, dates as ISO-8601, without touching the query object', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [wirePlan('a')], pagingMetadata: { count: 1, offset: 5, total: 6 } }));
    const query = {
      filter: {
        createdDate: { $gte: new Date('2026-01-01T00:00:00Z') },
        $or: [{ primary: true }, { slug: { $startsWith: 'gold' } }],
      },
      sort: [{ fieldName: 'createdDate' as const, order: 'DESC' as const }],
      paging: { limit: 5, offset: 5 },
    };
    const snapshot = structuredClone(query);
    await queryPublicPlans(client, query);
    expect(requests[0]!.body).toEqual({
      query: {
        filter: {
          createdDate: { $gte: '2026-01-01T00:00:00.000Z' },
          $or: [{ primary: true }, { slug: { $startsWith: 'gold' } }],
        },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        paging: { offset: 5, limit: 5 },
      },
    });
    expect(query).toEqual(snapshot);
  });

  it('fills the missing half of the paging with the defaults', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [] }));
    await queryPublicPlans(client, { paging: { limit: 10 } });
    expect(requests[0]!.body).toEqual({ query: { paging: { offset: 0, limit: 10 } } });
  });

  it('decodes dates and pages with the same filter and sort', async () => {
    const { client, requests } = recordingClient([
      () => json({ plans: [wirePlan('a'), wirePlan('b')], pagingMetadata: { count: 2, offset: 0, total: 3 } }),
      () => json({ plans: [wirePlan('c')], pagingMetadata: { count: 1, offset: 2, total: 3 } }),
    ]);
    const page = await queryPublicPlans(client, { filter: { primary: false }, paging: { limit: 2 } });
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.items[0]!.createdDate!.toISOString()).toBe('2025-11-20T08:15:30.123Z');
    expect(page.totalCount).toBe(3);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(requests[1]!.body).toEqual({ query: { filter: { primary: false }, paging: { offset: 2, limit: 2 } } });
    expect(next.items.map((p) => p.id)).toEqual(['c']);
    expect(next.hasNext()).toBe(false);
    expect(next.hasPrev()).toBe(true);
  });

  it('walks every page with for await', async () => {
    const { client } = recordingClient((request) => {
      const { offset, limit } = (request.body as { query: { paging: { offset: number; limit: number } } }).query.paging;
      const all = ids(5);
      return json({ plans: all.slice(offset, offset + limit).map(wirePlan), pagingMetadata: { offset, total: all.length } });
    });
    const seen: string[] = [];
    for await (const plan of await queryPublicPlans(client, { paging: { limit: 2 } })) seen.push(plan.id!);
    expect(seen).toEqual(ids(5));
  });

  it('is retried on 503 (a read)', async () => {
    const { client, requests } = recordingClient([() => json({ message: 'busy' }, 503), () => json({ plans: [] })]);
    await queryPublicPlans(client);
    expect(requests).toHaveLength(2);
  });

  it('refuses unknown sort fields, unknown keys and bad paging before sending', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error name is not sortable on public plans
    await expect(queryPublicPlans(client, { sort: [{ fieldName: 'name' }] })).rejects.toSatisfy(isInputError);
    // @ts-expect-error cursor paging is not supported here
    await expect(queryPublicPlans(client, { cursorPaging: { limit: 1 } })).rejects.toThrow(/unknown option\(s\): cursorPaging/);
    await expect(queryPublicPlans(client, { paging: { limit: 0 } })).rejects.toThrow(
      'Invalid argument: "query.paging.limit" must be 1 or more',
    );
    // @ts-expect-error the filter must be an object
    await expect(queryPublicPlans(client, { filter: 'primary' })).rejects.toThrow(/must be a filter object/);
    expect(requests).toHaveLength(0);
  });
});

describe('listPublicPlans on the wire', () => {
  it('sends limit, offset and repeated planIds in the query string (as the recorded sample)', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [wirePlan('a')], pagingMetadata: { count: 1, offset: 0, total: 1 } }));
    const page = await listPublicPlans(client, { limit: 10, offset: 0, planIds: ['a', 'b'] });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/plans/public');
    expect(requests[0]!.query).toBe('limit=10&offset=0&planIds=a&planIds=b');
    expect(requests[0]!.body).toBeUndefined();
    expect(page.items[0]!.updatedDate).toBeInstanceOf(Date);
  });

  it('sends no query string without options', async () => {
    const { client, requests } = recordingClient(() => json({ plans: [] }));
    await listPublicPlans(client);
    expect(requests[0]!.url.href).toBe('https://www.wixapis.com/pricing-plans/v2/plans/public');
  });

  it('switches to a POST with a JSON body past 4000 characters, and decodes its response the same', async () => {
    const many = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const { client, requests } = recordingClient(() => json({ plans: [wirePlan('a')], pagingMetadata: { total: 1 } }));
    const page = await listPublicPlans(client, { limit: 100, planIds: many });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.href).toBe('https://www.wixapis.com/pricing-plans/v2/plans/public');
    expect(requests[0]!.body).toEqual({ limit: 100, planIds: many });
    expect(requests[0]!.headers['x-http-method-override']).toBeUndefined();
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('pages with top-level limit and offset', async () => {
    const { client, requests } = recordingClient([
      () => json({ plans: ids(2).map(wirePlan), pagingMetadata: { offset: 0, total: 3 } }),
      () => json({ plans: [wirePlan('x')], pagingMetadata: { offset: 2, total: 3 } }),
    ]);
    const page = await listPublicPlans(client, { limit: 2, planIds: ['p'] });
    await page.next();
    expect(requests[1]!.query).toBe('limit=2&planIds=p&offset=2');
  });

  it('refuses unknown options and bad limits before sending', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error not an option of listPublicPlans
    await expect(listPublicPlans(client, { archived: 'ACTIVE' })).rejects.toThrow(/unknown option\(s\): archived/);
    await expect(listPublicPlans(client, { limit: 0 })).rejects.toSatisfy(isInputError);
    expect(requests).toHaveLength(0);
  });
});
