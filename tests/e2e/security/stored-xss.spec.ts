import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { APIRequestContext, BrowserContext, Dialog, Page } from '@playwright/test';

import { query } from '../helpers/accounts';
import { demoAccount, signInRequests, signInWithApi } from '../helpers/auth';
import { expect, test, waitForHydration } from '../helpers/fixtures';

/**
 * Stored XSS: every payload of a public corpus (xss-payloads.txt, its source named there) goes
 * through every field that renders as HTML, as text or as a link; then Chromium opens the public
 * pages, the admin screens and the preview that show them, and nothing may run.
 */
const PAYLOADS = readFileSync(path.join(import.meta.dirname, 'xss-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('# '));

/** The payloads joined into values of at most `max` characters; a longer payload goes alone. */
function packed(max: number): string[] {
  const values: string[] = [];
  let current = '';
  for (const payload of PAYLOADS) {
    if (current && current.length + 1 + payload.length > max) {
      values.push(current);
      current = '';
    }
    current = current ? `${current} ${payload}` : payload;
  }
  if (current) values.push(current);
  return values;
}

/** A URL that passes the http(s) rule and still carries the payload. */
const carrying = (payload: string) => `https://example.com/?q=${payload}`;

interface Answer {
  status: number;
  id?: string;
}

/**
 * At most `size` calls of `send` in flight: the corpus is stored by well over a thousand calls,
 * and a thousand connections opened at once overflow the server's listen queue (ECONNRESET).
 */
function throttled<Args extends unknown[], Result>(
  size: number,
  send: (...args: Args) => Promise<Result>,
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args: Args): Promise<Result> => {
    while (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await send(...args);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const call = throttled(
  16,
  async (request: APIRequestContext, procedure: string, input: unknown) => {
    const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
    const body = (await response.json()) as { result?: { data: { json: { id?: string } } } };
    return { status: response.status(), id: body.result?.data.json.id } satisfies Answer;
  },
);

/** Stored, or refused as the caller's mistake: never a server error. */
function expectHandled(answers: Answer[]) {
  const failures = answers.filter((answer) => answer.status >= 500);
  expect(failures, 'no payload makes the server fail').toEqual([]);
  return answers.flatMap((answer) => (answer.id ? [answer.id] : []));
}

/** Every way a payload could run replaces the dialogs before the page's own scripts run. */
function trapDialogs() {
  const fired = () => {
    const trapped = window as unknown as { xssFired?: number };
    trapped.xssFired = (trapped.xssFired ?? 0) + 1;
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, { value: fired, writable: false });
  }
}

/** Markup a payload could have planted: handlers, script URLs, foreign frames, scripts. */
function plantedMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL's scheme.
      const url = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attribute.startsWith('on')) found.push(`${element.tagName} ${attribute}`);
      if (attribute === 'srcdoc') found.push(`${element.tagName} srcdoc`);
      if (
        urlAttributes.includes(attribute) &&
        /^(javascript|vbscript|livescript|mocha|data:text\/html)/.test(url)
      ) {
        found.push(`${element.tagName} ${attribute}=${value.slice(0, 40)}`);
      }
    }
  }
  for (const frame of Array.from(document.querySelectorAll('iframe, object, embed, frame'))) {
    const source = frame.getAttribute('src') ?? frame.getAttribute('data') ?? '';
    if (!source.startsWith('https://www.youtube-nocookie.com/embed/')) {
      found.push(`${frame.tagName} ${source.slice(0, 40)}`);
    }
  }
  for (const element of Array.from(document.querySelectorAll('body base, body meta'))) {
    found.push(element.tagName);
  }
  for (const script of Array.from(document.scripts)) {
    const runs = !script.type || /javascript|module/.test(script.type);
    if (runs && /alert|confirm|prompt|xss/i.test(script.textContent ?? '')) found.push('SCRIPT');
  }
  return found;
}

async function expectInert(page: Page, url: string) {
  const dialogs: string[] = [];
  const onDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await waitForHydration(page);
  // Give timers and autofocus handlers a moment, as a visitor's browser would.
  await page.waitForTimeout(100);
  const fired = await page.evaluate(() => (window as { xssFired?: number }).xssFired ?? 0);
  expect({ url, fired, dialogs, planted: await page.evaluate(plantedMarkup) }).toEqual({
    url,
    fired: 0,
    dialogs: [],
    planted: [],
  });
  page.off('dialog', onDialog);
}

/** Opens the pages in a few tabs of the context at once: a hundred of them, one by one, is slow. */
async function expectAllInert(context: BrowserContext, urls: readonly string[]) {
  const queue = [...urls];
  const tabs = await Promise.all(Array.from({ length: 3 }, () => context.newPage()));
  await Promise.all(
    tabs.map(async (tab) => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        await expectInert(tab, url);
      }
    }),
  );
  await Promise.all(tabs.map((tab) => tab.close()));
}

test('no payload of the XSS corpus runs on a public page, an admin screen or the preview', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  expect(PAYLOADS.length).toBeGreaterThan(250);
  const admin = demoAccount('System admin');
  const request = await playwright.request.newContext({ baseURL });
  await signInRequests(request, admin);
  const [team] = await query<{ id: string }>(
    `SELECT t.id FROM teams t JOIN team_members m ON m.team_id = t.id
     JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY t.created_at LIMIT 1`,
    [admin.email],
  );
  const teamId = team!.id;
  const titles = packed(200);
  const texts = packed(1000);
  const text = (index: number) => texts[index % texts.length]!;

  // Every payload as a whole URL is refused; one that only carries it is stored.
  const refusals = await Promise.all(
    PAYLOADS.map((payload) =>
      call(request, 'project.create', {
        teamId,
        title: 'Refused link',
        description: 'A payload as a URL.',
        demoUrl: payload,
      }),
    ),
  );
  refusals.forEach((refused, index) => expect(refused.status, PAYLOADS[index]).not.toBe(200));
  expectHandled(refusals);
  const links = PAYLOADS.map((payload) => ({
    linkName: payload.slice(0, 200),
    linkUrl: carrying(payload),
  }));

  const postIds = expectHandled(
    await Promise.all(
      titles.map((title, index) =>
        call(request, 'blog.create', {
          teamId,
          title,
          excerpt: text(index),
          content: index === 0 ? PAYLOADS.join('\n') : `<p>${text(index + 1)}</p>`,
          published: true,
          links: index === 0 ? links.slice(0, 50) : [],
        }),
      ),
    ),
  );
  const projectIds = expectHandled(
    await Promise.all(
      titles.map((title, index) => {
        const payload = PAYLOADS[index % PAYLOADS.length]!;
        return call(request, 'project.create', {
          teamId,
          title,
          description: text(index),
          demoUrl: carrying(payload),
          githubUrl: carrying(payload),
          videoUrl: carrying(payload),
          links: links.slice((index * 50) % links.length, ((index * 50) % links.length) + 50),
        });
      }),
    ),
  );
  expectHandled(
    await Promise.all([
      ...titles.map((title, index) =>
        call(request, 'media.create', {
          teamId,
          title,
          description: text(index),
          mediaType: 'youtube',
          mediaUrl: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=${index}`,
        }),
      ),
      ...titles.map((name, index) =>
        call(request, 'teamProfile.create', {
          teamId,
          name,
          role: titles[(index + 1) % titles.length],
          bio: text(index),
          githubUrl: carrying(PAYLOADS[index]!),
        }),
      ),
      ...texts.map((description, index) =>
        call(request, 'team.create', { name: `XSS team ${index}`, description }),
      ),
    ]),
  );
  expect(postIds.length).toBeGreaterThan(0);
  expect(projectIds.length).toBeGreaterThan(0);
  await request.dispose();

  const context = page.context();
  await context.addInitScript(trapDialogs);
  const publicPages = [
    '/',
    '/blog',
    '/projects',
    '/media',
    '/about',
    '/contact',
    ...postIds.map((id) => `/blog/${id}`),
    ...projectIds.map((id) => `/projects/${id}`),
  ];
  await expectAllInert(context, publicPages);

  await signInWithApi(page, admin);
  const signedInPages = [
    '/teams',
    `/admin/blog/${postIds[0]}`,
    `/admin/blog/${postIds[0]}/preview?teamId=${teamId}`,
    `/admin/blog/${postIds[1]}/preview?teamId=${teamId}`,
    `/admin/projects/${projectIds[0]}`,
    '/system-admin/blog',
    '/system-admin/projects',
    '/system-admin/media',
    '/system-admin/audit',
  ];
  await expectAllInert(context, signedInPages);
});

test('the checks above catch a payload that runs and markup it plants', async ({ page }) => {
  await page.addInitScript(trapDialogs);
  await page.goto('/contact');
  // As a payload would, were it to run: the Content-Security-Policy may stop an inline handler
  // from running, but not code that already runs.
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML = '<img src="x" onerror="alert(1)"><a href=" javascript:alert(2)">x</a>';
    document.body.append(planted);
    window.alert('3');
  });
  expect(
    await page.evaluate(() => (window as { xssFired?: number }).xssFired ?? 0),
  ).toBeGreaterThan(0);
  expect(await page.evaluate(plantedMarkup)).toEqual([
    'IMG onerror',
    'A href= javascript:alert(2)',
  ]);
});
