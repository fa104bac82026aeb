import { createElement } from 'react';

import { blogPostPath, seriesItemPath } from '~/lib/public-paths';
import { absoluteUrl } from '~/lib/site-url';
import type { Tx } from '~/server/db';

import { emailSafeHtml, youTubeWatchUrl } from './emails/email-html';
import { NewItemEmail, type NewItemEmailProps } from './emails/new-item';
import { renderEmail } from './emails/render';
import { emailMessageFields, wakeOutboxWorker } from './enqueue';
import { recipientPlaceholders } from './recipient-links';

/** A record whose publishing its followers hear of: a series' item, or a blog post. */
export interface FollowedRecord {
  type: 'series_item' | 'blog_post';
  id: string;
}

/** What the email tells, and to whom: the series' followers, or the blog's (series null). */
interface Announcement {
  teamId: string;
  seriesId: string | null;
  subject: string;
  email: Omit<NewItemEmailProps, 'links'>;
}

/** What a publish path knows of the record it wrote. */
interface PublishedRow {
  id: string;
  published: boolean;
  followersEmailedAt: Date | null;
}

/**
 * Every way a post or an item goes public (created published, saved published, 'Publish now',
 * the schedule's job) ends here, in its transaction: when the write published the record and
 * the person (or the schedule they set) asked for it, its followers are emailed. Returns the row
 * with the time they were.
 */
export async function emailFollowersOnPublish<Row extends PublishedRow>(
  tx: Tx,
  type: FollowedRecord['type'],
  { row, wasPublished, wanted }: { row: Row; wasPublished: boolean; wanted: boolean },
): Promise<Row> {
  if (!wanted || wasPublished || !row.published) return row;
  const emailed = await emailFollowersOnce(tx, { type, id: row.id });
  return emailed ? { ...row, followersEmailedAt: emailed.emailedAt } : row;
}

/**
 * Emails the record's confirmed followers about its publishing, in the publish's transaction:
 * one message, one copy per follower (written by one INSERT … SELECT), sent by the email worker.
 * A record is emailed at most once: followers_emailed_at is claimed first, so a second publish,
 * or two at once, finds it taken and writes nothing. Returns when the record was claimed (null:
 * emailed before) and the message (null: nobody follows it).
 */
async function emailFollowersOnce(
  tx: Tx,
  record: FollowedRecord,
): Promise<{ emailedAt: Date; messageId: string | null } | null> {
  const emailedAt = new Date();
  if (!(await claimFirstEmail(tx, record, emailedAt))) return null;
  const announcement = await announcementOf(tx, record);
  if (!(await hasConfirmedFollowers(tx, announcement.seriesId))) {
    return { emailedAt, messageId: null };
  }

  const { marker, links } = recipientPlaceholders();
  const content = await renderEmail(
    announcement.subject,
    createElement(NewItemEmail, { ...announcement.email, links }),
  );
  const message = await tx.outboxMessage.create({
    data: {
      channel: 'email',
      ...emailMessageFields({
        kind: record.type === 'series_item' ? 'item_published' : 'post_published',
        content,
        teamId: announcement.teamId,
        about: record,
        recipientMarker: marker,
      }),
    },
    select: { id: true },
  });
  await tx.$executeRaw`
    INSERT INTO outbox_deliveries (message_id, recipient, follow_id)
    SELECT ${message.id}::uuid, s.email, f.id
    FROM follows f JOIN subscribers s ON s.id = f.subscriber_id
    WHERE f.status = 'confirmed' AND f.series_id IS NOT DISTINCT FROM ${announcement.seriesId}::uuid
    ON CONFLICT DO NOTHING`;
  await wakeOutboxWorker(tx, 'email');
  return { emailedAt, messageId: message.id };
}

async function claimFirstEmail(tx: Tx, { type, id }: FollowedRecord, at: Date) {
  const claim = { where: { id, followersEmailedAt: null }, data: { followersEmailedAt: at } };
  const { count } =
    type === 'series_item'
      ? await tx.seriesItem.updateMany(claim)
      : await tx.blogPost.updateMany(claim);
  return count === 1;
}

async function hasConfirmedFollowers(tx: Tx, seriesId: string | null): Promise<boolean> {
  const follow = await tx.follow.findFirst({
    where: { seriesId, status: 'confirmed' },
    select: { id: true },
  });
  return follow !== null;
}

async function announcementOf(tx: Tx, { type, id }: FollowedRecord): Promise<Announcement> {
  if (type === 'series_item') {
    const item = await tx.seriesItem.findUniqueOrThrow({
      where: { id },
      select: {
        title: true,
        summary: true,
        content: true,
        imageUrl: true,
        youtubeVideoUrl: true,
        series: { select: { id: true, slug: true, title: true, teamId: true } },
      },
    });
    return {
      teamId: item.series.teamId,
      seriesId: item.series.id,
      subject: `${item.series.title}: ${item.title}`,
      email: {
        followed: `the series “${item.series.title}”`,
        kicker: item.series.title,
        title: item.title,
        summary: item.summary,
        content: item.content ? { text: item.content } : null,
        imageUrl: item.imageUrl ? absoluteUrl(item.imageUrl) : null,
        videoUrl: item.youtubeVideoUrl ? youTubeWatchUrl(item.youtubeVideoUrl) : null,
        pageUrl: absoluteUrl(seriesItemPath(item.series.slug, id)),
      },
    };
  }
  const post = await tx.blogPost.findUniqueOrThrow({
    where: { id },
    select: { teamId: true, title: true, excerpt: true, content: true, featuredImageUrl: true },
  });
  return {
    teamId: post.teamId,
    seriesId: null,
    subject: post.title,
    email: {
      followed: 'the blog',
      kicker: 'New on the blog',
      title: post.title,
      summary: post.excerpt,
      content: { html: emailSafeHtml(post.content) },
      imageUrl: post.featuredImageUrl ? absoluteUrl(post.featuredImageUrl) : null,
      videoUrl: null,
      pageUrl: absoluteUrl(blogPostPath(id)),
    },
  };
}
