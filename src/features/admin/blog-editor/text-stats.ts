import { htmlToPlainText } from '~/lib/plain-text';

/** A common silent-reading pace. */
const WORDS_PER_MINUTE = 200;

/** Words in a post's HTML and the minutes it takes to read (at least one when it has words). */
export function textStats(html: string): { words: number; minutes: number } {
  const text = htmlToPlainText(html);
  const words = text ? text.split(' ').length : 0;
  return { words, minutes: words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}
