import type { RevisionRecordType } from '~/schemas/revision';
import type { Tx } from '~/server/db';
import { savedMeanwhileConflict, type AppError } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';

/** How many revisions a record keeps: a save past this drops the oldest. */
export const MAX_REVISIONS_PER_RECORD = 50;

/** The revisions column that points at each kind of record (a real foreign key). */
export const REVISION_RECORD_COLUMN = {
  blog_post: 'blogPostId',
  series_item: 'seriesItemId',
  project: 'projectId',
} as const satisfies Record<RevisionRecordType, keyof Prisma.RevisionWhereInput>;

/** Which of a revision's columns names its record, and the record's type. */
export function recordOfRevision(revision: {
  blogPostId: string | null;
  seriesItemId: string | null;
  projectId: string | null;
}): { recordType: RevisionRecordType; recordId: string } {
  if (revision.blogPostId) return { recordType: 'blog_post', recordId: revision.blogPostId };
  if (revision.seriesItemId) return { recordType: 'series_item', recordId: revision.seriesItemId };
  // The database holds exactly one of the three (revisions_one_record).
  return { recordType: 'project', recordId: revision.projectId! };
}

/** How one kind of record keeps its history. */
export interface RevisionKind<Row> {
  recordType: RevisionRecordType;
  /** The fields a person edits, as the revision keeps them. */
  fields: readonly (keyof Row & string)[];
  version(row: Row): number;
  teamId(row: Row): string;
}

/** Dates become ISO text; everything else an editor changes is JSON already. */
function jsonValue(value: unknown): Prisma.InputJsonValue | null {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * How long an autosave revision stays open: the same author's next autosave within this time
 * replaces it, so one writing session does not push the record's older history out.
 */
export const AUTOSAVE_COALESCE_MS = 10 * 60 * 1000;

/**
 * Keeps the revision of a save that produced `row`, in the save's transaction, and drops the
 * record's revisions beyond the newest MAX_REVISIONS_PER_RECORD. Versions count saves one by one,
 * so the ones to drop are those more than the limit below this one.
 *
 * An autosave that directly follows the same author's autosave of less than
 * AUTOSAVE_COALESCE_MS ago takes that revision over (its fields, version and time) instead of
 * adding one; any other save, or anyone else's, starts a new revision.
 */
export async function keepRevision<Row extends { id: string }>(
  tx: Tx,
  kind: RevisionKind<Row>,
  row: Row,
  authorId: string | null,
  { autosave = false }: { autosave?: boolean } = {},
): Promise<void> {
  const column = REVISION_RECORD_COLUMN[kind.recordType];
  const version = kind.version(row);
  const fields = Object.fromEntries(kind.fields.map((field) => [field, jsonValue(row[field])]));
  const now = new Date();
  const open =
    autosave && authorId
      ? await tx.revision.findFirst({
          where: {
            [column]: row.id,
            version: version - 1,
            autosave: true,
            authorId,
            createdAt: { gt: new Date(now.getTime() - AUTOSAVE_COALESCE_MS) },
          },
          select: { id: true },
        })
      : null;
  if (open) {
    await tx.revision.update({
      where: { id: open.id },
      data: { version, fields, createdAt: now },
      select: { id: true },
    });
  } else {
    await tx.revision.create({
      data: {
        teamId: kind.teamId(row),
        [column]: row.id,
        version,
        fields,
        authorId,
        autosave,
      },
      select: { id: true },
    });
  }
  await tx.revision.deleteMany({
    where: { [column]: row.id, version: { lte: version - MAX_REVISIONS_PER_RECORD } },
  });
}

const RECORD_VERSION: Record<
  RevisionRecordType,
  (tx: Tx, id: string) => Promise<{ version: number; updatedAt: Date } | null>
> = {
  blog_post: (tx, id) =>
    tx.blogPost.findUnique({ where: { id }, select: { version: true, updatedAt: true } }),
  series_item: (tx, id) =>
    tx.seriesItem.findUnique({ where: { id }, select: { version: true, updatedAt: true } }),
  project: (tx, id) =>
    tx.project.findUnique({ where: { id }, select: { version: true, updatedAt: true } }),
};

/**
 * The conflict for a save that started from an older version: who made the latest save and
 * when (its revision; the record's own time when it has none), and the version now.
 */
export async function savedMeanwhileError(
  tx: Tx,
  recordType: RevisionRecordType,
  recordId: string,
): Promise<AppError> {
  const [record, latest] = await Promise.all([
    RECORD_VERSION[recordType](tx, recordId),
    tx.revision.findFirst({
      where: { [REVISION_RECORD_COLUMN[recordType]]: recordId },
      orderBy: { version: 'desc' },
      select: { version: true, createdAt: true, author: { select: { fullName: true } } },
    }),
  ]);
  const version = record?.version ?? latest?.version ?? 1;
  const latestIsCurrent = latest !== null && latest.version === version;
  return savedMeanwhileConflict({
    by: latestIsCurrent ? (latest.author?.fullName ?? null) : null,
    at: (latestIsCurrent ? latest.createdAt : (record?.updatedAt ?? new Date())).toISOString(),
    version,
  });
}
