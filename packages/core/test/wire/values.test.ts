import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  decodeFloat,
  decodeTimestamp,
  decodeWireValues,
  encodeFloat,
  float,
  timestamp,
  toWireTimestamp,
  wireShapeOf,
} from '../../src/index.js';

describe('wire values', () => {
  it('decodes any ISO timestamp to the same instant, and null/"" to absent', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (date) => {
        expect(decodeTimestamp(date.toISOString())).toEqual(date);
        expect(toWireTimestamp(date)).toBe(date.toISOString());
        expect(toWireTimestamp(date.toISOString())).toBe(date.toISOString());
      }),
    );
    expect(decodeTimestamp(null)).toBeUndefined();
    expect(decodeTimestamp('')).toBeUndefined();
    expect(decodeTimestamp('garbage')).toBe('garbage');
    expect(toWireTimestamp('tomorrow')).toBeUndefined();
    expect(toWireTimestamp('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('round-trips every double through the float encoding', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const wire = JSON.parse(JSON.stringify(encodeFloat(value)));
        expect(Object.is(decodeFloat(wire), value) || (value === 0 && decodeFloat(wire) === 0)).toBe(true);
        const fromText = decodeFloat(String(value));
        // -0 prints as "0": compare with ===, which treats the zeros as equal.
        expect(Number.isNaN(value) ? Number.isNaN(fromText) : fromText === value).toBe(true);
      }),
    );
    expect(decodeFloat('abc')).toBe('abc');
    expect(decodeFloat('')).toBe('');
  });

  it('finds timestamp and float paths through optional, array, record, union and lazy schemas', () => {
    const Node: z.ZodMiniType = z.object({
      when: z.optional(timestamp()),
      children: z.optional(z.array(z.lazy(() => Node))),
    });
    const schema = z.object({
      items: z.array(z.object({ createdDate: z.nullable(timestamp()), geo: z.object({ lat: float() }) })),
      byId: z.record(z.string(), z.object({ at: timestamp() })),
      either: z.union([z.object({ a: timestamp() }), z.object({ b: float() })]),
      tree: Node,
    });
    const paths = wireShapeOf(schema);
    expect(paths.dates.map((p) => p.join('.'))).toEqual(['items.createdDate', 'byId.*.at', 'either.a', 'tree.when']);
    expect(paths.floats.map((p) => p.join('.'))).toEqual(['items.geo.lat', 'either.b']);
    expect(wireShapeOf(schema)).toBe(paths);

    const body = decodeWireValues(
      {
        items: [
          { createdDate: '2026-01-01T00:00:00Z', geo: { lat: '1.5' } },
          { createdDate: null, geo: { lat: 2 } },
        ],
        byId: { x: { at: '2026-01-02T00:00:00Z' } },
        either: { b: 'Infinity' },
        tree: { when: '2026-01-03T00:00:00Z' },
      },
      paths,
    );
    expect(body.items[0]).toEqual({ createdDate: new Date('2026-01-01T00:00:00Z'), geo: { lat: 1.5 } });
    expect(body.items[1]).toEqual({ geo: { lat: 2 } });
    expect(body.byId.x!.at).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(body.either).toEqual({ b: Infinity });
  });
});
