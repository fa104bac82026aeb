import { describe, expect, it } from 'vitest';

import { compareRevisions } from '~/components/admin/revisions/revision-diff';

describe('compareRevisions', () => {
  it('lists only the fields that changed, texts word by word and the rest as values', () => {
    const differences = compareRevisions(
      'project',
      { title: 'Hackathon bot', description: 'A bot.', tags: ['AI'], featured: false },
      { title: 'Hackathon robot', description: 'A bot.', tags: ['AI', 'Robots'], featured: true },
    );
    expect(differences).toEqual([
      {
        field: 'title',
        label: 'Title',
        kind: 'text',
        parts: [
          { text: 'Hackathon ', change: 'same' },
          { text: 'bot', change: 'removed' },
          { text: 'robot', change: 'added' },
        ],
      },
      { field: 'tags', label: 'Tags', kind: 'value', from: 'AI', to: 'AI, Robots' },
      { field: 'featured', label: 'Featured', kind: 'value', from: 'No', to: 'Yes' },
    ]);
  });

  it('compares a post’s content as the text a reader sees, not its markup', () => {
    const [content] = compareRevisions(
      'blog_post',
      { content: '<p>We <strong>shipped</strong> it.</p>' },
      { content: '<p>We shipped it &amp; more.</p>' },
    );
    expect(content).toMatchObject({ field: 'content', kind: 'text' });
    const parts = content!.kind === 'text' ? content!.parts : [];
    expect(parts.filter((part) => part.change === 'removed')).toEqual([]);
    const added = parts.filter((part) => part.change === 'added').map((part) => part.text);
    expect(added.join('')).toContain('& more');
  });

  it('keeps a series item’s text as written: markup-like text is not stripped', () => {
    const [summary] = compareRevisions(
      'series_item',
      { summary: 'Use <b> tags' },
      { summary: 'Use <i> tags' },
    );
    const parts = summary!.kind === 'text' ? summary!.parts : [];
    expect(parts.map((part) => part.text).join('')).toBe('Use <bi> tags');
    expect(parts.find((part) => part.change === 'added')?.text).toBe('i');
  });

  it('shows empty values as a dash and finds nothing between equal versions', () => {
    expect(
      compareRevisions('blog_post', { featuredImageUrl: null }, { featuredImageUrl: '/a.webp' }),
    ).toEqual([
      {
        field: 'featuredImageUrl',
        label: 'Featured image',
        kind: 'value',
        from: '—',
        to: '/a.webp',
      },
    ]);
    expect(compareRevisions('blog_post', { title: 'Same' }, { title: 'Same' })).toEqual([]);
  });
});
