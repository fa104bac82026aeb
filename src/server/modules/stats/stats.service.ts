import type { Db } from '~/server/db';

/** Counts for one team's admin dashboard; drafts included (members see them). */
export async function teamStats(db: Db, teamId: string) {
  const [series, seriesItems, projects, publishedPosts, draftPosts, media] = await Promise.all([
    db.series.count({ where: { teamId } }),
    db.seriesItem.count({ where: { series: { teamId } } }),
    db.project.count({ where: { teamId } }),
    db.blogPost.count({ where: { teamId, published: true } }),
    db.blogPost.count({ where: { teamId, published: false } }),
    db.mediaItem.count({ where: { teamId } }),
  ]);
  return {
    series,
    seriesItems,
    projects,
    posts: { published: publishedPosts, drafts: draftPosts },
    media,
  };
}

/** Counts across the whole site for the system dashboard (one per dashboard card, plus inbox). */
export async function systemStats(db: Db) {
  const [
    teams,
    users,
    socialPlatforms,
    userSocials,
    series,
    posts,
    projects,
    media,
    contactTotal,
    contactUnread,
  ] = await Promise.all([
    db.team.count(),
    db.user.count(),
    db.socialPlatform.count(),
    db.userSocialLink.count(),
    db.series.count(),
    db.blogPost.count(),
    db.project.count(),
    db.mediaItem.count(),
    db.contactSubmission.count(),
    db.contactSubmission.count({ where: { readAt: null } }),
  ]);
  return {
    teams,
    users,
    socialPlatforms,
    userSocials,
    series,
    posts,
    projects,
    media,
    contactSubmissions: { total: contactTotal, unread: contactUnread },
  };
}
