import { htmlToPlainText } from '~/lib/plain-text';
import { shortenText } from '~/lib/shorten-text';
import { BLOG_PREVIEW_LENGTH } from '~/schemas/blog';

/**
 * The blog list's preview of a post: the first 500 characters of its content as plain text,
 * followed by an ellipsis when cut. For page props and feeds, made on the server: its length
 * comes with the zod schemas, which must stay out of the public pages' bundles.
 */
export function contentPreview(content: string): string {
  return shortenText(htmlToPlainText(content), BLOG_PREVIEW_LENGTH, { cut: 'character' });
}
