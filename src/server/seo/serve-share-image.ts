import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';

import {
  blogPostPath,
  projectPath,
  seriesItemPath,
  seriesPath,
  shareImagePath,
  shareImageUrl,
} from '~/lib/public-paths';
import { idSchema } from '~/schemas/common';
import { cachedDocument } from '~/server/cache/document-cache';
import { keepForEveryone } from '~/server/cache/pages/keep';
import { isNotModified } from '~/server/http/conditional-get';
import { orNotFound, serverCaller } from '~/server/trpc/server-caller';

import {
  CARD_HASH_LENGTH,
  postCard,
  projectCard,
  seriesCard,
  seriesItemCard,
  shareCardHash,
  type ShareCard,
} from './share-card';
import { renderSharePng } from './share-image-drawer';

/** A picture's address names what it shows: it never changes, so anyone may keep it for good. */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * An outdated address sends to the current picture, briefly cacheable: the record may change
 * again, and then the address must send to the newer one.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=60';

type Caller = ReturnType<typeof serverCaller>;

interface CardAddress {
  /** The page whose card it is. */
  pagePath: string;
  hash: string;
  /** The page's card, read as a visitor reads the page; null when it has none (a draft). */
  load: (caller: Caller) => Promise<ShareCard | null>;
}

const segment = z.string().min(1).max(200);
const hashedFile = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${CARD_HASH_LENGTH}}\\.png$`));

/**
 * The card an address names (`/api/og/<page path>/<hash>.png`), or null when it names none.
 * Only the public pages with cards are recognised; anything else is refused before the
 * database is asked.
 */
export function parseCardAddress(segments: unknown): CardAddress | null {
  const parsed = z.array(segment).min(3).max(5).safeParse(segments);
  if (!parsed.success) return null;
  const page = parsed.data.slice(0, -1);
  const file = hashedFile.safeParse(parsed.data.at(-1));
  if (!file.success) return null;
  const hash = file.data.slice(0, CARD_HASH_LENGTH);
  const [kind, first, second, third] = page;
  const id = (value: string | undefined) => idSchema.safeParse(value);

  if (kind === 'blog' && page.length === 2 && id(first).success) {
    return {
      pagePath: blogPostPath(first!),
      hash,
      load: async (caller) => {
        const post = await orNotFound(caller.blog.byId({ id: first! }));
        return post && postCard(post);
      },
    };
  }
  if (kind === 'projects' && page.length === 2 && id(first).success) {
    return {
      pagePath: projectPath(first!),
      hash,
      load: async (caller) => {
        const project = await orNotFound(caller.project.byId({ id: first! }));
        return project && projectCard(project);
      },
    };
  }
  if (kind === 'series' && page.length === 2) {
    return {
      pagePath: seriesPath(first!),
      hash,
      load: async (caller) => {
        const series = await orNotFound(caller.series.bySlug({ slug: first! }));
        return series && seriesCard(series);
      },
    };
  }
  if (kind === 'series' && page.length === 4 && second === 'item' && id(third).success) {
    return {
      pagePath: seriesItemPath(first!, third!),
      hash,
      load: async (caller) => {
        const item = await orNotFound(
          caller.seriesItem.byId({ seriesSlug: first!, itemId: third! }),
        );
        return item && seriesItemCard(item);
      },
    };
  }
  return null;
}

function notFound(res: NextApiResponse) {
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/**
 * `/api/og/<page path>/<hash>.png`: the page's share image. Each instance draws a card once and
 * keeps it in its document cache under the page's card path (concurrent requests share one
 * drawing), until a write to the record drops it here and on every other instance. An address
 * with another hash than the current card's redirects to the current picture, so that a copy of
 * an older address (kept by a chat app, a crawler) still shows one; a page without a card (a
 * draft, nothing at all) answers 404 and draws nothing.
 */
export async function serveShareImage(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  const address = parseCardAddress(req.query.path);
  if (!address) return notFound(res);

  const image = await cachedDocument(shareImagePath(address.pagePath), async () => {
    const card = await address.load(serverCaller());
    // A differently spelled address of the page (an id in capitals) has no card of its own.
    if (!card || card.pagePath !== address.pagePath) return null;
    return { body: await renderSharePng(card), etag: `"${shareCardHash(card)}"` };
  });
  if (!image) return notFound(res);

  const currentHash = image.etag.slice(1, -1);
  if (currentHash !== address.hash) {
    res.statusCode = 307;
    res.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL);
    res.setHeader('Location', shareImageUrl(address.pagePath, currentHash));
    res.end();
    return;
  }
  res.setHeader('Cache-Control', SHARE_IMAGE_CACHE_CONTROL);
  res.setHeader('ETag', image.etag);
  if (isNotModified(req.headers, image)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/png');
  keepForEveryone(res, 'path');
  res.setHeader('Content-Length', Buffer.byteLength(image.body));
  res.end(req.method === 'HEAD' ? undefined : image.body);
}
