import { createHmac, timingSafeEqual } from 'node:crypto';

import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';

import { env } from '~/env';
import { isDocumentPath } from '~/lib/public-paths';
import { dropDocuments } from '~/server/cache/document-cache';
import { rebuildPage } from '~/server/cache/page-rebuilds';
import { clearPublicAnswers } from '~/server/cache/public-answers';

/**
 * Rebuilding pages on this instance when another instance announced a change. Next rebuilds an
 * ISR page only through `res.revalidate` inside a request, so the listener asks its own server,
 * on loopback, through an internal route that only holders of the site's secret may call.
 */
const ROUTE = '/api/internal/revalidate';
const TOKEN_HEADER = 'x-teamfolio-revalidate';
/** Paths per request, and pages rebuilt at a time: a full refresh must not starve visitors. */
const PATHS_PER_REQUEST = 100;
const PAGES_AT_A_TIME = 4;

const revalidateRequest = z.object({
  paths: z.array(z.string().startsWith('/').max(2_000)).max(PATHS_PER_REQUEST),
});

function internalToken(): Buffer {
  return createHmac('sha256', env.NEXTAUTH_SECRET ?? '')
    .update('teamfolio internal page revalidation')
    .digest();
}

function holdsToken(req: NextApiRequest): boolean {
  const sent = req.headers[TOKEN_HEADER];
  if (typeof sent !== 'string' || !env.NEXTAUTH_SECRET) return false;
  const expected = internalToken();
  const given = Buffer.from(sent, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Drops this instance's cached answers and the named documents (feeds, the sitemap), and
 * rebuilds the named pages on it.
 */
export async function revalidateOnThisInstance(changed: readonly string[]): Promise<void> {
  clearPublicAnswers();
  dropDocuments(changed.filter(isDocumentPath));
  const paths = changed.filter((path) => !isDocumentPath(path));
  const port = process.env.PORT ?? '3000';
  for (let start = 0; start < paths.length; start += PATHS_PER_REQUEST) {
    const response = await fetch(`http://127.0.0.1:${port}${ROUTE}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TOKEN_HEADER]: internalToken().toString('hex'),
      },
      body: JSON.stringify({ paths: paths.slice(start, start + PATHS_PER_REQUEST) }),
    });
    if (!response.ok) throw new Error(`${ROUTE} answered ${response.status}`);
  }
}

/** The internal route: rebuilds the posted pages with Next's on-demand revalidation. */
export async function handleRevalidateRequest(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).setHeader('allow', 'POST').end();
  if (!holdsToken(req)) return res.status(404).end();
  const parsed = revalidateRequest.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: 'paths: a list of page paths' });
  const { paths } = parsed.data;
  let failed = 0;
  for (let start = 0; start < paths.length; start += PAGES_AT_A_TIME) {
    const batch = paths.slice(start, start + PAGES_AT_A_TIME);
    const results = await Promise.allSettled(
      batch.map((path) => rebuildPage(path, (page) => res.revalidate(page))),
    );
    failed += results.filter((result) => result.status === 'rejected').length;
  }
  res.setHeader('cache-control', 'no-store');
  res.status(200).json({ revalidated: paths.length - failed, failed });
}
