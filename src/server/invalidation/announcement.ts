import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import type { Db } from '~/server/db';

/** The PostgreSQL channel on which instances announce the public pages a write changed. */
export const INVALIDATION_CHANNEL = 'teamfolio_invalidation';

/**
 * This process, so that it can skip its own announcements: it has rebuilt those pages already.
 * Kept on globalThis: Next bundles the API routes and the listener apart, each with its own
 * copy of this module, and a second id would make the process rebuild its pages twice.
 */
const globalForInstance = globalThis as unknown as { teamfolioInstanceId?: string };
export const INSTANCE_ID = (globalForInstance.teamfolioInstanceId ??= randomUUID());

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
