/**
 * CSV (RFC 4180) that spreadsheets open without running anything: a cell that starts like a
 * formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe, so it is
 * shown as text (numbers are left as they are); every cell is quoted, quotes doubled.
 */
export function csvOf(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A number (-12) is read as a number, never as a formula: it keeps its sign.
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
