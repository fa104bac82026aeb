import type { ScheduleInput } from '~/schemas/schedule';
import type { Tx } from '~/server/db';
import type { Db } from '~/server/db';
import { notFound, writeOrNotFound } from '~/server/errors';
import type { ScheduleJob } from '~/server/jobs/content-schedule';
import { onPublish } from '~/server/outbox/on-publish';
import { auditedUpdate, type AuditedEntity } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

import type { ScheduledEntity } from './entities';
import { whyPublishIsMissed, type MissedReason } from './missed-publish';
import { queueSchedule, requireDraft, requireFutureTime, unqueueSchedule } from './schedule-jobs';

/** What every schedulable record carries. */
export interface ScheduledRow {
  id: string;
  published: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** For records with followers: whether the scheduled publish emails them. */
  emailFollowersOnPublish?: boolean;
}

/** What a job learns of a record before it acts; null: the record is gone. */
export type RecordState = Omit<ScheduledRow, 'id'> & {
  teamId: string;
  scheduledById: string | null;
};

/** Which record: its id, in its team (another team's id finds nothing). */
export interface RecordScope {
  id: string;
  teamId: string;
  /** For a schedule's job: the state the record must still be in, or it finds nothing. */
  still?: { published?: boolean; publishAt?: Date; unpublishAt?: Date };
}

/** What a schedule writes into a record, besides a new version. */
export interface ScheduleWrite {
  published?: boolean;
  publishAt?: Date | null;
  unpublishAt?: Date | null;
  scheduledById?: string | null;
  /** A scheduled publish that did not happen: the time it was for, and why. */
  missedAt?: Date | null;
  missedReason?: MissedReason | null;
  emailFollowersOnPublish?: boolean;
}

/** Clears a missed publish: the record is scheduled, published or its schedule cancelled. */
const NOT_MISSED = { missedAt: null, missedReason: null } as const;

/** The columns of a record's schedule, as `stateOf` reads them (with the record's team). */
export const SCHEDULE_STATE_SELECT = {
  scheduledById: true,
  published: true,
  publishAt: true,
  unpublishAt: true,
} as const;

/**
 * How the schedule reads and writes one kind of record (a post, a series item): the one place
 * that knows its table, its team and the pages its publishing changes.
 */
export interface SchedulableKind<Row extends ScheduledRow> {
  entity: ScheduledEntity;
  audited: AuditedEntity<Row>;
  notFoundLabel: string;
  /** The record's team, who scheduled it and its state, by id alone (a job knows no more). */
  stateOf(db: Db, id: string): Promise<RecordState | null>;
  find(tx: Tx, scope: RecordScope): Promise<Row | null>;
  /** Writes `data` and a new version where `scope` holds; Prisma's P2025 when nothing does. */
  update(tx: Tx, scope: RecordScope, data: ScheduleWrite, before: Row): Promise<Row>;
  /** Rebuilds the public pages that show (or showed) the record. */
  revalidate(ctx: ServiceContext, row: Row): Promise<void>;
  /** Whether the record has followers to email when it is published (posts, series items). */
  hasFollowers: boolean;
}

/** Who publishes or unpublishes a record: a person, or a schedule's job for the time it names. */
export type PublishedBy =
  | { actorId: string; emailFollowers?: boolean }
  | { scheduledFor: Date; scheduledById: string | null };

/**
 * Publishes or unpublishes a record and records who did it: what a person's Publish and a
 * schedule's job both call. A job changes the record only while it is still scheduled for that
 * time (checked again by the UPDATE itself, so of two jobs running at once one writes and the
 * other finds nothing); a person's action drops the schedule it makes moot.
 */
export async function setRecordPublished<Row extends ScheduledRow>(
  ctx: ServiceContext,
  kind: SchedulableKind<Row>,
  {
    teamId,
    id,
    published,
    by,
  }: { teamId: string; id: string; published: boolean; by: PublishedBy },
) {
  const bySchedule = 'scheduledFor' in by;
  const scope: RecordScope = {
    id,
    teamId,
    still: !bySchedule
      ? undefined
      : published
        ? { published: false, publishAt: by.scheduledFor }
        : { published: true, unpublishAt: by.scheduledFor },
  };
  const { before, after } = await auditedUpdate(
    ctx.db,
    kind.audited,
    {
      action: published ? 'publish' : 'unpublish',
      actorId: bySchedule ? null : by.actorId,
      ...(bySchedule ? { schedule: { scheduledById: by.scheduledById } } : {}),
      notFoundLabel: kind.notFoundLabel,
    },
    (tx) => kind.find(tx, scope),
    async (tx, record) => {
      const written = await writeOrNotFound(
        kind.update(
          tx,
          scope,
          {
            published,
            publishAt: null,
            ...(published ? NOT_MISSED : { unpublishAt: null, scheduledById: null }),
          },
          record,
        ),
        kind.notFoundLabel,
      );
      if (!bySchedule) {
        await unqueueSchedule(tx, kind.entity, id, published ? ['publish'] : undefined);
      }
      return onPublish(tx, kind.entity, {
        row: written,
        wasPublished: record.published,
        // The schedule emails the followers if the person who set it said so.
        wanted:
          kind.hasFollowers &&
          (bySchedule ? record.emailFollowersOnPublish === true : by.emailFollowers === true),
      });
    },
  );
  if (before.published !== published) await kind.revalidate(ctx, after);
  return after;
}

/**
 * What a schedule's job does to a record: the same publish or unpublish as a person's, recorded
 * as the schedule's. A publish that can no longer happen as scheduled (see `whyPublishIsMissed`)
 * is recorded as missed instead. Throws NOT_FOUND when the record is gone or no longer scheduled
 * for that time.
 */
export async function runRecordSchedule<Row extends ScheduledRow>(
  ctx: ServiceContext,
  kind: SchedulableKind<Row>,
  { id, action, at }: Omit<ScheduleJob, 'entity'>,
  now = new Date(),
) {
  const record = await kind.stateOf(ctx.db, id);
  if (!record) throw notFound(kind.notFoundLabel);
  if (action === 'publish') {
    const reason = await whyPublishIsMissed(ctx.db, record, now);
    if (reason) return missRecordSchedule(ctx, kind, { id, record, at, reason });
  }
  if (action === 'unpublish' && publishStillDue(record, at)) {
    // Both fell due while the site was stopped and another instance has the publish in hand:
    // thrown, the unpublish goes back to the queue and runs again once the record is out.
    throw new Error(`The ${kind.entity} ${id} is to be published before it is unpublished.`);
  }
  return setRecordPublished(ctx, kind, {
    teamId: record.teamId,
    id,
    published: action === 'publish',
    by: { scheduledFor: at, scheduledById: record.scheduledById },
  });
}

/**
 * Records that a record's scheduled publish did not happen and why: the record stays a draft,
 * its schedule (and queued unpublish) is dropped, and the audit log names the schedule and who
 * set it. Nothing public changes, so no page is rebuilt.
 */
async function missRecordSchedule<Row extends ScheduledRow>(
  ctx: ServiceContext,
  kind: SchedulableKind<Row>,
  { id, record, at, reason }: { id: string; record: RecordState; at: Date; reason: MissedReason },
) {
  const scope: RecordScope = {
    id,
    teamId: record.teamId,
    still: { published: false, publishAt: at },
  };
  const { after } = await auditedUpdate(
    ctx.db,
    kind.audited,
    {
      action: 'publish_missed',
      actorId: null,
      schedule: { scheduledById: record.scheduledById },
      notFoundLabel: kind.notFoundLabel,
    },
    (tx) => kind.find(tx, scope),
    async (tx, found) => {
      const written = await writeOrNotFound(
        kind.update(
          tx,
          scope,
          {
            publishAt: null,
            unpublishAt: null,
            scheduledById: null,
            missedAt: at,
            missedReason: reason,
          },
          found,
        ),
        kind.notFoundLabel,
      );
      await unqueueSchedule(tx, kind.entity, id, ['unpublish']);
      return written;
    },
  );
  return after;
}

/** Whether this unpublish job's record still waits for its own scheduled publish. */
function publishStillDue(record: RecordState, unpublishAt: Date) {
  return (
    !record.published &&
    record.publishAt !== null &&
    record.unpublishAt?.getTime() === unpublishAt.getTime()
  );
}

/**
 * Schedules a draft to be published at `publishAt` (and unpublished at `unpublishAt`), replacing
 * any schedule it had: the record and its jobs are written in one transaction.
 */
export async function scheduleRecord<Row extends ScheduledRow>(
  ctx: ServiceContext,
  kind: SchedulableKind<Row>,
  {
    teamId,
    actorId,
    id,
    publishAt,
    unpublishAt,
    emailFollowers = false,
  }: ScheduleInput & { emailFollowers?: boolean; teamId: string; actorId: string },
) {
  requireFutureTime(publishAt);
  const { after } = await auditedUpdate(
    ctx.db,
    kind.audited,
    { action: 'schedule', actorId, notFoundLabel: kind.notFoundLabel },
    (tx) => kind.find(tx, { id, teamId }),
    async (tx, record) => {
      requireDraft(record);
      const written = await kind.update(
        tx,
        { id, teamId },
        {
          publishAt,
          unpublishAt,
          scheduledById: actorId,
          ...NOT_MISSED,
          ...(kind.hasFollowers ? { emailFollowersOnPublish: emailFollowers } : {}),
        },
        record,
      );
      await queueSchedule(tx, kind.entity, id, { publishAt, unpublishAt });
      return written;
    },
  );
  return after;
}

/** Cancels a record's schedule (publish and unpublish) and its jobs, in one transaction. */
export async function cancelRecordSchedule<Row extends ScheduledRow>(
  ctx: ServiceContext,
  kind: SchedulableKind<Row>,
  { teamId, actorId, id }: { teamId: string; actorId: string; id: string },
) {
  const { after } = await auditedUpdate(
    ctx.db,
    kind.audited,
    { action: 'cancel_schedule', actorId, notFoundLabel: kind.notFoundLabel },
    (tx) => kind.find(tx, { id, teamId }),
    async (tx, record) => {
      const written = await kind.update(
        tx,
        { id, teamId },
        { publishAt: null, unpublishAt: null, scheduledById: null, ...NOT_MISSED },
        record,
      );
      await unqueueSchedule(tx, kind.entity, id);
      return written;
    },
  );
  return after;
}
