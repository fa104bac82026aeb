import { countLabel } from '~/lib/count-label';
import type { RouterOutputs } from '~/utils/api';

export type SystemTeam = RouterOutputs['team']['systemList']['items'][number];

/** '1 series with 2 items, 3 posts, 1 project, 2 media items and 1 team profile'. */
export function teamContentsText({ counts }: Pick<SystemTeam, 'counts'>): string {
  const parts = [
    `${countLabel(counts.series, 'series', 'series')} with ${countLabel(counts.seriesItems, 'item')}`,
    countLabel(counts.blogPosts, 'post'),
    countLabel(counts.projects, 'project'),
    countLabel(counts.mediaItems, 'media item'),
    countLabel(counts.profiles, 'team profile'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
