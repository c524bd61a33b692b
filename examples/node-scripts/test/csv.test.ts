import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, parseCsv } from '../src/lib/csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and guards formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+x')).toBe("'+x");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(new Date('2026-03-01T09:00:00Z'))).toBe('2026-03-01T09:00:00.000Z');
    expect(csvCell(undefined)).toBe('');
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['id', 'name'],
      ['1', 'Dana, "D"\nLevi'],
      ['2', ''],
    ];
    expect(parseCsv(rows.map((r) => csvRow(r)).join(''))).toEqual(rows);
  });
});
