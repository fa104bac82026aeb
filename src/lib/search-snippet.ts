/**
 * A search result's snippet travels as segments of plain text, some marked as where the query
 * matched; the page draws the marked ones as <mark>, and React escapes every character of both.
 */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

/**
 * Private-use characters around each match in PostgreSQL's ts_headline output. The server strips
 * them from the text before highlighting, so stored content can never forge a mark.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** Splits ts_headline's output at the markers into segments. */
export function snippetSegments(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  for (const [index, part] of headline.split(MATCH_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, part] : splitOnce(part, MATCH_END);
    if (marked) segments.push({ text: marked, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return segments;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
