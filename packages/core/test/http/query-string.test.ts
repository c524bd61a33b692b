import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../src/index.js';

describe('encodeQuery', () => {
  it('repeats array keys, flattens nested objects with dots and drops null/undefined', () => {
    expect(
      encodeQuery({
        fieldsets: ['FULL', 'PUBLIC'],
        participantNotification: { notifyParticipants: true, message: 'a b&c' },
        limit: 5,
        skip: undefined,
        none: null,
      }),
    ).toBe(
      'fieldsets=FULL&fieldsets=PUBLIC&participantNotification.notifyParticipants=true&participantNotification.message=a%20b%26c&limit=5',
    );
    expect(encodeQuery({})).toBe('');
  });

  it('refuses arrays of objects outside the complex form instead of dropping them', () => {
    expect(() => encodeQuery({ sorting: [{ fieldName: 'x' }] })).toThrow(/holds objects/);
  });

  it('puts the whole payload in .r (base64url, no padding) in the complex form when nested', () => {
    fc.assert(
      fc.property(
        fc.record({
          sorting: fc.array(fc.record({ fieldName: fc.string(), order: fc.constantFrom('ASC', 'DESC') }), { minLength: 1 }),
          fieldsets: fc.array(fc.string()),
          limit: fc.integer(),
        }),
        (payload) => {
          const query = encodeQuery(payload, { complex: true });
          expect(query.startsWith('.r=')).toBe(true);
          const value = query.slice(3);
          expect(value).toMatch(/^[A-Za-z0-9_-]*$/);
          expect(JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))).toEqual(payload);
        },
      ),
    );
  });

  it('round-trips flat payloads through URLSearchParams', () => {
    const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 2, maxLength: 4 }))), (payload) => {
        const params = new URLSearchParams(encodeQuery(payload));
        for (const [k, v] of Object.entries(payload)) {
          expect(Array.isArray(v) ? params.getAll(k) : params.get(k)).toEqual(v);
        }
      }),
    );
  });
});
