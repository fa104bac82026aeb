import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import oneClickUnsubscribe from '~/pages/api/follow/unsubscribe';
import { getServerSideProps as confirmPageProps } from '~/pages/follow/confirm';
import { getServerSideProps as managePageProps } from '~/pages/follow/manage';
import {
  FOLLOW_CHECK_INBOX,
  FOLLOW_LINK_INVALID,
  FOLLOW_NOT_VERIFIED,
  FOLLOW_TOO_MANY,
} from '~/server/modules/follow/follow.service';
import { queueEmail } from '~/server/outbox/enqueue';
import { createProofOfWorkChallenge } from '~/server/proof-of-work';

import { callerFor, errorOf } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createTeam } from '../helpers/factories';
import { deliverEmails, outboxDeliveries } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const database = useTestDatabase();
let sink: SmtpSink;
let series: { id: string; slug: string; title: string };

beforeAll(async () => {
  const { db } = database();
  sink = await startSmtpSink();
  const team = await createTeam(db);
  series = await db.series.create({
    data: { teamId: team.id, title: 'Robot Diaries', slug: 'robot-diaries', description: 'D.' },
    select: { id: true, slug: true, title: true },
  });
});
afterAll(() => sink.close());

/** A solved proof of work, as the browser's widget would post it. */
async function solvedProof(): Promise<string> {
  const challenge = await createProofOfWorkChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Every visitor its own network, unless a test says otherwise: no limit spills between tests.
let visitors = 0;
const visitor = (ip = `2001:db8:${(++visitors).toString(16)}::1`) =>
  callerFor(database().db, null, { clientIp: ip });

async function follow(email: string, options: { seriesSlug?: string; ip?: string } = {}) {
  return visitor(options.ip).follow.request({
    email,
    seriesSlug: options.seriesSlug,
    altcha: await solvedProof(),
  });
}

/** Sends what the outbox holds and returns the emails that arrived for `address`. */
async function sentTo(address: string) {
  await deliverEmails(database().db, sink.transport());
  return sink.received.filter((email) => email.to === address).map((email) => email.mail);
}

function confirmLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/follow\/confirm\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${text}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A page request as Next hands it to getServerSideProps: GET, or a POST of a form. */
function pageContext(query: Record<string, string>, form?: Record<string, string>) {
  const req = Object.assign(
    Readable.from(form ? [Buffer.from(new URLSearchParams(form).toString())] : []),
    {
      method: form ? 'POST' : 'GET',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    },
  ) as unknown as IncomingMessage & { cookies: Record<string, string> };
  req.cookies = {};
  const res = { setHeader: () => res } as unknown as ServerResponse;
  return { req, res, query, resolvedUrl: '/follow', params: undefined } as Parameters<
    typeof confirmPageProps
  >[0];
}

const followRow = (email: string, seriesId: string | null) =>
  database().db.follow.findFirstOrThrow({
    where: { subscriber: { email }, seriesId },
    select: { id: true, status: true, subscriber: { select: { id: true, manageToken: true } } },
  });

describe('following by email', () => {
  it('emails a confirmation link whose page confirms only when its button posts', async () => {
    const address = 'ada@example.test';
    await expect(follow('Ada@Example.test', { seriesSlug: series.slug })).resolves.toEqual({
      message: FOLLOW_CHECK_INBOX,
    });

    const [email, ...more] = await sentTo(address);
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe('Confirm that you follow Robot Diaries');
    expect(email!.text).toContain('Robot Diaries');
    const link = confirmLinkIn(email!.text ?? '');
    expect(email!.html).toContain(link.replaceAll('&', '&amp;'));

    // Opening the link (a person, or a mail scanner) confirms nothing.
    const opened = await confirmPageProps(pageContext({ token: tokenOf(link) }));
    expect(opened).toEqual({
      props: { state: 'ready', token: tokenOf(link), seriesTitle: 'Robot Diaries' },
    });
    expect((await followRow(address, series.id)).status).toBe('pending');

    const posted = await confirmPageProps(pageContext({}, { token: tokenOf(link) }));
    expect(posted).toEqual({
      props: { state: 'confirmed', seriesTitle: 'Robot Diaries', seriesSlug: series.slug },
    });
    expect((await followRow(address, series.id)).status).toBe('confirmed');

    // The link works once.
    const again = await confirmPageProps(pageContext({}, { token: tokenOf(link) }));
    expect(again).toEqual({ props: { state: 'invalid', message: FOLLOW_LINK_INVALID } });
  });

  it('follows the blog without a series', async () => {
    await follow('blog-reader@example.test');
    const [email] = await sentTo('blog-reader@example.test');
    expect(email!.subject).toBe('Confirm that you follow the blog');
    const token = tokenOf(confirmLinkIn(email!.text ?? ''));
    await expect(visitor().follow.confirm({ token })).resolves.toEqual({
      seriesTitle: null,
      seriesSlug: null,
    });
  });

  it('says the same to a known, a following and an unknown address, and emails no follower', async () => {
    await follow('known@example.test', { seriesSlug: series.slug });
    const [first] = await sentTo('known@example.test');
    await visitor().follow.confirm({ token: tokenOf(confirmLinkIn(first!.text ?? '')) });

    const known = await follow('known@example.test', { seriesSlug: series.slug });
    const unknown = await follow('nobody-yet@example.test', { seriesSlug: series.slug });
    expect(known).toEqual(unknown);
    expect(await sentTo('known@example.test')).toHaveLength(1);
    expect(await sentTo('nobody-yet@example.test')).toHaveLength(1);
  });

  it('refuses a request without a valid proof of work, and a solution used twice', async () => {
    const refused = await errorOf(
      visitor().follow.request({ email: 'bot@example.test', altcha: 'bm90IGEgc29sdXRpb24=' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: FOLLOW_NOT_VERIFIED });

    const challenge = await createProofOfWorkChallenge();
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    expect(
      await errorOf(visitor().follow.request({ email: 'bot@example.test', altcha: forged })),
    ).toMatchObject({ code: 'BAD_REQUEST' });

    const altcha = await solvedProof();
    await visitor().follow.request({ email: 'once@example.test', altcha });
    expect(
      await errorOf(visitor().follow.request({ email: 'twice@example.test', altcha })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: FOLLOW_NOT_VERIFIED });
    expect(await sentTo('twice@example.test')).toHaveLength(0);
  });

  it('limits the requests for one address, and sends it at most 3 confirmations a day', async () => {
    const outcomes = [];
    for (let n = 0; n < 100; n += 1) {
      outcomes.push(
        await follow('bombed@example.test').then(
          () => 'ok',
          (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
        ),
      );
    }
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(new Set(outcomes.slice(10))).toEqual(new Set([`TOO_MANY_REQUESTS: ${FOLLOW_TOO_MANY}`]));
    expect(await sentTo('bombed@example.test')).toHaveLength(3);
  }, 60_000);

  it('limits the requests from one client', async () => {
    const ip = '203.0.113.77';
    let refused = 0;
    for (let n = 0; n < 100; n += 1) {
      await follow(`client-${n}@example.test`, { ip }).catch((error: { code?: string }) => {
        if (error.code === 'TOO_MANY_REQUESTS') refused += 1;
      });
    }
    expect(refused).toBe(90);
  }, 60_000);
});

describe('leaving', () => {
  async function confirmedFollower(email: string, seriesSlug?: string) {
    await follow(email, { seriesSlug });
    const [confirmation] = (await sentTo(email)).slice(-1);
    await visitor().follow.confirm({ token: tokenOf(confirmLinkIn(confirmation!.text ?? '')) });
    return followRow(email, seriesSlug ? series.id : null);
  }

  function oneClick(method: string, token: string) {
    let status = 0;
    let location: string | undefined;
    const req = { method, query: { token }, headers: {} } as unknown as NextApiRequest;
    const res = {
      setHeader: () => res,
      status(code: number) {
        status = code;
        return res;
      },
      redirect(code: number, to: string) {
        status = code;
        location = to;
        return res;
      },
      end: () => res,
    } as unknown as NextApiResponse;
    return oneClickUnsubscribe(req, res).then(() => ({ status, location }));
  }

  it('one-click POST unsubscribes, and a copy waiting for that follow is then not sent', async () => {
    const { db } = database();
    const row = await confirmedFollower('leaver@example.test', series.slug);
    const token = `${row.id}.${row.subscriber.manageToken}`;

    // A follower's copy of an update, queued before the follower left.
    await db.$transaction(async (tx) => {
      const { messageId } = await queueEmail(tx, {
        kind: 'series_item',
        to: [],
        content: { subject: 'News', html: '<p>News</p>', text: 'News' },
      });
      await tx.outboxDelivery.create({
        data: { messageId, recipient: 'leaver@example.test', followId: row.id },
      });
    });

    // A GET changes nothing: it leads to the manage page.
    const got = await oneClick('GET', token);
    expect(got.status).toBe(303);
    expect(got.location).toBe(
      `/follow/manage?token=${row.subscriber.id}.${row.subscriber.manageToken}`,
    );
    expect((await followRow('leaver@example.test', series.id)).status).toBe('confirmed');

    expect((await oneClick('POST', token)).status).toBe(200);
    expect((await followRow('leaver@example.test', series.id)).status).toBe('unsubscribed');

    expect(await sentTo('leaver@example.test')).toHaveLength(1);
    const copies = await outboxDeliveries(db);
    expect(copies.find((copy) => copy.followId === row.id)?.status).toBe('cancelled');
  });

  it('answers 404 to a wrong one-click token', async () => {
    const row = await confirmedFollower('stays@example.test', series.slug);
    for (const token of [
      `${row.id}.wrong-secret`,
      `${randomUUID()}.${row.subscriber.manageToken}`,
      'not-a-token',
    ]) {
      expect((await oneClick('POST', token)).status).toBe(404);
    }
    expect((await followRow('stays@example.test', series.id)).status).toBe('confirmed');
  });

  it('lists what the manage link holder follows, and lets them leave one or all', async () => {
    const row = await confirmedFollower('manager@example.test', series.slug);
    await confirmedFollower('manager@example.test');
    const token = `${row.subscriber.id}.${row.subscriber.manageToken}`;

    const page = await managePageProps(pageContext({ token }));
    expect(page).toEqual({
      props: {
        email: 'manager@example.test',
        notice: null,
        follows: [
          expect.objectContaining({ seriesTitle: null, following: true }),
          expect.objectContaining({ seriesTitle: 'Robot Diaries', following: true, id: row.id }),
        ],
      },
    });

    const left = await managePageProps(
      pageContext({ token }, { action: 'set', follow: row.id, following: 'false' }),
    );
    expect(left).toMatchObject({
      props: { follows: [{ following: true }, { following: false, id: row.id }] },
    });

    const all = await managePageProps(pageContext({ token }, { action: 'unfollow-everything' }));
    expect(all).toMatchObject({ props: { follows: [{ following: false }, { following: false }] } });
  });

  it('shows no manage page for a wrong token', async () => {
    const row = await confirmedFollower('private@example.test');
    for (const token of [
      `${row.subscriber.id}.wrong-secret`,
      `${randomUUID()}.${row.subscriber.manageToken}`,
      '',
      'x'.repeat(500),
    ]) {
      expect(await managePageProps(pageContext({ token }))).toEqual({ notFound: true });
    }
  });
});
