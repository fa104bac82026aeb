import { execFileSync } from 'node:child_process';

import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { manyObjectsJson, postJson, visitUntil } from './flood';
import { startClusterUnderTest, type ClusterUnderTest } from './harness';
import { getPage, within } from './http';
import { addFollowers, copiesOf, pidOfClaim, queueEmails, startWebhookReceiver } from './outbox';
import { ancestorsOf } from './processes';
import { HACKATHON_SERIES_ID } from '../../prisma/seed/series';
import { sampleTreeMemory, treeResidentBytes } from '../../scripts/bench/memory';
import { signIn } from '../../scripts/bench/sign-in';
import type { ClusterInstance } from '../../scripts/cluster/cluster';
import { trpcMutation, trpcQuery } from '../../scripts/site/trpc-http';
import { inParallel, postBeacon } from '../helpers/beacons';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const ONE_SECOND = 1_000;
const ADMIN = { email: 'admin@teamfolio.local', password: 'teamfolio-admin' };
// A 1×1 PNG.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let setup: ClusterUnderTest;
let cookie: string;
let teamId: string;
let sink: SmtpSink;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await startWebhookReceiver();
  // The instances inherit the test's environment: they send every email to the sink, and may
  // call the receiver on this machine.
  process.env.SMTP_URL = sink.url;
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
  setup = await startClusterUnderTest(3);
  cookie = await signIn(setup.cluster.url, ADMIN.email, ADMIN.password);
  const teams = await trpcQuery(setup.cluster.url, 'team.mine', undefined, cookie);
  teamId = (teams.data as Array<{ id: string }>)[0]!.id;
});

afterAll(async () => {
  await setup?.cleanups.run();
  await sink?.close();
  await receiver?.close();
});

const instance = (index: number) => setup.cluster.instances[index]!;
const others = () => [instance(1), instance(2)];

interface Health {
  httpStatus: number;
  database: 'up' | 'down';
  invalidation: 'listening' | 'reconnecting' | 'refreshing' | 'off';
}

async function health(baseUrl: string): Promise<Health> {
  const response = await fetch(`${baseUrl}/api/health`);
  return {
    httpStatus: response.status,
    ...((await response.json()) as Omit<Health, 'httpStatus'>),
  };
}

async function createPost(title: string, published = true) {
  const created = await trpcMutation(
    instance(0).baseUrl,
    'blog.create',
    { teamId, title, content: `<p>${title} in full.</p>`, published },
    cookie,
  );
  expect(created.error).toBeUndefined();
  return (created.data as { id: string }).id;
}

/**
 * Whether every page and answer on B and C (or on `on`) shows the post (or, with `shown` false,
 * none does): true, or which of them do not yet.
 */
async function everywhere(
  postId: string,
  title: string,
  shown: boolean,
  on = others(),
): Promise<true | string> {
  const checks = on.flatMap(({ baseUrl }) =>
    Object.entries({
      '/blog': getPage(`${baseUrl}/blog`).then((page) => page.html.includes(title) === shown),
      '/': getPage(`${baseUrl}/`).then((page) => page.html.includes(title) === shown),
      'the post': getPage(`${baseUrl}/blog/${postId}`).then((page) =>
        shown ? page.status === 200 && page.html.includes(title) : page.status === 404,
      ),
      'blog.list': trpcQuery(baseUrl, 'blog.list', {}).then(
        (answer) => JSON.stringify(answer.data).includes(postId) === shown,
      ),
      'the feed': getPage(`${baseUrl}/blog/rss.xml`).then(
        (page) => page.html.includes(postId) === shown,
      ),
    }).map(async ([what, holds]) => ((await holds) ? undefined : `${what} on ${baseUrl}`)),
  );
  const failing = (await Promise.all(checks)).filter((what) => what !== undefined);
  return failing.length === 0 || failing.join(', ');
}

/** A query of ours on the cluster's database. */
async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: setup.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The states of the queue's jobs for a record, publish first. */
async function jobStatesOf(recordId: string) {
  const rows = await query<{ state: string; retry_count: number }>(
    `SELECT state::text AS state, retry_count FROM pgboss.job
     WHERE data->>'id' = $1 ORDER BY singleton_key`,
    [recordId],
  );
  return rows;
}

/**
 * Locks a post's row in a transaction of ours, so that the job publishing it waits on the lock
 * with its transaction open; `release` rolls ours back.
 */
async function lockPost(postId: string) {
  const client = new pg.Client({ connectionString: setup.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM blog_posts WHERE id = $1 FOR UPDATE', [postId]);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const ours = rows[0]!.pid;
  return {
    /** The process whose query waits on the lock; undefined while none does. */
    waiter: async () => {
      const [waiting] = await query<{ client_port: number }>(
        'SELECT client_port FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
        [ours],
      );
      return waiting ? processOfLocalPort(waiting.client_port) : undefined;
    },
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** The process with a TCP connection from local port `port` (as `ss` shows it to root). */
function processOfLocalPort(port: number): number | undefined {
  const line = execFileSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], {
    encoding: 'utf8',
  });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : undefined;
}

/** Resolves once every instance serves again after a kill (their runner restarts them). */
function allServingAgain(killed: readonly number[], withinMs = 60_000) {
  return within(withinMs, 'every instance serving again', async () => {
    const states = await Promise.all(
      setup.cluster.instances.map(async (one) => {
        if (!one.site || killed.includes(one.site.pid)) return false;
        return (await health(one.baseUrl).catch(() => undefined))?.httpStatus === 200;
      }),
    );
    return states.every(Boolean);
  });
}

function sleepUntil(time: Date) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time.getTime() - Date.now())));
}

/** The audit log's publish, unpublish and missed-publish entries of a post, oldest first. */
async function auditEntriesOf(postId: string) {
  const client = new pg.Client({ connectionString: setup.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ action: string; actor_id: string; actor_name: string }>(
      `SELECT action, actor_id, actor_name FROM audit_log
       WHERE entity_id = $1 AND action IN ('publish', 'unpublish', 'publish_missed')
       ORDER BY created_at`,
      [postId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe('several instances behind nginx', () => {
  it('answers /api/health on every instance and through the balancer', async () => {
    for (const baseUrl of [
      setup.cluster.url,
      ...setup.cluster.instances.map((one) => one.baseUrl),
    ]) {
      expect(await health(baseUrl)).toMatchObject({ httpStatus: 200, database: 'up' });
    }
  });

  it('accepts a session signed in through the balancer on every instance', async () => {
    for (const { baseUrl } of setup.cluster.instances) {
      const me = await trpcQuery(baseUrl, 'user.me', undefined, cookie);
      expect(me.data).toMatchObject({ email: ADMIN.email });
    }
  });

  it('shows a post published on one instance on the others within a second, and drops it again', async () => {
    const title = `Published on A ${Date.now()}`;
    const postId = await createPost(title);
    const shownAfter = await within(ONE_SECOND, 'the post on B and C', () =>
      everywhere(postId, title, true),
    );

    const unpublished = await trpcMutation(
      instance(0).baseUrl,
      'blog.publish',
      { teamId, id: postId, published: false },
      cookie,
    );
    expect(unpublished.error).toBeUndefined();
    const goneAfter = await within(ONE_SECOND, 'the post gone from B and C', () =>
      everywhere(postId, title, false),
    );
    console.log(
      `visible elsewhere after ${shownAfter.toFixed(0)} ms, gone after ${goneAfter.toFixed(0)} ms`,
    );
  });

  it('publishes a post scheduled 3 s ahead on every instance within 5 s of its time, once, and unpublishes it likewise', async () => {
    const title = `Scheduled on A ${Date.now()}`;
    const postId = await createPost(title, false);
    const publishAt = new Date(Date.now() + 3_000);
    const unpublishAt = new Date(publishAt.getTime() + 8_000);
    const scheduled = await trpcMutation(
      instance(0).baseUrl,
      'blog.schedule',
      { teamId, id: postId, publishAt, unpublishAt },
      cookie,
    );
    expect(scheduled.error).toBeUndefined();
    const all = setup.cluster.instances;
    expect(await everywhere(postId, title, false, all)).toBe(true);

    await sleepUntil(publishAt);
    const shownAfter = await within(5_000, 'the scheduled post on A, B and C', () =>
      everywhere(postId, title, true, all),
    );
    await sleepUntil(unpublishAt);
    const goneAfter = await within(5_000, 'the post gone at its unpublish time', () =>
      everywhere(postId, title, false, all),
    );

    const entries = await auditEntriesOf(postId);
    expect(entries).toEqual([
      { action: 'publish', actor_id: null, actor_name: 'Schedule (set by Maya Chen)' },
      { action: 'unpublish', actor_id: null, actor_name: 'Schedule (set by Maya Chen)' },
    ]);
    console.log(
      `scheduled post everywhere ${shownAfter.toFixed(0)} ms after its time, gone ${goneAfter.toFixed(0)} ms after its unpublish time`,
    );
  });

  it('publishes 30 posts scheduled for the same second within seconds of it, and unpublishes them likewise', async () => {
    const BURST = 30;
    const stamp = Date.now();
    const ids = await Promise.all(
      Array.from({ length: BURST }, (_, index) => createPost(`Burst ${index} ${stamp}`, false)),
    );
    // Far enough ahead for 30 schedules on a busy machine; all for the same second.
    const publishAt = new Date(Date.now() + 10_000);
    const unpublishAt = new Date(publishAt.getTime() + 6_000);
    const answers = await Promise.all(
      ids.map((id) =>
        trpcMutation(
          setup.cluster.url,
          'blog.schedule',
          { teamId, id, publishAt, unpublishAt },
          cookie,
        ),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual(ids.map(() => undefined));
    const publishedCount = async () =>
      Number(
        (
          await query<{ count: string }>(
            'SELECT count(*) FROM blog_posts WHERE id = ANY($1::uuid[]) AND published',
            [ids],
          )
        )[0]!.count,
      );
    /** How long after `time` the last `action` entry of the posts was written, and the median. */
    const lastEntryAfter = async (action: string, time: Date) => {
      const [row] = await query<{ last: number; median: number }>(
        `SELECT EXTRACT(EPOCH FROM max(created_at) - $3::timestamptz) * 1000 AS last,
           percentile_cont(0.5) WITHIN GROUP
             (ORDER BY EXTRACT(EPOCH FROM created_at - $3::timestamptz)) * 1000 AS median
         FROM audit_log WHERE entity_id = ANY($1::text[]) AND action = $2`,
        [ids, action, time],
      );
      return { last: Number(row!.last), median: Number(row!.median) };
    };

    await sleepUntil(publishAt);
    await within(
      10_000,
      `${BURST} posts public`,
      async () => (await publishedCount()) === BURST,
      100,
    );
    const publishedWithin = await lastEntryAfter('publish', publishAt);
    await sleepUntil(unpublishAt);
    await within(
      10_000,
      `${BURST} posts drafts again`,
      async () => (await publishedCount()) === 0,
      100,
    );
    const unpublishedWithin = await lastEntryAfter('unpublish', unpublishAt);
    console.log(
      `burst of ${BURST}: all public ${publishedWithin.last.toFixed(0)} ms after their time (median ${publishedWithin.median.toFixed(0)} ms), all drafts again ${unpublishedWithin.last.toFixed(0)} ms after their unpublish time (median ${unpublishedWithin.median.toFixed(0)} ms)`,
    );
    // The 2 s target is a figure to report (printed above), not a timed assertion: a shared
    // two-core machine's speed drifts twofold. The bound still fails the burst as it was before
    // batches (all 30 public 10.4 s after their time).
    expect(publishedWithin.last).toBeLessThan(5_000);
    expect(unpublishedWithin.last).toBeLessThan(5_000);
  });

  it('hands a scheduled job held by an instance killed with SIGKILL to another once its lease expires', async () => {
    const title = `Held by a killed instance ${Date.now()}`;
    const postId = await createPost(title, false);
    const scheduled = await trpcMutation(
      instance(0).baseUrl,
      'blog.schedule',
      { teamId, id: postId, publishAt: new Date(Date.now() + 2_000) },
      cookie,
    );
    expect(scheduled.error).toBeUndefined();
    // Locked after scheduling (which writes the row too), before the publish time.
    const lock = await lockPost(postId);

    // The instance that took the job waits on our lock with the publish in hand.
    let holderPid: number | undefined;
    await within(8_000, 'an instance holding the job', async () => {
      holderPid = await lock.waiter();
      return holderPid !== undefined;
    });
    const family = [holderPid!, ...ancestorsOf(holderPid!)];
    const victim = setup.cluster.instances.find((one) => one.site && family.includes(one.site.pid));
    expect(victim, `process ${holderPid} is one of the instances`).toBeDefined();
    const victimPid = victim!.site!.pid;
    expect(await jobStatesOf(postId)).toEqual([{ state: 'active', retry_count: 0 }]);
    process.kill(holderPid!, 'SIGKILL');
    if (victimPid !== holderPid) process.kill(victimPid, 'SIGKILL');
    await lock.release();

    const survivors = setup.cluster.instances.filter((one) => one !== victim);
    // Read from the database every quarter second, so as not to load the survivors meanwhile.
    const publishedAfter = await within(
      20_000,
      'the post published by another instance',
      async () => (await auditEntriesOf(postId)).length > 0,
      250,
    );
    await within(5 * ONE_SECOND, 'the post on the surviving instances', () =>
      everywhere(postId, title, true, survivors),
    );
    // Published once, by the job's second run: the first died with its instance.
    expect((await auditEntriesOf(postId)).map((entry) => entry.action)).toEqual(['publish']);
    // The queue marks the job completed once its handler has returned, a moment after the publish.
    await within(5 * ONE_SECOND, 'the job completed', async () => {
      const [job, ...others] = await jobStatesOf(postId);
      return others.length === 0 && job?.state === 'completed';
    });
    expect(await jobStatesOf(postId)).toEqual([{ state: 'completed', retry_count: 1 }]);
    console.log(`published by another instance ${publishedAfter.toFixed(0)} ms after the kill`);
    await allServingAgain([victimPid]);
  });

  it('runs a publish whose time passed while the whole site was down at its next start, and records one whose unpublish time passed too as missed', async () => {
    const published = { title: `Due while down ${Date.now()}`, id: '' };
    const unpublished = { title: `On and off while down ${Date.now()}`, id: '' };
    published.id = await createPost(published.title, false);
    unpublished.id = await createPost(unpublished.title, false);
    // Close enough that both times pass before the runner's first restart (1 s after the kill).
    const publishAt = new Date(Date.now() + 600);
    const unpublishAt = new Date(publishAt.getTime() + 100);
    for (const [post, unpublishAtOfPost] of [
      [published, null],
      [unpublished, unpublishAt],
    ] as const) {
      const scheduled = await trpcMutation(
        instance(0).baseUrl,
        'blog.schedule',
        { teamId, id: post.id, publishAt, unpublishAt: unpublishAtOfPost },
        cookie,
      );
      expect(scheduled.error).toBeUndefined();
    }

    // The site goes down before the times; its runner starts it again a moment later.
    const killed = setup.cluster.instances.map((one) => one.site!.pid);
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    await sleepUntil(new Date(unpublishAt.getTime() + 50));
    // Both times passed, and no instance took a job: the site was down (its runner noticed).
    await within(5_000, 'every instance down', () =>
      setup.cluster.instances.every((one) => one.site === undefined),
    );
    expect([...(await jobStatesOf(published.id)), ...(await jobStatesOf(unpublished.id))]).toEqual([
      { state: 'created', retry_count: 0 },
      { state: 'created', retry_count: 0 },
      { state: 'created', retry_count: 0 },
    ]);

    const startedAfter = await allServingAgain(killed);
    const all = setup.cluster.instances;
    const doneAfter = await within(
      20_000,
      'the schedule carried out',
      async () =>
        (await auditEntriesOf(published.id)).length === 1 &&
        (await auditEntriesOf(unpublished.id)).length === 1,
      250,
    );
    await within(5 * ONE_SECOND, 'the schedule shown on every instance', async () => {
      const shown = await everywhere(published.id, published.title, true, all);
      return shown === true ? everywhere(unpublished.id, unpublished.title, false, all) : shown;
    });
    expect((await auditEntriesOf(published.id)).map((entry) => entry.action)).toEqual(['publish']);
    // Both its times passed while the site was down: never flashed public, recorded as missed.
    expect((await auditEntriesOf(unpublished.id)).map((entry) => entry.action)).toEqual([
      'publish_missed',
    ]);
    console.log(
      `site back ${startedAfter.toFixed(0)} ms after the times; schedule done ${doneAfter.toFixed(0)} ms later`,
    );
  });

  it('updates a series feed on every instance within a second of a publish', async () => {
    const slug = '8-week-ai-hackathon';
    const series = await trpcQuery(instance(0).baseUrl, 'series.bySlug', { slug });
    const seriesId = (series.data as { id: string }).id;
    const feedPaths = [`/series/${slug}/rss.xml`, `/series/${slug}/feed.json`];
    const feedsEverywhere = async (title: string, shown: boolean) => {
      const checks = setup.cluster.instances.flatMap(({ baseUrl }) =>
        feedPaths.map((path) =>
          getPage(`${baseUrl}${path}`).then(
            (feed) => feed.status === 200 && feed.html.includes(title) === shown,
          ),
        ),
      );
      return (await Promise.all(checks)).every(Boolean);
    };
    const title = `Feed item from A ${Date.now()}`;
    // Every instance holds its feeds before the write, so only the invalidation can refresh them.
    expect(await feedsEverywhere(title, false)).toBe(true);

    const created = await trpcMutation(
      instance(0).baseUrl,
      'seriesItem.create',
      { teamId, seriesId, title, summary: 'Published on A.', weekNumber: 9, published: true },
      cookie,
    );
    expect(created.error).toBeUndefined();
    const shownAfter = await within(ONE_SECOND, 'the item in every feed', () =>
      feedsEverywhere(`Week 9: ${title}`, true),
    );

    const itemId = (created.data as { id: string }).id;
    const deleted = await trpcMutation(
      instance(0).baseUrl,
      'seriesItem.delete',
      { teamId, id: itemId },
      cookie,
    );
    expect(deleted.error).toBeUndefined();
    const goneAfter = await within(ONE_SECOND, 'the item gone from every feed', () =>
      feedsEverywhere(title, false),
    );
    console.log(
      `feeds updated after ${shownAfter.toFixed(0)} ms, emptied after ${goneAfter.toFixed(0)} ms`,
    );
  });

  it('shares the contact form’s rate limit between instances', async () => {
    const message = (index: number) => ({
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hello',
      message: `Message number ${index} to the team.`,
    });
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      const { baseUrl } = instance(index % 3);
      answers.push(await trpcMutation(baseUrl, 'contact.submit', message(index)));
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toMatchObject({ status: 429, error: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('counts reader beacons sent to each of three instances once, with one salt for the day', async () => {
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const sites = [...setup.cluster.instances.map((one) => one.baseUrl), setup.cluster.url];
    const sends = Array.from({ length: 400 }, (_, index) => () => {
      const site = sites[index % sites.length]!;
      const body = { kind: 'view', path: `/cluster-beacon/${index}`, device: 'phone' } as const;
      return postBeacon(site, body, { userAgent: browser });
    });
    const answers = await inParallel(sends, 12);
    expect(answers.every((answer) => answer.status === 202)).toBe(true);

    const counted = async () => {
      const [row] = await query<{ events: number; paths: number }>(
        `SELECT count(*)::int AS events, count(DISTINCT path)::int AS paths
         FROM analytics_events WHERE path LIKE '/cluster-beacon/%'`,
      );
      return row!;
    };
    // Each instance writes its events within a second or so.
    await within(
      10 * ONE_SECOND,
      'every beacon counted',
      async () => (await counted()).events === 400,
    );
    await new Promise((resolve) => setTimeout(resolve, 2 * ONE_SECOND));
    expect(await counted()).toEqual({ events: 400, paths: 400 });
    const salts = await query<{ day: string }>(
      `SELECT day::text AS day FROM analytics_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
    );
    expect(salts).toHaveLength(1);
  });

  it('serves an image uploaded through one instance from another', async () => {
    const uploaded = await fetch(
      `${instance(0).baseUrl}/api/upload?teamId=${teamId}&purpose=blog`,
      { method: 'POST', headers: { cookie }, body: PIXEL_PNG },
    );
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(new URL(url, instance(1).baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  describe('a flood of bodies too large to parse', () => {
    const FLOOD = 20;
    const EIGHT_MB = manyObjectsJson(8 * 1024 * 1024);
    // Under the byte limit, but 350,000 objects.
    const ONE_MB = manyObjectsJson(1024 * 1024 - 100);
    // An instance's resident memory may grow by this much while it refuses the flood: far
    // below what one 8 MB body of objects takes once parsed.
    const MEMORY_GROWTH_BYTES = 96 * 1024 * 1024;

    /**
     * FLOOD concurrent anonymous calls of contact.submit to `target` with `body`, half of them
     * with their Content-Length and half chunked, while a visitor reads `/blog` there; the
     * answers, the visits and the instance's peak memory meanwhile.
     */
    async function flood(target: string, watched: ClusterInstance, body = EIGHT_MB) {
      const site = watched.site!;
      const before = treeResidentBytes(site.pid);
      const memory = sampleTreeMemory(site.pid, 50);
      const answers = Promise.all(
        Array.from({ length: FLOOD }, (_, index) =>
          postJson(`${target}/api/trpc/contact.submit`, body, {
            origin: target,
            chunked: index % 2 === 1,
          }),
        ),
      );
      const visits = await visitUntil(`${target}/blog`, answers);
      const growth = memory.stop() - before;
      console.log(
        `flood on ${target}: visits in ${visits.map((one) => one.ms.toFixed(0)).join(', ')} ms; memory +${(growth / 2 ** 20).toFixed(0)} MB`,
      );
      return { answers: await answers, visits, growth, pid: site.pid };
    }

    function expectRefusedAndServing(result: Awaited<ReturnType<typeof flood>>) {
      for (const answer of result.answers) {
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({
          error: { json: { data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } },
        });
      }
      expect(result.visits.length).toBeGreaterThan(0);
      for (const visit of result.visits) {
        expect(visit.status).toBe(200);
        expect(visit.ms).toBeLessThan(ONE_SECOND);
      }
      expect(result.growth).toBeLessThan(MEMORY_GROWTH_BYTES);
    }

    it('is refused with 413s by an instance, which keeps serving in bounded memory', async () => {
      const result = await flood(instance(0).baseUrl, instance(0));
      expectRefusedAndServing(result);
      expect(instance(0).site?.pid).toBe(result.pid);
      expect(await health(instance(0).baseUrl)).toMatchObject({ httpStatus: 200 });
    });

    it('of 1 MB of empty objects each is refused with 413s before they are parsed', async () => {
      const result = await flood(instance(0).baseUrl, instance(0), ONE_MB);
      expectRefusedAndServing(result);
      expect(instance(0).site?.pid).toBe(result.pid);
    });

    it('is refused with 413s through nginx, and no instance goes down', async () => {
      const pids = setup.cluster.instances.map((one) => one.site?.pid);
      const result = await flood(setup.cluster.url, instance(1));
      expectRefusedAndServing(result);
      expect(setup.cluster.instances.map((one) => one.site?.pid)).toEqual(pids);
      expect(await health(setup.cluster.url)).toMatchObject({ httpStatus: 200 });
    });
  });

  it('starts an instance killed with SIGKILL again within 10 s, losing only the requests in flight', async () => {
    const victim = instance(2);
    const killed = victim.site!;
    const untouched = [instance(0).site!.pid, instance(1).site!.pid, setup.cluster.balancer!.pid];
    const load = autocannon({ url: `${setup.cluster.url}/blog`, connections: 10, duration: 4 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    process.kill(killed.pid, 'SIGKILL');
    const restartedAfter = await within(10_000, 'the killed instance serving again', async () => {
      const site = victim.site;
      if (!site || site.pid === killed.pid) return false;
      return (await health(victim.baseUrl).catch(() => undefined))?.httpStatus === 200;
    });
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors + result.timeouts + result.non2xx).toBeLessThanOrEqual(10);
    // The runner carried on: nothing else was restarted.
    const now = [instance(0).site?.pid, instance(1).site?.pid, setup.cluster.balancer?.pid];
    expect(now).toEqual(untouched);

    const servedBy = async () => {
      const response = await fetch(`${setup.cluster.url}/blog`);
      return { status: response.status, by: response.headers.get('x-served-by') ?? '' };
    };
    // nginx tries a failed instance again once its fail_timeout (10 s) has passed.
    await within(20_000, 'traffic on the restarted instance', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, servedBy));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      return answers.some((answer) => answer.by.endsWith(`:${victim.port}`));
    });
    console.log(`killed instance serving again after ${restartedAfter.toFixed(0)} ms`);
  });

  it('emails each follower once and calls each endpoint once for one publish on one of three instances', async () => {
    const run = Date.now();
    const followers = Array.from({ length: 30 }, (_, n) => `follower${n}.${run}@cluster.test`);
    await addFollowers(setup.databaseUrl, HACKATHON_SERIES_ID, followers);
    const endpoint = await trpcMutation(
      instance(0).baseUrl,
      'webhook.create',
      { teamId, url: receiver.url, format: 'standard', events: ['item.published'] },
      cookie,
    );
    expect(endpoint.error).toBeUndefined();
    receiver.calls.length = 0;
    const published = await trpcMutation(
      instance(1).baseUrl,
      'seriesItem.create',
      {
        teamId,
        seriesId: HACKATHON_SERIES_ID,
        title: `Week nine ${run}`,
        summary: 'One publish, every follower told once.',
        published: true,
        emailFollowers: true,
      },
      cookie,
    );
    expect(published.error).toBeUndefined();
    const toFollowers = () => sink.received.filter((email) => followers.includes(email.to));
    await within(30_000, 'every follower emailed', () => toFollowers().length >= 30, 100);
    await within(30_000, 'the endpoint called', () => receiver.calls.length >= 1, 100);
    // Time for a second copy, were any instance to send one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(
      toFollowers()
        .map((email) => email.to)
        .sort(),
    ).toEqual([...followers].sort());
    expect(receiver.calls).toHaveLength(1);
  });

  it('sends 2,000 emails once each through a kill -9 mid-send: only the copy in flight is uncertain', async () => {
    const subject = `Cluster email ${Date.now()}`;
    sink.received.length = 0;
    await queueEmails(setup.databaseUrl, 2_000, subject);
    await within(60_000, 'the first 400 emails sent', () => sink.received.length >= 400, 20);
    // An instance with a copy in flight: its claim names its process.
    let claim: string | null = null;
    await within(
      10_000,
      'an instance sending',
      async () => {
        const sending = (await copiesOf(setup.databaseUrl, subject)).find(
          (copy) => copy.status === 'sending',
        );
        claim = sending?.claimedBy ?? null;
        return claim !== null;
      },
      5,
    );
    const senderPid = pidOfClaim(claim!);
    const family = [senderPid, ...ancestorsOf(senderPid)];
    const victim = setup.cluster.instances.find((one) => one.site && family.includes(one.site.pid));
    expect(victim, `process ${senderPid} is one of the instances`).toBeDefined();
    const victimPid = victim!.site!.pid;
    process.kill(senderPid, 'SIGKILL');
    if (victimPid !== senderPid) process.kill(victimPid, 'SIGKILL');
    const sentWhenKilled = sink.received.length;

    // The others finish the send; the killed one's claims lapse after the lease and are settled.
    await within(
      120_000,
      'every copy settled',
      async () => {
        const copies = await copiesOf(setup.databaseUrl, subject);
        return copies.every((copy) => copy.status === 'sent' || copy.status === 'uncertain');
      },
      500,
    );
    const copies = await copiesOf(setup.databaseUrl, subject);
    const arrived = new Map<string, number>();
    for (const email of sink.received) arrived.set(email.to, (arrived.get(email.to) ?? 0) + 1);
    const twice = [...arrived].filter(([, count]) => count > 1);
    expect(twice, 'addresses that received two copies').toEqual([]);
    const uncertain = copies.filter((copy) => copy.status === 'uncertain');
    // One worker per instance sends one copy at a time: one killed worker, at most one unknown.
    expect(uncertain.length).toBeLessThanOrEqual(1);
    for (const copy of copies.filter((one) => one.status === 'sent')) {
      expect(arrived.get(copy.recipient), copy.recipient).toBe(1);
    }
    console.log(
      `2,000 emails: ${sentWhenKilled} arrived when one sender was killed, ${arrived.size} in all; ` +
        `${uncertain.length} uncertain (${uncertain.map((copy) => `${copy.recipient} arrived ${arrived.get(copy.recipient) ?? 0}×`).join(', ') || 'none'})`,
    );
    await allServingAgain([victimPid]);
  }, 240_000);

  it('starts nginx killed with SIGKILL again within 10 s', async () => {
    const killed = setup.cluster.balancer!;
    process.kill(killed.pid, 'SIGKILL');
    await within(10_000, 'nginx serving again', async () => {
      const balancer = setup.cluster.balancer;
      if (!balancer || balancer.pid === killed.pid) return false;
      return (await health(setup.cluster.url).catch(() => undefined))?.httpStatus === 200;
    });
  });

  it('keeps the invalidation channel through a database restart', async () => {
    await setup.stopDatabase();
    expect((await health(instance(1).baseUrl)).httpStatus).toBe(503);
    await setup.startDatabase();
    await within(15_000, 'every instance healthy and listening again', async () => {
      const states = await Promise.all(setup.cluster.instances.map((one) => health(one.baseUrl)));
      return states.every(
        (state) => state.httpStatus === 200 && state.invalidation === 'listening',
      );
    });

    const title = `After the restart ${Date.now()}`;
    const postId = await createPost(title);
    await within(ONE_SECOND, 'the post on B and C after the restart', () =>
      everywhere(postId, title, true),
    );
  });
});
