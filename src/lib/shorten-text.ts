export interface ShortenTextOptions {
  /**
   * Where a shortened text ends: 'word' (the default) after its last whole word, 'character'
   * at the limit itself.
   */
  cut?: 'word' | 'character';
}

/** Search engines show about this much of a meta description, the ellipsis included. */
const META_DESCRIPTION_LENGTH = 160;

/** Spaces and the punctuation that would sit awkwardly before the ellipsis ("end.…"). */
const TRAILING_SPACE_AND_PUNCTUATION = /[\s,.;:]+$/;

/**
 * `text` as it is when it has at most `maxLength` characters; otherwise its first `maxLength`
 * characters followed by an ellipsis, without the spaces and punctuation (, . ; :) before it.
 * Counts code points, so an emoji or another character outside the Basic Multilingual Plane is
 * never split in half. With `cut: 'word'` a word cut by the limit is dropped whole, unless that
 * would drop more than half of what is kept (one very long word is cut inside instead).
 */
export function shortenText(
  text: string,
  maxLength: number,
  { cut = 'word' }: ShortenTextOptions = {},
): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  let kept = characters.slice(0, maxLength).join('');
  const wordWasCut = !/\s/.test(characters[maxLength]!);
  if (cut === 'word' && wordWasCut) {
    const lastSpace = kept.search(/\s\S*$/);
    if (lastSpace > kept.length / 2) kept = kept.slice(0, lastSpace);
  }
  return `${kept.replace(TRAILING_SPACE_AND_PUNCTUATION, '')}…`;
}

/**
 * A page's meta description from longer text: one line, cut at a word so that with the
 * ellipsis it stays within what search engines show.
 */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return shortenText(line, META_DESCRIPTION_LENGTH - 1);
}
