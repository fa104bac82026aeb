import type { ListRevisionsInput, RestoreRevisionInput, RevisionIdInput } from '~/schemas/revision';
import { notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import {
  MAX_REVISIONS_PER_RECORD,
  recordOfRevision,
  REVISION_RECORD_COLUMN,
} from '~/server/records/revisions';
import type { ServiceContext } from '~/server/service-context';

import { REVISION_RECORDS, type RevisionFields } from './revision-records';

/** A revision in a list: who saved which version when; its fields come with `byId`. */
const revisionSummarySelect = {
  id: true,
  version: true,
  createdAt: true,
  autosave: true,
  blogPostId: true,
  seriesItemId: true,
  projectId: true,
  author: { select: { fullName: true } },
} satisfies Prisma.RevisionSelect;

type RevisionSummaryRow = Prisma.RevisionGetPayload<{ select: typeof revisionSummarySelect }>;

function summaryOf({
  author,
  blogPostId,
  seriesItemId,
  projectId,
  ...revision
}: RevisionSummaryRow) {
  return {
    ...revision,
    ...recordOfRevision({ blogPostId, seriesItemId, projectId }),
    /** Null when the author's account is gone, or for a save made outside the app. */
    authorName: author?.fullName ?? null,
  };
}

/** The revisions of one record of the team, newest first; another team's record is not found. */
export async function listRevisions(
  ctx: ServiceContext,
  { teamId, recordType, recordId }: ListRevisionsInput & { teamId: string },
) {
  await REVISION_RECORDS[recordType].requireInTeam(ctx, { teamId, id: recordId });
  const rows = await ctx.db.revision.findMany({
    where: { teamId, [REVISION_RECORD_COLUMN[recordType]]: recordId },
    orderBy: { version: 'desc' },
    take: MAX_REVISIONS_PER_RECORD,
    select: revisionSummarySelect,
  });
  return rows.map(summaryOf);
}

/** One revision of the team's records, with the fields it kept. */
export async function getRevision(
  ctx: ServiceContext,
  { teamId, id }: RevisionIdInput & { teamId: string },
) {
  const revision = await ctx.db.revision.findFirst({
    where: { id, teamId },
    select: { ...revisionSummarySelect, fields: true },
  });
  if (!revision) throw notFound('Revision');
  const { fields, ...summary } = revision;
  return { ...summaryOf(summary), fields: fields as RevisionFields };
}

/**
 * Saves a revision's fields over its record as a new version (so a new revision), from the
 * version the caller's editor shows; the published state stays as it is.
 */
export async function restoreRevision(
  ctx: ServiceContext,
  { teamId, actorId, id, version }: RestoreRevisionInput & { teamId: string; actorId: string },
) {
  const revision = await getRevision(ctx, { teamId, id });
  const { recordType, recordId } = revision;
  const restored = await REVISION_RECORDS[recordType].restore(
    ctx,
    { teamId, actorId, id: recordId, version },
    revision.fields,
  );
  return { recordType, recordId, version: restored.version };
}
