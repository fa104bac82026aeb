import { describe, expect, it } from 'vitest';

import { notFoundMessageFor, PAGE_NOT_FOUND } from '~/features/not-found/not-found-message';
import { notFoundMessage } from '~/lib/not-found-message';
import { notFound } from '~/server/errors';

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

describe('notFoundMessage', () => {
  it("says the product's own not-found messages word for word", () => {
    expect(['Post', 'Project', 'Series', 'Item'].map(notFoundMessage)).toEqual([
      'Post Not Found',
      'Project not found',
      'Series not found',
      'Item Not Found',
    ]);
  });

  it("names every other record '<Label> not found', without a full stop", () => {
    expect(notFoundMessage('Media item')).toBe('Media item not found');
    expect(notFoundMessage('Team member profile')).toBe('Team member profile not found');
  });

  it('is the message of the NOT_FOUND error a service throws', () => {
    const error = notFound('Media item', { field: 'id' });
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Media item not found',
      field: 'id',
    });
  });
});
