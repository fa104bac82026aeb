import { describe, expect, it } from 'vitest';

import { clearPublicAnswers, rememberPublicResult } from '~/server/cache/public-answers';

describe('rememberPublicResult', () => {
  it('computes a key once, until public content changes', async () => {
    let computed = 0;
    const compute = () => Promise.resolve({ run: ++computed });

    expect(await rememberPublicResult('search:a', compute)).toEqual({ run: 1 });
    expect(await rememberPublicResult('search:a', compute)).toEqual({ run: 1 });
    expect(await rememberPublicResult('search:b', compute)).toEqual({ run: 2 });

    clearPublicAnswers();
    expect(await rememberPublicResult('search:a', compute)).toEqual({ run: 3 });
  });
});
