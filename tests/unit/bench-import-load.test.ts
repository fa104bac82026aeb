import { describe, expect, it } from 'vitest';

import { MAX_IMPORT_FILE_BYTES } from '~/schemas/import';
import { readGhostExport } from '~/server/modules/import/ghost';

import { ghostExport, IMPORTED_POSTS } from '../../scripts/bench/import-load';

describe("the bench's import (npm run bench)", () => {
  it('is a Ghost export whose every post the importer takes, published, each with its own id', () => {
    const file = ghostExport(IMPORTED_POSTS);
    expect(Buffer.byteLength(file)).toBeLessThan(MAX_IMPORT_FILE_BYTES);
    const { plan, skipped } = readGhostExport(file, null);
    expect(skipped).toEqual([]);
    expect(plan.posts).toHaveLength(IMPORTED_POSTS);
    expect(new Set(plan.posts.map((post) => post.sourceId)).size).toBe(IMPORTED_POSTS);
    expect(plan.posts.every((post) => post.status === 'published')).toBe(true);
  });
});
