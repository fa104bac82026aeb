/**
 * Characters XML 1.0 forbids outright (most C0 controls, lone surrogates, U+FFFE/U+FFFF): a feed
 * containing one is rejected by every parser, so they are dropped rather than escaped.
 */
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text without the characters XML cannot carry at all. */
export function withoutInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return withoutInvalidXmlChars(text).replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** `<name>escaped text</name>`, or nothing when there is no value. */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value == null ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}
