import { describe, expect, it } from 'vitest';
import { compareValues, createFilter, readSort, sortBy, valuesAt } from '../../src/query/filter.js';

const items = [
  { id: 'a', name: 'Yoga', price: 10, tags: ['calm', 'morning'], created: '2026-01-02T10:00:00Z', note: '' },
  { id: 'b', name: 'yin', price: 25, tags: ['calm'], created: '2026-01-01T10:00:00Z', staff: [{ id: 's1' }, { id: 's2' }] },
  { id: 'c', name: 'Boxing', price: 40, tags: [], created: '2026-01-03T10:00:00Z', note: 'bring gloves' },
];
const ids = (matches: ReturnType<typeof createFilter>, filter: unknown) =>
  items.filter((item) => matches(item, filter)).map((item) => item.id);

describe('the shared query filter', () => {
  const any = createFilter({ extraOperators: ['$hasSome', '$hasAll'] });

  it('compares with every operator, dates as instants and strings ignoring case for $startsWith', () => {
    expect(ids(any, { price: { $gte: 25 } })).toEqual(['b', 'c']);
    expect(ids(any, { price: { $gt: 10, $lt: 40 } })).toEqual(['b']);
    expect(ids(any, { price: { $lte: 10 } })).toEqual(['a']);
    expect(ids(any, { name: { $startsWith: 'Y' } })).toEqual(['a', 'b']);
    expect(ids(any, { created: { $lt: { $date: '2026-01-02T00:00:00.000Z' } } })).toEqual(['b']);
    expect(ids(any, { id: { $in: ['a', 'c'] } })).toEqual(['a', 'c']);
    expect(ids(any, { id: { $nin: ['a', 'c'] } })).toEqual(['b']);
    expect(ids(any, { id: { $ne: 'a' } })).toEqual(['b', 'c']);
    expect(ids(any, { _id: 'b' })).toEqual(['b']);
  });

  it('matches array fields by any value, $hasAll by every value, and { $eq: null } by no value', () => {
    expect(ids(any, { tags: 'calm' })).toEqual(['a', 'b']);
    expect(ids(any, { tags: { $hasSome: ['morning', 'x'] } })).toEqual(['a']);
    expect(ids(any, { tags: { $hasAll: ['calm', 'morning'] } })).toEqual(['a']);
    expect(ids(any, { 'staff.id': 's2' })).toEqual(['b']);
    expect(ids(any, { staff: { $eq: null } })).toEqual(['a', 'c']);
  });

  it('combines with $and, $or and $not', () => {
    expect(ids(any, { $or: [{ id: 'a' }, { price: 40 }] })).toEqual(['a', 'c']);
    expect(ids(any, { $and: [{ tags: 'calm' }, { $not: { id: 'a' } }] })).toEqual(['b']);
  });

  it("counts a domain's absent value as missing for $exists", () => {
    const plain = createFilter();
    const emptyIsAbsent = createFilter({ absent: (value) => value === '' });
    expect(ids(plain, { note: { $exists: true } })).toEqual(['a', 'c']);
    expect(ids(emptyIsAbsent, { note: { $exists: true } })).toEqual(['c']);
    expect(ids(emptyIsAbsent, { note: { $exists: false } })).toEqual(['a', 'b']);
  });

  it('refuses unknown operators, operators the domain did not enable, fields it does not know, and bad shapes', () => {
    const known = createFilter({
      field: (name, at) => {
        if (name !== 'id') throw new Error(`${at} unknown`);
        return name;
      },
    });
    expect(() => any(items[0], { id: { $regex: 'a' } }, 'query.filter')).toThrow('query.filter.id.$regex');
    expect(() => createFilter()(items[0], { tags: { $hasSome: ['calm'] } })).toThrow('$hasSome');
    expect(() => known(items[0], { name: 'x' }, 'f')).toThrow('f.name unknown');
    expect(() => any(items[0], { id: { $in: 'a' } })).toThrow('must be an array');
    expect(() => any(items[0], { $or: {} })).toThrow('must be an array');
    expect(() => any(items[0], [], 'filter')).toThrow('must be an object');
    expect(any(items[0], undefined)).toBe(true);
  });

  it('sorts by several keys, stable, with no value first', () => {
    const keys = readSort([{ fieldName: 'tags', order: 'DESC' }, { fieldName: 'price' }], 'sort');
    expect(keys).toEqual([
      { path: 'tags', sign: -1 },
      { path: 'price', sign: 1 },
    ]);
    expect(sortBy(items, keys).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(sortBy(items, readSort([{ fieldName: 'created' }], 'sort')).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(sortBy(items, []).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(() => readSort([{ fieldName: 'price', order: 'UP' }], 'sort')).toThrow('sort[0].order');
    expect(() => readSort({}, 'sort')).toThrow('must be an array');
  });

  it('reads dotted paths through arrays and orders values', () => {
    expect(valuesAt(items[1], 'staff.id')).toEqual(['s1', 's2']);
    expect(valuesAt(items[0], 'staff.id')).toEqual([]);
    expect(compareValues(undefined, 1)).toBe(-1);
    expect(compareValues('2026-01-02T00:00:00Z', { $date: '2026-01-01T00:00:00Z' })).toBe(1);
  });
});
