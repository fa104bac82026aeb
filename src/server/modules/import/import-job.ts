import { z } from 'zod';

import { revalidatePaths } from '~/server/cache/revalidate';
import type { ServiceContext } from '~/server/service-context';

import { writeRecord, type ChangedPaths } from './import-writers';
import { importPlan } from './plan';
import { createdCounts, plannedRecords, type CreatedCounts } from './planned-records';

/** Records written per transaction: a failure loses at most one batch, which the retry redoes. */
export const IMPORT_BATCH_SIZE = 25;

const importJob = z.object({ importId: z.uuid() });

/**
 * Runs an import's job: the plan's records in batches, each batch and the progress it makes in
 * one transaction. The import row is locked for each batch and its progress read again, so a
 * retry, or a second run of the job, continues where the last committed batch ended; every
 * record is keyed by its source (import_sources), so nothing is created twice. A failure is
 * stored on the import for the person who started it.
 */
export async function runImportJob(ctx: ServiceContext, data: unknown): Promise<void> {
  const { importId } = importJob.parse(data);
  const row = await ctx.db.import.findUnique({
    where: { id: importId },
    select: { id: true, teamId: true, actorId: true, sourceKind: true, status: true, plan: true },
  });
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await ctx.db.import.update({ where: { id: importId }, data: { status: 'running' } });
  const records = plannedRecords(importPlan.parse(row.plan));
  try {
    for (;;) {
      const paths: ChangedPaths = [];
      const finished = await ctx.db.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ processed: number; created: unknown }[]>`
          SELECT processed, created FROM imports WHERE id = ${importId}::uuid FOR UPDATE`;
        const start = locked?.processed ?? records.length;
        if (start >= records.length) return true;
        const created: CreatedCounts = createdCounts.parse(locked?.created);
        const batch = records.slice(start, start + IMPORT_BATCH_SIZE);
        for (const record of batch) {
          const counted = await writeRecord(tx, row, record, paths);
          if (counted) created[counted]++;
        }
        await tx.import.update({
          where: { id: importId },
          data: { processed: start + batch.length, created },
        });
        return false;
      });
      if (finished) break;
      await revalidatePaths(ctx, [...new Set(paths)]);
    }
    await ctx.db.import.update({
      where: { id: importId },
      data: { status: 'done', finishedAt: new Date() },
    });
  } catch (error) {
    console.error(`Import ${importId} failed:`, error);
    await ctx.db.import.update({
      where: { id: importId },
      data: {
        status: 'failed',
        finishedAt: new Date(),
        error: 'The import stopped with an error; what was written before it is kept.',
      },
    });
  }
}
