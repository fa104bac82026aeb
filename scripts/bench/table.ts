/** A plain-text table with left-aligned columns and a rule under the header. */
export function formatTable(header: readonly string[], lines: readonly string[][]): string {
  const rows = [header, ...lines];
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const render = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [render(header), rule, ...lines.map(render)].join('\n');
}
