/** `text` cut at the last word boundary within `max` characters, with an ellipsis when cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Search engines show about this much of a meta description. */
export const SEO_DESCRIPTION_LENGTH = 160;
