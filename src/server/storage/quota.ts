import { env } from '~/env';
import { storageFullMessage } from '~/schemas/upload';
import type { Db } from '~/server/db';
import { notFound, payloadTooLarge } from '~/server/errors';
import type { ServiceContext } from '~/server/service-context';

/** How many bytes of uploaded files each team may keep (TEAM_STORAGE_QUOTA_MB). */
export function teamStorageQuotaBytes(): number {
  return env.TEAM_STORAGE_QUOTA_MB * 1024 * 1024;
}

async function usedBytes(db: Pick<Db, '$queryRaw'>, teamId: string): Promise<number> {
  // SUM of an integer column is a bigint: read as text, whatever the driver makes of bigints.
  const [row] = await db.$queryRaw<{ used: string }[]>`
    SELECT COALESCE(SUM(bytes), 0)::text AS used FROM stored_files WHERE team_id = ${teamId}::uuid`;
  return Number(row?.used ?? 0);
}

/** What a team's stored files take, against its quota (the media screen's meter). */
export async function getTeamStorageUse({ db }: ServiceContext, { teamId }: { teamId: string }) {
  return { usedBytes: await usedBytes(db, teamId), quotaBytes: teamStorageQuotaBytes() };
}

/**
 * Counts `bytes` against the team's quota, or refuses them (413) when they do not fit. The
 * team's row is locked while its use is summed and the new file's row written, so two uploads
 * at once are counted one after the other and cannot both take the last room. Returns the
 * row's id, for recordStoredUrl once the file is stored (a row left without one is dropped by
 * `npm run uploads:gc`).
 */
export async function reserveStorage(db: Db, teamId: string, bytes: number): Promise<string> {
  return db.$transaction(async (tx) => {
    const team = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM teams WHERE id = ${teamId}::uuid FOR NO KEY UPDATE`;
    if (team.length === 0) throw notFound('Team');
    const quotaBytes = teamStorageQuotaBytes();
    const used = await usedBytes(tx, teamId);
    if (used + bytes > quotaBytes) {
      throw payloadTooLarge(storageFullMessage({ usedBytes: used, quotaBytes, fileBytes: bytes }));
    }
    const row = await tx.storedFile.create({ data: { teamId, bytes }, select: { id: true } });
    return row.id;
  });
}

/** Notes where the file a reservation was for ended up. */
export async function recordStoredUrl(db: Db, id: string, url: string): Promise<void> {
  await db.storedFile.update({ where: { id }, data: { url } });
}

/**
 * Stores one file of `bytes` bytes for the team through `store`, within the team's quota: the
 * room is taken before the file is stored and given back if storing fails; the file's URL is
 * recorded once it has one.
 */
export async function storeWithinQuota<Stored extends { url: string }>(
  db: Db,
  { teamId, bytes }: { teamId: string; bytes: number },
  store: () => Promise<Stored>,
): Promise<Stored> {
  const id = await reserveStorage(db, teamId, bytes);
  let stored: Stored;
  try {
    stored = await store();
  } catch (error) {
    await db.storedFile.delete({ where: { id } });
    throw error;
  }
  await recordStoredUrl(db, id, stored.url);
  return stored;
}
