import { describe, expect, it } from 'vitest';
import { readMask } from '../../src/util/field-mask.js';

describe('readMask', () => {
  it('reads mask or fieldMask, comma-joined, as a list or as { paths }, with or without the entity prefix', () => {
    expect(readMask('plan', { mask: 'plan.name, pricing.price' })).toEqual(['name', 'pricing.price']);
    expect(readMask('service', { fieldMask: ['service.tagLine', 'name'] })).toEqual(['tagLine', 'name']);
    expect(readMask('service', { mask: { paths: ['schedule.firstSessionStart'] } })).toEqual(['schedule.firstSessionStart']);
  });

  it('takes the first source that has one (the body, then the query), and undefined when none has', () => {
    expect(readMask('plan', { mask: '' }, { mask: 'slug' })).toEqual(['slug']);
    expect(readMask('plan', {}, undefined)).toBeUndefined();
  });

  it('refuses masks that are not lists of paths, and reserved keys in a path', () => {
    expect(() => readMask('plan', { mask: 42 })).toThrow(/comma-joined list of field paths/);
    expect(() => readMask('plan', { mask: ['name', 7] })).toThrow(/comma-joined list of field paths/);
    expect(() => readMask('plan', { mask: '__proto__.polluted' })).toThrow();
  });
});
