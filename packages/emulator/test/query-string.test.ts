import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeQuery, PlatformError } from '../src/extend/index.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('decodeQuery', () => {
  it('decodes scalars, repeated keys and dotted keys; values stay strings', () => {
    const params = new URLSearchParams(
      'limit=10&planIds=a&planIds=b&participantNotification.notifyParticipants=true&paging.offset=0&paging.limit=5',
    );
    expect(decodeQuery(params)).toEqual({
      limit: '10',
      planIds: ['a', 'b'],
      participantNotification: { notifyParticipants: 'true' },
      paging: { offset: '0', limit: '5' },
    });
  });

  it('makes listed keys arrays even with one value, nested keys included', () => {
    expect(decodeQuery(new URLSearchParams('fieldsets=FULL&filter.ids=x'), { arrays: ['fieldsets', 'filter.ids'] })).toEqual({
      fieldsets: ['FULL'],
      filter: { ids: ['x'] },
    });
  });

  it('decodes the .r complex form with its JSON types', () => {
    const payload = { paging: { limit: 10, offset: 0 }, sorting: [{ fieldName: 'createdDate', order: 'DESC' }], fieldsets: ['FULL'] };
    expect(decodeQuery(new URLSearchParams({ '.r': b64url(payload) }))).toEqual(payload);
  });

  it('rejects a .r that is not base64url JSON of an object with a 400', () => {
    for (const bad of ['%%%', b64url([1, 2]), Buffer.from('{"a":').toString('base64url')]) {
      const error = (() => {
        try {
          decodeQuery(new URLSearchParams({ '.r': bad }));
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(PlatformError);
      expect((error as PlatformError).status).toBe(400);
    }
  });

  it('keeps __proto__ as data and never pollutes prototypes', () => {
    const decoded = decodeQuery(new URLSearchParams('__proto__.polluted=yes&a.__proto__.b=1'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toEqual({ polluted: 'yes' });
  });
});

// Hand-written reference encoder following wire.md "Query strings" (the SDK's encoder gets its own
// property test in core): arrays repeat the key, nested objects flatten with dots.
type Payload = { [key: string]: string | string[] | Payload };

function encode(payload: Payload, prefix = '', params = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(payload)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else if (typeof value === 'object') encode(value, name, params);
    else params.append(name, value);
  }
  return params;
}

function arrayPaths(payload: Payload, prefix = ''): string[] {
  return Object.entries(payload).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) return [name];
    return typeof value === 'object' ? arrayPaths(value, name) : [];
  });
}

// Keys without dots (a dot is the nesting separator) and not the reserved `.r`.
const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !k.includes('.'));
const value = fc.string({ maxLength: 12 });
const payload: fc.Arbitrary<Payload> = fc.letrec<{ node: Payload }>((tie) => ({
  node: fc.dictionary(
    key,
    fc.oneof(
      { depthSize: 'small' },
      value,
      fc.array(value, { minLength: 1, maxLength: 4 }),
      tie('node').filter((child) => Object.keys(child).length > 0),
    ),
    { maxKeys: 5 },
  ),
})).node;

describe('decodeQuery properties', () => {
  it('inverts the plain encoding when array keys are declared', () => {
    fc.assert(
      fc.property(payload, (input) => {
        const params = new URLSearchParams(encode(input).toString());
        expect(decodeQuery(params, { arrays: arrayPaths(input) })).toEqual(input);
      }),
    );
  });

  it('inverts the plain encoding for arrays of two or more values without declarations', () => {
    const noSingletons = payload.filter(function check(p: Payload): boolean {
      return Object.values(p).every((v) => (Array.isArray(v) ? v.length > 1 : typeof v === 'object' ? check(v) : true));
    });
    fc.assert(
      fc.property(noSingletons, (input) => {
        expect(decodeQuery(new URLSearchParams(encode(input).toString()))).toEqual(input);
      }),
    );
  });

  it('inverts the .r encoding for any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (input) => {
        const normalized = JSON.parse(JSON.stringify(input));
        const params = new URLSearchParams({ '.r': b64url(normalized) });
        expect(decodeQuery(new URLSearchParams(params.toString()))).toEqual(normalized);
      }),
    );
  });
});
