import { describe, expect, it } from 'vitest';

import { notFoundMessage } from '~/lib/not-found-message';
import { notFound } from '~/server/errors';

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
