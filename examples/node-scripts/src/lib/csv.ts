/** A CSV cell value: text, a number, a boolean, a date or nothing. */
export type CsvValue = string | number | boolean | Date | null | undefined;

// Cells a spreadsheet would run as a formula (CSV/formula injection, OWASP): =, +, -, @, tab, CR.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Text that
 * starts like a formula gets a leading `'` so spreadsheets show it as text. Numbers are written as
 * they are (a negative number is not a formula); dates as ISO-8601 UTC.
 *
 * @example
 * ```ts
 * csvCell('Dana, "D"'); // "Dana, ""D"""
 * csvCell('=HYPERLINK("x")'); // "'=HYPERLINK(""x"")"
 * ```
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its line ending (`\r\n`, as RFC 4180 says). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Parses CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of
 * strings. For checking exports (tests, round trips).
 *
 * @example
 * ```ts
 * parseCsv('a,"b,c"\r\n'); // [['a', 'b,c']]
 * ```
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
