import type { IncomingMessage, ServerResponse } from 'node:http';

import { describe, expect, it } from 'vitest';

import { answerBeforeNext, withFrontRoutes } from '~/server/http/front-routes';

const request = (url: string) => ({ url }) as IncomingMessage;
const response = {} as ServerResponse;

describe('withFrontRoutes', () => {
  it('answers an added path itself, whatever its query, and hands every other request on', async () => {
    const answered: string[] = [];
    answerBeforeNext('/api/front-test', (req) => {
      answered.push(`front ${req.url}`);
      return Promise.resolve();
    });
    const handle = withFrontRoutes((req) => answered.push(`next ${req.url}`));

    for (const url of ['/api/front-test', '/api/front-test?x=1', '/api/front-test/', '/blog']) {
      await handle(request(url), response);
    }
    expect(answered).toEqual([
      'front /api/front-test',
      'front /api/front-test?x=1',
      'next /api/front-test/',
      'next /blog',
    ]);
  });
});
