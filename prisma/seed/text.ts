/** Plain-text content with blank lines between paragraphs (rendered with whitespace preserved). */
export function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}
