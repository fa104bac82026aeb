import { shortenText } from '~/lib/shorten-text';
import type { Db, Tx } from '~/server/db';
import { badRequest, notFound, writeOrNotFound, writeOrStale } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { keepRevision, savedMeanwhileError, type RevisionKind } from '~/server/records/revisions';

type LoggedValue = Prisma.InputJsonValue | null;

/** A field's value before and after a write (null where the record did not or does not exist). */
export interface FieldChange {
  from: LoggedValue;
  to: LoggedValue;
}
export type FieldChanges = Record<string, FieldChange>;

/** What one write did, as the audit log keeps it. */
export interface AuditRecord {
  /**
   * Who did it; null for a change made from the shell (`npm run user`), where nobody signs in,
   * or by a schedule.
   */
  actorId: string | null;
  /** A change a schedule made: the person who set that schedule (null: their account is gone). */
  schedule?: { scheduledById: string | null };
  /** What was done: 'create', 'update', 'delete', 'publish', 'reorder'… */
  action: string;
  /** What it was done to, in the tables' terms: 'series', 'series_item', 'team_member'… */
  entityType: string;
  entityId: string;
  /** How a person recognises the record (its title or name), kept as it was then. */
  entityLabel: string;
  teamId?: string | null;
  changes?: FieldChanges;
}

/** Fields never written to the log, whatever a caller passes. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'password_hash']);

/** Long values (a post's HTML) are kept as their first characters: enough to recognise them. */
const MAX_VALUE_LENGTH = 300;

/** Column values are JSON already (text, numbers, flags, lists of text) but for dates. */
function loggable(value: unknown): LoggedValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return shortenText(value, MAX_VALUE_LENGTH, { cut: 'character' });
  return value ?? null;
}

/**
 * The fields among `fields` whose value differs between `before` and `after` (either may be null:
 * a record created or deleted), as loggable values.
 */
export function changesBetween<Row extends Record<string, unknown>>(
  before: Row | null,
  after: Row | null,
  fields: readonly (keyof Row & string)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (SECRET_FIELDS.has(field)) continue;
    const from = loggable(before?.[field]);
    const to = loggable(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** The name the log gives a change made from the shell. */
export const COMMAND_LINE_ACTOR = 'Command line (npm run user)';

/** The name the log gives a change a schedule made. */
export const SCHEDULE_ACTOR = 'Schedule';

async function userNameOf(tx: Tx, userId: string): Promise<string> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { fullName: true } });
  return user?.fullName ?? 'Unknown user';
}

async function actorNameOf(tx: Tx, { actorId, schedule }: AuditRecord): Promise<string> {
  if (schedule) {
    if (schedule.scheduledById === null) return SCHEDULE_ACTOR;
    return `${SCHEDULE_ACTOR} (set by ${await userNameOf(tx, schedule.scheduledById)})`;
  }
  if (actorId === null) return COMMAND_LINE_ACTOR;
  return userNameOf(tx, actorId);
}

/** Writes one entry in the transaction of the write it describes. */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  const changes: Record<string, { from: LoggedValue; to: LoggedValue }> = Object.fromEntries(
    Object.entries(record.changes ?? {}).filter(([field]) => !SECRET_FIELDS.has(field)),
  );
  await tx.auditEntry.create({
    data: {
      actorId: record.actorId,
      actorName: await actorNameOf(tx, record),
      scheduledById: record.schedule?.scheduledById ?? null,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId,
      entityLabel: record.entityLabel,
      teamId: record.teamId ?? null,
      changes,
    },
    select: { id: true },
  });
}

/**
 * Runs `write` and records what it did in one transaction: if either fails, neither happened.
 * `describe` turns the write's result into the log entry (null for a write that changed nothing).
 */
export function audited<T>(
  db: Db,
  write: (tx: Tx) => Promise<T>,
  describe: (result: T) => AuditRecord | null,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await write(tx);
    const record = describe(result);
    if (record) await recordAudit(tx, record);
    return result;
  });
}

/** How the audit log names and compares one kind of record. */
export interface AuditedEntity<Row> {
  /** The entry's entity type: 'blog_post', 'project'… */
  type: string;
  /** The fields an editor changes, and so the ones compared. */
  fields: readonly (keyof Row & string)[];
  label(row: Row): string;
  teamId(row: Row): string | null;
  /**
   * For records with a history: each create and update also keeps a revision, and an update
   * is refused when the record's version moved on since it was read (src/server/records/revisions.ts).
   */
  revisions?: RevisionKind<Row>;
}

/**
 * The entry for `action` on one record: `before` is null for a create, `after` for a delete.
 * `changes` replaces the compared fields when the write changed something else (an order).
 */
export function auditEntry<Row extends { id: string }>(
  entity: AuditedEntity<Row>,
  {
    action,
    actorId,
    schedule,
    before,
    after,
    changes,
  }: {
    action: string;
    actorId: string | null;
    schedule?: AuditRecord['schedule'];
    before: Row | null;
    after: Row | null;
    changes?: FieldChanges;
  },
): AuditRecord {
  const row = (after ?? before)!;
  return {
    actorId,
    ...(schedule ? { schedule } : {}),
    action,
    entityType: entity.type,
    entityId: row.id,
    entityLabel: entity.label(row),
    teamId: entity.teamId(row),
    changes: changes ?? changesBetween(before, after, entity.fields),
  };
}

/** Creates one record and records it, in one transaction; `create` returns it as written. */
export function auditedCreate<Row extends { id: string }>(
  db: Db,
  entity: AuditedEntity<Row>,
  actorId: string,
  create: (tx: Tx) => Promise<Row>,
): Promise<Row> {
  return audited(
    db,
    async (tx) => {
      const created = await create(tx);
      if (entity.revisions) await keepRevision(tx, entity.revisions, created, actorId);
      return created;
    },
    (created) => auditEntry(entity, { action: 'create', actorId, before: null, after: created }),
  );
}

/** Who changes one record, and what the caller reads when it is not theirs to change. */
export interface AuditedWrite {
  action: string;
  /** null with `schedule`: the change a schedule made. */
  actorId: string | null;
  schedule?: AuditRecord['schedule'];
  /** What `notFound` names when the record does not exist or belongs to another team. */
  notFoundLabel: string;
  /**
   * For records with a history: the version the caller's save started from; a save from any
   * other is refused. Without it (publishing from a list) the save applies to whatever is stored.
   */
  expectedVersion?: number;
  /**
   * An editor's autosave: only a draft that stays a draft saves itself, and its revision may take
   * over the author's previous autosave's.
   */
  autosave?: boolean;
}

/** A published record's edits go live only when someone means them to: it never autosaves. */
export const AUTOSAVE_KEEPS_DRAFTS = 'Only a draft saves itself: publish it with Update.';

/**
 * Changes one record and records it, in one transaction. `find` reads the record as it was, in
 * the caller's scope (null: not found); `update` writes it, given that, and returns it as it is.
 * For a record with a history, `update` writes only where the version is still `before`'s and
 * increments it: when another save came first, nothing is written and the answer is a conflict
 * naming who saved meanwhile. An autosave of a published record, or one that would publish it,
 * is refused and writes nothing.
 */
export function auditedUpdate<Row extends { id: string; published?: boolean }>(
  db: Db,
  entity: AuditedEntity<Row>,
  { action, actorId, schedule, notFoundLabel, expectedVersion, autosave }: AuditedWrite,
  find: (tx: Tx) => Promise<Row | null>,
  update: (tx: Tx, before: Row) => Promise<Row>,
): Promise<{ before: Row; after: Row }> {
  const history = entity.revisions;
  return audited(
    db,
    async (tx) => {
      const before = await find(tx);
      if (!before) throw notFound(notFoundLabel);
      if (!history) return { before, after: await update(tx, before) };
      const stale = () => savedMeanwhileError(tx, history.recordType, before.id);
      if (expectedVersion !== undefined && history.version(before) !== expectedVersion) {
        throw await stale();
      }
      if (autosave && before.published) throw badRequest(AUTOSAVE_KEEPS_DRAFTS);
      const after = await writeOrStale(update(tx, before), stale);
      // Refused after the write, so the transaction takes it back.
      if (autosave && after.published) {
        throw badRequest(AUTOSAVE_KEEPS_DRAFTS, { field: 'published' });
      }
      await keepRevision(tx, history, after, actorId, { autosave });
      return { before, after };
    },
    ({ before, after }) => auditEntry(entity, { action, actorId, schedule, before, after }),
  );
}

/**
 * Deletes one record and records it, in one transaction; `remove` deletes it in the caller's
 * scope and returns it as it was.
 */
export function auditedDelete<Row extends { id: string }>(
  db: Db,
  entity: AuditedEntity<Row>,
  { actorId, notFoundLabel }: Omit<AuditedWrite, 'action'>,
  remove: (tx: Tx) => Promise<Row>,
): Promise<Row> {
  return audited(
    db,
    (tx) => writeOrNotFound(remove(tx), notFoundLabel),
    (deleted) => auditEntry(entity, { action: 'delete', actorId, before: deleted, after: null }),
  );
}
