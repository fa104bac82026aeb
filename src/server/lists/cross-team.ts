import type { SystemContentListInput } from '~/schemas/system-content';

import { titleContains } from './admin-list';
import { pageArgs } from './pagination';

/** The team a row of content belongs to, as the system admin's lists show it. */
export const teamOfContent = { select: { id: true, name: true, slug: true } } as const;

/**
 * The query arguments shared by the system admin's lists of every team's content (series, posts,
 * projects, media): the team filter, a case-insensitive search in the title, newest first, and
 * one page after the cursor. Spread them into the entity's findMany and pass the rows to toPage.
 */
export function crossTeamPageArgs({ teamId, search, cursor, limit }: SystemContentListInput) {
  return {
    where: { ...(teamId ? { teamId } : {}), ...titleContains(search) },
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
    ...pageArgs({ cursor, limit }),
  };
}
