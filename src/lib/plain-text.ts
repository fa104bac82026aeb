/** Tags that end a block of text: replaced by a space so neighbouring words stay apart. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|img|iframe)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const codePoint =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The readable text of (sanitised) post HTML: tags removed, entities decoded, whitespace
 * collapsed. For previews and feed descriptions, never for rendering as HTML.
 */
export function htmlToPlainText(html: string): string {
  const text = html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
