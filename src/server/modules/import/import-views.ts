import type { ImportIdInput } from '~/schemas/import';
import { notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import type { ServiceContext } from '~/server/service-context';

import type { ImportReport } from './import-report';
import { createdCounts } from './planned-records';

const importSelect = {
  id: true,
  teamId: true,
  sourceKind: true,
  status: true,
  report: true,
  processed: true,
  total: true,
  created: true,
  error: true,
  createdAt: true,
  finishedAt: true,
  actor: { select: { fullName: true } },
} satisfies Prisma.ImportSelect;

function importView({
  actor,
  report,
  created,
  ...row
}: Prisma.ImportGetPayload<{ select: typeof importSelect }>) {
  return {
    ...row,
    report: report as unknown as ImportReport,
    created: createdCounts.parse(created),
    actorName: actor?.fullName ?? null,
  };
}
export type ImportView = ReturnType<typeof importView>;

/** One import of the team, with its progress: what the import screen polls while it runs. */
export async function getImport(
  ctx: ServiceContext,
  { teamId, id }: ImportIdInput & { teamId: string },
) {
  const row = await ctx.db.import.findFirst({ where: { id, teamId }, select: importSelect });
  if (!row) throw notFound('Import');
  return importView(row);
}

/** The team's latest imports, newest first. */
export async function adminListImports(ctx: ServiceContext, { teamId }: { teamId: string }) {
  const rows = await ctx.db.import.findMany({
    where: { teamId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 20,
    select: importSelect,
  });
  return rows.map(importView);
}
