/** The site's own words, shared by its pages, feeds, share images and structured data. */
export const SITE_NAME = 'Teamfolio';
export const SITE_TAGLINE =
  'Building the future through innovation, collaboration and elegant solutions.';
export const SITE_DESCRIPTION =
  'Follow our team’s 8-week AI hackathon journey: series, projects, media and insights, built in public.';

/** The blog's name and description: its page, its RSS feed and its structured data share them. */
export const BLOG_TITLE = `${SITE_NAME} Blog`;
export const BLOG_DESCRIPTION =
  'Insights, lessons and updates from our team’s 8-week AI hackathon, written as we build.';
