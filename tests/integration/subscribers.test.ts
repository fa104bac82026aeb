import { beforeEach, describe, expect, it } from 'vitest';

import { errorOf } from '../helpers/caller';
import { createBlogPost, createSeries } from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;
const db = () => database().db;

let tokens = 0;

/** A subscriber with these follows (series id, or null for the blog), straight in the database. */
async function subscriber(
  email: string,
  follows: { seriesId: string | null; status?: 'pending' | 'confirmed' | 'unsubscribed' }[],
) {
  return db().subscriber.create({
    data: {
      email,
      manageToken: `token-${++tokens}`,
      follows: {
        create: follows.map(({ seriesId, status = 'confirmed' }) => ({ seriesId, status })),
      },
    },
  });
}

beforeEach(async () => {
  await db().subscriber.deleteMany();
  await db().bouncedAddress.deleteMany();
  await db().outboxMessage.deleteMany();
});

async function followers() {
  const alpha = await createSeries(db(), cast.team.id, { title: 'Alpha' });
  const beta = await createSeries(db(), cast.team.id, { title: 'Beta' });
  const elsewhere = await createSeries(db(), cast.otherTeam.id, { title: 'Elsewhere' });
  const ada = await subscriber('ada@example.test', [
    { seriesId: alpha.id },
    { seriesId: beta.id, status: 'pending' },
    { seriesId: elsewhere.id },
  ]);
  const bob = await subscriber('bob@example.test', [{ seriesId: beta.id, status: 'unsubscribed' }]);
  const mallory = await subscriber('=cmd@evil.test', [{ seriesId: alpha.id }]);
  const outsider = await subscriber('other@example.test', [{ seriesId: elsewhere.id }]);
  const reader = await subscriber('reader@example.test', [{ seriesId: null }]);
  return { alpha, beta, elsewhere, ada, bob, mallory, outsider, reader };
}

const emailsOf = (page: { items: { email: string }[] }) =>
  page.items.map((item) => item.email).sort();

describe('subscriber.adminList', () => {
  it("lists the followers of the team's series only, with what each follows here", async () => {
    const { ada } = await followers();
    const page = await adminApi().subscriber.adminList({ teamId: cast.team.id });

    expect(emailsOf(page)).toEqual(['=cmd@evil.test', 'ada@example.test', 'bob@example.test']);
    const listed = page.items.find((item) => item.id === ada.id)!;
    expect(listed.follows.map((follow) => [follow.followedTitle, follow.status]).sort()).toEqual([
      ['Alpha', 'confirmed'],
      ['Beta', 'pending'],
    ]);
  });

  it('finds by part of the address and by state, bounced included', async () => {
    await followers();
    await db().bouncedAddress.create({ data: { email: 'bob@example.test', reason: '550' } });
    const list = (input: object) =>
      adminApi().subscriber.adminList({ teamId: cast.team.id, ...input });

    expect(emailsOf(await list({ search: 'ADA@' }))).toEqual(['ada@example.test']);
    expect(emailsOf(await list({ status: 'pending' }))).toEqual(['ada@example.test']);
    expect(emailsOf(await list({ status: 'unsubscribed' }))).toEqual(['bob@example.test']);
    expect(emailsOf(await list({ status: 'confirmed' }))).toEqual([
      '=cmd@evil.test',
      'ada@example.test',
    ]);
    const bounced = await list({ status: 'bounced' });
    expect(emailsOf(bounced)).toEqual(['bob@example.test']);
    expect(bounced.items[0]!.bounced).toBe(true);
  });

  it('goes a page at a time', async () => {
    await followers();
    const first = await adminApi().subscriber.adminList({ teamId: cast.team.id, limit: 2 });
    const second = await adminApi().subscriber.adminList({
      teamId: cast.team.id,
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  it("gives the blog's followers to system admins only", async () => {
    await followers();
    expect(emailsOf(await as('systemAdmin').api.subscriber.blogList({}))).toEqual([
      'reader@example.test',
    ]);
    expect((await errorOf(adminApi().subscriber.blogList({}))).code).toBe('FORBIDDEN');
  });

  it("shows another team's admin nothing of this team", async () => {
    await followers();
    const error = await errorOf(
      as('otherAdmin').api.subscriber.adminList({ teamId: cast.team.id }),
    );
    expect(error.code).toBe('FORBIDDEN');
    const own = await as('otherAdmin').api.subscriber.adminList({ teamId: cast.otherTeam.id });
    expect(emailsOf(own)).toEqual(['ada@example.test', 'other@example.test']);
    expect(own.items.flatMap((item) => item.follows.map((f) => f.followedTitle))).toEqual([
      'Elsewhere',
      'Elsewhere',
    ]);
  });
});

describe('subscriber.counts', () => {
  it('counts the followers of each of the team’s series by state', async () => {
    const { alpha, beta } = await followers();
    const gamma = await createSeries(db(), cast.team.id, { title: 'Gamma' });
    const counts = await adminApi().subscriber.counts({ teamId: cast.team.id });
    const ours = new Set<string | null>([alpha.id, beta.id, gamma.id]);
    expect(
      counts.filter((row) => ours.has(row.seriesId)).map(({ seriesId: _id, ...row }) => row),
    ).toEqual([
      { title: 'Alpha', pending: 0, confirmed: 2, unsubscribed: 0 },
      { title: 'Beta', pending: 1, confirmed: 0, unsubscribed: 1 },
      { title: 'Gamma', pending: 0, confirmed: 0, unsubscribed: 0 },
    ]);
  });
});

describe('subscriber.exportCsv', () => {
  it('writes one row per follow here, a formula-like cell made text', async () => {
    await followers();
    const { csv, filename } = await adminApi().subscriber.exportCsv({ teamId: cast.team.id });

    expect(filename).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Email","Follows","Status","Since","Confirmed","Bounced"');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^"'=cmd@evil\.test","Alpha","confirmed",/);
    expect(csv).not.toContain('Elsewhere');
    expect(csv).not.toContain('other@example.test');
  });
});

describe('subscriber.delete', () => {
  it("deletes the follows of the team's series and their copies; the rest stays", async () => {
    const { ada, alpha } = await followers();
    const follow = await db().follow.findFirstOrThrow({
      where: { subscriberId: ada.id, seriesId: alpha.id },
    });
    const message = await db().outboxMessage.create({
      data: { channel: 'email', kind: 'item_published', teamId: cast.team.id },
    });
    await db().outboxDelivery.create({
      data: { messageId: message.id, recipient: ada.email, followId: follow.id },
    });

    await adminApi().subscriber.delete({ teamId: cast.team.id, id: ada.id });

    const left = await db().follow.findMany({
      where: { subscriberId: ada.id },
      select: { series: { select: { title: true } } },
    });
    expect(left.map((row) => row.series?.title)).toEqual(['Elsewhere']);
    expect(await db().outboxDelivery.count()).toBe(0);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { entityType: 'subscriber', entityId: ada.id },
    });
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'a…@example.test' });
  });

  it('deletes a subscriber who follows nothing else, with every copy sent to them', async () => {
    const { bob } = await followers();
    const message = await db().outboxMessage.create({
      data: { channel: 'email', kind: 'follow_confirm' },
    });
    await db().outboxDelivery.create({ data: { messageId: message.id, recipient: bob.email } });

    await adminApi().subscriber.delete({ teamId: cast.team.id, id: bob.id });

    expect(await db().subscriber.findUnique({ where: { id: bob.id } })).toBeNull();
    expect(await db().outboxDelivery.count()).toBe(0);
  });

  it("finds no subscriber of another team's series", async () => {
    const { outsider, reader } = await followers();
    for (const id of [outsider.id, reader.id]) {
      const error = await errorOf(adminApi().subscriber.delete({ teamId: cast.team.id, id }));
      expect(error.code).toBe('NOT_FOUND');
    }
    expect(await db().subscriber.count()).toBe(5);
  });
});

describe('subscriber.sendFigures', () => {
  it('counts what became of the copies of the email about each record', async () => {
    const post = await createBlogPost(db(), cast.team.id);
    const quiet = await createBlogPost(db(), cast.team.id);
    const message = await db().outboxMessage.create({
      data: {
        channel: 'email',
        kind: 'post_published',
        teamId: cast.team.id,
        aboutType: 'blog_post',
        aboutId: post.id,
      },
    });
    const statuses = ['sent', 'sent', 'failed', 'uncertain', 'pending', 'held', 'cancelled'];
    await db().outboxDelivery.createMany({
      data: statuses.map((status, n) => ({
        messageId: message.id,
        recipient: `r${n}@example.test`,
        status: status as 'sent',
      })),
    });

    const figures = await as('member').api.subscriber.sendFigures({
      teamId: cast.team.id,
      aboutType: 'blog_post',
      ids: [post.id, quiet.id],
    });
    expect(figures).toEqual({
      [post.id]: { sent: 2, failed: 1, uncertain: 1, waiting: 2, kept: 0 },
    });
    const elsewhere = await as('otherAdmin').api.subscriber.sendFigures({
      teamId: cast.otherTeam.id,
      aboutType: 'blog_post',
      ids: [post.id],
    });
    expect(elsewhere).toEqual({});
  });
});
