import type { BlogCardPost } from '~/features/blog/BlogCard';
import type { ProjectSummary } from '~/features/projects/types';
import type { SeriesCardData } from '~/features/series/types';

/** What the home page gets as props: only the fields its cards show. */
export interface HomeData {
  featuredSeries: SeriesCardData[];
  featuredProjects: ProjectSummary[];
  latestPosts: BlogCardPost[];
}
