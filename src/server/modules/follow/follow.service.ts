import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { FOLLOW_CONFIRM_PATH, FOLLOW_MANAGE_PATH } from '~/lib/follow-paths';
import { absoluteUrl } from '~/lib/site-url';
import type {
  FollowConfirmInput,
  FollowManageInput,
  RequestFollowInput,
  SetFollowingInput,
} from '~/schemas/follow';
import type { Db } from '~/server/db';
import { badRequest, notFound, refusedAsNotFound, tooManyRequests } from '~/server/errors';
import { FollowConfirmEmail } from '~/server/outbox/emails/follow-confirm';
import { renderEmail } from '~/server/outbox/emails/render';
import { normalisedAddress, queueEmail } from '~/server/outbox/enqueue';
import { spendProofOfWork } from '~/server/proof-of-work';
import { createRateLimiter } from '~/server/rate-limit';
import type { ServiceContext } from '~/server/service-context';

/*
 * Following by email, the visitor's side: ask (the same answer whatever the address), confirm
 * through the emailed link by POST, manage with the token every follower email carries, leave.
 */

/** The one answer to every accepted request: whether the address is known stays unsaid. */
export const FOLLOW_CHECK_INBOX = 'Check your inbox to confirm.';
export const FOLLOW_TOO_MANY = 'Too many requests. Please try again later.';
export const FOLLOW_NOT_VERIFIED = 'We could not verify this request. Please try again.';
/** What a used, expired or mistyped confirmation link says: the same for all three. */
export const FOLLOW_LINK_INVALID =
  'This confirmation link is not valid: it was used already, it expired or it is incomplete. Follow again to get a new one.';
/** What a manage link with a wrong token says. */
export const MANAGE_LINK_INVALID = 'This link is not valid.';

const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 10 requests per hour from one client. */
const clientLimiter = createRateLimiter({
  scope: 'follow-client',
  limit: 10,
  windowMs: 60 * 60 * 1000,
});
/** 10 requests per hour for one address, from wherever they come. */
const addressLimiter = createRateLimiter({
  scope: 'follow-address',
  limit: 10,
  windowMs: 60 * 60 * 1000,
});
/** 3 confirmation emails per day to one address: nobody can fill an inbox with them. */
const confirmEmailLimiter = createRateLimiter({
  scope: 'follow-confirm-email',
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
});

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

/** A follow's place, as the pages name it: a series' title, or null for the blog. */
interface Followed {
  seriesTitle: string | null;
  seriesSlug: string | null;
}

/**
 * Asks to follow a series (or the blog) by email: counts the request against the client's and
 * the address's limits, spends its proof of work, and queues a confirmation email unless the
 * address already follows it (or had its emails for the day). The answer is the same either way.
 */
export async function requestFollow(
  ctx: ServiceContext,
  { email, seriesSlug, altcha, clientKey }: RequestFollowInput & { clientKey: string },
): Promise<{ message: string }> {
  const { db } = ctx;
  if (!(await clientLimiter.hit(db, clientKey)).allowed) throw tooManyRequests(FOLLOW_TOO_MANY);
  if (!(await spendProofOfWork(db, altcha))) throw badRequest(FOLLOW_NOT_VERIFIED);
  const address = normalisedAddress(email);
  if (!(await addressLimiter.hit(db, address)).allowed) throw tooManyRequests(FOLLOW_TOO_MANY);

  const series = seriesSlug
    ? await db.series.findUnique({ where: { slug: seriesSlug }, select: { id: true, title: true } })
    : null;
  if (seriesSlug && !series) throw notFound('Series');

  // Rendered whether or not it is sent, so that the answer takes as long either way.
  const token = newToken();
  const content = await renderEmail(
    series ? `Confirm that you follow ${series.title}` : 'Confirm that you follow the blog',
    FollowConfirmEmail({
      address,
      seriesTitle: series?.title ?? null,
      confirmUrl: absoluteUrl(`${FOLLOW_CONFIRM_PATH}?token=${token}`),
    }),
  );

  const subscriber = await db.subscriber.upsert({
    where: { email: address },
    create: { email: address, manageToken: newToken() },
    update: {},
    select: { id: true },
  });
  const [follow] = await db.$queryRaw<{ id: string; status: string }[]>`
    INSERT INTO follows (subscriber_id, series_id)
    VALUES (${subscriber.id}::uuid, ${series?.id ?? null}::uuid)
    ON CONFLICT (subscriber_id, series_id) DO UPDATE SET updated_at = now()
    RETURNING id, status::text AS status`;
  if (!follow || follow.status === 'confirmed') return { message: FOLLOW_CHECK_INBOX };
  if (!(await confirmEmailLimiter.hit(db, address)).allowed) return { message: FOLLOW_CHECK_INBOX };
  await db.$transaction(async (tx) => {
    // A newer link replaces the one sent before.
    await tx.follow.update({
      where: { id: follow.id },
      data: {
        confirmTokenHash: hashOf(token),
        confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_LIFETIME_MS),
      },
      select: { id: true },
    });
    await queueEmail(tx, { kind: 'follow_confirm', to: [address], content });
  });
  return { message: FOLLOW_CHECK_INBOX };
}

/** The follow a confirmation token would confirm, while it can. */
async function followOfConfirmToken(db: Db, token: string) {
  const follow = await db.follow.findUnique({
    where: { confirmTokenHash: hashOf(token) },
    select: { id: true, confirmExpiresAt: true, series: { select: { title: true, slug: true } } },
  });
  if (!follow?.confirmExpiresAt || follow.confirmExpiresAt.getTime() < Date.now()) return null;
  return follow;
}

function followed(series: { title: string; slug: string } | null): Followed {
  return { seriesTitle: series?.title ?? null, seriesSlug: series?.slug ?? null };
}

/** What a confirmation link is for, without confirming anything (link scanners open it). */
export async function describeConfirmLink(
  ctx: ServiceContext,
  { token }: FollowConfirmInput,
): Promise<{ valid: false } | ({ valid: true } & Followed)> {
  const follow = await followOfConfirmToken(ctx.db, token);
  return follow ? { valid: true, ...followed(follow.series) } : { valid: false };
}

/** Confirms the follow the link was sent for; the token works once, for 7 days. */
export async function confirmFollow(
  ctx: ServiceContext,
  { token }: FollowConfirmInput,
): Promise<Followed> {
  const follow = await followOfConfirmToken(ctx.db, token);
  if (!follow) throw refusedAsNotFound(FOLLOW_LINK_INVALID);
  const now = new Date();
  // Of two submissions of one link, only the first finds its hash.
  const { count } = await ctx.db.follow.updateMany({
    where: { id: follow.id, confirmTokenHash: hashOf(token) },
    data: {
      status: 'confirmed',
      confirmedAt: now,
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    },
  });
  if (count === 0) throw refusedAsNotFound(FOLLOW_LINK_INVALID);
  return followed(follow.series);
}

// Compared whether or not the id was found, so a wrong id answers as fast as a wrong secret.
const NO_SECRET = newToken();

function sameSecret(given: string, stored: string | undefined): boolean {
  const a = Buffer.from(hashOf(given));
  const b = Buffer.from(hashOf(stored ?? NO_SECRET));
  return timingSafeEqual(a, b) && stored !== undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<id>.<secret>` split, or null when it cannot be a link's token. */
function splitToken(token: string): { id: string; secret: string } | null {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return dot > 0 && uuidPattern.test(id) && secret ? { id, secret } : null;
}

/** The subscriber a manage link's token names, or NOT_FOUND for any wrong token. */
async function subscriberOfToken(db: Db, token: string) {
  const parts = splitToken(token);
  const subscriber = parts
    ? await db.subscriber.findUnique({
        where: { id: parts.id },
        select: { id: true, email: true, manageToken: true },
      })
    : null;
  if (!sameSecret(parts?.secret ?? '', subscriber?.manageToken))
    throw refusedAsNotFound(MANAGE_LINK_INVALID);
  return subscriber!;
}

export interface ManagedFollow extends Followed {
  id: string;
  following: boolean;
}

/** What the holder of a manage link follows, or followed once: the blog first, then by title. */
export async function manageFollows(
  ctx: ServiceContext,
  { token }: FollowManageInput,
): Promise<{ email: string; follows: ManagedFollow[] }> {
  const subscriber = await subscriberOfToken(ctx.db, token);
  const follows = await ctx.db.follow.findMany({
    where: { subscriberId: subscriber.id, confirmedAt: { not: null } },
    select: { id: true, status: true, series: { select: { title: true, slug: true } } },
  });
  const listed = follows.map((follow) => ({
    id: follow.id,
    following: follow.status === 'confirmed',
    ...followed(follow.series),
  }));
  listed.sort((a, b) =>
    a.seriesTitle === null
      ? -1
      : b.seriesTitle === null
        ? 1
        : a.seriesTitle.localeCompare(b.seriesTitle),
  );
  return { email: subscriber.email, follows: listed };
}

/**
 * Follows again, or stops following, one of the link holder's follows. The link proves the
 * address, so following again needs no new confirmation.
 */
export async function setFollowing(
  ctx: ServiceContext,
  { token, followId, following }: SetFollowingInput,
): Promise<{ id: string; following: boolean }> {
  const subscriber = await subscriberOfToken(ctx.db, token);
  const { count } = await ctx.db.follow.updateMany({
    where: { id: followId, subscriberId: subscriber.id, confirmedAt: { not: null } },
    data: following
      ? { status: 'confirmed', unsubscribedAt: null }
      : { status: 'unsubscribed', unsubscribedAt: new Date() },
  });
  if (count === 0) throw notFound('Follow');
  return { id: followId, following };
}

/** Stops every follow of the link holder, pending ones included. */
export async function unfollowEverything(
  ctx: ServiceContext,
  { token }: FollowManageInput,
): Promise<{ unfollowed: number }> {
  const subscriber = await subscriberOfToken(ctx.db, token);
  const { count } = await ctx.db.follow.updateMany({
    where: { subscriberId: subscriber.id, status: { not: 'unsubscribed' } },
    data: {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    },
  });
  return { unfollowed: count };
}

/** The follow a one-click token `<followId>.<manageToken>` names, or null for a wrong token. */
async function followOfOneClickToken(db: Db, token: string) {
  const parts = splitToken(token);
  const follow = parts
    ? await db.follow.findUnique({
        where: { id: parts.id },
        select: { id: true, subscriber: { select: { id: true, manageToken: true } } },
      })
    : null;
  return sameSecret(parts?.secret ?? '', follow?.subscriber.manageToken) ? follow : null;
}

/**
 * RFC 8058 one-click unsubscribe of the follow the token of its emails names. False for any
 * wrong token (the caller answers 404), after the same work.
 */
export async function unsubscribeOneClick(db: Db, token: string): Promise<boolean> {
  const follow = await followOfOneClickToken(db, token);
  if (!follow) return false;
  await db.follow.updateMany({
    where: { id: follow.id, status: { not: 'unsubscribed' } },
    data: { status: 'unsubscribed', unsubscribedAt: new Date() },
  });
  return true;
}

/** The manage page's path for the holder of a one-click token, or null for a wrong token. */
export async function managePathOfOneClickToken(db: Db, token: string): Promise<string | null> {
  const follow = await followOfOneClickToken(db, token);
  return (
    follow && `${FOLLOW_MANAGE_PATH}?token=${follow.subscriber.id}.${follow.subscriber.manageToken}`
  );
}
