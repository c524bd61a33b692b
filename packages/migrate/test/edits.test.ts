import { describe, expect, it } from 'vitest';
import { EditSet, removeListElements } from '../src/edits.js';

describe('EditSet', () => {
  it('applies replacements and insertions, leaving the rest as it is', () => {
    const edits = new EditSet('a.b.c(x, y)');
    edits.replace(0, 5, 'fn(a');
    edits.insert(5, 'ignored-inside? ');
    expect(edits.apply()).toBe('fn(aignored-inside? (x, y)');
  });

  it('builds an outer replacement from the inner ones (render), which it then takes the place of', () => {
    const edits = new EditSet('q().eq(plan._id).find()');
    edits.replace(12, 15, 'id');
    expect(edits.render(7, 15)).toBe('plan.id');
    expect(edits.replace(0, 23, `query({ filter: { id: ${edits.render(7, 15)} } })`)).toBe(true);
    expect(edits.apply()).toBe('query({ filter: { id: plan.id } })');
  });

  it('refuses an edit that overlaps another partly, or lies inside a replacement', () => {
    const edits = new EditSet('0123456789');
    edits.replace(2, 6, 'x');
    expect(edits.replace(4, 8, 'y')).toBe(false);
    expect(edits.insert(4, 'z')).toBe(false);
    expect(edits.insert(6, '!')).toBe(true);
    expect(edits.touches(5, 7)).toBe(true);
    expect(edits.touches(6, 9)).toBe(false);
    expect(edits.apply()).toBe('01x!6789');
  });
});

describe('removeListElements', () => {
  const ranged = (text: string, parts: string[]) => {
    let at = 0;
    return parts.map((part) => {
      const start = text.indexOf(part, at);
      const fullStart = at;
      at = start + part.length + 1; // after the comma
      return { getFullStart: () => fullStart, getEnd: () => start + part.length };
    });
  };

  it('removes elements with their commas, keeping the layout of the others', () => {
    const text = '{\n  modules: { plans },\n  auth: x,\n  useCDN: false,\n}';
    const [modules, auth, cdn] = ranged(text.slice(1), ['modules: { plans }', 'auth: x', 'useCDN: false']).map((r) => ({
      getFullStart: () => r.getFullStart() + 1,
      getEnd: () => r.getEnd() + 1,
    }));
    const edits = new EditSet(text);
    expect(removeListElements(edits, [modules!, auth!, cdn!], new Set([modules!, cdn!]))).toBe(true);
    expect(edits.apply()).toBe('{\n  auth: x,\n}');
  });

  it('says when nothing would be left', () => {
    const edits = new EditSet('a, b');
    const elements = ranged('a, b', ['a', 'b']);
    expect(removeListElements(edits, elements, new Set(elements))).toBe(false);
  });
});
