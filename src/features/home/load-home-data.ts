import { serialize, serverCaller } from '~/server/trpc/server-caller';

import type { HomeData } from './types';

/** The home page shows 2 featured series, 2 featured projects and the 3 latest posts. */
const HOME_LIMITS = { series: 2, projects: 2, posts: 3 } as const;

/** The home page's content, as a visitor sees it. */
export async function loadHomeData(): Promise<HomeData> {
  const caller = serverCaller();
  const [series, projects, posts] = await Promise.all([
    caller.series.featured({ limit: HOME_LIMITS.series }),
    caller.project.featured({ limit: HOME_LIMITS.projects }),
    caller.blog.latest({ limit: HOME_LIMITS.posts }),
  ]);
  return {
    featuredSeries: serialize(series),
    featuredProjects: serialize(projects),
    // The cards show no content: leave each post's HTML out of the page.
    latestPosts: serialize(
      posts.map(({ id, title, excerpt, publishedAt, createdAt }) => ({
        id,
        title,
        excerpt,
        publishedAt,
        createdAt,
      })),
    ),
  };
}
