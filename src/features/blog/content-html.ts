/**
 * Post HTML as the post page renders it. The HTML is already sanitised (on write, by the API);
 * this only adapts it to the page: headings in the content start at h2, since the post title
 * is the page's one h1, and images load lazily (most of them are far below the fold).
 */
export function prepareContentHtml(html: string): string {
  return html
    .replace(/<(\/?)h1\b/gi, '<$1h2')
    .replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
}
