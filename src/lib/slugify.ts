/**
 * Turns a title into a URL slug: lowercase; characters other than a-z, 0-9, whitespace
 * and hyphen removed; whitespace runs become a hyphen; repeated hyphens collapse. Leading and
 * trailing hyphens are trimmed too, so "  Hello, World! " gives "hello-world", never "-hello-world-".
 * Accented letters are removed like any other character ("Café" gives "caf").
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a stored slug looks like: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
