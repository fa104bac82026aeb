import type { ServiceContext } from '~/server/service-context';

/** Runs the count queries side by side and gives each count under its query's key. */
async function countAll<Key extends string>(
  queries: Record<Key, PromiseLike<number>>,
): Promise<Record<Key, number>> {
  const entries = await Promise.all(
    (Object.keys(queries) as Key[]).map(async (key): Promise<[Key, number]> => [
      key,
      await queries[key],
    ]),
  );
  return Object.fromEntries(entries) as Record<Key, number>;
}

/** Counts for one team's admin dashboard; drafts included (members see them). */
export async function getTeamStats({ db }: ServiceContext, { teamId }: { teamId: string }) {
  const { publishedPosts, draftPosts, ...counts } = await countAll({
    series: db.series.count({ where: { teamId } }),
    seriesItems: db.seriesItem.count({ where: { series: { teamId } } }),
    projects: db.project.count({ where: { teamId } }),
    publishedPosts: db.blogPost.count({ where: { teamId, published: true } }),
    draftPosts: db.blogPost.count({ where: { teamId, published: false } }),
    media: db.mediaItem.count({ where: { teamId } }),
  });
  return { ...counts, posts: { published: publishedPosts, drafts: draftPosts } };
}

/** Counts across the whole site for the system dashboard (one per dashboard card, plus inbox). */
export async function getSystemStats({ db }: ServiceContext) {
  const { contactTotal, contactUnread, ...counts } = await countAll({
    teams: db.team.count(),
    users: db.user.count(),
    socialPlatforms: db.socialPlatform.count(),
    userSocials: db.userSocialLink.count(),
    series: db.series.count(),
    posts: db.blogPost.count(),
    projects: db.project.count(),
    media: db.mediaItem.count(),
    contactTotal: db.contactSubmission.count(),
    contactUnread: db.contactSubmission.count({ where: { readAt: null } }),
  });
  return { ...counts, contactSubmissions: { total: contactTotal, unread: contactUnread } };
}
