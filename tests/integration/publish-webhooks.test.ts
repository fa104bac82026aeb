import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callerAs, callerFor } from '../helpers/caller';
import { createSeries } from '../helpers/content-factories';
import { blogPostInput, projectInput, seriesItemInput } from '../helpers/content-inputs';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam } from '../helpers/factories';

const getDatabase = useTestDatabase();
const db = () => getDatabase().db;
let cast: Awaited<ReturnType<typeof createStaffedTeam>>;

beforeAll(async () => {
  cast = await createStaffedTeam(db());
  await db().webhookEndpoint.create({
    data: {
      teamId: cast.team.id,
      url: 'https://hooks.example.com/team',
      format: 'standard',
      events: ['item.published', 'post.published', 'project.published'],
      secret: 'whsec_test',
    },
  });
  await db().webhookEndpoint.create({
    data: {
      teamId: cast.team.id,
      url: 'https://hooks.example.com/inbox',
      format: 'slack',
      events: ['contact.received'],
      secret: 'whsec_test',
    },
  });
});
beforeEach(() => db().outboxMessage.deleteMany({ where: { channel: 'webhook' } }));

/** The webhook events written so far, oldest first: type and title (or sender). */
async function events() {
  const messages = await db().outboxMessage.findMany({
    where: { channel: 'webhook' },
    orderBy: { createdAt: 'asc' },
    select: { payload: true, _count: { select: { deliveries: true } } },
  });
  return messages.map(({ payload, _count }) => {
    const event = payload as { type: string; data: { title?: string; name?: string } };
    return {
      type: event.type,
      about: event.data.title ?? event.data.name,
      copies: _count.deliveries,
    };
  });
}

describe('webhook events of the site', () => {
  it('are written when a post, a series item or a project goes public, by every path', async () => {
    const admin = callerAs(db(), cast.admin);
    const post = await admin.blog.create(blogPostInput(cast.team.id, { title: 'Draft first' }));
    expect(await events()).toEqual([]);
    await admin.blog.publish({ teamId: cast.team.id, id: post.id, published: true });
    await admin.blog.create(
      blogPostInput(cast.team.id, { title: 'Public at once', published: true }),
    );
    const series = await createSeries(db(), cast.team.id);
    await admin.seriesItem.create(
      seriesItemInput(cast.team.id, series.id, { title: 'Week two', published: true }),
    );
    await admin.project.create(projectInput(cast.team.id, { title: 'Inbox bot' }));
    expect(await events()).toEqual([
      { type: 'post.published', about: 'Draft first', copies: 1 },
      { type: 'post.published', about: 'Public at once', copies: 1 },
      { type: 'item.published', about: 'Week two', copies: 1 },
      { type: 'project.published', about: 'Inbox bot', copies: 1 },
    ]);
  });

  it('are not written by a save that leaves the record as public as it was', async () => {
    const admin = callerAs(db(), cast.admin);
    const post = await admin.blog.create(blogPostInput(cast.team.id, { published: true }));
    await db().outboxMessage.deleteMany({ where: { channel: 'webhook' } });
    await admin.blog.update({
      ...blogPostInput(cast.team.id, { title: 'Retitled', published: true }),
      id: post.id,
      version: post.version,
    });
    await admin.blog.publish({ teamId: cast.team.id, id: post.id, published: false });
    expect(await events()).toEqual([]);
  });

  it('tell the endpoints that asked for contact messages of each one', async () => {
    await callerFor(db(), null, { clientIp: '198.51.100.7' }).contact.submit({
      name: 'Grace Visitor',
      email: 'grace@example.test',
      message: 'Could we build something together?',
    });
    expect(await events()).toEqual([
      { type: 'contact.received', about: 'Grace Visitor', copies: 1 },
    ]);
  });
});
