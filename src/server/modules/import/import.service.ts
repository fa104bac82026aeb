import type { ImportFileInput } from '~/schemas/import';
import { conflict } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { contentImportJob } from '~/server/jobs/content-import';
import { queueJob } from '~/server/jobs/queue';
import { recordAudit } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

import { readAndReport, sourceLabels } from './import-report';
import { plannedRecords } from './planned-records';

/**
 * Starts an import: the checked plan, its job and its audit entry are written in one
 * transaction, so there is no import without its job. One import runs per team at a time.
 */
export async function startImport(
  ctx: ServiceContext,
  { teamId, actorId, ...input }: ImportFileInput & { teamId: string; actorId: string },
) {
  // The source's files are stored before the import exists: one whose import is then refused
  // is referred to by nothing, and `npm run uploads:gc` removes it.
  const { report, plan } = await readAndReport(ctx, { teamId, ...input }, { storeFiles: true });
  return ctx.db.$transaction(async (tx) => {
    // Taken in order of the team row, so two starts for one team wait for each other here.
    await tx.$executeRaw`SELECT 1 FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
    const running = await tx.import.count({
      where: { teamId, status: { in: ['queued', 'running'] } },
    });
    if (running > 0) throw conflict('An import is already running for this team.');
    const created = await tx.import.create({
      data: {
        teamId,
        actorId,
        sourceKind: input.kind,
        report: report as unknown as Prisma.InputJsonValue,
        plan,
        total: plannedRecords(plan).length,
      },
      select: { id: true },
    });
    await queueJob(tx, contentImportJob, { importId: created.id });
    await recordAudit(tx, {
      actorId,
      action: 'import',
      entityType: 'import',
      entityId: created.id,
      entityLabel: `${sourceLabels[input.kind]}: ${report.create.posts} post(s), ${report.create.seriesItems} series item(s), ${report.create.teamProfiles} profile(s)`,
      teamId,
      changes: {
        posts: { from: null, to: report.create.posts },
        seriesItems: { from: null, to: report.create.seriesItems },
        teamProfiles: { from: null, to: report.create.teamProfiles },
      },
    });
    return { id: created.id, report };
  });
}
