import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

function readDocument(document: string): string {
  return readFileSync(path.join(ROOT, document), 'utf8');
}

/** The text outside fenced code blocks, where Markdown links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces become hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = prose(markdown).matchAll(/^#{1,6} (.+)$/gm);
  return new Set([...headings].map(([, heading = '']) => anchorOf(heading)));
}

/** The relative links of `markdown` (the text of `document`) whose file or heading is missing. */
function brokenLinks(document: string, markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map(
    ([, target = '']) => target,
  );
  return targets.filter((link) => {
    if (/^[a-z]+:/i.test(link)) return false;
    const [file = '', anchor] = link.split('#');
    const target = file ? path.posix.join(path.posix.dirname(document), file) : document;
    if (file && !existsSync(path.join(ROOT, target))) return true;
    if (anchor === undefined) return false;
    return !anchorsIn(target === document ? markdown : readDocument(target)).has(anchor);
  });
}

describe('the README and docs/*.md', () => {
  it.each(DOCUMENTS)('%s links only to files and headings that exist', (document) => {
    expect(brokenLinks(document, readDocument(document))).toEqual([]);
  });

  it.each(DOCUMENTS)('%s names only npm scripts that package.json has', (document) => {
    const { scripts } = JSON.parse(readDocument('package.json')) as {
      scripts: Record<string, string>;
    };
    const named = [...readDocument(document).matchAll(/npm run ([\w:-]+)/g)].map(
      ([, script = '']) => script,
    );
    expect(named.filter((script) => !(script in scripts))).toEqual([]);
  });

  it('the link check finds a missing file, a missing heading and a moved section', () => {
    const markdown = [
      '# Guide',
      '## Under load: `npm run loadtest`',
      '[here](#under-load-npm-run-loadtest) [gone](#nowhere) [web](https://example.com)',
      '[api](api.md#who-may-call-each-procedure) [old](../README.md#api) [nope](missing.md)',
      '```md',
      '[in a code block](missing-too.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/guide.md', markdown)).toEqual([
      '#nowhere',
      '../README.md#api',
      'missing.md',
    ]);
  });
});
