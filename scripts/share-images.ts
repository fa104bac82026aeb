/**
 * Draws the share images of a few demo records into docs/images (share-post.png, share-series.png,
 * share-item.png, share-project.png), as the site draws them: `npx tsx scripts/share-images.ts`.
 * The host on the cards is NEXT_PUBLIC_SITE_URL's (https://teamfolio.example unless set).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

process.env.NEXT_PUBLIC_SITE_URL ??= 'https://teamfolio.example';

const { BLOG_POSTS, RETRIEVAL_POST_ID } = await import('../prisma/seed/blog');
const { HACKATHON_ITEMS } = await import('../prisma/seed/hackathon-items');
const { PROJECTS } = await import('../prisma/seed/projects');
const { SERIES } = await import('../prisma/seed/series');
const { TEAM } = await import('../prisma/seed/team');
const { postCard, projectCard, seriesCard, seriesItemCard } =
  await import('../src/server/seo/share-card');
const { drawSharePng } = await import('../src/server/seo/share-image');

const team = { name: TEAM.name };
const post = BLOG_POSTS.find(({ id }) => id === RETRIEVAL_POST_ID)!;
const series = SERIES[0]!;
const item = HACKATHON_ITEMS.find(({ itemType }) => itemType === 'milestone')!;
const project = PROJECTS[0]!;

const cards = {
  'share-post.png': postCard({ id: post.id!, title: post.title, team }),
  'share-series.png': seriesCard({ slug: series.slug, title: series.title, team }),
  'share-item.png': seriesItemCard({
    id: item.id!,
    title: item.title,
    itemType: item.itemType ?? 'update',
    weekNumber: item.weekNumber ?? null,
    series: { slug: series.slug, team },
  }),
  'share-project.png': projectCard({ id: project.id!, title: project.title, team }),
};

for (const [file, card] of Object.entries(cards)) {
  const target = path.join('docs', 'images', file);
  await writeFile(target, await drawSharePng(card));
  console.log(`${target}: ${card.label} · ${card.title}`);
}
