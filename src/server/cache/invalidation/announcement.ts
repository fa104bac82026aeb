import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import type { Db } from '~/server/db';
import { processState } from '~/server/process-state';

/** The PostgreSQL channel on which instances announce the public pages a write changed. */
export const INVALIDATION_CHANNEL = 'teamfolio_invalidation';

/**
 * This process, so that it can skip its own announcements: it has rebuilt those pages already.
 * One per process: a second id would make the process rebuild its pages twice.
 */
export const INSTANCE_ID = processState('teamfolioInstanceId', () => randomUUID());

const announcementSchema = z.object({
  origin: z.string(),
  paths: z.array(z.string().startsWith('/')),
});

export type Announcement = z.infer<typeof announcementSchema>;

/** Tells every instance listening on the database that these public pages changed. */
export async function announcePaths(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const announcement: Announcement = { origin: INSTANCE_ID, paths: [...paths] };
  const payload = JSON.stringify(announcement);
  await db.$executeRaw`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${payload})`;
}

/** The announcement in a notification's payload; undefined for anything else. */
export function readAnnouncement(payload: string | undefined): Announcement | undefined {
  try {
    const parsed = announcementSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
