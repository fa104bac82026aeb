import { csvOf } from '~/lib/csv';
import type {
  ExportSubscribersInput,
  ListSubscribersInput,
  SendFiguresInput,
  SubscriberIdInput,
} from '~/schemas/subscriber';
import type { Db } from '~/server/db';
import { notFound } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { pageArgs, toPage } from '~/server/lists/pagination';
import { audited } from '~/server/records/audit';
import type { ServiceContext } from '~/server/service-context';

/** Whose followers: those of a team's series, or the blog's (the whole site's, system admins'). */
export type Followed = { teamId: string } | { blog: true };

const followsOf = (followed: Followed): Prisma.FollowWhereInput =>
  'blog' in followed ? { seriesId: null } : { series: { teamId: followed.teamId } };

/** Of the blog's followers there is no team: the log and the figures name none. */
const teamOf = (followed: Followed) => ('blog' in followed ? null : followed.teamId);

const BLOG_LABEL = 'Blog';

/** The subscribers the filter finds among the followers; a subscriber with no follow here, none. */
async function subscribersWhere(
  db: Db,
  followed: Followed,
  { search, status }: ExportSubscribersInput,
): Promise<Prisma.SubscriberWhereInput> {
  const inScope = followsOf(followed);
  const where: Prisma.SubscriberWhereInput = {
    follows: { some: status && status !== 'bounced' ? { ...inScope, status } : inScope },
    ...(search ? { email: { contains: search, mode: 'insensitive' } } : {}),
  };
  if (status !== 'bounced') return where;
  // Bounced addresses are not a relation of subscribers: the few among them are looked up.
  const bounced = await db.$queryRaw<{ email: string }[]>`
    SELECT b.email FROM bounced_addresses b JOIN subscribers s ON s.email = b.email`;
  return { AND: [where, { email: { in: bounced.map((row) => row.email) } }] };
}

function subscriberSelect(followed: Followed) {
  return {
    id: true,
    email: true,
    createdAt: true,
    follows: {
      where: followsOf(followed),
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        status: true,
        createdAt: true,
        confirmedAt: true,
        series: { select: { id: true, title: true } },
      },
    },
  } satisfies Prisma.SubscriberSelect;
}

async function bouncedAmong(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.bouncedAddress.findMany({
    where: { email: { in: emails } },
    select: { email: true },
  });
  return new Set(rows.map((row) => row.email));
}

/** A page of the followers, newest first, each with what they follow here and whether they bounced. */
export async function listSubscribers(
  ctx: ServiceContext,
  { followed, ...input }: ListSubscribersInput & { followed: Followed },
) {
  const rows = await ctx.db.subscriber.findMany({
    where: await subscribersWhere(ctx.db, followed, input),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageArgs(input),
    select: subscriberSelect(followed),
  });
  const { items, nextCursor } = toPage(rows, input.limit);
  const bounced = await bouncedAmong(
    ctx.db,
    items.map((item) => item.email),
  );
  return {
    items: items.map(({ follows, ...subscriber }) => ({
      ...subscriber,
      bounced: bounced.has(subscriber.email),
      follows: follows.map(({ series, ...follow }) => ({
        ...follow,
        seriesId: series?.id ?? null,
        followedTitle: series?.title ?? BLOG_LABEL,
      })),
    })),
    nextCursor,
  };
}

type FollowCounts = Record<'pending' | 'confirmed' | 'unsubscribed', number>;

/** How many follow each of the team's series (every series, none left out), or the blog. */
export async function countFollowers(ctx: ServiceContext, { followed }: { followed: Followed }) {
  const groups = await ctx.db.follow.groupBy({
    by: ['seriesId', 'status'],
    where: followsOf(followed),
    _count: { _all: true },
  });
  const countsOf = (seriesId: string | null): FollowCounts => {
    const counts: FollowCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const group of groups) {
      if (group.seriesId === seriesId) counts[group.status] = group._count._all;
    }
    return counts;
  };
  if ('blog' in followed) return [{ seriesId: null, title: BLOG_LABEL, ...countsOf(null) }];
  const series = await ctx.db.series.findMany({
    where: { teamId: followed.teamId },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true },
  });
  return series.map(({ id, title }) => ({ seriesId: id, title, ...countsOf(id) }));
}

/** More than this is no longer a download but a job: the export says so in its last row. */
const MAX_EXPORT_ROWS = 50_000;

/** The followers the filter finds as CSV, one row per follow, safe to open in a spreadsheet. */
export async function exportSubscribers(
  ctx: ServiceContext,
  { followed, ...input }: ExportSubscribersInput & { followed: Followed },
) {
  const rows = await ctx.db.subscriber.findMany({
    where: await subscribersWhere(ctx.db, followed, input),
    orderBy: [{ email: 'asc' }, { id: 'asc' }],
    take: MAX_EXPORT_ROWS,
    select: subscriberSelect(followed),
  });
  const bounced = await bouncedAmong(
    ctx.db,
    rows.map((row) => row.email),
  );
  const lines = rows.flatMap((subscriber) =>
    subscriber.follows.map((follow) => [
      subscriber.email,
      follow.series?.title ?? BLOG_LABEL,
      follow.status,
      follow.createdAt.toISOString(),
      follow.confirmedAt?.toISOString() ?? null,
      bounced.has(subscriber.email) ? 'yes' : 'no',
    ]),
  );
  return {
    filename: `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: csvOf([['Email', 'Follows', 'Status', 'Since', 'Confirmed', 'Bounced'], ...lines]),
  };
}

/** An address as the audit log keeps it once its owner is gone: enough to tell two apart. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

/**
 * Deletes what the caller's scope holds of a subscriber: their follows here and the emails sent
 * to them about it (a follow's copies go with it). A subscriber who then follows nothing is
 * deleted whole, with every copy ever addressed to them. A subscriber with no follow here is not
 * found. Audited without the address.
 */
export async function deleteSubscriber(
  ctx: ServiceContext,
  { followed, actorId, id }: SubscriberIdInput & { followed: Followed; actorId: string },
) {
  const teamId = teamOf(followed);
  await audited(
    ctx.db,
    async (tx) => {
      const subscriber = await tx.subscriber.findFirst({
        where: { id, follows: { some: followsOf(followed) } },
        select: { id: true, email: true },
      });
      if (!subscriber) throw notFound('Subscriber');
      const { count: follows } = await tx.follow.deleteMany({
        where: { subscriberId: id, ...followsOf(followed) },
      });
      const gone = (await tx.follow.count({ where: { subscriberId: id } })) === 0;
      const recipient = subscriber.email;
      const copies: Prisma.OutboxDeliveryWhereInput | null = gone
        ? { recipient }
        : teamId
          ? { recipient, message: { teamId } }
          : null;
      if (copies) await tx.outboxDelivery.deleteMany({ where: copies });
      if (gone) await tx.subscriber.delete({ where: { id } });
      return { email: recipient, follows, gone };
    },
    ({ email, follows, gone }) => ({
      actorId,
      action: 'delete',
      entityType: 'subscriber',
      entityId: id,
      entityLabel: maskedEmail(email),
      teamId,
      changes: {
        follows: { from: follows, to: 0 },
        ...(gone ? { subscriber: { from: 'kept', to: 'deleted' } } : {}),
      },
    }),
  );
  return { id };
}

interface SendFigures {
  sent: number;
  failed: number;
  uncertain: number;
  /** Not yet sent: pending, being sent, or held for a person's go. */
  waiting: number;
  /** Kept for the Outbox screen: the site has no mail server. */
  kept: number;
}

/** For each record, what became of the email to its followers (records never emailed: none). */
export async function sendFigures(
  ctx: ServiceContext,
  { teamId, aboutType, ids }: SendFiguresInput & { teamId: string },
): Promise<Record<string, SendFigures>> {
  if (ids.length === 0) return {};
  const rows = await ctx.db.$queryRaw<{ aboutId: string; status: string; count: number }[]>`
    SELECT m.about_id::text AS "aboutId", d.status::text AS status, count(*)::int AS count
    FROM outbox_messages m JOIN outbox_deliveries d ON d.message_id = m.id
    WHERE m.team_id = ${teamId}::uuid AND m.channel = 'email' AND m.about_type = ${aboutType}
      AND m.about_id = ANY(${ids}::uuid[])
    GROUP BY 1, 2`;
  const figures: Record<string, SendFigures> = {};
  for (const { aboutId, status, count } of rows) {
    const record = (figures[aboutId] ??= { sent: 0, failed: 0, uncertain: 0, waiting: 0, kept: 0 });
    const figure = figureOf(status);
    if (figure) record[figure] += count;
  }
  return figures;
}

function figureOf(status: string): keyof SendFigures | null {
  switch (status) {
    case 'sent':
    case 'failed':
    case 'uncertain':
    case 'kept':
      return status;
    case 'pending':
    case 'sending':
    case 'held':
      return 'waiting';
    default:
      // Cancelled copies (the follower left, the address bounced) were never meant to go.
      return null;
  }
}
