/**
 * Control characters (NUL and the other C0 codes but tab, line feed and carriage return, and
 * DEL) are refused in every text a caller sends: PostgreSQL refuses NUL in text, and no form of
 * the site has a use for the others.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path ('title', 'links.0.linkUrl') of the first text in `input` holding one; else null. */
export function controlCharacterPath(input: unknown, path: readonly string[] = []): string | null {
  if (typeof input === 'string') {
    return CONTROL_CHARACTER.test(input) ? path.join('.') || 'input' : null;
  }
  if (input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    const found = controlCharacterPath(value, [...path, key]);
    if (found) return found;
  }
  return null;
}
