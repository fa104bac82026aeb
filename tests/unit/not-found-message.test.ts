import { describe, expect, it } from 'vitest';

import { notFoundMessageFor, PAGE_NOT_FOUND } from '~/features/not-found/not-found-message';

describe('notFoundMessageFor', () => {
  it.each([
    ['/blog/123', 'Post Not Found', '/blog', 'Back to Blog'],
    ['/projects/abc?x=1', 'Project not found', '/projects', 'Back to Projects'],
    ['/projects/abc/', 'Project not found', '/projects', 'Back to Projects'],
    ['/series/missing', 'Series not found', '/series', 'Back to Series'],
    [
      '/series/8-week-ai-hackathon/item/nope',
      'Item Not Found',
      '/series/8-week-ai-hackathon',
      'Back to Series',
    ],
  ])("gives %s its area's wording and a link back into it", (path, title, backHref, backLabel) => {
    expect(notFoundMessageFor(path)).toMatchObject({ title, backHref, backLabel });
  });

  it('describes a missing series item in its own words', () => {
    expect(notFoundMessageFor('/series/s/item/i').description).toBe(
      "The series item you're looking for doesn't exist or has been removed.",
    );
  });

  it.each(['/', '/nowhere', '/blog/1/extra', '/series/s/item', '/projects'])(
    'falls back to the 404 page for %s',
    (path) => {
      expect(notFoundMessageFor(path)).toEqual(PAGE_NOT_FOUND);
    },
  );
});
