import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../scripts/bench/sign-in';
import { trpcMutation, trpcQuery } from '../../scripts/site/trpc-http';
import { startClusterUnderTest, type ClusterUnderTest } from './harness';
import { getPage, within } from './http';

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

beforeAll(async () => {
  setup = await startClusterUnderTest(3);
  cookie = await signIn(setup.cluster.url, ADMIN.email, ADMIN.password);
  const teams = await trpcQuery(setup.cluster.url, 'team.mine', undefined, cookie);
  teamId = (teams.data as Array<{ id: string }>)[0]!.id;
});

afterAll(async () => {
  await setup?.cleanups.run();
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

async function createPost(title: string) {
  const created = await trpcMutation(
    instance(0).baseUrl,
    'blog.create',
    { teamId, title, content: `<p>${title} in full.</p>`, published: true },
    cookie,
  );
  expect(created.error).toBeUndefined();
  return (created.data as { id: string }).id;
}

/** Whether every page and answer on B and C shows the post (or, with `shown` false, none does). */
async function everywhere(postId: string, title: string, shown: boolean) {
  const checks = others().flatMap(({ baseUrl }) => [
    getPage(`${baseUrl}/blog`).then((page) => page.html.includes(title) === shown),
    getPage(`${baseUrl}/`).then((page) => page.html.includes(title) === shown),
    getPage(`${baseUrl}/blog/${postId}`).then((page) =>
      shown ? page.status === 200 && page.html.includes(title) : page.status === 404,
    ),
    trpcQuery(baseUrl, 'blog.list', {}).then(
      (answer) => JSON.stringify(answer.data).includes(postId) === shown,
    ),
  ]);
  return (await Promise.all(checks)).every(Boolean);
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

  it('loses only the requests in flight when an instance is killed, and sends it traffic again once restarted', async () => {
    const victim = instance(2);
    const load = autocannon({ url: `${setup.cluster.url}/blog`, connections: 10, duration: 6 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await setup.cluster.kill(victim);
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors + result.timeouts + result.non2xx).toBeLessThanOrEqual(10);

    const servedBy = async () => {
      const response = await fetch(`${setup.cluster.url}/blog`);
      return { status: response.status, by: response.headers.get('x-served-by') ?? '' };
    };
    const afterKill = await Promise.all(Array.from({ length: 20 }, servedBy));
    expect(afterKill.every((answer) => answer.status === 200)).toBe(true);
    expect(afterKill.some((answer) => answer.by.endsWith(`:${victim.port}`))).toBe(false);

    await setup.cluster.start(victim);
    // nginx tries a failed instance again once its fail_timeout (10 s) has passed.
    await within(20_000, 'traffic on the restarted instance', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, servedBy));
      return answers.some((answer) => answer.by.endsWith(`:${victim.port}`));
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
