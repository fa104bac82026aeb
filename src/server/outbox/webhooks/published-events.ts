import { blogPostPath, projectPath, seriesItemPath, seriesPath } from '~/lib/public-paths';
import { shortenText } from '~/lib/shorten-text';
import { absoluteUrl } from '~/lib/site-url';
import type { Tx } from '~/server/db';

import type { MessageAbout } from '../enqueue';
import type { WebhookEvent } from './events';
import { queueWebhookEvent } from './queue-event';

/** How long a summary a webhook carries: a chat message, not the record. */
const SUMMARY_LENGTH = 500;

const team = { select: { name: true, slug: true } } as const;

/** The event of a record that went public, read in the publish's transaction. */
async function publishedEvent(tx: Tx, { type, id }: MessageAbout) {
  const timestamp = new Date().toISOString();
  if (type === 'series_item') {
    const item = await tx.seriesItem.findUniqueOrThrow({
      where: { id },
      select: {
        title: true,
        summary: true,
        series: { select: { teamId: true, title: true, slug: true, team } },
      },
    });
    const event: WebhookEvent = {
      type: 'item.published',
      timestamp,
      data: {
        team: item.series.team,
        title: item.title,
        summary: shortenText(item.summary, SUMMARY_LENGTH),
        url: absoluteUrl(seriesItemPath(item.series.slug, id)),
        series: { title: item.series.title, url: absoluteUrl(seriesPath(item.series.slug)) },
      },
    };
    return { teamId: item.series.teamId, event };
  }
  if (type === 'blog_post') {
    const post = await tx.blogPost.findUniqueOrThrow({
      where: { id },
      select: { teamId: true, title: true, excerpt: true, team },
    });
    const event: WebhookEvent = {
      type: 'post.published',
      timestamp,
      data: {
        team: post.team,
        title: post.title,
        summary: shortenText(post.excerpt ?? '', SUMMARY_LENGTH),
        url: absoluteUrl(blogPostPath(id)),
      },
    };
    return { teamId: post.teamId, event };
  }
  const project = await tx.project.findUniqueOrThrow({
    where: { id },
    select: { teamId: true, title: true, description: true, team },
  });
  const event: WebhookEvent = {
    type: 'project.published',
    timestamp,
    data: {
      team: project.team,
      title: project.title,
      summary: shortenText(project.description, SUMMARY_LENGTH),
      url: absoluteUrl(projectPath(id)),
    },
  };
  return { teamId: project.teamId, event };
}

/** Tells the team's webhooks that a record went public, in the publish's transaction. */
export async function announcePublishedToWebhooks(tx: Tx, record: MessageAbout): Promise<void> {
  const { teamId, event } = await publishedEvent(tx, record);
  await queueWebhookEvent(tx, { teamId, event, about: record });
}
