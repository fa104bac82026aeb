// @ts-check
/**
 * A page's HTML with every non-ASCII character written as an escape, so the same document
 * becomes a one-byte string in V8 (see ascii-page-cache.mjs for why that matters).
 *
 * - In text and attribute values: a numeric character reference (`’` → `&#8217;`), which the
 *   browser decodes back to the same character.
 * - Inside JSON scripts (`__NEXT_DATA__`, JSON-LD): a JSON escape (`’` → `\u2019`), which
 *   `JSON.parse` decodes back; non-ASCII can only stand inside JSON strings there.
 * - Any other script or style holding non-ASCII would need its own escaping rules: such a page is
 *   left as it is, as is a page the escapes would grow by more than `maxGrowth` (mostly
 *   non-Latin text, where an escape is two or three times longer than the UTF-8 it replaces).
 *
 * This file is plain JavaScript because Next loads its cache handler at run time, untranspiled.
 */

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
const NON_ASCII_CODE_UNITS = /[^\x00-\x7f]/g;
/** Elements whose content the browser does not decode character references in. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;
const JSON_SCRIPT_START = /^<script\b[^>]*\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** @param {string} text */
function escapeForHtml(text) {
  return text.replace(NON_ASCII_CODE_POINTS, (char) => `&#${char.codePointAt(0)};`);
}

/** @param {string} json */
function escapeForJson(json) {
  return json.replace(
    NON_ASCII_CODE_UNITS,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * @param {string} html a whole document or fragment
 * @param {number} [maxGrowth] the largest share the document may grow by
 * @returns {string} the ASCII document, or `html` itself when it cannot or should not change
 */
export function toAsciiHtml(html, maxGrowth = 0.1) {
  if (!NON_ASCII.test(html)) return html;
  let ascii = '';
  let copiedUpTo = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [element, startTag = '', , content = '', endTag = ''] = match;
    if (NON_ASCII.test(content) && !JSON_SCRIPT_START.test(startTag)) return html;
    ascii += escapeForHtml(html.slice(copiedUpTo, match.index) + startTag);
    ascii += escapeForJson(content) + endTag;
    copiedUpTo = match.index + element.length;
  }
  ascii += escapeForHtml(html.slice(copiedUpTo));
  return ascii.length <= html.length * (1 + maxGrowth) ? ascii : html;
}
