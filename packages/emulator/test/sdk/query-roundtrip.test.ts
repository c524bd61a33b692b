import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from '@frontdesk/core';
import { decodeQuery } from '../../src/extend/index.js';

// Query-string values are text on the wire: the property holds for string leaves.
const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,7}$/);
const text = fc.string({ maxLength: 12 });

describe("the emulator's decodeQuery inverts the SDK's encodeQuery", () => {
  it('for scalars, repeated keys and nested objects', () => {
    const nested = fc.dictionary(key, text, { minKeys: 1, maxKeys: 3 });
    const value = fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 4 }), nested);
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (payload) => {
        const arrays = Object.entries(payload)
          .filter(([, v]) => Array.isArray(v))
          .map(([k]) => k);
        const decoded = decodeQuery(new URLSearchParams(encodeQuery(payload)), { arrays });
        expect(decoded).toEqual(payload);
      }),
    );
  });

  it('for the .r complex form, keeping JSON types', () => {
    const sorting = fc.array(fc.record({ fieldName: text, order: fc.constantFrom('ASC', 'DESC') }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.record({
          sorting,
          paging: fc.record({ limit: fc.integer({ min: 1, max: 100 }), offset: fc.nat() }),
          fieldsets: fc.array(text),
          note: fc.string(),
        }),
        (payload) => {
          const query = encodeQuery(payload, { complex: true });
          expect(query.startsWith('.r=')).toBe(true);
          expect(decodeQuery(new URLSearchParams(query))).toEqual(payload);
        },
      ),
    );
  });
});
