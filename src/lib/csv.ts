/**
 * CSV (RFC 4180) that spreadsheets open without running anything: a cell that starts like a
 * formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe, so it is
 * shown as text; every cell is quoted, quotes doubled.
 */
export function csvOf(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
