import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A Ghost export of tests/fixtures/ghost/, as its text. */
export function ghostFixture(name: 'ghost-v4.json' | 'ghost-v5.json'): string {
  return readFileSync(resolve(import.meta.dirname, '../fixtures/ghost', name), 'utf8');
}

type GhostPost = Record<string, unknown>;

let sequence = 0;

/** A published post as Ghost 5 exports it; `fields` replace or add fields. */
export function ghostPost(fields: GhostPost = {}): GhostPost {
  const n = ++sequence;
  return {
    id: `6560000000000000000${String(n).padStart(5, '0')}`,
    title: `Post ${n}`,
    slug: `post-${n}`,
    html: `<p>Body ${n}</p>`,
    lexical: null,
    mobiledoc: null,
    feature_image: null,
    type: 'post',
    status: 'published',
    created_at: '2024-01-01T10:00:00.000Z',
    published_at: '2024-01-02T10:00:00.000Z',
    ...fields,
  };
}

/** A Ghost 5 export holding `posts` and nothing else, as text. */
export function ghostExportOf(posts: GhostPost[], version = '5.80.0'): string {
  return JSON.stringify({ db: [{ meta: { exported_on: 0, version }, data: { posts } }] });
}
