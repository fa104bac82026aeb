import { randomBytes } from 'node:crypto';

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { absoluteUrl } from '~/lib/site-url';
import { contentScheduleJob } from '~/server/jobs/content-schedule';
import { runJob } from '~/server/jobs/define-job';
import { serviceContext } from '~/server/service-context';

import { createBlogPost, createSeries, createSeriesItem } from '../helpers/content-factories';
import { deliverEmails } from '../helpers/outbox';
import { useContentCast } from '../helpers/roles';
import { inMinutes } from '../helpers/schedules';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const cast = useContentCast();
const { database, adminApi } = cast;
const db = () => database().db;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  sink.received.length = 0;
  await db().outboxMessage.deleteMany();
  await db().subscriber.deleteMany();
  await db().$executeRawUnsafe('DELETE FROM pgboss.job');
});

/** A follower of the series (null: the blog), written straight to the database. */
async function follower(
  email: string,
  seriesId: string | null,
  status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed',
) {
  const subscriber = await db().subscriber.upsert({
    where: { email },
    create: { email, manageToken: randomBytes(32).toString('base64url') },
    update: {},
  });
  const follow = await db().follow.create({
    data: { subscriberId: subscriber.id, seriesId, status },
  });
  return { subscriber, follow };
}

/** A header as it was sent, unfolded. */
function headerOf(mail: ParsedMail, name: string) {
  const line = mail.headerLines.find((header) => header.key === name)?.line;
  return line
    ?.slice(name.length + 1)
    .replace(/\r?\n\s+/g, '')
    .trim();
}

const deliver = () => deliverEmails(db(), sink.transport());

async function seriesWithFollowers() {
  const series = await createSeries(db(), cast.team.id, { title: 'Week by week' });
  const ada = await follower('ada@example.test', series.id);
  const bob = await follower('bob@example.test', series.id);
  await follower('pending@example.test', series.id, 'pending');
  await follower('gone@example.test', series.id, 'unsubscribed');
  await follower('blog-only@example.test', null);
  return { series, ada, bob };
}

const draftItem = (seriesId: string) =>
  createSeriesItem(db(), seriesId, {
    title: 'Demo day',
    summary: 'We showed the prototype.',
    content: 'First paragraph.\n\nSecond paragraph.',
    published: false,
  });

describe('publishing a series item', () => {
  it('emails each confirmed follower of the series once, with their own links', async () => {
    const { series, ada, bob } = await seriesWithFollowers();
    const item = await draftItem(series.id);

    const published = await adminApi().seriesItem.publish({
      teamId: cast.team.id,
      id: item.id,
      published: true,
      emailFollowers: true,
    });
    expect(published.followersEmailedAt).toBeInstanceOf(Date);
    await deliver();

    const received = await sink.waitFor(2);
    expect(received.map((email) => email.to).sort()).toEqual([
      'ada@example.test',
      'bob@example.test',
    ]);
    const pageUrl = absoluteUrl(`/series/${series.slug}/item/${item.id}`);
    for (const [{ to, mail }, { subscriber, follow }] of [
      [received.find((email) => email.to === 'ada@example.test')!, ada],
      [received.find((email) => email.to === 'bob@example.test')!, bob],
    ] as const) {
      expect(to).toBe(subscriber.email);
      expect(mail.subject).toBe('Week by week: Demo day');
      const unsubscribe = absoluteUrl(
        `/api/follow/unsubscribe?token=${follow.id}.${subscriber.manageToken}`,
      );
      const manage = absoluteUrl(`/follow/manage?token=${subscriber.id}.${subscriber.manageToken}`);
      expect(headerOf(mail, 'list-unsubscribe')).toBe(`<${unsubscribe}>`);
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`href="${pageUrl}"`);
      expect(mail.html).toContain(`href="${unsubscribe}"`);
      expect(mail.html).toContain(`href="${manage}"`);
      expect(mail.html).not.toContain('recipient.invalid');
      expect(mail.text).toContain('We showed the prototype.');
      expect(mail.text).toContain('Second paragraph.');
      expect(mail.text).toContain(pageUrl);
      expect(mail.text).toContain(unsubscribe);
    }
  });

  it('emails nobody a second time when the item is unpublished and published again', async () => {
    const { series } = await seriesWithFollowers();
    const item = await draftItem(series.id);
    const input = { teamId: cast.team.id, id: item.id };

    await adminApi().seriesItem.publish({ ...input, published: true, emailFollowers: true });
    await adminApi().seriesItem.publish({ ...input, published: false });
    await adminApi().seriesItem.publish({ ...input, published: true, emailFollowers: true });
    await deliver();

    expect(await db().outboxMessage.count()).toBe(1);
    expect(await db().outboxDelivery.count()).toBe(2);
  });

  it('emails nobody unless asked', async () => {
    const { series } = await seriesWithFollowers();
    const item = await draftItem(series.id);

    const published = await adminApi().seriesItem.publish({
      teamId: cast.team.id,
      id: item.id,
      published: true,
    });

    expect(published.followersEmailedAt).toBeNull();
    expect(await db().outboxMessage.count()).toBe(0);
  });

  it('emails the followers when an item is created published or saved published', async () => {
    const { series } = await seriesWithFollowers();
    const created = await adminApi().seriesItem.create({
      teamId: cast.team.id,
      seriesId: series.id,
      title: 'Created live',
      summary: 'Straight out.',
      published: true,
      emailFollowers: true,
    });
    const draft = await adminApi().seriesItem.create({
      teamId: cast.team.id,
      seriesId: series.id,
      title: 'Saved live',
      summary: 'Out on save.',
      published: false,
      emailFollowers: true,
    });
    expect(draft.followersEmailedAt).toBeNull();
    await adminApi().seriesItem.update({
      teamId: cast.team.id,
      id: draft.id,
      version: draft.version,
      title: 'Saved live',
      summary: 'Out on save.',
      published: true,
      emailFollowers: true,
    });

    const messages = await db().outboxMessage.findMany({
      select: { aboutId: true, aboutType: true, kind: true, teamId: true },
    });
    expect(messages).toHaveLength(2);
    expect(messages.map((message) => message.aboutId).sort()).toEqual(
      [created.id, draft.id].sort(),
    );
    expect(messages[0]).toMatchObject({
      aboutType: 'series_item',
      kind: 'item_published',
      teamId: cast.team.id,
    });
  });
});

describe('publishing a blog post', () => {
  it("emails the blog's followers, not a series' followers, with the post as email-safe HTML", async () => {
    await seriesWithFollowers();
    await follower('reader@example.test', null);
    const post = await createBlogPost(db(), cast.team.id, {
      title: 'Lessons learned',
      excerpt: 'What eight weeks taught us.',
      content:
        '<p>Read <a href="/blog">more</a>.</p><img src="/uploads/chart.png" alt="Chart">' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    });

    await adminApi().blog.publish({
      teamId: cast.team.id,
      id: post.id,
      published: true,
      emailFollowers: true,
    });
    await deliver();

    const received = await sink.waitFor(2);
    expect(received.map((email) => email.to).sort()).toEqual([
      'blog-only@example.test',
      'reader@example.test',
    ]);
    const { mail } = received[0]!;
    expect(mail.subject).toBe('Lessons learned');
    expect(mail.html).toContain(`src="${absoluteUrl('/uploads/chart.png')}"`);
    expect(mail.html).toContain('max-width:100%');
    expect(mail.html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(mail.html).not.toContain('<iframe');
    expect(mail.html).toContain(`href="${absoluteUrl(`/blog/${post.id}`)}"`);
    expect(mail.text).toContain('What eight weeks taught us.');
  });
});

describe('a scheduled publish', () => {
  async function runPublishJob(entity: 'series_item' | 'blog_post', id: string, at: Date) {
    const ctx = serviceContext(db(), async () => {});
    return runJob(contentScheduleJob, ctx, { entity, id, action: 'publish', at: at.toISOString() });
  }

  it('emails the followers when the schedule says so', async () => {
    const { series } = await seriesWithFollowers();
    const item = await draftItem(series.id);
    const publishAt = inMinutes(60);
    const scheduled = await adminApi().seriesItem.schedule({
      teamId: cast.team.id,
      id: item.id,
      publishAt,
      emailFollowers: true,
    });
    expect(scheduled.emailFollowersOnPublish).toBe(true);

    expect(await runPublishJob('series_item', item.id, publishAt)).toBe('done');
    await deliver();

    expect((await sink.waitFor(2)).map((email) => email.to).sort()).toEqual([
      'ada@example.test',
      'bob@example.test',
    ]);
  });

  it('emails nobody when the schedule does not say so', async () => {
    await follower('reader@example.test', null);
    const post = await createBlogPost(db(), cast.team.id, { title: 'Quiet post' });
    const publishAt = inMinutes(60);
    await adminApi().blog.schedule({ teamId: cast.team.id, id: post.id, publishAt });

    expect(await runPublishJob('blog_post', post.id, publishAt)).toBe('done');

    const stored = await db().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.published).toBe(true);
    expect(stored.followersEmailedAt).toBeNull();
    expect(await db().outboxMessage.count()).toBe(0);
  });
});
