import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { apiKey, arg, createClient, defineCall } from '../../src/index.js';
import { toWireNames } from '../../src/wire/official-names.js';

describe('toWireNames', () => {
  it('renames the official _id, _createdDate and _updatedDate at any depth, in arrays too', () => {
    const when = new Date('2025-12-01T10:00:00.000Z');
    expect(
      toWireNames({
        _id: 'm-1',
        _updatedDate: when,
        location: { _id: 'bl-1', locationType: 'BUSINESS' },
        additionalFields: [{ _id: 'field-1', value: 'x' }, 'plain'],
      }),
    ).toEqual({
      id: 'm-1',
      updatedDate: when,
      location: { id: 'bl-1', locationType: 'BUSINESS' },
      additionalFields: [{ id: 'field-1', value: 'x' }, 'plain'],
    });
  });

  it('never changes the caller objects, and returns them as they are when nothing is renamed', () => {
    const input = { booking: { resource: { _id: 'st-1' } }, untouched: { a: [1, 2] } };
    const snapshot = structuredClone(input);
    const output = toWireNames(input);
    expect(input).toEqual(snapshot);
    expect(output.untouched).toBe(input.untouched);
    const plain = { paging: { limit: 3 }, ids: ['a'] };
    expect(toWireNames(plain)).toBe(plain);
  });

  it('keeps the wire name when both are given', () => {
    expect(toWireNames({ id: 'wire', _id: 'official' })).toEqual({ id: 'wire' });
  });

  it("leaves extendedFields (the caller's own data), dates, class instances and own __proto__ keys alone", () => {
    const extended = { namespaces: { app: { _id: 'mine' } } };
    const date = new Date(0);
    const input = { extendedFields: extended, date, list: new Map([['_id', 1]]) };
    expect(toWireNames(input)).toBe(input);
    const parsed = JSON.parse('{"__proto__": {"_x": 1}, "constructor": 2}');
    expect(toWireNames(parsed)).toBe(parsed);
  });

  it('stops at a cyclic value instead of overflowing the stack', () => {
    const cyclic: Record<string, unknown> = { _id: 'a' };
    cyclic.self = cyclic;
    expect(() => toWireNames(cyclic)).not.toThrow();
  });
});

describe('every call accepts the official spelling', () => {
  it('sends the wire names, and validates what it sends', async () => {
    const bodies: unknown[] = [];
    const client = createClient({
      auth: apiKey({ apiKey: 'KEY', siteId: 'SITE' }),
      fetch: async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json({ thing: { id: 't-1' } });
      },
    });
    const updateThing = defineCall({
      name: 'updateThing',
      method: 'PATCH',
      path: '/things/{id}',
      args: [arg.path('id'), arg.field('thing', z.object({ id: z.string(), updatedDate: z.optional(z.date()) }))],
      unwrap: 'thing',
    });
    await updateThing(client, 't-1', { _id: 't-1', _updatedDate: new Date('2025-12-01T10:00:00.000Z') } as never);
    expect(bodies).toEqual([{ thing: { id: 't-1', updatedDate: '2025-12-01T10:00:00.000Z' } }]);
  });
});
