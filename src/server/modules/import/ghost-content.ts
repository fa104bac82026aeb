/**
 * Ghost keeps a post's body as `html` (rendered when it was saved) and as its editor's document:
 * `mobiledoc` (Ghost 1–4) or `lexical` (Ghost 5). An export usually carries `html`; when it does
 * not, these turn the editor's document into plain HTML of its text, headings, lists, quotes and
 * images: enough to read the post, not a second renderer of every card Ghost has.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');

const image = (src: unknown, alt: unknown) =>
  typeof src === 'string' && src
    ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(typeof alt === 'string' ? alt : '')}">`
    : '';

/** A card's HTML as far as it is text or an image; cards of anything else are left out. */
function cardHtml(name: unknown, payload: Record<string, unknown>): string {
  if (name === 'html' && typeof payload.html === 'string') return payload.html;
  if (name === 'image') return image(payload.src, payload.alt);
  if (name === 'markdown' && typeof payload.markdown === 'string') {
    return paragraphs(payload.markdown);
  }
  if (name === 'code' && typeof payload.code === 'string') {
    return `<pre><code>${escapeHtml(payload.code)}</code></pre>`;
  }
  return '';
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside']);

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The text of a mobiledoc section's markers (type 0: text; atoms are left out). */
const markersText = (markers: unknown) =>
  asArray(markers)
    .map((marker) => asArray(marker))
    .map((marker) => (marker[0] === 0 && typeof marker[3] === 'string' ? marker[3] : ''))
    .join('');

/** A mobiledoc document (parsed from its JSON) as HTML. */
export function mobiledocToHtml(document: unknown): string {
  const doc = asRecord(document);
  const cards = asArray(doc.cards).map(asArray);
  return asArray(doc.sections)
    .map(asArray)
    .map((section) => {
      const [type, second, third] = section;
      if (type === 1) {
        const tag =
          typeof second === 'string' && BLOCK_TAGS.has(second.toLowerCase()) ? second : 'p';
        const text = markersText(third);
        return text ? `<${tag}>${escapeHtml(text)}</${tag}>` : '';
      }
      if (type === 3) {
        const tag = second === 'ol' ? 'ol' : 'ul';
        const items = asArray(third).map((item) => `<li>${escapeHtml(markersText(item))}</li>`);
        return `<${tag}>${items.join('')}</${tag}>`;
      }
      if (type === 10 && typeof second === 'number') {
        const [name, payload] = cards[second] ?? [];
        return cardHtml(name, asRecord(payload));
      }
      return '';
    })
    .join('');
}

/** The text of a lexical node and its children. */
function lexicalText(node: Record<string, unknown>): string {
  if (node.type === 'linebreak') return '\n';
  if (typeof node.text === 'string') return node.text;
  return asArray(node.children).map(asRecord).map(lexicalText).join('');
}

function lexicalNodeHtml(node: Record<string, unknown>): string {
  const text = () => escapeHtml(lexicalText(node));
  switch (node.type) {
    case 'paragraph':
    case 'extended-text': {
      const content = text();
      return content ? `<p>${content}</p>` : '';
    }
    case 'heading':
    case 'extended-heading': {
      const tag = typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? node.tag : 'h2';
      return `<${tag}>${text()}</${tag}>`;
    }
    case 'quote':
    case 'aside':
      return `<blockquote>${text()}</blockquote>`;
    case 'list': {
      const tag = node.listType === 'number' ? 'ol' : 'ul';
      const items = asArray(node.children)
        .map(asRecord)
        .map((item) => `<li>${escapeHtml(lexicalText(item))}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'image':
      return image(node.src, node.alt ?? node.altText);
    case 'codeblock':
      return cardHtml('code', node);
    case 'html':
    case 'markdown':
      return cardHtml(node.type, node);
    case 'horizontalrule':
      return '<hr>';
    default:
      return '';
  }
}

/** A lexical document (parsed from its JSON) as HTML. */
export function lexicalToHtml(document: unknown): string {
  const root = asRecord(asRecord(document).root);
  return asArray(root.children).map(asRecord).map(lexicalNodeHtml).join('');
}
