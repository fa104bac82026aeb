import { z } from 'zod';

import { defineJob } from './define-job';

/**
 * One content import: its job writes the import's plan batch by batch and resumes where the last
 * committed batch ended, so a retry after a dead instance or a failed batch repeats nothing.
 */
export const contentImportJob = defineJob({
  queue: 'content-import',
  input: z.object({ importId: z.uuid() }),
  options: (leaseSeconds) => ({
    policy: 'standard',
    // A large import outlasts one publish: its lease is longer, still short beside its work.
    expireInSeconds: leaseSeconds * 10,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  }),
  concurrency: 1,
  handler: async (ctx, input): Promise<unknown> => {
    const { runImportJob } = await import('~/server/modules/import/import-job');
    return runImportJob(ctx, input);
  },
});
