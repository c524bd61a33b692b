import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { arg, createClient, defineCall, timestamp, wireShapeOf } from '../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';

const PlanSchema = z.object({ id: z.string(), createdDate: z.optional(timestamp()) });
const queryPublicPlans = defineCall({
  name: 'queryPublicPlans',
  method: 'POST',
  path: '/pricing-plans/v2/plans/public/query',
  args: [
    arg.field(
      'query',
      z.optional(z.looseObject({ paging: z.optional(z.object({ offset: z.optional(z.number()), limit: z.optional(z.number()) })) })),
    ),
  ],
  payload: ({ query }) => ({ query: { ...(query as object), paging: { offset: 0, limit: 50, ...(query as any)?.paging } } }),
  response: wireShapeOf(z.object({ plans: z.optional(z.array(PlanSchema)), pagingMetadata: z.optional(z.looseObject({})) })),
  page: { kind: 'offset', items: 'plans', metadata: 'pagingMetadata', paging: 'query.paging' },
  idempotent: true,
});

const queryBookings = defineCall({
  name: 'queryExtendedBookings',
  method: 'POST',
  path: '/_api/bookings-reader/v2/extended-bookings/query',
  args: [arg.field('query', z.looseObject({})), arg.spread('options', z.optional(z.looseObject({})))],
  response: wireShapeOf(
    z.object({ extendedBookings: z.optional(z.array(z.looseObject({}))), pagingMetadata: z.optional(z.looseObject({})) }),
  ),
  page: { kind: 'cursor', items: 'extendedBookings', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

const ALL = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, createdDate: '2026-01-01T00:00:00Z' }));

function planServer() {
  return fakeFetch((r) => {
    const { offset, limit } = (r.body as any).query.paging;
    return json({
      plans: ALL.slice(offset, offset + limit),
      pagingMetadata: { count: Math.min(limit, ALL.length - offset), offset, total: ALL.length },
    });
  });
}

describe('offset pages', () => {
  it('defaults to offset 0 and limit 50, and reports totals', async () => {
    const { fetch, requests } = planServer();
    const page = await queryPublicPlans(createClient({ baseUrl: 'https://x.test', fetch }));
    expect((requests[0]!.body as any).query.paging).toEqual({ offset: 0, limit: 50 });
    expect(page.items).toHaveLength(7);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.totalCount).toBe(7);
    expect(page.hasNext()).toBe(false);
    expect(page.hasPrev()).toBe(false);
    await expect(page.next()).rejects.toThrow('No next page to fetch');
    await expect(page.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('walks next and prev pages without changing the caller query, and iterates every item', async () => {
    const { fetch, requests } = planServer();
    const client = createClient({ baseUrl: 'https://x.test', fetch });
    const query = { filter: { primary: true }, paging: { limit: 3 } };
    const first = await queryPublicPlans(client, query);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((p) => p.id)).toEqual(['p3', 'p4', 'p5']);
    expect((requests[1]!.body as any).query).toEqual({ filter: { primary: true }, paging: { offset: 3, limit: 3 } });
    expect(second.hasPrev()).toBe(true);
    expect((await second.prev()).items.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(query).toEqual({ filter: { primary: true }, paging: { limit: 3 } });

    const ids: string[] = [];
    for await (const plan of first) ids.push(plan.id);
    expect(ids).toEqual(ALL.map((p) => p.id));
  });
});

describe('cursor pages', () => {
  it('sends only the cursor paging on follow-up requests and stops on the last page', async () => {
    const { fetch, requests } = fakeFetch((r) => {
      const cursor = (r.body as any).query.cursorPaging?.cursor;
      if (!cursor) return json({ extendedBookings: [{ id: 'b1' }], pagingMetadata: { cursors: { next: 'C2' }, hasNext: true } });
      return json({ extendedBookings: [{ id: 'b2' }], pagingMetadata: { cursors: { prev: 'C1' } } });
    });
    const client = createClient({ baseUrl: 'https://x.test', fetch });
    const page = await queryBookings(
      client,
      { filter: { status: 'CONFIRMED' }, cursorPaging: { limit: 1 } },
      { withBookingAllowedActions: true },
    );
    const ids: string[] = [];
    for await (const item of page) ids.push(item.id as string);
    expect(ids).toEqual(['b1', 'b2']);
    expect(requests[1]!.body).toEqual({ query: { cursorPaging: { cursor: 'C2', limit: 1 } }, withBookingAllowedActions: true });
    const second = await page.next();
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
  });
});
